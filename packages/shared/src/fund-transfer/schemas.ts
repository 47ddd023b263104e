import { z } from 'zod';
import { ZApplyView } from '../approvals/schemas';
import { FUND_TRANSFER_STATES } from './constants';

/**
 * The fund-transfer calls (spec 3 §7, base /api/CIICEService/): GetFundTransfer, SaveFundTransfer,
 * CheckFundTransfer. Field names are the spec's (companyName, fundHandleMode, account).
 */

/** POST SaveFundTransfer: fundHandleMode 1 with the new company and account, 2 seal only. */
export const ZFundTransferSave = z.object({
  fundHandleMode: z.coerce
    .number({ error: 'validation.fundHandleMode' })
    .int({ error: 'validation.fundHandleMode' })
    .refine((v) => v === 1 || v === 2, { error: 'validation.fundHandleMode' }),
  companyName: z.string({ error: 'fundTransfer.companyNameRequired' }).max(500).optional().default(''),
  account: z.string({ error: 'fundTransfer.accountInvalid' }).max(50).optional().default(''),
  /** Without a new employer: the employee asks for sealing only (else it is sealed automatically). */
  sealOnly: z.boolean().optional().default(false),
});
export type TFundTransferSave = z.input<typeof ZFundTransferSave>;

/** GET GetFundTransfer?ApplyId=: one transfer (owner or approver); without ApplyId the caller's latest. */
export const ZFundTransferQuery = z.object({
  ApplyId: z.uuid({ error: 'validation.applyId' }).optional(),
});

export const ZFundTransferItem = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  companyName: z.string(),
  fundHandleMode: z.number().int(),
  account: z.string(),
  sealOnly: z.boolean(),
  state: z.enum(FUND_TRANSFER_STATES),
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: z.string(),
});
export type TFundTransferItem = z.infer<typeof ZFundTransferItem>;

export const ZFundTransferInfo = z.object({
  /** The caller's social insurance city; Shanghai users are warned the account is submitted once. */
  socialCity: z.string(),
  warnSubmitOnce: z.boolean(),
  transfer: ZFundTransferItem.nullable(),
  /** The request as the viewer sees it (status, their task and actions); null without a transfer. */
  applyEntity: ZApplyView.nullable(),
});
export type TFundTransferInfo = z.infer<typeof ZFundTransferInfo>;

/** GET CheckFundTransfer: whether the caller may still submit one. */
export const ZFundTransferCheck = z.object({
  handled: z.boolean(),
  applyId: z.string().nullable(),
  state: z.enum(FUND_TRANSFER_STATES).nullable(),
});
export type TFundTransferCheck = z.infer<typeof ZFundTransferCheck>;

export const ZFundTransferSaved = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  viewPath: z.string(),
});
export type TFundTransferSaved = z.infer<typeof ZFundTransferSaved>;
