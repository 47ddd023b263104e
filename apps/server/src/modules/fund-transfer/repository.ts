import { FUND_TRANSFER_BLOCKING, type TFundTransferState } from '@ehome/shared';
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applies, employees, fundTransfers } from '../../db/schema';

export type FundTransferRow = typeof fundTransfers.$inferSelect;

export async function findTransfer(db: DbOrTx, applyId: string): Promise<FundTransferRow | undefined> {
  const rows = await db.select().from(fundTransfers).where(eq(fundTransfers.applyId, applyId)).limit(1);
  return rows[0];
}

/** The person's submitted or handled transfer: at most one (fund_transfers_active_uq). */
export async function findBlocking(db: DbOrTx, eid: string): Promise<FundTransferRow | undefined> {
  const rows = await db
    .select()
    .from(fundTransfers)
    .where(and(eq(fundTransfers.eid, eid), inArray(fundTransfers.state, [...FUND_TRANSFER_BLOCKING])))
    .limit(1);
  return rows[0];
}

/** The person's latest transfer, whatever its state (the blocking one first). */
export async function findLatestOf(db: DbOrTx, eid: string): Promise<FundTransferRow | undefined> {
  return (await findBlocking(db, eid)) ?? (await latestAny(db, eid));
}

async function latestAny(db: DbOrTx, eid: string): Promise<FundTransferRow | undefined> {
  const rows = await db
    .select(getTableColumns(fundTransfers))
    .from(fundTransfers)
    .innerJoin(applies, eq(applies.id, fundTransfers.applyId))
    .where(eq(fundTransfers.eid, eid))
    .orderBy(desc(applies.createdAt))
    .limit(1);
  return rows[0];
}

export async function insertTransfer(db: DbOrTx, row: typeof fundTransfers.$inferInsert): Promise<void> {
  await db.insert(fundTransfers).values(row);
}

export async function setState(db: DbOrTx, applyId: string, state: TFundTransferState): Promise<void> {
  await db.update(fundTransfers).set({ state }).where(eq(fundTransfers.applyId, applyId));
}

/** Locks the employee row: one fund-transfer submit of a person at a time. */
export async function lockEmployee(db: DbOrTx, eid: string): Promise<void> {
  await db.select({ eid: employees.eid }).from(employees).where(eq(employees.eid, eid)).for('update');
}
