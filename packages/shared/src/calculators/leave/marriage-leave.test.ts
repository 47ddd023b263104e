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
    ['GD', '3'],
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
    const figure = run({ province: 'HA' }, 'ja').figure[0];
    expect(figure?.rows).toHaveLength(MARRIAGE_LEAVE_RULES.length);
    expect(figure?.rows.find((r) => r.highlight)?.cells.slice(0, 2)).toEqual(['河南', '21']);
  });

  it('Guangdong adds no marriage leave (2021-12-01 text has no such provision): national 3 days with a warning', () => {
    // Hand check: 广东省人口与计划生育条例 (2021-12-01) chapter 5 arts. 30-39 give birth reward, paternity,
    // parental and carers' leave only -> the national 1-3 days, counted as 3.
    const result = run({ province: 'GD', premarital_exam: true });
    expect(result.main_ans).toBe('3');
    expect(result.sub_ans.map((s) => s.label)).not.toContain('地方规定');
    expect(result.warnings).toEqual([
      '广东的地方性法规没有增加婚假，适用国家规定的1至3天，由单位根据具体情况批准；这里按最多3天计算。',
    ]);
    expect(result.laws.map((l) => l.law)).toEqual([
      '《广东省人口与计划生育条例》',
      '《关于国营企业职工请婚丧假和路程假问题的通知》',
    ]);
    expect(result.tables[0]).toMatchObject({ year: 2021, validFrom: '2021-12-01', annual: false });
  });

  it('quotes the checked provisions word for word with their article numbers', () => {
    // Shanghai art. 31 para. 1 (2021-11-25 text): 7 days on top of the national 3 -> 10.
    const sh = run({ province: 'SH' });
    expect(sh.laws[0]).toEqual({
      law: '《上海市人口与计划生育条例》',
      article: '第三十一条第一款',
      text: '符合法律规定结婚的公民，除享受国家规定的婚假外，增加婚假七天。',
    });
    // Henan art. 27 (2020-06-03 text): 3 + 18 = 21, +7 with the premarital check = 28.
    const ha = run({ province: 'HA', premarital_exam: true }, 'en');
    expect(ha.laws[0]?.article).toBe('Article 27');
    expect(ha.main_ans).toBe('28');
    // Beijing art. 16 (2016-03-24 text): 3 + 7 = 10.
    expect(run({ province: 'BJ' }).laws[0]?.text).toBe(
      '依法办理结婚登记的夫妻，除享受国家规定的婚假外，增加假期七天。',
    );
    // Shandong art. 26 para. 1 (2025-01-18 decision): 15, +3 with the premarital check = 18.
    const sd = run({ province: 'SD', premarital_exam: true });
    expect(sd.main_ans).toBe('18');
    expect(sd.laws[0]?.text).toBe(
      '依法办理结婚登记的公民，享受婚假十五日；参加婚前医学检查的，再增加婚假三日。',
    );
  });

  it('no law excerpt of a listed province is left as an unmarked summary except the unverified ones', () => {
    const summaries = MARRIAGE_LEAVE_RULES.filter((r) => r.article.zh.includes('要旨')).map((r) => r.code);
    expect(summaries.sort()).toEqual(['JS', 'SX']);
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
