import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';

/*
 * The income declaration (综合所得年度汇算, issue 18): one declaration per person and tax year, the
 * incomes, donations and tax preferences the person adds to it, and on submit the computed figures
 * (fen). Wages are not copied here: they are the payslips (pay.ts). Amounts are personal data: only
 * the owner reads them.
 */

export const incomeDeclarations = pgTable(
  'income_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** draft | submitted */
    status: text('status').notNull().default('draft'),
    /** The requestId of the submit that was accepted: a repeated submit answers the same result. */
    submitRequestId: uuid('submit_request_id'),
    /** The settlement as computed at submit (TSettlement, fen). */
    figures: jsonb('figures').$type<Record<string, number>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('income_declarations_eid_year_uq').on(t.eid, t.year),
    check('income_declarations_status_ck', sql`${t.status} in ('draft', 'submitted')`),
  ],
);

/** An entry the person adds: an income (labour, author, royalty), a donation or a tax preference. */
export const incomeDeclarationItems = pgTable(
  'income_declaration_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    declarationId: uuid('declaration_id')
      .notNull()
      .references(() => incomeDeclarations.id, { onDelete: 'cascade' }),
    /** income | donation | preference */
    kind: text('kind').notNull(),
    /** income: labour | author | royalty; preference: exempt | relief; donation: ''. */
    category: text('category').notNull().default(''),
    /** Payer, recipient or the preference's name. */
    name: text('name').notNull(),
    /** Donation receipt number or the preference's document ID. */
    documentNo: text('document_no').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Tax the payer already withheld (incomes only). */
    taxWithheld: bigint('tax_withheld', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('income_declaration_items_declaration_idx').on(t.declarationId),
    check('income_declaration_items_kind_ck', sql`${t.kind} in ('income', 'donation', 'preference')`),
    check('income_declaration_items_amount_ck', sql`${t.amount} > 0`),
  ],
);
