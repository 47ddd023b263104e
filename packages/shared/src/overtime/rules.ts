import { DECIMAL2_RE as DURATION_RE } from '../validation/decimal';
import { OVERTIME_MAX_SPAN_HOURS, OVERTIME_REMARK_MAX, TRANSFER_TYPES } from './constants';

/**
 * The overtime rules of spec 1 §5 "Overtime", written once for the server (which enforces them) and
 * the form (which refuses the same before sending). Pure and zod-free: the caller brings instants
 * (epoch ms; the server from the business time zone, the form from the wall clock) and "today".
 * A refusal is a message key of the shared catalogue with its parameters.
 */

export type TOvertimeIssue = { key: string; field: string; params?: Record<string, string | number> };

const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** 'YYYY-MM-DD HH:mm' as the minutes of its wall clock (UTC arithmetic: no time zone involved); null when not one. */
export function wallClockMs(value: string | null | undefined): number | null {
  const m = value ? DATETIME_RE.exec(value.trim()) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  // 2026-02-30 rolls over to March: not a date.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

/**
 * Overtime hours between two instants less the dining time, rounded DOWN to half hours (spec 1 §5:
 * business hours round to half hours; a started half hour is not yet worked). Never below 0.
 * 18:00-21:10 = 3 h 10 min -> 3; 18:00-21:45 less 0.5 h dining = 3 h 15 min -> 3; 09:00-18:00 less 1 h -> 8.
 */
export function overtimeHours(startMs: number, endMs: number, diningHours: number): number {
  const minutes = Math.floor((endMs - startMs) / 60_000) - Math.round(diningHours * 60);
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.floor(minutes / 30) / 2;
}

/** The category facts the rules read. */
export type TOvertimeRuleCategory = { customFields: readonly string[] };

export type TOvertimeInput = {
  applyCategoryId: string | null | undefined;
  startTime: string | null | undefined;
  endTime: string | null | undefined;
  /** The length as typed or shown, as text or number (spec 1 §5: digits with up to two decimals). */
  timeLength: string | number | null | undefined;
  diningTime: number | null | undefined;
  transferType: number | null | undefined;
  remark: string | null | undefined;
};

export const needsDining = (c: TOvertimeRuleCategory | undefined) => !!c?.customFields.includes('DiningTime');
export const needsTransfer = (c: TOvertimeRuleCategory | undefined) =>
  !!c?.customFields.includes('TransferType');

/** The end picked before the start, or earlier than it (spec 1 §5: the form shows this and resets the end). */
export function checkEndPick(startTime: string | null | undefined, endTime: string): TOvertimeIssue | null {
  const start = wallClockMs(startTime);
  if (start === null) return { key: 'overtime.startRequired', field: 'startTime' };
  const end = wallClockMs(endTime);
  if (end !== null && end <= start) return { key: 'overtime.endBeforeStart', field: 'endTime' };
  return null;
}

/**
 * Every refusal of a filled form, in the form's order. `category` is the picked category (undefined
 * when the id is unknown). `submit` false (a draft) still checks what is filled, but lets the reason
 * and the length be empty. The caller checks the request window and overlaps (it knows today and the
 * other requests).
 */
export function checkOvertime(
  input: TOvertimeInput,
  category: TOvertimeRuleCategory | undefined,
  submit: boolean,
): TOvertimeIssue[] {
  const issues: TOvertimeIssue[] = [];
  if (!input.applyCategoryId || !category)
    issues.push({ key: 'overtime.categoryRequired', field: 'applyCategoryId' });
  const start = wallClockMs(input.startTime);
  const end = wallClockMs(input.endTime);
  if (start === null) issues.push({ key: 'overtime.startRequired', field: 'startTime' });
  if (end === null) issues.push({ key: 'overtime.endRequired', field: 'endTime' });
  if (start !== null && end !== null) {
    if (end <= start) issues.push({ key: 'overtime.endBeforeStart', field: 'endTime' });
    else if (end - start > OVERTIME_MAX_SPAN_HOURS * 3_600_000) {
      issues.push({
        key: 'overtime.spanTooLong',
        field: 'endTime',
        params: { hours: OVERTIME_MAX_SPAN_HOURS },
      });
    }
  }
  const dining = input.diningTime ?? 0;
  if (needsDining(category)) {
    if (!Number.isFinite(dining) || dining < 0 || dining > 12 || Math.round(dining * 2) !== dining * 2) {
      issues.push({ key: 'overtime.diningTime', field: 'diningTime' });
    }
  } else if (dining !== 0) {
    issues.push({ key: 'overtime.diningTime', field: 'diningTime' });
  }
  if (needsTransfer(category)) {
    const t = input.transferType;
    if (t === null || t === undefined || !(TRANSFER_TYPES as readonly number[]).includes(t)) {
      issues.push({ key: 'overtime.transferRequired', field: 'transferType' });
    }
  }
  const length =
    input.timeLength === null || input.timeLength === undefined ? '' : String(input.timeLength).trim();
  if (length !== '' || submit) {
    if (!DURATION_RE.test(length) || Number(length) <= 0) {
      issues.push({ key: 'overtime.lengthInvalid', field: 'timeLength' });
    }
  }
  const remark = input.remark?.trim() ?? '';
  if (submit && remark === '') issues.push({ key: 'overtime.remarkRequired', field: 'remark' });
  if (remark.length > OVERTIME_REMARK_MAX) {
    issues.push({ key: 'overtime.remarkTooLong', field: 'remark', params: { max: OVERTIME_REMARK_MAX } });
  }
  return issues;
}

/**
 * Hours credited to a comp-leave balance kept in `uom` (0 hours, 1 days): hours as they are, or
 * converted with the employee's daily working hours and rounded to two decimals.
 */
export function compLeaveAmount(hours: number, uom: number, dailyHours: number): number {
  if (uom !== 1) return hours;
  const perDay = dailyHours > 0 ? dailyHours : 8;
  return Math.round((hours / perDay) * 100) / 100;
}
