import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { leaveCategories } from './leave';
import { companies } from './organization';

/**
 * An overtime type of a company (spec 1 §3: category setting customFields may contain DiningTime and
 * TransferType). `dayType` says which days it is for (0 workday, 1 rest day, 2 holiday).
 */
export const overtimeCategories = pgTable(
  'overtime_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    dayType: smallint('day_type').notNull().default(0),
    customFields: jsonb('custom_fields').$type<string[]>().notNull().default([]),
    /** 0 overtime pay, 1 compensatory leave: what the settlement field starts at. */
    defaultTransferType: smallint('default_transfer_type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('overtime_categories_company_code_uq').on(t.companyId, t.code)],
);

/** The overtime part of an apply (spec 1 §3 "Overtime apply"). */
export const overtimeApplies = pgTable(
  'overtime_applies',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => overtimeCategories.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Hours, in half hours (server-computed). */
    timeLength: numeric('time_length', { precision: 6, scale: 2 }).notNull(),
    /** Meal break in hours, taken off the length. */
    diningTime: numeric('dining_time', { precision: 4, scale: 2 }).notNull().default('0'),
    /** 0 overtime pay, 1 compensatory leave; null when the category does not ask. */
    transferType: smallint('transfer_type'),
    remark: text('remark').notNull().default(''),
    /** The approved cancellation that took this overtime back; null while it counts. */
    cancelledBy: uuid('cancelled_by'),
  },
  (t) => [
    index('overtime_applies_category_idx').on(t.categoryId),
    check('overtime_applies_transfer_ck', sql`${t.transferType} is null or ${t.transferType} in (0, 1)`),
  ],
);

/**
 * An overtime cancellation (kind overtimeCancel, spec 1 §3 "Overtime cancel"). `open` is true until it
 * is rejected: at most one open cancellation per overtime (draft, in approval or approved).
 */
export const overtimeCancels = pgTable(
  'overtime_cancels',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    overtimeApplyId: uuid('overtime_apply_id')
      .notNull()
      .references(() => overtimeApplies.applyId, { onDelete: 'cascade' }),
    remark: text('remark').notNull().default(''),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    index('overtime_cancels_overtime_idx').on(t.overtimeApplyId),
    uniqueIndex('overtime_cancels_one_open_uq').on(t.overtimeApplyId).where(sql`${t.open}`),
  ],
);

/**
 * Leave balance credited by an event, e.g. an approved comp-leave overtime (owned by the leave module:
 * modules/leave/credits.ts). Amount in the leave category's unit (`unit`: 1 day, 0 hour). One credit
 * per source request; revoking deletes it, so the balance is a sum that cannot drift.
 */
export const leaveCredits = pgTable(
  'leave_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => leaveCategories.id),
    year: smallint('year').notNull(),
    amount: numeric('amount', { precision: 8, scale: 2 }).notNull(),
    unit: smallint('unit').notNull(),
    sourceApplyId: uuid('source_apply_id')
      .notNull()
      .references(() => applies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_credits_source_uq').on(t.sourceApplyId),
    index('leave_credits_eid_year_idx').on(t.eid, t.year, t.categoryId),
  ],
);
