import { describe, expect, it } from 'vitest';
import { isTableStale } from '../contract';
import { runCalculator } from '../registry';
import { marriageLeaveCalculator } from './marriage-leave';
import { parseMarriageLeaveInput } from './marriage-leave-input';
import { MARRIAGE_LEAVE_RULES } from './marriage-leave-table';
import { MARRIAGE_LEAVE_PROVINCES } from './provinces';

const today = '2026-11-24';

function run(raw: Record<string, unknown>, lang: 'zh' | 'en' | 'ja' = 'zh') {
  const parsed = parseMarriageLeaveInput(raw);
  if (!parsed.ok) throw new Error(parsed.issue.key);
  return marriageLeaveCalculator.compute(parsed.value, { lang, today });
}

describe('marriage leave by province', () => {
  it.each([
    ['SH', '10'],
    ['BJ', '10'],
    ['GD', '13'],
    ['ZJ', '13'],
    ['JS', '13'],
    ['SC', '20'],
    ['HA', '21'],
    ['SX', '30'],
    ['SD', '15'],
    ['CN', '3'],
  ])('%s -> %s days', (province, days) => {
    expect(run({ province }).main_ans).toBe(days);
  });

  it('every option has a rule, each with its source, a date and a non-annual table entry', () => {
    expect(MARRIAGE_LEAVE_RULES.map((r) => r.code).sort()).toEqual(
      MARRIAGE_LEAVE_PROVINCES.map((p) => p.code).sort(),
    );
    for (const p of MARRIAGE_LEAVE_PROVINCES) {
      const result = run({ province: p.code });
      expect(result.tables).toHaveLength(1);
      expect(result.tables[0]?.annual).toBe(false);
      expect(result.tables[0]?.source).not.toBe('');
      expect(isTableStale(result.tables[0]!, today)).toBe(false);
      expect(result.laws[0]?.text).not.toBe('');
    }
  });

  it('Sichuan adds 5 days (2025) and Henan 7 (2016) for a premarital medical check; Shanghai has no such bonus', () => {
    expect(run({ province: 'SC', premarital_exam: true }).main_ans).toBe('25');
    expect(run({ province: 'HA', premarital_exam: true }).main_ans).toBe('28');
    const sh = run({ province: 'SH', premarital_exam: true });
    expect(sh.main_ans).toBe('10');
    expect(sh.message).toContain('没有因婚前医学检查增加的婚假');
  });

  it('Zhejiang does not count rest days and holidays: 13 working days from Mon 28 Sep 2026 end on 20 Oct', () => {
    // Hand check: 28, 29, 30 Sep (3); 1-7 Oct National Day off; 8, 9 Oct (5); Sat 10 Oct make-up workday (6);
    // 12-16 Oct (11); 19, 20 Oct (13).
    const result = run({ province: 'ZJ', start_date: '2026-09-28' });
    expect(result.sub_ans[0]).toEqual({ label: '婚假最后一天', value: '2026-10-20' });
    expect(result.warnings).toEqual([]);
    expect(result.tables[0]).toMatchObject({ year: 2024, validFrom: '2024-09-27' });
  });

  it('where the regulation does not say, both last days are given with a warning', () => {
    // Shanghai 10 days from Mon 2 Mar 2026: calendar 2-11 Mar; working days 2-6, 9-13 Mar -> 13 Mar.
    const result = run({ province: 'SH', start_date: '2026-03-02' });
    expect(result.sub_ans.slice(0, 2).map((s) => s.value)).toEqual(['2026-03-11', '2026-03-13']);
    expect(result.warnings.join()).toContain('没有写明');
  });

  it('the national rule is 1-3 days, counted as 3 with a warning', () => {
    const result = run({ province: 'CN' }, 'en');
    expect(result.warnings).toEqual([
      'The national rule gives 1 to 3 days, approved by the employer case by case; the maximum of 3 days is used here. Most provinces add days in their own population and family planning regulations: for a province not listed, check its regulation.',
    ]);
    expect(result.laws).toHaveLength(1);
  });

  it('the figure lists every province with the chosen one highlighted, in the reader language', () => {
    const figure = run({ province: 'GD' }, 'ja').figure[0];
    expect(figure?.rows).toHaveLength(MARRIAGE_LEAVE_RULES.length);
    expect(figure?.rows.find((r) => r.highlight)?.cells.slice(0, 2)).toEqual(['広東', '13']);
  });

  it('refuses a missing or unknown province and a bad date, translated', () => {
    const ctx = { lang: 'zh' as const, today };
    expect(runCalculator(7, '{}', ctx)).toEqual({ code: 0, message: '请选择地区' });
    expect(runCalculator(7, JSON.stringify({ province: 'XX' }), ctx)).toEqual({
      code: 0,
      message: '请选择地区',
    });
    expect(runCalculator(7, JSON.stringify({ province: 'SH', start_date: '2026-13-01' }), ctx)).toEqual({
      code: 0,
      message: '请输入正确的婚假开始日期',
    });
    expect(runCalculator(7, JSON.stringify({ province: 'SH', premarital_exam: 'x' }), ctx).code).toBe(0);
  });
});
