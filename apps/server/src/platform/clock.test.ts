import { wallClock } from '@ehome/shared/time/wall-clock';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { businessDate, fastWallClock, formatDateTime, formatTime, instantAt, instantMsAt } from './clock';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The helpers were rewritten on cached Intl.DateTimeFormat instances; dayjs's timezone plugin (what
 * they used before) is the reference they are checked against.
 */
const ZONES = [
  'Asia/Shanghai',
  'Europe/Berlin',
  'America/New_York',
  'America/Sao_Paulo', // clocks changed at midnight (until 2019): a day without 00:00
  'Australia/Lord_Howe', // 30-minute DST
  'Asia/Kolkata', // +05:30
  'Pacific/Chatham', // +12:45 / +13:45
  'America/St_Johns', // -03:30 / -02:30
  'Pacific/Apia', // skipped 2011-12-30 entirely
  'UTC',
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Instants to check: random ones from 1970 to 2100, and every 7.5 minutes around each clock change. */
function instantsOf(zone: string): number[] {
  const next = random(zone.length * 7919);
  const out: number[] = [];
  const from = Date.UTC(1970, 0, 1);
  const to = Date.UTC(2100, 0, 1);
  for (let i = 0; i < 400; i++) out.push(Math.floor(from + next() * (to - from)));
  for (const change of changesOf(zone, Date.UTC(2005, 0, 1), Date.UTC(2030, 0, 1))) {
    for (let at = change - 3 * HOUR; at <= change + 3 * HOUR; at += 7.5 * MINUTE) out.push(at);
    out.push(change - 1, change, change + 999);
  }
  return out;
}

const offsetOf = (at: number, zone: string) => dayjs(at).tz(zone).utcOffset();

const changes = new Map<string, number[]>();

/** The instants (to the minute) where the zone's offset changes, found by bisection. */
function changesOf(zone: string, from: number, to: number): number[] {
  const key = `${zone} ${from} ${to}`;
  const known = changes.get(key);
  if (known) return known;
  const out: number[] = [];
  changes.set(key, out);
  for (let start = from; start < to; start += 7 * DAY) {
    const end = start + 7 * DAY;
    if (offsetOf(start, zone) === offsetOf(end, zone)) continue;
    let lo = start;
    let hi = end;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetOf(mid, zone) === offsetOf(lo, zone)) lo = mid;
      else hi = mid;
    }
    out.push(hi);
  }
  return out;
}

describe('businessDate, formatDateTime, formatTime', () => {
  it.each(ZONES)('match dayjs-tz in %s', (zone) => {
    const instants = instantsOf(zone);
    expect(instants.length).toBeGreaterThanOrEqual(400);
    for (const at of instants) {
      const date = new Date(at);
      const reference = dayjs(date).tz(zone);
      expect(businessDate(date, zone), `${date.toISOString()} ${zone}`).toBe(reference.format('YYYY-MM-DD'));
      expect(formatDateTime(date, zone), `${date.toISOString()} ${zone}`).toBe(
        reference.format('YYYY-MM-DD HH:mm:ss'),
      );
      expect(formatTime(date, zone), `${date.toISOString()} ${zone}`).toBe(reference.format('HH:mm:ss'));
    }
  });

  it('turns the business date at midnight in the zone', () => {
    const zone = 'Asia/Shanghai';
    expect(businessDate(new Date('2026-11-22T15:59:59.999Z'), zone)).toBe('2026-11-22');
    expect(formatDateTime(new Date('2026-11-22T15:59:59.999Z'), zone)).toBe('2026-11-22 23:59:59');
    expect(businessDate(new Date('2026-11-22T16:00:00Z'), zone)).toBe('2026-11-23');
    expect(businessDate(new Date('2026-11-22T16:30:00Z'), zone)).toBe('2026-11-23');
    expect(formatDateTime(new Date('2026-11-22T16:30:00Z'), zone)).toBe('2026-11-23 00:30:00');
    expect(formatTime(new Date('2026-11-22T16:30:00Z'), zone)).toBe('00:30:00');
    expect(businessDate(new Date('2026-12-31T16:00:00Z'), zone)).toBe('2027-01-01');
    expect(businessDate(new Date('2028-02-28T16:00:00Z'), zone)).toBe('2028-02-29');
  });

  it('shows the hour of a DST change in Berlin', () => {
    const zone = 'Europe/Berlin';
    // Spring forward 2026-03-29 01:00Z: 02:00 CET becomes 03:00 CEST.
    expect(formatDateTime(new Date('2026-03-29T00:59:59Z'), zone)).toBe('2026-03-29 01:59:59');
    expect(formatDateTime(new Date('2026-03-29T01:00:00Z'), zone)).toBe('2026-03-29 03:00:00');
    // Fall back 2026-10-25 01:00Z: 03:00 CEST becomes 02:00 CET.
    expect(formatDateTime(new Date('2026-10-25T00:30:00Z'), zone)).toBe('2026-10-25 02:30:00');
    expect(formatDateTime(new Date('2026-10-25T01:30:00Z'), zone)).toBe('2026-10-25 02:30:00');
    expect(businessDate(new Date('2026-10-24T22:00:00Z'), zone)).toBe('2026-10-25');
    expect(businessDate(new Date('2026-10-24T21:59:59Z'), zone)).toBe('2026-10-24');
  });

  it('writes years outside 1000-9999 and invalid dates like an ISO string / dayjs', () => {
    expect(formatDateTime(new Date('0099-06-01T12:00:00Z'), 'UTC')).toBe('0099-06-01 12:00:00');
    expect(formatDateTime(new Date('+010000-01-01T00:00:00Z'), 'UTC')).toBe('+010000-01-01 00:00:00');
    expect(formatDateTime(new Date('-000100-03-01T00:00:00Z'), 'UTC')).toBe('-000100-03-01 00:00:00');
    expect(formatDateTime(new Date('-001500-03-01T00:00:00Z'), 'UTC')).toBe('-001500-03-01 00:00:00');
    expect(formatDateTime(new Date('1000-01-01T00:00:00Z'), 'UTC')).toBe('1000-01-01 00:00:00');
    expect(formatDateTime(new Date('9999-12-31T23:59:59Z'), 'UTC')).toBe('9999-12-31 23:59:59');
    expect(businessDate(new Date(Number.NaN), 'Asia/Shanghai')).toBe('Invalid Date');
    expect(formatTime(new Date(Number.NaN), 'Asia/Shanghai')).toBe('Invalid Date');
  });

  it('refuses an unknown zone', () => {
    expect(() => businessDate(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => instantAt('2026-11-23', '09:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('instantAt', () => {
  const TIMES = ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30', '09:00', '12:00'];
  const MORE_TIMES = ['13:30:15', '17:45', '23:59:59', '23:30', '18:00:00'];

  /** Dates to check: random ones from 1970 to 2100, and the days around each clock change. */
  function datesOf(zone: string): string[] {
    const next = random(zone.length * 104_729);
    const out = new Set<string>();
    const from = Date.UTC(1970, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 150; i++) out.add(new Date(from + next() * (to - from)).toISOString().slice(0, 10));
    for (const change of changesOf(zone, Date.UTC(2005, 0, 1), Date.UTC(2030, 0, 1))) {
      for (const d of [-1, 0, 1]) out.add(businessDate(new Date(change + d * DAY), zone));
    }
    return [...out];
  }

  it.each(ZONES)('matches dayjs-tz in %s (an ambiguous wall time is its first occurrence)', (zone) => {
    let ambiguous = 0;
    for (const date of datesOf(zone)) {
      for (const time of [...TIMES, ...MORE_TIMES]) {
        const ours = instantAt(date, time, zone).getTime();
        const reference = dayjs.tz(`${date} ${time.length === 5 ? `${time}:00` : time}`, zone).valueOf();
        if (ours === reference) continue;
        const wall = `${date} ${time.length === 5 ? `${time}:00` : time}`;
        expect(formatDateTime(new Date(ours), zone), `${wall} ${zone}`).toBe(wall);
        if (formatDateTime(new Date(reference), zone) === wall) {
          // A wall time that happens twice: dayjs picks one by the offset of the moment it runs,
          // ours is the earlier.
          expect(ours, `${wall} ${zone}`).toBeLessThan(reference);
          ambiguous++;
        } else {
          // dayjs starts from today's offset and misses when the zone's offset then was far from
          // it: Apia moved across the date line in 2011 (-11 -> +13), so its 2010 DST start
          // (00:00 -> 01:00) sent dayjs's 01:00 to 02:00.
          expect(zone, `${wall} ${zone}`).toBe('Pacific/Apia');
          expect(wall < '2011-12-30', `${wall} ${zone}`).toBe(true);
        }
      }
    }
    expect(ambiguous).toBeLessThan(100);
  });

  it('round-trips with formatDateTime', () => {
    const next = random(42);
    for (const zone of ZONES) {
      for (let i = 0; i < 300; i++) {
        const at = new Date(Date.UTC(2000, 0, 1) + Math.floor((next() * 100 * 365 * DAY) / 1000) * 1000);
        const wall = formatDateTime(at, zone);
        const [date, time] = wall.split(' ') as [string, string];
        const back = instantAt(date, time, zone);
        // Back to the same instant, or to the first of two with that wall time.
        expect(formatDateTime(back, zone), `${wall} ${zone}`).toBe(wall);
        expect(back.getTime(), `${wall} ${zone}`).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime() - back.getTime(), `${wall} ${zone}`).toBeLessThanOrEqual(2 * HOUR);
      }
    }
  });

  it('reads the midnight and shift times of a Shanghai day', () => {
    const zone = 'Asia/Shanghai';
    expect(instantAt('2026-11-23', '00:00', zone).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(instantAt('2026-11-23', '00:30', zone).toISOString()).toBe('2026-11-22T16:30:00.000Z');
    expect(instantAt('2026-11-23', '09:00', zone).toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(instantAt('2026-11-23', '18:00:00', zone).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(instantAt('2026-11-23', '23:59:59', zone).toISOString()).toBe('2026-11-23T15:59:59.000Z');
    expect(instantAt('2027-01-01', '00:00', zone).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('resolves Berlin clock changes: a skipped time moves forward, a repeated one is the first', () => {
    const zone = 'Europe/Berlin';
    // 2026-03-29: 02:00-03:00 does not exist; 02:30 is read with the winter offset (= 03:30 CEST).
    expect(instantAt('2026-03-29', '01:59:59', zone).toISOString()).toBe('2026-03-29T00:59:59.000Z');
    expect(instantAt('2026-03-29', '02:00', zone).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(instantAt('2026-03-29', '02:30', zone).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantAt('2026-03-29', '03:00', zone).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(instantAt('2026-03-29', '00:00', zone).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(instantAt('2026-03-30', '00:00', zone).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 2026-10-25: 02:00-03:00 happens twice; the first (summer time) is taken.
    expect(instantAt('2026-10-25', '01:59', zone).toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(instantAt('2026-10-25', '02:00', zone).toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(instantAt('2026-10-25', '02:30', zone).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantAt('2026-10-25', '03:00', zone).toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(instantAt('2026-10-25', '00:00', zone).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(instantAt('2026-10-26', '00:00', zone).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('answers the same from its cache after it starts over (more than 10,000 wall clocks kept)', () => {
    // Shanghai has been UTC+8 all year since 1992: the answer is the wall clock minus eight hours.
    const expected = (day: number, minute: number) => Date.UTC(2000, 0, 1 + day, 0, minute) - 8 * HOUR;
    const wall = (day: number, minute: number) => {
      const at = new Date(Date.UTC(2000, 0, 1 + day, 0, minute));
      return [at.toISOString().slice(0, 10), at.toISOString().slice(11, 16)] as const;
    };
    for (let round = 0; round < 2; round++) {
      for (let day = 0; day < 3_000; day++) {
        for (const minute of [0, 540, 1080, 1439]) {
          const [date, time] = wall(day, minute);
          expect(instantMsAt(date, time, 'Asia/Shanghai'), `${date} ${time}`).toBe(expected(day, minute));
        }
      }
      expect(instantAt('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe(
        '2026-10-25T00:30:00.000Z',
      );
    }
  });

  it('gives a new Date each call and an Invalid Date for what it cannot read', () => {
    const a = instantAt('2026-11-23', '09:00', 'Asia/Shanghai');
    a.setTime(0);
    expect(instantAt('2026-11-23', '09:00', 'Asia/Shanghai').toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(instantAt('2026-11-23', '09:00:30.250', 'Asia/Shanghai').toISOString()).toBe(
      '2026-11-23T01:00:30.250Z',
    );
    expect(Number.isNaN(instantAt('tomorrow', '09:00', 'Asia/Shanghai').getTime())).toBe(true);
    expect(Number.isNaN(instantAt('2026-11-23', 'nine', 'Asia/Shanghai').getTime())).toBe(true);
  });
});

describe('fastWallClock (offsets kept by quarter hour)', () => {
  const zones = [
    'Asia/Shanghai',
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe', // half-hour DST
    'Asia/Kathmandu', // +05:45
    'Africa/Monrovia', // -00:44:30 until 1972, changed at an odd second
    'America/Sao_Paulo',
    'Pacific/Chatham',
  ];
  /** The zone's offset at an instant through ICU alone (wallClock read as UTC, less the instant). */
  const offset = (t: number, zone: string) => {
    const s = Math.floor(t / 1000) * 1000;
    return Date.parse(`${wallClock(s, zone).replace(' ', 'T')}Z`) - s;
  };
  it('answers as wallClock around every change of offset and between, 1970-2060', () => {
    const day = 86_400_000;
    let changes = 0;
    for (const zone of zones) {
      for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2060, 0, 1); t += day) {
        expect(fastWallClock(t + 37_123, zone)).toBe(wallClock(t + 37_123, zone));
        if (offset(t, zone) === offset(t + day, zone)) continue;
        // Find the change to the second, then compare every 7 s for 16 minutes either side.
        let lo = t;
        let hi = t + day;
        while (hi - lo > 1000) {
          const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
          if (offset(mid, zone) === offset(t, zone)) lo = mid;
          else hi = mid;
        }
        for (let u = hi - 16 * 60_000; u < hi + 16 * 60_000; u += 7000) {
          expect(fastWallClock(u, zone)).toBe(wallClock(u, zone));
          expect(fastWallClock(u + 999, zone)).toBe(wallClock(u + 999, zone));
        }
        changes++;
      }
      // Outside the kept range it is wallClock itself.
      expect(fastWallClock(Date.UTC(1900, 5, 1, 12), zone)).toBe(wallClock(Date.UTC(1900, 5, 1, 12), zone));
      expect(fastWallClock(Number.NaN, zone)).toBe('Invalid Date');
    }
    expect(changes).toBeGreaterThan(500);
  }, 120_000);
});
