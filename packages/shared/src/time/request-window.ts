/**
 * How far from today a request's dates may lie: one year either way, in the business time zone.
 * The work calendar, balances and approvals only make sense near today, and a year-9999 leave is a
 * typing slip or a probe. One rule for every request kind (leave now; overtime, outing, trip next),
 * on the server and in the forms.
 */
export const REQUEST_WINDOW_YEARS = 1;

/** The same month and day `years` from `today` (YYYY-MM-DD); 29 February falls back to the 28th. */
function shiftYears(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) + years;
  const monthDay = today.slice(5, 10);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/** The first and last allowed date (inclusive) around today (YYYY-MM-DD in the business time zone). */
export function requestDateWindow(today: string): { from: string; to: string } {
  return { from: shiftYears(today, -REQUEST_WINDOW_YEARS), to: shiftYears(today, REQUEST_WINDOW_YEARS) };
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
