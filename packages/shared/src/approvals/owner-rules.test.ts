import { describe, expect, it } from 'vitest';
import { OWNER_ACTIONS, ownerActions, ownerMay, type TOwnerActions } from './owner-rules';
import { ApproveStatus } from './status';

const none: TOwnerActions = { edit: false, submit: false, recall: false, destroy: false, changeFiles: false };

describe('ownerActions: every status for the owner (spec 1 §4)', () => {
  it('lets the owner edit, submit, delete and change the files of a draft', () => {
    expect(ownerActions(ApproveStatus.Draft, true)).toEqual({
      edit: true,
      submit: true,
      recall: false,
      destroy: true,
      changeFiles: true,
    });
  });

  it('lets the owner only recall a request in approval', () => {
    expect(ownerActions(ApproveStatus.InApproval, true)).toEqual({ ...none, recall: true });
  });

  it('lets the owner do nothing with an approved request', () => {
    expect(ownerActions(ApproveStatus.Approved, true)).toEqual(none);
  });

  it('lets the owner only delete a rejected request: no edit, no resubmission, no file change', () => {
    expect(ownerActions(ApproveStatus.Rejected, true)).toEqual({ ...none, destroy: true });
  });

  it('allows nothing in a status the contract does not know', () => {
    for (const status of [-1, 4, 1.5, Number.NaN]) expect(ownerActions(status, true)).toEqual(none);
  });
});

describe('ownerActions: every status for someone else', () => {
  it('allows nothing to anyone but the owner, whatever the status', () => {
    for (const status of Object.values(ApproveStatus)) expect(ownerActions(status, false)).toEqual(none);
  });
});

describe('ownerMay', () => {
  it('agrees with ownerActions for the owner on every action and status', () => {
    for (const status of [...Object.values(ApproveStatus), 9]) {
      const all = ownerActions(status, true);
      for (const action of OWNER_ACTIONS)
        expect(ownerMay(action, status), `${action}@${status}`).toBe(all[action]);
    }
  });

  it('keeps file changes to what may be edited', () => {
    for (const status of Object.values(ApproveStatus)) {
      expect(ownerMay('changeFiles', status)).toBe(ownerMay('edit', status));
    }
  });
});
