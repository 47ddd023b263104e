import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, organizations } from './organization';

/**
 * The consulting contact shown on /Entrymanagement and /EntrymanagementCertificatesDetail (spec 3
 * §2.1): for a Shanghai branch an operator (name, phone, e-mail) of the company; elsewhere the
 * organisation's contact (name, telephone, address). A row with no organisation is the company's
 * default for its organisations without one of their own.
 */
export const onboardingServiceContacts = pgTable(
  'onboarding_service_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    organizationId: uuid('organization_id').references(() => organizations.id),
    /** operator (Shanghai branch) or organization (elsewhere). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onboarding_service_contacts_uq').on(
      t.companyId,
      t.kind,
      sql`coalesce(${t.organizationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('onboarding_service_contacts_kind_ck', sql`${t.kind} in ('operator', 'organization')`),
  ],
);
