import type { TApplyKind } from '@ehome/shared/approvals/constants';
import { APPROVAL_HUB_KINDS, APPROVAL_HUB_PATH, waitingListPath } from '@ehome/shared/approvals/hub-kinds';

export type THubKey = (typeof APPROVAL_HUB_KINDS)[number]['key'];

export type TApprovalList = {
  hubType: number;
  key: THubKey;
  path: string;
  kinds: readonly TApplyKind[];
  /** What the list asks ApplyApproveList for; null: no request kind, so no call at all. */
  request: { BizType: number; kind?: TApplyKind } | null;
};

/**
 * What each hub list asks ApplyApproveList for (spec 1 §7): its BizType and, where one BizType holds
 * two lists, the kind. Outing and trip share BizType 5; the server tells them apart by kind (outing
 * is the OfficialOuting category, trip the others), as the counts do. Sell-off is leave
 * cancellation (销假), BizType 11.
 */
const REQUESTS: Record<THubKey, TApprovalList['request']> = {
  leave: { BizType: 1 },
  overtime: { BizType: 2 },
  special: { BizType: 5, kind: 'trip' },
  outing: { BizType: 5, kind: 'outing' },
  sellOff: { BizType: 11 },
  overtimeCancel: { BizType: 6 },
  outingCancel: { BizType: 9 },
};

/** The hub's seven lists, in the hub order of the shared contract, with what each asks for. */
export const APPROVAL_LISTS: readonly TApprovalList[] = APPROVAL_HUB_KINDS.map((hub) => ({
  ...hub,
  request: REQUESTS[hub.key],
}));

/** The list a path shows ('/ApprovalProcessLeave' -> leave); unknown paths have none. */
export function approvalListOf(pathname: string): TApprovalList | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return APPROVAL_LISTS.find((list) => list.path.toLowerCase() === path);
}

/** The processed tab is 1, the pending tab 0 (`?tab=1` opens processed). */
export function listTabOf(value: string | null): 0 | 1 {
  return value === '1' ? 1 : 0;
}

export type TDetailFrom = 'ApplicationInquiry' | 'ApprovalProcess';

/**
 * The detail screen of a request (spec 1 §2), by kind. `from` is the `name` the detail reads to
 * know whether it opens for the owner (ApplicationInquiry) or in approval mode (ApprovalProcess).
 */
export function detailPath(
  kind: TApplyKind,
  applyId: string,
  from: TDetailFrom,
  localTravelCancelID?: string | null,
): string {
  const id = encodeURIComponent(applyId);
  const approving = from === 'ApprovalProcess';
  switch (kind) {
    case 'leave':
      return `/CommonApplicationforView?id=${id}&name=${from}`;
    case 'overtime':
      return `/OverTimeView?ApplyId=${id}&name=${from}`;
    case 'outing':
      return `/GooutView?ApplyId=${id}&name=${from}`;
    case 'trip':
      return `/TravelView?ApplyId=${id}&name=${from}`;
    case 'maternity':
      return `/MaternityRecordView?ApplyId=${id}&name=${from}`;
    case 'makeupClock':
      return approving
        ? `/AttendanceFillClockDetail/${id}?from=${from}`
        : `/CommonAttendanceFillClockDetail/${id}?from=CommonApplyforinquiries`;
    case 'overtimeCancel':
      return approving
        ? `/OvertimeapprovalDetailsCancel?applyId=${id}`
        : `/CommonsOverTimeCancelDetail?applyId=${id}`;
    case 'outingCancel': {
      if (approving) return `/WorkOuttingapprovalDetailsCancel?ApplyId=${id}`;
      const cancel = localTravelCancelID
        ? `&localTravelCancelID=${encodeURIComponent(localTravelCancelID)}`
        : '';
      return `/CommonsWorkOuttingCancelDetail?ApplyId=${id}&type=0${cancel}`;
    }
    case 'leaveCancel':
      return `/LeaveCancelDetail?applyId=${id}&name=${from}`;
    case 'certificate':
      return `/CertificateDetail?ApplyId=${id}&name=${from}`;
    case 'fundTransfer':
      return `/FundTransferDetail?ApplyId=${id}&name=${from}`;
  }
}

/** A hub kind's pending count from ApprovalCounts (0 while the counts load or when absent). */
export function hubPending(
  counts: { hub: readonly { hubType: number; pending: number }[] } | undefined,
  hubType: number,
): number {
  return counts?.hub.find((entry) => entry.hubType === hubType)?.pending ?? 0;
}

/**
 * Where "待我审批" leads (issue 14): the list of the one hub kind that has requests waiting, else the
 * hub with every kind's count (several kinds, or a kind without a hub list such as make-up clock).
 */
export function waitingTarget(
  counts: { hub: readonly { hubType: number; pending: number }[]; totalPending: number } | undefined,
): string {
  if (!counts) return APPROVAL_HUB_PATH;
  const busy = APPROVAL_LISTS.filter((list) => hubPending(counts, list.hubType) > 0);
  const inLists = busy.reduce((sum, list) => sum + hubPending(counts, list.hubType), 0);
  if (inLists !== counts.totalPending) return APPROVAL_HUB_PATH;
  return waitingListPath(busy.flatMap((list) => list.kinds));
}
