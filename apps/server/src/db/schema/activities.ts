import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import type { TLocalizedNames } from './approvals';
import { companies } from './organization';

/**
 * Company activities and the employees' registrations (spec 2 §2 "Activities", §3 Activity,
 * Registration form item, Relative, §4 "Activity registration"). Money is integer fen. Pictures are
 * keys of shop_images (the public picture store, resized for phones by GET /api/Shop/Image/<key>).
 */

/**
 * An activity. `companyId` null: every client company's employees see it. Sign-up is open from
 * `signUpStart` to `signUpEnd` (the spec's startDate / endDate); the activity itself takes place from
 * `eventStart` to `eventEnd` and reads 已结束 after it. `participantLimit` 0 means no limit; otherwise
 * at most that many registrations hold a place (`signedCount`, taken and given back in the same
 * statement as the registration row changes, so the limit holds under any number of concurrent
 * sign-ups). A multi-person activity (isMore) lets the registrant bring relatives: registrant plus
 * relatives at most `relativeNum`. `feeFen` is per person (registrant and each relative).
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    /** The intro (plain text, line breaks kept). */
    descriptions: jsonb('descriptions').$type<TLocalizedNames>().notNull(),
    location: jsonb('location').$type<TLocalizedNames>(),
    /** shop_images key of the cover picture (logoPath). */
    logoKey: text('logo_key'),
    signUpStart: timestamp('sign_up_start', { withTimezone: true }).notNull(),
    signUpEnd: timestamp('sign_up_end', { withTimezone: true }).notNull(),
    eventStart: timestamp('event_start', { withTimezone: true }).notNull(),
    eventEnd: timestamp('event_end', { withTimezone: true }).notNull(),
    participantLimit: integer('participant_limit').notNull().default(0),
    signedCount: integer('signed_count').notNull().default(0),
    /** A reservation activity: its button reads "application form" (spec 2 §2). */
    isRes: boolean('is_res').notNull().default(false),
    isMore: boolean('is_more').notNull().default(false),
    /** Persons per registration, registrant included (1 when not isMore). */
    relativeNum: smallint('relative_num').notNull().default(1),
    feeFen: integer('fee_fen').notNull().default(0),
    /** null: a draft HR is still writing, seen by nobody else. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** HR who saved it last. */
    updatedBy: uuid('updated_by').references(() => employees.eid),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Changes make the activity unread again for everyone (activity_reads.readAt < updatedAt). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_company_published_idx').on(t.companyId, t.publishedAt),
    index('activities_sign_up_end_idx').on(t.signUpEnd),
    check('activities_limit_ck', sql`${t.participantLimit} >= 0`),
    check(
      'activities_signed_count_ck',
      sql`${t.signedCount} >= 0 and (${t.participantLimit} = 0 or ${t.signedCount} <= ${t.participantLimit})`,
    ),
    check('activities_relative_num_ck', sql`${t.relativeNum} between 1 and 20`),
    check('activities_fee_ck', sql`${t.feeFen} >= 0`),
    check('activities_sign_up_ck', sql`${t.signUpStart} <= ${t.signUpEnd}`),
    check('activities_event_ck', sql`${t.eventStart} <= ${t.eventEnd}`),
  ],
);

/** The activity's picture gallery (imageList with image_decpt). */
export const activityImages = pgTable(
  'activity_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    descriptions: jsonb('descriptions').$type<TLocalizedNames>().notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('activity_images_activity_idx').on(t.activityId, t.sort)],
);

/** A choice of a dropdown (cmb) item: the stored value, and its label in each language. */
export type TActivityFormOption = { value: string; names: TLocalizedNames };

/**
 * One item of an activity's registration form (spec 2 §3 "Registration form item"): columnType
 * conName txt (text), dat (date), cmb (dropdown of `options`); isNes required; isShow shown at all;
 * `reg` an optional regular expression checked for safety when HR saves the activity, whose failure
 * shows `regMessages` (reg_decpt). `special` marks the items the spec checks by name: birthday,
 * ID number (GB 11643), phone (mainland mobile or landline).
 */
export const activityFormItems = pgTable(
  'activity_form_items',
  {
    /** activity_detail_id */
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    /** 'birthday' | 'idNo' | 'phone' or null (ACTIVITY_FORM_SPECIALS). */
    special: text('special'),
    /** 'txt' | 'dat' | 'cmb' (ACTIVITY_FORM_CON_NAMES). */
    conName: text('con_name').notNull(),
    options: jsonb('options').$type<TActivityFormOption[]>().notNull().default([]),
    isNes: boolean('is_nes').notNull().default(false),
    isShow: boolean('is_show').notNull().default(true),
    reg: text('reg'),
    regMessages: jsonb('reg_messages').$type<TLocalizedNames>(),
  },
  (t) => [
    index('activity_form_items_activity_idx').on(t.activityId, t.sort),
    check('activity_form_items_con_name_ck', sql`${t.conName} in ('txt', 'dat', 'cmb')`),
    check(
      'activity_form_items_special_ck',
      sql`${t.special} is null or ${t.special} in ('birthday', 'idNo', 'phone')`,
    ),
  ],
);

/** One filled form item of a registration (lstInfo entry), kept as submitted. */
export type TActivityAnswer = { itemId: string; value: string };

/**
 * An employee's registration (regID, regNo). Status (ACTIVITY_REGISTRATION_STATUSES):
 * 'signed' - signed up, holding a place, form not yet submitted;
 * 'submitted' - form submitted, fee not yet paid (only when totalFen > 0);
 * 'confirmed' - done: submitted with no fee, or paid (paidAt set);
 * 'released' - the place was given back (unpaid past holdUntil, or withdrawn); no longer counts.
 * One registration per employee per activity that is not released (partial unique index).
 * `holdUntil`: for a paid activity, when an unpaid registration gives its place back (job
 * ACTIVITY_RELEASE_UNPAID_JOB).
 */
export const activityRegistrations = pgTable(
  'activity_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    /** Shown to the employee (regNo), unique. */
    regNo: text('reg_no').notNull(),
    status: text('status').notNull().default('signed'),
    answers: jsonb('answers').$type<TActivityAnswer[]>().notNull().default([]),
    /** Registrant plus selected relatives, fixed at submit. */
    persons: smallint('persons').notNull().default(1),
    /** fee x persons, fixed at submit; what the payment asks for. */
    totalFen: integer('total_fen').notNull().default(0),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** 'timeout' | 'withdrawn' | 'refunded' */
    releaseReason: text('release_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_registrations_reg_no_uq').on(t.regNo),
    uniqueIndex('activity_registrations_one_live_uq')
      .on(t.activityId, t.eid)
      .where(sql`${t.status} <> 'released'`),
    index('activity_registrations_eid_idx').on(t.eid, t.createdAt),
    index('activity_registrations_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} in ('signed', 'submitted')`),
    check(
      'activity_registrations_status_ck',
      sql`${t.status} in ('signed', 'submitted', 'confirmed', 'released')`,
    ),
    check('activity_registrations_total_ck', sql`${t.totalFen} >= 0`),
    check('activity_registrations_persons_ck', sql`${t.persons} between 1 and 20`),
  ],
);

/** When an employee last opened an activity (is_read; UpdateReadStatus readType=Activities). */
export const activityReads = pgTable(
  'activity_reads',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.eid] })],
);

/**
 * An employee's relatives, kept for later activities (spec 2 §3 "Relative"). Only the owner reads
 * or changes them. Deleted relatives stay (deletedAt) so past registrations still name them.
 * relation (RELATIVE_RELATIONS) sets sex: husband, son, father male; wife, daughter, mother female.
 */
export const relatives = pgTable(
  'relatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    /** 'male' | 'female' */
    sex: text('sex').notNull(),
    age: smallint('age'),
    birthday: date('birthday', { mode: 'string' }),
    /** Sealed (platform/pii.ts `pii1.` text) mobile number; shown masked. */
    phone: text('phone'),
    /**
     * Sealed 18-character resident ID (upper-case X inside); shown masked, also in the owner's
     * edit form, which sends the mask back to keep it.
     */
    idNo: text('id_no'),
    /** Blind index of the ID number (`pii.blindIndex`): one person once among an owner's relatives. */
    idNoIndex: text('id_no_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('relatives_eid_idx').on(t.eid, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('relatives_id_no_idx').on(t.eid, t.idNoIndex).where(sql`${t.deletedAt} is null`),
    check(
      'relatives_relation_ck',
      sql`${t.relation} in ('husband', 'wife', 'son', 'daughter', 'father', 'mother')`,
    ),
    check('relatives_sex_ck', sql`${t.sex} in ('male', 'female')`),
    check('relatives_age_ck', sql`${t.age} is null or ${t.age} between 0 and 120`),
  ],
);

/** The relatives a registration brings (InsActivityRelative). */
export const activityRegistrationRelatives = pgTable(
  'activity_registration_relatives',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => activityRegistrations.id, { onDelete: 'cascade' }),
    relativeId: uuid('relative_id')
      .notNull()
      .references(() => relatives.id),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.relativeId] }),
    index('activity_registration_relatives_relative_idx').on(t.relativeId),
  ],
);
