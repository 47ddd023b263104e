import { MEDICAL_CLAIM_DAYS, MEDICAL_CLAIM_LAST_DAY } from './constants';

/** A YYYY-MM-DD date plus days (UTC arithmetic; no holiday data needed here). */
function plusDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * Spec 3 §9 "Supplementary medical claim reminder: within 90 days, not later than March 31": the
 * last day to claim an expense of `expenseDate` - 90 days after it, but never after March 31 of
 * the following year.
 */
export function medicalClaimDeadline(expenseDate: string): string {
  const within = plusDays(expenseDate, MEDICAL_CLAIM_DAYS);
  const yearEnd = `${Number(expenseDate.slice(0, 4)) + 1}-${MEDICAL_CLAIM_LAST_DAY}`;
  return within < yearEnd ? within : yearEnd;
}

/**
 * Whether the medical claim entry of the health index shows today: the company offers
 * supplementary medical insurance for a policy period, and today is inside it or inside the claim
 * window after it (the deadline of an expense on the policy's last day).
 */
export function medicalClaimOpen(
  policy: { from: string; to: string } | null,
  today: string,
): { open: boolean; deadline: string | null } {
  if (!policy) return { open: false, deadline: null };
  const deadline = medicalClaimDeadline(policy.to);
  return { open: policy.from <= today && today <= deadline, deadline };
}
