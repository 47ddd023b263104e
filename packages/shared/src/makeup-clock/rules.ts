/**
 * Make-up clock (补打卡, spec 1 §3 "Attendance change", §5; spec 3 §5 "Supplement punch"): the
 * rules both the form and the server apply. Pure and without zod, so the form runs the server's
 * rule at no bundle cost.
 */
import { checkRequestDates } from '../time/request-window';

/** type: 0 on-duty (上班), 1 off-duty (下班), 2 both (全天). */
export const MakeupType = { OnDuty: 0, OffDuty: 1, Both: 2 } as const;
export const MAKEUP_TYPES = [0, 1, 2] as const;
export type TMakeupType = (typeof MAKEUP_TYPES)[number];

/** Work status of an off-duty make-up: 1 left at the shift's end, 2 stayed for overtime, 3 out on business. */
export const MAKEUP_WORK_STATUSES = [1, 2, 3] as const;
export type TMakeupWorkStatus = (typeof MAKEUP_WORK_STATUSES)[number];

/** Make-ups an employee may file per month when the company set no limit of its own. */
export const MAKEUP_MONTHLY_LIMIT_DEFAULT = 3;
export const MAKEUP_REMARK_MAX = 200;
/** returnTag of ApplyRepairAttendance when the shift already has a make-up of that type (spec 3 §5). */
export const MAKEUP_RETURN_TAG_TAKEN = 100;
/** The attachment key type of a make-up's files (its request kind). */
export const MAKEUP_KIND = 'makeupClock' as const;

/** The punches a make-up of a type repairs. */
export function punchesOf(type: number): ('in' | 'out')[] {
  if (type === MakeupType.OnDuty) return ['in'];
  if (type === MakeupType.OffDuty) return ['out'];
  return ['in', 'out'];
}

export type TMakeupIssue = {
  field: 'attendanceDate' | 'type' | 'remark' | 'workStatus';
  key: string;
  params?: Record<string, string | number>;
};

export type TMakeupFormInput = {
  attendanceDate?: string | null;
  type?: number | null;
  remark?: string | null;
  workStatus?: number | null;
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Work status is asked whenever the make-up includes the off-duty punch. */
export const needsWorkStatus = (type: number | null | undefined) =>
  type === MakeupType.OffDuty || type === MakeupType.Both;

/** The form's own fields: date, type, reason and (off-duty) work status; today is YYYY-MM-DD. */
export function checkMakeupForm(input: TMakeupFormInput, today: string): TMakeupIssue[] {
  const issues: TMakeupIssue[] = [];
  const date = input.attendanceDate?.trim() ?? '';
  if (!date) issues.push({ field: 'attendanceDate', key: 'validation.makeupDate' });
  else if (!DATE_RE.test(date) || Number.isNaN(Date.parse(date))) {
    issues.push({ field: 'attendanceDate', key: 'validation.date' });
  } else {
    const outside = checkRequestDates([date], today)[0];
    if (outside) issues.push({ field: 'attendanceDate', key: outside.key, params: outside.params });
    else if (date > today) issues.push({ field: 'attendanceDate', key: 'makeup.notPast' });
  }
  const type = input.type;
  if (type === null || type === undefined || !(MAKEUP_TYPES as readonly number[]).includes(type)) {
    issues.push({ field: 'type', key: 'validation.makeupType' });
  }
  const remark = input.remark?.trim() ?? '';
  if (!remark) issues.push({ field: 'remark', key: 'validation.makeupRemark' });
  else if (remark.length > MAKEUP_REMARK_MAX) {
    issues.push({
      field: 'remark',
      key: 'validation.makeupRemarkLength',
      params: { max: MAKEUP_REMARK_MAX },
    });
  }
  if (needsWorkStatus(type)) {
    const status = input.workStatus;
    if (
      status === null ||
      status === undefined ||
      !(MAKEUP_WORK_STATUSES as readonly number[]).includes(status)
    ) {
      issues.push({ field: 'workStatus', key: 'validation.makeupWorkStatus' });
    }
  }
  return issues;
}

/** What the day says about its punches, judged without this make-up. */
export type TMakeupDayFacts = {
  /** The person had a shift on the date. */
  workday: boolean;
  /** The sign-in is missing or late: an on-duty make-up has something to repair. */
  signInNeedsRepair: boolean;
  /** The sign-out is missing or early. */
  signOutNeedsRepair: boolean;
  /** An on-duty punch exists: a real sign-in, or an on-duty/all-day make-up applied (not rejected). */
  onDutyCovered: boolean;
  /** The make-up's punch time (shift start for on-duty, end for off-duty) has passed. */
  punchTimePassed: boolean;
};

/**
 * The day's rules: a past workday of the person's schedule; the type repairs a punch that needs it;
 * an off-duty make-up when the day has no on-duty punch needs the morning (or all-day) make-up first.
 */
export function checkMakeupDay(type: number, day: TMakeupDayFacts): TMakeupIssue[] {
  if (!day.workday) return [{ field: 'attendanceDate', key: 'makeup.notWorkday' }];
  if (!day.punchTimePassed) return [{ field: 'attendanceDate', key: 'makeup.notPast' }];
  const punches = punchesOf(type);
  if (punches.includes('in') && !day.signInNeedsRepair) return [{ field: 'type', key: 'makeup.onDutyFine' }];
  if (punches.includes('out') && !day.signOutNeedsRepair)
    return [{ field: 'type', key: 'makeup.offDutyFine' }];
  if (type === MakeupType.OffDuty && !day.onDutyCovered)
    return [{ field: 'type', key: 'makeup.onDutyFirst' }];
  return [];
}

/** The monthly limit: `used` make-ups already filed (in approval or approved) in the date's month. */
export function checkMakeupLimit(used: number, limit: number): TMakeupIssue[] {
  return used >= limit
    ? [{ field: 'attendanceDate', key: 'makeup.monthlyLimit', params: { limit, used } }]
    : [];
}
