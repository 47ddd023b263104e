import { describe, expect, it } from 'vitest';
import { dayBadge, dayLabel, dayNames } from './day-label';

const lunar = {
  month: 2,
  day: 6,
  leap: false,
  monthCN: '二月',
  dayCN: '初六',
  solarTerm: null,
  festival: null,
};
const workday = {
  dayType: 0 as const,
  holiday: null,
  makeUpWorkday: false,
  override: null,
  weekday: 3,
  lunar,
};

describe('label under a day', () => {
  it('shows the lunar day on an ordinary day', () => {
    expect(dayLabel(workday)).toEqual({
      kind: 'lunarDay',
      key: 'lunar.day',
      params: { month: 2, day: 6, monthCN: '二月', dayCN: '初六' },
    });
  });

  it('names the lunar month on its first day', () => {
    const label = dayLabel({ ...workday, lunar: { ...lunar, day: 1, dayCN: '初一', monthCN: '闰四月' } });
    expect(label.kind).toBe('lunarMonth');
    expect(label.key).toBe('lunar.monthStart');
    expect(label.params?.monthCN).toBe('闰四月');
  });

  it('prefers a solar term to the lunar date', () => {
    const day = { ...workday, lunar: { ...lunar, day: 1, solarTerm: 'pure_brightness' } };
    expect(dayLabel(day)).toEqual({ kind: 'solarTerm', key: 'solarTerm.pure_brightness' });
  });

  it('prefers the statutory holiday to the solar term, but only on its days off', () => {
    const qingming = {
      ...workday,
      dayType: 2 as const,
      holiday: 'tombSweeping' as const,
      lunar: { ...lunar, solarTerm: 'pure_brightness' },
    };
    expect(dayLabel(qingming)).toEqual({ kind: 'holiday', key: 'holiday.tombSweeping' });
    // A make-up workday belongs to the holiday's arrangement but is not the holiday.
    const makeUp = { ...workday, holiday: 'springFestival' as const, makeUpWorkday: true, weekday: 6 };
    expect(dayLabel(makeUp).kind).toBe('lunarDay');
  });

  it('prefers a festival to everything else', () => {
    const springDay = {
      ...workday,
      dayType: 2 as const,
      holiday: 'springFestival' as const,
      lunar: { ...lunar, month: 1, day: 1, festival: 'springFestival', solarTerm: 'rain_water' },
    };
    expect(dayLabel(springDay)).toEqual({ kind: 'festival', key: 'festival.springFestival' });
  });
});

describe('rest / work badge', () => {
  it('marks holidays 休 and make-up workdays 班', () => {
    expect(dayBadge({ ...workday, dayType: 2, holiday: 'nationalDay' })).toBe('rest');
    expect(dayBadge({ ...workday, weekday: 0, makeUpWorkday: true, holiday: 'nationalDay' })).toBe('work');
  });

  it('leaves ordinary weekends and workdays unmarked', () => {
    expect(dayBadge(workday)).toBeNull();
    expect(dayBadge({ ...workday, dayType: 1, weekday: 6 })).toBeNull();
  });

  it('marks company overrides that change a day', () => {
    expect(dayBadge({ ...workday, dayType: 1, override: '公司年会' })).toBe('rest');
    expect(dayBadge({ ...workday, weekday: 6, override: '盘点' })).toBe('work');
    // An override that keeps the day as it was changes nothing visible.
    expect(dayBadge({ ...workday, override: '照常' })).toBeNull();
  });
});

describe('names of the selected day', () => {
  it('lists festival, holiday, solar term and company override, in that order', () => {
    const day = {
      ...workday,
      dayType: 2 as const,
      holiday: 'tombSweeping' as const,
      override: '公司调整',
      lunar: { ...lunar, festival: 'womensDay', solarTerm: 'pure_brightness' },
    };
    expect(dayNames(day)).toEqual([
      { key: 'festival.womensDay' },
      { key: 'holiday.tombSweeping' },
      { key: 'solarTerm.pure_brightness' },
      { text: '公司调整' },
    ]);
    expect(dayNames(workday)).toEqual([]);
  });
});
