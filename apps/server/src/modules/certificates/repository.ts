import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  applies,
  certificateExtractions,
  certificateRequests,
  employees,
  leaveReceipts,
  notifications,
} from '../../db/schema';

export type CertificateRow = typeof certificateRequests.$inferSelect;
export type ExtractionRow = typeof certificateExtractions.$inferSelect;

const rowColumns = {
  request: certificateRequests,
  applyNo: applies.applyNo,
  approveStatus: applies.approveStatus,
  empName: employees.employeeName,
  empNo: employees.employeeNo,
};

function joined(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(certificateRequests)
    .innerJoin(applies, eq(applies.id, certificateRequests.applyId))
    .innerJoin(employees, eq(employees.eid, certificateRequests.eid));
}
export type CertificateListRow = Awaited<ReturnType<typeof findJoined>>;

export async function findJoined(db: DbOrTx, applyId: string) {
  const rows = await joined(db).where(eq(certificateRequests.applyId, applyId)).limit(1);
  return rows[0] ?? null;
}

export async function listOwned(db: DbOrTx, eid: string) {
  return joined(db)
    .where(eq(certificateRequests.eid, eid))
    .orderBy(desc(certificateRequests.createdAt), desc(certificateRequests.applyId))
    .limit(100);
}

/** The person's latest request of a type (GetEmpLeave), or null. */
export async function latestOfType(db: DbOrTx, eid: string, type: number) {
  const rows = await joined(db)
    .where(and(eq(certificateRequests.eid, eid), eq(certificateRequests.type, type)))
    .orderBy(desc(certificateRequests.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function listOfCompany(
  db: DbOrTx,
  companyId: string,
  states: readonly number[],
  page: { pageIndex: number; pageSize: number },
) {
  const where = and(
    eq(certificateRequests.companyId, companyId),
    inArray(certificateRequests.state, [...states]),
  );
  const [rows, total] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(certificateRequests.createdAt), desc(certificateRequests.applyId))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(certificateRequests).where(where),
  ]);
  return { rows, totalCount: total[0]?.n ?? 0 };
}

/** The person's open request (states 1 to 3) of a type, if any. */
export async function findOpen(db: DbOrTx, eid: string, type: number) {
  const rows = await db
    .select({ applyId: certificateRequests.applyId })
    .from(certificateRequests)
    .where(
      and(
        eq(certificateRequests.eid, eid),
        eq(certificateRequests.type, type),
        inArray(certificateRequests.state, [1, 2, 3]),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRequest(tx: Tx, row: typeof certificateRequests.$inferInsert) {
  await tx.insert(certificateRequests).values(row);
}

export async function findRequest(db: DbOrTx, applyId: string): Promise<CertificateRow | null> {
  const rows = await db
    .select()
    .from(certificateRequests)
    .where(eq(certificateRequests.applyId, applyId))
    .limit(1);
  return rows[0] ?? null;
}

/** Moves a request from one state to the next; false when it was not in `from` (a race, a repeat). */
export async function moveState(
  db: DbOrTx,
  applyId: string,
  from: readonly number[],
  to: number,
  extra: Partial<Pick<CertificateRow, 'trackingNo' | 'readyAt' | 'sentAt' | 'collectedAt'>> = {},
): Promise<boolean> {
  const rows = await db
    .update(certificateRequests)
    .set({ state: to, ...extra })
    .where(and(eq(certificateRequests.applyId, applyId), inArray(certificateRequests.state, [...from])))
    .returning({ applyId: certificateRequests.applyId });
  return rows.length > 0;
}

export async function listExtractions(db: DbOrTx, addressType: number): Promise<ExtractionRow[]> {
  return db
    .select()
    .from(certificateExtractions)
    .where(eq(certificateExtractions.addressType, addressType))
    .orderBy(asc(certificateExtractions.sort), asc(certificateExtractions.extractionName));
}

export async function findExtraction(db: DbOrTx, id: string): Promise<ExtractionRow | null> {
  const rows = await db
    .select()
    .from(certificateExtractions)
    .where(eq(certificateExtractions.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertNotification(tx: DbOrTx, row: typeof notifications.$inferInsert) {
  await tx.insert(notifications).values(row);
}

/** Records the leave receipt once; true when this call recorded it. */
export async function recordLeaveReceipt(db: DbOrTx, eid: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(leaveReceipts)
    .values({ eid, recordedAt: at })
    .onConflictDoNothing()
    .returning({ eid: leaveReceipts.eid });
  return rows.length > 0;
}

/** Ready-to-collect and recently collected pickups of a person (the backlog). */
export async function pickupsOf(db: DbOrTx, eid: string, collectedSince: Date) {
  return db
    .select({
      applyId: certificateRequests.applyId,
      type: certificateRequests.type,
      state: certificateRequests.state,
      readyAt: certificateRequests.readyAt,
      collectedAt: certificateRequests.collectedAt,
      extractionName: certificateExtractions.extractionName,
    })
    .from(certificateRequests)
    .leftJoin(certificateExtractions, eq(certificateExtractions.id, certificateRequests.extractionId))
    .where(
      and(
        eq(certificateRequests.eid, eid),
        sql`(${certificateRequests.state} = 3 or (${certificateRequests.state} = 5 and ${certificateRequests.collectedAt} >= ${collectedSince}))`,
      ),
    )
    .orderBy(desc(certificateRequests.readyAt));
}
