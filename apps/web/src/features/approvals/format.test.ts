import { describe, expect, it } from 'vitest';
import { formatMinute, formatOperateTime, formatPeriod } from './format';

describe('formatOperateTime', () => {
  it('keeps the seconds and strips the ISO T', () => {
    expect(formatOperateTime('2026-11-25T09:30:05')).toBe('2026-11-25 09:30:05');
    expect(formatOperateTime('2026-11-25T09:30:05.123')).toBe('2026-11-25 09:30:05');
    expect(formatOperateTime('2026-11-25 18:00:59')).toBe('2026-11-25 18:00:59');
  });

  it('leaves a pending step without a time empty', () => {
    expect(formatOperateTime('')).toBe('');
    expect(formatOperateTime(null)).toBe('');
  });
});

describe('formatPeriod', () => {
  it('shows a one-day period with the date once', () => {
    expect(formatPeriod('2026-11-25 09:00:00', '2026-11-25 18:00:00')).toBe('2026-11-25 09:00 ~ 18:00');
  });

  it('shows both dates of a longer period, to the minute', () => {
    expect(formatPeriod('2026-11-25T09:00:00', '2026-11-27T18:00:00')).toBe(
      '2026-11-25 09:00 ~ 2026-11-27 18:00',
    );
  });

  it('keeps bare dates and a missing end', () => {
    expect(formatPeriod('2026-11-25', '2026-11-26')).toBe('2026-11-25 ~ 2026-11-26');
    expect(formatPeriod('2026-11-25 09:00', '')).toBe('2026-11-25 09:00');
    expect(formatPeriod('', '')).toBe('');
  });

  it('cuts a time to the minute', () => {
    expect(formatMinute('2026-11-25 09:00:59')).toBe('2026-11-25 09:00');
  });
});
