import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { employees } from './account';
import { applies } from './approvals';
import { companies } from './organization';

/** A make-up clock request (补打卡, spec 1 §3 "Attendance change"); the header is in `applies`. */
export const makeupClockApplies = pgTable(
  'makeup_clock_applies',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    attendanceDate: date('attendance_date').notNull(),
    /** 0 on-duty, 1 off-duty, 2 both. */
    type: smallint('type').notNull(),
    remark: text('remark').notNull(),
    /** 1 left at the shift's end, 2 overtime, 3 out on business; off-duty only. */
    workStatus: smallint('work_status'),
    /** The shift of the date when filed (`<date>_<shiftId>`). */
    scheduleId: text('schedule_id'),
    /** 1: filed from the phone. */
    source: smallint('source').notNull().default(1),
  },
  (t) => [
    // The monthly limit counts a person's make-ups of a month.
    index('makeup_clock_applies_eid_date_idx').on(t.eid, t.attendanceDate),
    check('makeup_clock_applies_type_ck', sql`${t.type} between 0 and 2`),
    check(
      'makeup_clock_applies_work_status_ck',
      sql`${t.workStatus} is null or ${t.workStatus} between 1 and 3`,
    ),
  ],
);

/**
 * The punches of a shift that a make-up claims: one row per person, date and punch ('in', 'out'),
 * so one shift has at most one make-up of each type, also when two are sent at once (the primary
 * key decides). A rejected make-up gives its rows up; a deleted one takes them along.
 */
export const makeupClockSlots = pgTable(
  'makeup_clock_slots',
  {
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    attendanceDate: date('attendance_date').notNull(),
    punch: text('punch').notNull(),
    applyId: uuid('apply_id')
      .notNull()
      .references(() => makeupClockApplies.applyId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eid, t.attendanceDate, t.punch] }),
    index('makeup_clock_slots_apply_idx').on(t.applyId),
    check('makeup_clock_slots_punch_ck', sql`${t.punch} in ('in', 'out')`),
  ],
);

/** A company's make-up rules; without a row the default limit (3 a month) applies. */
export const makeupClockSettings = pgTable(
  'makeup_clock_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    monthlyLimit: smallint('monthly_limit').notNull().default(3),
  },
  (t) => [check('makeup_clock_settings_limit_ck', sql`${t.monthlyLimit} between 0 and 31`)],
);
