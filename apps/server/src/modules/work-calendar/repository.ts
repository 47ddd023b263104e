import { and, asc, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  calendarOverrides,
  companies,
  employees,
  scheduleDays,
  shifts,
  workSchedules,
} from '../../db/schema';

export type ShiftRow = typeof shifts.$inferSelect;

const counterManagers = alias(employees, 'counter_managers');

/**
 * How an employee works: their schedule row (when they have one) with its shift, else the
 * company's default shift; the counter manager's employee number for counter punching.
 */
export async function findWorkPattern(db: DbOrTx, eid: string) {
  const rows = await db
    .select({
      companyId: employees.companyId,
      organizationId: employees.organizationId,
      employeeNo: employees.employeeNo,
      hireDate: employees.hireDate,
      attendanceSince: companies.attendanceSince,
      shift: shifts,
      followsCalendar: sql<boolean>`coalesce(${workSchedules.followsCalendar}, true)`,
      weekdays: workSchedules.weekdays,
      punchMode: sql<string>`coalesce(${workSchedules.punchMode}, 'office')`,
      counterManagerNo: counterManagers.employeeNo,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(workSchedules, eq(workSchedules.eid, employees.eid))
    .leftJoin(
      shifts,
      sql`${shifts.id} = coalesce(${workSchedules.shiftId}, (select s.id from ${shifts} s where s.company_id = ${employees.companyId} and s.is_default))`,
    )
    .leftJoin(counterManagers, eq(counterManagers.eid, workSchedules.counterManagerEid))
    .where(eq(employees.eid, eid))
    .limit(1);
  return rows[0];
}

export type WorkPattern = NonNullable<Awaited<ReturnType<typeof findWorkPattern>>>;

/** Per-date schedule rows of an employee between two dates, with their shifts (null shift = rest). */
export async function listScheduleDays(db: DbOrTx, eid: string, from: string, to: string) {
  return db
    .select({ id: scheduleDays.id, date: scheduleDays.date, shift: shifts })
    .from(scheduleDays)
    .leftJoin(shifts, eq(shifts.id, scheduleDays.shiftId))
    .where(and(eq(scheduleDays.eid, eid), between(scheduleDays.date, from, to)));
}

export async function listOverrides(db: DbOrTx, companyId: string, from: string, to: string) {
  return db
    .select({
      date: calendarOverrides.date,
      dayType: calendarOverrides.dayType,
      name: calendarOverrides.name,
    })
    .from(calendarOverrides)
    .where(and(eq(calendarOverrides.companyId, companyId), between(calendarOverrides.date, from, to)))
    .orderBy(asc(calendarOverrides.date));
}

export async function upsertOverride(
  db: DbOrTx,
  row: { companyId: string; date: string; dayType: number; name: string; createdBy: string },
) {
  await db
    .insert(calendarOverrides)
    .values(row)
    .onConflictDoUpdate({
      target: [calendarOverrides.companyId, calendarOverrides.date],
      set: { dayType: row.dayType, name: row.name, createdBy: row.createdBy, createdAt: sql`now()` },
    });
}

export async function deleteOverride(db: DbOrTx, companyId: string, date: string): Promise<boolean> {
  const rows = await db
    .delete(calendarOverrides)
    .where(and(eq(calendarOverrides.companyId, companyId), eq(calendarOverrides.date, date)))
    .returning({ date: calendarOverrides.date });
  return rows.length > 0;
}

export async function findShift(db: DbOrTx, id: string) {
  const rows = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1);
  return rows[0];
}
