import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/**
 * Uniform items issued to a person (issue 18, spec 3 §2.6 /Signclothes). The person confirms
 * receipt once: `confirmed_at` is set by the first confirm and never changed.
 */
export const uniformIssues = pgTable(
  'uniform_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    item: text('item').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    issuedOn: date('issued_on').notNull(),
    issuedBy: uuid('issued_by')
      .notNull()
      .references(() => employees.eid),
    /** The issuer's form id: a resent form records one issue. */
    clientRequestId: uuid('client_request_id').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uniform_issues_eid_idx').on(t.eid, t.issuedOn),
    index('uniform_issues_company_idx').on(t.companyId, t.confirmedAt, t.issuedOn),
    uniqueIndex('uniform_issues_request_uq').on(t.issuedBy, t.clientRequestId),
    check('uniform_issues_quantity_ck', sql`${t.quantity} between 1 and 20`),
  ],
);
