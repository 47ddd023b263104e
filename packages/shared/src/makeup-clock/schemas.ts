import { z } from 'zod';
import { APPROVAL_COMMENT_MAX, ZApplyView, ZSaveStatus } from '../approvals/schemas';
import { MAKEUP_REMARK_MAX } from './rules';

export * from './rules';

/**
 * The make-up clock contract (spec 1 §3 "Attendance change", §7 AttendanceChange, GetWorkscheduleByDate,
 * ApplyRepairAttendance; spec 3 §7 "Attendance query" supplement calls). Field names are the spec's.
 * The fields are taken loosely here and checked by the shared rule (rules.ts), so a bad value gets
 * the same message on the phone and from the server.
 */

/** A number field that may arrive as digits in a string; anything else is left for the rule. */
const looseInt = (key: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v,
    z.number({ error: key }).int({ error: key }).nullable(),
  );
const looseText = (key: string, max: number) =>
  z
    .string({ error: key })
    .max(max * 2, { error: key })
    .nullable()
    .optional();

export const ZAttendanceChange = z.object({
  attendanceDate: looseText('validation.makeupDate', 10),
  type: looseInt('validation.makeupType').optional(),
  remark: looseText('validation.makeupRemarkLength', MAKEUP_REMARK_MAX),
  workStatus: looseInt('validation.makeupWorkStatus').optional(),
  /** The shift of the date as GetWorkscheduleByDate named it; the server finds it again itself. */
  scheduleID: z.string().max(100).nullable().optional(),
  /** 1: filed from the phone. */
  source: z.number().int().optional(),
});
export type TAttendanceChange = z.infer<typeof ZAttendanceChange>;

/** POST AttendanceChange/Add {ApplyId?, AttendanceChange, approveStatus}: 0 save a draft, 1 submit. */
export const ZMakeupAdd = z.object({
  /** An id the client made for a new form (attachments uploaded before saving are keyed by it). */
  ApplyId: z.uuid({ error: 'validation.applyId' }).optional(),
  AttendanceChange: ZAttendanceChange,
  approveStatus: ZSaveStatus.optional().default(1),
});
export type TMakeupAdd = z.infer<typeof ZMakeupAdd>;
export const ZMakeupUpdate = ZMakeupAdd.extend({ ApplyId: z.uuid({ error: 'validation.applyId' }) });
export type TMakeupUpdate = z.infer<typeof ZMakeupUpdate>;

export const ZMakeupIdQuery = z.object({ ApplyId: z.uuid({ error: 'validation.applyId' }) });

/** POST ApplyRepairAttendance {scheduleID, attendanceDate, specialRemarks}: files and submits at once. */
export const ZRepairAttendance = z.object({
  scheduleID: z.string().max(100).nullable().optional(),
  attendanceDate: looseText('validation.makeupDate', 10),
  specialRemarks: looseText('validation.makeupRemarkLength', MAKEUP_REMARK_MAX),
  /** Defaults to 2 (both punches) as the legacy form had no type. */
  type: looseInt('validation.makeupType').optional(),
  workStatus: looseInt('validation.makeupWorkStatus').optional(),
});
export type TRepairAttendance = z.infer<typeof ZRepairAttendance>;

export const ZMakeupSaved = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  approveStatus: z.number().int(),
  viewPath: z.string(),
  /** 0 done; 100 the shift already has a make-up of that type (only on a refusal's resultData). */
  returnTag: z.number().int(),
});
export type TMakeupSaved = z.infer<typeof ZMakeupSaved>;

export const ZMakeupFields = z.object({
  attendanceDate: z.string(),
  type: z.number().int(),
  typeText: z.string(),
  remark: z.string(),
  workStatus: z.number().int().nullable(),
  workStatusText: z.string().nullable(),
  scheduleID: z.string().nullable(),
  shiftName: z.string().nullable(),
  /** HH:mm: the punch times the make-up stands for (shift start / end). */
  workStartTime: z.string().nullable(),
  workEndTime: z.string().nullable(),
  source: z.number().int(),
});
export type TMakeupFields = z.infer<typeof ZMakeupFields>;

/** AttendanceChange/Get and GetSupplementAttendanceApplyDetail: the request for its owner or approver. */
export const ZMakeupDetail = ZApplyView.extend({
  attendanceChange: ZMakeupFields,
  attachmentCount: z.number().int(),
});
export type TMakeupDetail = z.infer<typeof ZMakeupDetail>;

/** GetSupplementAttendanceApplyList?year&pageNow&pageSize (&tab 0 pending / 1 processed, &empNo). */
export const ZSupplementListQuery = z.object({
  year: z.coerce.number({ error: 'validation.year' }).int().min(2000).max(2100).optional(),
  pageNow: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  tab: z.coerce.number().int().min(0).max(1).default(0),
  /** The employee number (or a part of it), e.g. E10001. */
  empNo: z.string().trim().max(30).optional(),
});
export type TSupplementListQuery = z.infer<typeof ZSupplementListQuery>;

export const ZSupplementItem = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  /** The approver's open task (approveId of the detail call), null on the processed tab. */
  approveId: z.string().nullable(),
  groupNo: z.string(),
  empName: z.string(),
  empNo: z.string(),
  attendanceDate: z.string(),
  type: z.number().int(),
  typeText: z.string(),
  remark: z.string(),
  approveStatus: z.number().int(),
  approveStatusText: z.string(),
  /** 通过 / 批退, empty while pending (spec 1 §4). */
  result: z.string(),
  submittedAt: z.string().nullable(),
});
export type TSupplementItem = z.infer<typeof ZSupplementItem>;
export const ZSupplementPage = z.object({ result: z.array(ZSupplementItem), totalCount: z.number().int() });

export const ZSupplementDetailQuery = z.object({
  groupNo: z.string().max(50).optional(),
  applyId: z.uuid({ error: 'validation.applyId' }),
  approveId: z.string().max(50).optional(),
});

/** POST UpdateSupplementAttendanceVerify {applyId, approveId, result 1 pass / 2 reject, opinion}. */
export const ZSupplementVerify = z.object({
  applyId: z.uuid({ error: 'validation.applyId' }),
  approveId: z.uuid({ error: 'validation.taskId' }),
  result: z.coerce.number({ error: 'validation.approvalAction' }).int().min(1).max(2),
  opinion: z
    .string()
    .trim()
    .max(APPROVAL_COMMENT_MAX, { error: 'validation.approvalComment' })
    .optional()
    .default(''),
});
export type TSupplementVerify = z.infer<typeof ZSupplementVerify>;
