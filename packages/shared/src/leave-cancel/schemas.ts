import { z } from 'zod';
import { ZApplyView, ZSaveStatus } from '../approvals/schemas';
import { LEAVE_CANCEL_REMARK_MAX } from './rules';

export * from './rules';

/**
 * Leave cancellation (销假; spec 1 §2 "leave cancellation tabs also exist", hub sell-off(5), §7
 * /api/LeaveCancelApply/GetLeaveCancelApplyList). The other calls follow the other kinds' shape:
 * Get, Create, Update, Recall, Destory under /api/LeaveCancelApply.
 */

const zOptionalUuid = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.uuid({ error: 'validation.applyId' }).optional(),
);

/** POST Get {ApplyId} (a cancellation) or {LeaveApplyId} (a new one for that leave). */
export const ZLeaveCancelGetBody = z
  .object({ ApplyId: zOptionalUuid, LeaveApplyId: zOptionalUuid })
  .refine((v) => v.ApplyId ?? v.LeaveApplyId, { error: 'validation.applyId' });

const fields = {
  /** The first date cancelled (YYYY-MM-DD); the leave's first date cancels it whole. */
  CancelFrom: z.string().trim().optional().default(''),
  Remark: z
    .string()
    .max(LEAVE_CANCEL_REMARK_MAX * 2)
    .optional()
    .default(''),
  approveStatus: ZSaveStatus.optional().default(0),
};

export const ZLeaveCancelCreate = z.object({
  LeaveApplyId: z.uuid({ error: 'validation.applyId' }),
  /** The client-made id of a new form (optional). */
  ApplyId: zOptionalUuid,
  ...fields,
});
export type TLeaveCancelCreate = z.infer<typeof ZLeaveCancelCreate>;
export const ZLeaveCancelUpdate = z.object({ ApplyId: z.uuid({ error: 'validation.applyId' }), ...fields });
export type TLeaveCancelUpdate = z.infer<typeof ZLeaveCancelUpdate>;

/** The leave being cancelled, as the form and the detail show it. */
export const ZCancelledLeave = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  categoryName: z.string(),
  /** YYYY-MM-DD HH:mm */
  startTime: z.string(),
  endTime: z.string(),
  timeLength: z.number(),
  /** 1 day, 0 hour. */
  uom: z.number().int(),
  /** The last date still charged after approved cancellations. */
  chargedUntil: z.string(),
  days: z.array(z.object({ date: z.string(), length: z.number() })),
});
export type TCancelledLeave = z.infer<typeof ZCancelledLeave>;

export const ZLeaveCancelDetail = z.object({
  applyId: z.string().nullable(),
  applyEntity: ZApplyView.nullable(),
  leave: ZCancelledLeave,
  cancelFrom: z.string(),
  cancelLength: z.number(),
  remark: z.string(),
});
export type TLeaveCancelDetail = z.infer<typeof ZLeaveCancelDetail>;

export const ZLeaveCancelSaved = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  approveStatus: z.number().int(),
  viewPath: z.string(),
});
export type TLeaveCancelSaved = z.infer<typeof ZLeaveCancelSaved>;
