import { z } from 'zod';
import { ZApplyView, ZApproveStatus, ZSaveStatus } from '../approvals/schemas';
import { EXTEND_FIELD_VALUE_MAX, LEAVE_REMARK_MAX } from './constants';

export * from './constants';

/**
 * The leave contract (spec 1 §3 "Leave apply", "Leave category", policy, leave-day detail, balance
 * info; §7 LeaveApply, LeaveRemain and the AttendanceQuerySummary vacation calls; §9). Field names
 * and paths are the spec's; the server answers in the reader's language where a field is display text.
 */

/** uom (LeaveUom): 1 day, 0 hour. */
export const ZLeaveUom = z.union([z.literal(0), z.literal(1)]);

/** Fields a category may demand on the form (settingsObj.customFields). */
export const LEAVE_CUSTOM_FIELDS = ['MarryDate', 'Kinship', 'TwinCount', 'IsPlaningCaesarean'] as const;
export type TLeaveCustomField = (typeof LEAVE_CUSTOM_FIELDS)[number];

/** Extension field components the form renders (spec 1 §3: componentType, e.g. DatePicker). */
export const EXTEND_COMPONENT_TYPES = ['Input', 'TextArea', 'DatePicker', 'NumberInput'] as const;
export type TExtendComponentType = (typeof EXTEND_COMPONENT_TYPES)[number];

/** limitType (spec 1 §5): 1 start and end in the same year; 0 no limit. */
export const ZLimitType = z.union([z.literal(0), z.literal(1)]);

/** Names in the three catalogue languages, as stored; the API answers with one of them. */
export const ZLocalizedText = z.object({ zh: z.string(), en: z.string(), ja: z.string() });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

const zHm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.leaveTime' });
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** 'YYYY-MM-DD HH:mm' (seconds tolerated) of the form; the server reads it in the company's time zone. */
export const LEAVE_DATETIME_RE = /^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export const zLeaveDateTime = z
  .string({ error: 'validation.leaveTime' })
  .trim()
  .regex(LEAVE_DATETIME_RE, { error: 'validation.leaveTime' })
  .transform((v) => v.replace('T', ' ').slice(0, 16));
const zOptionalDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().regex(DATE_RE, { error: 'validation.date' }).nullish(),
);

// ---------------------------------------------------------------- category

/** An extension field definition as stored on the category (display names in three languages). */
export const ZStoredExtendField = z.object({
  fieldName: z.string().min(1).max(50),
  displayName: ZLocalizedText,
  required: z.boolean(),
  componentType: z.enum(EXTEND_COMPONENT_TYPES),
});
export type TStoredExtendField = z.infer<typeof ZStoredExtendField>;

/** An extension field as the form gets it: display name in the reader's language. */
export const ZLeaveExtendField = z.object({
  fieldName: z.string(),
  displayName: z.string(),
  required: z.boolean(),
  componentType: z.enum(EXTEND_COMPONENT_TYPES),
});
export type TLeaveExtendField = z.infer<typeof ZLeaveExtendField>;

const settingsShape = {
  /** Smallest unit and step of a request in `uom` (0.5 day = half-day category, 1 hour ...). */
  minLength: z.number().positive(),
  uom: ZLeaveUom,
  /** Every request of the category needs an attachment. */
  needAttachment: z.boolean(),
  customFields: z.array(z.enum(LEAVE_CUSTOM_FIELDS)),
  /** How far (in uom) a request may overdraw the balance; only for categories with a balance. */
  remindOverdraftDays: z.number().min(0),
  /** A request longer than this (in uom) needs an attachment; null: length never demands one. */
  minimumUnitNeedAttachment: z.number().min(0).nullable(),
  /** Count calendar days (maternity-type leave) instead of workdays only. */
  countCalendarDays: z.boolean(),
  /** Longest single request in uom (marriage 10 days, bereavement 3 ...); null: no cap. */
  maxLength: z.number().positive().nullable(),
  /** Added to maxLength per baby beyond the first (TwinCount), maternity. */
  extraPerBaby: z.number().min(0),
  /** Added to maxLength for a planned caesarean / dystocia, maternity. */
  extraCaesarean: z.number().min(0),
};

/** settingsObj as stored in leave_categories.settings. */
export const ZStoredLeaveCategorySettings = z.object({
  ...settingsShape,
  extendFields: z.array(ZStoredExtendField),
});
export type TStoredLeaveCategorySettings = z.infer<typeof ZStoredLeaveCategorySettings>;

/** settingsObj as the form gets it. */
export const ZLeaveCategorySettings = z.object({
  ...settingsShape,
  extendFields: z.array(ZLeaveExtendField),
});
export type TLeaveCategorySettings = z.infer<typeof ZLeaveCategorySettings>;

export const ZLeaveCategory = z.object({
  applyCategoryId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameJa: z.string(),
  /** The name in the reader's language. */
  displayName: z.string(),
  categoryCode: z.string(),
  limitType: ZLimitType,
  remark: z.string(),
  /** Whether a granted balance limits the category (annual, compensatory). */
  hasBalance: z.boolean(),
  settingsObj: ZLeaveCategorySettings,
});
export type TLeaveCategory = z.infer<typeof ZLeaveCategory>;

/** The employee's working day: half days split at the dinner break (spec 1 §3 policy, HH:mm). */
export const ZLeavePolicy = z.object({
  workStartTime: zHm,
  workEndTime: zHm,
  dinnerStartTime: zHm,
  dinnerEndTime: zHm,
});
export type TLeavePolicy = z.infer<typeof ZLeavePolicy>;

/** GET /api/LeaveApply/GetCategoryList. */
export const ZLeaveCategoryList = z.object({
  categories: z.array(ZLeaveCategory),
  policy: ZLeavePolicy,
});
export type TLeaveCategoryList = z.infer<typeof ZLeaveCategoryList>;

// ---------------------------------------------------------------- balance info on the form

const zCategoryId = z.uuid({ error: 'validation.leaveCategory' });

/** POST /api/LeaveApply/GetLeaveCategoryInfo?EID {CategoryId, StartTime, CustomFields, eid}. */
export const ZLeaveCategoryInfoBody = z.object({
  CategoryId: zCategoryId,
  /** Picks the balance year; today when absent. */
  StartTime: zLeaveDateTime
    .or(
      z
        .string()
        .regex(DATE_RE)
        .transform((v) => `${v} 00:00`),
    )
    .optional(),
  CustomFields: z
    .array(z.object({ FieldName: z.string().max(50), FieldValue: z.string().max(200).nullable() }))
    .max(20)
    .optional(),
  eid: z.string().optional(),
});
export type TLeaveCategoryInfoBody = z.infer<typeof ZLeaveCategoryInfoBody>;

/** Lines of the balance card on the form (GetLeaveCategoryInfo remainInfo). */
export const REMAIN_CODES = ['Used', 'Remain', 'Amount', 'Warning'] as const;
export type TRemainCode = (typeof REMAIN_CODES)[number];
/** One line of the balance card: Used, Remain, Amount, Warning (a negative value is shown red). */
export const ZRemainInfo = z.object({ code: z.enum(REMAIN_CODES), value: z.number(), text: z.string() });
export type TRemainInfo = z.infer<typeof ZRemainInfo>;
export const ZLeaveCategoryInfoResult = z.object({
  categoryId: z.string(),
  year: z.number().int(),
  uom: ZLeaveUom,
  hasBalance: z.boolean(),
  /** Empty for a category without a balance. */
  remainInfo: z.array(ZRemainInfo),
});
export type TLeaveCategoryInfoResult = z.infer<typeof ZLeaveCategoryInfoResult>;

// ---------------------------------------------------------------- length

export const ZExtendFieldValue = z.object({
  fieldName: z.string().trim().min(1).max(50),
  fieldValue: z
    .string()
    .trim()
    .max(EXTEND_FIELD_VALUE_MAX, { error: 'validation.leaveExtendField' })
    .nullish(),
});
export type TExtendFieldValue = z.infer<typeof ZExtendFieldValue>;

/** The leave-specific optional fields, shared by GetLeaveDays, Create and Update. */
const leaveFieldsShape = {
  marryDate: zOptionalDate,
  kinshipType: z.string().trim().max(50).nullish(),
  kinship: z.string().trim().max(50).nullish(),
  twinCount: z.coerce.number({ error: 'validation.twinCount' }).int().min(1).max(9).nullish(),
  isPlaningCaesarean: z.boolean().nullish(),
  ApplyExtendFieldList: z.array(ZExtendFieldValue).max(20).optional().default([]),
};

/** POST /api/LeaveApply/GetLeaveDays. */
export const ZLeaveDaysBody = z.object({
  eid: z.string().optional(),
  categoryId: zCategoryId,
  startTime: zLeaveDateTime,
  endTime: zLeaveDateTime,
  ...leaveFieldsShape,
});
export type TLeaveDaysBody = z.infer<typeof ZLeaveDaysBody>;

/** One date of a leave: workDayType 0 workday, 1 weekend, 2 holiday; length charged on it in uom. */
export const ZLeaveDayDetail = z.object({
  date: z.string(),
  workDayType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  length: z.number(),
});
export type TLeaveDayDetail = z.infer<typeof ZLeaveDayDetail>;

export const ZLeaveDaysResult = z.object({
  /** The leave's length as the spec's client reads it: what is charged, in uom (same as timeLength). */
  totalDays: z.number(),
  /** Length charged, in uom. */
  timeLength: z.number(),
  /** Calendar dates the period touches, charged or not (13 for a leave over Spring Festival that charges 4). */
  calendarDays: z.number().int(),
  uom: ZLeaveUom,
  detailList: z.array(ZLeaveDayDetail),
  /** Dates of each type in the period. */
  workingDay: z.number().int(),
  weekend: z.number().int(),
  holiday: z.number().int(),
});
export type TLeaveDaysResult = z.infer<typeof ZLeaveDaysResult>;

// ---------------------------------------------------------------- create / update

export const ZLeaveApplyCreate = z.object({
  /** A client-obtained uuid, so attachments can be uploaded under it before the first save. */
  applyId: z.uuid({ error: 'validation.applyId' }).optional(),
  categoryId: zCategoryId,
  startTime: zLeaveDateTime,
  endTime: zLeaveDateTime,
  /** The length the form showed; the server recomputes it and refuses a stale one. */
  timeLength: z.coerce.number({ error: 'validation.leaveLength' }).nullish(),
  remark: z
    .string()
    .trim()
    .max(LEAVE_REMARK_MAX, { error: 'validation.leaveRemark' })
    .nullish()
    .transform((v) => v ?? ''),
  ...leaveFieldsShape,
  approveStatus: ZSaveStatus,
});
export type TLeaveApplyCreate = z.infer<typeof ZLeaveApplyCreate>;
export const ZLeaveApplyUpdate = ZLeaveApplyCreate.extend({
  applyId: z.uuid({ error: 'validation.applyId' }),
});
export type TLeaveApplyUpdate = z.infer<typeof ZLeaveApplyUpdate>;

/** Create/Update answer: the request, its number, status and where to view it. */
export const ZLeaveSaved = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  approveStatus: ZApproveStatus,
  viewPath: z.string(),
});
export type TLeaveSaved = z.infer<typeof ZLeaveSaved>;

export const ZLeaveIdQuery = z.object({ id: z.uuid({ error: 'validation.applyId' }) });

/** POST GetApplyExtendFieldList {CategoryId, ApplyId}: the fields with the request's values. */
export const ZExtendFieldListBody = z.object({
  CategoryId: zCategoryId,
  ApplyId: z.uuid({ error: 'validation.applyId' }).optional(),
});
export const ZLeaveExtendFieldWithValue = ZLeaveExtendField.extend({ fieldValue: z.string() });
export type TLeaveExtendFieldWithValue = z.infer<typeof ZLeaveExtendFieldWithValue>;
export const ZLeaveExtendFieldList = z.array(ZLeaveExtendFieldWithValue);

/** Get / GetDetail: the header view plus the leave fields. */
export const ZLeaveApplyDetail = ZApplyView.extend({
  /** YYYY-MM-DD HH:mm */
  startTime: z.string(),
  endTime: z.string(),
  timeLength: z.number(),
  /** uom: 1 day, 0 hour. */
  timeLengthType: ZLeaveUom,
  remark: z.string(),
  marryDate: z.string().nullable(),
  kinshipType: z.string().nullable(),
  kinship: z.string().nullable(),
  /** The kinship in the reader's language. */
  kinshipText: z.string().nullable(),
  twinCount: z.number().nullable(),
  isPlaningCaesarean: z.boolean().nullable(),
  ApplyExtendFieldList: z.array(ZLeaveExtendFieldWithValue),
  category: ZLeaveCategory,
  leaveDetails: z.array(ZLeaveDayDetail),
  attachmentCount: z.number().int(),
  chargeYear: z.number().int(),
});
export type TLeaveApplyDetail = z.infer<typeof ZLeaveApplyDetail>;

// ---------------------------------------------------------------- kinship

/** Kinship dictionary (spec 1 §3: dictKey, dictValue, dictValueEn); kinshipType groups the degrees. */
export const ZKinshipItem = z.object({
  dictKey: z.string(),
  dictValue: z.string(),
  dictValueEn: z.string(),
  dictValueJa: z.string(),
  /** In the reader's language. */
  displayName: z.string(),
  kinshipType: z.string(),
});
export type TKinshipItem = z.infer<typeof ZKinshipItem>;

// ---------------------------------------------------------------- balances (LeaveAmount)

const zYear = z.coerce.number({ error: 'validation.year' }).int().min(2000).max(2100);

/** POST /api/LeaveRemain/GetAllLeaveRemainForEhome {year, eid, companySiteId}. */
export const ZLeaveRemainAllBody = z.object({
  year: zYear,
  eid: z.string().optional(),
  companySiteId: z.string().nullish(),
});
export type TLeaveRemainAllBody = z.infer<typeof ZLeaveRemainAllBody>;
/** POST /api/LeaveRemain/GetLeaveRemainDetailForEhome {year, eid, applyCategoryId}. */
export const ZLeaveRemainDetailBody = z.object({
  year: zYear,
  eid: z.string().optional(),
  applyCategoryId: zCategoryId,
});
export type TLeaveRemainDetailBody = z.infer<typeof ZLeaveRemainDetailBody>;

/** One balance row of an employee, year and category; remain counts pending requests. */
export const ZLeaveBalance = z.object({
  year: z.number().int(),
  applyCategoryId: z.string(),
  categoryCode: z.string(),
  /** The category name in the reader's language (spec: applyCategoryText / leaveTypeText). */
  applyCategoryText: z.string(),
  leaveTypeText: z.string(),
  uom: ZLeaveUom,
  /** Granted (the card's Amount), usedBefore included in `used`. */
  granted: z.number(),
  Amount: z.number(),
  used: z.number(),
  /** In approval. */
  pending: z.number(),
  remain: z.number(),
  /** The spec's display pair: fieldValue granted, remainValue remaining. */
  fieldValue: z.number(),
  remainValue: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type TLeaveBalance = z.infer<typeof ZLeaveBalance>;
export const ZLeaveBalanceList = z.array(ZLeaveBalance);

/** A request charged to a balance, for the balance detail. */
export const ZLeaveBalanceApply = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeLength: z.number(),
  approveStatus: ZApproveStatus,
  approveStatusText: z.string(),
});
export type TLeaveBalanceApply = z.infer<typeof ZLeaveBalanceApply>;
export const ZLeaveRemainDetail = z.object({
  balance: ZLeaveBalance.nullable(),
  applies: z.array(ZLeaveBalanceApply),
});
export type TLeaveRemainDetail = z.infer<typeof ZLeaveRemainDetail>;

// ---------------------------------------------------------------- vacation (AttendanceQuerySummary)

/** GET GetVacationYearList: years that have a grant or a leave request, newest first. */
export const ZVacationYear = z.object({ year: z.number().int(), text: z.string() });
export type TVacationYear = z.infer<typeof ZVacationYear>;
export const ZVacationYearList = z.array(ZVacationYear);

/** GET GetVacationApplyList?argStartYear: my leave requests charged to that year. */
export const ZVacationApplyQuery = z.object({ argStartYear: zYear });
export const ZVacationApplyItem = z.object({
  /** The leave request's applyId (GetApprovalList?vacationId). */
  vacationId: z.string(),
  applyNo: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeLength: z.number(),
  uom: ZLeaveUom,
  approveStatus: ZApproveStatus,
  approveStatusText: z.string(),
});
export type TVacationApplyItem = z.infer<typeof ZVacationApplyItem>;
export const ZVacationApplyList = z.array(ZVacationApplyItem);
/** GET GetApprovalList?vacationId: the request's approval trail (ZAuditTrail items). */
export const ZVacationApprovalQuery = z.object({ vacationId: z.uuid({ error: 'validation.applyId' }) });
