import { describe, expect, it } from 'vitest';
import { statutoryAnnualLeave } from '../../leave/rules';
import { runCalculator } from '../registry';
import { annualLeaveCalculator } from './annual-leave';
import { parseAnnualLeaveInput } from './annual-leave-input';

const ctx = { lang: 'zh' as const, today: '2026-11-24' };

function run(raw: Record<string, unknown>, lang: 'zh' | 'en' | 'ja' = 'zh') {
  const parsed = parseAnnualLeaveInput(raw);
  if (!parsed.ok) throw new Error(parsed.issue.key);
  return annualLeaveCalculator.compute(parsed.value, { ...ctx, lang });
}

function issue(raw: Record<string, unknown>) {
  const parsed = parseAnnualLeaveInput(raw);
  return parsed.ok ? null : parsed.issue.key;
}

describe('annual leave tiers (条例 art. 3)', () => {
  it.each([
    [0, '0'],
    [1, '5'],
    [9, '5'],
    [10, '10'],
    [19, '10'],
    [20, '15'],
    [35, '15'],
  ])('%i years of service, a full year with the employer -> %s days', (years, days) => {
    expect(run({ year: 2026, service_years: years, join_date: '2000-01-01' }).main_ans).toBe(days);
  });

  it('by first-work date: 1/9/10/19/20 years completed by 1 Jan 2026 give 5/5/10/10/15 for the whole year', () => {
    const days = (first: string) => run({ year: 2026, first_work_date: first, join_date: first }).main_ans;
    expect(days('2025-01-01')).toBe('5');
    expect(days('2017-01-01')).toBe('5');
    expect(days('2016-01-01')).toBe('10');
    expect(days('2007-01-01')).toBe('10');
    expect(days('2006-01-01')).toBe('15');
  });

  it('defaults to the year of the context and lists the laws and their dated sources', () => {
    const result = run({ service_years: 12, join_date: '2020-05-01' });
    expect(result.main_ans).toBe('10');
    expect(result.laws.map((l) => l.article)).toEqual(expect.arrayContaining(['第二条', '第三条']));
    expect(result.tables.map((table) => [table.year, table.annual, table.validFrom])).toEqual([
      [2007, false, '2008-01-01'],
      [2008, false, '2008-09-18'],
    ]);
    expect(result.asOf).toBe('2026-11-24');
  });
});

describe('pro-rating (实施办法 art. 5 and 12)', () => {
  it('joiner on 1 Jul 2026 with 5 days a year: 184 / 365 x 5 = 2.52 -> 2 days', () => {
    // Hand check: 1 Jul - 31 Dec = 31 + 31 + 30 + 31 + 30 + 31 = 184 days; 184 x 5 / 365 = 2.5205.
    const result = run({ year: 2026, first_work_date: '2020-07-01', join_date: '2026-07-01' });
    expect(result.main_ans).toBe('2');
    expect(result.sub_ans.find((s) => s.label === '本年度在本单位的日历天数')?.value).toBe('184');
    expect(result.message).toContain('184 ÷ 365 × 5 = 2.52');
    expect(result.laws.some((l) => l.article === '第五条')).toBe(true);
    expect(result.figure[0]?.rows.at(-1)?.cells).toEqual(['合计', '184', '', '2.52']);
  });

  it('joiner on 1 Jul 2026 with 11 years of service: 184 / 365 x 10 = 5.04 -> 5 days', () => {
    expect(run({ year: 2026, first_work_date: '2015-03-01', join_date: '2026-07-01' }).main_ans).toBe('5');
  });

  it('service crosses 10 years on 12 Sep 2026: (254 x 5 + 111 x 10) / 365 = 6.52 -> 6, as the leave module', () => {
    // Hand check: 1 Jan - 11 Sep = 243 + 11 = 254 days at 5; 12 Sep - 31 Dec = 111 days at 10.
    const result = run({ year: 2026, first_work_date: '2016-09-12', join_date: '2016-09-12' });
    expect(result.main_ans).toBe('6');
    expect(result.message).toContain('(254 × 5 + 111 × 10) ÷ 365 = 6.52');
    expect(statutoryAnnualLeave({ hireDate: '2016-09-12', year: 2026 })).toBe(6);
  });

  it('one year of continuous work reached on 1 Mar 2026: 306 / 365 x 5 = 4.19 -> 4; none before a year', () => {
    expect(run({ year: 2026, first_work_date: '2025-03-01', join_date: '2025-03-01' }).main_ans).toBe('4');
    const fresh = run({ year: 2026, first_work_date: '2026-03-01', join_date: '2026-03-01' });
    expect(fresh.main_ans).toBe('0');
    expect(fresh.message).toContain('不满1年');
  });

  it('leaver on 30 Jun 2026 who took 1 day: 181 / 365 x 5 - 1 = 1.47 -> 1 day owed', () => {
    // Hand check: 1 Jan - 30 Jun = 31 + 28 + 31 + 30 + 31 + 30 = 181; 181 x 5 / 365 = 2.4794; - 1 = 1.4794.
    const result = run({
      year: 2026,
      service_years: 5,
      join_date: '2020-01-01',
      leave_date: '2026-06-30',
      taken_days: 1,
    });
    expect(result.main_ans).toBe('1');
    expect(result.main_label).toBe('应休未休年休假（离职折算）');
    expect(result.laws.some((l) => l.article === '第十二条')).toBe(true);
  });

  it('leaver who took more than the pro-rated days owes nothing and gives nothing back', () => {
    const result = run({
      year: 2026,
      service_years: 5,
      join_date: '2020-01-01',
      leave_date: '2026-06-30',
      taken_days: 3,
    });
    expect(result.main_ans).toBe('0');
    expect(result.message).toContain('不再扣回');
  });

  it('joiner and leaver in the same year at 10 days: 1 Mar - 30 Apr = 61 / 365 x 10 = 1.67 -> 1', () => {
    const result = run({
      year: 2026,
      first_work_date: '2010-01-01',
      join_date: '2026-03-01',
      leave_date: '2026-04-30',
    });
    expect(result.main_ans).toBe('1');
  });

  it('a leave date after the year is no leaving in the year; a join after the year gives nothing', () => {
    expect(
      run({ year: 2026, service_years: 5, join_date: '2020-01-01', leave_date: '2027-03-01' }).main_ans,
    ).toBe('5');
    expect(run({ year: 2026, service_years: 5, join_date: '2027-01-04' }).main_ans).toBe('0');
  });

  it('years of service next to a tier change warn that a change inside the year is not pro-rated', () => {
    expect(run({ year: 2026, service_years: 9, join_date: '2020-01-01' }).warnings).toHaveLength(1);
    expect(run({ year: 2026, service_years: 12, join_date: '2020-01-01' }).warnings).toEqual([]);
  });

  it('remaining days after half days taken', () => {
    const result = run({ year: 2026, service_years: 12, join_date: '2020-01-01', taken_days: '2.5' });
    expect(result.main_ans).toBe('7.5');
  });
});

describe('no leave this year (条例 art. 4, 实施办法 art. 8)', () => {
  const base = { year: 2026, join_date: '2020-01-01' };
  it('winter/summer vacation longer than the leave (item 1): 6 > 5 -> 0, 5 is not longer', () => {
    expect(run({ ...base, service_years: 5, vacation_days: 6 }).main_ans).toBe('0');
    expect(run({ ...base, service_years: 5, vacation_days: 5 }).main_ans).toBe('5');
  });
  it('20 days of personal leave without pay deduction (item 2), 19.5 is not enough', () => {
    expect(run({ ...base, service_years: 5, personal_leave_days: 20 }).main_ans).toBe('0');
    expect(run({ ...base, service_years: 5, personal_leave_days: 19.5 }).main_ans).toBe('5');
  });
  it('sick leave of 2 / 3 / 4 months by service band (items 3-5)', () => {
    expect(run({ ...base, service_years: 5, sick_leave_months: 2 }).main_ans).toBe('0');
    expect(run({ ...base, service_years: 5, sick_leave_months: 1.9 }).main_ans).toBe('5');
    expect(run({ ...base, service_years: 15, sick_leave_months: 2.9 }).main_ans).toBe('10');
    expect(run({ ...base, service_years: 15, sick_leave_months: 3 }).main_ans).toBe('0');
    expect(run({ ...base, service_years: 25, sick_leave_months: 3.9 }).main_ans).toBe('15');
    const result = run({ ...base, service_years: 25, sick_leave_months: 4 });
    expect(result.main_ans).toBe('0');
    expect(result.message).toContain('第四条第五项');
  });
  it('leave taken before the exclusion is kept but next year is lost (art. 8); the prior-year answer takes this year', () => {
    const taken = run({ ...base, service_years: 5, taken_days: 3, personal_leave_days: 25 });
    expect(taken.main_ans).toBe('0');
    expect(taken.warnings.join()).toContain('下一年度不享受年休假');
    expect(taken.laws.some((l) => l.article === '第八条')).toBe(true);
    expect(run({ ...base, service_years: 5, prior_year_forfeit: true }).main_ans).toBe('0');
  });
});

describe('input checks', () => {
  it.each([
    [{ service_years: 5 }, 'AnnualLeave.joinDate'],
    [{ join_date: '2026-02-30', service_years: 5 }, 'AnnualLeave.joinDate'],
    [{ join_date: '2020-01-01' }, 'AnnualLeave.service'],
    [{ join_date: '2020-01-01', service_years: 61 }, 'AnnualLeave.serviceYears'],
    [{ join_date: '2020-01-01', first_work_date: '2021-01-01' }, 'AnnualLeave.firstAfterJoin'],
    [{ join_date: '2020-01-01', first_work_date: '2020/01/01' }, 'AnnualLeave.firstWorkDate'],
    [{ join_date: '2020-01-01', service_years: 5, year: 2007 }, 'AnnualLeave.year'],
    [{ join_date: '2020-01-01', service_years: 5, leave_date: '2019-12-31' }, 'AnnualLeave.leaveBeforeJoin'],
    [{ join_date: '2020-01-01', service_years: 5, leave_date: 'x' }, 'AnnualLeave.leaveDate'],
    [{ join_date: '2020-01-01', service_years: 5, taken_days: '1.25' }, 'AnnualLeave.takenDays'],
    [{ join_date: '2020-01-01', service_years: 5, taken_days: -1 }, 'AnnualLeave.takenDays'],
    [{ join_date: '2020-01-01', service_years: 5, vacation_days: 1.5 }, 'AnnualLeave.vacationDays'],
    [{ join_date: '2020-01-01', service_years: 5, personal_leave_days: 'a' }, 'AnnualLeave.personalDays'],
    [{ join_date: '2020-01-01', service_years: 5, sick_leave_months: 13 }, 'AnnualLeave.sickMonths'],
    [{ join_date: '2020-01-01', service_years: 5, prior_year_forfeit: 'maybe' }, 'AnnualLeave.flag'],
  ])('%j -> %s', (raw, key) => {
    expect(issue(raw)).toBe(key);
  });

  it('refusals come back translated through the registry, never as a fault', () => {
    const outcome = runCalculator(6, JSON.stringify({ service_years: 5 }), {
      lang: 'en',
      today: '2026-11-24',
    });
    expect(outcome).toEqual({ code: 0, message: 'Enter a valid date of joining this employer' });
  });

  it('answers in English and Japanese', () => {
    expect(run({ year: 2026, service_years: 5, join_date: '2026-07-01' }, 'en').main_label).toBe(
      'Annual leave still available this year',
    );
    expect(run({ year: 2026, service_years: 5, join_date: '2026-07-01' }, 'ja').laws[0]?.article).toBe(
      '第2条',
    );
  });
});
