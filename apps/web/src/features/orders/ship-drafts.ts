/** What HR has typed into an order's open ship form. */
export type ShipDraft = { expCompany: string; expNumber: string };
export type ShipDrafts = Readonly<Record<string, ShipDraft>>;

/** A change to one order's ship form: open it empty, set some of its fields, or close it (null). */
export type ShipDraftChange = 'open' | Partial<ShipDraft> | null;

/**
 * The ship forms after one change. A field change is merged into the form as it stands when the
 * change is applied, not as it stood when the card last rendered: the company and the number typed
 * (or filled in by the browser) before React renders again both stay.
 */
export function withShipDraft(drafts: ShipDrafts, orderId: string, change: ShipDraftChange): ShipDrafts {
  const next = { ...drafts };
  if (change === null) delete next[orderId];
  else if (change === 'open') next[orderId] = { expCompany: '', expNumber: '' };
  else next[orderId] = { expCompany: '', expNumber: '', ...drafts[orderId], ...change };
  return next;
}
