import { describe, expect, it } from 'vitest';
import { dateOfIso, isoOfDate, pickerRange } from './dates';

describe('pickerRange', () => {
  it('starts two years before today and ends with next year', () => {
    expect(pickerRange('2026-11-24')).toEqual({ min: '2024-11-24', max: '2027-12-31' });
  });

  it('moves a leap day to the 28th of a year without one', () => {
    expect(pickerRange('2028-02-29').min).toBe('2026-02-28');
  });
});

describe('isoOfDate / dateOfIso', () => {
  it('round-trip a calendar date in local time', () => {
    expect(isoOfDate(dateOfIso('2026-02-09'))).toBe('2026-02-09');
    expect(dateOfIso('2026-12-31').getDate()).toBe(31);
  });
});
