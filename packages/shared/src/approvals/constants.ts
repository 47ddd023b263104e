/**
 * The plain facts of the request/approval contract (spec 1 §2 hub, §3, §4 states, §7): no zod here,
 * so a screen that needs a status or a kind list does not download the schema library with it.
 * schemas.ts builds the zod contract on these and re-exports them, so '@ehome/shared' keeps every name.
 */

import type { TApplyKind } from './apply-kinds';

// The screens import the small modules below directly, so a bundle holds only what a screen uses;
// this module re-exports them so the server and the schemas find every name in one place.
export * from './apply-kinds';
export * from './comment-rule';
export * from './hub-kinds';
export * from './status';

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
  leaveCancel: 'XJ',
  certificate: 'ZM',
  fundTransfer: 'GJ',
};

/**
 * BizType of ApplyApproveList (spec 1 §7: 1 leave, 2 overtime, 5 outing, 6 cancellation, 9, 10).
 * 5 covers outing and trip (local travel); 6 overtime cancellation; 9 outing cancellation;
 * 10 make-up clock. The spec's list has no number for leave cancellation (销假, the hub's sell-off
 * list), so it takes 11; the maternity record is a leave matter and is approved from the leave list.
 */
export const BIZ_TYPE_KINDS: Record<number, readonly TApplyKind[]> = {
  1: ['leave', 'maternity'],
  2: ['overtime'],
  5: ['outing', 'trip'],
  6: ['overtimeCancel'],
  9: ['outingCancel'],
  10: ['makeupClock'],
  11: ['leaveCancel'],
  /** HR's fund-transfer list (/FundTransferApproval, spec 3 §2.3); fund-transfer/constants.ts. */
  13: ['fundTransfer'],
};

/** The most requests one bulk approval decides (ApplyActionBatch; the pending list's "select all"). */
export const APPROVAL_BATCH_MAX = 50;

/** Actions an approver may take; the server sends the list per task (code, name). */
export const APPROVAL_ACTIONS = ['agree', 'reject'] as const;
export type TApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const AUDIT_OPERATIONS = ['submit', 'pending', 'agree', 'reject', 'recall'] as const;
export type TAuditOperation = (typeof AUDIT_OPERATIONS)[number];
