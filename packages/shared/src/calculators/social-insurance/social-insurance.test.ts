import { describe, expect, it } from 'vitest';
import { isTableStale, type TCalContext } from '../contract';
import { runCalculator } from '../registry';
import { INSURANCE_CITIES } from './cities';
import { INSURANCE_TABLES } from './insurance-tables';
import { socialInsuranceCalculator } from './social-insurance';
import { parseInsuranceInput, percentToBasisPoints } from './social-insurance-input';

const today = '2026-11-24';
const zh: TCalContext = { lang: 'zh', today };

function run(raw: object, context: TCalContext = zh) {
  const parsed = socialInsuranceCalculator.parse(raw);
  if (!parsed.ok) throw new Error(`refused: ${parsed.issue.key}`);
  return socialInsuranceCalculator.compute(parsed.value, context);
}

/** The breakdown row of an item: [name, base, ee rate, ee, er rate, er]. */
function row(result: ReturnType<typeof run>, name: string) {
  return result.figure[0]?.rows.find((r) => r.cells[0] === name)?.cells;
}

function sub(result: ReturnType<typeof run>, label: string) {
  return result.sub_ans.find((s) => s.label === label)?.value;
}

describe('five insurances: Shanghai, 2026 contribution year (from 2026-07-01)', () => {
  it('inside the bounds: wage 10,000, fund 7%', () => {
    // Hand check: base 10,000. Employee 8% 800 + 2% 200 + 0.5% 50 + fund 7% 700 = 1,750.00.
    // Employer 16% 1,600 + 9% 900 + 0.5% 50 + injury 0.2% 20 + fund 700 = 3,270.00.
    const result = run({ city: 'shanghai', salary: '10000', fund_rate: 7 });
    expect(result.main_ans).toBe('1750.00');
    expect(sub(result, '单位每月缴纳合计')).toBe('3,270.00');
    expect(sub(result, '扣除个人缴纳后工资（税前）')).toBe('8,250.00');
    expect(sub(result, '单位每月用工成本')).toBe('13,270.00');
    expect(row(result, '养老保险')).toEqual(['养老保险', '10,000.00', '8%', '800.00', '16%', '1,600.00']);
    expect(row(result, '医疗保险（含生育）')).toEqual([
      '医疗保险（含生育）',
      '10,000.00',
      '2%',
      '200.00',
      '9%',
      '900.00',
    ]);
    expect(row(result, '工伤保险')).toEqual(['工伤保险', '10,000.00', '—', '0.00', '0.2%', '20.00']);
    expect(result.tables).toEqual([
      expect.objectContaining({ year: 2026, annual: true, validTo: '2027-06-30' }),
    ]);
    expect(result.tables.some((table) => isTableStale(table, today))).toBe(false);
    expect(result.warnings.some((w) => w.includes('失业保险'))).toBe(true);
  });

  it('below the floor: wage 5,000 is raised to the base floor 7,546', () => {
    // Hand check on 7,546: ee 603.68 + 150.92 + 37.73; er 1,207.36 + 679.14 + 37.73 + 15.09 (15.092).
    // Fund base 5,000 (floor 2,740) × 7% = 350 each. Employee 1,142.33; employer 2,289.32.
    const result = run({ city: 'shanghai', salary: 5000 });
    expect(result.main_ans).toBe('1142.33');
    expect(sub(result, '单位每月缴纳合计')).toBe('2,289.32');
    expect(sub(result, '社保缴费基数')).toBe('7,546.00');
    expect(sub(result, '扣除个人缴纳后工资（税前）')).toBe('3,857.67');
    expect(result.warnings).toContain('社保缴费基数5,000.00元低于下限，按下限7,546.00元缴纳。');
  });

  it('above the ceiling: wage 50,000 capped at 37,731; supplementary fund 5%, injury 0.5%', () => {
    // Hand check on 37,731: ee 3,018.48 + 754.62 + 188.66 (188.655 half up); er 6,036.96 + 3,395.79 + 188.66
    // + injury 0.5% 188.66. Fund 7% 2,641.17 -> 2,641 yuan; supplementary 5% 1,886.55 -> 1,887 yuan (each side).
    // Employee 8,489.76; employer 14,338.07.
    const result = run({ city: 'shanghai', salary: '50000', supp_fund_rate: '5', injury_rate: '0.5' });
    expect(result.main_ans).toBe('8489.76');
    expect(sub(result, '单位每月缴纳合计')).toBe('14,338.07');
    expect(row(result, '住房公积金')).toEqual([
      '住房公积金',
      '37,731.00',
      '7%',
      '2,641.00',
      '7%',
      '2,641.00',
    ]);
    expect(row(result, '补充住房公积金')?.[3]).toBe('1,887.00');
    expect(result.warnings).toContain('社保缴费基数50,000.00元高于上限，按上限37,731.00元缴纳。');
    expect(result.warnings).toContain('公积金缴存基数50,000.00元高于上限，按上限37,731.00元缴纳。');
  });

  it("rounds each side's fund amount to the whole yuan (Shanghai fund centre: 1,522.50 -> 1,523)", () => {
    const result = run({ city: 'shanghai', salary: '21750', fund_base: '21750', fund_rate: '7' });
    expect(row(result, '住房公积金')?.[3]).toBe('1,523.00');
  });
});

describe('five insurances: Shanghai, 2025 contribution year (asked for)', () => {
  it('uses the 2025 bounds 7,460-37,302 and says the table has expired', () => {
    // Hand check on 7,460: 596.80 + 149.20 + 37.30 + fund 7,000 × 7% = 490 -> 1,273.30.
    const result = run({ city: 'shanghai', salary: '7000', year: 2025 });
    expect(result.main_ans).toBe('1273.30');
    expect(result.tables[0]).toMatchObject({ year: 2025, validFrom: '2025-07-01', validTo: '2026-06-30' });
    expect(isTableStale(result.tables[0]!, today)).toBe(true);
  });

  it('is the table in force on a date inside the 2025 year', () => {
    const result = run(
      { city: 'shanghai', salary: '10000', fund_rate: 5 },
      { lang: 'zh', today: '2026-03-01' },
    );
    // 800 + 200 + 50 + fund 500 = 1,550.00; employer 1,600 + 900 + 50 + 20 + 500 = 3,070.00.
    expect(result.main_ans).toBe('1550.00');
    expect(sub(result, '单位每月缴纳合计')).toBe('3,070.00');
    expect(result.tables[0]?.year).toBe(2025);
  });
});

describe('five insurances: Beijing, 2025 contribution year (asked for)', () => {
  it('inside the bounds: medical 2% + 3 yuan, fund 12%', () => {
    // Employee 800 + (200 + 3) + 50 + 1,200 = 2,253.00; employer 1,600 + 980 + 50 + 20 + 1,200 = 3,850.00.
    const result = run({ city: 'beijing', salary: '10000', year: '2025' });
    expect(result.main_ans).toBe('2253.00');
    expect(sub(result, '单位每月缴纳合计')).toBe('3,850.00');
    expect(row(result, '医疗保险（含生育）')).toEqual([
      '医疗保险（含生育）',
      '10,000.00',
      '2%+3.00元',
      '203.00',
      '9.8%',
      '980.00',
    ]);
    // The 2025 year ended on 2026-06-30: the screen warns.
    expect(isTableStale(result.tables[0]!, today)).toBe(true);
  });

  it('below the floor: wage 5,000 raised to 7,162', () => {
    // On 7,162: ee 572.96 + 146.24 (143.24 + 3) + 35.81; fund 5,000 × 12% = 600 -> 1,355.01.
    // er 1,145.92 + 701.88 (701.876) + 35.81 + 14.32 (14.324) + 600 = 2,497.93.
    const result = run({ city: 'beijing', salary: '5000', year: 2025 });
    expect(result.main_ans).toBe('1355.01');
    expect(sub(result, '单位每月缴纳合计')).toBe('2,497.93');
  });

  it('above the ceiling: wage 40,000 capped at 35,811', () => {
    // On 35,811: ee 2,864.88 + 719.22 + 179.06 (179.055) + fund 4,297.32 = 8,060.48.
    // er 5,729.76 + 3,509.48 (3,509.478) + 179.06 + 71.62 (71.622) + 4,297.32 = 13,787.24.
    const result = run({ city: 'beijing', salary: '40000', year: 2025 });
    expect(result.main_ans).toBe('8060.48');
    expect(sub(result, '单位每月缴纳合计')).toBe('13,787.24');
  });
});

describe('five insurances: Beijing, 2026 contribution year (京人社发〔2026〕7号, in force today)', () => {
  it('below the floor: wage 5,000 raised to 7,270', () => {
    // On 7,270: ee 581.60 + 148.40 (145.40 + 3) + 36.35; fund 5,000 × 12% = 600 -> 1,366.35.
    // er 1,163.20 + 712.46 + 36.35 + 14.54 + 600 = 2,526.55.
    const result = run({ city: 'beijing', salary: '5000' });
    expect(result.main_ans).toBe('1366.35');
    expect(sub(result, '单位每月缴纳合计')).toBe('2,526.55');
    expect(result.tables[0]).toMatchObject({ year: 2026, validFrom: '2026-07-01', validTo: '2027-06-30' });
    expect(isTableStale(result.tables[0]!, today)).toBe(false);
  });

  it('above the ceiling: wage 40,000 capped at 36,348', () => {
    // On 36,348: ee 2,907.84 + 729.96 (726.96 + 3) + 181.74 + fund 12% 4,361.76 = 8,181.30.
    // er 5,815.68 + 3,562.10 (3,562.104) + 181.74 + 72.70 (72.696) + 4,361.76 = 13,993.98.
    const result = run({ city: 'beijing', salary: '40000' });
    expect(result.main_ans).toBe('8181.30');
    expect(sub(result, '单位每月缴纳合计')).toBe('13,993.98');
  });
});

describe('five insurances: Shenzhen (Guangdong pension band, Shenzhen medical tiers)', () => {
  it('inside the bounds: wage 10,000, medical tier 1, fund 12%', () => {
    // Hand check: pension 800 / 1,600; medical 一档 2% 200 / 6% 600; unemployment 0.2% 20 / 0.8% 80;
    // injury 20; maternity (employer) 0.5% 50; fund 12% 1,200 each. Employee 2,220.00; employer 3,550.00.
    const result = run({ city: 'shenzhen', salary: '10000' });
    expect(result.main_ans).toBe('2220.00');
    expect(sub(result, '单位每月缴纳合计')).toBe('3,550.00');
    expect(row(result, '生育保险')).toEqual(['生育保险', '10,000.00', '—', '0.00', '0.5%', '50.00']);
    expect(row(result, '医疗保险（一档）')).toEqual([
      '医疗保险（一档）',
      '10,000.00',
      '2%',
      '200.00',
      '6%',
      '600.00',
    ]);
    expect(row(result, '失业保险')).toEqual(['失业保险', '10,000.00', '0.2%', '20.00', '0.8%', '80.00']);
    // The data list: the table and the three notices it combines, none stale on 2026-11-24.
    expect(result.tables.map((table) => table.year)).toEqual([2026, 2025, 2026, 2026, 2026]);
    expect(result.tables.some((table) => isTableStale(table, today))).toBe(false);
    expect(result.tables[3]).toMatchObject({ validFrom: '2026-01-01', validTo: '2026-12-31' });
    expect(result.warnings.some((w) => w.includes('粤人社发〔2025〕32号'))).toBe(true);
    expect(result.warnings.some((w) => w.includes('深圳户籍职工'))).toBe(true);
  });

  it('below the floors: wage 4,000, tier 2 (medical base raised to 6,727, pension to 4,775)', () => {
    // Hand check: pension 4,775 × 8% 382.00 / 16% 764.00; medical 二档 6,727 × 0.5% 33.64 (33.635) / 1.5%
    // 100.91 (100.905); unemployment 4,000 (floor 2,700) × 0.2% 8.00 / 0.8% 32.00; injury 4,775 × 0.2% 9.55;
    // maternity 6,727 × 0.5% 33.64 (33.635); fund 4,000 × 12% 480. Employee 903.64; employer 1,420.10.
    // The medical floor is told once (maternity shares it).
    const result = run({ city: 'shenzhen', salary: 4000, medical_tier: '2' });
    expect(result.main_ans).toBe('903.64');
    expect(sub(result, '单位每月缴纳合计')).toBe('1,420.10');
    expect(result.warnings.filter((w) => w.includes('按下限6,727.00元'))).toHaveLength(1);
    expect(row(result, '医疗保险（二档）')).toEqual([
      '医疗保险（二档）',
      '6,727.00',
      '0.5%',
      '33.64',
      '1.5%',
      '100.91',
    ]);
    expect(row(result, '医疗保险（一档）')).toBeUndefined();
    expect(result.warnings).toContain('社保缴费基数4,000.00元低于下限，按下限4,775.00元缴纳。');
    expect(result.warnings).toContain('医疗保险（二档）缴费基数4,000.00元低于下限，按下限6,727.00元缴纳。');
  });

  it('above the ceilings: wage 50,000, fund 5%', () => {
    // Hand check: pension 27,549 × 8% 2,203.92 / 16% 4,407.84; medical 33,633 × 2% 672.66 / 6% 2,017.98;
    // unemployment 48,471 × 0.2% 96.94 (96.942) / 0.8% 387.77 (387.768); injury 27,549 × 0.2% 55.10;
    // maternity 33,633 × 0.5% 168.17 (168.165); fund 48,471 × 5% 2,423.55 each.
    // Employee 5,397.07; employer 9,460.41.
    const result = run({ city: 'shenzhen', salary: '50000', fund_rate: 5 });
    expect(result.main_ans).toBe('5397.07');
    expect(sub(result, '单位每月缴纳合计')).toBe('9,460.41');
    expect(result.warnings).toContain('医疗保险（一档）缴费基数50,000.00元高于上限，按上限33,633.00元缴纳。');
    expect(result.warnings).toContain('公积金缴存基数50,000.00元高于上限，按上限48,471.00元缴纳。');
  });

  it('raises the fund and unemployment bases to the minimum wage of 2,700 (粤府函〔2026〕188号)', () => {
    const result = run({ city: 'shenzhen', salary: '2000' });
    expect(row(result, '住房公积金')?.slice(0, 4)).toEqual(['住房公积金', '2,700.00', '12%', '324.00']);
    expect(row(result, '失业保险')?.[1]).toBe('2,700.00');
    expect(result.warnings).toContain('失业保险缴费基数2,000.00元低于下限，按下限2,700.00元缴纳。');
    expect(result.warnings).toContain('公积金缴存基数2,000.00元低于下限，按下限2,700.00元缴纳。');
  });

  it('says in 2027 that the medical base of 2026 has expired', () => {
    const result = run({ city: 'shenzhen', salary: '10000' }, { lang: 'en', today: '2027-01-15' });
    expect(result.tables.some((table) => isTableStale(table, '2027-01-15'))).toBe(true);
    expect(result.tables[3]?.name).toBe('Shenzhen medical and maternity base (2026)');
  });
});

describe('five insurances: Guangzhou (pension floor 5,510, medical base 6,234-31,170)', () => {
  it('inside the bounds: wage 10,000, fund 5%', () => {
    // Employee 800 + 200 + 20 + 500 = 1,520.00; employer 1,600 + 600 + maternity 0.85% 85 + 80 + 20 + 500
    // = 2,885.00.
    const result = run({ city: 'guangzhou', salary: '10000', fund_rate: '5' });
    expect(result.main_ans).toBe('1520.00');
    expect(sub(result, '单位每月缴纳合计')).toBe('2,885.00');
    expect(row(result, '医疗保险')?.[4]).toBe('6%');
    expect(row(result, '生育保险')?.slice(4)).toEqual(['0.85%', '85.00']);
  });

  it('below the floors: wage 5,000', () => {
    // Hand check: pension 5,510 × 8% 440.80 / 16% 881.60; medical 6,234 × 2% 124.68 / 6% 374.04;
    // unemployment 5,000 (floor 2,680) × 0.2% 10.00 / 0.8% 40.00; injury 5,510 × 0.2% 11.02;
    // maternity 6,234 × 0.85% 52.99 (52.989); fund 5,000 × 12% 600 each. Employee 1,175.48; employer 1,959.65.
    const result = run({ city: 'guangzhou', salary: '5000' });
    expect(result.main_ans).toBe('1175.48');
    expect(sub(result, '单位每月缴纳合计')).toBe('1,959.65');
    expect(sub(result, '社保缴费基数')).toBe('5,510.00');
  });

  it('above the ceilings: wage 40,000', () => {
    // Hand check: pension 27,549: 2,203.92 / 4,407.84; medical 31,170: 623.40 / 1,870.20; unemployment
    // 40,000 (under 41,112): 80.00 / 320.00; injury 27,549: 55.10; fund 40,000 (under 41,697) × 12% 4,800 each.
    // Maternity 31,170 × 0.85% 264.95 (264.945). Employee 7,707.32; employer 11,718.09.
    const result = run({ city: 'guangzhou', salary: '40000' });
    expect(result.main_ans).toBe('7707.32');
    expect(sub(result, '单位每月缴纳合计')).toBe('11,718.09');
  });
});

describe('five insurances: Hangzhou (Zhejiang base 4,986-25,299)', () => {
  it('inside the bounds: wage 10,000', () => {
    // Employee 800 + 200 + 50 + 1,200 = 2,250.00; employer 1,600 + 950 + 50 + 20 + 1,200 = 3,820.00.
    const result = run({ city: 'hangzhou', salary: '10000' });
    expect(result.main_ans).toBe('2250.00');
    expect(sub(result, '单位每月缴纳合计')).toBe('3,820.00');
    expect(row(result, '医疗保险（含生育）')?.[4]).toBe('9.5%');
    expect(result.tables[0]).toMatchObject({ year: 2026, validFrom: '2026-07-01', validTo: '2027-06-30' });
  });

  it('below the floor: wage 3,000', () => {
    // Hand check on 4,986: ee 398.88 + 99.72 + 24.93; er 797.76 + 473.67 + 24.93 + 9.97 (9.972);
    // fund 3,000 (floor 2,660) × 12% = 360 each. Employee 883.53; employer 1,666.33.
    const result = run({ city: 'hangzhou', salary: '3000' });
    expect(result.main_ans).toBe('883.53');
    expect(sub(result, '单位每月缴纳合计')).toBe('1,666.33');
  });

  it('above the ceiling: wage 50,000', () => {
    // Hand check on 25,299: ee 2,023.92 + 505.98 + 126.50 (126.495); er 4,047.84 + 2,403.41 (2,403.405)
    // + 126.50 + 50.60 (50.598); fund 42,151 × 12% = 5,058.12 each. Employee 7,714.52; employer 11,686.47.
    const result = run({ city: 'hangzhou', salary: '50000' });
    expect(result.main_ans).toBe('7714.52');
    expect(sub(result, '单位每月缴纳合计')).toBe('11,686.47');
  });
});

describe('five insurances: result in every language', () => {
  it('answers en and ja with the same figures and translated labels', () => {
    const en = run({ city: 'shanghai', salary: '10000' }, { lang: 'en', today });
    const ja = run({ city: 'shanghai', salary: '10000' }, { lang: 'ja', today });
    expect(en.main_ans).toBe('1750.00');
    expect(ja.main_ans).toBe('1750.00');
    expect(en.main_label).toBe("Employee's monthly contributions");
    expect(ja.main_label).toBe('本人負担の月額合計');
    expect(en.laws.length).toBe(ja.laws.length);
    expect(en.message.split('\n').length).toBe(ja.message.split('\n').length);
    expect(en.message).not.toMatch(/[\u4e00-\u9fff]{3}/u);
  });

  it('cites the Social Insurance Law and the housing fund regulations', () => {
    const result = run({ city: 'beijing', salary: '10000' });
    expect(result.laws.at(-1)?.text).toContain('京人社发〔2026〕7号');
    const cited = result.laws.map((law) => `${law.law} ${law.article}`);
    for (const article of ['第十条', '第二十三条', '第三十三条', '第四十四条', '第五十三条']) {
      expect(cited).toContain(`中华人民共和国社会保险法 ${article}`);
    }
    for (const article of ['第十六条', '第十七条', '第十八条', '第二十条'])
      expect(cited).toContain(`住房公积金管理条例 ${article}`);
  });
});

describe('five insurances: input', () => {
  const refusal = (raw: object) => {
    const parsed = parseInsuranceInput(raw);
    return parsed.ok ? undefined : parsed.issue;
  };

  it('names the first problem', () => {
    expect(refusal({})?.key).toBe('Insurance.cityRequired');
    expect(refusal({ city: ['x'], salary: -1 })?.key).toBe('Insurance.cityUnknown');
    expect(refusal({ city: 'chengdu', salary: '1' })?.key).toBe('Insurance.cityUnknown');
    expect(refusal({ city: 'shanghai' })?.key).toBe('Insurance.salaryRequired');
    expect(refusal({ city: 'shanghai', salary: '12.345' })?.key).toBe('Insurance.salaryInvalid');
    expect(refusal({ city: 'shanghai', salary: -1 })?.key).toBe('Insurance.salaryInvalid');
    expect(refusal({ city: 'shanghai', salary: '0' })?.key).toBe('Insurance.salaryPositive');
    expect(refusal({ city: 'shanghai', salary: '1', base: 'x' })?.key).toBe('Insurance.baseInvalid');
    expect(refusal({ city: 'shanghai', salary: '1', fund_base: '0' })?.key).toBe('Insurance.fundBaseInvalid');
    expect(refusal({ city: 'shanghai', salary: '1', fund_rate: 12 })).toEqual({
      key: 'Insurance.fundRateInvalid',
      params: { min: 5, max: 7 },
    });
    expect(refusal({ city: 'shanghai', salary: '1', fund_rate: '5.5' })?.key).toBe(
      'Insurance.fundRateInvalid',
    );
    expect(refusal({ city: 'beijing', salary: '1', supp_fund_rate: 2 })?.key).toBe(
      'Insurance.suppFundUnavailable',
    );
    expect(refusal({ city: 'shanghai', salary: '1', supp_fund_rate: 6 })?.key).toBe(
      'Insurance.suppFundRateInvalid',
    );
    expect(refusal({ city: 'shanghai', salary: '1', injury_rate: '2.86' })?.key).toBe(
      'Insurance.injuryRateInvalid',
    );
    expect(refusal({ city: 'shanghai', salary: '1', injury_rate: '0' })?.key).toBe(
      'Insurance.injuryRateInvalid',
    );
    expect(refusal({ city: 'beijing', salary: '1', year: 2024 })?.key).toBe('Insurance.yearUnknown');
    expect(refusal({ city: 'shenzhen', salary: '1', year: 2025 })?.key).toBe('Insurance.yearUnknown');
    expect(refusal({ city: 'shenzhen', salary: '1', medical_tier: 3 })?.key).toBe(
      'Insurance.medicalTierInvalid',
    );
    expect(refusal({ city: 'guangzhou', salary: '1', medical_tier: '2' })?.key).toBe(
      'Insurance.medicalTierUnavailable',
    );
    expect(parseInsuranceInput({ city: 'shenzhen', salary: '1' })).toMatchObject({
      value: { medicalTier: 1 },
    });
  });

  it('takes the city defaults and accepts blanks for the optional fields', () => {
    const parsed = parseInsuranceInput({
      city: 'beijing',
      salary: '8000',
      base: '',
      fund_rate: '',
      supp_fund_rate: '0',
      injury_rate: null,
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        city: 'beijing',
        salaryFen: 800_000,
        fundRate: 12,
        supplementaryFundRate: 0,
        injuryRateBp: 20,
      },
    });
    expect(percentToBasisPoints('1.25')).toBe(125);
    expect(percentToBasisPoints(0.2)).toBe(20);
    expect(percentToBasisPoints('1.255')).toBeNull();
  });

  it('is refused through the registry with the translated text', () => {
    const outcome = runCalculator(5, JSON.stringify({ city: 'shanghai', salary: '10000', fund_rate: 12 }), {
      lang: 'en',
      today,
    });
    expect(outcome).toEqual({
      code: 0,
      message: 'The housing fund rate must be a whole number from 5% to 7%',
    });
  });
});

describe('five insurances: tables', () => {
  it('has a table for every year each city lists, and the form options match the tables', () => {
    for (const city of INSURANCE_CITIES) {
      const years = INSURANCE_TABLES.filter((table) => table.city === city.code).map((table) => table.year);
      expect(years.sort()).toEqual([...city.years].sort());
    }
    for (const table of INSURANCE_TABLES) {
      expect(table.validFrom < table.validTo).toBe(true);
      expect(table.base.floorFen).toBeLessThan(table.base.ceilingFen);
      expect(table.source.length).toBeGreaterThan(10);
      expect(table.items.map((item) => item.kind)).toEqual(
        expect.arrayContaining(['pension', 'medical', 'unemployment', 'injury']),
      );
      for (const period of table.periods ?? []) {
        expect(period.source.length).toBeGreaterThan(10);
        if (period.validTo) expect(period.validFrom < period.validTo).toBe(true);
      }
      for (const item of table.items) {
        if (item.base) expect(item.base.floorFen).toBeLessThan(item.base.ceilingFen);
        if (item.unverified) expect(Object.keys(item.unverified).sort()).toEqual(['en', 'ja', 'zh']);
      }
    }
  });
});
