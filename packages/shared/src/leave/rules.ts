import { addDays, DayType, datesBetween, isIsoDate, type TDayType } from '../attendance/calendar';
import {
  EXTEND_FIELD_VALUE_MAX,
  LEAVE_REMARK_MAX,
  LeaveUom,
  MARRIAGE_WINDOW_DAYS,
  type TExtendComponentType,
  type TLeaveCustomField,
  type TLeaveDayDetail,
  type TLeaveDaysResult,
  type TLeavePolicy,
  type TLeaveUom,
  type TLocalizedText,
} from './schemas';

/**
 * The leave rules of spec 1 §5 "Leave", written once for the server (which enforces them) and the
 * form (which shows the same refusal before sending). Pure: the caller brings the calendar, the
 * balance and the attachment count. A refusal is a message key of the shared catalogue with its
 * parameters; `{name}` parameters are field names (translated through `field.<name>`).
 */

export type TLeaveIssue = { key: string; params?: Record<string, string | number> };

/** The category facts the rules read (stored and wire settings both fit). */
export type TLeaveRuleCategory = {
  limitType: number;
  hasBalance: boolean;
  settingsObj: {
    minLength: number;
    uom: TLeaveUom;
    needAttachment: boolean;
    customFields: readonly TLeaveCustomField[];
    remindOverdraftDays: number;
    minimumUnitNeedAttachment: number | null;
    countCalendarDays: boolean;
    maxLength: number | null;
    extraPerBaby: number;
    extraCaesarean: number;
    extendFields: readonly {
      fieldName: string;
      /** Shown in refusals; the server passes the reader's language. */
      displayName?: string | TLocalizedText;
      required: boolean;
      componentType: TExtendComponentType;
    }[];
  };
};

/** One date of the period: its type for this employee and its working hours (null: no work that day). */
export type TLeaveDay = { date: string; workDayType: TDayType; policy: TLeavePolicy | null };

const round2 = (n: number) => Math.round(n * 100) / 100;

const HM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Minutes since midnight of HH:mm. */
export function minutesOfDay(hm: string): number {
  const m = HM_RE.exec(hm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** Splits 'YYYY-MM-DD HH:mm' into its date and time; null when it is not one. */
export function splitLeaveTime(value: string | null | undefined): { date: string; time: string } | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!m || !isIsoDate(m[1] as string) || !HM_RE.test(m[2] as string)) return null;
  return { date: m[1] as string, time: m[2] as string };
}

/** Half-day categories (spec 1 §5: minLength 0.5 with a time selector from work and dinner times). */
export const isHalfDayCategory = (s: { uom: number; minLength: number }) =>
  s.uom === LeaveUom.Day && s.minLength < 1;

/**
 * The times a day-unit leave may start and end at: a half-day category starts at work start (AM) or
 * dinner end (PM) and ends at dinner start (AM) or work end (PM); a whole-day one runs work start to
 * work end.
 */
export function dayBoundaries(policy: TLeavePolicy, halfDay: boolean): { starts: string[]; ends: string[] } {
  return halfDay
    ? {
        starts: [policy.workStartTime, policy.dinnerEndTime],
        ends: [policy.dinnerStartTime, policy.workEndTime],
      }
    : { starts: [policy.workStartTime], ends: [policy.workEndTime] };
}

type TPolicyMinutes = { ws: number; we: number; ds: number; de: number };
const policyMinutes = (p: TLeavePolicy): TPolicyMinutes => ({
  ws: minutesOfDay(p.workStartTime),
  we: minutesOfDay(p.workEndTime),
  ds: minutesOfDay(p.dinnerStartTime),
  de: minutesOfDay(p.dinnerEndTime),
});
const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/**
 * The length of a leave from the work calendar (GetLeaveDays). Workday categories charge only the
 * dates the employee works (their shift); calendar-day categories (maternity) charge every date.
 * Day unit: each half of a working day covered counts 0.5 (morning: work start to dinner start,
 * afternoon: dinner end to work end). Hour unit: the hours inside the working window, without the
 * dinner break. `days` must list every date from the start date to the end date.
 */
export function leaveLength(input: {
  startTime: string;
  endTime: string;
  settings: { uom: TLeaveUom; countCalendarDays: boolean };
  days: readonly TLeaveDay[];
  /** Working hours for a date the employee does not work, when calendar days count. */
  defaultPolicy: TLeavePolicy;
}): TLeaveDaysResult {
  const { settings, defaultPolicy } = input;
  const start = splitLeaveTime(input.startTime);
  const end = splitLeaveTime(input.endTime);
  const empty: TLeaveDaysResult = {
    totalDays: 0,
    timeLength: 0,
    calendarDays: 0,
    uom: settings.uom,
    detailList: [],
    workingDay: 0,
    weekend: 0,
    holiday: 0,
  };
  if (!start || !end || `${start.date} ${start.time}` >= `${end.date} ${end.time}`) return empty;
  const byDate = new Map(input.days.map((d) => [d.date, d]));
  const startMin = minutesOfDay(start.time);
  const endMin = minutesOfDay(end.time);
  const detailList: TLeaveDayDetail[] = [];
  let total = 0;
  for (const date of datesBetween(start.date, end.date)) {
    const day = byDate.get(date) ?? { date, workDayType: DayType.Workday, policy: null };
    const counts = settings.countCalendarDays || day.policy !== null;
    let length = 0;
    if (counts) {
      const p = policyMinutes(day.policy ?? defaultPolicy);
      const from = date === start.date ? startMin : p.ws;
      const to = date === end.date ? endMin : p.we;
      if (settings.uom === LeaveUom.Day) {
        const morning = from <= p.ws && to >= p.ds;
        const afternoon = from <= p.de && to >= p.we;
        length = (morning ? 0.5 : 0) + (afternoon ? 0.5 : 0);
      } else {
        length = round2((overlap(from, to, p.ws, p.we) - overlap(from, to, p.ds, p.de)) / 60);
      }
    }
    total += length;
    detailList.push({ date, workDayType: day.workDayType, length });
  }
  const count = (t: TDayType) => detailList.filter((d) => d.workDayType === t).length;
  const charged = round2(total);
  return {
    totalDays: charged,
    timeLength: charged,
    calendarDays: detailList.length,
    uom: settings.uom,
    detailList,
    workingDay: count(DayType.Workday),
    weekend: count(DayType.RestDay),
    holiday: count(DayType.Holiday),
  };
}

/** start before end, and times that fit the category's unit (half days, whole days, working hours). */
export function checkLeaveTimes(input: {
  startTime: string | null | undefined;
  endTime: string | null | undefined;
  settings: { uom: TLeaveUom; minLength: number };
  startPolicy: TLeavePolicy;
  endPolicy: TLeavePolicy;
}): TLeaveIssue[] {
  if (!input.startTime) return [{ key: 'validation.required', params: { name: 'startTime' } }];
  if (!input.endTime) return [{ key: 'validation.required', params: { name: 'endTime' } }];
  const start = splitLeaveTime(input.startTime);
  const end = splitLeaveTime(input.endTime);
  if (!start) return [{ key: 'validation.leaveTime', params: { name: 'startTime' } }];
  if (!end) return [{ key: 'validation.leaveTime', params: { name: 'endTime' } }];
  if (`${start.date} ${start.time}` >= `${end.date} ${end.time}`) return [{ key: 'leave.startNotBeforeEnd' }];
  const { settings, startPolicy: sp, endPolicy: ep } = input;
  if (settings.uom === LeaveUom.Day) {
    const halfDay = isHalfDayCategory(settings);
    const starts = dayBoundaries(sp, halfDay).starts;
    const ends = dayBoundaries(ep, halfDay).ends;
    if (!starts.includes(start.time) || !ends.includes(end.time)) {
      return halfDay
        ? [
            {
              key: 'leave.halfDayTime',
              params: {
                am: sp.workStartTime,
                pm: sp.dinnerEndTime,
                amEnd: ep.dinnerStartTime,
                pmEnd: ep.workEndTime,
              },
            },
          ]
        : [{ key: 'leave.dayTime', params: { start: sp.workStartTime, end: ep.workEndTime } }];
    }
    return [];
  }
  const within = (time: string, p: TLeavePolicy) => time >= p.workStartTime && time <= p.workEndTime;
  if (!within(start.time, sp) || !within(end.time, ep)) {
    return [{ key: 'leave.hourWindow', params: { start: sp.workStartTime, end: ep.workEndTime } }];
  }
  return [];
}

const isMultiple = (length: number, step: number) => {
  const ratio = length / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
};

/** The longest single request: maxLength plus the maternity extras (extra babies, caesarean). */
export function maxLeaveLength(
  settings: TLeaveRuleCategory['settingsObj'],
  apply: { twinCount?: number | null; isPlaningCaesarean?: boolean | null },
): number | null {
  if (settings.maxLength === null) return null;
  const babies = Math.max(1, apply.twinCount ?? 1);
  return (
    settings.maxLength +
    settings.extraPerBaby * (babies - 1) +
    (apply.isPlaningCaesarean ? settings.extraCaesarean : 0)
  );
}

/** A unit parameter: translate() reads a parameter through `field.<value>`, so units are field keys. */
export const leaveUnitParam = (uom: number) => (uom === LeaveUom.Day ? 'leaveUnitDay' : 'leaveUnitHour');
const unitKey = leaveUnitParam;

/** Length above 0, a multiple of minLength, at most the category's cap. */
export function checkLeaveLength(
  length: number,
  settings: TLeaveRuleCategory['settingsObj'],
  apply: { twinCount?: number | null; isPlaningCaesarean?: boolean | null },
): TLeaveIssue[] {
  if (!(length > 0)) return [{ key: 'leave.lengthZero' }];
  if (!isMultiple(length, settings.minLength)) {
    return [{ key: 'leave.notMultiple', params: { min: settings.minLength, unit: unitKey(settings.uom) } }];
  }
  const max = maxLeaveLength(settings, apply);
  if (max !== null && length > max + 1e-9) {
    return [{ key: 'leave.maxLength', params: { max, unit: unitKey(settings.uom) } }];
  }
  return [];
}

/** limitType 1: start and end in the same year. */
export function checkSameYear(limitType: number, startTime: string, endTime: string): TLeaveIssue[] {
  if (limitType !== 1) return [];
  return startTime.slice(0, 4) === endTime.slice(0, 4) ? [] : [{ key: 'leave.sameYear' }];
}

export type TLeaveCustomValues = {
  marryDate?: string | null;
  kinship?: string | null;
  twinCount?: number | null;
  isPlaningCaesarean?: boolean | null;
};

/** The fields the category demands are present; a kinship is one of the dictionary's. */
export function checkCustomFields(
  customFields: readonly TLeaveCustomField[],
  values: TLeaveCustomValues,
  kinshipKeys: readonly string[],
): TLeaveIssue[] {
  const issues: TLeaveIssue[] = [];
  const required = (name: string) => issues.push({ key: 'validation.required', params: { name } });
  if (customFields.includes('MarryDate') && !values.marryDate) required('marryDate');
  if (customFields.includes('Kinship')) {
    if (!values.kinship) required('kinship');
    else if (!kinshipKeys.includes(values.kinship)) issues.push({ key: 'leave.kinshipUnknown' });
  }
  if (customFields.includes('TwinCount') && (values.twinCount === null || values.twinCount === undefined)) {
    required('twinCount');
  }
  if (
    customFields.includes('IsPlaningCaesarean') &&
    (values.isPlaningCaesarean === null || values.isPlaningCaesarean === undefined)
  ) {
    required('isPlaningCaesarean');
  }
  return issues;
}

/** Marriage leave: starts on or after the marriage date, ends within 365 days of it. */
export function checkMarriageWindow(marryDate: string, startTime: string, endTime: string): TLeaveIssue[] {
  const startDate = startTime.slice(0, 10);
  const endDate = endTime.slice(0, 10);
  if (startDate < marryDate) return [{ key: 'leave.marryBeforeStart', params: { marryDate } }];
  const last = addDays(marryDate, MARRIAGE_WINDOW_DAYS);
  if (endDate > last) return [{ key: 'leave.marriageWindow', params: { days: MARRIAGE_WINDOW_DAYS, last } }];
  return [];
}

const NUMBER_RE = /^-?\d+(\.\d+)?$/;

/** Extension fields: known names, required ones filled, dates and numbers well formed. */
export function checkExtendFields(
  definitions: TLeaveRuleCategory['settingsObj']['extendFields'],
  values: readonly { fieldName: string; fieldValue?: string | null }[],
): TLeaveIssue[] {
  const issues: TLeaveIssue[] = [];
  const byName = new Map(values.map((v) => [v.fieldName, (v.fieldValue ?? '').trim()]));
  for (const v of values) {
    if (!definitions.some((d) => d.fieldName === v.fieldName)) {
      issues.push({ key: 'leave.extendFieldUnknown', params: { name: v.fieldName } });
    }
  }
  for (const d of definitions) {
    const value = byName.get(d.fieldName) ?? '';
    const name = typeof d.displayName === 'string' && d.displayName !== '' ? d.displayName : d.fieldName;
    if (value === '') {
      if (d.required) issues.push({ key: 'validation.required', params: { name } });
      continue;
    }
    if (value.length > EXTEND_FIELD_VALUE_MAX) issues.push({ key: 'validation.leaveExtendField' });
    else if (d.componentType === 'DatePicker' && !isIsoDate(value.slice(0, 10))) {
      issues.push({ key: 'leave.extendFieldDate', params: { name } });
    } else if (d.componentType === 'NumberInput' && !NUMBER_RE.test(value)) {
      issues.push({ key: 'leave.extendFieldNumber', params: { name } });
    }
  }
  return issues;
}

/** Whether the request needs an attachment: the category always does, or the length is above its limit. */
export function needsAttachment(settings: TLeaveRuleCategory['settingsObj'], length: number): boolean {
  return (
    settings.needAttachment ||
    (settings.minimumUnitNeedAttachment !== null && length > settings.minimumUnitNeedAttachment + 1e-9)
  );
}

export function checkLeaveAttachment(
  settings: TLeaveRuleCategory['settingsObj'],
  length: number,
  attachmentCount: number,
): TLeaveIssue[] {
  return needsAttachment(settings, length) && attachmentCount === 0
    ? [{ key: 'leave.attachmentRequired' }]
    : [];
}

/**
 * Balance: a request may take at most what remains (pending requests already counted) plus the
 * category's overdraft allowance. `available` excludes the request itself.
 */
export function checkBalance(
  category: TLeaveRuleCategory,
  length: number,
  available: number | null,
): TLeaveIssue[] {
  if (!category.hasBalance || available === null) return [];
  const limit = available + category.settingsObj.remindOverdraftDays;
  if (length <= limit + 1e-9) return [];
  return [
    {
      key: 'leave.overdraft',
      params: { available: round2(available), length, unit: unitKey(category.settingsObj.uom) },
    },
  ];
}

export function checkRemark(remark: string | null | undefined): TLeaveIssue[] {
  return (remark ?? '').trim().length > LEAVE_REMARK_MAX ? [{ key: 'validation.leaveRemark' }] : [];
}

export type TLeaveApplyCheck = {
  category: TLeaveRuleCategory;
  apply: TLeaveCustomValues & {
    startTime: string;
    endTime: string;
    remark?: string | null;
    ApplyExtendFieldList?: readonly { fieldName: string; fieldValue?: string | null }[];
  };
  startPolicy: TLeavePolicy;
  endPolicy: TLeavePolicy;
  /** The computed length (leaveLength) in the category's unit. */
  length: number;
  kinshipKeys: readonly string[];
  /** Submitting (approveStatus 1): completeness rules (balance, attachment) apply; a draft may lack them. */
  submit: boolean;
  /** Remaining balance before this request; null when the category has none. */
  available: number | null;
  attachmentCount: number;
};

/**
 * Every rule in the order the form shows them; an empty list means the request may be saved (or
 * submitted). Overlap with other requests needs the database and is the server's.
 */
export function checkLeaveApply(c: TLeaveApplyCheck): TLeaveIssue[] {
  const { category, apply } = c;
  const settings = category.settingsObj;
  const times = checkLeaveTimes({
    startTime: apply.startTime,
    endTime: apply.endTime,
    settings,
    startPolicy: c.startPolicy,
    endPolicy: c.endPolicy,
  });
  if (times.length > 0) return times;
  const issues: TLeaveIssue[] = [
    ...checkSameYear(category.limitType, apply.startTime, apply.endTime),
    // The fields first: the longest request depends on them (maternity extras).
    ...checkCustomFields(settings.customFields, apply, c.kinshipKeys),
    ...checkLeaveLength(c.length, settings, apply),
    ...checkRemark(apply.remark),
  ];
  if (settings.customFields.includes('MarryDate') && apply.marryDate) {
    issues.push(...checkMarriageWindow(apply.marryDate, apply.startTime, apply.endTime));
  }
  issues.push(...checkExtendFields(settings.extendFields, apply.ApplyExtendFieldList ?? []));
  if (c.submit) {
    issues.push(...checkLeaveAttachment(settings, c.length, c.attachmentCount));
    issues.push(...checkBalance(category, c.length, c.available));
  }
  return issues;
}

// ---------------------------------------------------------------- statutory annual leave

/** Statutory tiers (职工带薪年休假条例 art. 3): [years of cumulative service from, days]. */
export const ANNUAL_LEAVE_TIERS = [
  [20, 15],
  [10, 10],
  [1, 5],
] as const;

/** Completed years between two dates. */
export function completedYears(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years -= 1;
  return years;
}

/** The statutory days of a year of service: 0 under 1 year, 5, 10, 15. */
export function annualLeaveTier(yearsOfService: number): number {
  for (const [from, days] of ANNUAL_LEAVE_TIERS) if (yearsOfService >= from) return days;
  return 0;
}

/**
 * Statutory annual leave of a year (实施办法 art. 5): each date of the year with this employer
 * earns its tier / 365 (by cumulative service on that date), the fraction dropped. A full year at
 * one tier gives the tier; a joiner of the year gets remaining days / 365 x entitlement; a tier
 * reached during the year counts from that date. `serviceStart` is the start of cumulative service
 * (defaults to the hire date when nothing earlier is known).
 */
export function statutoryAnnualLeave(input: {
  hireDate: string;
  serviceStart?: string | null;
  year: number;
}): number {
  const serviceStart = input.serviceStart ?? input.hireDate;
  const first = `${input.year}-01-01`;
  const last = `${input.year}-12-31`;
  if (input.hireDate > last) return 0;
  const from = input.hireDate > first ? input.hireDate : first;
  let earned = 0;
  let top = 0;
  for (const date of datesBetween(from, last)) {
    const tier = annualLeaveTier(completedYears(serviceStart, date));
    earned += tier;
    top = Math.max(top, tier);
  }
  return Math.min(top, Math.floor(earned / 365 + 1e-9));
}
