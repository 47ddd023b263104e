import { describe, expect, it, vi } from 'vitest';
import {
  clockFace,
  clockOffset,
  dateLabel,
  delayToNextSecond,
  instantOf,
  serverNow,
  timeOf,
  zoneName,
} from './server-clock';

// 2026-11-23 14:28:13.250 UTC = 22:28:13 in Shanghai (UTC+8, no daylight saving).
const INSTANT = Date.UTC(2026, 10, 23, 14, 28, 13, 250);

describe('server clock offset', () => {
  it('takes the middle of the round trip as the moment the server read its clock', () => {
    // Sent at 1000, answered at 1400: the server said 61_200 at about 1200, so it is 60 s ahead.
    expect(clockOffset(61_200, 1_000, 1_400)).toBe(60_000);
  });

  it('is negative when the phone runs ahead of the server', () => {
    expect(clockOffset(10_000, 14_900, 15_100)).toBe(-5_000);
  });

  it('ticks the server time on the phone clock', () => {
    const offset = clockOffset(61_200, 1_000, 1_400);
    expect(serverNow(offset, 5_000)).toBe(65_000);
  });

  it('waits until the next whole second', () => {
    expect(delayToNextSecond(INSTANT)).toBe(750);
    expect(delayToNextSecond(INSTANT - 250)).toBe(1000);
    expect(delayToNextSecond(-250)).toBe(250);
  });
});

describe('clock face in the business time zone', () => {
  it('shows Shanghai wall time whatever zone the phone is in', () => {
    expect(clockFace(INSTANT, 'Asia/Shanghai')).toEqual({ time: '22:28:13', date: '2026-11-23', weekday: 1 });
  });

  it('follows the zone the server names, date and weekday included', () => {
    // Same instant: 09:28 on Monday in New York (EST), 23:28 in Tokyo.
    expect(clockFace(INSTANT, 'America/New_York')).toEqual({
      time: '09:28:13',
      date: '2026-11-23',
      weekday: 1,
    });
    expect(clockFace(INSTANT, 'Asia/Tokyo').time).toBe('23:28:13');
  });

  it('rolls over to the next day at local midnight, shown as 00 not 24', () => {
    const midnight = Date.UTC(2026, 10, 23, 16, 0, 0); // 00:00 on the 24th in Shanghai
    expect(clockFace(midnight, 'Asia/Shanghai')).toEqual({
      time: '00:00:00',
      date: '2026-11-24',
      weekday: 2,
    });
  });
});

describe('labels', () => {
  it('writes a date in the words of each language', () => {
    expect(dateLabel('2026-11-23', 'zh')).toBe('2026年11月23日');
    expect(dateLabel('2026-11-23', 'en')).toBe('November 23, 2026');
    expect(dateLabel('2026-11-23', 'ja')).toBe('2026年11月23日');
  });

  it('names the zone in each language, keeping zones and languages apart', () => {
    const at = Date.UTC(2026, 10, 23, 4, 0, 0);
    expect(zoneName('Asia/Shanghai', 'en', at)).toBe('China Standard Time');
    expect(zoneName('Asia/Tokyo', 'en', at)).toBe('Japan Standard Time');
    expect(zoneName('Asia/Shanghai', 'zh', at)).toBe('中国标准时间');
    expect(zoneName('Asia/Shanghai', 'en', at)).toBe('China Standard Time');
    expect(zoneName('Not/AZone', 'en', at)).toBe('Not/AZone');
  });

  it('builds a formatter once for the ticking clock, not once a second', () => {
    const build = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let second = 0; second < 5; second += 1) {
        expect(dateLabel('2026-11-23', 'ja')).toBe('2026年11月23日');
        zoneName('Asia/Shanghai', 'ja', Date.UTC(2026, 10, 23, 4, 0, second));
      }
      expect(build.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      build.mockRestore();
    }
  });

  it('takes the time of a server date-time', () => {
    expect(timeOf('2026-11-23 09:01:23')).toBe('09:01:23');
    expect(timeOf(null)).toBeNull();
  });
});

describe('instantOf', () => {
  it('reads a wall-clock time in the business time zone', () => {
    expect(new Date(instantOf('2026-11-25', '18:00', 'Asia/Shanghai')).toISOString()).toBe(
      '2026-11-25T10:00:00.000Z',
    );
  });
});
