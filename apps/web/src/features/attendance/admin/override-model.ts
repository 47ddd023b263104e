import { DayType, type TCalendarDayInfo, type TDayType } from '@ehome/shared/attendance/calendar';
import type { TCalendarOverrideItem } from '@ehome/shared/attendance/schemas';

/** Years the override list accepts (ZCalendarOverrideQuery). */
export const OVERRIDE_YEAR_MIN = 2000;
export const OVERRIDE_YEAR_MAX = 2100;

/** What HR adds: an extra day off (1) or an extra workday (0). Holiday overrides (2) are only shown. */
export const OVERRIDE_KINDS = [DayType.RestDay, DayType.Workday] as const;

export type TOverrideForm = { date: string; dayType: TDayType; name: string };
export const EMPTY_OVERRIDE_FORM: TOverrideForm = { date: '', dayType: DayType.RestDay, name: '' };

/** This year in the business time zone (the server's answer decides nothing here: it is a default). */
export function currentYear(now = new Date(), timeZone = 'Asia/Shanghai'): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(now));
}

export function clampYear(year: number): number {
  return Math.min(OVERRIDE_YEAR_MAX, Math.max(OVERRIDE_YEAR_MIN, year));
}

/** A picker's local midnight as `YYYY-MM-DD` (the picker works in the phone's time zone). */
export function isoOfLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as the picker's local midnight. */
export function localDateOfIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * What the statutory calendar says of a date, as a catalogue key (`workCalendar.statutory.*`) with
 * the holiday it belongs to: a holiday, a make-up workday, a weekend, or a plain workday.
 */
export function statutoryKey(info: TCalendarDayInfo): { key: string; holiday: string | null } {
  if (info.dayType === DayType.Holiday) return { key: 'holiday', holiday: info.holiday };
  if (info.makeUpWorkday) return { key: info.holiday ? 'makeUpFor' : 'makeUp', holiday: info.holiday };
  if (info.dayType === DayType.RestDay) return { key: 'weekend', holiday: null };
  return { key: 'workday', holiday: null };
}

/**
 * What HR should know before saving: `holiday` when the date is a statutory holiday (an override
 * takes the holiday's standing away: attendance and overtime then follow the override's type),
 * `same` when the override gives the date the type it has anyway (only the name changes).
 */
export function overrideWarning(dayType: TDayType, statutory: TDayType): 'holiday' | 'same' | null {
  if (statutory === DayType.Holiday) return 'holiday';
  return dayType === statutory ? 'same' : null;
}

/** The overrides by date, earliest first. */
export function sortOverrides(items: readonly TCalendarOverrideItem[]): TCalendarOverrideItem[] {
  return [...items].sort((a, b) => a.date.localeCompare(b.date));
}
