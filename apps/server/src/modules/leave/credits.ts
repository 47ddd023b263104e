import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { leaveCredits } from '../../db/schema';

/**
 * Leave credited by another request (an approved comp-leave overtime credits 调休): one row per source
 * request, added to the granted figure of the balance (balances.ts). Granting twice for the same source
 * is a no-op (unique source), and revoking deletes the row, so the balance stays a sum of what stands.
 * Called by the crediting module inside its own transaction (its kind's onStatusChange).
 */
export type LeaveCredit = {
  eid: string;
  categoryId: string;
  year: number;
  /** In the leave category's unit. */
  amount: number;
  /** The leave category's unit: 1 day, 0 hour. */
  unit: number;
  sourceApplyId: string;
};

export async function grantCredit(tx: Tx, credit: LeaveCredit): Promise<void> {
  await tx
    .insert(leaveCredits)
    .values({ ...credit, amount: String(credit.amount) })
    .onConflictDoNothing({ target: leaveCredits.sourceApplyId });
}

export async function revokeCredit(tx: Tx, sourceApplyId: string): Promise<void> {
  await tx.delete(leaveCredits).where(eq(leaveCredits.sourceApplyId, sourceApplyId));
}

/** Credits of an employee for a year, summed per leave category. */
export async function creditTotals(db: DbOrTx, eid: string, year: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: leaveCredits.categoryId, total: sql<string>`sum(${leaveCredits.amount})` })
    .from(leaveCredits)
    .where(and(eq(leaveCredits.eid, eid), eq(leaveCredits.year, year)))
    .groupBy(leaveCredits.categoryId);
  return new Map(rows.map((r) => [r.categoryId, Number(r.total)]));
}
