import type { TApplyKind } from './apply-kinds';

/**
 * The approval hub's seven kinds (spec 1 §2 "Approval"): leave(1), overtime(2), special(3),
 * outing(4), sell-off(5), overtime cancellation(6), outing cancellation(7), with the request kinds
 * each list shows. "special" is the trip list (categories other than OfficialOuting); sell-off
 * is leave cancellation (销假); the leave list also shows maternity (birth) records.
 */
export const APPROVAL_HUB_KINDS = [
  { hubType: 1, key: 'leave', path: '/ApprovalProcessLeave', kinds: ['leave', 'maternity'] },
  { hubType: 2, key: 'overtime', path: '/ApprovalProcessOvertime', kinds: ['overtime'] },
  { hubType: 3, key: 'special', path: '/ApprovalProcessSpecial', kinds: ['trip'] },
  { hubType: 4, key: 'outing', path: '/ApprovalProcessOutgo', kinds: ['outing'] },
  { hubType: 5, key: 'sellOff', path: '/applicationSellOff', kinds: ['leaveCancel'] },
  { hubType: 6, key: 'overtimeCancel', path: '/ApprovalProcessOutgoCancel', kinds: ['overtimeCancel'] },
  { hubType: 7, key: 'outingCancel', path: '/ApprovalProcessOuttingCancel', kinds: ['outingCancel'] },
] as const satisfies readonly {
  hubType: number;
  key: string;
  path: string;
  kinds: readonly TApplyKind[];
}[];
