/**
 * The plain facts of the request/approval contract (spec 1 §2 hub, §3, §4 states, §7): no zod here,
 * so a screen that needs a status or a kind list does not download the schema library with it.
 * schemas.ts builds the zod contract on these and re-exports them, so '@ehome/shared' keeps every name.
 */

/** approveStatus (GUIDE contract rules): 0 draft, 1 in approval, 2 approved, 3 rejected. */
export const ApproveStatus = { Draft: 0, InApproval: 1, Approved: 2, Rejected: 3 } as const;
export type TApproveStatus = (typeof ApproveStatus)[keyof typeof ApproveStatus];

/** Request kinds; each request module registers one with the workflow engine. */
export const APPLY_KINDS = [
  'leave',
  'overtime',
  'outing',
  'trip',
  'maternity',
  'makeupClock',
  'overtimeCancel',
  'outingCancel',
] as const;
export type TApplyKind = (typeof APPLY_KINDS)[number];

/** applyNo prefix per kind: prefix + YYYYMMDD + 4-digit sequence of the day (e.g. QJ202611250001). */
export const APPLY_NO_PREFIX: Record<TApplyKind, string> = {
  leave: 'QJ',
  overtime: 'JB',
  outing: 'WC',
  trip: 'CC',
  maternity: 'SY',
  makeupClock: 'BK',
  overtimeCancel: 'JC',
  outingCancel: 'WX',
};

/**
 * The approval hub's seven kinds (spec 1 §2 "Approval"): leave(1), overtime(2), special(3),
 * outing(4), sell-off(5), overtime cancellation(6), outing cancellation(7), with the request kinds
 * each list shows. "special" is the trip list (categories other than OfficialOuting); sell-off
 * (销假) has no request kind yet and shows an empty list.
 */
export const APPROVAL_HUB_KINDS = [
  { hubType: 1, key: 'leave', path: '/ApprovalProcessLeave', kinds: ['leave'] },
  { hubType: 2, key: 'overtime', path: '/ApprovalProcessOvertime', kinds: ['overtime'] },
  { hubType: 3, key: 'special', path: '/ApprovalProcessSpecial', kinds: ['trip'] },
  { hubType: 4, key: 'outing', path: '/ApprovalProcessOutgo', kinds: ['outing'] },
  { hubType: 5, key: 'sellOff', path: '/applicationSellOff', kinds: [] },
  { hubType: 6, key: 'overtimeCancel', path: '/ApprovalProcessOutgoCancel', kinds: ['overtimeCancel'] },
  { hubType: 7, key: 'outingCancel', path: '/ApprovalProcessOuttingCancel', kinds: ['outingCancel'] },
] as const satisfies readonly {
  hubType: number;
  key: string;
  path: string;
  kinds: readonly TApplyKind[];
}[];

/**
 * BizType of ApplyApproveList (spec 1 §7: 1 leave, 2 overtime, 5 outing, 6 cancellation, 9, 10).
 * 5 covers outing and trip (local travel); 6 overtime cancellation; 9 outing cancellation;
 * 10 make-up clock.
 */
export const BIZ_TYPE_KINDS: Record<number, readonly TApplyKind[]> = {
  1: ['leave'],
  2: ['overtime'],
  5: ['outing', 'trip'],
  6: ['overtimeCancel'],
  9: ['outingCancel'],
  10: ['makeupClock'],
};

/** Actions an approver may take; the server sends the list per task (code, name). */
export const APPROVAL_ACTIONS = ['agree', 'reject'] as const;
export type TApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** Approval comment: at most 200 characters; required on reject. */
export const APPROVAL_COMMENT_MAX = 200;

/** A comment rule shared by client and server: reject needs a comment. */
export function approvalCommentError(action: string, comment: string): 'validation.rejectComment' | null {
  return action === 'reject' && comment.trim() === '' ? 'validation.rejectComment' : null;
}

export const AUDIT_OPERATIONS = ['submit', 'pending', 'agree', 'reject', 'recall'] as const;
export type TAuditOperation = (typeof AUDIT_OPERATIONS)[number];
