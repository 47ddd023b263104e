import { and, asc, desc, eq, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, preparedPerDb } from '../../db/client';
import { applies, overtimeApplies, overtimeCancels, overtimeCategories } from '../../db/schema';
import type { SourceParams } from '../attendance/ports';

export type CategoryRow = typeof overtimeCategories.$inferSelect;
export type OvertimeRow = typeof overtimeApplies.$inferSelect;
export type OvertimeInsert = typeof overtimeApplies.$inferInsert;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string | null | undefined): v is string => !!v && UUID_RE.test(v);

/** The active overtime types of a company, in the form's order. */
export function listCategories(db: DbOrTx, companyId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(overtimeCategories)
    .where(and(eq(overtimeCategories.companyId, companyId), eq(overtimeCategories.active, true)))
    .orderBy(asc(overtimeCategories.sort), asc(overtimeCategories.code));
}

/** An active type of the company; undefined for another company's, an unknown or a malformed id. */
export async function findCategory(db: DbOrTx, companyId: string, id: string | null | undefined) {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select()
    .from(overtimeCategories)
    .where(
      and(
        eq(overtimeCategories.id, id),
        eq(overtimeCategories.companyId, companyId),
        eq(overtimeCategories.active, true),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findCategoryById(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const rows = await db.select().from(overtimeCategories).where(eq(overtimeCategories.id, id)).limit(1);
  return rows[0];
}

export async function findOvertime(db: DbOrTx, applyId: string): Promise<OvertimeRow | undefined> {
  const rows = await db.select().from(overtimeApplies).where(eq(overtimeApplies.applyId, applyId)).limit(1);
  return rows[0];
}

export async function insertOvertime(db: DbOrTx, row: OvertimeInsert): Promise<void> {
  await db.insert(overtimeApplies).values(row);
}

export async function updateOvertime(db: DbOrTx, applyId: string, row: Omit<OvertimeInsert, 'applyId'>) {
  await db.update(overtimeApplies).set(row).where(eq(overtimeApplies.applyId, applyId));
}

export async function markCancelled(db: DbOrTx, overtimeApplyId: string, cancelApplyId: string) {
  await db
    .update(overtimeApplies)
    .set({ cancelledBy: cancelApplyId })
    .where(and(eq(overtimeApplies.applyId, overtimeApplyId), isNull(overtimeApplies.cancelledBy)));
}

/** A person's overtime in approval or approved (and not cancelled) overlapping [from, to). */
export function findOverlapping(db: DbOrTx, eid: string, from: Date, to: Date, excludeApplyId?: string) {
  return db
    .select({
      applyId: applies.id,
      applyNo: applies.applyNo,
      startTime: overtimeApplies.startTime,
      endTime: overtimeApplies.endTime,
    })
    .from(overtimeApplies)
    .innerJoin(applies, eq(applies.id, overtimeApplies.applyId))
    .where(
      and(
        eq(applies.eid, eid),
        inArray(applies.approveStatus, [1, 2]),
        isNull(overtimeApplies.cancelledBy),
        sql`${overtimeApplies.startTime} < ${to.toISOString()}::timestamptz`,
        sql`${overtimeApplies.endTime} > ${from.toISOString()}::timestamptz`,
        excludeApplyId ? ne(applies.id, excludeApplyId) : undefined,
      ),
    )
    .limit(1);
}

const approvedOverlapping = preparedPerDb((db) =>
  db
    .select({
      applyId: applies.id,
      categoryCode: applies.categoryCode,
      categoryNames: applies.categoryNames,
      startTime: overtimeApplies.startTime,
      endTime: overtimeApplies.endTime,
    })
    .from(overtimeApplies)
    .innerJoin(applies, eq(applies.id, overtimeApplies.applyId))
    .where(
      and(
        eq(applies.eid, sql.placeholder('eid')),
        eq(applies.approveStatus, 2),
        isNull(overtimeApplies.cancelledBy),
        sql`${overtimeApplies.startTime} < ${sql.placeholder('to')}::timestamptz`,
        sql`${overtimeApplies.endTime} > ${sql.placeholder('from')}::timestamptz`,
      ),
    )
    .orderBy(asc(overtimeApplies.startTime))
    .prepare('overtime_approved_overlapping'),
);

/** listApprovedOverlapping as SQL, for the attendance calendar's one statement (RequestSource). */
export function approvedOverlappingSql({ eid, from, to }: SourceParams): SQL {
  return sql`select a.id as apply_id, a.category_code, a.category_names, o.start_time, o.end_time
    from overtime_applies o
    join applies a on a.id = o.apply_id
    where a.eid = ${eid} and a.approve_status = 2 and o.cancelled_by is null
      and o.start_time < ${to} and o.end_time > ${from}`;
}

/** Approved, not cancelled overtime of an employee overlapping [from, to), for the attendance calendar. */
export function listApprovedOverlapping(db: DbOrTx, eid: string, from: Date, to: Date) {
  return approvedOverlapping(db).execute({ eid, from: from.toISOString(), to: to.toISOString() });
}

// ---------------------------------------------------------------- cancellations

export async function insertCancel(db: DbOrTx, row: typeof overtimeCancels.$inferInsert) {
  await db.insert(overtimeCancels).values(row);
}

export async function updateCancelRemark(db: DbOrTx, applyId: string, remark: string) {
  await db.update(overtimeCancels).set({ remark }).where(eq(overtimeCancels.applyId, applyId));
}

export async function setCancelOpen(db: DbOrTx, applyId: string, open: boolean) {
  await db.update(overtimeCancels).set({ open }).where(eq(overtimeCancels.applyId, applyId));
}

export async function findCancel(db: DbOrTx, applyId: string) {
  const rows = await db.select().from(overtimeCancels).where(eq(overtimeCancels.applyId, applyId)).limit(1);
  return rows[0];
}

/** The one open cancellation of an overtime (draft, in approval or approved), with its status. */
export async function findOpenCancel(db: DbOrTx, overtimeApplyId: string) {
  const rows = await db
    .select({
      applyId: overtimeCancels.applyId,
      remark: overtimeCancels.remark,
      applyNo: applies.applyNo,
      approveStatus: applies.approveStatus,
    })
    .from(overtimeCancels)
    .innerJoin(applies, eq(applies.id, overtimeCancels.applyId))
    .where(and(eq(overtimeCancels.overtimeApplyId, overtimeApplyId), eq(overtimeCancels.open, true)))
    .limit(1);
  return rows[0];
}

/** My approved, not cancelled overtime, newest first, optionally by applyNo (contains), paged. */
export async function listCancellable(
  db: DbOrTx,
  eid: string,
  page: { pageIndex: number; pageSize: number; applyNo?: string },
) {
  const where = and(
    eq(applies.eid, eid),
    eq(applies.kind, 'overtime'),
    eq(applies.approveStatus, 2),
    isNull(overtimeApplies.cancelledBy),
    page.applyNo ? ilike(applies.applyNo, `%${page.applyNo.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        applyId: applies.id,
        applyNo: applies.applyNo,
        categoryNames: applies.categoryNames,
        startTime: overtimeApplies.startTime,
        endTime: overtimeApplies.endTime,
        timeLength: overtimeApplies.timeLength,
        transferType: overtimeApplies.transferType,
        cancelApplyId: overtimeCancels.applyId,
        cancelApproveStatus: sql<
          number | null
        >`(select a2.approve_status from applies a2 where a2.id = ${overtimeCancels.applyId})`,
      })
      .from(overtimeApplies)
      .innerJoin(applies, eq(applies.id, overtimeApplies.applyId))
      .leftJoin(
        overtimeCancels,
        and(eq(overtimeCancels.overtimeApplyId, overtimeApplies.applyId), eq(overtimeCancels.open, true)),
      )
      .where(where)
      .orderBy(desc(overtimeApplies.startTime), desc(applies.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(overtimeApplies)
      .innerJoin(applies, eq(applies.id, overtimeApplies.applyId))
      .where(where),
  ]);
  return { rows, totalCount: Number(count?.n ?? 0) };
}

/** Owner and company of a request (the kind hooks get only its id). */
export async function headerOf(db: DbOrTx, applyId: string) {
  const rows = await db
    .select({ eid: applies.eid, companyId: applies.companyId, approveStatus: applies.approveStatus })
    .from(applies)
    .where(eq(applies.id, applyId))
    .limit(1);
  return rows[0];
}
