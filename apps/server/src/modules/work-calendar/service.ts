import {
  calendarDay,
  DayType,
  datesBetween,
  type TCalendarDayInfo,
  type TCalendarOverrideItem,
  type TCalendarOverrideSave,
  type TCalendarOverrides,
  type TDayType,
  type TShiftInfo,
  type TWorkScheduleRow,
  weekdayOf,
} from '@ehome/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import * as repo from './repository';

/** A date of an employee's working life: what the calendar says and which shift (null: no work). */
export type DaySchedule = {
  date: string;
  calendar: TCalendarDayInfo;
  shift: repo.ShiftRow | null;
  /** Opaque key of the shift on that date (make-up punches refer to it). */
  scheduleId: string | null;
};

/** The working pattern and the schedule of each date in a range. */
export type EmployeeSchedule = { pattern: repo.WorkPattern; days: DaySchedule[] };

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Shift times as the API shows them (HH:mm) with the day's working hours, breaks excluded. */
export function shiftInfo(shift: repo.ShiftRow): TShiftInfo {
  const breakMinutes =
    shift.dinnerStart && shift.dinnerEnd ? minutesOf(shift.dinnerEnd) - minutesOf(shift.dinnerStart) : 0;
  const minutes = minutesOf(shift.workEnd) - minutesOf(shift.workStart) - breakMinutes;
  return {
    shiftId: shift.id,
    shiftName: shift.name,
    workStartTime: hhmm(shift.workStart) as string,
    workEndTime: hhmm(shift.workEnd) as string,
    dinnerStartTime: hhmm(shift.dinnerStart),
    dinnerEndTime: hhmm(shift.dinnerEnd),
    workHours: Math.round((minutes / 60) * 100) / 100,
    lateGraceMinutes: shift.lateGraceMinutes,
    earlyGraceMinutes: shift.earlyGraceMinutes,
  };
}

function toOverrides(rows: { date: string; dayType: number; name: string }[]): TCalendarOverrides {
  return new Map(rows.map((r) => [r.date, { dayType: r.dayType as TDayType, name: r.name }]));
}

export function workCalendarService({ db }: { db: Db }) {
  /**
   * The schedule of every date from `from` to `to`: a per-date row wins; otherwise people who follow
   * the statutory calendar work its workdays (company overrides included), others their weekdays
   * (1 Monday .. 7 Sunday). Nothing is scheduled before the hire date, nor before the company
   * started recording attendance here.
   */
  async function scheduleFor(
    conn: DbOrTx,
    eid: string,
    from: string,
    to: string,
  ): Promise<EmployeeSchedule | null> {
    const pattern = await repo.findWorkPattern(conn, eid);
    if (!pattern) return null;
    const [dayRows, overrideRows] = await Promise.all([
      repo.listScheduleDays(conn, eid, from, to),
      repo.listOverrides(conn, pattern.companyId, from, to),
    ]);
    const overrides = toOverrides(overrideRows);
    const perDate = new Map(dayRows.map((r) => [r.date, r]));
    const weekdays = pattern.weekdays ?? [1, 2, 3, 4, 5];
    const since = [pattern.hireDate, pattern.attendanceSince]
      .filter((d) => d !== null)
      .sort()
      .at(-1);
    const days = datesBetween(from, to).map((date): DaySchedule => {
      const calendar = calendarDay(date, overrides);
      const row = perDate.get(date);
      let shift: repo.ShiftRow | null;
      if (since && date < since) shift = null;
      else if (row) shift = row.shift;
      else if (pattern.followsCalendar) shift = calendar.dayType === DayType.Workday ? pattern.shift : null;
      else shift = weekdays.includes(weekdayOf(date) || 7) ? pattern.shift : null;
      return { date, calendar, shift, scheduleId: shift ? `${date}_${shift.id}` : null };
    });
    return { pattern, days };
  }

  return {
    scheduleFor,

    /** GetWorkscheduleByDate?dt: the schedule row of a date, or none on a day without work. */
    async scheduleRows(user: AuthUser, date: string): Promise<TWorkScheduleRow[]> {
      const schedule = await scheduleFor(db, user.eid, date, date);
      const day = schedule?.days[0];
      if (!day?.shift || !day.scheduleId) return [];
      return [
        {
          ...shiftInfo(day.shift),
          scheduleID: day.scheduleId,
          attendanceDate: date,
          dayType: day.calendar.dayType,
        },
      ];
    },

    async overrides(user: AuthUser, year: number): Promise<TCalendarOverrideItem[]> {
      const rows = await repo.listOverrides(db, user.companyId, `${year}-01-01`, `${year}-12-31`);
      return rows.map((r) => ({
        date: r.date,
        dayType: r.dayType as TDayType,
        name: r.name,
        statutoryDayType: calendarDay(r.date).dayType,
      }));
    },

    async saveOverride(user: AuthUser, input: TCalendarOverrideSave): Promise<TCalendarOverrideItem> {
      await repo.upsertOverride(db, { ...input, companyId: user.companyId, createdBy: user.eid });
      return { ...input, statutoryDayType: calendarDay(input.date).dayType };
    },

    async deleteOverride(user: AuthUser, date: string): Promise<void> {
      if (!(await repo.deleteOverride(db, user.companyId, date))) throw notFound();
    },
  };
}

export type WorkCalendarService = ReturnType<typeof workCalendarService>;
