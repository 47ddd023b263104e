import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/*
 * Pay and benefit records beyond the contract's payslips and contributions (issue 18): the
 * reimbursement claims, the social security card, the housing fund account and the company's
 * documents. Amounts are integer fen; card and account numbers are sealed (platform/pii.ts).
 */

export type TReimbursementLine = { description: string; date: string; amount: number };
export type TReimbursementStep = {
  step: string;
  approver: string;
  result: 'pending' | 'approved' | 'rejected' | 'paid';
  at: string | null;
  comment: string;
};

/** A reimbursement claim as the expense system recorded it (read-only in this app). */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    claimNo: text('claim_no').notNull().unique(),
    /** travel, meals, transport, office, training, medical, other (translated by the client). */
    category: text('category').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    submittedOn: date('submitted_on').notNull(),
    /** approving, approved, rejected, paid. */
    status: text('status').notNull(),
    paidOn: date('paid_on'),
    lines: jsonb('lines').$type<TReimbursementLine[]>().notNull(),
    steps: jsonb('steps').$type<TReimbursementStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reimbursements_eid_submitted_idx').on(t.eid, t.submittedOn),
    check('reimbursements_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/** The person's social security card (one a person; a replacement updates the row). */
export const socialSecurityCards = pgTable('social_security_cards', {
  eid: uuid('eid')
    .primaryKey()
    .references(() => employees.eid, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  /** applying, made, issued, lostReported. */
  status: text('status').notNull(),
  /** The card number, sealed. */
  cardNoSealed: text('card_no_sealed').notNull(),
  bank: text('bank').notNull(),
  city: text('city').notNull(),
  appliedOn: date('applied_on').notNull(),
  issuedOn: date('issued_on'),
  lostReportedAt: timestamp('lost_reported_at', { withTimezone: true }),
});

/** The person's housing fund account; deposits are the contributions of kind `fund`. */
export const fundAccounts = pgTable('fund_accounts', {
  eid: uuid('eid')
    .primaryKey()
    .references(() => employees.eid, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  /** The account number, sealed. */
  accountNoSealed: text('account_no_sealed').notNull(),
  city: text('city').notNull(),
  openedOn: date('opened_on').notNull(),
  /** normal, sealed (封存, after leaving). */
  status: text('status').notNull().default('normal'),
  /** The balance carried in before the first contribution month this app holds. */
  openingBalance: bigint('opening_balance', { mode: 'number' }).notNull().default(0),
});

/** A PDF the company's HR published for its employees; the bytes are in the file storage. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => employees.eid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_company_idx').on(t.companyId, t.createdAt)],
);
