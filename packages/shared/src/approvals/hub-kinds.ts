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

/** The approval hub (all kinds with their pending counts). */
export const APPROVAL_HUB_PATH = '/ApprovalProcess';

/**
 * Approval lists outside the hub's seven: the make-up clock list HR works from (spec 1 §2), and
 * HR's certificate and fund-transfer lists (spec 3 §2.2, §2.3).
 */
export const OTHER_APPROVAL_LISTS: Partial<Record<TApplyKind, string>> = {
  makeupClock: '/FillClockList',
  certificate: '/CertificateApproval',
  fundTransfer: '/FundTransferApproval',
};

/**
 * Where "waiting for me" leads: the list of the request kinds waiting, when they all belong to one
 * list (one of the hub's seven, or the make-up clock list), else the hub, which shows every kind
 * with its count.
 */
export function waitingListPath(waitingKinds: Iterable<string>): string {
  const paths = new Set<string>();
  for (const kind of waitingKinds) {
    const hub = APPROVAL_HUB_KINDS.find((h) => (h.kinds as readonly string[]).includes(kind));
    paths.add(hub ? hub.path : (OTHER_APPROVAL_LISTS[kind as TApplyKind] ?? APPROVAL_HUB_PATH));
  }
  const [only] = paths;
  return paths.size === 1 && only ? only : APPROVAL_HUB_PATH;
}
