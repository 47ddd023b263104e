import { describe, expect, it } from 'vitest';
import { halfDayOptions, halfOf, hourlyTimeOptions, minutesOf } from './time-options';

const POLICY = {
  workStartTime: '09:00',
  workEndTime: '18:00',
  dinnerStartTime: '12:00',
  dinnerEndTime: '13:00',
};

describe('halfDayOptions', () => {
  it('starts a half day at the start of the morning or the afternoon and ends it at the end of one', () => {
    expect(halfDayOptions(POLICY)).toEqual({
      start: [
        { value: '09:00', half: 'am' },
        { value: '13:00', half: 'pm' },
      ],
      end: [
        { value: '12:00', half: 'am' },
        { value: '18:00', half: 'pm' },
      ],
    });
  });

  it('follows a policy with other times (seconds in the stored times are dropped)', () => {
    const options = halfDayOptions({
      workStartTime: '08:30:00',
      workEndTime: '17:30:00',
      dinnerStartTime: '11:45:00',
      dinnerEndTime: '12:45:00',
    });
    expect(options.start.map((o) => o.value)).toEqual(['08:30', '12:45']);
    expect(options.end.map((o) => o.value)).toEqual(['11:45', '17:30']);
  });

  it('offers nothing for a missing or inconsistent policy', () => {
    expect(halfDayOptions({ ...POLICY, workStartTime: '' })).toEqual({ start: [], end: [] });
    expect(halfDayOptions({ ...POLICY, dinnerStartTime: '19:00', dinnerEndTime: '20:00' })).toEqual({
      start: [],
      end: [],
    });
    expect(halfDayOptions({ ...POLICY, workEndTime: '25:00' })).toEqual({ start: [], end: [] });
  });
});

describe('hourlyTimeOptions', () => {
  it('lists every half hour of the working day except inside the dinner break', () => {
    const values = hourlyTimeOptions(POLICY).map((o) => o.value);
    expect(values[0]).toBe('09:00');
    expect(values.at(-1)).toBe('18:00');
    expect(values).toContain('12:00');
    expect(values).toContain('13:00');
    expect(values).not.toContain('12:30');
    expect(values).toHaveLength(18);
  });

  it('keeps the policy edges when they are off the step', () => {
    const values = hourlyTimeOptions({ ...POLICY, workStartTime: '08:45', dinnerEndTime: '13:15' }).map(
      (o) => o.value,
    );
    expect(values.slice(0, 2)).toEqual(['08:45', '09:00']);
    expect(values).toContain('13:15');
    expect(values).not.toContain('13:00');
  });
});

describe('halfOf', () => {
  it('puts times before the end of the dinner break in the morning', () => {
    expect(halfOf('09:00', POLICY)).toBe('am');
    expect(halfOf('12:00', POLICY)).toBe('am');
    expect(halfOf('13:00', POLICY)).toBe('pm');
    expect(halfOf('18:00', POLICY)).toBe('pm');
  });
});

describe('minutesOf', () => {
  it('reads HH:mm and HH:mm:ss and refuses anything else', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('23:59:59')).toBe(1439);
    expect(minutesOf('9:30')).toBeNull();
    expect(minutesOf('24:00')).toBeNull();
  });
});
