/**
 * The month grid of the attendance calendar. Weeks start on Monday, as in Chinese attendance apps
 * (and GB/T 7408 / ISO 8601): a working week then reads as one row, weekend last.
 */
export const WEEK_START = 1;

/** Lunar data reaches from 1900 to 2100 (spec 1 §9): the calendar never leaves that range. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
/** How many years the year picker offers (spec 1 §9). */
export const PICKER_YEARS = 20;

export type TYearMonth = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM` of a month. */
export const toYm = ({ year, month }: TYearMonth) => `${year}-${pad(month)}`;

/** `YYYY-MM-DD` of a day of a month. */
export const toDate = ({ year, month }: TYearMonth, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The month of a `YYYY-MM` or `YYYY-MM-DD` text. */
export function parseYm(text: string): TYearMonth {
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}

export const sameMonth = (a: TYearMonth, b: TYearMonth) => a.year === b.year && a.month === b.month;

/** The month `delta` months after (before, when negative) a month. */
export function addMonths({ year, month }: TYearMonth, delta: number): TYearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth({ year, month }: TYearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Weekdays (0 Sunday .. 6 Saturday) in column order. */
export function weekdayColumns(weekStart = WEEK_START): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
}

/**
 * The weeks of a month, seven cells each: the day's date, or null for the blanks before the 1st
 * and after the last day.
 */
export function monthGrid(ym: TYearMonth, weekStart = WEEK_START): (string | null)[][] {
  const firstWeekday = new Date(Date.UTC(ym.year, ym.month - 1, 1)).getUTCDay();
  const leading = (firstWeekday - weekStart + 7) % 7;
  const count = daysInMonth(ym);
  const cells: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: count }, (_, i) => toDate(ym, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * The years the picker offers: `PICKER_YEARS` of them around today's year (ten back, nine ahead,
 * so past attendance and next year's holidays are both in reach), moved inside the lunar range.
 */
export function pickerYears(todayYear: number, count = PICKER_YEARS): number[] {
  const first = Math.min(Math.max(todayYear - Math.floor(count / 2), MIN_YEAR), MAX_YEAR - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** Whether a month lies inside the years the calendar offers. */
export function inYears(ym: TYearMonth, years: readonly number[]): boolean {
  return years.length > 0 && ym.year >= years[0]! && ym.year <= years[years.length - 1]!;
}

/** The day selected when a month opens: today in today's month, else the 1st. */
export function defaultSelectedDate(ym: TYearMonth, today: string): string {
  return sameMonth(ym, parseYm(today)) ? today : toDate(ym, 1);
}
