import { z } from 'zod';
import { ZActionItem, ZApplyView, ZApproveStatus, ZSaveStatus } from '../approvals/schemas';
import { zPage } from '../envelope';
import { OVERTIME_CUSTOM_FIELDS, OVERTIME_REMARK_MAX } from './constants';

export * from './constants';

/**
 * The overtime contract (spec 1 §3 "Overtime apply", §7 OvertimeApply). Field names and paths are the
 * spec's, both spellings where the spec shows two (applyCategoryId / categoryId, TransferType /
 * transferType). Fields are read leniently here and refused by the shared rules (rules.ts), so a bad
 * value gets the spec's message rather than a schema's.
 */

const zText = (max: number) => z.string().max(max, { error: 'validation.invalid' }).nullish();
const zNumberish = z
  .union([z.number(), z.string().trim().max(20)])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return n;
  });

export const ZTransferTypeItem = z.object({
  itemID: z.number().int(),
  /** Chinese text (the spec's field), and the reader's language. */
  itemTextCN: z.string(),
  itemText: z.string(),
});
export type TTransferTypeItem = z.infer<typeof ZTransferTypeItem>;

export const ZOvertimeCategory = z.object({
  applyCategoryId: z.string(),
  categoryCode: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameJa: z.string(),
  /** The name in the reader's language. */
  displayName: z.string(),
  /** Which day the category is for: 0 workday, 1 rest day, 2 statutory holiday. */
  dayType: z.number().int(),
  /** DiningTime and TransferType: the meal and settlement fields appear only when listed. */
  customFields: z.array(z.enum(OVERTIME_CUSTOM_FIELDS)),
  /** What the settlement field starts at. */
  defaultTransferType: z.number().int(),
});
export type TOvertimeCategory = z.infer<typeof ZOvertimeCategory>;

/** GET /api/OvertimeApply/GetCategoryList: the company's overtime types and the settlement options. */
export const ZOvertimeCategoryList = z.object({
  categories: z.array(ZOvertimeCategory),
  transferTypes: z.array(ZTransferTypeItem),
});
export type TOvertimeCategoryList = z.infer<typeof ZOvertimeCategoryList>;

/** POST /api/OvertimeApply/GetOverTimeLength {ApplyCategoryId, StartTime, EndTime, DiningTime} (reads result). */
export const ZOvertimeLengthBody = z.object({
  ApplyCategoryId: zText(60),
  StartTime: zText(30),
  EndTime: zText(30),
  DiningTime: zNumberish,
});
export type TOvertimeLengthBody = z.infer<typeof ZOvertimeLengthBody>;
export const ZOvertimeLengthResult = z.object({ result: z.number() });

/**
 * Add / Create / Update {overtimeApplyId, applyCategoryId, timeLength, startTime, endTime, remark,
 * approveStatus, applyNo, diningTime, TransferType}. Add and Create may carry a client-made
 * overtimeApplyId (attachments uploaded before the first save); Update must.
 */
export const ZOvertimeSave = z.object({
  overtimeApplyId: z.uuid({ error: 'validation.applyId' }).optional(),
  applyId: z.uuid({ error: 'validation.applyId' }).optional(),
  applyCategoryId: zText(60),
  categoryId: zText(60),
  startTime: zText(30),
  endTime: zText(30),
  timeLength: z.union([z.number(), z.string().max(20)]).nullish(),
  remark: zText(OVERTIME_REMARK_MAX * 2),
  approveStatus: ZSaveStatus,
  applyNo: zText(40),
  diningTime: zNumberish,
  TransferType: zNumberish,
  transferType: zNumberish,
});
export type TOvertimeSave = z.infer<typeof ZOvertimeSave>;

export const ZOvertimeSaved = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  approveStatus: ZApproveStatus,
  viewPath: z.string(),
});
export type TOvertimeSaved = z.infer<typeof ZOvertimeSaved>;

/** Get {ApplyId} (also GET ?ApplyId). */
export const ZOvertimeRef = z
  .object({
    ApplyId: z.uuid({ error: 'validation.applyId' }).optional(),
    applyId: z.uuid({ error: 'validation.applyId' }).optional(),
  })
  .refine((v) => v.ApplyId ?? v.applyId, { error: 'validation.applyId' })
  .transform((v) => ({ applyId: (v.ApplyId ?? v.applyId) as string }));

/** The overtime of a Get: the header for the viewer and the overtime's own fields. */
export const ZOvertimeDetail = ZApplyView.extend({
  overtimeApplyId: z.string(),
  applyCategoryId: z.string(),
  categoryDisplayName: z.string(),
  customFields: z.array(z.enum(OVERTIME_CUSTOM_FIELDS)),
  /** YYYY-MM-DD HH:mm */
  startTime: z.string(),
  endTime: z.string(),
  timeLength: z.number(),
  diningTime: z.number(),
  transferType: z.number().int().nullable(),
  transferTypeText: z.string(),
  remark: z.string(),
  /** An approved cancellation took this overtime back (it no longer counts). */
  cancelled: z.boolean(),
  /** The open or approved cancellation, if any. */
  cancelApplyId: z.string().nullable(),
  cancelApproveStatus: ZApproveStatus.nullable(),
  attachmentCount: z.number().int(),
});
export type TOvertimeDetail = z.infer<typeof ZOvertimeDetail>;

// ---------------------------------------------------------------- cancellation

/**
 * GetCancel {ApplyId}: ApplyId is the cancellation's id (inquiry list, approval list) or the
 * approved overtime's (cancel list: a new cancellation, or the one already open).
 */
export const ZOvertimeCancelDetail = z.object({
  overtimeApplyId: z.string(),
  overtimeApplyNo: z.string(),
  categoryName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeLength: z.number(),
  /** The overtime's settlement that the cancellation takes back (spec: transferTypeCancel). */
  transferTypeCancel: z.number().int().nullable(),
  transferTypeText: z.string(),
  overtimeRemark: z.string(),
  empName: z.string(),
  empNo: z.string(),
  /** The cancellation; null applyId: none yet (a new form). */
  applyId: z.string().nullable(),
  applyNo: z.string(),
  remark: z.string(),
  approveStatus: ZApproveStatus.nullable(),
  approveStatusText: z.string(),
  taskId: z.string().nullable(),
  actionList: z.array(ZActionItem),
  isOwner: z.boolean(),
  /** The owner may file (or edit) a cancellation now. */
  canEdit: z.boolean(),
});
export type TOvertimeCancelDetail = z.infer<typeof ZOvertimeCancelDetail>;

/** UpdateCancel {ApplyId (the overtime), remark, approveStatus}: saves or submits the one open cancellation. */
export const ZOvertimeCancelSave = z.object({
  ApplyId: z.uuid({ error: 'validation.applyId' }),
  remark: zText(OVERTIME_REMARK_MAX * 2),
  approveStatus: ZSaveStatus,
});
export type TOvertimeCancelSave = z.infer<typeof ZOvertimeCancelSave>;

/** overTimeApplyCancelList?pageIndex&pageSize {applyNo}: my approved overtime that can be cancelled. */
export const ZOvertimeCancelListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  applyNo: z.string().trim().max(40).optional(),
});
export const ZOvertimeCancelListBody = z
  .object({ applyNo: z.string().trim().max(40, { error: 'validation.invalid' }).nullish() })
  .nullish();
export const ZOvertimeCancelItem = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  categoryName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeLength: z.number(),
  transferType: z.number().int().nullable(),
  /** A cancellation already open on it (draft or in approval), if any. */
  cancelApplyId: z.string().nullable(),
  cancelApproveStatus: ZApproveStatus.nullable(),
});
export type TOvertimeCancelItem = z.infer<typeof ZOvertimeCancelItem>;
export const ZOvertimeCancelPage = zPage(ZOvertimeCancelItem);
