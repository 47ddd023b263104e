import type {
  TAttendanceStateValue,
  TAttendanceSummary,
  TCalendarDay,
} from '@ehome/shared/attendance/schemas';

/** The fixed summary categories of /AttendanceDetail/{type}/{ym} (the server's SUMMARY_TYPES). */
export type TFixedType = 'normal' | 'late' | 'early' | 'absence' | 'missing' | 'restWork';

/** Catalogue key naming each fixed category (the state names the clock and calendar use too). */
export const FIXED_TYPE_LABEL: Record<TFixedType, string> = {
  normal: 'state.normal',
  late: 'state.late',
  early: 'state.early',
  absence: 'state.absent',
  missing: 'state.missing',
  restWork: 'restDayWork',
};

/** The state colour of each fixed category. */
export const FIXED_TYPE_TONE: Record<TFixedType, string> = {
  normal: 'normal',
  late: 'late',
  early: 'early',
  absence: 'absent',
  missing: 'missing',
  restWork: 'restWork',
};

export type TSummaryTile = {
  type: string;
  /** A catalogue key, or the category's own name (request categories are named by the server). */
  label: { key: string } | { text: string };
  count: number;
  /** Minutes late or early in the month, for those two tiles. */
  minutes?: number;
  /** State colour: a state, `restWork`, or a request kind. */
  tone: string;
  /** Only a category with days opens its detail (spec 1 §2). */
  tappable: boolean;
};

const isFixedType = (type: string): type is TFixedType => type in FIXED_TYPE_LABEL;

/** The tiles of a month: the six fixed categories, then each request category that touched it. */
export function summaryTiles(summary: TAttendanceSummary): TSummaryTile[] {
  const fixed: [TFixedType, number, number?][] = [
    ['normal', summary.normalTimes],
    ['late', summary.lateTimes, summary.lateMinutes],
    ['early', summary.earlyTimes, summary.earlyMinutes],
    ['absence', summary.absenceTimes],
    ['missing', summary.missingTimes],
    ['restWork', summary.restWorkTimes],
  ];
  return [
    ...fixed.map(
      ([type, count, minutes]): TSummaryTile => ({
        type,
        label: { key: FIXED_TYPE_LABEL[type] },
        count,
        ...(minutes === undefined ? {} : { minutes }),
        tone: FIXED_TYPE_TONE[type],
        tappable: count > 0,
      }),
    ),
    ...summary.applyCategoryList.map(
      (category): TSummaryTile => ({
        type: category.type,
        label: { text: category.name },
        count: category.count,
        tone: category.kind,
        tappable: category.count > 0,
      }),
    ),
  ];
}

/** /AttendanceDetail/{type}/{ym}; a request type (`leave:ANNUAL`) is escaped as one path segment. */
export function detailPath(type: string, ym: string): string {
  return `/AttendanceDetail/${encodeURIComponent(type)}/${ym}`;
}

/**
 * How to name a category on its detail page: a fixed category by its catalogue key; a request
 * category by the name the month's summary gives it, else by its kind (leave, trip, outing, overtime); an
 * unknown type (a mistyped link) by nothing, so the page does not echo it as a title.
 */
export function categoryLabel(
  type: string,
  summary: Pick<TAttendanceSummary, 'applyCategoryList'> | undefined,
): { key: string } | { text: string } | null {
  if (isFixedType(type)) return { key: FIXED_TYPE_LABEL[type] };
  const named = summary?.applyCategoryList.find((c) => c.type === type);
  if (named) return { text: named.name };
  const kind = /^(leave|trip|outing|overtime):./.exec(type)?.[1];
  return kind ? { key: `requestKind.${kind}` } : null;
}

/** The donut's slices, in drawing order: how each workday went, then the days still to come. */
export const WORKDAY_STATES = [
  'normal',
  'late',
  'early',
  'missing',
  'absent',
  'leave',
  'trip',
  'outing',
  'pending',
] as const satisfies readonly TAttendanceStateValue[];
export type TWorkdayState = (typeof WORKDAY_STATES)[number];

/**
 * Each workday of the month counted once, by its state: the slices add up to the month's workdays.
 * Days off (rest days, holidays) are not workdays, even when worked.
 */
export function workdaySlices(
  days: readonly Pick<TCalendarDay, 'state'>[],
): { key: TWorkdayState; value: number }[] {
  const counts = new Map<string, number>();
  for (const { state } of days) counts.set(state, (counts.get(state) ?? 0) + 1);
  return WORKDAY_STATES.map((key) => ({ key, value: counts.get(key) ?? 0 }));
}
