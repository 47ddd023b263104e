import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { batchedSelect } from '../../db/batched';
import { type DbOrTx, preparedPerDb } from '../../db/client';
import {
  applies,
  employees,
  leaveApplies,
  leaveCancelApplies,
  leaveCategories,
  leaveGrants,
} from '../../db/schema';
import type { SourceParams } from '../attendance/ports';

export type CategoryRow = typeof leaveCategories.$inferSelect;
export type LeaveApplyRow = typeof leaveApplies.$inferSelect;
export type LeaveApplyInsert = typeof leaveApplies.$inferInsert;
export type GrantRow = typeof leaveGrants.$inferSelect;

/** The active leave types of a company, in the form's order. */
export function listCategories(db: DbOrTx, companyId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(leaveCategories)
    .where(and(eq(leaveCategories.companyId, companyId), eq(leaveCategories.active, true)))
    .orderBy(asc(leaveCategories.sort), asc(leaveCategories.code));
}

const categoryStatement = preparedPerDb((db) =>
  db
    .select()
    .from(leaveCategories)
    .where(
      and(
        eq(leaveCategories.id, sql.placeholder('id')),
        eq(leaveCategories.companyId, sql.placeholder('companyId')),
        eq(leaveCategories.active, true),
      ),
    )
    .limit(1)
    .prepare('leave_category'),
);

// The balance cards and day counts asked for together read their leave types in one statement.
const categories = batchedSelect(categoryStatement, {
  name: 'leave_category',
  types: { id: 'uuid', companyId: 'uuid' },
});

/** An active leave type of the company; undefined for another company's or an unknown id. */
export async function findCategory(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<CategoryRow | undefined> {
  const rows = await categories(db, { id, companyId });
  return rows[0];
}

/** A leave type by id, active or not (a request keeps showing the type it was filed under). */
export async function findCategoryById(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const rows = await db.select().from(leaveCategories).where(eq(leaveCategories.id, id)).limit(1);
  return rows[0];
}

/** A leave request's row and its category (undefined when either is missing), prepared: every detail reads it. */
const leaveWithCategoryStatement = preparedPerDb((db) =>
  db
    .select({ leave: leaveApplies, category: leaveCategories })
    .from(leaveApplies)
    .innerJoin(leaveCategories, eq(leaveCategories.id, leaveApplies.categoryId))
    .where(eq(leaveApplies.applyId, sql.placeholder('applyId')))
    .limit(1)
    .prepare('leave_apply_with_category'),
);

const leavesWithCategory = batchedSelect(leaveWithCategoryStatement, {
  name: 'leave_apply_with_category',
  types: { applyId: 'uuid' },
});

export async function findLeaveApplyWithCategory(
  db: DbOrTx,
  applyId: string,
): Promise<{ leave: LeaveApplyRow; category: CategoryRow } | undefined> {
  const rows = await leavesWithCategory(db, { applyId });
  return rows[0];
}

export async function findLeaveApply(db: DbOrTx, applyId: string): Promise<LeaveApplyRow | undefined> {
  const rows = await db.select().from(leaveApplies).where(eq(leaveApplies.applyId, applyId)).limit(1);
  return rows[0];
}

export async function insertLeaveApply(db: DbOrTx, row: LeaveApplyInsert): Promise<void> {
  await db.insert(leaveApplies).values(row);
}

export async function updateLeaveApply(db: DbOrTx, applyId: string, row: Omit<LeaveApplyInsert, 'applyId'>) {
  await db.update(leaveApplies).set(row).where(eq(leaveApplies.applyId, applyId));
}

export async function findEmployee(db: DbOrTx, eid: string) {
  const rows = await db
    .select({
      eid: employees.eid,
      companyId: employees.companyId,
      hireDate: employees.hireDate,
      managerEid: employees.managerEid,
      name: employees.employeeName,
    })
    .from(employees)
    .where(eq(employees.eid, eid))
    .limit(1);
  return rows[0];
}

/** Grants of an employee for a year, or for one category. */
export function listGrants(db: DbOrTx, eid: string, year: number, categoryId?: string): Promise<GrantRow[]> {
  return db
    .select()
    .from(leaveGrants)
    .where(
      and(
        eq(leaveGrants.eid, eid),
        eq(leaveGrants.year, year),
        categoryId ? eq(leaveGrants.categoryId, categoryId) : undefined,
      ),
    );
}

/** What approved cancellations (销假) of a leave returned: the leave stops being charged for it. */
const returned = sql<string>`coalesce((select sum(c.cancel_length) from ${leaveCancelApplies} c
    join ${applies} ca on ca.id = c.apply_id
    where c.leave_apply_id = ${leaveApplies.applyId} and ca.approve_status = 2), 0)`;

/**
 * Lengths of an employee's leave charged to a year, per category and status (in approval and
 * approved only): the balance is derived from the requests' status, so approval, recall and
 * rejection move it without any bookkeeping of their own.
 */
export async function chargedLengths(
  db: DbOrTx,
  eid: string,
  year: number,
  excludeApplyId?: string,
): Promise<{ categoryId: string; approveStatus: number; total: number }[]> {
  const rows = await db
    .select({
      categoryId: leaveApplies.categoryId,
      approveStatus: applies.approveStatus,
      total: sql<string>`sum(${leaveApplies.timeLength} - ${returned})`,
    })
    .from(leaveApplies)
    .innerJoin(applies, eq(applies.id, leaveApplies.applyId))
    .where(
      and(
        eq(applies.eid, eid),
        eq(leaveApplies.chargeYear, year),
        inArray(applies.approveStatus, [1, 2]),
        excludeApplyId ? sql`${applies.id} <> ${excludeApplyId}` : undefined,
      ),
    )
    .groupBy(leaveApplies.categoryId, applies.approveStatus);
  return rows.map((r) => ({
    categoryId: r.categoryId,
    approveStatus: r.approveStatus,
    total: Number(r.total),
  }));
}

/** What a balance is made of for one person and year (balances.ts), as balanceFacts reads it. */
export type BalanceFacts = {
  grants: { categoryId: string; granted: number; usedBefore: number; validFrom: string; validTo: string }[];
  charged: { categoryId: string; approveStatus: number; total: number }[];
  credits: Map<string, number>;
};

/**
 * The grants (listGrants), charged lengths (chargedLengths) and overtime credits (creditTotals) of
 * a person's year in one prepared statement, each a JSON list: the balance card, the leave form's
 * checks and the summary tab read all three together.
 */
const balanceFactsStatement = preparedPerDb((db) => {
  const eid = sql.placeholder('eid');
  const year = sql.placeholder('year');
  const exclude = sql`${sql.placeholder('exclude')}::uuid`;
  return db
    .select({
      grants: sql<unknown>`(select coalesce(json_agg(json_build_object('categoryId', g.category_id,
          'granted', g.granted, 'usedBefore', g.used_before, 'validFrom', g.valid_from, 'validTo', g.valid_to)), '[]'::json)
        from leave_grants g where g.eid = ${eid} and g.year = ${year})`,
      charged: sql<unknown>`(select coalesce(json_agg(json_build_object('categoryId', c.category_id,
          'approveStatus', c.approve_status, 'total', c.total)), '[]'::json)
        from (select l.category_id, a.approve_status, sum(l.time_length - coalesce((select sum(x.cancel_length)
            from leave_cancel_applies x join applies xa on xa.id = x.apply_id
            where x.leave_apply_id = l.apply_id and xa.approve_status = 2), 0)) as total
          from leave_applies l join applies a on a.id = l.apply_id
          where a.eid = ${eid} and l.charge_year = ${year} and a.approve_status in (1, 2)
            and (${exclude} is null or a.id <> ${exclude})
          group by l.category_id, a.approve_status) c)`,
      credits: sql<unknown>`(select coalesce(json_agg(json_build_object('categoryId', k.category_id, 'total', k.total)), '[]'::json)
        from (select category_id, sum(amount) as total from leave_credits
          where eid = ${eid} and year = ${year} group by category_id) k)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('leave_balance_facts');
});

const jsonList = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

export async function balanceFacts(
  db: DbOrTx,
  eid: string,
  year: number,
  excludeApplyId?: string,
): Promise<BalanceFacts> {
  const [row] = await balanceFactsStatement(db).execute({ eid, year, exclude: excludeApplyId ?? null });
  type Numeric = number | string | null;
  const grants = jsonList<{
    categoryId: string;
    granted: Numeric;
    usedBefore: Numeric;
    validFrom: string;
    validTo: string;
  }>(row?.grants);
  const charged = jsonList<{ categoryId: string; approveStatus: number; total: Numeric }>(row?.charged);
  const credits = jsonList<{ categoryId: string; total: Numeric }>(row?.credits);
  return {
    grants: grants.map((g) => ({
      ...g,
      granted: Number(g.granted ?? 0),
      usedBefore: Number(g.usedBefore ?? 0),
    })),
    charged: charged.map((c) => ({ ...c, total: Number(c.total) })),
    credits: new Map(credits.map((c) => [c.categoryId, Number(c.total)])),
  };
}

const leaveWithHeader = {
  applyId: applies.id,
  applyNo: applies.applyNo,
  eid: applies.eid,
  approveStatus: applies.approveStatus,
  categoryId: leaveApplies.categoryId,
  categoryCode: applies.categoryCode,
  categoryNames: applies.categoryNames,
  startTime: leaveApplies.startTime,
  endTime: leaveApplies.endTime,
  timeLength: leaveApplies.timeLength,
  timeLengthType: leaveApplies.timeLengthType,
  chargeYear: leaveApplies.chargeYear,
  createdAt: applies.createdAt,
};

/** An employee's leave requests charged to a year (optionally one category), newest first. */
export function listChargedApplies(db: DbOrTx, eid: string, year: number, categoryId?: string) {
  return db
    .select({ ...leaveWithHeader, returnedLength: returned })
    .from(leaveApplies)
    .innerJoin(applies, eq(applies.id, leaveApplies.applyId))
    .where(
      and(
        eq(applies.eid, eid),
        eq(leaveApplies.chargeYear, year),
        categoryId ? eq(leaveApplies.categoryId, categoryId) : undefined,
      ),
    )
    .orderBy(desc(leaveApplies.startTime));
}

/** Prepared: every calendar, clock card and month list reads it. */
const approvedOverlapping = preparedPerDb((db) =>
  db
    .select(leaveWithHeader)
    .from(leaveApplies)
    .innerJoin(applies, eq(applies.id, leaveApplies.applyId))
    .where(
      and(
        eq(applies.eid, sql.placeholder('eid')),
        eq(applies.approveStatus, 2),
        sql`${leaveApplies.startTime} < ${sql.placeholder('to')}::timestamptz`,
        sql`${leaveApplies.endTime} > ${sql.placeholder('from')}::timestamptz`,
      ),
    )
    .orderBy(asc(leaveApplies.startTime))
    .prepare('leave_approved_overlapping'),
);

/**
 * listApprovedOverlapping less what approved cancellations (销假) took back (as effectivePeriods
 * cuts it: a leave ends where its earliest approved cancellation starts, and is gone when that is
 * at or before its start), as SQL for the attendance calendar's one statement (RequestSource).
 */
export function approvedOverlappingSql({ eid, from, to }: SourceParams): SQL {
  return sql`select a.id as apply_id, a.category_code, a.category_names, l.start_time,
      case when c.cut is null or c.cut >= l.end_time then l.end_time else c.cut end as end_time
    from leave_applies l
    join applies a on a.id = l.apply_id
    left join lateral (
      select min(lc.cancel_start) as cut from leave_cancel_applies lc
      join applies ca on ca.id = lc.apply_id
      where lc.leave_apply_id = l.apply_id and ca.approve_status = 2
    ) c on true
    where a.eid = ${eid} and a.approve_status = 2 and l.start_time < ${to} and l.end_time > ${from}
      and (c.cut is null or c.cut >= l.end_time or (c.cut > l.start_time and c.cut > ${from}))`;
}

/** Approved leave of an employee overlapping [from, to), for the attendance calendar. */
export function listApprovedOverlapping(db: DbOrTx, eid: string, from: Date, to: Date) {
  return approvedOverlapping(db).execute({ eid, from: from.toISOString(), to: to.toISOString() });
}

/** Years an employee has a grant or a leave request in, newest first. */
export async function yearsOf(db: DbOrTx, eid: string): Promise<number[]> {
  const grantYears = await db
    .selectDistinct({ year: leaveGrants.year })
    .from(leaveGrants)
    .where(eq(leaveGrants.eid, eid));
  const applyYears = await db
    .selectDistinct({ year: leaveApplies.chargeYear })
    .from(leaveApplies)
    .innerJoin(applies, eq(applies.id, leaveApplies.applyId))
    .where(eq(applies.eid, eid));
  return [...new Set([...grantYears, ...applyYears].map((r) => r.year))].sort((a, b) => b - a);
}

/** Holds the employee's row until the transaction ends: one leave write per person at a time. */
const lockEmployeeStatement = preparedPerDb((db) =>
  db
    .select({ eid: employees.eid })
    .from(employees)
    .where(eq(employees.eid, sql.placeholder('eid')))
    .for('update')
    .prepare('leave_lock_employee'),
);

export async function lockEmployee(tx: DbOrTx, eid: string): Promise<void> {
  await lockEmployeeStatement(tx).execute({ eid });
}

/**
 * lockEmployee and findCategory in one statement, for a new request: the person's row locked and
 * the active leave type of their company (undefined for another company's or an unknown id).
 */
const lockEmployeeWithCategoryStatement = preparedPerDb((db) =>
  db
    .select({ eid: employees.eid, category: leaveCategories })
    .from(employees)
    .leftJoin(
      leaveCategories,
      and(
        eq(leaveCategories.id, sql.placeholder('id')),
        eq(leaveCategories.companyId, sql.placeholder('companyId')),
        eq(leaveCategories.active, true),
      ),
    )
    .where(eq(employees.eid, sql.placeholder('eid')))
    .for('update', { of: employees })
    .prepare('leave_lock_employee_with_category'),
);

export async function lockEmployeeWithCategory(
  tx: DbOrTx,
  eid: string,
  companyId: string,
  categoryId: string,
): Promise<CategoryRow | undefined> {
  const [row] = await lockEmployeeWithCategoryStatement(tx).execute({ eid, companyId, id: categoryId });
  return row?.category ?? undefined;
}

/** The approved cancellations (销假) of some leave requests: from which instant each stops counting. */
export async function approvedCancellations(
  db: DbOrTx,
  leaveApplyIds: readonly string[],
): Promise<{ leaveApplyId: string; cancelStart: Date; cancelFrom: string; cancelLength: string }[]> {
  if (leaveApplyIds.length === 0) return [];
  return db
    .select({
      leaveApplyId: leaveCancelApplies.leaveApplyId,
      cancelStart: leaveCancelApplies.cancelStart,
      cancelFrom: leaveCancelApplies.cancelFrom,
      cancelLength: leaveCancelApplies.cancelLength,
    })
    .from(leaveCancelApplies)
    .innerJoin(applies, eq(applies.id, leaveCancelApplies.applyId))
    .where(and(inArray(leaveCancelApplies.leaveApplyId, [...leaveApplyIds]), eq(applies.approveStatus, 2)));
}

/** Writes (or replaces) a person's grant of a leave type for a year, e.g. the maternity leave of a birth record. */
export async function upsertGrant(
  db: DbOrTx,
  row: Omit<typeof leaveGrants.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db
    .insert(leaveGrants)
    .values(row)
    .onConflictDoUpdate({
      target: [leaveGrants.eid, leaveGrants.categoryId, leaveGrants.year],
      set: {
        granted: row.granted,
        source: row.source,
        validFrom: row.validFrom,
        validTo: row.validTo,
        remark: row.remark ?? '',
      },
    });
}

/** An active leave type of a company by its code (maternity, annual ...). */
export async function findCategoryByCode(
  db: DbOrTx,
  companyId: string,
  code: string,
): Promise<CategoryRow | undefined> {
  const rows = await db
    .select()
    .from(leaveCategories)
    .where(
      and(
        eq(leaveCategories.companyId, companyId),
        eq(leaveCategories.code, code),
        eq(leaveCategories.active, true),
      ),
    )
    .limit(1);
  return rows[0];
}
