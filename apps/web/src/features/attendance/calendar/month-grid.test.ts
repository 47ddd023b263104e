import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  defaultSelectedDate,
  inYears,
  monthGrid,
  pickerYears,
  weekdayColumns,
} from './month-grid';

describe('month grid', () => {
  it('starts weeks on Monday and pads the first week with blanks', () => {
    // 1 March 2026 is a Sunday: six blanks, then the 1st in the last column.
    const weeks = monthGrid({ year: 2026, month: 3 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[1]![0]).toBe('2026-03-02');
    // 31 March is a Tuesday: five trailing blanks.
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('needs no blanks for a month that starts on Monday and ends on Sunday', () => {
    // February 2021: 1st a Monday, 28 days.
    const weeks = monthGrid({ year: 2021, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every(Boolean)).toBe(true);
  });

  it('lays a Sunday-first grid when asked', () => {
    const weeks = monthGrid({ year: 2026, month: 3 }, 0);
    expect(weeks[0]![0]).toBe('2026-03-01');
    expect(weekdayColumns(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayColumns()).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('holds every day of the month once, leap years included', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    const days = monthGrid({ year: 2024, month: 2 }).flat().filter(Boolean);
    expect(days).toHaveLength(29);
    expect(days.at(-1)).toBe('2024-02-29');
  });
});

describe('months and years', () => {
  it('steps across year ends', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('offers 20 years around today, inside the lunar range 1900-2100', () => {
    const years = pickerYears(2026);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2035);
    expect(pickerYears(1903)[0]).toBe(1900);
    expect(pickerYears(2098).at(-1)).toBe(2100);
    expect(inYears({ year: 2035, month: 12 }, years)).toBe(true);
    expect(inYears({ year: 2036, month: 1 }, years)).toBe(false);
  });

  it('selects today in the current month and the 1st in any other', () => {
    expect(defaultSelectedDate({ year: 2026, month: 3 }, '2026-03-17')).toBe('2026-03-17');
    expect(defaultSelectedDate({ year: 2026, month: 2 }, '2026-03-17')).toBe('2026-02-01');
  });
});
