import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { applies } from './approvals';
import { companies } from './organization';

/**
 * A leave type of a company (spec 1 §3 leave category). `settings` is the spec's settingsObj:
 * minLength, uom, needAttachment, customFields, remindOverdraftDays, minimumUnitNeedAttachment,
 * plus the extension fields the form asks for; its type is the shared TLeaveCategorySettings.
 */
export const leaveCategories = pgTable(
  'leave_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    /** 1: start and end must fall in the same year. */
    limitType: smallint('limit_type').notNull().default(0),
    /** The note under the picker, in the three catalogue languages like the name. */
    remark: text('remark').notNull().default(''),
    remarkEn: text('remark_en').notNull().default(''),
    remarkJa: text('remark_ja').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** Whether a balance (grant) limits this type; unlimited types show no remain. */
    hasBalance: boolean('has_balance').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('leave_categories_company_code_uq').on(t.companyId, t.code)],
);

/** The leave-specific part of an apply (spec 1 §3 leave apply). */
export const leaveApplies = pgTable(
  'leave_applies',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => leaveCategories.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    timeLength: numeric('time_length', { precision: 8, scale: 2 }).notNull(),
    /** 1 day, otherwise hour. */
    timeLengthType: smallint('time_length_type').notNull(),
    remark: text('remark').notNull().default(''),
    marryDate: date('marry_date'),
    kinshipType: text('kinship_type'),
    kinship: text('kinship'),
    twinCount: smallint('twin_count'),
    isPlaningCaesarean: boolean('is_planing_caesarean'),
    extendFields: jsonb('extend_fields')
      .$type<{ fieldName: string; fieldValue: string }[]>()
      .notNull()
      .default([]),
    /** Per-date breakdown (date, workDayType, length) as GetLeaveDays computed it. */
    details: jsonb('details').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The balance year the request is charged to. */
    chargeYear: smallint('charge_year').notNull(),
  },
  (t) => [index('leave_applies_category_year_idx').on(t.categoryId, t.chargeYear)],
);

/** Days (or hours) granted to an employee for a leave type and year: the balance's "Amount". */
export const leaveGrants = pgTable(
  'leave_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => leaveCategories.id),
    year: smallint('year').notNull(),
    granted: numeric('granted', { precision: 8, scale: 2 }).notNull(),
    /** Taken outside this app before it was used (carried in from payroll), counted as used. */
    usedBefore: numeric('used_before', { precision: 8, scale: 2 }).notNull().default('0'),
    /** statutory (annual-leave tiers), company, manual. */
    source: text('source').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leave_grants_eid_category_year_uq').on(t.eid, t.categoryId, t.year)],
);

/** A dynamic leave form template (spec 3 §3): formItems rendered by ctrlType. */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    tempName: text('temp_name').notNull(),
    title: text('title').notNull(),
    items: jsonb('items').$type<Record<string, unknown>[]>().notNull(),
  },
  (t) => [uniqueIndex('form_templates_company_name_uq').on(t.companyId, t.tempName)],
);

/** A filled dynamic form; `applyId` links the request it created when it files one. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => formTemplates.id),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    applyId: uuid('apply_id').references(() => applies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_eid_idx').on(t.eid, t.createdAt)],
);
