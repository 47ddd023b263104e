import { describe, expect, it } from 'vitest';
import { calculatorApi } from './calculator-api.test-helpers';

const { cal } = calculatorApi();

describe('CAL compensation, minimum wage, average wage', () => {
  it('compensation hitting both caps: Shanghai, avg 50,000, 15 years -> 12 x 37,302', async () => {
    const body = await cal(1, {
      date_s: '2011-07-01',
      date_e: '2026-06-30',
      reason: 'ng',
      avg: '50000',
      lst: '',
      city: 'shanghai',
      soc_avg_on: false,
    });
    expect(body.errNo).toBe(0);
    expect(body.resultData.code).toBe(1);
    expect(body.resultData.result.main_ans).toBe('447624.00');
    expect(body.resultData.result.main_label).toBe('经济补偿金');
    expect(body.resultData.result.asOf).toBe('2026-11-24');
    expect(body.resultData.result.laws.map((law: { article: string }) => law.article)).toContain(
      '第四十七条',
    );
  });

  it("Beijing's cap is 3x the legal-entity average: 12 x 47,103.25 = 565,239.00", async () => {
    const body = await cal(1, {
      date_s: '2011-07-01',
      date_e: '2026-06-30',
      reason: 'ng',
      avg: '60000',
      city: 'beijing',
    });
    expect(body.resultData.result.main_ans).toBe('565239.00');
  });

  it('N+1 in English', async () => {
    const body = await cal(
      1,
      { date_s: '2022-01-01', date_e: '2025-12-31', reason: 'obj', avg: 20000, lst: 21000, city: 'shanghai' },
      'en',
    );
    expect(body.resultData.result.main_ans).toBe('101000.00');
    expect(body.resultData.result.main_label).toBe('Economic compensation');
  });

  it('refuses a start after the end with the translated Finan.m3', async () => {
    const input = { date_s: '2025-02-01', date_e: '2025-01-01', reason: 'ng', avg: '1', city: 'shanghai' };
    expect((await cal(1, input)).resultData).toEqual({ code: 0, message: '入职日期不能晚于离职日期' });
    expect((await cal(1, input, 'ja')).resultData).toEqual({
      code: 0,
      message: '入社日は退職日より後にできません',
    });
    const manual = await cal(1, { ...input, date_s: '2020-01-01', soc_avg_on: true }, 'en');
    expect(manual.resultData).toEqual({
      code: 0,
      message: 'Enter the local average monthly wage of the previous year',
    });
  });

  it("minimum wage: Shenzhen 2,700 since 2026-09-01 on the server's date", async () => {
    const body = await cal(8, { city: 'shenzhen', wage: '2600' });
    expect(body.resultData.result.main_ans).toBe('2700.00');
    expect(body.resultData.result.tables[0]).toMatchObject({
      year: 2026,
      annual: false,
      validFrom: '2026-09-01',
      validTo: '2028-08-31',
    });
    expect(body.resultData.result.warnings[0]).toContain('2,600.00');
  });

  it('minimum wage by province and class: Henan class 1 (Zhengzhou) 2,350, in English and Japanese', async () => {
    const en = await cal(8, { province: 'henan', tier: 1, wage: '2300' }, 'en');
    expect(en.resultData.code).toBe(1);
    expect(en.resultData.result.main_ans).toBe('2350.00');
    expect(en.resultData.result.main_label).toBe('Monthly minimum wage, Henan Class 1');
    expect(en.resultData.result.sub_ans).toContainEqual({
      label: 'Class and area',
      value: 'Class 1',
    });
    expect(en.resultData.result.message).toContain('Henan Class 1 (Zhengzhou)');
    expect(en.resultData.result.warnings[0]).toContain('2,300.00');
    expect(en.resultData.result.tables[0]).toMatchObject({ year: 2025, validFrom: '2025-12-01' });
    const ja = await cal(8, { province: 'xizang' }, 'ja');
    expect(ja.resultData.result.main_ans).toBe('2360.00');
    expect(ja.resultData.result.main_label).toBe('チベット自治区の月額最低賃金');
  });

  it('minimum wage refusals: a class the province has not, a place not covered, a bad wage', async () => {
    expect((await cal(8, { province: 'henan', tier: 4 })).resultData).toEqual({
      code: 0,
      message: '请选择该省份的最低工资档次',
    });
    expect((await cal(8, { province: 'hongkong', tier: 1 }, 'en')).resultData).toEqual({
      code: 0,
      message: 'Choose the province',
    });
    expect((await cal(8, { province: 'hubei', tier: 2, wage: 'abc' }, 'ja')).resultData).toEqual({
      code: 0,
      message: '月額賃金は整数20桁・小数2桁までの数字で入力してください',
    });
  });

  it('average wage: Beijing 2025 figure with band, in Japanese; unknown city refused', async () => {
    const body = await cal(9, { city: 'beijing' }, 'ja');
    expect(body.resultData.result.main_ans).toBe('11937.00');
    expect(body.resultData.result.main_label).toBe('北京市の従業員月平均賃金（2025年度）');
    expect(body.resultData.result.tables[0].year).toBe(2025);
    const refused = await cal(9, { city: 'hangzhou' }, 'en');
    expect(refused.resultData).toEqual({ code: 0, message: 'Choose the city' });
  });
});
