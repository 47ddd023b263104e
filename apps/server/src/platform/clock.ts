import { wallClock } from '@ehome/shared/time/wall-clock';
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

/**
 * A moment seen in the business time zone, as a dayjs object (month arithmetic and the like). It
 * goes through dayjs's timezone plugin, which builds a new ICU formatter per call (~0.1 ms): the
 * hot paths use the helpers below instead.
 */
export function inZone(at: Date, timeZone: string) {
  return dayjs(at).tz(timeZone);
}

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

// ---------------------------------------------------------------- wall clock of an instant

/**
 * The zone's offsets from UTC by quarter hour of UTC (changes of offset fall on quarter hours in
 * nearly every zone; a quarter with a change inside is found by its ends and left to ICU), kept
 * once known: an instant's wall clock is then arithmetic on its UTC
 * fields instead of an ICU format call (~2-3 us; a list of 10 requests formats ~50 instants).
 * Bounded per zone.
 */
const QUARTER_MS = 15 * 60_000;
const FAST_WALL_FROM = Date.UTC(1970, 0, 1);
const FAST_WALL_TO = Date.UTC(2200, 0, 1);
const OFFSETS_MAX = 100_000;
const zoneOffsets = new Map<string, Map<number, number>>();

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const DAY_OF_MS = 86_400_000;
/** "YYYY-MM-DD " of a day number (days since 1970-01-01), kept: a list's instants share few days. */
const dayPrefixes = new Map<number, string>();
function dayPrefix(day: number): string {
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    const d = new Date(day * DAY_OF_MS);
    prefix = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} `;
    if (dayPrefixes.size >= OFFSETS_MAX) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  return prefix;
}
/** The last quarter asked about, so a run of instants in one zone and quarter skips the maps. */
let lastZone = '';
let lastQuarter = Number.NaN;
let lastOffset = Number.NaN;

/** Same answer as wallClock (tests compare them around every change of offset in zones with DST). */
export function fastWallClock(epochMs: number, timeZone: string): string {
  if (!(epochMs >= FAST_WALL_FROM && epochMs < FAST_WALL_TO)) return wallClock(epochMs, timeZone);
  const quarter = Math.floor(epochMs / QUARTER_MS);
  let offset: number | undefined;
  if (quarter === lastQuarter && timeZone === lastZone) offset = lastOffset;
  else {
    let offsets = zoneOffsets.get(timeZone);
    if (offsets === undefined) {
      offsets = new Map();
      zoneOffsets.set(timeZone, offsets);
    }
    offset = offsets.get(quarter);
    if (offset === undefined) {
      const start = quarter * QUARTER_MS;
      const first = offsetAt(start, timeZone);
      offset = first === offsetAt(start + QUARTER_MS - 1000, timeZone) ? first : Number.NaN;
      if (offsets.size >= OFFSETS_MAX) offsets.clear();
      offsets.set(quarter, offset);
    }
    lastZone = timeZone;
    lastQuarter = quarter;
    lastOffset = offset;
  }
  if (Number.isNaN(offset)) return wallClock(epochMs, timeZone);
  const local = epochMs + offset;
  const day = Math.floor(local / DAY_OF_MS);
  const seconds = Math.floor((local - day * DAY_OF_MS) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${dayPrefix(day)}${pad2(hours)}:${pad2(minutes)}:${pad2(seconds % 60)}`;
}

/** The business date (YYYY-MM-DD) of an instant. */
export function businessDate(at: Date, timeZone: string): string {
  const wall = fastWallClock(at.getTime(), timeZone);
  return wall === 'Invalid Date' ? wall : wall.slice(0, -9);
}

/** YYYY-MM-DD HH:mm:ss of an instant in the zone. */
export function formatDateTime(at: Date, timeZone: string): string {
  return fastWallClock(at.getTime(), timeZone);
}

/** HH:mm:ss of an instant in the zone. */
export function formatTime(at: Date, timeZone: string): string {
  const wall = fastWallClock(at.getTime(), timeZone);
  return wall === 'Invalid Date' ? wall : wall.slice(-8);
}

// ---------------------------------------------------------------- instant of a wall clock

const WALL_PARSE = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A wall clock "YYYY-MM-DD HH:mm:ss" read as if it were UTC, in epoch ms (NaN if it is not one). */
function wallAsUtc(wall: string): number {
  const m = WALL_PARSE.exec(wall);
  if (!m) return Number.NaN;
  const at = new Date(0);
  at.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  at.setUTCHours(Number(m[4]), Number(m[5]), Number(m[6]), 0);
  return at.getTime();
}

/** The zone's offset from UTC (ms, east positive) at an instant; whole seconds (the formatter's). */
function offsetAt(epochMs: number, timeZone: string): number {
  const seconds = Math.floor(epochMs / 1000) * 1000;
  return wallAsUtc(wallClock(seconds, timeZone)) - seconds;
}

const DAY_MS = 86_400_000;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const DATE_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * Instants of wall clocks, kept once computed (a pure function of its arguments: the month
 * calendar asks for the same shift starts and midnights on every call). Bounded: starts over.
 */
const instants = new Map<string, Map<string, Map<string, number>>>();
let instantsKept = 0;

/**
 * The instant a wall-clock time (HH:mm, HH:mm:ss or HH:mm:ss.SSS) happens on a date (YYYY-MM-DD)
 * in the zone. Where the zone's clocks jump:
 * - a time that does not exist (skipped by a spring-forward, e.g. 02:30 in Berlin on the last
 *   Sunday of March) is read with the offset before the jump, i.e. it lands as far after the jump
 *   as it was after its start (02:30 -> 03:30 summer time): what dayjs gave too;
 * - a time that happens twice (fall-back, e.g. 02:30 in Berlin on the last Sunday of October) is
 *   the first of the two (summer time). dayjs picked by the offset in force at the moment of the
 *   call (the earlier in summer, the later in winter); this one does not depend on when it runs.
 * Both as Temporal's default ('compatible') disambiguation. An unreadable date or time gives an
 * Invalid Date.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  return new Date(instantMsAt(date, time, timeZone));
}

/**
 * `instantAt` as milliseconds since the epoch (no Date made). The cache is keyed zone, then date,
 * then time, so a lookup hashes the strings the caller already holds instead of a joined key.
 */
export function instantMsAt(date: string, time: string, timeZone: string): number {
  let byDate = instants.get(timeZone);
  if (byDate === undefined) {
    byDate = new Map();
    instants.set(timeZone, byDate);
  }
  let byTime = byDate.get(date);
  if (byTime === undefined) {
    byTime = new Map();
    byDate.set(date, byTime);
  }
  let epochMs = byTime.get(time);
  if (epochMs === undefined) {
    epochMs = computeInstant(date, time, timeZone);
    if (++instantsKept > 10_000) {
      instants.clear();
      instantsKept = 1;
      instants.set(timeZone, byDate);
      byDate.clear();
      byDate.set(date, byTime);
      byTime.clear();
    }
    byTime.set(time, epochMs);
  }
  return epochMs;
}

function computeInstant(date: string, time: string, timeZone: string): number {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) {
    // Validates the zone as the other helpers do, then gives an Invalid Date like dayjs.
    wallClock(0, timeZone);
    return Number.NaN;
  }
  const at = new Date(0);
  at.setUTCFullYear(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
  at.setUTCHours(Number(t[1]), Number(t[2]), Number(t[3] ?? 0), Number((t[4] ?? '0').padEnd(3, '0')));
  // The wall clock as if it were UTC; the answer is it minus the zone's offset at the answer.
  const local = at.getTime();
  if (Number.isNaN(local)) return local;
  // The offsets a day either side cover any single change of the zone's clocks around the time.
  const before = offsetAt(local - DAY_MS, timeZone);
  const first = local - before;
  if (offsetAt(first, timeZone) === before) {
    // Valid with the earlier offset. When the clocks went back, the wall clock happens again later
    // with the later offset; this first occurrence is the one kept.
    return first;
  }
  const after = offsetAt(local + DAY_MS, timeZone);
  const second = local - after;
  if (after !== before && offsetAt(second, timeZone) === after) return second;
  // In a gap (clocks went forward past this wall time): the offset before the jump.
  return first;
}
