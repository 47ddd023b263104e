import { z } from 'zod';
import { ZApplicationItem, ZApplyView, ZSaveStatus } from '../approvals/schemas';
import { TravelType } from './constants';

export * from './constants';
export * from './rules';

/**
 * The outing / business trip contract (spec 1 §7 "Outing and trip"): the spec's payload names,
 * odd casing included. Field rules (messages of spec 1 §5) are checked by checkTravelApply on both
 * sides; the schema only bounds what may reach it, so a wrong field gets the spec's message.
 */
const zText = (max: number) =>
  z
    .union([z.string().max(max, { error: 'validation.invalid' }), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v)));

export const ZTravelType = z.union([z.literal(TravelType.Outing), z.literal(TravelType.Trip)], {
  error: 'validation.invalid',
});

/** Add / Update {LocalTravelId, ApplyCategoryId, TimeLength, TimeLengthType, ...} plus approveStatus. */
export const ZLocalTravelSave = z.object({
  /** Add: an id the client made (attachments uploaded before saving are keyed by it); Update: the request. */
  LocalTravelId: z.uuid({ error: 'validation.applyId' }).nullish(),
  ApplyCategoryId: zText(64),
  TimeLength: zText(16),
  TimeLengthType: z.coerce.number().pipe(ZTravelType),
  LocalTravelStartDate: zText(32),
  LocalTravelEndDate: zText(32),
  Remark: zText(2000),
  ArrivalName: zText(500),
  Transportation: zText(500),
  approveStatus: z.coerce.number().pipe(ZSaveStatus).optional().default(1),
});
export type TLocalTravelSave = z.infer<typeof ZLocalTravelSave>;
export type TLocalTravelSaveInput = z.input<typeof ZLocalTravelSave>;

export const ZLocalTravelSaved = z.object({
  applyId: z.string(),
  localTravelId: z.string(),
  applyNo: z.string(),
  approveStatus: z.number().int(),
  viewPath: z.string(),
});
export type TLocalTravelSaved = z.infer<typeof ZLocalTravelSaved>;

/** Get {ApplyId} (also accepted as applyId / LocalTravelId). */
export const ZLocalTravelRef = z
  .object({
    ApplyId: z.uuid({ error: 'validation.applyId' }).optional(),
    applyId: z.uuid({ error: 'validation.applyId' }).optional(),
    LocalTravelId: z.uuid({ error: 'validation.applyId' }).optional(),
    eid: z.string().optional(),
  })
  .refine((v) => v.ApplyId ?? v.applyId ?? v.LocalTravelId, { error: 'validation.applyId' })
  .transform((v) => ({ applyId: (v.ApplyId ?? v.applyId ?? v.LocalTravelId) as string }));

/** A category of outing or trip (spec 1 §3 category setting: uom, isRemarkRequired). */
export const ZTravelCategory = z.object({
  applyCategoryId: z.string(),
  categoryCode: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameJa: z.string(),
  /** In the reader's language. */
  displayName: z.string(),
  type: ZTravelType,
  settingsObj: z.object({ uom: z.number().int(), isRemarkRequired: z.boolean() }),
});
export type TTravelCategory = z.infer<typeof ZTravelCategory>;
export const ZTravelCategoryQuery = z.object({ type: z.coerce.number().pipe(ZTravelType) });

export const ZOutingCancelState = z.object({
  localTravelCancelID: z.string(),
  applyNo: z.string(),
  approveStatus: z.number().int(),
  approveStatusText: z.string(),
});

/** Get: the header view and the request's own fields. */
export const ZLocalTravelDetail = ZApplyView.extend({
  localTravelId: z.string(),
  applyCategoryId: z.string(),
  timeLength: z.number(),
  timeLengthType: ZTravelType,
  /** Outing 'YYYY-MM-DD HH:mm', trip 'YYYY-MM-DD'. */
  localTravelStartDate: z.string(),
  localTravelEndDate: z.string(),
  remark: z.string(),
  arrivalName: z.string(),
  transportation: z.string(),
  category: ZTravelCategory,
  attachmentCount: z.number().int(),
  /** An approved cancellation took this outing back: it no longer counts. */
  cancelled: z.boolean(),
  /** The outing's open or approved cancellation, if any. */
  cancel: ZOutingCancelState.nullable(),
});
export type TLocalTravelDetail = z.infer<typeof ZLocalTravelDetail>;

/** List?type&pageIndex&pageSize (GET or POST). */
export const ZLocalTravelListQuery = z.object({
  type: z.coerce.number().pipe(ZTravelType).optional().default(TravelType.Outing),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  approveStatus: z.coerce.number().int().min(0).max(3).optional(),
});

// ---------------------------------------------------------------- outing cancellation

/** CreateWOT {applyId (the approved outing), Cremark, approveStatus}. */
export const ZOutingCancelCreate = z.object({
  applyId: z.uuid({ error: 'validation.applyId' }),
  Cremark: zText(2000),
  approveStatus: z.coerce.number().pipe(ZSaveStatus).optional().default(1),
});
export type TOutingCancelCreate = z.infer<typeof ZOutingCancelCreate>;
/** UpdateWOT {applyId (the cancellation, or its outing), Cremark, approveStatus}. */
export const ZOutingCancelUpdate = ZOutingCancelCreate;

export const ZOutingCancelSaved = z.object({
  applyId: z.string(),
  localTravelCancelID: z.string(),
  applyNo: z.string(),
  approveStatus: z.number().int(),
});
export type TOutingCancelSaved = z.infer<typeof ZOutingCancelSaved>;

/** WOTCancelProcessGet {ApplyId}: an outing with its cancellation (the id may be either). */
export const ZOutingCancelView = z.object({
  outing: ZLocalTravelDetail,
  /** The cancellation as this viewer sees it (task and actions for its approver), or none yet. */
  cancel: ZApplyView.extend({ remark: z.string(), localTravelCancelID: z.string() }).nullable(),
  /** Whether the viewer may start a cancellation of this outing now. */
  canCreate: z.boolean(),
});
export type TOutingCancelView = z.infer<typeof ZOutingCancelView>;

/** WotCancelList?pageIndex&pageSize {applyNo}: search by the cancellation's or the outing's number. */
export const ZWotCancelListBody = z
  .object({ applyNo: z.string().trim().max(50, { error: 'validation.invalid' }).optional() })
  .nullish()
  .transform((v) => ({ applyNo: v?.applyNo ?? '' }));
export const ZWotListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  applyNo: z.string().trim().max(50, { error: 'validation.invalid' }).optional(),
});

/** A cancellation (or a cancellable outing) in a list: the application item with its ids. */
export const ZOutingCancelItem = ZApplicationItem.extend({
  /** The cancelled outing's request id and number. */
  outingApplyId: z.string(),
  outingApplyNo: z.string(),
});
export type TOutingCancelItem = z.infer<typeof ZOutingCancelItem>;
export const ZOutingCancelPage = z.object({
  result: z.array(ZOutingCancelItem),
  totalCount: z.number().int(),
});
