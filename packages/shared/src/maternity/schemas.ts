import { z } from 'zod';
import { ZApplyView, ZSaveStatus } from '../approvals/schemas';
import { MATERNITY_MAX_BABIES, MATERNITY_REMARK_MAX } from './rules';

export * from './rules';

/**
 * The birth record contract (spec 1 §3 "Birth record": applyID, birthDate / BirthTime, remark,
 * image, applyEntity, birthRecordEntity; §7 "Maternity": BirthRecordApply Get, Add, Update, Recall,
 * List). Field names are the spec's; Dystocia and BabyCount are this product's additions (they
 * decide the maternity leave the record grants).
 */

const zOptionalUuid = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.uuid({ error: 'validation.applyId' }).optional(),
);

/** POST /api/BirthRecordApply/Get {ApplyId}: empty asks for a new id. */
export const ZBirthRecordGetBody = z.object({ ApplyId: zOptionalUuid, applyId: zOptionalUuid });

const zBirthTime = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace('T', ' ') : v),
  z.string({ error: 'validation.birthTime' }).min(1, { error: 'validation.birthTime' }),
);

const recordFields = {
  ApplyID: z.uuid({ error: 'validation.applyId' }),
  BirthTime: zBirthTime,
  Remark: z.string().max(MATERNITY_REMARK_MAX, { error: 'maternity.remarkTooLong' }).optional().default(''),
  Dystocia: z.boolean().optional().default(false),
  BabyCount: z.coerce
    .number({ error: 'maternity.babyCount' })
    .int({ error: 'maternity.babyCount' })
    .min(1, { error: 'maternity.babyCount' })
    .max(MATERNITY_MAX_BABIES, { error: 'maternity.babyCount' })
    .optional()
    .default(1),
  /** 0 save a draft, 1 submit. */
  approveStatus: ZSaveStatus.optional().default(0),
};

/** POST /api/BirthRecordApply/Add {ApplyID, BirthTime, Remark}. */
export const ZBirthRecordAdd = z.object(recordFields);
export type TBirthRecordAdd = z.infer<typeof ZBirthRecordAdd>;
/** POST /api/BirthRecordApply/Update {ApplyID, BirthTime, Remark, applyEntity, birthRecordEntity}. */
export const ZBirthRecordUpdate = z.object({
  ...recordFields,
  applyEntity: z.unknown().optional(),
  birthRecordEntity: z.unknown().optional(),
});
export type TBirthRecordUpdate = z.infer<typeof ZBirthRecordUpdate>;

export const ZMaternityEntitlement = z.object({
  national: z.number(),
  dystocia: z.number(),
  multiple: z.number(),
  local: z.number(),
  total: z.number(),
});

export const ZBirthRecordEntity = z.object({
  /** YYYY-MM-DD HH:mm, empty on a new record. */
  birthTime: z.string(),
  birthDate: z.string(),
  dystocia: z.boolean(),
  babyCount: z.number().int(),
  remark: z.string(),
  socialCity: z.string(),
});

/** Get's answer: a new record (isNew, no header yet) or the stored one for its owner or approver. */
export const ZBirthRecordDetail = z.object({
  applyID: z.string(),
  isNew: z.boolean(),
  applyEntity: ZApplyView.nullable(),
  birthRecordEntity: ZBirthRecordEntity,
  /** The maternity leave the record grants (granted on approval). */
  entitlement: ZMaternityEntitlement,
  imageCount: z.number().int(),
});
export type TBirthRecordDetail = z.infer<typeof ZBirthRecordDetail>;

export const ZBirthRecordSaved = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  approveStatus: z.number().int(),
  viewPath: z.string(),
});
export type TBirthRecordSaved = z.infer<typeof ZBirthRecordSaved>;
