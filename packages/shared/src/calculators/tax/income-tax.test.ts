import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../constants';
import { runCalculator } from '../registry';
import { withholdingSchedule } from './income-tax';
import { parseIncomeTax, type TIncomeTaxInput } from './income-tax-input';

const context = { lang: 'zh' as const, today: '2026-11-24' };
const run = (input: object, lang: (typeof LANGUAGES)[number] = 'zh') => {
  const outcome = runCalculator(4, JSON.stringify(input), { ...context, lang });
  if (outcome.code !== 1) throw new Error(outcome.message);
  return outcome.result;
};
const parsed = (raw: object): TIncomeTaxInput => {
  const result = parseIncomeTax(raw);
  if (!result.ok) throw new Error(result.issue.key);
  return result.value;
};
const issue = (raw: object) => {
  const result = parseIncomeTax(raw);
  return result.ok ? undefined : result.issue.key;
};

describe('cumulative withholding (国家税务总局公告2018年第61号 art. 6)', () => {
  it('gives the official example: 330, 330, 330, 890, then 1,100', () => {
    // Monthly taxable 20,000 - 5,000 - 2,000 - 2,000 = 11,000. Cumulative 11,000/22,000/33,000 at 3%: 330 each;
    // 44,000 x 10% - 2,520 = 1,880 - 990 = 890; 55,000 -> 2,980 - 1,880 = 1,100; each further 11,000 at 10% = 1,100.
    const input = parsed({ mon_sal: '20000', soc_ins: '2000', special_mode: 'total', special_total: '2000' });
    const taxes = withholdingSchedule(input).map((month) => month.tax / 100);
    expect(taxes).toEqual([330, 330, 330, 890, 1100, 1100, 1100, 1100, 1100, 1100, 1100, 1100]);
    const result = run({ mon_sal: '20000', soc_ins: '2000', special_mode: 'total', special_total: '2000' });
    // 3 x 330 + 890 + 8 x 1,100 = 10,680 = 132,000 x 10% - 2,520
    expect(result.main_ans).toBe('10680.00');
    const rows = result.figure[0]?.rows ?? [];
    expect(rows).toHaveLength(12);
    expect(rows[3]?.cells).toEqual([
      '4月',
      '890.00',
      '80,000.00',
      '36,000.00',
      '44,000.00',
      '10%',
      '1,880.00',
      '17,110.00',
    ]);
    expect(result.message).toContain('4月累计应纳税所得额 44,000.00 元，预扣率升至 10%');
  });

  it('starts mid-year: the basic deduction counts only the months employed here', () => {
    // From July: 6 months. Salary 30,000, social 3,000, items: 1 child (2,000) + rent class 1 (1,500) = 3,500.
    // Monthly taxable 30,000 - 5,000 - 3,000 - 3,500 = 18,500. Cum: 18,500 (3%: 555), 37,000 (10%: 1,180 -> 625),
    // 55,500 (3,030 -> 1,850), 74,000 (4,880 -> 1,850), 92,500 (6,730 -> 1,850), 111,000 (8,580 -> 1,850).
    const input = parsed({
      mon_sal: '30000',
      soc_ins: '3000',
      start_month: 7,
      children: 1,
      housing: 'rent1',
    });
    const months = withholdingSchedule(input);
    expect(months.map((month) => month.month)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(months.map((month) => month.tax / 100)).toEqual([555, 625, 1850, 1850, 1850, 1850]);
    expect(months[5]?.cumulativeTax).toBe(858_000);
  });

  it('withholds nothing when the salary is under the deductions', () => {
    const result = run({ mon_sal: '6000', soc_ins: '600', elderly: 'only' });
    expect(result.main_ans).toBe('0.00');
    expect(result.message).toContain('全年无需预扣个税');
    expect(result.figure[0]?.rows.every((row) => row.cells[1] === '0.00')).toBe(true);
  });

  it('adds the itemised special deductions with the 国发〔2023〕13号 standards', () => {
    // 2 children 4,000 + infant 2,000 + shared elderly 1,500 + degree 400 + loan 1,000 = 8,900; certificate 3,600 in month 1.
    const input = parsed({
      mon_sal: '40000',
      children: '2',
      infants: 1,
      elderly: 'shared',
      elderly_share: '1500',
      cont_degree: true,
      cont_cert: true,
      housing: 'loan',
    });
    const first = withholdingSchedule(input)[0];
    expect(first?.cumulativeDeduction).toBe(5_000_00 + 8_900_00 + 3_600_00);
    // 40,000 - 13,900 - 3,600 = 22,500 x 3% = 675
    expect(first?.tax).toBe(675_00);
    const result = run({ mon_sal: '40000', children: 2, housing: 'loan' });
    expect(result.sub_ans.find((s) => s.label === '每月专项附加扣除')?.value).toBe('5,000.00');
    expect(result.tables.map((table) => [table.year, table.annual])).toEqual([
      [2018, false],
      [2023, false],
    ]);
    expect(result.tables[1]?.validFrom).toBe('2023-01-01');
  });

  it('refuses bad input with IncomeTax keys', () => {
    expect(issue({})).toBe('IncomeTax.salaryRequired');
    expect(issue({ mon_sal: 'x' })).toBe('IncomeTax.salaryFormat');
    expect(issue({ mon_sal: '0' })).toBe('IncomeTax.salaryPositive');
    expect(issue({ mon_sal: '100', soc_ins: '-1' })).toBe('IncomeTax.socialFormat');
    expect(issue({ mon_sal: '100', soc_ins: '200' })).toBe('IncomeTax.socialAboveSalary');
    expect(issue({ mon_sal: '100', tax_free: '200' })).toBe('IncomeTax.taxFreeAboveSalary');
    expect(issue({ mon_sal: '100', other_ded: '1.001' })).toBe('IncomeTax.otherFormat');
    expect(issue({ mon_sal: '100', start_month: 13 })).toBe('IncomeTax.startMonth');
    expect(issue({ mon_sal: '100', start_month: '1.5' })).toBe('IncomeTax.startMonth');
    expect(issue({ mon_sal: '100', special_mode: 'total' })).toBe('IncomeTax.specialTotalRequired');
    expect(issue({ mon_sal: '100', children: 11 })).toBe('IncomeTax.children');
    expect(issue({ mon_sal: '100', infants: -1 })).toBe('IncomeTax.infants');
    expect(issue({ mon_sal: '100', elderly: 'both' })).toBe('IncomeTax.elderly');
    expect(issue({ mon_sal: '100', elderly: 'shared' })).toBe('IncomeTax.elderlyShareRequired');
    expect(issue({ mon_sal: '100', elderly: 'shared', elderly_share: '1500.01' })).toBe(
      'IncomeTax.elderlyShareMax',
    );
    expect(issue({ mon_sal: '100', housing: 'loan+rent1' })).toBe('IncomeTax.housing');
  });

  it('speaks zh, en and ja with no placeholder left', () => {
    for (const lang of LANGUAGES) {
      const result = run(
        { mon_sal: '20000', soc_ins: '2000', start_month: 3, cont_cert: true, housing: 'rent2' },
        lang,
      );
      expect(JSON.stringify(result), lang).not.toMatch(/\{\w+\}/);
    }
    const en = run({ mon_sal: '20000' }, 'en');
    expect(en.figure[0]?.rows[0]?.cells[0]).toBe('Jan');
  });
});
