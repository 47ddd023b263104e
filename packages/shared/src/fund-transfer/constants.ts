/**
 * Provident-fund transfer on resignation (spec 3 §2.3 /Resignationfund, §3, §4, §5, §9): the plain
 * facts, without zod, so the form imports them freely.
 */

/** The fund account asked for is its first 9 digits (spec 3 §9). */
export const FUND_ACCOUNT_LENGTH = 9;
export const FUND_COMPANY_NAME_MAX = 100;

/** fundHandleMode: 1 transferred to the new employer's account, 2 the account is sealed (封存). */
export const FundHandleMode = { Transfer: 1, Seal: 2 } as const;
export type TFundHandleMode = (typeof FundHandleMode)[keyof typeof FundHandleMode];

/**
 * The state of a fund transfer, mirrored from its request: submitted (in approval), handled
 * (approved), rejected. Submitted and handled ones block another (公积金已办理，不能再次办理).
 */
export const FUND_TRANSFER_STATES = ['submitted', 'handled', 'rejected'] as const;
export type TFundTransferState = (typeof FUND_TRANSFER_STATES)[number];
export const FUND_TRANSFER_BLOCKING: readonly TFundTransferState[] = ['submitted', 'handled'];

/** BizType of ApplyApproveList for HR's fund-transfer list (/FundTransferApproval). */
export const FUND_TRANSFER_BIZ_TYPE = 13;

/** The detail screen of one fund transfer. */
export const fundTransferDetailPath = (applyId: string) =>
  `/FundTransferDetail?ApplyId=${encodeURIComponent(applyId)}`;
