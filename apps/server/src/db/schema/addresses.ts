import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './account';

/**
 * An employee's delivery address book (spec 2 §3 "Address"), shared by both shops and the
 * certificate and resignation address screens (spec 3). Only the owner ever reads or changes it.
 * At most one default per employee (partial unique index): the first address added becomes the
 * default, and deleting down to one address makes that one the default (spec 2 §4).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    /** Consignee (userName). */
    userName: text('user_name').notNull(),
    tel: text('tel').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    /** District / county. */
    area: text('area').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    /** Detailed address (streetName). */
    streetName: text('street_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_eid_idx').on(t.eid, t.createdAt),
    uniqueIndex('addresses_one_default_uq').on(t.eid).where(sql`${t.isDefault}`),
  ],
);
