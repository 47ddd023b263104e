import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, organizations } from './organization';

/** A person who logs in: employee data and account in one row (one account per employee). */
export const employees = pgTable(
  'employees',
  {
    eid: uuid('eid').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    employeeName: text('employee_name').notNull(),
    /** The employee number shown to people (e.g. E10001). */
    employeeNo: text('employee_no').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** First approver of this person's requests. */
    managerEid: uuid('manager_eid').references((): AnyPgColumn => employees.eid),
    socialCity: text('social_city').notNull(),
    employeeType: text('employee_type').notNull(),
    /** 0 onboarding, 1 in service, 2 departed (shared LeaveStatus). */
    leaveStatus: smallint('leave_status').notNull().default(1),
    wxImage: text('wx_image'),
    /** First day of employment: attendance is judged from it; service years count from it. */
    hireDate: date('hire_date'),
    roles: text('roles').array().notNull().default(sql`ARRAY['employee']::text[]`),
    afService: boolean('af_service').notNull().default(false),
    afFundTransfer: boolean('af_fundtransfer').notNull().default(false),
    afEnterTransact: boolean('af_enter_transact').notNull().default(false),
    afIncomeTransact: boolean('af_income_transact').notNull().default(false),
    afLeaveTransact: boolean('af_leave_transact').notNull().default(false),
    /** The provider's service type; 人事代理 (personnel agency) hides the income certificate. */
    serviceType: text('service_type').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Login looks names up case-insensitively, so uniqueness must be case-insensitive too.
    uniqueIndex('employees_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('employees_company_no_uq').on(t.companyId, t.employeeNo),
    index('employees_manager_idx').on(t.managerEid),
    index('employees_organization_idx').on(t.organizationId),
    check('employees_leave_status_ck', sql`${t.leaveStatus} between 0 and 2`),
  ],
);

/**
 * Login attempts counted before the password is checked, one row per counter: `source:<name>@<address>`
 * (slowed, then locked), `account:<name>` (all addresses; slowed only) and `address:<address>` (all
 * names). Names that do not exist are counted too, so a refusal does not reveal which names are real.
 * In the database so every instance sees the same counts.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  /** Attempts in the window that did not succeed (an attempt in flight counts until it does). */
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** No attempt on this counter before this moment (a delay or a lock). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Addresses an account logged in from: they are not slowed by failures from elsewhere. */
export const loginKnownSources = pgTable(
  'login_known_sources',
  {
    userName: text('user_name').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userName, t.address] })],
);

/** Logged-out tokens, refused until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    eid: uuid('eid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);
