import { ApproveStatus } from '@ehome/shared/approvals/status';
/** The year tabs of /LeaveAmount (spec 1 §2): next year, this year, last year, around the server's year. */
export const YEAR_TABS = ['next', 'this', 'last'] as const;
export type TYearTab = (typeof YEAR_TABS)[number];

export function yearOfTab(tab: TYearTab, currentYear: number): number {
  return tab === 'next' ? currentYear + 1 : tab === 'last' ? currentYear - 1 : currentYear;
}

/** The tab a year link opens on; a year outside the three falls back to this year. */
export function tabOfYear(year: number | null, currentYear: number): TYearTab {
  return YEAR_TABS.find((tab) => yearOfTab(tab, currentYear) === year) ?? 'this';
}

const YEAR_RE = /^\d{4}$/;
const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A year from the address bar, or null when it is not one. */
export function parseYear(text: string | null): number | null {
  return text && YEAR_RE.test(text) ? Number(text) : null;
}

/**
 * /LeaveAmountDetail?year&type&cid: the balance year, the leave type's code and the category id.
 * A link that is not one of ours (hand-typed, truncated) gives null rather than a failing call.
 */
export function parseDetailQuery(
  params: URLSearchParams,
): { year: number; type: string; cid: string } | null {
  const year = parseYear(params.get('year'));
  const cid = params.get('cid') ?? '';
  if (year === null || !ID_RE.test(cid)) return null;
  return { year, type: params.get('type') ?? '', cid };
}

export function detailPath(year: number, categoryCode: string, categoryId: string): string {
  const query = new URLSearchParams({ year: String(year), type: categoryCode, cid: categoryId });
  return `/LeaveAmountDetail?${query}`;
}

/** The look of an approveStatus (0 draft, 1 in approval, 2 approved, 3 rejected). */
export function statusTone(approveStatus: number): 'default' | 'primary' | 'success' | 'danger' {
  return (['default', 'primary', 'success', 'danger'] as const)[approveStatus] ?? 'default';
}

/**
 * What the balance counts as used beyond the approved requests listed under it: leave taken before
 * the app (carried in from payroll), so a reader is not left wondering where it came from.
 */
export function usedOutsideRequests(
  used: number,
  applies: readonly { approveStatus: number; timeLength: number }[],
): number {
  const approvedCents = applies
    .filter((apply) => apply.approveStatus === ApproveStatus.Approved)
    .reduce((sum, apply) => sum + Math.round(apply.timeLength * 100), 0);
  return Math.max(0, Math.round(used * 100) - approvedCents) / 100;
}
