import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
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
import { employees } from './account';
import { organizations } from './organization';

/** Where an organisation's people may clock in: a point and a range in metres (-1 unlimited). */
export const attendanceLocations = pgTable(
  'attendance_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    remark: text('remark').notNull().default(''),
    limitMeters: integer('limit_meters').notNull(),
    longitude: numeric('longitude', { precision: 10, scale: 7 }).notNull(),
    latitude: numeric('latitude', { precision: 10, scale: 7 }).notNull(),
    createdBy: uuid('created_by').references(() => employees.eid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendance_locations_org_idx').on(t.organizationId),
    check('attendance_locations_limit_ck', sql`${t.limitMeters} = -1 or ${t.limitMeters} > 0`),
  ],
);

/**
 * One row per employee and business date: the first clock-in and the last clock-out with where
 * they happened. Times are the server's.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    attendanceDate: date('attendance_date').notNull(),
    signInAt: timestamp('sign_in_at', { withTimezone: true }),
    signInLongitude: doublePrecision('sign_in_longitude'),
    signInLatitude: doublePrecision('sign_in_latitude'),
    signInLocationId: uuid('sign_in_location_id').references(() => attendanceLocations.id, {
      onDelete: 'set null',
    }),
    signInDistance: integer('sign_in_distance'),
    /** clock (ClockIn), mobile (Attendance/Update), review (HR accepted an out-of-range attempt). */
    signInSource: text('sign_in_source'),
    signOutAt: timestamp('sign_out_at', { withTimezone: true }),
    signOutLongitude: doublePrecision('sign_out_longitude'),
    signOutLatitude: doublePrecision('sign_out_latitude'),
    signOutLocationId: uuid('sign_out_location_id').references(() => attendanceLocations.id, {
      onDelete: 'set null',
    }),
    signOutDistance: integer('sign_out_distance'),
    signOutSource: text('sign_out_source'),
    /** Punched on a day without a shift (rest day or holiday): overtime can claim it. */
    restDayWork: boolean('rest_day_work').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_records_eid_date_uq').on(t.eid, t.attendanceDate)],
);

/** An out-of-range clock attempt, kept for HR to accept (it becomes the punch) or dismiss. */
export const clockExceptions = pgTable(
  'clock_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    kind: text('kind').notNull(),
    attendanceDate: date('attendance_date').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    /** Server-computed metres to the nearest punch point, and that point's range. */
    distance: integer('distance').notNull(),
    limitMeters: integer('limit_meters').notNull(),
    locationId: uuid('location_id').references(() => attendanceLocations.id, { onDelete: 'set null' }),
    locationName: text('location_name'),
    /** What the phone reported in ClockInNull / ClockOutNull (juli, limit, start point). */
    reportedDistance: doublePrecision('reported_distance'),
    reportedLimit: integer('reported_limit'),
    reportedLatitude: doublePrecision('reported_latitude'),
    reportedLongitude: doublePrecision('reported_longitude'),
    status: smallint('status').notNull().default(0),
    reviewedBy: uuid('reviewed_by').references(() => employees.eid),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewRemark: text('review_remark'),
  },
  (t) => [
    index('clock_exceptions_company_status_idx').on(t.companyId, t.status, t.occurredAt),
    index('clock_exceptions_eid_date_idx').on(t.eid, t.attendanceDate),
    check('clock_exceptions_kind_ck', sql`${t.kind} in ('in', 'out')`),
    check('clock_exceptions_status_ck', sql`${t.status} between 0 and 2`),
  ],
);

/** RecordChangeAFNo: the phone remembered another employee number than the one that just punched. */
export const employeeNumberChanges = pgTable(
  'employee_number_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    oldNo: text('old_no').notNull(),
    currentNo: text('current_no').notNull(),
    /** 0 at clock-in, 1 at clock-out. */
    status: smallint('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('employee_number_changes_eid_idx').on(t.eid, t.at)],
);

/** Attendance rule articles of a company (tab 4): sanitised HTML text or a picture. */
export const attendanceRules = pgTable(
  'attendance_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    /** The title in English and Japanese where the company gave one; readers of other languages see `name`. */
    nameEn: text('name_en'),
    nameJa: text('name_ja'),
    kind: text('kind').notNull(),
    contentHtml: text('content_html'),
    imageUrl: text('image_url'),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendance_rules_company_idx').on(t.companyId, t.sort),
    check('attendance_rules_kind_ck', sql`${t.kind} in ('text', 'image')`),
  ],
);
