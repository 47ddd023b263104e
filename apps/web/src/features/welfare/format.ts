import { type TWelfareClaimStatus, WELFARE_CLAIM_STATUS_NAMES } from '@ehome/shared/welfare/constants';

/** The i18n key of a claim status (welfare:status.<name>). */
export function claimStatusKey(status: number | null): string {
  return `status.${WELFARE_CLAIM_STATUS_NAMES[status as TWelfareClaimStatus] ?? 'claimed'}`;
}

export const rightPath = (id: string) => `/rightsDetails?id=${encodeURIComponent(id)}`;
export const claimPath = (id: string) => `/Myrightsdetails?id=${encodeURIComponent(id)}`;
export const receiptPath = (id: string) => `/Welfarereceipt?id=${encodeURIComponent(id)}`;
export const successPath = (id: string) => `/rightsSuccess?id=${encodeURIComponent(id)}`;

/** The date part of a "YYYY-MM-DD HH:mm:ss" time. */
export const dateOf = (time: string) => time.slice(0, 10);
