import type {
  TAttendanceListItem,
  TDayJudgement,
  TLanguage,
  TRequestOnDay,
  TSummaryCounts,
  TSummaryType,
} from '@ehome/shared';

/** A judged day of a month as the summary counts it. */
export type CountedDay = {
  date: string;
  /** The person had a shift that day (a workday of theirs, excused or not). */
  scheduled: boolean;
  judgement: TDayJudgement;
  requests: TRequestOnDay[];
  item: TAttendanceListItem;
};

const requestType = (r: Pick<TRequestOnDay, 'kind' | 'categoryCode'>) => `${r.kind}:${r.categoryCode}`;

/**
 * Whether a day belongs to a summary category (spec 1 §2: /AttendanceDetail/{type}/{ym}). A late day
 * that also ended early is in both; request categories are `<kind>:<categoryCode>`.
 */
export function dayMatches(day: CountedDay, type: TSummaryType | string): boolean {
  const { judgement } = day;
  switch (type) {
    case 'normal':
      return judgement.state === 'normal';
    case 'late':
      return judgement.lateMinutes > 0;
    case 'early':
      return judgement.earlyMinutes > 0;
    case 'absence':
      return judgement.state === 'absent';
    case 'missing':
      return judgement.state === 'missing';
    case 'restWork':
      return judgement.restDayWork;
    default:
      return day.requests.some((r) => requestType(r) === type);
  }
}

/** Totals of a month up to today (spec 1 §3 summary: normalTimes, earlyTimes, lateTimes, absenceTimes ...). */
export function summarise(days: readonly CountedDay[], today: string, lang: TLanguage): TSummaryCounts {
  const count = (type: TSummaryType) => days.filter((d) => dayMatches(d, type)).length;
  const categories = new Map<
    string,
    { type: string; kind: TRequestOnDay['kind']; name: string; days: Set<string> }
  >();
  for (const day of days) {
    for (const request of day.requests) {
      const type = requestType(request);
      const entry = categories.get(type) ?? {
        type,
        kind: request.kind,
        name: request.categoryNames[lang] || request.categoryName,
        days: new Set<string>(),
      };
      entry.days.add(day.date);
      categories.set(type, entry);
    }
  }
  return {
    normalTimes: count('normal'),
    lateTimes: count('late'),
    earlyTimes: count('early'),
    absenceTimes: count('absence'),
    missingTimes: count('missing'),
    restWorkTimes: count('restWork'),
    workdaysSoFar: days.filter((d) => d.scheduled && d.date <= today).length,
    workdays: days.filter((d) => d.scheduled).length,
    lateMinutes: days.reduce((sum, d) => sum + d.judgement.lateMinutes, 0),
    earlyMinutes: days.reduce((sum, d) => sum + d.judgement.earlyMinutes, 0),
    applyCategoryList: [...categories.values()]
      .map(({ days: touched, ...rest }) => ({ ...rest, count: touched.size }))
      .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)),
  };
}
