import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { applies } from './approvals';

/**
 * A birth record (spec 1 §3 "Birth record"): the maternity-specific part of an apply. On approval
 * the record grants the maternity leave (a leave_grants row, source 'maternity'); the figures it
 * was granted on are kept here so the record says what it gave.
 */
export const maternityApplies = pgTable(
  'maternity_applies',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    birthTime: timestamp('birth_time', { withTimezone: true }).notNull(),
    /** The birth's date in the business time zone: the leave's validity starts here. */
    birthDate: date('birth_date').notNull(),
    dystocia: boolean('dystocia').notNull().default(false),
    babyCount: smallint('baby_count').notNull().default(1),
    remark: text('remark').notNull().default(''),
    /** Days granted on approval (null until then). */
    grantedDays: numeric('granted_days', { precision: 8, scale: 2 }),
  },
  (t) => [check('maternity_applies_babies_ck', sql`${t.babyCount} between 1 and 9`)],
);

/**
 * A leave cancellation (销假): the approved leave it cancels, from which date on, and the length
 * that returns to the balance. Balances and the calendar read approved cancellations, so nothing
 * else changes on approval.
 */
export const leaveCancelApplies = pgTable(
  'leave_cancel_applies',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    leaveApplyId: uuid('leave_apply_id')
      .notNull()
      .references(() => applies.id),
    /** First date cancelled (YYYY-MM-DD); the leave's first date cancels it whole. */
    cancelFrom: date('cancel_from').notNull(),
    /** The instant the cancelled part starts: the leave's start for a whole cancellation, else cancelFrom 00:00. */
    cancelStart: timestamp('cancel_start', { withTimezone: true }).notNull(),
    /** Length returned, in the leave's unit. */
    cancelLength: numeric('cancel_length', { precision: 8, scale: 2 }).notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('leave_cancel_applies_leave_idx').on(t.leaveApplyId),
    check('leave_cancel_applies_length_ck', sql`${t.cancelLength} > 0`),
  ],
);
