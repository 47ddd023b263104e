import { describe, expect, it } from 'vitest';
import { APPROVAL_HUB_PATH, waitingListPath } from './hub-kinds';

describe('waitingListPath: where "waiting for me" leads', () => {
  it('the list of the one kind waiting', () => {
    expect(waitingListPath(['leave'])).toBe('/ApprovalProcessLeave');
    expect(waitingListPath(['leave', 'leave'])).toBe('/ApprovalProcessLeave');
    expect(waitingListPath(['outing'])).toBe('/ApprovalProcessOutgo');
    expect(waitingListPath(['trip'])).toBe('/ApprovalProcessSpecial');
    expect(waitingListPath(['outingCancel'])).toBe('/ApprovalProcessOuttingCancel');
  });
  it('the hub when several lists wait, when nothing waits, or for a kind without a hub list', () => {
    expect(waitingListPath(['leave', 'overtime'])).toBe(APPROVAL_HUB_PATH);
    expect(waitingListPath(['outing', 'trip'])).toBe(APPROVAL_HUB_PATH);
    expect(waitingListPath([])).toBe(APPROVAL_HUB_PATH);
    expect(waitingListPath(['makeupClock'])).toBe(APPROVAL_HUB_PATH);
  });
});
