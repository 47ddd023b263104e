/**
 * Length of service for 劳动合同法 art. 47 ("每满一年支付一个月工资 ... 六个月以上不满一年的，按一年计算；
 * 不满六个月的，向劳动者支付半个月工资").
 *
 * How it is counted: the leaving date is the last day worked, so service runs from `start` to `end`
 * inclusive, i.e. up to the day after `end`. Whole months are counted from the start date's day of the
 * month: start + k months (the day clamped to the month's last day: 31 Aug + 6 months = 28/29 Feb) must
 * not pass the day after `end`. Full years = months / 12; the remainder months and days decide the last
 * part: 6 whole months or more -> 1, anything above zero and below 6 months -> 0.5, nothing -> 0.
 * So 2020-01-01..2020-06-30 is exactly 6 months (N = 1) and 2020-01-01..2020-06-29 is 5 months 29 days
 * (N = 0.5).
 */

type TYmd = { y: number; m: number; d: number };

function ymd(date: string): TYmd {
  return { y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), d: Number(date.slice(8, 10)) };
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function serial(date: TYmd): number {
  return Date.UTC(date.y, date.m - 1, date.d) / 86_400_000;
}

function addMonths(date: TYmd, months: number): TYmd {
  const index = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { y, m, d: Math.min(date.d, daysInMonth(y, m)) };
}

export function addDays(date: string, days: number): string {
  const value = new Date(Date.UTC(ymd(date).y, ymd(date).m - 1, ymd(date).d + days));
  return value.toISOString().slice(0, 10);
}

export type TServiceLength = {
  years: number;
  /** Whole months beyond the full years (0-11). */
  months: number;
  /** Days beyond the whole months. */
  days: number;
  /** N of art. 47 in half months (N = halves / 2), before any cap. */
  halves: number;
};

/** Service from `start` to `end` inclusive; zero when `end` is before `start`. */
export function serviceLength(start: string, end: string): TServiceLength {
  const from = ymd(start);
  const stop = serial(ymd(addDays(end, 1)));
  if (stop <= serial(from)) return { years: 0, months: 0, days: 0, halves: 0 };
  const target = ymd(addDays(end, 1));
  let total = (target.y - from.y) * 12 + (target.m - from.m);
  while (total > 0 && serial(addMonths(from, total)) > stop) total -= 1;
  const days = stop - serial(addMonths(from, total));
  const years = Math.floor(total / 12);
  const months = total % 12;
  const last = months >= 6 ? 2 : months > 0 || days > 0 ? 1 : 0;
  return { years, months, days, halves: years * 2 + last };
}
