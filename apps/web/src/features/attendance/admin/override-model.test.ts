import { calendarDay, DayType } from '@ehome/shared/attendance/calendar';
import { describe, expect, it } from 'vitest';
import {
  clampYear,
  currentYear,
  isoOfLocalDate,
  localDateOfIso,
  overrideWarning,
  sortOverrides,
  statutoryKey,
} from './override-model';

describe('currentYear', () => {
  it('is the year in the business time zone', () => {
    // 2025-12-31 17:00 UTC is already 2026-01-01 in Shanghai.
    expect(currentYear(new Date('2025-12-31T17:00:00Z'))).toBe(2026);
    expect(currentYear(new Date('2025-12-31T15:00:00Z'))).toBe(2025);
  });
});

describe('clampYear', () => {
  it('keeps the year inside what the API accepts', () => {
    expect(clampYear(1999)).toBe(2000);
    expect(clampYear(2026)).toBe(2026);
    expect(clampYear(2101)).toBe(2100);
  });
});

describe('local dates', () => {
  it('round-trips a date through the picker', () => {
    expect(isoOfLocalDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(isoOfLocalDate(localDateOfIso('2026-10-01'))).toBe('2026-10-01');
  });
});

describe('statutoryKey', () => {
  it('names the statutory type of 2026 dates (State Council notice)', () => {
    expect(statutoryKey(calendarDay('2026-10-01'))).toEqual({ key: 'holiday', holiday: 'nationalDay' });
    // Saturday 2026-02-14 is worked to make up for the Spring Festival holiday.
    expect(statutoryKey(calendarDay('2026-02-14'))).toEqual({ key: 'makeUpFor', holiday: 'springFestival' });
    expect(statutoryKey(calendarDay('2026-03-07'))).toEqual({ key: 'weekend', holiday: null });
    expect(statutoryKey(calendarDay('2026-03-05'))).toEqual({ key: 'workday', holiday: null });
  });
});

describe('overrideWarning', () => {
  it('warns on any override of a statutory holiday', () => {
    expect(overrideWarning(DayType.RestDay, DayType.Holiday)).toBe('holiday');
    expect(overrideWarning(DayType.Workday, DayType.Holiday)).toBe('holiday');
  });

  it('says when the override only names a day of the same type', () => {
    expect(overrideWarning(DayType.Workday, DayType.Workday)).toBe('same');
    expect(overrideWarning(DayType.RestDay, DayType.RestDay)).toBe('same');
  });

  it('says nothing when the override turns a workday off or a rest day on', () => {
    expect(overrideWarning(DayType.RestDay, DayType.Workday)).toBeNull();
    expect(overrideWarning(DayType.Workday, DayType.RestDay)).toBeNull();
  });
});

describe('sortOverrides', () => {
  it('puts the earliest date first without changing the input', () => {
    const items = [
      { date: '2026-05-09', dayType: 0 as const, name: 'b', statutoryDayType: 1 as const },
      { date: '2026-03-13', dayType: 1 as const, name: 'a', statutoryDayType: 0 as const },
    ];
    expect(sortOverrides(items).map((i) => i.date)).toEqual(['2026-03-13', '2026-05-09']);
    expect(items[0]?.date).toBe('2026-05-09');
  });
});
