import { BIZ_TYPE_KINDS } from '@ehome/shared/approvals/constants';
import { APPROVAL_HUB_KINDS } from '@ehome/shared/approvals/hub-kinds';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_LISTS,
  approvalListOf,
  detailPath,
  hubPending,
  listTabOf,
  waitingTarget,
} from './approval-lists';

describe('APPROVAL_LISTS', () => {
  it('are seven, in the hub order', () => {
    expect(APPROVAL_LISTS.map((list) => list.hubType)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('asks each list for a BizType whose kinds include the list kinds', () => {
    for (const list of APPROVAL_LISTS) {
      if (!list.request) {
        expect(list.kinds).toEqual([]);
        continue;
      }
      const kinds = BIZ_TYPE_KINDS[list.request.BizType] ?? [];
      for (const kind of list.kinds) expect(kinds, list.key).toContain(kind);
    }
  });

  it('sends leave as BizType 1, outing and trip as BizType 5 told apart by kind', () => {
    expect(approvalListOf('/ApprovalProcessLeave')?.request).toEqual({ BizType: 1 });
    expect(approvalListOf('/ApprovalProcessOutgo')?.request).toEqual({ BizType: 5, kind: 'outing' });
    expect(approvalListOf('/ApprovalProcessSpecial')?.request).toEqual({ BizType: 5, kind: 'trip' });
    expect(approvalListOf('/applicationSellOff')?.request).toEqual({ BizType: 11 });
  });
});

describe('approvalListOf', () => {
  it('finds every hub path, in any case and with a trailing slash', () => {
    for (const hub of APPROVAL_HUB_KINDS) expect(approvalListOf(hub.path)?.key).toBe(hub.key);
    expect(approvalListOf('/approvalprocessleave/')?.key).toBe('leave');
  });

  it('finds nothing for another path', () => {
    expect(approvalListOf('/ApprovalProcess')).toBeUndefined();
  });
});

describe('listTabOf', () => {
  it('opens processed for 1 and pending otherwise', () => {
    expect(listTabOf('1')).toBe(1);
    expect(listTabOf('0')).toBe(0);
    expect(listTabOf(null)).toBe(0);
    expect(listTabOf('x')).toBe(0);
  });
});

describe('hubPending', () => {
  it('reads a kind count, 0 when missing or loading', () => {
    const counts = { hub: [{ hubType: 1, pending: 3 }] };
    expect(hubPending(counts, 1)).toBe(3);
    expect(hubPending(counts, 2)).toBe(0);
    expect(hubPending(undefined, 1)).toBe(0);
  });
});

describe('detailPath', () => {
  it('opens leave on /CommonApplicationforView with the caller name', () => {
    expect(detailPath('leave', 'a-1', 'ApplicationInquiry')).toBe(
      '/CommonApplicationforView?id=a-1&name=ApplicationInquiry',
    );
    expect(detailPath('leave', 'a-1', 'ApprovalProcess')).toBe(
      '/CommonApplicationforView?id=a-1&name=ApprovalProcess',
    );
  });

  it('uses the spec paths of the other kinds, by side', () => {
    expect(detailPath('overtime', 'x', 'ApplicationInquiry')).toBe(
      '/OverTimeView?ApplyId=x&name=ApplicationInquiry',
    );
    expect(detailPath('trip', 'x', 'ApprovalProcess')).toBe('/TravelView?ApplyId=x&name=ApprovalProcess');
    expect(detailPath('leaveCancel', 'x', 'ApprovalProcess')).toBe(
      '/LeaveCancelDetail?applyId=x&name=ApprovalProcess',
    );
    expect(detailPath('maternity', 'x', 'ApplicationInquiry')).toBe(
      '/MaternityRecordView?ApplyId=x&name=ApplicationInquiry',
    );
    expect(detailPath('overtimeCancel', 'x', 'ApprovalProcess')).toBe(
      '/OvertimeapprovalDetailsCancel?applyId=x',
    );
    expect(detailPath('outingCancel', 'x', 'ApplicationInquiry', 'c-9')).toBe(
      '/CommonsWorkOuttingCancelDetail?ApplyId=x&type=0&localTravelCancelID=c-9',
    );
  });

  it('escapes the id', () => {
    expect(detailPath('leave', 'a&b', 'ApprovalProcess')).toBe(
      '/CommonApplicationforView?id=a%26b&name=ApprovalProcess',
    );
  });
});

describe('waitingTarget: where 待我审批 leads', () => {
  const counts = (pending: Record<number, number>, extra = 0) => {
    const hub = APPROVAL_LISTS.map((list) => ({
      hubType: list.hubType,
      pending: pending[list.hubType] ?? 0,
    }));
    return { hub, totalPending: hub.reduce((sum, h) => sum + h.pending, 0) + extra };
  };
  it('the list of the one kind waiting', () => {
    expect(waitingTarget(counts({ 1: 3 }))).toBe('/ApprovalProcessLeave');
    expect(waitingTarget(counts({ 4: 1 }))).toBe('/ApprovalProcessOutgo');
  });
  it('the hub for several kinds, for none, for a kind outside the lists, and while loading', () => {
    expect(waitingTarget(counts({ 1: 3, 2: 1 }))).toBe('/ApprovalProcess');
    expect(waitingTarget(counts({}))).toBe('/ApprovalProcess');
    expect(waitingTarget(counts({ 1: 3 }, 1))).toBe('/ApprovalProcess');
    expect(waitingTarget(undefined)).toBe('/ApprovalProcess');
  });
});
