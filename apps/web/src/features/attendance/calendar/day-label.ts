import type { TCalendarDay } from '@ehome/shared/attendance/schemas';

type TLabelDay = Pick<
  TCalendarDay,
  'dayType' | 'holiday' | 'makeUpWorkday' | 'override' | 'weekday' | 'lunar'
>;

/** What the small line under a day number says, as a catalogue key and its values. */
export type TDayLabel = {
  kind: 'festival' | 'holiday' | 'solarTerm' | 'lunarMonth' | 'lunarDay';
  key: string;
  params?: Record<string, string | number>;
};

/**
 * The label under a day: a festival, else the statutory holiday the day is off for, else the solar
 * term beginning that day, else the lunar date, where the first of a lunar month names the month
 * (as Chinese calendars do: 初一 shows 三月).
 */
export function dayLabel(day: TLabelDay): TDayLabel {
  const { lunar } = day;
  if (lunar.festival) return { kind: 'festival', key: `festival.${lunar.festival}` };
  if (day.holiday && day.dayType === 2) return { kind: 'holiday', key: `holiday.${day.holiday}` };
  if (lunar.solarTerm) return { kind: 'solarTerm', key: `solarTerm.${lunar.solarTerm}` };
  const params = { month: lunar.month, day: lunar.day, monthCN: lunar.monthCN, dayCN: lunar.dayCN };
  if (lunar.day === 1) return { kind: 'lunarMonth', key: 'lunar.monthStart', params };
  return { kind: 'lunarDay', key: 'lunar.day', params };
}

export type TDayName = { key: string } | { text: string };

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

/**
 * The corner badge: 休 on a day off that would otherwise be worked (a statutory holiday, or a
 * company day off on a weekday), 班 on a worked day that would otherwise be off (a make-up workday,
 * or a company workday at the weekend). Ordinary weekends carry none.
 */
export function dayBadge(day: TLabelDay): 'rest' | 'work' | null {
  if (day.dayType === 2) return 'rest';
  if (day.makeUpWorkday) return 'work';
  if (day.override) {
    if (day.dayType === 0 && isWeekend(day.weekday)) return 'work';
    if (day.dayType !== 0 && !isWeekend(day.weekday)) return 'rest';
  }
  return null;
}

/**
 * Every name a day carries, for the selected day's card where there is room for all of them (the
 * grid shows only the first): festival, statutory holiday, solar term, company override.
 */
export function dayNames(day: TLabelDay): TDayName[] {
  const names: TDayName[] = [];
  if (day.lunar.festival) names.push({ key: `festival.${day.lunar.festival}` });
  if (day.holiday && day.dayType === 2) names.push({ key: `holiday.${day.holiday}` });
  if (day.lunar.solarTerm) names.push({ key: `solarTerm.${day.lunar.solarTerm}` });
  if (day.override) names.push({ text: day.override });
  return names;
}
