import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applies, leaveCancelApplies } from '../../db/schema';

export type LeaveCancelRow = typeof leaveCancelApplies.$inferSelect;

export async function findCancel(db: DbOrTx, applyId: string): Promise<LeaveCancelRow | undefined> {
  const rows = await db
    .select()
    .from(leaveCancelApplies)
    .where(eq(leaveCancelApplies.applyId, applyId))
    .limit(1);
  return rows[0];
}

export async function insertCancel(db: DbOrTx, row: typeof leaveCancelApplies.$inferInsert): Promise<void> {
  await db.insert(leaveCancelApplies).values(row);
}

export async function updateCancel(
  db: DbOrTx,
  applyId: string,
  row: Pick<LeaveCancelRow, 'cancelFrom' | 'cancelStart' | 'cancelLength' | 'remark'>,
): Promise<void> {
  await db.update(leaveCancelApplies).set(row).where(eq(leaveCancelApplies.applyId, applyId));
}

/** The cancellations of a leave in the given statuses, with their applyNo. */
export function cancelsOfLeave(db: DbOrTx, leaveApplyId: string, statuses: readonly number[]) {
  return db
    .select({
      applyId: leaveCancelApplies.applyId,
      applyNo: applies.applyNo,
      approveStatus: applies.approveStatus,
      cancelFrom: leaveCancelApplies.cancelFrom,
    })
    .from(leaveCancelApplies)
    .innerJoin(applies, eq(applies.id, leaveCancelApplies.applyId))
    .where(
      and(eq(leaveCancelApplies.leaveApplyId, leaveApplyId), inArray(applies.approveStatus, [...statuses])),
    );
}
