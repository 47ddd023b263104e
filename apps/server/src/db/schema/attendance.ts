import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
