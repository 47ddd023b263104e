import { type AnyPgColumn, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A client company of the HR services provider; its employees use the app. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  /** First day the company records attendance here: earlier days are not judged (no one was absent). */
  attendanceSince: date('attendance_since'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Organisation tree of a company: head office at the root, departments below. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => organizations.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_company_idx').on(t.companyId),
    index('organizations_parent_idx').on(t.parentId),
  ],
);
