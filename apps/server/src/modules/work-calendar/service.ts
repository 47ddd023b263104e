import {
  calendarDay,
  DayType,
  datesBetween,
  type TCalendarDayInfo,
  type TCalendarOverrideItem,
  type TCalendarOverrideSave,
  type TCalendarOverrides,
  type TDayType,
  type TLanguage,
  type TShiftInfo,
  type TWorkScheduleRow,
  weekdayOf,
} from '@ehome/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { localName } from '../../platform/local-name';
import * as repo from './repository';

/** A date of an employee's working life: what the calendar says and which shift (null: no work). */
export type DaySchedule = {
  date: string;
  /** 0 Sunday .. 6 Saturday (weekdayOf). */
  weekday: number;
  /** Shared between calls (see factsOf): read only. */
  calendar: Readonly<TCalendarDayInfo>;
  shift: repo.ShiftRow | null;
  /** Opaque key of the shift on that date (make-up punches refer to it). */
  scheduleId: string | null;
};

/** The working pattern and the schedule of each date in a range. */
export type EmployeeSchedule = { pattern: repo.WorkPattern; days: DaySchedule[] };

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Shift times as the API shows them (HH:mm) with the day's working hours, breaks excluded, and the
 * shift's name in the reader's language.
 */
export function shiftInfo(shift: repo.ShiftRow, lang: TLanguage): TShiftInfo {
  const breakMinutes =
    shift.dinnerStart && shift.dinnerEnd ? minutesOf(shift.dinnerEnd) - minutesOf(shift.dinnerStart) : 0;
  const minutes = minutesOf(shift.workEnd) - minutesOf(shift.workStart) - breakMinutes;
  return {
    shiftId: shift.id,
    shiftName: localName(shift, lang),
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

/**
 * What a date is in the statutory calendar (chinese-days: about 10 us a date, and the month
 * calendar asks for 30 on every call) and its weekday: they depend on the date only, so they are
 * kept once computed, frozen as they are shared. Bounded: the map starts over past a few years.
 */
type DateFacts = { calendar: Readonly<TCalendarDayInfo>; weekday: number };
const dateFacts = new Map<string, DateFacts>();
function factsOf(date: string): DateFacts {
  let facts = dateFacts.get(date);
  if (facts === undefined) {
    if (dateFacts.size >= 2000) dateFacts.clear();
    facts = Object.freeze({ calendar: Object.freeze(calendarDay(date)), weekday: weekdayOf(date) });
    dateFacts.set(date, facts);
  }
  return facts;
}

/** datesBetween of a range, kept once computed (addDays parses and prints every date). */
const rangeDates = new Map<string, readonly string[]>();
function datesOf(from: string, to: string): readonly string[] {
  const key = `${from}/${to}`;
  let dates = rangeDates.get(key);
  if (dates === undefined) {
    if (rangeDates.size >= 500) rangeDates.clear();
    dates = Object.freeze(datesBetween(from, to));
    rangeDates.set(key, dates);
  }
  return dates;
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
    const found = await repo.findSchedule(conn, eid, from, to);
    if (!found) return null;
    const { pattern } = found;
    const overrides = toOverrides(found.overrides);
    const perDate = new Map(found.days.map((r) => [r.date, r]));
    const weekdays = pattern.weekdays ?? [1, 2, 3, 4, 5];
    const since = [pattern.hireDate, pattern.attendanceSince]
      .filter((d) => d !== null)
      .sort()
      .at(-1);
    const days = datesOf(from, to).map((date): DaySchedule => {
      const { weekday, calendar: statutory } = factsOf(date);
      // calendarDay(date, overrides) is the statutory day when no override names the date.
      const calendar = overrides.has(date) ? calendarDay(date, overrides) : statutory;
      const row = perDate.get(date);
      let shift: repo.ShiftRow | null;
      if (since && date < since) shift = null;
      else if (row) shift = row.shift;
      else if (pattern.followsCalendar) shift = calendar.dayType === DayType.Workday ? pattern.shift : null;
      else shift = weekdays.includes(weekday || 7) ? pattern.shift : null;
      return { date, weekday, calendar, shift, scheduleId: shift ? `${date}_${shift.id}` : null };
    });
    return { pattern, days };
  }

  return {
    scheduleFor,

    /** GetWorkscheduleByDate?dt: the schedule row of a date, or none on a day without work. */
    async scheduleRows(user: AuthUser, date: string, lang: TLanguage): Promise<TWorkScheduleRow[]> {
      const schedule = await scheduleFor(db, user.eid, date, date);
      const day = schedule?.days[0];
      if (!day?.shift || !day.scheduleId) return [];
      return [
        {
          ...shiftInfo(day.shift, lang),
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
