import { z } from 'zod';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_REGISTRATION_STATUSES } from './constants';
import { ACTIVITY_STATES } from './schemas';

/**
 * The activity lists an employee reads (spec 2 §2 /ActivitiesAndWelfare, /Myactivities,
 * /Myactivitypage, /Detailedactivity; §7 GetActivitiesByStatus) in the spec's field names. Money is
 * yuan with two decimals as text; times 'YYYY-MM-DD HH:mm' in the business time zone.
 */

const zYuan = z.string().regex(/^\d+\.\d{2}$/);

const looseInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: 'validation.positiveInt' })
      .int({ error: 'validation.positiveInt' })
      .min(min, { error: 'validation.positiveInt' })
      .max(max, { error: 'validation.positiveInt' }),
  );

/** pageNow (1-based) and pageSize (10 unless asked, at most 50). */
export const ZActivityPageQuery = z.object({
  pageNow: looseInt(1, 100_000).optional().default(1),
  pageSize: looseInt(1, 50).optional().default(ACTIVITY_PAGE_SIZE),
});
export type TActivityPageQuery = z.infer<typeof ZActivityPageQuery>;

/** An activity id in a path or a query: a uuid, else "the activity does not exist". */
export const ZActivityIdParams = z.object({
  actId: z.string({ error: 'validation.activityId' }).uuid({ error: 'validation.activityId' }),
});

/** GET GetActivitiesByStatus: one card of the activities list. */
export const ZActivityListItem = z.object({
  id: z.string(),
  activity_name: z.string(),
  logoPath: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  eventStart: z.string(),
  location: z.string(),
  actFee: zYuan,
  limit: z.number().int(),
  signedCount: z.number().int(),
  isFull: z.boolean(),
  state: z.enum(ACTIVITY_STATES),
  /** 已发布 or 已结束 (the spec's value), and the same in the caller's language. */
  activity_status: z.string(),
  activity_status_label: z.string(),
  is_read: z.boolean(),
});
export type TActivityListItem = z.infer<typeof ZActivityListItem>;

export const ZActivityPage = z.object({
  totalCount: z.number().int(),
  result: z.array(ZActivityListItem),
});
export type TActivityPage = z.infer<typeof ZActivityPage>;

/** My activities: ongoing (the activity has not ended) or ended; absent: both. */
export const MY_ACTIVITY_TABS = ['ongoing', 'ended'] as const;
export type TMyActivityTab = (typeof MY_ACTIVITY_TABS)[number];

export const ZMyActivitiesQuery = ZActivityPageQuery.extend({
  tab: z.enum(MY_ACTIVITY_TABS, { error: 'validation.activityTab' }).optional(),
});
export type TMyActivitiesQuery = z.infer<typeof ZMyActivitiesQuery>;

/** GET GetMyActivities: one of the caller's live registrations. */
export const ZMyActivityItem = z.object({
  activity_id: z.string(),
  registrationId: z.string(),
  regNo: z.string(),
  activity_name: z.string(),
  logoPath: z.string().nullable(),
  eventStart: z.string(),
  location: z.string(),
  activity_status: z.string(),
  activity_status_label: z.string(),
  ended: z.boolean(),
  is_read: z.boolean(),
  /** When the form was submitted ('' before), when the place was taken. */
  submit_date: z.string(),
  registration_date: z.string(),
  status: z.enum(ACTIVITY_REGISTRATION_STATUSES),
  total: zYuan,
  /** A fee was due and it is paid. */
  isPay: z.boolean(),
  /** Submitted, a fee due, not paid: the list offers "go pay". */
  needsPay: z.boolean(),
  holdUntil: z.string().nullable(),
});
export type TMyActivityItem = z.infer<typeof ZMyActivityItem>;

export const ZMyActivityPage = z.object({
  totalCount: z.number().int(),
  result: z.array(ZMyActivityItem),
});
export type TMyActivityPage = z.infer<typeof ZMyActivityPage>;

export const ZMyRegistrationQuery = z.object({
  registrationId: z
    .string({ error: 'validation.registrationId' })
    .uuid({ error: 'validation.registrationId' }),
});

/** GET GetMyRegistration: the detail of one of the caller's registrations (/Detailedactivity). */
export const ZMyRegistration = z.object({
  activity: z.object({
    id: z.string(),
    name: z.string(),
    logoPath: z.string().nullable(),
    location: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    eventStart: z.string(),
    eventEnd: z.string(),
    state: z.enum(ACTIVITY_STATES),
    activity_status: z.string(),
    activity_status_label: z.string(),
    actFee: zYuan,
  }),
  registrationId: z.string(),
  regNo: z.string(),
  status: z.enum(ACTIVITY_REGISTRATION_STATUSES),
  /** The submitted form, labelled in the caller's language; the ID number masked (the edit form has it in full). */
  answers: z.array(z.object({ name: z.string(), value: z.string() })),
  relatives: z.array(z.object({ name: z.string(), relation: z.string(), idNo: z.string().nullable() })),
  persons: z.number().int(),
  total: zYuan,
  isPay: z.boolean(),
  needsPay: z.boolean(),
  registration_date: z.string(),
  submit_date: z.string(),
  paidAt: z.string().nullable(),
  holdUntil: z.string().nullable(),
});
export type TMyRegistration = z.infer<typeof ZMyRegistration>;
