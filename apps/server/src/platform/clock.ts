import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The server's clock is the truth for "now" and "today"; tests inject a fixed one. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(
  at: Date | string,
): Clock & { set(next: Date | string): void; advance(ms: number): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** A moment seen in the business time zone. */
export function inZone(at: Date, timeZone: string) {
  return dayjs(at).tz(timeZone);
}

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The business date (YYYY-MM-DD) of an instant. */
export function businessDate(at: Date, timeZone: string): string {
  return inZone(at, timeZone).format(DATE_FORMAT);
}

/** The instant a wall-clock time (HH:mm or HH:mm:ss) happens on a date in the zone. */
export function instantAt(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time.length === 5 ? `${time}:00` : time}`, timeZone).toDate();
}

export function formatDateTime(at: Date, timeZone: string): string {
  return inZone(at, timeZone).format(DATE_TIME_FORMAT);
}

/** HH:mm:ss of an instant in the zone. */
export function formatTime(at: Date, timeZone: string): string {
  return inZone(at, timeZone).format('HH:mm:ss');
}
