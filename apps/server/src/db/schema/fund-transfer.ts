import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './account';
import { applies } from './approvals';

/**
 * A provident-fund transfer on resignation (spec 3 §3 "Fund transfer"): the kind's part of an apply
 * (request kind fundTransfer, HR decides). `state` mirrors the request (submitted, handled,
 * rejected); one submitted or handled transfer per employee, enforced by a partial unique index so
 * concurrent submits cannot both land (公积金已办理，不能再次办理).
 */
export const fundTransfers = pgTable(
  'fund_transfers',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    /** The new employer (empty when the account is sealed). */
    companyName: text('company_name').notNull().default(''),
    /** 1 transfer to the new employer, 2 seal (shared FundHandleMode). */
    fundHandleMode: smallint('fund_handle_mode').notNull(),
    /** The first 9 digits of the new employer's fund account (empty when sealed). */
    account: text('account').notNull().default(''),
    sealOnly: boolean('seal_only').notNull().default(false),
    state: text('state').notNull().default('submitted'),
  },
  (t) => [
    uniqueIndex('fund_transfers_active_uq').on(t.eid).where(sql`${t.state} in ('submitted', 'handled')`),
    index('fund_transfers_eid_idx').on(t.eid),
    check('fund_transfers_mode_ck', sql`${t.fundHandleMode} in (1, 2)`),
    check('fund_transfers_state_ck', sql`${t.state} in ('submitted', 'handled', 'rejected')`),
  ],
);
