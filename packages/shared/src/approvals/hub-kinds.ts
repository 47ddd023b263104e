import type { TApplyKind } from './apply-kinds';

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

/** The approval hub (all kinds with their pending counts). */
export const APPROVAL_HUB_PATH = '/ApprovalProcess';

/**
 * Where "waiting for me" leads: the hub list of the request kinds waiting, when they all belong to
 * one list, else the hub, which shows every kind with its count (a kind outside the hub's seven
 * lists, e.g. a make-up clock, also leads to the hub).
 */
export function waitingListPath(waitingKinds: Iterable<string>): string {
  const paths = new Set<string>();
  for (const kind of waitingKinds) {
    const hub = APPROVAL_HUB_KINDS.find((h) => (h.kinds as readonly string[]).includes(kind));
    paths.add(hub ? hub.path : APPROVAL_HUB_PATH);
  }
  const [only] = paths;
  return paths.size === 1 && only ? only : APPROVAL_HUB_PATH;
}
