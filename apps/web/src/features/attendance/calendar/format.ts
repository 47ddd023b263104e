import type { TYearMonth } from './month-grid';

/**
 * Dates and times as the attendance screens show them. Calendar dates carry no time zone, so they
 * are formatted as UTC dates; month and day names come from the browser's Intl data, which knows
 * 2026年3月 / March 2026 / 2026年3月 better than a catalogue would.
 */

const LOCALES: Record<string, string> = { zh: 'zh-CN', en: 'en-GB', ja: 'ja-JP' };
export const intlLocale = (language: string) => LOCALES[language] ?? language;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

const utcDate = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));

/** 2026年3月 / March 2026 / 2026年3月 */
export function formatMonth({ year, month }: TYearMonth, language: string): string {
  return formatter(language, { year: 'numeric', month: 'long' }).format(utcDate(year, month));
}

/** A month's name alone: 3月 / March / 3月 */
export function formatMonthName(month: number, language: string): string {
  return formatter(language, { month: 'long' }).format(utcDate(2000, month));
}

/** A year alone: 2026年 / 2026 / 2026年 */
export function formatYear(year: number, language: string): string {
  return formatter(language, { year: 'numeric' }).format(utcDate(year, 1));
}

/** A date `YYYY-MM-DD` without its year: 3月5日 / 5 March / 3月5日 */
export function formatDayMonth(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return formatter(language, { month: 'long', day: 'numeric' }).format(utcDate(y, m, d));
}

/** A date `YYYY-MM-DD` with its weekday, the reader's way: 11月23日周一 / Mon 23 November / 11月23日(月). */
export function formatDateWeekday(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return formatter(language, { month: 'long', day: 'numeric', weekday: 'short' }).format(utcDate(y, m, d));
}

/** A date `YYYY-MM-DD` for a narrow column: 10月16日 / 16 Oct / 10月16日. */
export function formatShortDate(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return formatter(language, { month: 'short', day: 'numeric' }).format(utcDate(y, m, d));
}

/** `HH:mm` of a time `HH:mm[:ss]` or a date-time `YYYY-MM-DD HH:mm[:ss]`; null stays null. */
export function timeOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /(\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  return match ? match[1]! : null;
}

/**
 * A request's span `YYYY-MM-DD HH:mm:ss` to `YYYY-MM-DD HH:mm:ss`, shortened: one day gives
 * `03-05 09:00–12:00`, several days `03-05 09:00 – 03-07 18:00`.
 */
export function formatSpan(start: string, end: string): string {
  const [startDate = '', startTime = ''] = start.split(' ');
  const [endDate = '', endTime = ''] = end.split(' ');
  const short = (date: string) => date.slice(5);
  const hm = (time: string) => time.slice(0, 5);
  if (startDate === endDate) return `${short(startDate)} ${hm(startTime)}–${hm(endTime)}`;
  return `${short(startDate)} ${hm(startTime)} – ${short(endDate)} ${hm(endTime)}`;
}
