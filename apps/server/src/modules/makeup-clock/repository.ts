import { and, between, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  applies,
  approvalTasks,
  employees,
  makeupClockApplies,
  makeupClockSettings,
  makeupClockSlots,
} from '../../db/schema';
import { TaskStatus } from '../approvals/repository';
import type { PunchRepair, SourceParams } from '../attendance/ports';

export type MakeupRow = typeof makeupClockApplies.$inferSelect;
type MakeupWrite = Omit<typeof makeupClockApplies.$inferInsert, 'applyId'>;

const KIND = 'makeupClock';
/** Statuses in which a make-up counts: in approval and approved. */
const LIVE = [1, 2];

export async function insertMakeup(tx: Tx, applyId: string, row: MakeupWrite): Promise<void> {
  await tx.insert(makeupClockApplies).values({ applyId, ...row });
}

export async function updateMakeup(tx: Tx, applyId: string, row: MakeupWrite): Promise<void> {
  await tx.update(makeupClockApplies).set(row).where(eq(makeupClockApplies.applyId, applyId));
}

export async function findMakeup(db: DbOrTx, applyId: string): Promise<MakeupRow | undefined> {
  const rows = await db
    .select()
    .from(makeupClockApplies)
    .where(eq(makeupClockApplies.applyId, applyId))
    .limit(1);
  return rows[0];
}

/** Serialises one person's make-up writes (monthly limit, the morning-first rule). */
export async function lockEmployee(tx: Tx, eid: string): Promise<void> {
  await tx.select({ eid: employees.eid }).from(employees).where(eq(employees.eid, eid)).for('update');
}

/**
 * Claims the punches of a shift for a make-up; false when another make-up holds one of them. The
 * insert waits for a concurrent claim of the same key and then does nothing, so of two sent at
 * once exactly one claims it.
 */
export async function claimSlots(
  tx: Tx,
  eid: string,
  date: string,
  punches: readonly ('in' | 'out')[],
  applyId: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(makeupClockSlots)
    .values(punches.map((punch) => ({ eid, attendanceDate: date, punch, applyId })))
    .onConflictDoNothing()
    .returning({ punch: makeupClockSlots.punch });
  return inserted.length === punches.length;
}

export async function releaseSlots(tx: Tx, applyId: string): Promise<void> {
  await tx.delete(makeupClockSlots).where(eq(makeupClockSlots.applyId, applyId));
}

/** The make-up that holds a punch of a shift, other than `exceptApplyId`. */
export async function slotHolders(db: DbOrTx, eid: string, date: string) {
  return db
    .select({
      punch: makeupClockSlots.punch,
      applyId: makeupClockSlots.applyId,
      status: applies.approveStatus,
    })
    .from(makeupClockSlots)
    .innerJoin(applies, eq(applies.id, makeupClockSlots.applyId))
    .where(and(eq(makeupClockSlots.eid, eid), eq(makeupClockSlots.attendanceDate, date)));
}

/** Make-ups of a person in a month (dates inclusive) in approval or approved, this one left out. */
export async function countInMonth(
  db: DbOrTx,
  eid: string,
  from: string,
  to: string,
  exceptApplyId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(makeupClockApplies)
    .innerJoin(applies, eq(applies.id, makeupClockApplies.applyId))
    .where(
      and(
        eq(makeupClockApplies.eid, eid),
        between(makeupClockApplies.attendanceDate, from, to),
        inArray(applies.approveStatus, LIVE),
        ne(makeupClockApplies.applyId, exceptApplyId),
      ),
    );
  return row?.n ?? 0;
}

export async function monthlyLimit(db: DbOrTx, companyId: string): Promise<number | null> {
  const rows = await db
    .select({ limit: makeupClockSettings.monthlyLimit })
    .from(makeupClockSettings)
    .where(eq(makeupClockSettings.companyId, companyId))
    .limit(1);
  return rows[0]?.limit ?? null;
}

/** The punches make-ups in approval or approved claim on a person's dates (for attendance). */
export async function listRepairs(db: DbOrTx, eid: string, from: string, to: string): Promise<PunchRepair[]> {
  const rows = await db
    .select({
      applyId: makeupClockSlots.applyId,
      date: makeupClockSlots.attendanceDate,
      punch: makeupClockSlots.punch,
      status: applies.approveStatus,
    })
    .from(makeupClockSlots)
    .innerJoin(applies, eq(applies.id, makeupClockSlots.applyId))
    .where(
      and(
        eq(makeupClockSlots.eid, eid),
        between(makeupClockSlots.attendanceDate, from, to),
        inArray(applies.approveStatus, LIVE),
      ),
    );
  return rows.map((r) => ({
    applyId: r.applyId,
    date: r.date,
    punch: r.punch as 'in' | 'out',
    approveStatus: r.status as 1 | 2,
  }));
}

/** listRepairs as SQL, for the attendance calendar's one statement (PunchRepairSource). */
export function repairsSql({ eid, fromDate, toDate }: SourceParams): SQL {
  return sql`select s.apply_id, s.attendance_date::text as attendance_date, s.punch, a.approve_status
    from makeup_clock_slots s
    join applies a on a.id = s.apply_id
    where s.eid = ${eid} and s.attendance_date between ${fromDate} and ${toDate}
      and a.approve_status in (${sql.raw(LIVE.join(', '))})`;
}

function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The approver's make-ups: open tasks (tab 0) or the ones acted on (tab 1), newest first, by year of
 * the make-up date and employee number.
 */
export async function approverList(
  db: DbOrTx,
  filter: { assigneeEid: string; tab: number; year?: number | undefined; empNo?: string | undefined },
  limit: number,
  offset: number,
) {
  const where = [
    eq(approvalTasks.assigneeEid, filter.assigneeEid),
    eq(approvalTasks.status, filter.tab === 1 ? TaskStatus.Acted : TaskStatus.Open),
    eq(applies.kind, KIND),
  ];
  if (filter.year) {
    where.push(between(makeupClockApplies.attendanceDate, `${filter.year}-01-01`, `${filter.year}-12-31`));
  }
  if (filter.empNo) where.push(ilike(employees.employeeNo, likeContains(filter.empNo)));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        taskId: approvalTasks.id,
        taskStatus: approvalTasks.status,
        action: approvalTasks.action,
        at: approvalTasks.createdAt,
        apply: applies,
        makeup: makeupClockApplies,
        empName: employees.employeeName,
        empNo: employees.employeeNo,
      })
      .from(approvalTasks)
      .innerJoin(applies, eq(applies.id, approvalTasks.applyId))
      .innerJoin(makeupClockApplies, eq(makeupClockApplies.applyId, applies.id))
      .innerJoin(employees, eq(employees.eid, applies.eid))
      .where(condition)
      .orderBy(desc(approvalTasks.createdAt), desc(approvalTasks.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(approvalTasks)
      .innerJoin(applies, eq(applies.id, approvalTasks.applyId))
      .innerJoin(makeupClockApplies, eq(makeupClockApplies.applyId, applies.id))
      .innerJoin(employees, eq(employees.eid, applies.eid))
      .where(condition),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}
