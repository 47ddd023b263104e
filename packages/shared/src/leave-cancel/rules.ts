/**
 * Leave cancellation (销假) rules shared by the form and the server: an approved leave is cancelled
 * whole or from a date on; the cancelled part is the leave's own day breakdown from that date, so
 * the days returned are exactly the days the leave charged. No zod here.
 */

import { isRealDate } from '../maternity/rules';

export const LEAVE_CANCEL_REMARK_MAX = 200;

export type TLeaveCancelIssue = {
  key:
    | 'leaveCancel.fromRequired'
    | 'leaveCancel.fromOutside'
    | 'leaveCancel.nothingToCancel'
    | 'leaveCancel.remarkRequired'
    | 'leaveCancel.remarkTooLong';
  params?: Record<string, string | number>;
};

/** A leave's per-date breakdown (leaveDetails): the length charged on each date. */
export type TChargedDay = { date: string; length: number };

/** The length charged from `from` (YYYY-MM-DD) on: what a cancellation from that date returns. */
export function cancelledLength(days: readonly TChargedDay[], from: string): number {
  const sum = days.filter((d) => d.date >= from).reduce((a, d) => a + d.length, 0);
  return Math.round(sum * 100) / 100;
}

/**
 * A cancellation of a leave from `from` on (the leave's first date = the whole leave): `from` within
 * the leave's dates (and before a part already cancelled), something charged from it on, a reason.
 */
export function checkLeaveCancel(input: {
  from: string | null | undefined;
  remark: string | null | undefined;
  leaveStartDate: string;
  /** The last date still charged (the leave's end, or the day before an approved cancellation). */
  leaveEndDate: string;
  days: readonly TChargedDay[];
}): TLeaveCancelIssue[] {
  const issues: TLeaveCancelIssue[] = [];
  const from = input.from?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !isRealDate(from))
    issues.push({ key: 'leaveCancel.fromRequired' });
  else if (from < input.leaveStartDate || from > input.leaveEndDate) {
    issues.push({
      key: 'leaveCancel.fromOutside',
      params: { start: input.leaveStartDate, end: input.leaveEndDate },
    });
  } else if (!(cancelledLength(input.days, from) > 0)) {
    issues.push({ key: 'leaveCancel.nothingToCancel' });
  }
  const remark = input.remark?.trim() ?? '';
  if (remark === '') issues.push({ key: 'leaveCancel.remarkRequired' });
  else if (remark.length > LEAVE_CANCEL_REMARK_MAX) {
    issues.push({ key: 'leaveCancel.remarkTooLong', params: { max: LEAVE_CANCEL_REMARK_MAX } });
  }
  return issues;
}
