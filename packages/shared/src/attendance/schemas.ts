import { z } from 'zod';
import { zPage } from '../envelope';
import { DAY_TYPES, HOLIDAY_KEYS, isIsoDate, LUNAR_MAX_YEAR, LUNAR_MIN_YEAR } from './calendar';
import { ATTENDANCE_STATES, REQUEST_KINDS } from './day-state';

/**
 * The attendance contract (spec 1 §3 "Attendance", §7 "Attendance"). Paths and field names are the
 * spec's, odd ones included: the clock's `jd`/`wd` (longitude/latitude), `juli` (distance), the
 * Chinese keys of today's record and `CalenderSummary`.
 */

/** Months and dates the calendars know: lunar data covers 1900 to 2100 (spec 1 §9). */
const YM_RE = /^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/;
const inCalendarRange = (date: string) =>
  date >= `${LUNAR_MIN_YEAR}-01-01` && date <= `${LUNAR_MAX_YEAR}-12-31`;
/** HH:mm, 00:00 to 23:59. */
export const TIME_OF_DAY_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export const zIsoDate = z
  .string({ error: 'validation.date' })
  .trim()
  .refine((v) => isIsoDate(v) && inCalendarRange(v), { error: 'validation.date' });
/** A month `YYYY-MM`. */
export const zYearMonth = z.string({ error: 'validation.yearMonth' }).trim().regex(YM_RE, {
  error: 'validation.yearMonth',
});

/**
 * A number from a query string: missing or blank is "required" (not 0, as coercion would make it),
 * anything else not a finite number is `invalid`.
 */
export function zQueryNumber(invalid: string, required = 'validation.required') {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
      return value;
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }),
  );
}

/** An optional query value: blank counts as absent. */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const zLongitude = zQueryNumber('validation.longitude').pipe(
  z.number().min(-180, { error: 'validation.longitude' }).max(180, { error: 'validation.longitude' }),
);
const zLatitude = zQueryNumber('validation.latitude').pipe(
  z.number().min(-90, { error: 'validation.latitude' }).max(90, { error: 'validation.latitude' }),
);

export const ZDayType = z.union(DAY_TYPES.map((t) => z.literal(t)));
export const ZAttendanceState = z.enum(ATTENDANCE_STATES);
export type TAttendanceStateValue = z.infer<typeof ZAttendanceState>;

// ---------------------------------------------------------------- work calendar and schedules

/** A shift (spec 1 §3 leave policy fields): work and dinner times `HH:mm` in the business time zone. */
export const ZShiftInfo = z.object({
  shiftId: z.string(),
  shiftName: z.string(),
  workStartTime: z.string(),
  workEndTime: z.string(),
  dinnerStartTime: z.string().nullable(),
  dinnerEndTime: z.string().nullable(),
  /** Working hours of the day, breaks excluded. */
  workHours: z.number(),
  lateGraceMinutes: z.number().int(),
  earlyGraceMinutes: z.number().int(),
});
export type TShiftInfo = z.infer<typeof ZShiftInfo>;

/** GET GetWorkscheduleByDate?dt (spec 1 §7; the employee-service path, spec 3 §7). */
export const ZWorkScheduleQuery = z.object({ dt: zIsoDate });

/**
 * One schedule row of a date (empty list on a day without a shift). `scheduleID` is an opaque key of
 * the employee's shift on that date, as the make-up punch form refers to it (spec 3 §3).
 */
export const ZWorkScheduleRow = ZShiftInfo.extend({
  scheduleID: z.string(),
  attendanceDate: z.string(),
  dayType: ZDayType,
});
export type TWorkScheduleRow = z.infer<typeof ZWorkScheduleRow>;

/** Company calendar overrides (HR): extra days off or on. */
export const ZCalendarOverrideQuery = z.object({
  year: z.coerce.number({ error: 'validation.year' }).int().min(2000).max(2100),
});
export const ZCalendarOverrideSave = z.object({
  date: zIsoDate,
  dayType: ZDayType,
  name: z
    .string({ error: 'validation.overrideName' })
    .trim()
    .min(1, { error: 'validation.overrideName' })
    .max(30, { error: 'validation.overrideName' }),
});
export type TCalendarOverrideSave = z.infer<typeof ZCalendarOverrideSave>;
export const ZCalendarOverrideDelete = z.object({ date: zIsoDate });
export const ZCalendarOverrideItem = z.object({
  date: z.string(),
  dayType: ZDayType,
  name: z.string(),
  /** What the statutory calendar says of the date without the override. */
  statutoryDayType: ZDayType,
});
export type TCalendarOverrideItem = z.infer<typeof ZCalendarOverrideItem>;

// ---------------------------------------------------------------- clock card

/** A punch point the employee may clock in at (spec 1 §3 mobile data locationList). */
export const ZPunchLocation = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Range in metres; -1 unlimited. */
  limit: z.number().int(),
});
export type TPunchLocation = z.infer<typeof ZPunchLocation>;

export const ZRequestOnDay = z.object({
  kind: z.enum(REQUEST_KINDS),
  applyId: z.string(),
  categoryCode: z.string(),
  /** The name in Chinese (the default language). */
  categoryName: z.string(),
  /** The name in each catalogue language: the phone shows the reader's. */
  categoryNames: z.object({ zh: z.string(), en: z.string(), ja: z.string() }),
  /** YYYY-MM-DD HH:mm:ss */
  startTime: z.string(),
  endTime: z.string(),
});
export type TRequestOnDay = z.infer<typeof ZRequestOnDay>;

/**
 * A make-up clock (补打卡) of the day, in approval (1) or approved (2). Only an approved one repairs
 * the day: its punch counts at the shift's start (in) or end (out), while the real punch times stay
 * as they were (signInRepaired / signOutRepaired say which ends were made up).
 */
export const ZMakeupOnDay = z.object({
  applyId: z.string(),
  punch: z.enum(['in', 'out']),
  approveStatus: z.union([z.literal(1), z.literal(2)]),
});
export type TMakeupOnDay = z.infer<typeof ZMakeupOnDay>;
const dayMakeupFields = {
  makeups: z.array(ZMakeupOnDay),
  signInRepaired: z.boolean(),
  signOutRepaired: z.boolean(),
};

/** An out-of-range attempt kept for HR review. status: 0 waiting, 1 accepted, 2 dismissed. */
export const ClockExceptionStatus = { Waiting: 0, Accepted: 1, Dismissed: 2 } as const;
export const ZClockExceptionStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const ZPunchKind = z.enum(['in', 'out']);
export type TPunchKind = z.infer<typeof ZPunchKind>;

export const ZOwnClockException = z.object({
  id: z.string(),
  kind: ZPunchKind,
  /** YYYY-MM-DD HH:mm:ss */
  occurredAt: z.string(),
  distance: z.number().int(),
  limit: z.number().int(),
  locationName: z.string().nullable(),
  status: ZClockExceptionStatus,
});

/** GET GetEmployeeAttendanceDataForCurrentDay[?dateOfAttendance]. */
export const ZDayAttendanceQuery = z.object({ dateOfAttendance: zIsoDate.optional() });

/**
 * A day's attendance record. The six Chinese-keyed fields are the spec's (spec 1 §3: longitude,
 * latitude, punch range, employee number, counter-manager number, actual work start time) and
 * describe the employee's primary punch point; the rest is what the clock card and the calendar's
 * day view show.
 */
export const ZDayAttendance = z.object({
  经度: z.number().nullable(),
  纬度: z.number().nullable(),
  打卡范围: z.number().int().nullable(),
  员工编号: z.string(),
  柜台经理编号: z.string().nullable(),
  /** Sign-in time `YYYY-MM-DD HH:mm:ss`, null before clocking in. */
  实际上班时间: z.string().nullable(),
  attendanceDate: z.string(),
  weekday: z.number().int(),
  dayType: ZDayType,
  holiday: z.enum(HOLIDAY_KEYS).nullable(),
  makeUpWorkday: z.boolean(),
  override: z.string().nullable(),
  shift: ZShiftInfo.nullable(),
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
  state: ZAttendanceState,
  lateMinutes: z.number().int(),
  earlyMinutes: z.number().int(),
  restDayWork: z.boolean(),
  requests: z.array(ZRequestOnDay),
  ...dayMakeupFields,
  exceptions: z.array(ZOwnClockException),
  locationList: z.array(ZPunchLocation),
  /** The employee punches at a shop counter and needs a counter manager on record (message9). */
  counterMode: z.boolean(),
  /** Whether the date is today on the server's clock (only today can be punched). */
  isToday: z.boolean(),
  canClockIn: z.boolean(),
  canClockOut: z.boolean(),
});
export type TDayAttendance = z.infer<typeof ZDayAttendance>;

/** ClockIn?jd&wd / ClockOut?jd&wd: jd longitude, wd latitude (spec 1 §7). */
export const ZClockQuery = z.object({ jd: zLongitude, wd: zLatitude });
export type TClockQuery = z.infer<typeof ZClockQuery>;

/** A punch the server accepted; times come from the server's clock. */
export const ZClockResult = z.object({
  kind: ZPunchKind,
  attendanceDate: z.string(),
  /** YYYY-MM-DD HH:mm:ss */
  time: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  /** Metres to the punch point. */
  distance: z.number().int(),
  /** Punched on a rest day or holiday: recorded as rest-day work overtime can claim. */
  restDayWork: z.boolean(),
  /** A later clock-out replaced an earlier one. */
  replaced: z.boolean(),
});
export type TClockResult = z.infer<typeof ZClockResult>;

/** resultData of an out-of-range refusal (message2 / message6): how far, and the kept attempt. */
export const ZOutOfRange = z.object({
  exceptionId: z.string(),
  distance: z.number().int(),
  limit: z.number().int(),
  locationName: z.string(),
});
export type TOutOfRange = z.infer<typeof ZOutOfRange>;

/** ClockInNull / ClockOutNull: the client's out-of-range report (spec 1 §7; response not shown there). */
export const ZClockNullQuery = z.object({
  jd: zLongitude,
  wd: zLatitude,
  juli: zQueryNumber('validation.distance').pipe(z.number().min(0, { error: 'validation.distance' })),
  limit: optionalQuery(
    zQueryNumber('validation.attendanceLimit').pipe(z.number().int({ error: 'validation.attendanceLimit' })),
  ),
  startlatitude: optionalQuery(zLatitude),
  startlongitude: optionalQuery(zLongitude),
});
export type TClockNullQuery = z.infer<typeof ZClockNullQuery>;
export const ZClockNullResult = z.object({ exceptionId: z.string() });

/** POST /api/DearBATime/RecordChangeAFNo {oldAFNo, status}: status 0 clock-in, 1 clock-out. */
export const ZChangeAfNo = z.object({
  oldAFNo: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(30, { error: 'validation.oldAfNoLength' }),
  status: z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }),
});

/** POST /api/Attendance/GetAttendanceFromMobile: the mobile data of a day (spec 1 §3). */
export const ZMobileAttendanceQuery = z.object({ attendanceDate: zIsoDate.optional() }).nullish();
export const ZMobileAttendance = z.object({
  attendanceDate: z.string(),
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
  locationList: z.array(z.object({ latitude: z.number(), longitude: z.number(), limit: z.number().int() })),
});

const zLimitReported = optionalQuery(
  zQueryNumber('validation.attendanceLimit').pipe(z.number().int({ error: 'validation.attendanceLimit' })),
);

/**
 * POST /api/Attendance/Update: the mobile form of a punch, with sign-in or sign-out coordinates.
 * The server checks them against its own punch points; the limit the client saw is only recorded.
 */
export const ZMobilePunch = z.union(
  [
    z.object({
      signInTimeLongitude: zLongitude,
      signInTimeLatitude: zLatitude,
      signInTimeLimit: zLimitReported,
    }),
    z.object({
      signOutTimeLongitude: zLongitude,
      signOutTimeLatitude: zLatitude,
      signOutTimeLimit: zLimitReported,
    }),
  ],
  { error: 'validation.coordinates' },
);
export type TMobilePunch = z.infer<typeof ZMobilePunch>;

/** Map tiles for the position maps; null url means no tiles (the map still draws points and ranges). */
export const ZMapConfig = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string(),
  maxZoom: z.number().int(),
});
export type TMapConfig = z.infer<typeof ZMapConfig>;

// ---------------------------------------------------------------- calendar and summary

export const ZLunar = z.object({
  month: z.number().int(),
  day: z.number().int(),
  leap: z.boolean(),
  monthCN: z.string(),
  dayCN: z.string(),
  solarTerm: z.string().nullable(),
  festival: z.string().nullable(),
});

/** One day of the calendar: the work calendar, the lunar calendar and how the day went. */
export const ZCalendarDay = z.object({
  attendanceDate: z.string(),
  weekday: z.number().int(),
  dayType: ZDayType,
  holiday: z.enum(HOLIDAY_KEYS).nullable(),
  makeUpWorkday: z.boolean(),
  override: z.string().nullable(),
  lunar: ZLunar,
  shiftName: z.string().nullable(),
  /** Shift start and end `HH:mm`. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** Punch times `HH:mm:ss`. */
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
  state: ZAttendanceState,
  lateMinutes: z.number().int(),
  earlyMinutes: z.number().int(),
  restDayWork: z.boolean(),
  requests: z.array(ZRequestOnDay),
  ...dayMakeupFields,
});
export type TCalendarDay = z.infer<typeof ZCalendarDay>;

/** Totals of a month (spec 1 §3 summary). */
export const ZApplyCategoryCount = z.object({
  /** `<kind>:<categoryCode>`, the type of /AttendanceDetail/{type}/{ym}. */
  type: z.string(),
  kind: z.enum(REQUEST_KINDS),
  name: z.string(),
  /** Days touched by requests of the category. */
  count: z.number().int(),
});
export const ZSummaryCounts = z.object({
  normalTimes: z.number().int(),
  lateTimes: z.number().int(),
  earlyTimes: z.number().int(),
  absenceTimes: z.number().int(),
  missingTimes: z.number().int(),
  restWorkTimes: z.number().int(),
  /** Workdays of the month up to today, and of the whole month. */
  workdaysSoFar: z.number().int(),
  workdays: z.number().int(),
  lateMinutes: z.number().int(),
  earlyMinutes: z.number().int(),
  applyCategoryList: z.array(ZApplyCategoryCount),
});
export type TSummaryCounts = z.infer<typeof ZSummaryCounts>;

/** POST /api/Attendance/CalenderSummary {eid, attendanceYear, attendanceMonth}. */
export const ZCalendarSummaryQuery = z.object({
  eid: z.uuid({ error: 'validation.invalid' }).optional(),
  attendanceYear: z.coerce.number({ error: 'validation.year' }).int().min(1900).max(2100),
  attendanceMonth: z.coerce.number({ error: 'validation.month' }).int().min(1).max(12),
});
export const ZCalendarSummary = z.object({
  eid: z.string(),
  attendanceYear: z.number().int(),
  attendanceMonth: z.number().int(),
  today: z.string(),
  days: z.array(ZCalendarDay),
  summary: ZSummaryCounts,
});
export type TCalendarSummary = z.infer<typeof ZCalendarSummary>;

export const ZYmQuery = z.object({ ym: zYearMonth });
export const ZArgYmQuery = z.object({ argYm: zYearMonth });

/** A day with attendance to list (calendar events, summary detail). */
export const ZAttendanceListItem = z.object({
  attendanceDate: z.string(),
  shiftName: z.string().nullable(),
  state: ZAttendanceState,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
  lateMinutes: z.number().int(),
  earlyMinutes: z.number().int(),
  restDayWork: z.boolean(),
  requests: z.array(ZRequestOnDay),
  ...dayMakeupFields,
});
export type TAttendanceListItem = z.infer<typeof ZAttendanceListItem>;

/** GET GetAttendanceMonth: the months the month pickers offer. */
export const ZAttendanceMonths = z.object({
  currentMonth: z.string(),
  earliestMonth: z.string(),
  /** Newest first. */
  months: z.array(z.string()),
});
export type TAttendanceMonths = z.infer<typeof ZAttendanceMonths>;

/** GET GetAttendanceSummary?ym. */
export const ZAttendanceSummary = ZSummaryCounts.extend({ ym: z.string() });
export type TAttendanceSummary = z.infer<typeof ZAttendanceSummary>;

/** Summary categories of /AttendanceDetail/{type}/{ym} besides the request categories (`kind:code`). */
export const SUMMARY_TYPES = ['normal', 'late', 'early', 'absence', 'missing', 'restWork'] as const;
export type TSummaryType = (typeof SUMMARY_TYPES)[number];
const REQUEST_TYPE_RE = /^(leave|trip|outing):[A-Za-z0-9_-]{1,40}$/;
export const zSummaryType = z
  .string({ error: 'validation.summaryType' })
  .refine((v) => (SUMMARY_TYPES as readonly string[]).includes(v) || REQUEST_TYPE_RE.test(v), {
    error: 'validation.summaryType',
  });

/** GET GetAttendanceDetail?ym&type. */
export const ZAttendanceDetailQuery = z.object({ ym: zYearMonth, type: zSummaryType });
export const ZAttendanceDetail = z.object({
  ym: z.string(),
  type: z.string(),
  result: z.array(ZAttendanceListItem),
});
export type TAttendanceDetail = z.infer<typeof ZAttendanceDetail>;

/** GET GetVacationLimit?ym: balances per leave type (spec 1 §3: count, name, setColor; totalValue -1 hidden). */
export const ZVacationLimit = z.object({
  categoryCode: z.string(),
  name: z.string(),
  /** Remaining. */
  count: z.number(),
  /** Granted in total; -1 when the type has no limit (hidden). */
  totalValue: z.number(),
  /** 1 day, otherwise hour (spec 1 §9 uom). */
  uom: z.number().int(),
  setColor: z.string(),
});
export type TVacationLimit = z.infer<typeof ZVacationLimit>;

// ---------------------------------------------------------------- rules

export const ZRuleItem = z.object({
  id: z.string(),
  name: z.string(),
  /** text: sanitised HTML; image: a picture of the rule. */
  kind: z.enum(['text', 'image']),
});
export type TRuleItem = z.infer<typeof ZRuleItem>;
export const ZRuleDetailQuery = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
export const ZRuleDetail = ZRuleItem.extend({
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type TRuleDetail = z.infer<typeof ZRuleDetail>;

// ---------------------------------------------------------------- HR: locations and exceptions

export const ZLocationListQuery = z.object({ organizationId: z.uuid().optional() });
export const ZLocationItem = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  remark: z.string(),
  limit: z.number().int(),
  longitude: z.number(),
  latitude: z.number(),
  createdAt: z.string(),
});
export type TLocationItem = z.infer<typeof ZLocationItem>;
export const ZLocationDelete = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

export const ZClockExceptionListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.coerce.number().pipe(ZClockExceptionStatus).optional(),
});
export const ZClockExceptionItem = z.object({
  id: z.string(),
  eid: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  organizationName: z.string(),
  kind: ZPunchKind,
  attendanceDate: z.string(),
  occurredAt: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  distance: z.number().int(),
  limit: z.number().int(),
  locationName: z.string().nullable(),
  /** The distance the phone reported (ClockInNull juli), when it did. */
  reportedDistance: z.number().nullable(),
  status: ZClockExceptionStatus,
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewRemark: z.string().nullable(),
});
export type TClockExceptionItem = z.infer<typeof ZClockExceptionItem>;
export const ZClockExceptionPage = zPage(ZClockExceptionItem);
export const ZClockExceptionReview = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  accept: z.boolean({ error: 'validation.required' }),
  remark: z.string().trim().max(100, { error: 'validation.reviewRemark' }).default(''),
});
export type TClockExceptionReview = z.infer<typeof ZClockExceptionReview>;
