import { describe, expect, it } from 'vitest';
import { isTableStale } from '../contract';
import { runCalculator } from '../registry';
import { averageWageCalculator } from './average-wage';
import { AVERAGE_WAGE_ROWS, averageWageOn, contributionFloorFen, threeTimesFen } from './average-wage-table';
import { minimumWageCalculator } from './minimum-wage';
import { MIN_WAGE_PLACES, MIN_WAGE_PROVINCES, tierLabel } from './minimum-wage-places';
import { minimumWageOn, PROVINCE_WAGE_ROWS, provinceWageOn } from './minimum-wage-table';
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
    for (const row of [...AVERAGE_WAGE_ROWS, ...PROVINCE_WAGE_ROWS]) {
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
  const run = (raw: unknown, lang: 'zh' | 'en' | 'ja' = 'zh', day = today) => {
    const parsed = parseMinimumWageInput(raw);
    if (!parsed.ok) throw new Error(parsed.issue.key);
    return minimumWageCalculator.compute(parsed.value, { lang, today: day });
  };

  it("an old city input still answers: Shanghai's 2,740 with the hourly figure and the document", () => {
    const result = run({ city: 'shanghai', wage: '2600' });
    expect(result.main_ans).toBe('2740.00');
    expect(result.main_label).toBe('上海市月最低工资标准');
    expect(result.sub_ans[0]).toMatchObject({ value: '25.00' });
    expect(result.sub_ans.at(-1)).toMatchObject({ value: '低于最低工资 140.00 元' });
    expect(result.warnings[0]).toContain('2,600.00');
    // Revised at least every two years (最低工资规定 art. 10): current until 2027-06-30.
    expect(result.tables[0]).toMatchObject({
      year: 2025,
      annual: false,
      validFrom: '2025-07-01',
      validTo: '2027-06-30',
    });
    expect(result.tables[0]?.source).toContain('沪人社规〔2025〕10号');
    expect(isTableStale(result.tables[0] as never, today)).toBe(false);
    expect(isTableStale(result.tables[0] as never, '2027-07-01')).toBe(true);
  });

  it('uses the standard in force on the day: Guangzhou 2,680 since 2026-09-01, 2,500 before', () => {
    expect(run({ city: 'guangzhou' }, 'en').main_ans).toBe('2680.00');
    const before = run({ city: 'guangzhou' }, 'en', '2026-08-31');
    expect(before.main_ans).toBe('2500.00');
    expect(before.sub_ans[0]).toMatchObject({ value: 'not checked' });
    // Shenzhen is Guangdong's own class 2: 2,700; a city input and the province input agree.
    expect(run({ city: 'shenzhen' }).main_ans).toBe('2700.00');
    expect(run({ province: 'guangdong', tier: 2 }).main_ans).toBe('2700.00');
  });

  it('Henan class 3 (豫政〔2025〕25号, 2025-12-01): 2,000; a wage of 1,950 is 50 below', () => {
    // Hand check: 2,000.00 - 1,950.00 = 50.00.
    const result = run({ province: 'henan', tier: '3', wage: '1950' });
    expect(result.main_ans).toBe('2000.00');
    expect(result.main_label).toBe('河南省第三档月最低工资标准');
    expect(result.sub_ans).toContainEqual({ label: '执行日期', value: '2025-12-01' });
    expect(result.sub_ans.at(-1)).toMatchObject({ value: '低于最低工资 50.00 元' });
    expect(result.message).toContain('豫政〔2025〕25号');
    const tiers = result.figure[0];
    expect(tiers?.rows.map((r) => r.cells[1])).toEqual(['2,350.00', '2,150.00', '2,000.00']);
    expect(tiers?.rows[2]?.highlight).toBe(true);
    expect(result.warnings.some((w) => w.includes('未能与发布文件原文逐字核对'))).toBe(true);
  });

  it('Tibet: one class, 2,360 a month and 23.00 an hour; Tianjin 2,510 and 26.60', () => {
    const tibet = run({ province: 'xizang' }, 'en');
    expect(tibet.main_ans).toBe('2360.00');
    expect(tibet.sub_ans[0]).toMatchObject({ value: '23.00', unit: 'yuan/hour' });
    // A single-class province has no class table: the history comes first.
    expect(tibet.figure).toHaveLength(2);
    expect(run({ province: 'tianjin', tier: 1 }).sub_ans[0]).toMatchObject({ value: '26.60' });
  });

  it('Shaanxi class 1 from 2026-01-01 is 2,376; the table of 2026 is not stale', () => {
    const result = run({ province: 'shaanxi', tier: 1 }, 'ja');
    expect(result.main_ans).toBe('2376.00');
    expect(result.tables[0]).toMatchObject({ year: 2026, validFrom: '2026-01-01', validTo: '2027-12-31' });
    expect(isTableStale(result.tables[0] as never, today)).toBe(false);
    expect(result.main_label).toBe('陝西省第1区分の月額最低賃金');
  });

  it('Hubei (鄂政办发〔2025〕44号, quoted word for word): class 2 is 2,130 a month and 21.50 an hour', () => {
    const result = run({ province: 'hubei', tier: 2, wage: '2130' });
    expect(result.main_ans).toBe('2130.00');
    expect(result.sub_ans[0]).toMatchObject({ value: '21.50', unit: '元/小时' });
    expect(result.sub_ans).toContainEqual({ label: '执行日期', value: '2025-12-01' });
    // Exactly the minimum is not below it; nothing unverified, so no warning at all.
    expect(result.sub_ans.at(-1)).toMatchObject({ value: '不低于最低工资' });
    expect(result.warnings).toEqual([]);
    expect(tierLabel('hubei', 1, 'zh')).toBe('第一档（武汉市区等）');
  });

  it('Shanxi: the start date was not found, so the result says "in force by", warns and flags the table', () => {
    const result = run({ province: 'shanxi', tier: 1 });
    expect(result.main_ans).toBe('2150.00');
    expect(result.sub_ans).toContainEqual({ label: '执行日期', value: '2026-09-26（已在执行）' });
    expect(result.warnings.some((w) => w.includes('开始执行日期未能核实'))).toBe(true);
    // A 2024 document (晋政办发〔2024〕58号) with no known start: possibly overdue since 2026-01-01.
    expect(result.tables[0]).toMatchObject({ year: 2024, validTo: '2025-12-31' });
    expect(isTableStale(result.tables[0] as never, today)).toBe(true);
  });

  it('Sichuan (川府规〔2024〕4号) and Jiangsu (苏人社规〔2025〕3号): the two provinces added from source B', () => {
    // Sichuan: two classes, 2,330 / 2,200 since 2025-01-01; hourly 23 / 22.
    const sichuan = run({ province: 'sichuan', tier: 2 }, 'en');
    expect(sichuan.main_ans).toBe('2200.00');
    expect(sichuan.sub_ans[0]).toMatchObject({ value: '22.00' });
    expect(sichuan.tables[0]).toMatchObject({ year: 2024, validFrom: '2025-01-01', validTo: '2026-12-31' });
    // Jiangsu class 1 (Nanjing) 2,660 since 2026-01-01; a wage of 2,659.99 is 0.01 below.
    const jiangsu = run({ province: 'jiangsu', tier: 1, wage: '2659.99' });
    expect(jiangsu.main_ans).toBe('2660.00');
    expect(jiangsu.sub_ans.at(-1)).toMatchObject({ value: '低于最低工资 0.01 元' });
  });

  it('the province figure lists every covered province once, highest class 1 first', () => {
    const result = run({ province: 'qinghai' });
    const provinces = result.figure.at(-1);
    expect(provinces?.rows).toHaveLength(MIN_WAGE_PROVINCES.length);
    expect(provinces?.rows[0]?.cells.slice(0, 2)).toEqual(['上海', '2,740.00']);
    expect(provinces?.rows.find((r) => r.highlight)?.cells[0]).toBe('青海');
  });

  it('the option list: every province has a current row with one figure per class', () => {
    expect(MIN_WAGE_PROVINCES).toHaveLength(31);
    for (const province of MIN_WAGE_PROVINCES) {
      const place = MIN_WAGE_PLACES[province];
      for (const lang of ['zh', 'en', 'ja'] as const) expect(place.name[lang].length).toBeGreaterThan(1);
      const row = provinceWageOn(province, today);
      expect(row, province).toBeDefined();
      expect(row?.monthlyFen).toHaveLength(place.tiers.length);
      // Classes run from the highest standard down (Guangdong's second entry is Shenzhen's own).
      if (province !== 'guangdong')
        expect([...(row?.monthlyFen ?? [])].sort((a, b) => b - a)).toEqual(row?.monthlyFen);
      expect(row?.source.length).toBeGreaterThan(10);
      if (row?.hourlyFen) expect(row.hourlyFen).toHaveLength(place.tiers.length);
    }
    expect(tierLabel('henan', 1, 'zh')).toBe('第一档（郑州市）');
    expect(tierLabel('henan', 1, 'en')).toBe('Class 1 (Zhengzhou)');
    expect(tierLabel('henan', 2, 'ja')).toBe('第2区分');
    for (const row of PROVINCE_WAGE_ROWS) expect(row.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an unknown city, province or class and a bad wage', () => {
    const refused = (key: string) => ({ ok: false, issue: { key } });
    expect(parseMinimumWageInput({ city: 'tokyo' })).toEqual(refused('MinWage.city'));
    expect(parseMinimumWageInput({ province: 'taiwan', tier: 1 })).toEqual(refused('MinWage.province'));
    expect(parseMinimumWageInput({ province: 'henan', tier: 4 })).toEqual(refused('MinWage.tier'));
    expect(parseMinimumWageInput({ province: 'henan', tier: 'x' })).toEqual(refused('MinWage.tier'));
    expect(parseMinimumWageInput({})).toEqual(refused('MinWage.city'));
    expect(parseMinimumWageInput({ city: 'beijing', wage: '-1' })).toEqual({
      ok: false,
      issue: { key: 'MinWage.wage' },
    });
    expect(parseMinimumWageInput({ city: 'beijing', wage: '' })).toEqual({
      ok: true,
      value: { province: 'beijing', tier: 1, city: 'beijing', wageFen: null },
    });
    expect(parseMinimumWageInput({ province: 'anhui', tier: 4, wage: 1999.5 })).toEqual({
      ok: true,
      value: { province: 'anhui', tier: 4, city: null, wageFen: 199_950 },
    });
  });

  it('runs through the registry with a province', () => {
    const outcome = runCalculator(8, JSON.stringify({ province: 'fujian', tier: 2 }), { lang: 'zh', today });
    expect(outcome.code === 1 && outcome.result.main_ans).toBe('2195.00');
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
