import type { TClockExceptionItem } from '@ehome/shared/attendance/schemas';
import type { TClockExceptionStatus } from '../api/list-clock-exceptions';

/** The three lists of /ClockExceptions: 0 waiting, 1 accepted, 2 dismissed. */
export const EXCEPTION_STATUSES: readonly TClockExceptionStatus[] = [0, 1, 2];

/** The tab of a `?status=` value; anything else is the waiting list. */
export function parseStatus(value: string | null): TClockExceptionStatus {
  const status = Number(value);
  return value !== null && (EXCEPTION_STATUSES as readonly number[]).includes(status)
    ? (status as TClockExceptionStatus)
    : 0;
}

/** Metres beyond the range (0 when inside or when the range is unlimited). */
export function metresOver(item: Pick<TClockExceptionItem, 'distance' | 'limit'>): number {
  return item.limit < 0 ? 0 : Math.max(0, item.distance - item.limit);
}

/**
 * Whether the distance the phone reported is worth showing next to the server's: only when it says
 * something else (the two are measured from different fixes and round differently).
 */
export function reportedDiffers(item: Pick<TClockExceptionItem, 'distance' | 'reportedDistance'>): boolean {
  return item.reportedDistance !== null && Math.abs(item.reportedDistance - item.distance) >= 10;
}

/** `YYYY-MM-DD HH:mm:ss` -> its date and `HH:mm`. */
export function splitDateTime(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.split(' ');
  return { date, time: time.slice(0, 5) };
}
