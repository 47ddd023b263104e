import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/** A company's shift: work and dinner times (spec 1 §3 leave policy) and the late/early tolerances. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The name in English and Japanese where the company gave one; readers of other languages see `name`. */
    nameEn: text('name_en'),
    nameJa: text('name_ja'),
    workStart: time('work_start').notNull(),
    workEnd: time('work_end').notNull(),
    dinnerStart: time('dinner_start'),
    dinnerEnd: time('dinner_end'),
    lateGraceMinutes: smallint('late_grace_minutes').notNull().default(0),
    earlyGraceMinutes: smallint('early_grace_minutes').notNull().default(0),
    /** The company's standard shift for people without a schedule of their own (spec 3 §9: Mon-Fri, 8 h). */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shifts_company_idx').on(t.companyId),
    uniqueIndex('shifts_company_default_uq').on(t.companyId).where(sql`${t.isDefault}`),
    // Day shifts: the work day does not cross midnight, and the break lies inside it.
    check('shifts_times_ck', sql`${t.workEnd} > ${t.workStart}`),
    check(
      'shifts_dinner_ck',
      sql`(${t.dinnerStart} is null and ${t.dinnerEnd} is null) or (${t.dinnerStart} >= ${t.workStart} and ${t.dinnerEnd} > ${t.dinnerStart} and ${t.dinnerEnd} <= ${t.workEnd})`,
    ),
    check(
      'shifts_grace_ck',
      sql`${t.lateGraceMinutes} between 0 and 240 and ${t.earlyGraceMinutes} between 0 and 240`,
    ),
  ],
);

/**
 * How one employee works: the shift, which weekdays (1 Monday .. 7 Sunday) when the statutory
 * calendar does not apply, and how they punch. Without a row the company's default shift applies,
 * following the statutory calendar, punching at the office.
 */
export const workSchedules = pgTable(
  'work_schedules',
  {
    eid: uuid('eid')
      .primaryKey()
      .references(() => employees.eid),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id),
    /** True: workdays are the statutory calendar's (holidays off, make-up days on). */
    followsCalendar: boolean('follows_calendar').notNull().default(true),
    weekdays: smallint('weekdays').array().notNull().default(sql`ARRAY[1,2,3,4,5]::smallint[]`),
    /** 'office', or 'counter' for people who punch at a shop counter and need a counter manager. */
    punchMode: text('punch_mode').notNull().default('office'),
    counterManagerEid: uuid('counter_manager_eid').references(() => employees.eid),
  },
  (t) => [check('work_schedules_mode_ck', sql`${t.punchMode} in ('office', 'counter')`)],
);

/** A per-date schedule row: this employee works this shift, or (shift null) rests, on this date. */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    date: date('date').notNull(),
    shiftId: uuid('shift_id').references(() => shifts.id),
  },
  (t) => [uniqueIndex('schedule_days_eid_date_uq').on(t.eid, t.date)],
);

/** A company's own day off or extra workday, over the statutory calendar. */
export const calendarOverrides = pgTable(
  'calendar_overrides',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    date: date('date').notNull(),
    dayType: smallint('day_type').notNull(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => employees.eid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_overrides_company_date_uq').on(t.companyId, t.date),
    check('calendar_overrides_day_type_ck', sql`${t.dayType} between 0 and 2`),
  ],
);
