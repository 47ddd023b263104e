import { describe, expect, it } from 'vitest';
import { type ShipDrafts, withShipDraft } from './ship-drafts';

describe('withShipDraft', () => {
  it('opens a form empty and closes it', () => {
    const open = withShipDraft({}, 'o1', 'open');
    expect(open).toEqual({ o1: { expCompany: '', expNumber: '' } });
    expect(withShipDraft(open, 'o1', null)).toEqual({});
  });

  it('keeps both fields when they change one after the other before a render', () => {
    // Both changes start from the same rendered state, as two quick inputs do.
    let drafts: ShipDrafts = withShipDraft({}, 'o1', 'open');
    drafts = withShipDraft(drafts, 'o1', { expCompany: '圆通速递' });
    drafts = withShipDraft(drafts, 'o1', { expNumber: 'YT9988776655' });
    expect(drafts.o1).toEqual({ expCompany: '圆通速递', expNumber: 'YT9988776655' });
  });

  it('leaves the other orders’ forms alone, and does not change the drafts it was given', () => {
    const before: ShipDrafts = { o2: { expCompany: '顺丰', expNumber: 'SF1' } };
    const after = withShipDraft(before, 'o1', { expNumber: 'YT1' });
    expect(after).toEqual({
      o2: { expCompany: '顺丰', expNumber: 'SF1' },
      o1: { expCompany: '', expNumber: 'YT1' },
    });
    expect(before).toEqual({ o2: { expCompany: '顺丰', expNumber: 'SF1' } });
  });
});
