import chineseDays from 'chinese-days';

/**
 * The work calendar every attendance and request rule stands on: the type of each date in mainland
 * China (statutory holidays and make-up workdays from the State Council notices, carried by the
 * `chinese-days` package), with the company's own overrides on top, plus the lunar date, solar
 * term and festival shown under a day in the calendar. Dates are plain `YYYY-MM-DD` strings: a
 * calendar date has no time zone.
 */

/** Day type of the leave-day detail (spec 1 §3): 0 workday, 1 weekend / rest day, 2 holiday. */
export const DayType = { Workday: 0, RestDay: 1, Holiday: 2 } as const;
export type TDayType = (typeof DayType)[keyof typeof DayType];
export const DAY_TYPES = [DayType.Workday, DayType.RestDay, DayType.Holiday] as const;

/** Statutory holidays (全国年节及纪念日放假办法), as i18n keys. */
export const HOLIDAY_KEYS = [
  'newYear',
  'springFestival',
  'tombSweeping',
  'labourDay',
  'dragonBoat',
  'midAutumn',
  'nationalDay',
  'victoryDay',
] as const;
export type THolidayKey = (typeof HOLIDAY_KEYS)[number];

/** chinese-days names a holiday period "English,中文,days"; the English part picks our key. */
const HOLIDAY_BY_NAME: Record<string, THolidayKey> = {
  "New Year's Day": 'newYear',
  'Spring Festival': 'springFestival',
  'Tomb-sweeping Day': 'tombSweeping',
  'Labour Day': 'labourDay',
  'Dragon Boat Festival': 'dragonBoat',
  'Mid-autumn Festival': 'midAutumn',
  'National Day': 'nationalDay',
  'Anti-Fascist 70th Day': 'victoryDay',
};

/** A company's own day off or extra workday (stored per company; wins over the statutory calendar). */
export type TCalendarOverride = { dayType: TDayType; name: string };
export type TCalendarOverrides = ReadonlyMap<string, TCalendarOverride>;

export type TCalendarDayInfo = {
  date: string;
  dayType: TDayType;
  /** The statutory holiday whose arrangement the date belongs to (also on its make-up workdays). */
  holiday: THolidayKey | null;
  /** A weekend day that is worked to make up for a holiday (调休上班). */
  makeUpWorkday: boolean;
  /** The company's override name when one applies. */
  override: string | null;
  /** False when no State Council notice for the year is known: only the statutory days themselves apply. */
  official: boolean;
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function utc(date: string): Date {
  return new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
  );
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** 0 Sunday .. 6 Saturday. */
export function weekdayOf(date: string): number {
  return utc(date).getUTCDay();
}

/** The date `days` after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  if (days === 1) {
    // The next day without a Date: day loops over a year or more ask for it hundreds of times.
    const y = Number(date.slice(0, 4));
    const m = Number(date.slice(5, 7));
    const d = Number(date.slice(8, 10));
    const last = m === 2 && isLeap(y) ? 29 : (MONTH_DAYS[m - 1] ?? 31);
    if (d < last) return `${date.slice(0, 8)}${pad2(d + 1)}`;
    if (m < 12) return `${date.slice(0, 5)}${pad2(m + 1)}-01`;
    return `${y + 1}-01-01`;
  }
  const next = utc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return iso(next);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The dates of a month `YYYY-MM`. */
export function datesOfMonth(ym: string): string[] {
  const first = `${ym}-01`;
  const next = utc(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return datesBetween(first, addDays(iso(next), -1));
}

const coverage = new Map<number, boolean>();

/** Whether the package carries the State Council's holiday notice for a year (every notice has New Year). */
export function hasOfficialCalendar(year: number): boolean {
  let known = coverage.get(year);
  if (known === undefined) {
    known = chineseDays.getHolidaysInRange(`${year}-01-01`, `${year}-12-31`, false).length > 0;
    coverage.set(year, known);
  }
  return known;
}

const statutoryByYear = new Map<number, Map<string, THolidayKey>>();

/**
 * The 13 statutory days of a year (放假办法 art. 2, as revised in 2024, from 2025): New Year 1 Jan;
 * Spring Festival eve and lunar 1-3 Jan; Qingming on its solar term; Labour Day 1-2 May; Dragon
 * Boat lunar 5 May; Mid-Autumn lunar 15 Aug; National Day 1-3 Oct; plus, for each of them on a
 * weekend, a day off on the next free weekday (art. 6). Used for years the yearly notice has not
 * reached yet: the days themselves are law even before their arrangement is announced.
 */
function statutoryDays(year: number): Map<string, THolidayKey> {
  let days = statutoryByYear.get(year);
  if (days) return days;
  days = new Map<string, THolidayKey>();
  const lunar = (md: string) => chineseDays.getSolarDateFromLunar(`${year}-${md}`).date;
  const springDay = lunar('01-01');
  for (const [date, key] of [
    [`${year}-01-01`, 'newYear'],
    [addDays(springDay, -1), 'springFestival'],
    [springDay, 'springFestival'],
    [addDays(springDay, 1), 'springFestival'],
    [addDays(springDay, 2), 'springFestival'],
    [chineseDays.getSolarTermDate(year, 4, 'pure_brightness'), 'tombSweeping'],
    [`${year}-05-01`, 'labourDay'],
    [`${year}-05-02`, 'labourDay'],
    [lunar('05-05'), 'dragonBoat'],
    [lunar('08-15'), 'midAutumn'],
    [`${year}-10-01`, 'nationalDay'],
    [`${year}-10-02`, 'nationalDay'],
    [`${year}-10-03`, 'nationalDay'],
  ] as const) {
    days.set(date, key);
  }
  // 放假办法 art. 6: a holiday that falls on a Saturday or Sunday is made up on a working day. The
  // notice picks the day; until it appears, the first free weekday after the holiday is taken.
  const statutory = [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [date, key] of statutory) {
    if (![0, 6].includes(weekdayOf(date))) continue;
    let substitute = addDays(date, 1);
    while ([0, 6].includes(weekdayOf(substitute)) || days.has(substitute))
      substitute = addDays(substitute, 1);
    days.set(substitute, key);
  }
  statutoryByYear.set(year, days);
  return days;
}

function statutoryInfo(date: string): Omit<TCalendarDayInfo, 'override'> {
  const year = Number(date.slice(0, 4));
  const weekend = [0, 6].includes(weekdayOf(date));
  if (hasOfficialCalendar(year)) {
    const detail = chineseDays.getDayDetail(date);
    const holiday = HOLIDAY_BY_NAME[detail.name.split(',')[0] ?? ''] ?? null;
    if (detail.work)
      return { date, dayType: DayType.Workday, holiday, makeUpWorkday: weekend, official: true };
    return {
      date,
      dayType: holiday ? DayType.Holiday : DayType.RestDay,
      holiday,
      makeUpWorkday: false,
      official: true,
    };
  }
  const holiday = statutoryDays(year).get(date) ?? null;
  if (holiday) return { date, dayType: DayType.Holiday, holiday, makeUpWorkday: false, official: false };
  return {
    date,
    dayType: weekend ? DayType.RestDay : DayType.Workday,
    holiday: null,
    makeUpWorkday: false,
    official: false,
  };
}

/**
 * The statutory facts of a date never change, and reading them from the package costs ~5-10 us
 * (a working-days count over a year asks for 365 dates on every request), so they are remembered.
 * Bounded: 200 years of dates is 73,000 small entries; the cache starts over past that.
 */
const statutoryCache = new Map<string, Readonly<TCalendarDayInfo>>();
const STATUTORY_CACHE_MAX = 80_000;

/** The statutory day (no override), shared and frozen. */
function cachedStatutoryInfo(date: string): Readonly<TCalendarDayInfo> {
  let info = statutoryCache.get(date);
  if (!info) {
    if (statutoryCache.size >= STATUTORY_CACHE_MAX) statutoryCache.clear();
    info = Object.freeze({ ...statutoryInfo(date), override: null });
    statutoryCache.set(date, info);
  }
  return info;
}

/**
 * Everything the work calendar knows of a date; a company override wins over the statutory type.
 * Without an override the answer is a shared frozen object: read it, don't change it.
 */
export function calendarDay(date: string, overrides?: TCalendarOverrides): TCalendarDayInfo {
  const info = cachedStatutoryInfo(date);
  const override = overrides?.get(date);
  if (!override) return info;
  return {
    ...info,
    dayType: override.dayType,
    makeUpWorkday: info.makeUpWorkday && override.dayType === DayType.Workday,
    override: override.name,
  };
}

/** The one day-type function: 0 workday, 1 weekend / rest day, 2 holiday (spec 1 §3). */
export function dayTypeOf(date: string, overrides?: TCalendarOverrides): TDayType {
  return calendarDay(date, overrides).dayType;
}

/** Traditional festivals shown in the calendar (a curated set of the package's long list), as i18n keys. */
const LUNAR_FESTIVALS: Record<string, string> = {
  除夕: 'newYearsEve',
  春节: 'springFestival',
  元宵节: 'lanternFestival',
  端午节: 'dragonBoat',
  乞巧节: 'qixi',
  中元节: 'ghostFestival',
  '中元(鬼)节': 'ghostFestival',
  中秋节: 'midAutumn',
  重阳节: 'doubleNinth',
  腊八节: 'laba',
};

/** Observances on fixed Gregorian dates (MM-DD) that a Chinese calendar shows. */
const SOLAR_FESTIVALS: Record<string, string> = {
  '01-01': 'newYear',
  '02-14': 'valentines',
  '03-08': 'womensDay',
  '03-12': 'arborDay',
  '05-01': 'labourDay',
  '05-04': 'youthDay',
  '06-01': 'childrensDay',
  '07-01': 'partyDay',
  '08-01': 'armyDay',
  '09-10': 'teachersDay',
  '10-01': 'nationalDay',
  '12-25': 'christmas',
};

export type TLunarDayInfo = {
  month: number;
  day: number;
  leap: boolean;
  /** 正月 / 闰四月 ... */
  monthCN: string;
  /** 初一 ... 三十 */
  dayCN: string;
  /** Solar term key of chinese-days (e.g. the_beginning_of_spring) on the day it begins. */
  solarTerm: string | null;
  /** A traditional or Gregorian festival key. */
  festival: string | null;
};

/** Lunar date, solar term and festival of a date (lunar data covers 1900 to 2100, spec 1 §9). */
export function lunarDay(date: string): TLunarDayInfo {
  const lunar = chineseDays.getLunarDate(date);
  const term = chineseDays.getSolarTerms(date)[0];
  const lunarFestival = chineseDays
    .getLunarFestivals(date)
    .flatMap((f) => f.name)
    .map((name) => LUNAR_FESTIVALS[name])
    .find(Boolean);
  return {
    month: lunar.lunarMon,
    day: lunar.lunarDay,
    leap: lunar.isLeap,
    monthCN: `${lunar.isLeap ? '闰' : ''}${lunar.lunarMonCN}`,
    dayCN: lunar.lunarDayCN,
    solarTerm: term?.term ?? null,
    festival: lunarFestival ?? SOLAR_FESTIVALS[date.slice(5)] ?? null,
  };
}

/** Lunar data of chinese-days reaches from 1900 to 2100 (spec 1 §9). */
export const LUNAR_MIN_YEAR = 1900;
export const LUNAR_MAX_YEAR = 2100;

/**
 * The date `days` working days after `date` on the statutory calendar with the company's
 * overrides (a birth certificate's review takes one working day, a proof five, spec 3 §3, §9): from a
 * Friday, one working day is Monday; before a holiday, after it; `date` itself not counted.
 */
export function addWorkingDays(date: string, days: number, overrides?: TCalendarOverrides): string {
  let at = date;
  let left = days;
  // A bound keeps a broken calendar (every day a holiday) from looping forever.
  for (let guard = 0; left > 0 && guard < 366; guard += 1) {
    at = addDays(at, 1);
    if (dayTypeOf(at, overrides) === DayType.Workday) left -= 1;
  }
  return at;
}
