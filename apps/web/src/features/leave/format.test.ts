import { describe, expect, it } from 'vitest';
import { formatLeaveTime, formatLengthNumber, isNegative, lengthKey } from './format';

describe('formatLengthNumber', () => {
  it('shows at most two decimals without trailing zeros', () => {
    expect(formatLengthNumber(1)).toBe('1');
    expect(formatLengthNumber(0.5)).toBe('0.5');
    expect(formatLengthNumber('1.50')).toBe('1.5');
    expect(formatLengthNumber('2.00')).toBe('2');
    expect(formatLengthNumber(1.256)).toBe('1.26');
    expect(formatLengthNumber(-3)).toBe('-3');
  });

  it('shows nothing for a missing or non-numeric length', () => {
    expect(formatLengthNumber(null)).toBe('');
    expect(formatLengthNumber(undefined)).toBe('');
    expect(formatLengthNumber('abc')).toBe('');
  });
});

describe('lengthKey', () => {
  it('words uom 1 as days and anything else as hours', () => {
    expect(lengthKey(1)).toBe('length.day');
    expect(lengthKey(2)).toBe('length.hour');
    expect(lengthKey(0)).toBe('length.hour');
  });
});

describe('isNegative', () => {
  it('marks overdrafts only', () => {
    expect(isNegative(-0.5)).toBe(true);
    expect(isNegative('-1.00')).toBe(true);
    expect(isNegative(0)).toBe(false);
    expect(isNegative('3')).toBe(false);
    expect(isNegative('x')).toBe(false);
  });
});

describe('formatLeaveTime', () => {
  it('keeps the date for day leave and the minutes for timed leave', () => {
    expect(formatLeaveTime('2026-11-25 09:00:00', false)).toBe('2026-11-25');
    expect(formatLeaveTime('2026-11-25 09:00:00', true)).toBe('2026-11-25 09:00');
    expect(formatLeaveTime('2026-11-25T13:30:00', true)).toBe('2026-11-25 13:30');
    expect(formatLeaveTime('2026-11-25', true)).toBe('2026-11-25');
  });
});
