/**
 * The working-days calculator's input (calType 3; spec 2 §3 "Working days", §5, §9): the check the
 * screen and the server share. Zod-free and table-free, so the form's chunk stays small.
 *
 * Fields of `jsonString` (the spec's names; where the spec is vague the choice is written here):
 * - `selectItem`: 1 counts the working days and hours from `start_date` to `end_date`, both
 *   included; 2 finds the date `bdays` working days (or hours) after `start_date`.
 * - `start_date`, `end_date`: `YYYY-MM-DD`; `end_date` is read in mode 1 only.
 * - `mic`: custom hours per weekday on/off. Off: Monday-Friday 8 hours, weekend 0 (spec 2 §4, §9;
 *   国务院关于职工工作时间的规定 art. 3: 8 hours a day, 40 a week).
 * - `weekList`: with `mic` on, the hours of Monday..Sunday (7 entries), each 0-24 with at most one
 *   decimal (spec 2 §5, §9), given as numbers or strings.
 * - `use_holidays`: apply the State Council's holidays and make-up workdays (default true).
 * - `add_holidays`: extra days off the user marks (`YYYY-MM-DD` list or comma-separated text).
 * - `unit` (mode 2): `day` or `hour`; `bdays` (mode 2): a positive integer count of that unit.
 *
 * Refusals, first problem only (spec 2 §5 WorkData.m1..m10, and this calculator's own keys):
 * m1 start date missing; m2 end date missing (mode 1); m3 end date before start (mode 1);
 * m4 a custom hour missing; m5 a custom hour not a number with at most one decimal;
 * m6 a custom hour negative; m7 a custom hour above 24; m8 unit missing (mode 2);
 * m9 count missing (mode 2); m10 count not a positive integer (mode 2).
 * WorkData.mode unknown selectItem; WorkData.date a date that is not YYYY-MM-DD;
 * WorkData.span more than 10 years (a mode 1 range ending on or after the same day 10 years later,
 * or a mode 2 count that needs more than 3653 days even without holidays);
 * WorkData.years a date outside 2004-2100 (the holiday data starts with the 2004 notice, the lunar
 * calendar behind the statutory dates ends with 2100); WorkData.noHours a week without any hours;
 * WorkData.addDays a bad added day off (not a date, or more than 366 of them).
 */
import type { TCalParsed } from '../contract';

export type TWorkUnit = 'day' | 'hour';

export type TWorkingDaysInput = {
  mode: 1 | 2;
  startDate: string;
  /** Mode 1 only ('' in mode 2). */
  endDate: string;
  custom: boolean;
  /** Hours of Monday..Sunday in tenths of an hour (8 h = 80): exact, no float sums. */
  weekTenths: readonly number[];
  useHolidays: boolean;
  /** Sorted, without duplicates. */
  addHolidays: readonly string[];
  /** Mode 2 only. */
  unit: TWorkUnit;
  /** Mode 2 only: how many working days or hours (0 in mode 1). */
  count: number;
};

/** Monday-Friday 8 hours, weekend 0 (spec 2 §4, §9). */
export const DEFAULT_WEEK_HOURS: readonly number[] = [8, 8, 8, 8, 8, 0, 0];
export const MAX_DAY_HOURS = 24;
/** Earliest and latest date the calculator answers for (see WorkData.years above). */
export const FIRST_DATE = '2004-01-01';
export const LAST_DATE = '2100-12-31';
/** A range of at most 10 years (3653 days covers any 10 calendar years). */
export const MAX_SPAN_DAYS = 3653;
export const MAX_ADDED_DAYS = 366;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOURS_RE = /^\d{1,2}(\.\d)?$/;
const COUNT_RE = /^\d{1,9}$/;

/** A real calendar date `YYYY-MM-DD` (the same rule as attendance/calendar's isIsoDate, kept here table-free). */
function isDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days from a to b (b - a) between two valid dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same day 10 years later (29 Feb -> 1 Mar): a mode 1 range must end before it. */
function tenYearsAfter(date: string): string {
  const later = `${Number(date.slice(0, 4)) + 10}${date.slice(4)}`;
  return isDate(later) ? later : plusDays(`${later.slice(0, 8)}28`, 1);
}

function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

function flag(value: unknown, fallback: boolean): boolean | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 1 || value === 'true' || value === '1') return true;
  if (value === false || value === 0 || value === 'false' || value === '0') return false;
  return null;
}

type TIssue = { ok: false; issue: { key: string; params?: Record<string, string | number> } };
const refuse = (key: string, params?: Record<string, string | number>): TIssue => ({
  ok: false,
  issue: params ? { key, params } : { key },
});

/** One custom hour value -> tenths, or the refusal key. */
function parseHours(value: unknown): number | string {
  const raw = text(value);
  if (raw === '') return 'WorkData.m4';
  if (raw.startsWith('-')) return /^-\d+(\.\d+)?$/.test(raw) ? 'WorkData.m6' : 'WorkData.m5';
  if (!HOURS_RE.test(raw))
    return /^\d+(\.\d+)?$/.test(raw) && Number(raw) > MAX_DAY_HOURS ? 'WorkData.m7' : 'WorkData.m5';
  const [whole = '0', tenth = '0'] = raw.split('.');
  const tenths = Number(whole) * 10 + Number(tenth);
  return tenths > MAX_DAY_HOURS * 10 ? 'WorkData.m7' : tenths;
}

function parseAdded(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return [];
  const items = typeof value === 'string' ? value.split(/[,，\s]+/) : Array.isArray(value) ? value : null;
  if (!items) return null;
  const dates = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'string') return null;
    const date = item.trim();
    if (date === '') continue;
    if (!isDate(date)) return null;
    dates.add(date);
  }
  if (dates.size > MAX_ADDED_DAYS) return null;
  return [...dates].sort();
}

/** Checks the raw `jsonString` object; the first problem is answered as a message key. */
export function parseWorkingDaysInput(raw: unknown): TCalParsed<TWorkingDaysInput> {
  const input = (raw ?? {}) as Record<string, unknown>;
  const modeText = text(input.selectItem);
  if (modeText !== '1' && modeText !== '2') return refuse('WorkData.mode');
  const mode = modeText === '1' ? 1 : 2;

  const startDate = text(input.start_date);
  if (startDate === '') return refuse('WorkData.m1');
  if (!isDate(startDate)) return refuse('WorkData.date');

  let endDate = '';
  if (mode === 1) {
    endDate = text(input.end_date);
    if (endDate === '') return refuse('WorkData.m2');
    if (!isDate(endDate)) return refuse('WorkData.date');
    if (endDate < startDate) return refuse('WorkData.m3');
  }

  const custom = flag(input.mic, false);
  if (custom === null) return refuse('Calculator.badInput');
  let weekTenths = DEFAULT_WEEK_HOURS.map((hours) => hours * 10);
  if (custom) {
    const list = input.weekList;
    if (!Array.isArray(list) || list.length !== 7) return refuse('WorkData.m4');
    const parsed: number[] = [];
    for (const value of list) {
      const tenths = parseHours(value);
      if (typeof tenths === 'string') return refuse(tenths);
      parsed.push(tenths);
    }
    weekTenths = parsed;
  }
  if (weekTenths.every((tenths) => tenths === 0)) return refuse('WorkData.noHours');

  const useHolidays = flag(input.use_holidays, true);
  if (useHolidays === null) return refuse('Calculator.badInput');
  const addHolidays = parseAdded(input.add_holidays);
  if (addHolidays === null) return refuse('WorkData.addDays');

  let unit: TWorkUnit = 'day';
  let count = 0;
  if (mode === 2) {
    const unitText = text(input.unit);
    if (unitText !== 'day' && unitText !== 'hour') return refuse('WorkData.m8');
    unit = unitText;
    const countText = text(input.bdays);
    if (countText === '') return refuse('WorkData.m9');
    if (!COUNT_RE.test(countText) || Number(countText) < 1) return refuse('WorkData.m10');
    count = Number(countText);
  }

  if (startDate < FIRST_DATE || startDate > LAST_DATE || (endDate !== '' && endDate > LAST_DATE)) {
    return refuse('WorkData.years', { from: FIRST_DATE.slice(0, 4), to: LAST_DATE.slice(0, 4) });
  }
  if (mode === 1 && endDate >= tenYearsAfter(startDate)) return refuse('WorkData.span');
  if (mode === 2) {
    // The plain week (no holidays) gives the shortest span; it must end within 10 years, and with a
    // year's slack for holidays and added days off, inside the calendar's last year.
    const perWeek =
      unit === 'day'
        ? weekTenths.filter((tenths) => tenths > 0).length
        : weekTenths.reduce((sum, tenths) => sum + tenths, 0);
    const needed = unit === 'day' ? count : count * 10;
    const nominalDays = Math.ceil(needed / perWeek) * 7;
    if (nominalDays > MAX_SPAN_DAYS) return refuse('WorkData.span');
    if (plusDays(startDate, nominalDays + 400) > LAST_DATE) {
      return refuse('WorkData.years', { from: FIRST_DATE.slice(0, 4), to: LAST_DATE.slice(0, 4) });
    }
  }

  return {
    ok: true,
    value: { mode, startDate, endDate, custom, weekTenths, useHolidays, addHolidays, unit, count },
  };
}
