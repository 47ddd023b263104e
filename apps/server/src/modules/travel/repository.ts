import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { applies, localTravelApplies, outingCancels, travelCategories } from '../../db/schema';
import type { SourceParams } from '../attendance/ports';

export type TravelCategoryRow = typeof travelCategories.$inferSelect;
export type LocalTravelRow = typeof localTravelApplies.$inferSelect;
export type LocalTravelInsert = typeof localTravelApplies.$inferInsert;
export type OutingCancelRow = typeof outingCancels.$inferSelect;

/** The active categories of a type of a company, in the form's order. */
export function listCategories(db: DbOrTx, companyId: string, type: number): Promise<TravelCategoryRow[]> {
  return db
    .select()
    .from(travelCategories)
    .where(
      and(
        eq(travelCategories.companyId, companyId),
        eq(travelCategories.type, type),
        eq(travelCategories.active, true),
      ),
    )
    .orderBy(asc(travelCategories.sort), asc(travelCategories.code));
}

export async function findCategoryById(db: DbOrTx, id: string): Promise<TravelCategoryRow | undefined> {
  const rows = await db.select().from(travelCategories).where(eq(travelCategories.id, id)).limit(1);
  return rows[0];
}

export async function findTravel(db: DbOrTx, applyId: string): Promise<LocalTravelRow | undefined> {
  const rows = await db
    .select()
    .from(localTravelApplies)
    .where(eq(localTravelApplies.applyId, applyId))
    .limit(1);
  return rows[0];
}

export async function insertTravel(db: DbOrTx, row: LocalTravelInsert): Promise<void> {
  await db.insert(localTravelApplies).values(row);
}

export async function updateTravel(db: DbOrTx, applyId: string, row: Omit<LocalTravelInsert, 'applyId'>) {
  await db.update(localTravelApplies).set(row).where(eq(localTravelApplies.applyId, applyId));
}

export async function markCancelled(db: DbOrTx, applyId: string, at: Date): Promise<void> {
  await db.update(localTravelApplies).set({ cancelledAt: at }).where(eq(localTravelApplies.applyId, applyId));
}

/** Which of these requests an approved cancellation took back. */
export async function cancelledAmong(db: DbOrTx, applyIds: readonly string[]): Promise<Set<string>> {
  if (applyIds.length === 0) return new Set();
  const rows = await db
    .select({ applyId: localTravelApplies.applyId })
    .from(localTravelApplies)
    .where(
      and(
        inArray(localTravelApplies.applyId, [...applyIds]),
        sql`${localTravelApplies.cancelledAt} is not null`,
      ),
    );
  return new Set(rows.map((r) => r.applyId));
}

/** listApprovedOverlapping as SQL, for the attendance calendar's one statement (RequestSource). */
export function approvedOverlappingSql(type: number, { eid, from, to }: SourceParams): SQL {
  return sql`select a.id as apply_id, a.category_code, a.category_names, t.start_time, t.end_time
    from local_travel_applies t
    join applies a on a.id = t.apply_id
    where a.eid = ${eid} and a.kind = ${sql.raw(type === 0 ? "'outing'" : "'trip'")} and a.approve_status = 2
      and a.start_time < ${to} and a.end_time > ${from}
      and t.type = ${sql.raw(String(Number(type)))} and t.cancelled_at is null`;
}

/** Approved, not cancelled requests of a type of a person overlapping [from, to): the calendar's. */
export function listApprovedOverlapping(db: DbOrTx, eid: string, type: number, from: Date, to: Date) {
  return db
    .select({
      applyId: applies.id,
      categoryCode: applies.categoryCode,
      categoryNames: applies.categoryNames,
      startTime: localTravelApplies.startTime,
      endTime: localTravelApplies.endTime,
    })
    .from(localTravelApplies)
    .innerJoin(applies, eq(applies.id, localTravelApplies.applyId))
    .where(
      and(
        eq(applies.eid, eid),
        eq(applies.kind, type === 0 ? 'outing' : 'trip'),
        eq(applies.approveStatus, 2),
        lt(applies.startTime, to),
        gt(applies.endTime, from),
        eq(localTravelApplies.type, type),
        isNull(localTravelApplies.cancelledAt),
      ),
    )
    .orderBy(asc(applies.startTime));
}

// ---------------------------------------------------------------- cancellations

export async function findCancel(db: DbOrTx, applyId: string): Promise<OutingCancelRow | undefined> {
  const rows = await db.select().from(outingCancels).where(eq(outingCancels.applyId, applyId)).limit(1);
  return rows[0];
}

/** The outing's open cancellation (draft, in approval or approved), if any. */
export async function findOpenCancelOf(db: DbOrTx, outingApplyId: string) {
  const rows = await db
    .select({ cancel: outingCancels, header: applies })
    .from(outingCancels)
    .innerJoin(applies, eq(applies.id, outingCancels.applyId))
    .where(and(eq(outingCancels.outingApplyId, outingApplyId), eq(outingCancels.open, true)))
    .limit(1);
  return rows[0];
}

export async function insertCancel(db: DbOrTx, row: typeof outingCancels.$inferInsert): Promise<void> {
  await db.insert(outingCancels).values(row);
}

export async function updateCancel(db: DbOrTx, applyId: string, patch: Partial<OutingCancelRow>) {
  await db.update(outingCancels).set(patch).where(eq(outingCancels.applyId, applyId));
}

const cancelHeader = alias(applies, 'cancel_header');
const outingHeader = alias(applies, 'outing_header');

/** The owner's cancellations, newest first, searchable by the cancellation's or the outing's number. */
export async function listCancels(db: DbOrTx, eid: string, applyNo: string, limit: number, offset: number) {
  const where: SQL[] = [eq(cancelHeader.eid, eid), eq(cancelHeader.kind, 'outingCancel')];
  if (applyNo) {
    const pattern = `%${applyNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(sql`${cancelHeader.applyNo} ilike ${pattern}`, sql`${outingHeader.applyNo} ilike ${pattern}`) as SQL,
    );
  }
  const base = db
    .select({ cancel: cancelHeader, outing: outingHeader })
    .from(outingCancels)
    .innerJoin(cancelHeader, eq(cancelHeader.id, outingCancels.applyId))
    .innerJoin(outingHeader, eq(outingHeader.id, outingCancels.outingApplyId))
    .where(and(...where));
  const [rows, total] = await Promise.all([
    base.orderBy(desc(cancelHeader.createdAt), desc(cancelHeader.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(outingCancels)
      .innerJoin(cancelHeader, eq(cancelHeader.id, outingCancels.applyId))
      .innerJoin(outingHeader, eq(outingHeader.id, outingCancels.outingApplyId))
      .where(and(...where)),
  ]);
  return { rows, totalCount: Number(total[0]?.n ?? 0) };
}

/** The owner's approved outings that may still be cancelled (no open cancellation, not cancelled). */
export async function listCancellableOutings(
  db: DbOrTx,
  eid: string,
  applyNo: string,
  limit: number,
  offset: number,
) {
  const where: SQL[] = [
    eq(applies.eid, eid),
    eq(applies.kind, 'outing'),
    eq(applies.approveStatus, 2),
    isNull(localTravelApplies.cancelledAt),
    sql`not exists (select 1 from ${outingCancels} where ${outingCancels.outingApplyId} = ${applies.id} and ${outingCancels.open})`,
  ];
  if (applyNo) {
    where.push(sql`${applies.applyNo} ilike ${`%${applyNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  }
  const [rows, total] = await Promise.all([
    db
      .select({ outing: applies })
      .from(applies)
      .innerJoin(localTravelApplies, eq(localTravelApplies.applyId, applies.id))
      .where(and(...where))
      .orderBy(desc(applies.startTime), desc(applies.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(applies)
      .innerJoin(localTravelApplies, eq(localTravelApplies.applyId, applies.id))
      .where(and(...where)),
  ]);
  return { rows, totalCount: Number(total[0]?.n ?? 0) };
}
