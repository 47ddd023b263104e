/**
 * How far from today a request's dates may lie, in the business time zone: from two years back (spec
 * 1 §9: date pickers start two years before now) to the end of next year, the furthest a balance
 * year reaches. The work calendar, balances and approvals only make sense near today, and a
 * year-9999 leave is a typing slip or a probe. One rule for every request kind (leave now; overtime,
 * outing, trip next), on the server, in the forms' checks and as the date pickers' range.
 */
export const REQUEST_WINDOW_YEARS_BACK = 2;

/** The same month and day `years` from `today` (YYYY-MM-DD); 29 February falls back to the 28th. */
function shiftYears(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) + years;
  const monthDay = today.slice(5, 10);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/** The first and last allowed date (inclusive) around today (YYYY-MM-DD in the business time zone). */
export function requestDateWindow(today: string): { from: string; to: string } {
  return {
    from: shiftYears(today, -REQUEST_WINDOW_YEARS_BACK),
    to: `${Number(today.slice(0, 4)) + 1}-12-31`,
  };
}

/**
 * A refusal naming the window when any of the dates (YYYY-MM-DD, a time may follow) lies outside
 * it, else none. Dates are compared as text, which orders four-digit years correctly.
 */
export function checkRequestDates(
  dates: readonly (string | null | undefined)[],
  today: string,
): { key: 'validation.requestDateWindow'; params: { from: string; to: string } }[] {
  const window = requestDateWindow(today);
  const outside = dates.some((value) => {
    if (!value) return false;
    const date = value.slice(0, 10);
    return date < window.from || date > window.to;
  });
  return outside ? [{ key: 'validation.requestDateWindow', params: window }] : [];
}
