// The wall clock of an instant in an IANA time zone: the server's business date and punch times
// (apps/server platform/clock.ts) and the clock card's server time shown in the business zone.
//
// One Intl.DateTimeFormat per time zone, built once (building one costs ~0.1 ms, using it ~1.5 us).
// The sv-SE locale writes "YYYY-MM-DD HH:mm:ss" (24-hour clock), which is exactly our format; any
// other shape (a year outside 1000-9999, a runtime without that locale's data) goes through
// formatToParts instead, so the answer never depends on the locale's layout.

const WALL_OPTIONS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};
const WALL_SHAPE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const FAST_FROM = Date.UTC(1000, 0, 2);
const FAST_TO = Date.UTC(9999, 11, 30);

const fastFormatters = new Map<string, Intl.DateTimeFormat>();
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, built on first use; an unknown zone throws a RangeError (as dayjs did). */
function formatterOf(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  locale: string,
  extra?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { ...WALL_OPTIONS, ...extra, timeZone });
    cache.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The wall clock through formatToParts, for what the fast path does not recognise. */
function wallFromParts(epochMs: number, timeZone: string): string {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const part of formatterOf(partsFormatters, timeZone, 'en-US', { era: 'short' }).formatToParts(
    epochMs,
  )) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value) % 24;
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
      case 'era':
        bc = part.value.startsWith('B');
        break;
    }
  }
  if (bc) year = 1 - year;
  const y = year < 0 ? `-${pad(-year, 6)}` : year > 9999 ? `+${pad(year, 6)}` : pad(year, 4);
  return `${y}-${pad(month, 2)}-${pad(day, 2)} ${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`;
}

/**
 * "YYYY-MM-DD HH:mm:ss" of an instant in the zone (years outside 0-9999 are signed six digits, as
 * in ISO 8601 extended years; an invalid date gives "Invalid Date", as dayjs did).
 */
export function wallClock(epochMs: number, timeZone: string): string {
  if (!Number.isFinite(epochMs)) return 'Invalid Date';
  // Far from years 1000-9999 the fast form may lack the era (1500 BC would print as 1500).
  if (epochMs < FAST_FROM || epochMs > FAST_TO) return wallFromParts(epochMs, timeZone);
  const text = formatterOf(fastFormatters, timeZone, 'sv-SE').format(epochMs);
  return WALL_SHAPE.test(text) ? text : wallFromParts(epochMs, timeZone);
}
