import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applies } from './approvals';
import { companies } from './organization';

/**
 * An outing or business-trip type of a company (spec 1 §3 category setting: uom, isRemarkRequired),
 * named in zh/en/ja. type 0 outing (OfficialOuting), 1 trip; trips are offered in `sort` order and
 * only the first two (spec 1 §5).
 */
export const travelCategories = pgTable(
  'travel_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    /** 1 day, 0 hour. */
    uom: smallint('uom').notNull(),
    isRemarkRequired: boolean('is_remark_required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('travel_categories_company_code_uq').on(t.companyId, t.code),
    index('travel_categories_company_type_idx').on(t.companyId, t.type, t.sort),
    check('travel_categories_type_ck', sql`${t.type} between 0 and 1`),
  ],
);

/** The outing / trip part of an apply (spec 1 §3 local travel apply); the header is `applies`. */
export const localTravelApplies = pgTable(
  'local_travel_applies',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => travelCategories.id),
    /** timeLengthType: 0 outing (hours), 1 trip (days). */
    type: smallint('type').notNull(),
    /** Outing: the times; trip: the first day's midnight and the midnight after the last day. */
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    timeLength: numeric('time_length', { precision: 8, scale: 2 }).notNull(),
    remark: text('remark').notNull().default(''),
    arrivalName: text('arrival_name').notNull().default(''),
    transportation: text('transportation').notNull().default(''),
    /** When an approved cancellation took the outing back: it then counts nowhere. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [check('local_travel_applies_type_ck', sql`${t.type} between 0 and 1`)],
);

/**
 * An outing cancellation (kind outingCancel): its own apply (header, tasks, trail) pointing at the
 * approved outing it takes back. `open` stays true while it is a draft, in approval or approved; a
 * rejection closes it, so the owner may ask again. One open cancellation per outing.
 */
export const outingCancels = pgTable(
  'outing_cancels',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    outingApplyId: uuid('outing_apply_id')
      .notNull()
      .references(() => localTravelApplies.applyId, { onDelete: 'cascade' }),
    remark: text('remark').notNull().default(''),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    index('outing_cancels_outing_idx').on(t.outingApplyId),
    uniqueIndex('outing_cancels_open_uq').on(t.outingApplyId).where(sql`${t.open}`),
  ],
);
