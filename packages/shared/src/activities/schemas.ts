import { z } from 'zod';
import {
  ACTIVITY_FORM_CON_NAMES,
  ACTIVITY_FORM_SPECIALS,
  ACTIVITY_REGISTRATION_STATUSES,
  RELATIVE_RELATIONS,
} from './constants';

/**
 * The activity shapes more than one part of the app reads (spec 2 §3, §7 "Activities"), in the
 * spec's field names. Money is yuan with two decimals as a string ("50.00"); dates are
 * 'YYYY-MM-DD HH:mm' in the business time zone. Labels are already in the caller's language.
 */

const zYuan = z.string().regex(/^\d+\.\d{2}$/);
const zUuid = z.string().uuid();

/**
 * Where an activity stands for sign-up, for the viewer's company, now:
 * notStarted (before signUpStart), open, full (limit reached), closed (signUpEnd passed),
 * ended (eventEnd passed).
 */
export const ACTIVITY_STATES = ['notStarted', 'open', 'full', 'closed', 'ended'] as const;
export type TActivityState = (typeof ACTIVITY_STATES)[number];

/** GET /CIICActivityAPI/Activity/GetActivity/{actId}: the activity and the caller's own registration. */
export const ZActivity = z.object({
  id: zUuid,
  name: z.string(),
  description: z.string(),
  location: z.string(),
  /** /api/Shop/Image/<key> (add ?w=320 or 640), or null. */
  logoPath: z.string().nullable(),
  imageList: z.array(z.object({ path: z.string(), image_decpt: z.string() })),
  /** Sign-up window (spec startDate / endDate) and when it takes place. */
  startDate: z.string(),
  endDate: z.string(),
  eventStart: z.string(),
  eventEnd: z.string(),
  /** 0: no limit. */
  limit: z.number().int(),
  /** Places taken (registrations holding one). */
  signedCount: z.number().int(),
  isFull: z.boolean(),
  isRes: z.boolean(),
  isMore: z.boolean(),
  relativeNum: z.number().int(),
  /** Per person. */
  actFee: zYuan,
  state: z.enum(ACTIVITY_STATES),
  /** 已发布 or 已结束 (spec 2 §3 activity_status). */
  activity_status: z.string(),
  /** The caller's live (not released) registration, when there is one. */
  regID: zUuid.nullable(),
  regNo: z.string().nullable(),
  /** Has a live registration. */
  isSignUp: z.boolean(),
  /** Form submitted (status submitted or confirmed). */
  isSubmit: z.boolean(),
  /** Paid (a fee was due and it is paid). */
  isPay: z.boolean(),
  /** Nothing more to do: confirmed (paid, or submitted with no fee). */
  isPayed: z.boolean(),
  registrationStatus: z.enum(ACTIVITY_REGISTRATION_STATUSES).nullable(),
  /** fee x persons fixed at submit, when submitted. */
  total: zYuan.nullable(),
  /** An unpaid registration gives its place back at this time ('YYYY-MM-DD HH:mm'), else null. */
  holdUntil: z.string().nullable(),
});
export type TActivity = z.infer<typeof ZActivity>;

/**
 * GET /CIICActivityAPI/Activity/GetActivityDetail/{activityId}: the registration form items shown
 * (isShow), in order, with the caller's submitted value in `val` ('' when none).
 */
export const ZActivityFormItem = z.object({
  activity_detail_id: zUuid,
  name: z.string(),
  val: z.string(),
  isNes: z.boolean(),
  isShow: z.boolean(),
  /** Checked safe when HR saved it; the same source runs on the phone and the server. */
  reg: z.string().nullable(),
  reg_decpt: z.string().nullable(),
  special: z.enum(ACTIVITY_FORM_SPECIALS).nullable(),
  columnType: z.object({
    conName: z.enum(ACTIVITY_FORM_CON_NAMES),
    /** Dropdown choices: value stored, label shown. */
    conValues: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
});
export type TActivityFormItem = z.infer<typeof ZActivityFormItem>;

/**
 * A relative as GetAllRelatives/{regID} lists it (spec 2 §3 "Relative"); is_selected: brought by
 * that registration. idNo is masked (3101**********1234) in lists.
 */
export const ZRelative = z.object({
  relative_id: zUuid,
  relative_name: z.string(),
  relation: z.enum(RELATIVE_RELATIONS),
  sex: z.enum(['male', 'female']),
  age: z.number().int().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  idNo: z.string().nullable(),
  is_selected: z.boolean(),
});
export type TRelative = z.infer<typeof ZRelative>;
