import type { TApplyKind } from '@ehome/shared/approvals/schemas';

export type TInquiryKind = TApplyKind;

/**
 * The tabs of /ApplicationInquiry in the order of spec 1 §2, with their tab values (maternity is
 * 7). Leave cancellation (销假) is tab 8; reimbursement has no request kind in this product, so no tab.
 */
export const INQUIRY_TABS = [
  { value: 0, kind: 'leave' },
  { value: 1, kind: 'overtime' },
  { value: 2, kind: 'outing' },
  { value: 3, kind: 'makeupClock' },
  { value: 4, kind: 'trip' },
  { value: 5, kind: 'overtimeCancel' },
  { value: 6, kind: 'outingCancel' },
  { value: 7, kind: 'maternity' },
  { value: 8, kind: 'leaveCancel' },
] as const satisfies readonly { value: number; kind: TInquiryKind }[];

export type TInquiryTab = (typeof INQUIRY_TABS)[number];

/** Names other screens use for a tab in `?name=` / `?Type=`, besides the value and the kind key. */
const TAB_ALIASES: Record<string, TInquiryKind> = {
  applicationinquiry: 'leave',
  applicationdestory: 'leave',
  goout: 'outing',
  travel: 'trip',
  toniccard: 'makeupClock',
  fillclock: 'makeupClock',
  selloff: 'leaveCancel',
};

/**
 * The tab a link asks for: `Type` or `name` holding a tab value (`7`), a kind (`overtime`) or a
 * screen name the legacy links pass (`ApplicationInquiry`, after a recall or delete). Anything else
 * opens the first tab, leave.
 */
export function inquiryTabOf(type: string | null, name: string | null): TInquiryTab {
  for (const raw of [type, name]) {
    const text = raw?.trim() ?? '';
    if (text === '') continue;
    const byValue = INQUIRY_TABS.find((tab) => String(tab.value) === text);
    if (byValue) return byValue;
    const lower = text.toLowerCase();
    const kind = INQUIRY_TABS.find((tab) => tab.kind.toLowerCase() === lower)?.kind ?? TAB_ALIASES[lower];
    const byKind = INQUIRY_TABS.find((tab) => tab.kind === kind);
    if (byKind) return byKind;
  }
  return INQUIRY_TABS[0];
}
