import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { runCalculator } from './registry';

/**
 * Every calculator on thousands of inputs mixing valid, boundary and wrong values (a seeded
 * generator, so a failure repeats): it answers code 1 with a complete result or code 0 with a
 * translated message, never throws, never prints NaN, "undefined" or an unfilled {placeholder},
 * and never takes long.
 */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20261124);
const pick = <T>(a: readonly T[]): T => a[Math.floor(random() * a.length)] as T;
const dates = [
  '1950-01-01',
  '1999-12-31',
  '2007-12-31',
  '2008-01-01',
  '2008-07-01',
  '2020-02-29',
  '2024-02-29',
  '2026-01-01',
  '2026-06-30',
  '2026-11-24',
  '2026-12-31',
  '2027-03-01',
  '2030-10-01',
  '2099-12-31',
  '2100-12-31',
];
const amounts = [
  '0',
  '0.01',
  '1',
  '2740',
  '10000',
  '36000',
  '36000.01',
  '38566.67',
  '144000',
  '960000.01',
  '50000',
  '99999999',
  '9999999999999.99',
  '-1',
  '1e3',
  '',
  'abc',
  12345.6,
  0,
];
const gens: Record<number, () => object> = {
  1: () => ({
    date_s: pick(dates),
    date_e: pick(dates),
    reason: pick(['oth', 'ng', 'exp', 'und', 'mp', 'obj', 'x']),
    lst: pick(amounts),
    avg: pick(amounts),
    city: pick(['shanghai', 'beijing', 'guangzhou', 'shenzhen', 'hangzhou', 'x']),
    soc_avg_on: pick([true, false]),
    soc_avg_man: pick(amounts),
  }),
  2: () => ({
    isBefore: pick([true, false]),
    bns_before_tax: pick(amounts),
    bns_after_tax: pick(amounts),
    mon_sal: pick(amounts),
    mon_ded: pick(amounts),
  }),
  3: () => ({
    selectItem: pick([1, 2, '1', 3]),
    start_date: pick(dates),
    end_date: pick(dates),
    use_holidays: pick([true, false]),
    mic: pick([true, false]),
    weekList: pick([
      [8, 8, 8, 8, 8, 0, 0],
      [24, 24, 24, 24, 24, 24, 24],
      [0, 0, 0, 0, 0, 0, 0],
      [0.5, 0, 0, 0, 0, 0, 0],
      'x',
    ]),
    add_holidays: pick([[], [pick(dates)], '2026-10-09,2026-10-12']),
    unit: pick(['day', 'hour', 'x']),
    bdays: pick([1, 5, 100, 3650, 10000, 0, -1, '7']),
  }),
  4: () => ({
    mon_sal: pick(amounts),
    soc_ins: pick(amounts),
    tax_free: pick(amounts),
    other_ded: pick(amounts),
    start_month: pick([1, 6, 12, 13, 0, '3']),
    special_mode: pick(['items', 'total']),
    special_total: pick(amounts),
    children: pick([0, 1, 3, 11]),
    infants: pick([0, 2]),
    elderly: pick(['none', 'only', 'shared', 'x']),
    elderly_share: pick(amounts),
    cont_degree: pick([true, false]),
    cont_cert: pick([true, false]),
    housing: pick(['none', 'loan', 'rent1', 'rent2', 'rent3', 'x']),
  }),
  5: () => ({
    city: pick(['shanghai', 'beijing', 'guangzhou', 'shenzhen', 'hangzhou']),
    salary: pick(amounts),
    fund_rate: pick([5, 7, 12, 13, '7']),
    injury_rate: pick(['0.2', '2.85', '3']),
    medical_tier: pick(['1', '2', '']),
    year: pick([2025, 2026, 2024, undefined]),
  }),
  6: () => ({
    year: pick([2026, 2008, 2100, null]),
    first_work_date: pick(dates),
    service_years: pick([null, 0, 1, 9, 10, 20, 60, 61]),
    join_date: pick(dates),
    leave_date: pick([null, ...dates]),
    taken_days: pick(['0', '2.5', '400']),
    vacation_days: pick([0, 30]),
    personal_days: pick(['0', '20']),
    sick_months: pick(['0', '2', '4']),
    prior_year_forfeit: pick([true, false]),
  }),
  7: () => ({
    province: pick(['SH', 'BJ', 'GD', 'ZJ', 'JS', 'SC', 'HA', 'SX', 'SD', 'CN', 'XX']),
    start_date: pick([null, ...dates]),
    premarital_exam: pick([true, false]),
  }),
  8: () =>
    pick([
      { city: pick(['shanghai', 'beijing', 'guangzhou', 'shenzhen', 'hangzhou']), wage: pick(amounts) },
      {
        province: pick(['henan', 'hubei', 'guangdong', 'xizang', 'shanxi', 'beijing']),
        tier: pick([1, 2, 3, 4, '2']),
        wage: pick(amounts),
      },
    ]),
  9: () => ({
    city: pick(['shanghai', 'beijing', 'guangzhou', 'shenzhen', 'hangzhou']),
    wage: pick(amounts),
  }),
};

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe('calculators on generated inputs', () => {
  // Speed is measured by the bench, not here: a timed assertion fails on a busy machine, not on slow code.
  it('answer every one with a full result or a translated refusal', () => {
    let computed = 0;
    for (let i = 0; i < 2700; i += 1) {
      const calType = 1 + (i % 9);
      const input = (gens[calType] as () => object)();
      const lang = pick(LANGUAGES);
      const outcome = runCalculator(calType, JSON.stringify(input), { lang, today: '2026-11-24' });
      const where = `${calType} ${lang} ${JSON.stringify(input)}`;
      if (outcome.code === 1) {
        computed += 1;
        expect(outcome.result.main_ans, where).toBeTruthy();
        for (const text of strings(outcome.result))
          expect(text, where).not.toMatch(/NaN|undefined|Infinity|\{\w+\}/);
      } else {
        expect(outcome.message, where).toBeTruthy();
        expect(outcome.message, where).not.toMatch(/^[A-Za-z]+\.[A-Za-z0-9]+$/);
      }
    }
    // The generator must reach the computations, not only the refusals.
    expect(computed).toBeGreaterThan(500);
  });
});
