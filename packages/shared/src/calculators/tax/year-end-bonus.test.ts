import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../constants';
import { isTableStale } from '../contract';
import { runCalculator } from '../registry';
import { yearEndBonusCalculator } from './year-end-bonus';
import { parseYearEndBonus } from './year-end-bonus-input';

const context = { lang: 'zh' as const, today: '2026-11-24' };
const run = (input: object, lang: (typeof LANGUAGES)[number] = 'zh') => {
  const outcome = runCalculator(2, JSON.stringify(input), { ...context, lang });
  if (outcome.code !== 1) throw new Error(outcome.message);
  return outcome.result;
};
const sub = (result: ReturnType<typeof run>, label: string) =>
  result.sub_ans.find((s) => s.label === label)?.value;

describe('parseYearEndBonus (YearAward.m1..m8)', () => {
  const issue = (raw: object) => {
    const parsed = parseYearEndBonus(raw);
    return parsed.ok ? undefined : parsed.issue.key;
  };
  it('names the first problem', () => {
    expect(issue({ isBefore: true, mon_sal: '1' })).toBe('YearAward.m1');
    expect(issue({ isBefore: true, bns_before_tax: '1.234', mon_sal: '1' })).toBe('YearAward.m2');
    expect(issue({ isBefore: false, bns_before_tax: '100', mon_sal: '1' })).toBe('YearAward.m3');
    expect(issue({ isBefore: false, bns_after_tax: 'abc', mon_sal: '1' })).toBe('YearAward.m4');
    expect(issue({ bns_before_tax: '100' })).toBe('YearAward.m5');
    expect(issue({ bns_before_tax: '100', mon_sal: '1e5' })).toBe('YearAward.m6');
    expect(issue({ bns_before_tax: '0', mon_sal: '1' })).toBe('YearAward.m7');
    expect(issue({ bns_before_tax: '-5', mon_sal: '1' })).toBe('YearAward.m7');
    expect(issue({ bns_before_tax: '100', mon_sal: '-1' })).toBe('YearAward.m8');
    expect(issue({ bns_before_tax: '100', mon_sal: '1', isBefore: 'yes' })).toBe('Calculator.badInput');
    expect(issue({ bns_before_tax: '100', mon_sal: '100', mon_ded: '200' })).toBe(
      'YearAward.deductionAboveSalary',
    );
    expect(issue({ bns_before_tax: '1'.repeat(21), mon_sal: '1' })).toBe('YearAward.m2');
  });
  it('accepts numbers and strings, salary 0, and defaults isBefore to true', () => {
    expect(parseYearEndBonus({ bns_before_tax: 36000, mon_sal: 0 })).toEqual({
      ok: true,
      value: { isBefore: true, bonus: 3_600_000, salary: 0, deduction: 0 },
    });
  });
});

describe('year-end bonus calculator', () => {
  it('gives the acceptance figures with their after-tax bonus', () => {
    const a = run({ isBefore: true, bns_before_tax: '36000', mon_sal: '0' });
    expect(a.main_ans).toBe('1080.00');
    expect(sub(a, '税后年终奖')).toBe('34,920.00');
    expect(sub(a, '适用税率')).toBe('3%');
    expect(sub(a, '实际税负')).toBe('3.00%');
    expect(a.warnings).toEqual([]);
    const b = run({ isBefore: true, bns_before_tax: '36001', mon_sal: '0' });
    expect(b.main_ans).toBe('3390.10');
    expect(sub(b, '速算扣除数')).toBe('210.00');
    // 3,390.10 / 36,001 = 9.4166...%
    expect(sub(b, '实际税负')).toBe('9.42%');
    expect(run({ isBefore: true, bns_before_tax: '144000', mon_sal: '0' }).main_ans).toBe('14190.00');
  });

  it('warns about the trap band with how much less it nets', () => {
    const result = run({ isBefore: true, bns_before_tax: '37000', mon_sal: '0' });
    // 37,000 x 10% - 210 = 3,490 -> net 33,510; 34,920 - 33,510 = 1,410 less
    expect(result.main_ans).toBe('3490.00');
    expect(result.warnings[0]).toContain('36,000.01–38,566.67');
    expect(result.warnings[0]).toContain('少得 1,410.00 元');
    const trapRows = result.figure[1]?.rows ?? [];
    expect(trapRows.findIndex((row) => row.highlight)).toBe(0);
    // 36,000.01 x 10% = 3,600.001 -> 3,600.00 - 210 = 3,390.00, nets 32,610.01; 34,920 - 32,610.01 = 2,309.99 at most lost
    expect(trapRows[0]?.cells).toEqual(['36,000.01 – 38,566.67', '2,309.99']);
  });

  it('solves the before-tax bonus from the after-tax one and shows both', () => {
    const result = run({ isBefore: false, bns_after_tax: '34920', mon_sal: '0' });
    expect(result.main_ans).toBe('36000.00');
    expect(result.main_label).toBe('税前年终奖');
    expect(sub(result, '应纳税额')).toBe('1,080.00');
    expect(result.message).toContain('38,566.67');
    expect(result.warnings.join()).toContain('38,566.67');
    // 90,210 after tax: 100,000 - (10,000 - 210)
    expect(run({ isBefore: false, bns_after_tax: '90210', mon_sal: '0' }).main_ans).toBe('100000.00');
  });

  it('compares with merging into comprehensive income when a salary is given', () => {
    // Salary 10,000 x 12 = 120,000, deductions 1,000 x 12: taxable 48,000 -> 48,000 x 10% - 2,520 = 2,280.
    // Separate: 2,280 + bonus 36,000 x 3% = 1,080 -> 3,360. Merged: 84,000 -> 8,400 - 2,520 = 5,880. Separate lower by 2,520.
    const high = run({ isBefore: true, bns_before_tax: '36000', mon_sal: '10000', mon_ded: '1000' });
    expect(sub(high, '单独计税的全年税额')).toBe('3,360.00');
    expect(sub(high, '并入综合所得的全年税额')).toBe('5,880.00');
    expect(high.message).toContain('单独计税少缴 2,520.00 元');
    // Salary 4,000: 48,000 < 60,000 so no salary tax; merged taxable 48,000 + 36,000 - 60,000 = 24,000 -> 720 < 1,080.
    const low = run({ isBefore: true, bns_before_tax: '36000', mon_sal: '4000' });
    expect(sub(low, '并入综合所得的全年税额')).toBe('720.00');
    expect(low.warnings.join()).toContain('少缴 360.00 元');
    const compare = low.figure[2];
    expect(compare?.rows[1]?.highlight).toBe(true);
    expect(low.tables).toHaveLength(2);
  });

  it('lists the bonus policy valid to 2027-12-31, stale after it', () => {
    const result = run({ bns_before_tax: '36000', mon_sal: '0' });
    expect(result.tables).toEqual([
      expect.objectContaining({ year: 2023, annual: false, validTo: '2027-12-31' }),
    ]);
    expect(isTableStale(result.tables[0] as never, '2027-12-31')).toBe(false);
    expect(isTableStale(result.tables[0] as never, '2028-01-01')).toBe(true);
    expect(result.laws.map((law) => law.article)).toContain('第一条、第三条');
  });

  it('speaks zh, en and ja with no placeholder left', () => {
    for (const lang of LANGUAGES) {
      const result = run({ isBefore: false, bns_after_tax: '34920', mon_sal: '8000', mon_ded: '500' }, lang);
      const text = JSON.stringify(result);
      expect(text, lang).not.toMatch(/\{\w+\}/);
      expect(result.main_ans).toBe('36000.00');
    }
    expect(run({ bns_before_tax: '36000', mon_sal: '0' }, 'en').main_label).toBe('Tax on the year-end bonus');
  });

  it('keeps its calType', () => {
    expect(yearEndBonusCalculator.calType).toBe(2);
  });
});
