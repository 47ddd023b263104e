import { describe, expect, it } from 'vitest';
import { APPROVAL_HUB_PATH, waitingListPath } from './hub-kinds';

describe('waitingListPath: where "waiting for me" leads', () => {
  it('the list of the one kind waiting', () => {
    expect(waitingListPath(['leave'])).toBe('/ApprovalProcessLeave');
    expect(waitingListPath(['leave', 'leave'])).toBe('/ApprovalProcessLeave');
    expect(waitingListPath(['outing'])).toBe('/ApprovalProcessOutgo');
    expect(waitingListPath(['trip'])).toBe('/ApprovalProcessSpecial');
    expect(waitingListPath(['outingCancel'])).toBe('/ApprovalProcessOuttingCancel');
    expect(waitingListPath(['maternity', 'leave'])).toBe('/ApprovalProcessLeave');
    expect(waitingListPath(['leaveCancel'])).toBe('/applicationSellOff');
    expect(waitingListPath(['makeupClock'])).toBe('/FillClockList');
  });
  it('the hub when several lists wait or when nothing waits', () => {
    expect(waitingListPath(['leave', 'overtime'])).toBe(APPROVAL_HUB_PATH);
    expect(waitingListPath(['outing', 'trip'])).toBe(APPROVAL_HUB_PATH);
    expect(waitingListPath([])).toBe(APPROVAL_HUB_PATH);
    expect(waitingListPath(['makeupClock', 'leave'])).toBe(APPROVAL_HUB_PATH);
  });
});
