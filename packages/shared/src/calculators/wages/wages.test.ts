import { describe, expect, it } from 'vitest';
import { isTableStale } from '../contract';
import { runCalculator } from '../registry';
import { averageWageCalculator } from './average-wage';
import { AVERAGE_WAGE_ROWS, averageWageOn, contributionFloorFen, threeTimesFen } from './average-wage-table';
import { minimumWageCalculator } from './minimum-wage';
import { MINIMUM_WAGE_ROWS, minimumWageOn } from './minimum-wage-table';
import { parseAverageWageInput, parseMinimumWageInput } from './wage-input';

const today = '2026-11-24';

describe('average-wage table', () => {
  it('reproduces the published contribution bands (60% to the yuan, 300%)', () => {
    const band = (city: 'shanghai' | 'beijing' | 'guangzhou', date: string) => {
      const row = averageWageOn(city, date);
      if (!row) throw new Error('no row');
      return [contributionFloorFen(row.monthlyFen) / 100, threeTimesFen(row.monthlyFen) / 100];
    };
    expect(band('shanghai', '2025-07-01')).toEqual([7460, 37302]);
    expect(band('shanghai', '2026-07-01')).toEqual([7546, 37731]);
    expect(band('beijing', '2025-07-01')).toEqual([7162, 35811]);
    expect(band('guangzhou', '2025-07-01')).toEqual([5510, 27549]);
  });

  it('every row names its source and is dated', () => {
    for (const row of [...AVERAGE_WAGE_ROWS, ...MINIMUM_WAGE_ROWS]) {
      expect(row.source.length).toBeGreaterThan(10);
      expect(row.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('looks rows up by date', () => {
    expect(averageWageOn('shanghai', '2026-06-30')?.year).toBe(2025);
    expect(averageWageOn('shanghai', '2025-06-30')).toBeUndefined();
    expect(minimumWageOn('shenzhen', '2026-08-31')?.monthlyFen).toBe(252_000);
    expect(minimumWageOn('shenzhen', '2026-09-01')?.monthlyFen).toBe(270_000);
  });
});

describe('minimum wage (calType 8)', () => {
  it("answers Shanghai's 2,740 with the hourly figure and the document", () => {
    const parsed = parseMinimumWageInput({ city: 'shanghai', wage: '2600' });
    if (!parsed.ok) throw new Error(parsed.issue.key);
    const result = minimumWageCalculator.compute(parsed.value, { lang: 'zh', today });
    expect(result.main_ans).toBe('2740.00');
    expect(result.sub_ans[0]).toMatchObject({ value: '25.00' });
    expect(result.sub_ans[3]).toMatchObject({ value: '低于最低工资 140.00 元' });
    expect(result.warnings[0]).toContain('2,600.00');
    expect(result.tables[0]).toMatchObject({ year: 2025, annual: true, validFrom: '2025-07-01' });
    expect(result.tables[0]?.source).toContain('沪人社规〔2025〕10号');
    expect(isTableStale(result.tables[0] as never, today)).toBe(true);
  });

  it('uses the standard in force on the day: Guangzhou 2,680 since 2026-09-01, 2,500 before', () => {
    const input = { city: 'guangzhou' as const, wageFen: null };
    expect(minimumWageCalculator.compute(input, { lang: 'en', today }).main_ans).toBe('2680.00');
    const before = minimumWageCalculator.compute(input, { lang: 'en', today: '2026-08-31' });
    expect(before.main_ans).toBe('2500.00');
    expect(before.sub_ans[0]).toMatchObject({ value: 'not checked' });
  });

  it('refuses an unknown city and a bad wage', () => {
    expect(parseMinimumWageInput({ city: 'tokyo' })).toEqual({ ok: false, issue: { key: 'MinWage.city' } });
    expect(parseMinimumWageInput({ city: 'beijing', wage: '-1' })).toEqual({
      ok: false,
      issue: { key: 'MinWage.wage' },
    });
    expect(parseMinimumWageInput({ city: 'beijing', wage: '' })).toEqual({
      ok: true,
      value: { city: 'beijing', wageFen: null },
    });
  });
});

describe('average wage (calType 9)', () => {
  it('Shanghai on 2026-11-24 uses the 2026 figure 12,577 with its band and the wage share', () => {
    const parsed = parseAverageWageInput({ city: 'shanghai', wage: 20000 });
    if (!parsed.ok) throw new Error(parsed.issue.key);
    const result = averageWageCalculator.compute(parsed.value, { lang: 'zh', today });
    expect(result.main_ans).toBe('12577.00');
    expect(result.sub_ans.map((s) => s.value)).toEqual([
      '150,924.00',
      '7,546.00',
      '37,731.00',
      '2026',
      '159.0%',
    ]);
    expect(result.tables[0]).toMatchObject({ year: 2026, annual: true });
    expect(isTableStale(result.tables[0] as never, today)).toBe(false);
  });

  it('before July 2026 Shanghai answers the 2025 figure 12,434', () => {
    // 20,000 / 12,434 = 1.6085 -> 160.8%.
    const result = averageWageCalculator.compute(
      { city: 'shanghai', wageFen: 2_000_000 },
      { lang: 'en', today: '2026-03-01' },
    );
    expect(result.main_ans).toBe('12434.00');
    expect(result.sub_ans[4]).toMatchObject({ value: '160.8%' });
  });

  it("Beijing 11,937 is last year's figure in 2026: the table is stale", () => {
    const result = averageWageCalculator.compute({ city: 'beijing', wageFen: null }, { lang: 'ja', today });
    expect(result.main_ans).toBe('11937.00');
    expect(result.sub_ans[2]).toMatchObject({ value: '35,811.00' });
    expect(isTableStale(result.tables[0] as never, today)).toBe(true);
  });

  it('Beijing shows the compensation cap of its own reference (legal-entity average 2023) beside the band', () => {
    const result = averageWageCalculator.compute({ city: 'beijing', wageFen: null }, { lang: 'zh', today });
    expect(result.sub_ans.map((s) => [s.label, s.value])).toContainEqual([
      '经济补偿封顶（3倍）',
      '47,103.25',
    ]);
    expect(result.sub_ans[2]).toMatchObject({ label: '社保缴费基数上限（300%）', value: '35,811.00' });
    expect(result.tables.map((t) => t.year)).toEqual([2025, 2023]);
    // A 50,000 wage is above the contribution cap 35,811 and the compensation cap 47,103.25 (394.6% of 11,937).
    const high = averageWageCalculator.compute(
      { city: 'beijing', wageFen: 5_000_000 },
      { lang: 'zh', today },
    );
    expect(high.message).toContain('按上限 35,811.00 元缴费');
    expect(high.message).toContain('高于经济补偿封顶线 47,103.25 元');
    expect(high.figure[0]?.rows[3]?.cells).toEqual(['补偿封顶', '394.6%', '47,103.25']);
  });

  it('Guangzhou warns that its compensation-cap reference is not on file', () => {
    const result = averageWageCalculator.compute({ city: 'guangzhou', wageFen: null }, { lang: 'en', today });
    expect(result.main_ans).toBe('9183.00');
    expect(result.warnings.some((w) => w.includes('could not be checked'))).toBe(true);
  });

  it('Hangzhou is not offered (no checked figure); refusals come back translated', () => {
    expect(parseAverageWageInput({ city: 'hangzhou' })).toEqual({
      ok: false,
      issue: { key: 'AvgWage.city' },
    });
    expect(runCalculator(9, '{"city":"shanghai","wage":"1.234"}', { lang: 'ja', today })).toEqual({
      code: 0,
      message: '月額賃金は整数20桁・小数2桁までの数字で入力してください',
    });
  });
});
