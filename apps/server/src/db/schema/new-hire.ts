import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/**
 * New-hire registration before the first login (issue 17, spec 3 §2.6 public routes). HR invites a
 * person: the employee row (leaveStatus 0) and one invitation per person. Only the SHA-256 of the
 * code is stored; a re-issue replaces the hash (the old code dies) and resets the counters.
 */
export const newHireInvitations = pgTable(
  'new_hire_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** SHA-256 (hex) of the code of the current link. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong answers on /Employeelanding since the last issue; 5 locks the invitation. */
    failures: smallint('failures').notNull().default(0),
    /** Set once the new hire chose a password: the code and every registration token die. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => employees.eid),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('new_hire_invitations_code_uq').on(t.codeHash),
    uniqueIndex('new_hire_invitations_eid_uq').on(t.eid),
    index('new_hire_invitations_company_idx').on(t.companyId, t.createdAt),
    check('new_hire_invitations_failures_ck', sql`${t.failures} >= 0`),
  ],
);

/** /WorkExperience: up to 10 earlier jobs of a new hire (company, position, months, reason). */
export const newHireWorkExperiences = pgTable(
  'new_hire_work_experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    /** YYYY-MM. */
    fromMonth: text('from_month').notNull(),
    toMonth: text('to_month').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('new_hire_work_experiences_eid_pos_uq').on(t.eid, t.position)],
);
