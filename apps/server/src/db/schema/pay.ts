import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/*
 * Pay and benefit records (spec 3 §2.6 "Personal and HR info", issue 18), loaded by payroll (the
 * `payroll` role, or the demo data) and read by the employee after re-authentication. Amounts are
 * integer fen. The tax trial and the income declaration read the payslips as the year's income.
 * Pay is personal data: never logged, never in a cache shared between users.
 */

/** One line of a payslip: an earning (gross pay, allowances) or a deduction (social insurance, fund, tax, other). */
export type TPayslipItem = { code: string; kind: 'earning' | 'deduction'; amount: number };

/** One employee's payslip of one month (YYYY-MM). */
export const payslips = pgTable(
  'payslips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The pay month, YYYY-MM. */
    month: text('month').notNull(),
    /** Gross income of the month (wages, allowances, bonuses), taxable or not. */
    gross: bigint('gross', { mode: 'number' }).notNull(),
    /** Tax-exempt part of the gross. */
    taxFree: bigint('tax_free', { mode: 'number' }).notNull().default(0),
    /** Employee parts of social insurance (pension, medical, unemployment) and of the housing fund. */
    socialEmployee: bigint('social_employee', { mode: 'number' }).notNull(),
    fundEmployee: bigint('fund_employee', { mode: 'number' }).notNull(),
    /** The special additional deductions payroll applied this month. */
    specialDeduction: bigint('special_deduction', { mode: 'number' }).notNull().default(0),
    /** Other deductions before tax (e.g. enterprise annuity). */
    otherDeduction: bigint('other_deduction', { mode: 'number' }).notNull().default(0),
    /** Individual income tax withheld this month (cumulative withholding). */
    tax: bigint('tax', { mode: 'number' }).notNull(),
    /** Paid to the employee. */
    net: bigint('net', { mode: 'number' }).notNull(),
    /** Every line as shown on the slip (items' codes are translated by the client). */
    items: jsonb('items').$type<TPayslipItem[]>().notNull(),
    paidOn: date('paid_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payslips_eid_month_uq').on(t.eid, t.month),
    index('payslips_company_month_idx').on(t.companyId, t.month),
    check('payslips_month_ck', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * One month's contribution of one kind: social insurance (pension, medical, unemployment,
 * injury, maternity) or the housing fund, with the base and both parts, as the city collects it.
 */
export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    month: text('month').notNull(),
    /** pension, medical, unemployment, injury, maternity, fund (supplementary fund: fundExtra). */
    kind: text('kind').notNull(),
    /** The city that collects it (the social-insurance calculator's city code). */
    city: text('city').notNull(),
    base: bigint('base', { mode: 'number' }).notNull(),
    employee: bigint('employee', { mode: 'number' }).notNull(),
    employer: bigint('employer', { mode: 'number' }).notNull(),
    /** paid, due (not yet collected), arrears. */
    status: text('status').notNull().default('paid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contributions_eid_month_kind_uq').on(t.eid, t.month, t.kind),
    index('contributions_company_month_idx').on(t.companyId, t.month),
    check('contributions_month_ck', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
