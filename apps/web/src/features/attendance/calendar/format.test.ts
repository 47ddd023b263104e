import { describe, expect, it } from 'vitest';
import {
  formatDateWeekday,
  formatDayMonth,
  formatMonth,
  formatMonthName,
  formatShortDate,
  formatSpan,
  formatYear,
  timeOf,
} from './format';

describe('attendance formats', () => {
  it('names months and days in each language', () => {
    expect(formatMonth({ year: 2026, month: 3 }, 'zh')).toBe('2026年3月');
    expect(formatMonth({ year: 2026, month: 3 }, 'en')).toBe('March 2026');
    expect(formatMonth({ year: 2026, month: 3 }, 'ja')).toBe('2026年3月');
    expect(formatMonthName(12, 'en')).toBe('December');
    expect(formatYear(2026, 'zh')).toBe('2026年');
    expect(formatDayMonth('2026-03-05', 'zh')).toBe('3月5日');
    expect(formatDayMonth('2026-03-05', 'en')).toBe('5 March');
  });

  it('does not shift a date by the time zone', () => {
    expect(formatDayMonth('2026-01-01', 'zh')).toBe('1月1日');
    expect(formatMonth({ year: 2026, month: 12 }, 'zh')).toBe('2026年12月');
  });

  it('takes HH:mm of times and date-times', () => {
    expect(timeOf('09:01:22')).toBe('09:01');
    expect(timeOf('2026-03-05 18:30:00')).toBe('18:30');
    expect(timeOf('08:59')).toBe('08:59');
    expect(timeOf(null)).toBeNull();
    expect(timeOf('')).toBeNull();
  });

  it('shortens request spans', () => {
    expect(formatSpan('2026-03-05 09:00:00', '2026-03-05 12:00:00')).toBe('03-05 09:00–12:00');
    expect(formatSpan('2026-03-05 09:00:00', '2026-03-07 18:00:00')).toBe('03-05 09:00 – 03-07 18:00');
  });
});

describe('formatDateWeekday', () => {
  it('writes the date with its weekday in each language', () => {
    expect(formatDateWeekday('2026-11-23', 'zh')).toBe('11月23日周一');
    expect(formatDateWeekday('2026-11-23', 'en')).toBe('Mon 23 November');
    expect(formatDateWeekday('2026-11-23', 'ja')).toBe('11月23日(月)');
  });
});

describe('formatShortDate', () => {
  it('fits a narrow column in each language', () => {
    expect(formatShortDate('2026-10-16', 'zh')).toBe('10月16日');
    expect(formatShortDate('2026-10-16', 'en')).toBe('16 Oct');
    expect(formatShortDate('2026-10-16', 'ja')).toBe('10月16日');
  });
});
