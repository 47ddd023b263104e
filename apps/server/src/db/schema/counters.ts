import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { attendanceLocations } from './attendance';
import { companies, organizations } from './organization';

/**
 * A sales counter of a brand (spec 3 §3 "Counter"): where it is, and its GPS position once a counter
 * leader set it. Positioning also sets the clock-in point of the chosen organisation
 * (attendance_locations, kept in attendance_location_id). Brands S, M, N, L and H may overwrite a
 * position; for others a brand administrator enables one more positioning (reposition_enabled).
 */
export const counters = pgTable(
  'counters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    brandCode: text('brand_code').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    limitMeters: integer('limit_meters'),
    remark: text('remark').notNull().default(''),
    positionedAt: timestamp('positioned_at', { withTimezone: true }),
    positionedBy: uuid('positioned_by').references(() => employees.eid),
    repositionEnabled: boolean('reposition_enabled').notNull().default(false),
    attendanceLocationId: uuid('attendance_location_id').references(() => attendanceLocations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('counters_company_number_uq').on(t.companyId, t.number),
    index('counters_company_city_idx').on(t.companyId, t.province, t.city),
    check('counters_limit_ck', sql`${t.limitMeters} is null or ${t.limitMeters} > 0`),
  ],
);

/** Every positioning of a counter, newest last: who, when, where, and whether it overwrote one. */
export const counterPositions = pgTable(
  'counter_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counterId: uuid('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    longitude: numeric('longitude', { precision: 10, scale: 7 }).notNull(),
    latitude: numeric('latitude', { precision: 10, scale: 7 }).notNull(),
    limitMeters: integer('limit_meters').notNull(),
    remark: text('remark').notNull(),
    positionedBy: uuid('positioned_by')
      .notNull()
      .references(() => employees.eid),
    positionedAt: timestamp('positioned_at', { withTimezone: true }).notNull().defaultNow(),
    /** Replaced an earlier position (an overwriting brand or an enabled repositioning). */
    overwrote: boolean('overwrote').notNull().default(false),
  },
  (t) => [index('counter_positions_counter_idx').on(t.counterId, t.positionedAt)],
);
