import { describe, expect, it } from 'vitest';
import { calculatorApi } from './calculator-api.test-helpers';

const { cal } = calculatorApi();

describe('CAL calType 2: year-end bonus', () => {
  it('taxes 36,000 at 1,080.00 and 36,001 at 3,390.10, dated by the server clock', async () => {
    const a = await cal(2, { isBefore: true, bns_before_tax: '36000', bns_after_tax: '', mon_sal: '0' });
    expect(a.errNo).toBe(0);
    expect(a.resultData.code).toBe(1);
    expect(a.resultData.result.main_ans).toBe('1080.00');
    expect(a.resultData.result.asOf).toBe('2026-11-24');
    const b = await cal(2, { isBefore: true, bns_before_tax: 36001, mon_sal: 8000 }, 'en');
    expect(b.resultData.result.main_ans).toBe('3390.10');
    expect(b.resultData.result.main_label).toBe('Tax on the year-end bonus');
    expect(b.resultData.result.warnings[0]).toContain('bracket trap');
  });

  it('solves the before-tax bonus from an after-tax one', async () => {
    const body = await cal(2, { isBefore: false, bns_after_tax: '129810', mon_sal: '0' }, 'ja');
    // 144,000 - (14,400 - 210) = 129,810; 160,500 inside the trap nets the same
    expect(body.resultData.result.main_ans).toBe('144000.00');
    expect(body.resultData.result.warnings.join()).toContain('160,500.00');
  });

  it('refuses with the translated YearAward message', async () => {
    const zh = await cal(2, { isBefore: true, bns_before_tax: '', mon_sal: '5000' });
    expect(zh.resultData).toEqual({ code: 0, message: '请输入税前年终奖' });
    const en = await cal(2, { isBefore: false, bns_after_tax: '0', mon_sal: '5000' }, 'en');
    expect(en.resultData).toEqual({ code: 0, message: 'The bonus must be above 0' });
    const ja = await cal(2, { isBefore: true, bns_before_tax: '100', mon_sal: '12.345' }, 'ja');
    expect(ja.resultData).toEqual({
      code: 0,
      message: '月給は整数20桁・小数2桁までの数字で入力してください',
    });
  });
});

describe('CAL calType 4: monthly income tax', () => {
  it('withholds 330, 330, 330, 890 and then 1,100 a month', async () => {
    const body = await cal(4, {
      mon_sal: '20000',
      soc_ins: '2000',
      special_mode: 'total',
      special_total: '2000',
    });
    expect(body.resultData.code).toBe(1);
    const result = body.resultData.result;
    expect(result.main_ans).toBe('10680.00');
    expect(result.figure[0].rows.map((row: { cells: string[] }) => row.cells[1])).toEqual([
      '330.00',
      '330.00',
      '330.00',
      '890.00',
      ...Array(8).fill('1,100.00'),
    ]);
    expect(result.tables.map((table: { year: number }) => table.year)).toEqual([2018, 2023]);
  });

  it('refuses with the translated IncomeTax message', async () => {
    const zh = await cal(4, { mon_sal: '10000', elderly: 'shared', elderly_share: '2000' });
    expect(zh.resultData).toEqual({ code: 0, message: '非独生子女每月分摊的赡养老人扣除不能超过1500元' });
    const en = await cal(4, { mon_sal: '10000', start_month: '0' }, 'en');
    expect(en.resultData).toEqual({ code: 0, message: 'The first month employed must be 1 to 12' });
  });
});
