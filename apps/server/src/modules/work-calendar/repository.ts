import { and, asc, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { batchedSelect } from '../../db/batched';
import { type DbOrTx, preparedPerDb } from '../../db/client';
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

/** A shift as json_build_object writes it (keys as ShiftRow's; the timestamp as text). */
const shiftJson = sql`json_build_object(
  'id', s.id, 'companyId', s.company_id, 'name', s.name, 'nameEn', s.name_en, 'nameJa', s.name_ja,
  'workStart', s.work_start,
  'workEnd', s.work_end, 'dinnerStart', s.dinner_start, 'dinnerEnd', s.dinner_end,
  'lateGraceMinutes', s.late_grace_minutes, 'earlyGraceMinutes', s.early_grace_minutes,
  'isDefault', s.is_default, 'createdAt', s.created_at)`;

type ShiftJson = Omit<ShiftRow, 'createdAt'> & { createdAt: string };
type ScheduleDayJson = { date: string; shift: ShiftJson | null };
type OverrideJson = { date: string; dayType: number; name: string };

/**
 * How an employee works: their schedule row (when they have one) with its shift, else the
 * company's default shift; the counter manager's employee number for counter punching. With it,
 * in the same row, the employee's per-date schedule rows (null shift = rest) and the company's
 * calendar overrides between two dates. One prepared statement: every punch, clock card and
 * calendar reads it, so it is built once and planned once per connection, in one round trip.
 */
const scheduleStatement = preparedPerDb((db) => {
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  return db
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
      days: sql<ScheduleDayJson[] | null>`(
        select json_agg(json_build_object('date', d.date, 'shift', case when s.id is null then null else ${shiftJson} end))
        from ${scheduleDays} d left join ${shifts} s on s.id = d.shift_id
        where d.eid = ${employees.eid} and d.date between ${from} and ${to})`,
      overrides: sql<OverrideJson[] | null>`(
        select json_agg(json_build_object('date', o.date, 'dayType', o.day_type, 'name', o.name) order by o.date)
        from ${calendarOverrides} o
        where o.company_id = ${employees.companyId} and o.date between ${from} and ${to})`,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(workSchedules, eq(workSchedules.eid, employees.eid))
    .leftJoin(
      shifts,
      sql`${shifts.id} = coalesce(${workSchedules.shiftId}, (select s.id from ${shifts} s where s.company_id = ${employees.companyId} and s.is_default))`,
    )
    .leftJoin(counterManagers, eq(counterManagers.eid, workSchedules.counterManagerEid))
    .where(eq(employees.eid, sql.placeholder('eid')))
    .limit(1)
    .prepare('work_calendar_schedule');
});

/** The schedules asked for together (a morning's punches and calendars) in one statement. */
const scheduleRows = batchedSelect(scheduleStatement, {
  name: 'work_calendar_schedule',
  types: { eid: 'uuid', from: 'date', to: 'date' },
});

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleStatement>['execute']>>[number];
export type WorkPattern = Omit<ScheduleRow, 'days' | 'overrides'>;
export type ScheduleDayRow = { date: string; shift: ShiftRow | null };
export type OverrideRow = { date: string; dayType: number; name: string };

/**
 * An employee's work pattern with their schedule rows and their company's overrides from `from`
 * to `to` (both included); undefined when there is no such employee.
 */
export async function findSchedule(
  db: DbOrTx,
  eid: string,
  from: string,
  to: string,
): Promise<{ pattern: WorkPattern; days: ScheduleDayRow[]; overrides: OverrideRow[] } | undefined> {
  const row = (await scheduleRows(db, { eid, from, to }))[0];
  if (!row) return undefined;
  const { days, overrides, ...pattern } = row;
  return {
    pattern,
    days: (days ?? []).map((d) => ({
      date: d.date,
      shift: d.shift && { ...d.shift, createdAt: new Date(d.shift.createdAt) },
    })),
    overrides: overrides ?? [],
  };
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
