import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  DayType,
  datesBetween,
  datesOfMonth,
  dayTypeOf,
  hasOfficialCalendar,
  isIsoDate,
  lunarDay,
  type TCalendarOverrides,
  weekdayOf,
} from './calendar';

const { Workday: W, RestDay: R, Holiday: H } = DayType;

/** Expected day types of a run of consecutive dates, from the first. */
function expectRun(first: string, types: number[]) {
  const dates = datesBetween(first, addDays(first, types.length - 1));
  expect(dates.map((d) => [d, dayTypeOf(d)])).toEqual(dates.map((d, i) => [d, types[i]]));
}

describe('day type, 2026 (国办发明电〔2025〕7号)', () => {
  it('Spring Festival: 15-23 Feb off, 14 and 28 Feb worked', () => {
    // 11 Feb (Wed) .. 2 Mar (Mon)
    expectRun('2026-02-11', [W, W, W, W, H, H, H, H, H, H, H, H, H, W, W, W, W, W, R, W]);
    expect(calendarDay('2026-02-14')).toMatchObject({ makeUpWorkday: true, holiday: 'springFestival' });
    expect(calendarDay('2026-02-28')).toMatchObject({ makeUpWorkday: true, holiday: 'springFestival' });
    expect(calendarDay('2026-02-16')).toMatchObject({
      dayType: H,
      holiday: 'springFestival',
      official: true,
    });
    expect(calendarDay('2026-02-24')).toMatchObject({ dayType: W, holiday: null, makeUpWorkday: false });
  });

  it('Mid-Autumn 25-27 Sep, National Day 1-7 Oct off; 20 Sep and 10 Oct worked', () => {
    // 19 Sep (Sat) .. 12 Oct (Mon)
    expectRun('2026-09-19', [
      R,
      W,
      W,
      W,
      W,
      W,
      H,
      H,
      H,
      W,
      W, // 19-29 Sep
      W, // 30 Sep
      H,
      H,
      H,
      H,
      H,
      H,
      H, // 1-7 Oct
      W,
      W,
      W,
      R,
      W, // 8-12 Oct
    ]);
    expect(calendarDay('2026-09-20')).toMatchObject({ makeUpWorkday: true, holiday: 'nationalDay' });
    expect(calendarDay('2026-10-10')).toMatchObject({ makeUpWorkday: true, holiday: 'nationalDay' });
    expect(calendarDay('2026-09-25').holiday).toBe('midAutumn');
  });

  it('the other holidays of the notice', () => {
    expectRun('2026-01-01', [H, H, H, W]); // New Year 1-3 Jan, 4 Jan (Sun) worked
    expectRun('2026-04-04', [H, H, H, W]); // Qingming 4-6 Apr
    expectRun('2026-05-01', [H, H, H, H, H, W, W, W, W]); // Labour Day 1-5 May, 9 May (Sat) worked
    expectRun('2026-06-19', [H, H, H, W]); // Dragon Boat 19-21 Jun
  });

  it('has 248 working days', () => {
    const days = datesBetween('2026-01-01', '2026-12-31');
    expect(days.filter((d) => dayTypeOf(d) === W)).toHaveLength(248);
  });

  it('ordinary weekends are rest days, not holidays', () => {
    expect(calendarDay('2026-11-21')).toMatchObject({ dayType: R, holiday: null, makeUpWorkday: false });
    expect(dayTypeOf('2026-11-23')).toBe(W);
  });
});

describe('day type, 2025 (国办发明电〔2024〕12号)', () => {
  it('Spring Festival: 28 Jan - 4 Feb off, 26 Jan and 8 Feb worked', () => {
    // 25 Jan (Sat) .. 9 Feb (Sun)
    expectRun('2025-01-25', [R, W, W, H, H, H, H, H, H, H, H, W, W, W, W, R]);
  });

  it('National Day and Mid-Autumn: 1-8 Oct off, 28 Sep and 11 Oct worked', () => {
    // 27 Sep (Sat) .. 12 Oct (Sun)
    expectRun('2025-09-27', [R, W, W, W, H, H, H, H, H, H, H, H, W, W, W, R]);
  });

  it('Labour Day 1-5 May with 27 Apr worked; Dragon Boat 31 May - 2 Jun', () => {
    expect(dayTypeOf('2025-04-27')).toBe(W);
    expectRun('2025-05-01', [H, H, H, H, H, W]);
    expectRun('2025-05-31', [H, H, H, W]);
  });
});

describe('years without a published notice', () => {
  it('knows which years the package carries', () => {
    expect(hasOfficialCalendar(2025)).toBe(true);
    expect(hasOfficialCalendar(2026)).toBe(true);
    expect(hasOfficialCalendar(2099)).toBe(false);
  });

  it('still keeps the 13 statutory days of the law, on the lunar and solar-term dates', () => {
    const year = 2099;
    const holidays = datesBetween(`${year}-01-01`, `${year}-12-31`).filter((d) => dayTypeOf(d) === H);
    // 13 statutory days, and for each one on a weekend a weekday off (art. 6): the days off on a
    // weekend are exactly the statutory days that fell there.
    const onWeekend = holidays.filter((d) => [0, 6].includes(weekdayOf(d)));
    expect(holidays).toHaveLength(13 + onWeekend.length);
    expect(calendarDay(`${year}-01-01`)).toMatchObject({ holiday: 'newYear', official: false });
    expect(calendarDay(`${year}-10-03`).holiday).toBe('nationalDay');
    expect(dayTypeOf(`${year}-10-04`)).not.toBe(H);
    // Lunar new year's eve and the next three days.
    const festival = holidays.filter((d) => calendarDay(d).holiday === 'springFestival');
    expect(festival.length - festival.filter((d) => [0, 6].includes(weekdayOf(d))).length).toBe(4);
    expect(lunarDay(festival[1] as string)).toMatchObject({ month: 1, day: 1 });
  });

  it('2027 until its notice appears: New Year, Spring Festival from the lunar calendar, Mid-Autumn', () => {
    expect(calendarDay('2027-01-01').dayType).toBe(H);
    expectRun('2027-02-05', [H, H, H, H]); // eve 5 Feb, lunar new year 6 Feb
    expect(calendarDay('2027-09-15').holiday).toBe('midAutumn');
    expect(calendarDay('2027-04-05').holiday).toBe('tombSweeping');
  });

  it('2027: a holiday on a weekend is made up on the next free weekday (放假办法 art. 6)', () => {
    // Spring Festival 5-8 Feb (Fri-Mon): 6 and 7 Feb are a weekend, so 9 and 10 Feb are off.
    expectRun('2027-02-05', [H, H, H, H, H, H, 0]);
    // Labour Day 1-2 May is a Saturday and Sunday: 3 and 4 May are off, 5 May is worked.
    expectRun('2027-05-01', [H, H, H, H, 0]);
    // National Day 1-3 Oct (Fri-Sun): 4 and 5 Oct are off.
    expectRun('2027-10-01', [H, H, H, H, H, 0]);
    expect(calendarDay('2027-10-05').holiday).toBe('nationalDay');
  });
});

describe('company overrides', () => {
  const overrides: TCalendarOverrides = new Map([
    ['2026-11-20', { dayType: R, name: '公司成立纪念日' }],
    ['2026-11-28', { dayType: W, name: '年度盘点' }],
    ['2026-02-14', { dayType: R, name: '春节延长' }],
  ]);

  it('win over the statutory calendar', () => {
    expect(calendarDay('2026-11-20', overrides)).toMatchObject({ dayType: R, override: '公司成立纪念日' });
    expect(calendarDay('2026-11-28', overrides)).toMatchObject({ dayType: W, override: '年度盘点' });
    expect(dayTypeOf('2026-11-20')).toBe(W);
  });

  it('a make-up workday given off is no longer a make-up workday', () => {
    expect(calendarDay('2026-02-14', overrides)).toMatchObject({ dayType: R, makeUpWorkday: false });
  });
});

describe('lunar calendar', () => {
  it('names the new year, its eve and solar terms', () => {
    expect(lunarDay('2026-02-17')).toMatchObject({
      month: 1,
      day: 1,
      monthCN: '正月',
      dayCN: '初一',
      festival: 'springFestival',
    });
    // 2026's twelfth month has 29 days: the eve is the 29th.
    expect(lunarDay('2026-02-16')).toMatchObject({ dayCN: '廿九', festival: 'newYearsEve' });
    expect(lunarDay('2026-02-04').solarTerm).toBe('the_beginning_of_spring');
    expect(lunarDay('2026-09-25').festival).toBe('midAutumn');
    expect(lunarDay('2026-03-08').festival).toBe('womensDay');
    expect(lunarDay('2026-11-23')).toMatchObject({ solarTerm: null, festival: null });
  });

  it('marks leap months', () => {
    expect(lunarDay('2025-07-25')).toMatchObject({ month: 6, day: 1, leap: true, monthCN: '闰六月' });
  });

  it('covers 1900 to 2100', () => {
    expect(lunarDay('1900-01-31')).toMatchObject({ month: 1, day: 1 });
    expect(lunarDay('2100-12-31')).toMatchObject({ month: 12, day: 1 });
  });
});

describe('dates', () => {
  it('checks real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
  });

  it('lists a month and steps across month and year ends', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-11').at(-1)).toBe('2026-11-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-23')).toBe(1);
  });

  it('steps one day forward exactly as the Date arithmetic does, every day from 1899 to 2101', () => {
    const viaDate = (date: string) => {
      const next = new Date(`${date}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      return next.toISOString().slice(0, 10);
    };
    for (let d = '1899-12-25'; d < '2101-01-05'; d = viaDate(d)) expect(addDays(d, 1), d).toBe(viaDate(d));
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
  });

  it('gives the same shared answer for a date asked twice, and a new one with an override', () => {
    const first = calendarDay('2026-10-01');
    expect(calendarDay('2026-10-01')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const overridden = calendarDay('2026-10-01', new Map([['2026-10-01', { dayType: 0, name: 'x' }]]));
    expect(overridden.dayType).toBe(0);
    expect(calendarDay('2026-10-01').dayType).toBe(first.dayType);
  });
});
