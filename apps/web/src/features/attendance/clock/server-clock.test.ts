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
  zoneOffsetOf,
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

const HOUR = 3_600_000;

describe('clock face in the business time zone', () => {
  it('reads the zone offset from the server wall clock and instant, to the minute', () => {
    // The server writes its wall clock to the second; the instant carries milliseconds.
    expect(zoneOffsetOf('2026-11-23 22:28:13', INSTANT)).toBe(8 * HOUR);
    expect(zoneOffsetOf('2026-11-23 09:28:13', INSTANT)).toBe(-5 * HOUR);
    expect(zoneOffsetOf('2026-11-24 01:58:13', INSTANT)).toBe(11.5 * HOUR);
    // A reading taken across a second or a midnight still gives the zone's offset.
    expect(zoneOffsetOf('2026-11-24 00:00:00', Date.UTC(2026, 10, 23, 15, 59, 59, 999))).toBe(8 * HOUR);
    expect(Number.isNaN(zoneOffsetOf('not a date', INSTANT))).toBe(true);
  });

  it('shows Shanghai wall time whatever zone the phone is in', () => {
    expect(clockFace(INSTANT, 8 * HOUR)).toEqual({ time: '22:28:13', date: '2026-11-23', weekday: 1 });
  });

  it('follows the offset the server gives, date and weekday included', () => {
    // Same instant: 09:28 on Monday in New York (EST), 23:28 in Tokyo, 04:28 on Tuesday in Kiritimati (UTC+14).
    expect(clockFace(INSTANT, -5 * HOUR)).toEqual({ time: '09:28:13', date: '2026-11-23', weekday: 1 });
    expect(clockFace(INSTANT, 9 * HOUR).time).toBe('23:28:13');
    expect(clockFace(INSTANT, 14 * HOUR)).toEqual({ time: '04:28:13', date: '2026-11-24', weekday: 2 });
  });

  it('rolls over to the next day at local midnight, shown as 00 not 24', () => {
    const midnight = Date.UTC(2026, 10, 23, 16, 0, 0); // 00:00 on the 24th in Shanghai
    expect(clockFace(midnight, 8 * HOUR)).toEqual({ time: '00:00:00', date: '2026-11-24', weekday: 2 });
    expect(clockFace(midnight - 1, 8 * HOUR)).toEqual({ time: '23:59:59', date: '2026-11-23', weekday: 1 });
  });
});

describe('labels', () => {
  it('writes a date in the words of each language', () => {
    expect(dateLabel('2026-11-23', 'zh')).toBe('2026年11月23日');
    expect(dateLabel('2026-11-23', 'en')).toBe('November 23, 2026');
    expect(dateLabel('2026-11-23', 'ja')).toBe('2026年11月23日');
  });

  it('writes the dates and the business zone as Intl does, without building a formatter', () => {
    const build = vi.spyOn(Intl, 'DateTimeFormat');
    const labels: string[] = [];
    try {
      for (const language of ['zh', 'en', 'ja'])
        for (let month = 1; month <= 12; month += 1) {
          labels.push(dateLabel(`2027-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`, language));
        }
      labels.push(...['zh', 'en', 'ja'].map((language) => zoneName('Asia/Shanghai', language, Date.now())));
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
    const intl: string[] = [];
    for (const locale of ['zh-CN', 'en-US', 'ja-JP']) {
      const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month += 1)
        intl.push(format.format(Date.UTC(2027, month - 1, (month % 9) + 1)));
    }
    for (const locale of ['zh-CN', 'en-US', 'ja-JP']) {
      const parts = new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Shanghai',
        timeZoneName: 'long',
      }).formatToParts(Date.now());
      intl.push(parts.find((part) => part.type === 'timeZoneName')?.value ?? '');
    }
    expect(labels).toEqual(intl);
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
    // A language and a zone that go through Intl; their first tick builds the formatters.
    expect(dateLabel('2026-11-23', 'de')).toBe('23. November 2026');
    expect(zoneName('Asia/Tokyo', 'ja', Date.UTC(2026, 10, 23, 4, 0, 0))).toBe('日本標準時');
    const build = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let second = 1; second < 5; second += 1) {
        expect(dateLabel('2026-11-23', 'de')).toBe('23. November 2026');
        expect(zoneName('Asia/Tokyo', 'ja', Date.UTC(2026, 10, 23, 4, 0, second))).toBe('日本標準時');
      }
      expect(build).not.toHaveBeenCalled();
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
