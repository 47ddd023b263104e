import type { TCalIssue, TCalParsed } from '../contract';
import { readDate, readFlag, readInteger, readTenths } from './input-fields';

/**
 * Input of the statutory annual leave calculator (calType 6), in the JSON's snake_case names:
 * - `year`: the leave year (absent: the server's current year); 2008 on, when the 条例 took effect.
 * - `first_work_date` (start of cumulative service, 条例 art. 3, 实施办法 art. 4) or `service_years`
 *   (completed years of cumulative service, when the date is not known).
 * - `join_date` with this employer; `leave_date` when the employee leaves (or left) this year.
 * - `taken_days`: annual leave already taken this year (halves allowed: one decimal).
 * - The 条例 art. 4 questions: `vacation_days` (winter/summer vacation days, teachers),
 *   `personal_leave_days` (personal leave without pay deduction), `sick_leave_months`, and
 *   `prior_year_forfeit` (实施办法 art. 8: last year, after taking that year's leave, the personal or
 *   sick leave passed the art. 4 limit).
 */
export type TAnnualLeaveInput = {
  year: number | null;
  first_work_date: string | null;
  service_years: number | null;
  join_date: string;
  leave_date: string | null;
  /** In tenths of a day. */
  taken_tenths: number;
  vacation_days: number;
  /** In tenths of a day. */
  personal_leave_tenths: number;
  /** In tenths of a month. */
  sick_leave_tenths: number;
  prior_year_forfeit: boolean;
};

export const ANNUAL_LEAVE_FIRST_YEAR = 2008;
export const ANNUAL_LEAVE_LAST_YEAR = 2100;
const MAX_SERVICE_YEARS = 60;

export function parseAnnualLeaveInput(raw: unknown): TCalParsed<TAnnualLeaveInput> {
  const fail = (key: string): TCalParsed<TAnnualLeaveInput> => ({ ok: false, issue: { key } as TCalIssue });
  const r = (raw ?? {}) as Record<string, unknown>;
  const year = readInteger(r.year, ANNUAL_LEAVE_FIRST_YEAR, ANNUAL_LEAVE_LAST_YEAR);
  if (year === undefined) return fail('AnnualLeave.year');
  const join = readDate(r.join_date);
  if (!join) return fail('AnnualLeave.joinDate');
  const first = readDate(r.first_work_date);
  if (first === undefined) return fail('AnnualLeave.firstWorkDate');
  const serviceYears = first ? null : readInteger(r.service_years, 0, MAX_SERVICE_YEARS);
  if (serviceYears === undefined) return fail('AnnualLeave.serviceYears');
  if (first === null && serviceYears === null) return fail('AnnualLeave.service');
  if (first && first > join) return fail('AnnualLeave.firstAfterJoin');
  const leave = readDate(r.leave_date);
  if (leave === undefined) return fail('AnnualLeave.leaveDate');
  if (leave && leave < join) return fail('AnnualLeave.leaveBeforeJoin');
  const taken = readTenths(r.taken_days, 366);
  if (taken === undefined) return fail('AnnualLeave.takenDays');
  const vacation = readInteger(r.vacation_days, 0, 366);
  if (vacation === undefined) return fail('AnnualLeave.vacationDays');
  const personal = readTenths(r.personal_leave_days, 366);
  if (personal === undefined) return fail('AnnualLeave.personalDays');
  const sick = readTenths(r.sick_leave_months, 12);
  if (sick === undefined) return fail('AnnualLeave.sickMonths');
  const forfeit = readFlag(r.prior_year_forfeit);
  if (forfeit === undefined) return fail('AnnualLeave.flag');
  return {
    ok: true,
    value: {
      year,
      first_work_date: first,
      service_years: serviceYears,
      join_date: join,
      leave_date: leave,
      taken_tenths: taken ?? 0,
      vacation_days: vacation ?? 0,
      personal_leave_tenths: personal ?? 0,
      sick_leave_tenths: sick ?? 0,
      prior_year_forfeit: forfeit,
    },
  };
}
