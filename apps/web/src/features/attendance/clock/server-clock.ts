import { wallClock } from '@ehome/shared/time/wall-clock';

/**
 * The clock card's time: the server's clock (the truth for punches, GUIDE "Time"), ticked on the
 * phone between syncs and shown in the business time zone whatever zone the phone is set to.
 */

/**
 * How far the server's clock is ahead of the phone's. The server read its clock somewhere during the
 * round trip; the middle is the best guess, and keeps the error within half the round trip.
 */
export function clockOffset(serverTimestamp: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTimestamp - (sentAt + receivedAt) / 2);
}

/** The server's time now, from the phone's clock and the last measured offset. */
export function serverNow(offsetMs: number, phoneNow: number = Date.now()): number {
  return phoneNow + offsetMs;
}

/** Milliseconds until the next whole second, so the display flips when the second does. */
export function delayToNextSecond(ms: number): number {
  const into = ((ms % 1000) + 1000) % 1000;
  return 1000 - into;
}

export type TClockFace = {
  /** HH:mm:ss */
  time: string;
  /** YYYY-MM-DD */
  date: string;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
};

/**
 * The business zone's offset from UTC at the server's last reading: its wall clock (`currentDate`,
 * to the second) less its instant, to the minute. The clock face adds it to the ticking instant, so
 * a tick is arithmetic: the Intl formatter the first tick built (a page's first loads ICU's date
 * data) was a 115 ms task on a slow phone. A daylight-saving change shows at the next sync, within
 * a minute.
 * NaN when `currentDate` is not a date-time (never from our server).
 */
export function zoneOffsetOf(currentDate: string, timestamp: number): number {
  const wall = Date.parse(`${currentDate.trim().replace(' ', 'T')}Z`);
  return Math.round((wall - timestamp) / 60_000) * 60_000;
}

/** An instant as the business zone's wall clock, given the zone's offset (zoneOffsetOf). */
export function clockFace(ms: number, zoneOffsetMs: number): TClockFace {
  const wall = new Date(ms + zoneOffsetMs);
  const iso = wall.toISOString();
  return { time: iso.slice(11, 19), date: iso.slice(0, 10), weekday: wall.getUTCDay() };
}

const LOCALES: Record<string, string> = { zh: 'zh-CN', en: 'en-US', ja: 'ja-JP' };

/**
 * One formatter per language and options: the clock face asks every second, and building an
 * Intl.DateTimeFormat costs far more than using one (a long task on a slow phone's first tick).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language] ?? language, options);
    formatters.set(key, format);
  }
  return format;
}

/*
 * The clock face's date and zone in the app's three languages are written out here, so that the
 * clock card builds no Intl.DateTimeFormat: a page's first one loads ICU's date data, a 125 ms task
 * at the first tick on a slow phone (Lighthouse's 4x CPU). The texts are CLDR's, what Intl writes
 * (server-clock.test.ts compares them); other languages and zones still go through Intl.
 */
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ZONE_NAMES: Record<string, Record<string, string>> = {
  // No daylight saving since 1991: one name all year.
  'Asia/Shanghai': { zh: '中国标准时间', en: 'China Standard Time', ja: '中国標準時' },
};

/** A calendar date `YYYY-MM-DD` in words of the language: 2026年11月23日, November 23, 2026. */
export function dateLabel(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (language === 'zh' || language === 'ja') return `${y}年${m}月${d}日`;
  if (language === 'en' && EN_MONTHS[m - 1]) return `${EN_MONTHS[m - 1]} ${d}, ${y}`;
  return formatter(language, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** The time part `HH:mm:ss` of a server date-time `YYYY-MM-DD HH:mm:ss` (null stays null). */
export function timeOf(dateTime: string | null): string | null {
  if (!dateTime) return null;
  const match = /(\d{2}:\d{2}(?::\d{2})?)$/.exec(dateTime.trim());
  return match?.[1] ?? dateTime;
}

/** The zone's name in the reader's language ("China Standard Time"), or the zone id when unknown. */
export function zoneName(timeZone: string, language: string, at: number): string {
  const known = ZONE_NAMES[timeZone]?.[language];
  if (known) return known;
  try {
    const parts = formatter(language, { timeZone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * The instant of a wall-clock time (`HH:mm`) on a date in the business time zone, e.g. the end of
 * today's shift: the zone's offset at that moment, read back from the wall clock.
 */
export function instantOf(date: string, time: string, timeZone: string): number {
  const guess = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  return guess - zoneOffsetOf(wallClock(guess, timeZone), guess);
}
