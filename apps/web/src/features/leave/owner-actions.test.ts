import { describe, expect, it } from 'vitest';
import { backTarget, ownerActions, viewMode } from './owner-actions';

const owner = { taskId: null, actionList: [], isOwner: true };
const agree = { code: 'agree', name: '同意' };

describe('viewMode', () => {
  it('is approval mode for a viewer with an open task and actions, even the owner', () => {
    expect(viewMode({ taskId: 't1', actionList: [agree], isOwner: false })).toBe('approve');
    expect(viewMode({ taskId: 't1', actionList: [agree], isOwner: true })).toBe('approve');
  });

  it('is owner mode for the owner without a task, read-only for anyone else', () => {
    expect(viewMode(owner)).toBe('owner');
    expect(viewMode({ taskId: 't1', actionList: [], isOwner: true })).toBe('owner');
    expect(viewMode({ taskId: null, actionList: [], isOwner: false })).toBe('read');
  });
});

describe('ownerActions', () => {
  it('offers edit, submit and delete on a draft', () => {
    expect(ownerActions({ ...owner, approveStatus: 0 })).toEqual(['edit', 'submit', 'destroy']);
  });

  it('offers recall in approval, delete when rejected and nothing when approved', () => {
    expect(ownerActions({ ...owner, approveStatus: 1 })).toEqual(['recall']);
    expect(ownerActions({ ...owner, approveStatus: 3 })).toEqual(['destroy']);
    expect(ownerActions({ ...owner, approveStatus: 2 })).toEqual([]);
  });

  it('offers nothing to someone else or in approval mode', () => {
    expect(ownerActions({ ...owner, isOwner: false, approveStatus: 0 })).toEqual([]);
    expect(ownerActions({ taskId: 't1', actionList: [agree], isOwner: true, approveStatus: 1 })).toEqual([]);
  });
});

describe('backTarget', () => {
  it('goes to the inquiry list after a delete, else back', () => {
    expect(backTarget('ApplicationDestory')).toBe('inquiry');
    expect(backTarget('ApplicationInquiry')).toBe('history');
    expect(backTarget(null)).toBe('history');
  });
});
