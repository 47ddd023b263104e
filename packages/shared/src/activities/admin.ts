import { z } from 'zod';
import { ACTIVITY_FORM_CON_NAMES, ACTIVITY_FORM_SPECIALS } from './constants';
import { FORM_REGEX_MAX_LENGTH } from './form-regex';
import { ACTIVITY_STATES } from './schemas';

/**
 * HR's activity administration (/ActivityAdmin; under /CIICActivityAPI/ActivityAdmin/): the list of
 * the company's activities, the edit shape and what SaveActivity takes. Cross-field rules are in
 * admin-rules.ts (shared with the screen). Times 'YYYY-MM-DD HH:mm' in the business time zone; the
 * fee is yuan with up to two decimals.
 */

export const ACTIVITY_ADMIN_API = '/CIICActivityAPI/ActivityAdmin';
export const ACTIVITY_MAX_FORM_ITEMS = 30;
export const ACTIVITY_MAX_IMAGES = 9;

const text = (max: number, key: string) => z.string({ error: key }).trim().max(max, { error: key });
const names = (max: number, key: string) =>
  z.object(
    {
      zh: text(max, key).min(1, { error: key }),
      en: text(max, key).optional().default(''),
      ja: text(max, key).optional().default(''),
    },
    { error: key },
  );
const optionalNames = (max: number, key: string) =>
  z.object({
    zh: text(max, key).optional().default(''),
    en: text(max, key).optional().default(''),
    ja: text(max, key).optional().default(''),
  });
/** A real calendar day: 2026-02-30 is refused, not rolled over to March. */
const isCalendarDay = (wall: string) => {
  const [y, m, d] = wall.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
};
const zWallTime = z
  .string({ error: 'validation.activityTime' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/, {
    error: 'validation.activityTime',
  })
  .refine(isCalendarDay, { error: 'validation.activityTime' });

export const ZActivityFormItemEdit = z.object({
  /** Absent for a new item. */
  id: z.string().uuid().optional(),
  names: names(30, 'validation.formItemName'),
  conName: z.enum(ACTIVITY_FORM_CON_NAMES),
  options: z
    .array(
      z.object({
        value: text(30, 'validation.formOption').min(1),
        names: names(30, 'validation.formOption'),
      }),
    )
    .max(50)
    .default([]),
  special: z.enum(ACTIVITY_FORM_SPECIALS).nullable().default(null),
  isNes: z.boolean().default(false),
  isShow: z.boolean().default(true),
  reg: z
    .string()
    .max(FORM_REGEX_MAX_LENGTH + 1)
    .nullable()
    .default(null),
  regMessages: optionalNames(100, 'validation.invalid').nullable().default(null),
});
export type TActivityFormItemEdit = z.infer<typeof ZActivityFormItemEdit>;

/** POST SaveActivity: create (no id) or update an activity of the HR's company. */
export const ZSaveActivity = z.object({
  id: z.string().uuid({ error: 'validation.activityId' }).optional(),
  names: names(60, 'validation.activityName'),
  descriptions: names(2000, 'validation.activityDescription'),
  location: names(100, 'validation.activityLocation'),
  logoKey: z.string().uuid().nullable().default(null),
  images: z
    .array(z.object({ key: z.string().uuid(), descriptions: optionalNames(100, 'validation.invalid') }))
    .max(ACTIVITY_MAX_IMAGES, { error: 'validation.activityImages' })
    .default([]),
  signUpStart: zWallTime,
  signUpEnd: zWallTime,
  eventStart: zWallTime,
  eventEnd: zWallTime,
  limit: z
    .number({ error: 'validation.activityLimit' })
    .int({ error: 'validation.activityLimit' })
    .min(0, { error: 'validation.activityLimit' })
    .max(100_000, { error: 'validation.activityLimit' }),
  isRes: z.boolean().default(false),
  isMore: z.boolean().default(false),
  relativeNum: z
    .number({ error: 'validation.relativeNum' })
    .int({ error: 'validation.relativeNum' })
    .min(1, { error: 'validation.relativeNum' })
    .max(20, { error: 'validation.relativeNum' }),
  fee: z
    .string({ error: 'validation.activityFee' })
    .trim()
    .regex(/^(0|[1-9]\d{0,5})(\.\d{1,2})?$/, { error: 'validation.activityFee' })
    .refine((v) => Number(v) <= 100_000, { error: 'validation.activityFee' }),
  items: z
    .array(ZActivityFormItemEdit)
    .max(ACTIVITY_MAX_FORM_ITEMS, { error: 'validation.formItems' })
    .default([]),
});
export type TSaveActivity = z.input<typeof ZSaveActivity>;
export type TSaveActivityParsed = z.output<typeof ZSaveActivity>;

/** GET GetActivity/{id}: everything the edit form shows, in every language. */
export const ZActivityEdit = ZSaveActivity.extend({
  id: z.string(),
  items: z.array(ZActivityFormItemEdit.extend({ id: z.string() })),
  logoPath: z.string().nullable(),
  published: z.boolean(),
  signedCount: z.number().int(),
  /** Registrations submitted: fee, relativeNum and the form are locked from the first one. */
  submittedCount: z.number().int(),
});
export type TActivityEdit = z.infer<typeof ZActivityEdit>;

export const ZAdminActivityItem = z.object({
  id: z.string(),
  name: z.string(),
  logoPath: z.string().nullable(),
  published: z.boolean(),
  state: z.enum(ACTIVITY_STATES),
  startDate: z.string(),
  endDate: z.string(),
  eventStart: z.string(),
  limit: z.number().int(),
  signedCount: z.number().int(),
  actFee: z.string(),
});
export const ZAdminActivityList = z.array(ZAdminActivityItem);
export type TAdminActivityItem = z.infer<typeof ZAdminActivityItem>;

export const ZAdminActivityIdParams = z.object({
  id: z.string({ error: 'validation.activityId' }).uuid({ error: 'validation.activityId' }),
});
export const ZAdminRegistrationsQuery = z.object({
  activityId: z.string({ error: 'validation.activityId' }).uuid({ error: 'validation.activityId' }),
});

/** GET Registrations?activityId: who signed up (HR); ID numbers and phones masked (answers and relatives). */
export const ZAdminRegistration = z.object({
  registrationId: z.string(),
  regNo: z.string(),
  employeeName: z.string(),
  status: z.string(),
  persons: z.number().int(),
  total: z.string(),
  registration_date: z.string(),
  answers: z.array(z.object({ name: z.string(), value: z.string() })),
  relatives: z.array(z.object({ name: z.string(), relation: z.string(), idNo: z.string().nullable() })),
});
export const ZAdminRegistrations = z.array(ZAdminRegistration);
/** GET Registration/:id: one registration with ID numbers and phones in full (HR; the read is logged). */
export const ZAdminRegistrationParams = z.object({
  id: z.string({ error: 'validation.registrationId' }).uuid({ error: 'validation.registrationId' }),
});
export type TAdminRegistration = z.infer<typeof ZAdminRegistration>;

/** POST UploadImage: the stored picture's key and its path for the image route. */
export const ZUploadedActivityImage = z.object({ key: z.string(), path: z.string() });
