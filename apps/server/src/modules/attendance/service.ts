import {
  addDays,
  ClockExceptionStatus,
  closestPunchPoint,
  DayType,
  datesOfMonth,
  ErrorCode,
  HR_ROLES,
  hasAnyRole,
  judgeDay,
  lunarDay,
  type TAttendanceDetail,
  type TAttendanceListItem,
  type TAttendanceMonths,
  type TAttendanceSummary,
  type TCalendarDay,
  type TCalendarSummary,
  type TClockExceptionItem,
  type TClockExceptionReview,
  type TClockNullQuery,
  type TClockResult,
  type TCoveringRequest,
  type TDayAttendance,
  type THolidayKey,
  type TLanguage,
  type TLatLng,
  type TMapConfig,
  type TMobilePunch,
  type TPunchKind,
  type TRequestOnDay,
  type TRuleDetail,
  type TRuleItem,
  type TShiftInfo,
  type TShiftWindow,
  type TVacationLimit,
  weekdayOf,
} from '@ehome/shared';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import {
  businessDate,
  type Clock,
  DATE_FORMAT,
  formatDateTime,
  formatTime,
  instantAt,
  instantMsAt,
  inZone,
} from '../../platform/clock';
import { AppError, forbidden, notFound, unauthorized } from '../../platform/errors';
import { localName } from '../../platform/local-name';
import { findProfileByEid } from '../account/repository';
import type { DaySchedule, WorkCalendarService } from '../work-calendar/service';
import { shiftInfo } from '../work-calendar/service';
import type {
  ApprovedRequest,
  PunchRepair,
  PunchRepairSource,
  RequestSource,
  VacationLimitSource,
} from './ports';
import * as repo from './repository';
import { type CountedDay, dayMatches, summarise } from './summary';

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  workCalendar: WorkCalendarService;
  /** Approved requests that excuse time, one source per request kind (leave, trip, outing). */
  requestSources: readonly RequestSource[];
  vacationLimits: VacationLimitSource | null;
  /** Make-up clocks (补打卡) of a person: approved ones repair a day's punches when it is judged. */
  punchRepairs?: PunchRepairSource | null;
  map: TMapConfig;
};

/** A phone's report joins the server's refusal if it comes within this time. */
const REPORT_WINDOW_MS = 5 * 60_000;
/** The month pickers reach two years back (spec 1 §9: date pickers start two years before now). */
const MONTHS_BACK = 24;

/**
 * lunarDay is a pure function of the date but costs ~0.1 ms (chinese-days), 30 times per month
 * calendar: its answers are kept. Bounded: the map starts over past a few years of dates.
 */
const lunarDays = new Map<string, Readonly<ReturnType<typeof lunarDay>>>();
function lunarOf(date: string) {
  let lunar = lunarDays.get(date);
  if (lunar === undefined) {
    if (lunarDays.size >= 2000) lunarDays.clear();
    lunar = Object.freeze(lunarDay(date));
    lunarDays.set(date, lunar);
  }
  return lunar;
}

/** First and last date of a month YYYY-MM, kept once computed (datesOfMonth prints every date). */
const monthBoundsCache = new Map<string, readonly [string, string]>();
function monthBounds(ym: string): readonly [string, string] {
  let bounds = monthBoundsCache.get(ym);
  if (bounds === undefined) {
    if (monthBoundsCache.size >= 500) monthBoundsCache.clear();
    const dates = datesOfMonth(ym);
    bounds = [dates[0] as string, dates.at(-1) as string];
    monthBoundsCache.set(ym, bounds);
  }
  return bounds;
}

/** shiftInfo of a shift row, once per row object: a month has the same row on most of its days. */
const shiftInfos = new WeakMap<NonNullable<DaySchedule['shift']>, Partial<Record<TLanguage, TShiftInfo>>>();
/** The requests of a day without any (shared: judgeDay only reads them). */
const NO_REQUESTS: readonly TCoveringRequest[] = [];

function shiftInfoOf(shift: NonNullable<DaySchedule['shift']>, lang: TLanguage): TShiftInfo {
  let infos = shiftInfos.get(shift);
  if (infos === undefined) {
    infos = {};
    shiftInfos.set(shift, infos);
  }
  let info = infos[lang];
  if (info === undefined) {
    info = shiftInfo(shift, lang);
    infos[lang] = info;
  }
  return info;
}

type JudgedDay = CountedDay & { schedule: DaySchedule; record: repo.DayRecord | undefined };

/** Tags and attributes a rule article may use; anything else (scripts, handlers, styles) is dropped. */
const RULE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'span',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'a',
  ],
  allowedAttributes: {
    // rel and target are set by the transform below, whatever the stored HTML said.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** A rule picture is served by this app or from https. */
const safeImageUrl = (url: string | null) =>
  url && (/^\/[^/]/.test(url) || url.startsWith('https://')) ? url : null;

export function attendanceService(deps: Deps) {
  const { db, clock, timeZone, workCalendar } = deps;
  const now = () => clock.now();
  const today = () => businessDate(now(), timeZone);
  const dateTime = (at: Date | null) => (at ? formatDateTime(at, timeZone) : null);
  const time = (at: Date | null) => (at ? formatTime(at, timeZone) : null);

  /** Whose attendance a call may read: one's own, or, for HR, anyone of the same company. */
  async function subjectOf(user: AuthUser, eid: string | undefined): Promise<string> {
    if (!eid || eid === user.eid) return user.eid;
    if (hasAnyRole(user.roles, HR_ROLES)) {
      const target = await findProfileByEid(db, eid);
      if (target && target.companyId === user.companyId) return eid;
    }
    throw forbidden();
  }

  // The sources that offer their query are read in one statement with the make-ups (and the
  // punches, unless the caller has them): 3 statements a month calendar instead of 8.
  const sqlSources = deps.requestSources.filter((s) => s.approvedSql !== undefined);
  const repairsSql = deps.punchRepairs?.sql ?? null;
  const shape = (records: boolean) => {
    const kinds = sqlSources.map((s) => s.kind).join('_');
    return {
      name: `att_day_${kinds}${repairsSql ? '_m' : ''}${records ? '_r' : ''}`,
      requests: sqlSources.map((s) => s.approvedSql as NonNullable<RequestSource['approvedSql']>),
      repairs: repairsSql,
      records,
    };
  };
  const daySources = {
    withRecords: repo.daySourcesStatement(shape(true)),
    withoutRecords: repo.daySourcesStatement(shape(false)),
  };

  /** Approved requests overlapping a period, with their instants for judging and their display form. */
  async function approvedRequests(eid: string, from: Date, to: Date, read: Promise<repo.DaySources>) {
    const lists = await Promise.all(
      deps.requestSources.map(async (source) => {
        const index = sqlSources.indexOf(source);
        const rows =
          index >= 0
            ? ((await read).requests[index] as ApprovedRequest[])
            : await source.listApproved(db, eid, from, to);
        return rows.map((r: ApprovedRequest) => ({
          start: r.start.getTime(),
          end: r.end.getTime(),
          shown: {
            kind: source.kind,
            applyId: r.applyId,
            categoryCode: r.categoryCode,
            categoryName: r.categoryName,
            categoryNames: r.categoryNames,
            startTime: formatDateTime(r.start, timeZone),
            endTime: formatDateTime(r.end, timeZone),
          } satisfies TRequestOnDay,
        }));
      }),
    );
    return lists.flat();
  }

  function shiftWindow(date: string, shift: NonNullable<DaySchedule['shift']>): TShiftWindow {
    return {
      start: instantMsAt(date, shift.workStart, timeZone),
      end: instantMsAt(date, shift.workEnd, timeZone),
      breakStart: shift.dinnerStart ? instantMsAt(date, shift.dinnerStart, timeZone) : null,
      breakEnd: shift.dinnerEnd ? instantMsAt(date, shift.dinnerEnd, timeZone) : null,
      lateGraceMinutes: shift.lateGraceMinutes,
      earlyGraceMinutes: shift.earlyGraceMinutes,
    };
  }

  /** Judges every day from `from` to `to` for one employee: schedule + punches + approved requests. */
  async function judgeRange(
    eid: string,
    from: string,
    to: string,
    /** The reader's language, for the names that come from data (shift, request category). */
    lang: TLanguage,
    /** The punches of the range when the caller reads them itself (the clock card does, with more). */
    punches?: Promise<readonly repo.DayRecord[]>,
  ) {
    const rangeStart = instantAt(from, '00:00', timeZone);
    const rangeEnd = instantAt(addDays(to, 1), '00:00', timeZone);
    const combined =
      sqlSources.length > 0 || repairsSql !== null || punches === undefined
        ? (punches ? daySources.withoutRecords : daySources.withRecords)(
            db,
            eid,
            rangeStart,
            rangeEnd,
            from,
            to,
          )
        : Promise.resolve({ requests: [], repairs: [], records: [] } as repo.DaySources);
    const [schedule, records, requests, repairs] = await Promise.all([
      workCalendar.scheduleFor(db, eid, from, to),
      punches ?? combined.then((c) => c.records),
      approvedRequests(eid, rangeStart, rangeEnd, combined),
      !deps.punchRepairs
        ? Promise.resolve([] as PunchRepair[])
        : repairsSql
          ? combined.then((c) => c.repairs)
          : deps.punchRepairs(db, eid, from, to),
    ]);
    if (!schedule) throw notFound();
    const byDate = new Map(records.map((r) => [r.attendanceDate, r]));
    const repairsByDate = new Map<string, PunchRepair[]>();
    for (const r of repairs) repairsByDate.set(r.date, [...(repairsByDate.get(r.date) ?? []), r]);
    const at = now().getTime();
    // The days run from `from` to `to` one after the other: a day ends where the next starts.
    const starts = schedule.days.map((day) => instantMsAt(day.date, '00:00', timeZone));
    starts.push(rangeEnd.getTime());
    const days = schedule.days.map((day, i): JudgedDay => {
      const record = byDate.get(day.date);
      const dayStart = starts[i] as number;
      const dayEnd = starts[i + 1] as number;
      const onDay = requests.length === 0 ? [] : requests.filter((r) => r.start < dayEnd && r.end > dayStart);
      const window = day.shift ? shiftWindow(day.date, day.shift) : null;
      const makeups = repairsByDate.get(day.date) ?? [];
      // An approved make-up is a punch at the shift's start (in) or end (out); a real punch on the
      // better side of it still counts as it is.
      let signInRepaired = false;
      let signOutRepaired = false;
      if (window !== null) {
        for (const m of makeups) {
          if (m.approveStatus !== 2) continue;
          if (m.punch === 'in') signInRepaired = true;
          else if (m.punch === 'out') signOutRepaired = true;
        }
      }
      const realIn = record?.signInAt?.getTime() ?? null;
      const realOut = record?.signOutAt?.getTime() ?? null;
      const signIn =
        signInRepaired && window ? Math.min(realIn ?? Number.POSITIVE_INFINITY, window.start) : realIn;
      const signOut = signOutRepaired && window ? Math.max(realOut ?? 0, window.end) : realOut;
      const judgement = judgeDay({
        shift: window,
        holiday: day.calendar.dayType === DayType.Holiday,
        signIn,
        signOut,
        requests:
          onDay.length === 0
            ? NO_REQUESTS
            : onDay.map((r) => ({ kind: r.shown.kind, start: r.start, end: r.end })),
        dayEnd,
        now: at,
      });
      const shift = day.shift ? shiftInfoOf(day.shift, lang) : null;
      const shownRequests = onDay.map((r) => r.shown);
      return {
        date: day.date,
        scheduled: day.shift !== null,
        schedule: day,
        record,
        judgement,
        requests: shownRequests,
        item: {
          attendanceDate: day.date,
          shiftName: shift?.shiftName ?? null,
          state: judgement.state,
          startTime: shift?.workStartTime ?? null,
          endTime: shift?.workEndTime ?? null,
          signInTime: time(record?.signInAt ?? null),
          signOutTime: time(record?.signOutAt ?? null),
          lateMinutes: judgement.lateMinutes,
          earlyMinutes: judgement.earlyMinutes,
          restDayWork: judgement.restDayWork,
          requests: shownRequests,
          makeups: makeups.map((m) => ({
            applyId: m.applyId,
            punch: m.punch,
            approveStatus: m.approveStatus,
          })),
          signInRepaired,
          signOutRepaired,
        },
      };
    });
    return { pattern: schedule.pattern, days };
  }

  async function judgeMonth(eid: string, ym: string, lang: TLanguage) {
    const [first, last] = monthBounds(ym);
    return judgeRange(eid, first, last, lang);
  }

  const outOfRange = (
    kind: TPunchKind,
    data: { exceptionId: string; distance: number; limit: number; locationName: string },
  ) =>
    new AppError(
      ErrorCode.OutOfRange,
      kind === 'in' ? 'attendance.message2' : 'attendance.message6',
      { location: data.locationName, distance: data.distance, limit: data.limit },
      200,
      data,
    );

  /**
   * A clock-in or clock-out at a position, decided on the server with its clock: the employee must
   * have a punch point (message8), a counter employee a counter manager (message9); clock-in once a
   * day, clock-out only after it (message5, the last one counts); within a point's range (or a
   * range of -1), else the attempt is kept for HR and refused (message2 / message6).
   */
  async function punch(
    user: AuthUser,
    kind: TPunchKind,
    position: TLatLng,
    source: 'clock' | 'mobile',
  ): Promise<TClockResult> {
    const at = now();
    const date = businessDate(at, timeZone);
    // The day's sign-in and the punch points come in one round trip (the punch is the hot path).
    const [schedule, { signInAt, locations }] = await Promise.all([
      workCalendar.scheduleFor(db, user.eid, date, date),
      repo.findPunchContext(db, user.eid, date, user.organizationId),
    ]);
    if (!schedule) throw unauthorized();
    const { pattern } = schedule;
    if (pattern.punchMode === 'counter' && !pattern.counterManagerNo) {
      throw new AppError(ErrorCode.NoCounterManager, 'attendance.message9');
    }
    if (kind === 'in' && signInAt) {
      throw new AppError(ErrorCode.AlreadyClockedIn, 'attendance.alreadyClockedIn', {
        time: time(signInAt) as string,
      });
    }
    if (kind === 'out' && !signInAt) throw new AppError(ErrorCode.NotClockedIn, 'attendance.message5');
    const closest = closestPunchPoint(position, locations);
    if (!closest) throw new AppError(ErrorCode.NoPunchLocation, 'attendance.message8');
    const { point, distance } = closest;
    if (!closest.inRange) {
      const exceptionId = await repo.insertException(db, {
        companyId: user.companyId,
        eid: user.eid,
        kind,
        attendanceDate: date,
        occurredAt: at,
        longitude: position.longitude,
        latitude: position.latitude,
        distance,
        limitMeters: point.limit,
        locationId: point.id,
        locationName: point.name,
      });
      throw outOfRange(kind, { exceptionId, distance, limit: point.limit, locationName: point.name });
    }

    const write: repo.PunchWrite = {
      at,
      longitude: position.longitude,
      latitude: position.latitude,
      locationId: point.id,
      distance,
      source,
    };
    const restDayWork = schedule.days[0]?.shift == null;
    let replaced = false;
    if (kind === 'in') {
      if (!(await repo.insertSignIn(db, user.eid, date, write, restDayWork))) {
        // Another clock-in of the same person won the race.
        const winner = await repo.findRecord(db, user.eid, date);
        throw new AppError(ErrorCode.AlreadyClockedIn, 'attendance.alreadyClockedIn', {
          time: time(winner?.signInAt ?? at) as string,
        });
      }
    } else {
      const result = await repo.updateSignOut(db, user.eid, date, write);
      if (!result.updated) throw new AppError(ErrorCode.NotClockedIn, 'attendance.message5');
      replaced = result.replaced;
    }
    return {
      kind,
      attendanceDate: date,
      time: formatDateTime(at, timeZone),
      locationId: point.id,
      locationName: point.name,
      distance,
      restDayWork,
      replaced,
    };
  }

  /** A calendar cell: the day's list item and what the calendar says of the date (no spread: hot). */
  function toCalendarDay(day: JudgedDay): TCalendarDay {
    const { calendar, weekday } = day.schedule;
    const { item } = day;
    return {
      attendanceDate: item.attendanceDate,
      shiftName: item.shiftName,
      state: item.state,
      startTime: item.startTime,
      endTime: item.endTime,
      signInTime: item.signInTime,
      signOutTime: item.signOutTime,
      lateMinutes: item.lateMinutes,
      earlyMinutes: item.earlyMinutes,
      restDayWork: item.restDayWork,
      requests: item.requests,
      makeups: item.makeups,
      signInRepaired: item.signInRepaired,
      signOutRepaired: item.signOutRepaired,
      weekday,
      dayType: calendar.dayType,
      holiday: calendar.holiday as THolidayKey | null,
      makeUpWorkday: calendar.makeUpWorkday,
      override: calendar.override,
      lunar: lunarOf(day.date),
    };
  }

  return {
    punch,

    /**
     * How one day of a person went, for the make-up clock's rules: the shift's punch instants, the
     * real punches and the judgement (approved make-ups included).
     */
    async dayFacts(eid: string, date: string) {
      const { days } = await judgeRange(eid, date, date, 'zh');
      const day = days[0] as JudgedDay;
      const shift = day.schedule.shift;
      return {
        scheduleId: day.schedule.scheduleId,
        shift,
        shiftStart: shift ? instantAt(date, shift.workStart, timeZone) : null,
        shiftEnd: shift ? instantAt(date, shift.workEnd, timeZone) : null,
        signIn: day.record?.signInAt ?? null,
        signOut: day.record?.signOutAt ?? null,
        judgement: day.judgement,
      };
    },

    /** GetEmployeeAttendanceDataForCurrentDay: one day of one's own attendance (today by default). */
    async dayView(user: AuthUser, date: string | undefined, lang: TLanguage): Promise<TDayAttendance> {
      const current = today();
      const day = date ?? current;
      // The day's punches, attempts and punch points come in one round trip.
      const card = repo.findDayCard(db, user.eid, day, user.organizationId);
      const [{ pattern, days }, { locations, exceptions }] = await Promise.all([
        judgeRange(
          user.eid,
          day,
          day,
          lang,
          card.then((c) => (c.record ? [c.record] : [])),
        ),
        card,
      ]);
      const judged = days[0] as JudgedDay;
      const { calendar, shift } = judged.schedule;
      const record = judged.record;
      const primary = locations[0];
      const isToday = day === current;
      const counterMode = pattern.punchMode === 'counter';
      const ready = locations.length > 0 && (!counterMode || pattern.counterManagerNo !== null);
      return {
        经度: primary?.longitude ?? null,
        纬度: primary?.latitude ?? null,
        打卡范围: primary?.limit ?? null,
        员工编号: pattern.employeeNo,
        柜台经理编号: pattern.counterManagerNo,
        实际上班时间: dateTime(record?.signInAt ?? null),
        attendanceDate: day,
        weekday: weekdayOf(day),
        dayType: calendar.dayType,
        holiday: calendar.holiday as THolidayKey | null,
        makeUpWorkday: calendar.makeUpWorkday,
        override: calendar.override,
        shift: shift ? shiftInfoOf(shift, lang) : null,
        signInTime: dateTime(record?.signInAt ?? null),
        signOutTime: dateTime(record?.signOutAt ?? null),
        state: judged.judgement.state,
        lateMinutes: judged.judgement.lateMinutes,
        earlyMinutes: judged.judgement.earlyMinutes,
        restDayWork: judged.judgement.restDayWork,
        requests: judged.requests,
        makeups: judged.item.makeups,
        signInRepaired: judged.item.signInRepaired,
        signOutRepaired: judged.item.signOutRepaired,
        exceptions: exceptions.map((e) => ({
          id: e.id,
          kind: e.kind as TPunchKind,
          occurredAt: formatDateTime(e.occurredAt, timeZone),
          distance: e.distance,
          limit: e.limitMeters,
          locationName: e.locationName,
          status: e.status as 0 | 1 | 2,
        })),
        locationList: locations.map(({ id, name, latitude, longitude, limit }) => ({
          id,
          name,
          latitude,
          longitude,
          limit,
        })),
        counterMode,
        isToday,
        canClockIn: isToday && ready && !record?.signInAt,
        canClockOut: isToday && ready && Boolean(record?.signInAt),
      };
    },

    /** POST Attendance/Update: the mobile form of a punch (sign-in or sign-out coordinates). */
    mobilePunch(user: AuthUser, body: TMobilePunch): Promise<TClockResult> {
      if ('signInTimeLongitude' in body) {
        return punch(
          user,
          'in',
          { longitude: body.signInTimeLongitude, latitude: body.signInTimeLatitude },
          'mobile',
        );
      }
      return punch(
        user,
        'out',
        { longitude: body.signOutTimeLongitude, latitude: body.signOutTimeLatitude },
        'mobile',
      );
    },

    /** POST Attendance/GetAttendanceFromMobile: the mobile data of a day (spec 1 §3). */
    async mobileData(user: AuthUser, date: string | undefined) {
      const day = date ?? today();
      const [record, locations] = await Promise.all([
        repo.findRecord(db, user.eid, day),
        repo.listPunchLocations(db, user.organizationId),
      ]);
      return {
        attendanceDate: day,
        signInTime: dateTime(record?.signInAt ?? null),
        signOutTime: dateTime(record?.signOutAt ?? null),
        locationList: locations.map(({ latitude, longitude, limit }) => ({ latitude, longitude, limit })),
      };
    },

    /**
     * ClockInNull / ClockOutNull: the phone's out-of-range report. It joins the attempt the server
     * kept when it refused moments ago; on its own (an older client) it is kept as a new attempt
     * with the server's distance, so nothing the person tried is lost.
     */
    async reportOutOfRange(user: AuthUser, kind: TPunchKind, report: TClockNullQuery) {
      const at = now();
      const attached = await repo.attachReport(db, {
        eid: user.eid,
        kind,
        since: new Date(at.getTime() - REPORT_WINDOW_MS),
        reportedDistance: report.juli,
        reportedLimit: report.limit ?? null,
        reportedLatitude: report.startlatitude ?? null,
        reportedLongitude: report.startlongitude ?? null,
      });
      if (attached) return { exceptionId: attached };
      const position = { longitude: report.jd, latitude: report.wd };
      const closest = closestPunchPoint(position, await repo.listPunchLocations(db, user.organizationId));
      const exceptionId = await repo.insertException(db, {
        companyId: user.companyId,
        eid: user.eid,
        kind,
        attendanceDate: businessDate(at, timeZone),
        occurredAt: at,
        ...position,
        distance: closest?.distance ?? Math.round(report.juli),
        limitMeters: closest?.point.limit ?? report.limit ?? 0,
        locationId: closest?.point.id ?? null,
        locationName: closest?.point.name ?? null,
        reportedDistance: report.juli,
        reportedLimit: report.limit ?? null,
        reportedLatitude: report.startlatitude ?? null,
        reportedLongitude: report.startlongitude ?? null,
      });
      return { exceptionId };
    },

    /** RecordChangeAFNo: the phone remembered another employee number than the one that punched. */
    async recordNumberChange(user: AuthUser, oldNo: string, status: 0 | 1): Promise<void> {
      const profile = await findProfileByEid(db, user.eid);
      if (!profile) throw unauthorized();
      await repo.insertNumberChange(db, {
        eid: user.eid,
        oldNo,
        currentNo: profile.employeeNo,
        status,
        at: now(),
      });
    },

    /** CalenderSummary {eid, attendanceYear, attendanceMonth}: every day of a month and its totals. */
    async calendarSummary(
      user: AuthUser,
      query: { eid?: string | undefined; attendanceYear: number; attendanceMonth: number },
      lang: TLanguage,
    ): Promise<TCalendarSummary> {
      const eid = await subjectOf(user, query.eid);
      const ym = `${query.attendanceYear}-${String(query.attendanceMonth).padStart(2, '0')}`;
      const { days } = await judgeMonth(eid, ym, lang);
      const current = today();
      return {
        eid,
        attendanceYear: query.attendanceYear,
        attendanceMonth: query.attendanceMonth,
        today: current,
        days: days.map(toCalendarDay),
        summary: summarise(days, current, lang),
      };
    },

    /** GetAttendanceList?argYm: the days of a month with something to show, up to today. */
    async attendanceList(user: AuthUser, ym: string, lang: TLanguage): Promise<TAttendanceListItem[]> {
      const { days } = await judgeMonth(user.eid, ym, lang);
      const current = today();
      return days
        .filter(
          (d) =>
            d.date <= current &&
            (d.record !== undefined || !['pending', 'rest', 'holiday'].includes(d.judgement.state)),
        )
        .map((d) => d.item);
    },

    /** GetAttendanceMonth: the months the pickers offer, newest first. */
    async months(user: AuthUser): Promise<TAttendanceMonths> {
      const current = today();
      const [pattern, first] = await Promise.all([
        workCalendar.scheduleFor(db, user.eid, current, current),
        repo.firstRecordDate(db, user.eid),
      ]);
      const since = [pattern?.pattern.hireDate, pattern?.pattern.attendanceSince]
        .filter((d): d is string => Boolean(d))
        .sort()
        .at(-1);
      const start = [since, first].filter((d): d is string => Boolean(d)).sort()[0] ?? current;
      const floor = inZone(now(), timeZone)
        .subtract(MONTHS_BACK - 1, 'month')
        .format(DATE_FORMAT);
      // Dates compare as text: the later of the two.
      const earliest = ([start, floor].sort().at(-1) as string).slice(0, 7);
      const months: string[] = [];
      let cursor = inZone(now(), timeZone).startOf('month');
      while (cursor.format('YYYY-MM') >= earliest) {
        months.push(cursor.format('YYYY-MM'));
        cursor = cursor.subtract(1, 'month');
      }
      return { currentMonth: current.slice(0, 7), earliestMonth: earliest, months };
    },

    /** GetAttendanceSummary?ym. */
    async summary(user: AuthUser, ym: string, lang: TLanguage): Promise<TAttendanceSummary> {
      const { days } = await judgeMonth(user.eid, ym, lang);
      return { ym, ...summarise(days, today(), lang) };
    },

    /** GetAttendanceDetail?ym&type: the days of one summary category. */
    async detail(user: AuthUser, ym: string, type: string, lang: TLanguage): Promise<TAttendanceDetail> {
      const { days } = await judgeMonth(user.eid, ym, lang);
      return { ym, type, result: days.filter((d) => dayMatches(d, type)).map((d) => d.item) };
    },

    /** GetVacationLimit?ym: leave balances, from the leave module once it registers its source. */
    async vacationLimits(user: AuthUser, ym: string, lang: TLanguage): Promise<TVacationLimit[]> {
      return deps.vacationLimits ? deps.vacationLimits(db, user.eid, ym, lang) : [];
    },

    async rules(user: AuthUser, lang: TLanguage): Promise<TRuleItem[]> {
      const rows = await repo.listRules(db, user.companyId);
      return rows.map((r) => ({ id: r.id, name: localName(r, lang), kind: r.kind as TRuleItem['kind'] }));
    },

    /** A rule article: its HTML is sanitised on the way out, whoever stored it. */
    async ruleDetail(user: AuthUser, id: string, lang: TLanguage): Promise<TRuleDetail> {
      const rule = await repo.findRule(db, user.companyId, id);
      if (!rule) throw notFound();
      return {
        id: rule.id,
        name: localName(rule, lang),
        kind: rule.kind as TRuleItem['kind'],
        content: rule.contentHtml ? sanitizeHtml(rule.contentHtml, RULE_HTML) : null,
        imageUrl: safeImageUrl(rule.imageUrl),
        updatedAt: formatDateTime(rule.updatedAt, timeZone),
      };
    },

    mapConfig(): TMapConfig {
      return deps.map;
    },

    /** HR: out-of-range attempts of the company, newest first. */
    async exceptions(
      user: AuthUser,
      query: { pageIndex: number; pageSize: number; status?: number | undefined },
    ): Promise<{ result: TClockExceptionItem[]; totalCount: number }> {
      const { rows, totalCount } = await repo.listExceptions(db, user.companyId, query.status, query);
      return {
        totalCount,
        result: rows.map(({ exception: e, employeeName, employeeNo, organizationName, reviewerName }) => ({
          id: e.id,
          eid: e.eid,
          employeeName,
          employeeNo,
          organizationName,
          kind: e.kind as TPunchKind,
          attendanceDate: e.attendanceDate,
          occurredAt: formatDateTime(e.occurredAt, timeZone),
          longitude: e.longitude,
          latitude: e.latitude,
          distance: e.distance,
          limit: e.limitMeters,
          locationName: e.locationName,
          reportedDistance: e.reportedDistance,
          status: e.status as 0 | 1 | 2,
          reviewerName,
          reviewedAt: dateTime(e.reviewedAt),
          reviewRemark: e.reviewRemark,
        })),
      };
    },

    /**
     * HR accepts an attempt (it becomes that day's punch, never moving an existing one the wrong
     * way) or dismisses it; either decision is made once.
     */
    async reviewException(user: AuthUser, review: TClockExceptionReview): Promise<void> {
      await db.transaction(async (tx) => {
        const exception = await repo.lockException(tx, review.id);
        if (!exception || exception.companyId !== user.companyId) throw notFound();
        // Four eyes: HR's own out-of-range attempt is decided by a colleague.
        if (exception.eid === user.eid) throw new AppError(ErrorCode.Conflict, 'attendance.ownException');
        if (exception.status !== ClockExceptionStatus.Waiting) {
          throw new AppError(ErrorCode.Conflict, 'attendance.exceptionReviewed');
        }
        await repo.markReviewed(tx, exception.id, {
          status: review.accept ? ClockExceptionStatus.Accepted : ClockExceptionStatus.Dismissed,
          reviewedBy: user.eid,
          reviewedAt: now(),
          reviewRemark: review.remark,
        });
        if (review.accept) {
          await repo.applyAcceptedPunch(
            tx,
            exception.eid,
            exception.attendanceDate,
            exception.kind as TPunchKind,
            {
              at: exception.occurredAt,
              longitude: exception.longitude,
              latitude: exception.latitude,
              locationId: exception.locationId,
              distance: exception.distance,
              source: 'review',
            },
          );
        }
      });
    },
  };
}

export type AttendanceService = ReturnType<typeof attendanceService>;
