/**
 * Working days (calType 3; spec 2 §3 "Working days", §4, §5, §9; issue 5).
 *
 * Each date is classified once, in this order:
 * 1. an added day off (`add_holidays`) that would otherwise be worked: off;
 * 2. with `use_holidays`, the shared work calendar (attendance/calendar.ts, State Council notices via
 *    chinese-days; 全国年节及纪念日放假办法 art. 2 festival days for a year without a notice):
 *    a holiday-arrangement day is off (放假办法 art. 2, art. 7 "统一放假调休"); a make-up workday
 *    (调休上班) is worked;
 * 3. otherwise the week pattern: the day's hours (default Monday-Friday 8, weekend 0: 国务院关于职工
 *    工作时间的规定 art. 3 and 7); a day with 0 hours is a rest day.
 * A make-up workday is worked as a full regular workday: the notices move a whole weekday's work to
 * the weekend day without naming which weekday, so it gets the longest of the Monday-Friday hours
 * (8 by default), or its own weekday's hours when those are longer (someone who works Saturdays).
 *
 * Mode 2 counts from the day after the start date (民法典 art. 201: the day a period begins is not
 * counted); in hours, the answer is the working day on which the hours are used up (20 hours at
 * 8 a day end on the third working day, 4 hours into it).
 * Hours are kept in tenths (7.5 h = 75) so sums are exact.
 */
import {
  addDays,
  calendarDay,
  DayType,
  hasOfficialCalendar,
  type THolidayKey,
  weekdayOf,
} from '../../attendance/calendar';
import {
  CalType,
  type TCalContext,
  type TCalculator,
  type TCalFigure,
  type TCalLaw,
  type TCalResult,
  type TCalTable,
} from '../contract';
import { type TWorkTexts, WORK_TEXTS } from './texts';
import { daysBetween, parseWorkingDaysInput, type TWorkingDaysInput } from './working-days-input';

type TKind = 'work' | 'makeUp' | 'holiday' | 'rest' | 'added';
type TDay = { date: string; kind: TKind; tenths: number; holiday: THolidayKey | null; official: boolean };

/**
 * The State Council notices whose document number and date were checked (新华社 full texts,
 * 国务院公报); other years are named by the notice's title only.
 */
const NOTICES: Readonly<Record<number, { doc?: string; issued: string }>> = {
  2023: { doc: '国办发明电〔2022〕16号', issued: '2022-12-08' },
  2024: { doc: '国办发明电〔2023〕7号', issued: '2023-10-25' },
  2025: { doc: '国办发明电〔2024〕12号', issued: '2024-11-12' },
  // Issued 2025-11-04 (新华社 full text); its document number could not be checked, so none is shown.
  2026: { issued: '2025-11-04' },
};

/** Monday = 0 .. Sunday = 6. */
const weekIndex = (date: string) => (weekdayOf(date) + 6) % 7;

function makeUpTenths(input: TWorkingDaysInput, date: string): number {
  const longestWeekday = Math.max(...input.weekTenths.slice(0, 5));
  return Math.max(longestWeekday, input.weekTenths[weekIndex(date)] ?? 0);
}

function classify(input: TWorkingDaysInput, added: ReadonlySet<string>, date: string): TDay {
  const pattern = input.weekTenths[weekIndex(date)] ?? 0;
  let day: TDay = {
    date,
    kind: pattern > 0 ? 'work' : 'rest',
    tenths: pattern,
    holiday: null,
    official: true,
  };
  if (input.useHolidays) {
    const info = calendarDay(date);
    if (info.dayType === DayType.Holiday) {
      day = { date, kind: 'holiday', tenths: 0, holiday: info.holiday, official: info.official };
    } else if (info.makeUpWorkday) {
      day = {
        date,
        kind: 'makeUp',
        tenths: makeUpTenths(input, date),
        holiday: info.holiday,
        official: true,
      };
    } else if (info.dayType === DayType.RestDay && ![5, 6].includes(weekIndex(date))) {
      day = { date, kind: 'rest', tenths: 0, holiday: null, official: info.official };
    } else {
      day = { ...day, official: info.official };
    }
  }
  if (added.has(date) && day.tenths > 0) return { ...day, kind: 'added', tenths: 0 };
  return day;
}

/** 75 -> "7.5", 19840 -> "1,984". */
export function formatTenths(tenths: number): string {
  const whole = Math.floor(tenths / 10)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return tenths % 10 === 0 ? whole : `${whole}.${tenths % 10}`;
}

type TCounts = Record<TKind, number> & { tenths: number; calendar: number };
const emptyCounts = (): TCounts => ({
  work: 0,
  makeUp: 0,
  holiday: 0,
  rest: 0,
  added: 0,
  tenths: 0,
  calendar: 0,
});

function tally(counts: TCounts, day: TDay): void {
  counts[day.kind] += 1;
  counts.tenths += day.tenths;
  counts.calendar += 1;
}

const dayAnswer = (t: TWorkTexts, label: string, n: number) => ({ label, value: String(n), unit: t.days(n) });

const workdaysOf = (counts: TCounts) => counts.work + counts.makeUp;

function weekText(t: TWorkTexts, input: TWorkingDaysInput): string {
  return input.weekTenths
    .map((tenths, index) => `${t.weekdaysShort[index] ?? ''} ${formatTenths(tenths)}`)
    .join(t === WORK_TEXTS.en ? ', ' : '、');
}

function shortDate(t: TWorkTexts, date: string): string {
  return t.dayMonth(Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/** Holiday periods (consecutive off days of one festival), make-up days and added days off met. */
function eventsFigure(t: TWorkTexts, days: readonly TDay[]): TCalFigure | null {
  const rows: TCalFigure['rows'] = [];
  const open: { period: { from: string; to: string; n: number; key: THolidayKey | null } | null } = {
    period: null,
  };
  const flush = () => {
    const period = open.period;
    if (!period) return;
    const name = period.key ? t.holidays[period.key] : '';
    rows.push({
      cells: [
        period.from === period.to ? period.from : `${period.from} ~ ${period.to.slice(5)}`,
        t.figure.holidayOff(name, period.n),
      ],
    });
    open.period = null;
  };
  for (const day of days) {
    if (day.kind === 'holiday') {
      const period = open.period;
      if (period && period.key === day.holiday && addDays(period.to, 1) === day.date) {
        period.to = day.date;
        period.n += 1;
      } else {
        flush();
        open.period = { from: day.date, to: day.date, n: 1, key: day.holiday };
      }
      continue;
    }
    flush();
    if (day.kind === 'makeUp') {
      rows.push({
        cells: [day.date, t.figure.makeUpDay(day.holiday ? t.holidays[day.holiday] : '')],
        highlight: true,
      });
    } else if (day.kind === 'added') {
      rows.push({ cells: [day.date, t.figure.addedOff] });
    }
  }
  flush();
  if (rows.length === 0) return null;
  return {
    title: t.figure.eventsTitle,
    columns: [t.figure.date, t.figure.what],
    rows,
    note: t.figure.eventsNote,
  };
}

/** Per month (up to 24 months) or per year: working days with a bar each. */
function breakdownFigure(t: TWorkTexts, days: readonly TDay[]): TCalFigure {
  const first = days[0]?.date ?? '';
  const last = days[days.length - 1]?.date ?? '';
  const months =
    (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
    Number(last.slice(5, 7)) -
    Number(first.slice(5, 7)) +
    1;
  const byYear = months > 24;
  const groups = new Map<string, TCounts>();
  for (const day of days) {
    const key = byYear ? day.date.slice(0, 4) : day.date.slice(0, 7);
    let counts = groups.get(key);
    if (!counts) {
      counts = emptyCounts();
      groups.set(key, counts);
    }
    tally(counts, day);
  }
  return {
    title: byYear ? t.figure.yearTitle : t.figure.monthTitle,
    columns: [
      byYear ? t.figure.year : t.figure.month,
      t.figure.workdays,
      t.figure.hours,
      t.figure.holiday,
      t.figure.makeUp,
      t.figure.rest,
    ],
    rows: [...groups].map(([key, counts]) => ({
      cells: [
        key,
        String(workdaysOf(counts)),
        formatTenths(counts.tenths),
        String(counts.holiday),
        String(counts.makeUp),
        String(counts.rest + counts.added),
      ],
    })),
    chart: { labelColumn: 0, valueColumn: 1, unit: t.unitDay },
  };
}

/** The notice's arrangement for one year, read back from the calendar (one line per festival). */
/** A year's arrangement, per language texts: the same for every request, so it is built once. */
const noticeTexts = new WeakMap<TWorkTexts, Map<number, string>>();

function noticeText(t: TWorkTexts, year: number): string {
  let byYear = noticeTexts.get(t);
  if (!byYear) {
    byYear = new Map();
    noticeTexts.set(t, byYear);
  }
  let text = byYear.get(year);
  if (text === undefined) {
    text = buildNoticeText(t, year);
    byYear.set(year, text);
  }
  return text;
}

function buildNoticeText(t: TWorkTexts, year: number): string {
  const periods: { key: THolidayKey; from: string; to: string; n: number; makeUp: string[] }[] = [];
  const makeUps: { key: THolidayKey | null; date: string }[] = [];
  for (let date = `${year}-01-01`; date <= `${year}-12-31`; date = addDays(date, 1)) {
    const info = calendarDay(date);
    // The next year's New Year days off that start on 31 December belong to the next notice.
    if (
      info.dayType === DayType.Holiday &&
      info.holiday &&
      !(info.holiday === 'newYear' && date.slice(5, 7) === '12')
    ) {
      const open = periods[periods.length - 1];
      if (open && open.key === info.holiday && addDays(open.to, 1) === date) {
        open.to = date;
        open.n += 1;
      } else {
        periods.push({ key: info.holiday, from: date, to: date, n: 1, makeUp: [] });
      }
    } else if (info.makeUpWorkday) {
      makeUps.push({ key: info.holiday, date });
    }
  }
  for (const makeUp of makeUps) {
    const period = periods.find((p) => p.key === makeUp.key) ?? periods[periods.length - 1];
    period?.makeUp.push(makeUp.date);
  }
  return periods
    .map((p) =>
      t.laws.noticeLine(
        t.holidays[p.key],
        shortDate(t, p.from),
        shortDate(t, p.to),
        p.n,
        p.makeUp.map((date) => shortDate(t, date)),
      ),
    )
    .join('\n');
}

function sources(t: TWorkTexts, input: TWorkingDaysInput, years: readonly number[], mode2: boolean) {
  const tables: TCalTable[] = [];
  const laws: TCalLaw[] = [];
  const missing = input.useHolidays ? years.filter((year) => !hasOfficialCalendar(year)) : [];
  if (input.useHolidays) {
    for (const year of years.filter((y) => hasOfficialCalendar(y))) {
      const notice = NOTICES[year];
      tables.push({
        name: t.tables.notice(year),
        year,
        source: t.tables.noticeSource(notice?.doc, notice?.issued),
        annual: false,
        validFrom: `${year}-01-01`,
      });
      laws.push({ law: t.laws.notice(year), article: t.laws.noticeArticle, text: noticeText(t, year) });
    }
    // The 2024 revision (13 days) governs from 2025; earlier years rest on their notices alone.
    const revised = years.some((year) => year >= 2025);
    if (revised) {
      tables.push({
        name: t.tables.law,
        year: 2024,
        source: t.tables.lawSource,
        annual: false,
        validFrom: '2025-01-01',
      });
    }
    // A year without its notice is computed from the 2024 Measures alone: a pending table, which the
    // screen flags whatever today is.
    for (const year of missing) {
      tables.push({
        name: t.tables.fallback(year),
        year,
        source: t.tables.lawSource,
        annual: true,
        pending: true,
      });
    }
    if (revised) {
      laws.push({ law: t.laws.holidayLaw, article: t.laws.art2, text: t.laws.art2Text });
      laws.push({ law: t.laws.holidayLaw, article: t.laws.art7, text: t.laws.art7Text });
    }
  }
  if (!input.custom) {
    tables.push({
      name: t.tables.workTime,
      year: 1995,
      source: t.tables.workTimeSource,
      annual: false,
      validFrom: '1995-05-01',
    });
  }
  laws.push({ law: t.laws.workTimeLaw, article: t.laws.workTimeArticles, text: t.laws.workTimeText });
  if (mode2) laws.push({ law: t.laws.civilCode, article: t.laws.art201, text: t.laws.art201Text });
  return { tables, laws, missing };
}

function yearsOf(days: readonly TDay[]): number[] {
  return [...new Set(days.map((day) => Number(day.date.slice(0, 4))))];
}

function countRange(input: TWorkingDaysInput, context: TCalContext): TCalResult {
  const t = WORK_TEXTS[context.lang];
  const added = new Set(input.addHolidays);
  const days: TDay[] = [];
  const counts = emptyCounts();
  for (let date = input.startDate; date <= input.endDate; date = addDays(date, 1)) {
    const day = classify(input, added, date);
    days.push(day);
    tally(counts, day);
  }
  const workdays = workdaysOf(counts);
  const { tables, laws, missing } = sources(t, input, yearsOf(days), false);
  const listedAdded = input.addHolidays.filter(
    (date) => date >= input.startDate && date <= input.endDate,
  ).length;
  const lines = [
    t.how.range(input.startDate, input.endDate, counts.calendar),
    t.how.week(weekText(t, input), input.custom),
    input.useHolidays
      ? t.how.holidays(counts.holiday, counts.makeUp, formatTenths(Math.max(...input.weekTenths.slice(0, 5))))
      : t.how.noHolidays,
  ];
  if (listedAdded > 0) lines.push(t.how.added(counts.added, listedAdded));
  lines.push(t.how.formula(counts.calendar, counts.rest, counts.holiday, counts.added, workdays));
  lines.push(t.how.hours(formatTenths(counts.tenths)));
  const warnings: string[] = [];
  if (missing.length > 0) warnings.push(t.warn.noNotice(missing.join(context.lang === 'en' ? ', ' : '、')));
  if (!input.useHolidays) warnings.push(t.warn.noHolidays);
  const figure = [breakdownFigure(t, days)];
  const events = eventsFigure(t, days);
  if (events) figure.push(events);
  return {
    main_ans: String(workdays),
    main_label: t.mainDays,
    main_unit: t.days(workdays),
    sub_ans: [
      { label: t.sub.hours, value: formatTenths(counts.tenths), unit: t.unitHour },
      dayAnswer(t, t.sub.calendar, counts.calendar),
      dayAnswer(t, t.sub.rest, counts.rest),
      dayAnswer(t, t.sub.holiday, counts.holiday),
      dayAnswer(t, t.sub.makeUp, counts.makeUp),
      dayAnswer(t, t.sub.added, counts.added),
    ],
    message: lines.join('\n'),
    figure,
    laws,
    warnings,
    tables,
    asOf: context.today,
  };
}

function findDate(input: TWorkingDaysInput, context: TCalContext): TCalResult {
  const t = WORK_TEXTS[context.lang];
  const added = new Set(input.addHolidays);
  const target = input.unit === 'day' ? input.count : input.count * 10;
  const days: TDay[] = [];
  const counts = emptyCounts();
  let reached = 0;
  let found: TDay | null = null;
  let usedOnLast = 0;
  // parse guarantees the plain week ends within 10 years and a year before the calendar's end; the
  // holidays and at most 366 added days off cannot push it past twice that plus two years.
  const limit = addDays(input.startDate, 2 * 3653 + 800);
  for (let date = addDays(input.startDate, 1); ; date = addDays(date, 1)) {
    if (date > limit) throw new Error('working-days: count not reached');
    const day = classify(input, added, date);
    days.push(day);
    tally(counts, day);
    if (day.tenths === 0) continue;
    const gain = input.unit === 'day' ? 1 : day.tenths;
    if (reached + gain >= target) {
      usedOnLast = target - reached;
      found = day;
      break;
    }
    reached += gain;
  }
  const last: TDay = found as TDay;
  const weekday = t.weekdays[weekIndex(last.date)] ?? '';
  const workdays = workdaysOf(counts);
  const { tables, laws, missing } = sources(t, input, yearsOf(days), true);
  const lines = [
    t.how.start(input.startDate),
    t.how.week(weekText(t, input), input.custom),
    input.useHolidays
      ? t.how.holidays(counts.holiday, counts.makeUp, formatTenths(Math.max(...input.weekTenths.slice(0, 5))))
      : t.how.noHolidays,
    input.unit === 'day'
      ? t.how.walkDays(
          String(input.count),
          last.date,
          weekday,
          counts.rest,
          counts.holiday,
          counts.added,
          counts.makeUp,
        )
      : t.how.walkHours(
          String(input.count),
          workdays,
          last.date,
          weekday,
          formatTenths(usedOnLast),
          formatTenths(last.tenths),
        ),
  ];
  const warnings: string[] = [];
  if (missing.length > 0) warnings.push(t.warn.noNotice(missing.join(context.lang === 'en' ? ', ' : '、')));
  if (!input.useHolidays) warnings.push(t.warn.noHolidays);
  const sub_ans = [
    dayAnswer(t, t.sub.span, daysBetween(input.startDate, last.date)),
    dayAnswer(t, t.sub.workdaysCounted, workdays),
    dayAnswer(t, t.sub.holiday, counts.holiday),
    dayAnswer(t, t.sub.makeUp, counts.makeUp),
    dayAnswer(t, t.sub.rest, counts.rest),
    dayAnswer(t, t.sub.added, counts.added),
  ];
  if (input.unit === 'hour') {
    sub_ans.splice(2, 0, {
      label: t.sub.lastDay,
      value: `${formatTenths(usedOnLast)} / ${formatTenths(last.tenths)}`,
      unit: t.unitHour,
    });
  }
  const events = eventsFigure(t, days);
  return {
    main_ans: last.date,
    main_label: t.mainDate(String(input.count), input.unit),
    main_unit: weekday,
    sub_ans,
    message: lines.join('\n'),
    figure: events ? [events] : [],
    laws,
    warnings,
    tables,
    asOf: context.today,
  };
}

export const workingDaysCalculator: TCalculator<TWorkingDaysInput> = {
  calType: CalType.WorkingDays,
  parse: parseWorkingDaysInput,
  compute: (input, context) => (input.mode === 1 ? countRange(input, context) : findDate(input, context)),
};
