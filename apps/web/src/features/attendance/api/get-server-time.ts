import type { TServerTime } from '@ehome/shared/session/schemas';
import { wallClock } from '@ehome/shared/time/wall-clock';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { clockOffset, zoneOffsetOf } from '../clock/server-clock';

/**
 * The server's clock with its offset to the phone's, measured around the call, and the business
 * zone's offset from UTC at that reading (for the ticking clock face).
 */
export type TServerClockSync = TServerTime & { offsetMs: number; zoneOffsetMs: number };

/**
 * GET /api/User/GetCurrentDate: the server's time in the business time zone. Silent: the clock
 * re-syncs in the background, and a missed sync keeps ticking on the last offset.
 */
export async function getServerTime(): Promise<TServerClockSync> {
  const sentAt = Date.now();
  const time = await http.get<TServerTime>('/api/User/GetCurrentDate', undefined, { silent: true });
  const offsetMs = clockOffset(time.timestamp, sentAt, Date.now());
  let zoneOffsetMs = zoneOffsetOf(time.currentDate, time.timestamp);
  // Only a server that wrote its date another way: the zone's rules through Intl, as before.
  if (!Number.isFinite(zoneOffsetMs))
    zoneOffsetMs = zoneOffsetOf(wallClock(time.timestamp, time.timeZone), time.timestamp);
  return { ...time, offsetMs, zoneOffsetMs };
}

const RESYNC_MS = 60_000;

/**
 * Re-synced every minute while the page is shown, and when it becomes visible again (TanStack
 * Query's focus manager listens to visibilitychange): a phone's clock drifts, or is set wrong.
 */
export const serverTimeQuery = queryOptions({
  queryKey: ['session', 'serverTime'],
  queryFn: getServerTime,
  staleTime: 0,
  refetchInterval: RESYNC_MS,
  refetchOnWindowFocus: 'always',
});
