import { describe, expect, it } from 'vitest';
import { calculatorApi } from './calculator-api.test-helpers';

const { cal } = calculatorApi();
const insurance = (input: object, lang = 'zh') => cal(5, input, lang);

describe('POST /api/CIICEService/CAL calType 5 (five insurances and housing fund)', () => {
  it("computes Shanghai with the 2026 table and the server's date", async () => {
    // Base 10,000: employee 800 + 200 + 50 + fund 7% 700 = 1,750.00; employer 3,270.00.
    const body = await insurance({ city: 'shanghai', salary: '10000' });
    expect(body.errNo).toBe(0);
    expect(body.resultData.code).toBe(1);
    const result = body.resultData.result;
    expect(result.main_ans).toBe('1750.00');
    expect(result.main_label).toBe('个人每月缴纳合计');
    expect(result.asOf).toBe('2026-11-24');
    expect(result.tables).toEqual([
      expect.objectContaining({ year: 2026, annual: true, validFrom: '2026-07-01', validTo: '2027-06-30' }),
    ]);
    expect(result.figure[0].rows.at(-1).cells).toEqual(['合计', '', '', '1,750.00', '', '3,270.00']);
  });

  it('answers in English and Japanese, with the floor warning', async () => {
    // Beijing 2026, wage 5,000 raised to 7,270: employee 581.60 + 148.40 + 36.35 + fund 600 = 1,366.35.
    const en = await insurance({ city: 'beijing', salary: 5000 }, 'en');
    expect(en.resultData.result.main_ans).toBe('1366.35');
    expect(en.resultData.result.main_label).toBe("Employee's monthly contributions");
    expect(en.resultData.result.warnings).toContain(
      'Social insurance base 5,000.00 yuan is below the floor; contributions are due on the floor, 7,270.00 yuan.',
    );
    // The 2025 year asked for: its bounds 7,162 - 35,811 -> 572.96 + 146.24 + 35.81 + 600 = 1,355.01.
    const ja = await insurance({ city: 'beijing', salary: 5000, year: 2025 }, 'ja');
    expect(ja.resultData.result.main_ans).toBe('1355.01');
    expect(ja.resultData.result.tables[0].validTo).toBe('2026-06-30');
    expect(ja.resultData.result.laws[0].law).toBe('中華人民共和国社会保険法');
  });

  it('computes Shenzhen with the chosen medical tier and lists every notice it used', async () => {
    // Wage 4,000, tier 2: pension 4,775 × 8% 382.00; medical 6,727 × 0.5% 33.64; unemployment 4,000 × 0.2%
    // 8.00; fund 4,000 × 12% 480 -> 903.64. Employer 764.00 + 100.91 + maternity 33.64 + 32.00 + 9.55 + 480
    // = 1,420.10.
    const body = await insurance({ city: 'shenzhen', salary: '4000', medical_tier: '2' }, 'en');
    const result = body.resultData.result;
    expect(result.main_ans).toBe('903.64');
    expect(result.figure[0].rows.at(-1).cells).toEqual(['Total', '', '', '903.64', '', '1,420.10']);
    expect(result.figure[0].rows[1].cells[0]).toBe('Medical (tier 2)');
    expect(result.tables).toHaveLength(5);
    expect(result.tables[1]).toMatchObject({ year: 2025, validFrom: '2025-07-01' });
    expect(result.warnings).toContain(
      'Medical (tier 2) base 4,000.00 yuan is below the floor; contributions are due on the floor, 6,727.00 yuan.',
    );
    // Hangzhou in Japanese, wage 10,000: 800 + 200 + 50 + 1,200 = 2,250.00.
    const ja = await insurance({ city: 'hangzhou', salary: 10000 }, 'ja');
    expect(ja.resultData.result.main_ans).toBe('2250.00');
    expect(ja.resultData.result.figure[0].title).toBe('杭州 2026年度 五険一金の内訳（月額）');
  });

  it('refuses bad input with the translated message (code 0)', async () => {
    const zh = await insurance({ city: 'shanghai', salary: '10000', fund_rate: '12' });
    expect(zh.errNo).toBe(0);
    expect(zh.resultData).toEqual({ code: 0, message: '公积金缴存比例须为5%至7%之间的整数' });
    const en = await insurance({ city: 'chengdu', salary: '10000' }, 'en');
    expect(en.resultData).toEqual({
      code: 0,
      message: 'This city is not supported yet; choose one from the list',
    });
    const tier = await insurance({ city: 'guangzhou', salary: '10000', medical_tier: 2 });
    expect(tier.resultData).toEqual({ code: 0, message: '该城市的医疗保险不分档次，请留空' });
    const ja = await insurance({ city: 'beijing', salary: 'abc' }, 'ja');
    expect(ja.resultData).toEqual({
      code: 0,
      message: '月給は整数20桁以内、小数2桁以内の数字で入力してください',
    });
  });
});
