import { describe, expect, it } from 'vitest';
import { withholdingSchedule } from '../calculators/tax/income-tax';
import { parseIncomeTax } from '../calculators/tax/income-tax-input';
import {
  computeSettlement,
  countedIncome,
  declarationWindow,
  isInDeclarationWindow,
  type TPayMonth,
  taxTrial,
} from './rules';
import { ZPreferenceSave } from './schemas';

const yuan = (v: number) => Math.round(v * 100);
const slip = (month: number, over: Partial<TPayMonth> = {}): TPayMonth => ({
  month,
  gross: yuan(20_000),
  taxFree: 0,
  socialEmployee: yuan(1_500),
  fundEmployee: yuan(500),
  specialDeduction: yuan(2_000),
  otherDeduction: 0,
  tax: 0,
  ...over,
});
const monthly = (amount: number) => Array.from({ length: 12 }, () => yuan(amount));

describe('tax trial (cumulative withholding, 国家税务总局公告2018年第61号 art. 6)', () => {
  it('gives the official example from the payslips: 330 x 3, 890, 1,100 x 8', () => {
    const pay = Array.from({ length: 12 }, (_, i) => slip(i + 1));
    const trial = taxTrial(2025, pay, { monthly: monthly(2_000), oneOff: 0, annualOnly: 0 }, 12);
    expect(trial.months.map((m) => m.tax / 100)).toEqual([
      330, 330, 330, 890, 1100, 1100, 1100, 1100, 1100, 1100, 1100, 1100,
    ]);
  });

  it('equals the monthly income-tax calculator for equal figures, also projecting the rest of the year', () => {
    const parsed = parseIncomeTax({
      mon_sal: '31234.56',
      soc_ins: '3210.12',
      tax_free: '300',
      other_ded: '100',
      start_month: '3',
      special_mode: 'total',
      special_total: '3500',
    });
    if (!parsed.ok) throw new Error(parsed.issue.key);
    const calculator = withholdingSchedule(parsed.value);
    const pay = [3, 4, 5].map((m) =>
      slip(m, {
        gross: yuan(31_234.56),
        taxFree: yuan(300),
        socialEmployee: yuan(2_210.12),
        fundEmployee: yuan(1_000),
        otherDeduction: yuan(100),
      }),
    );
    const trial = taxTrial(2026, pay, { monthly: monthly(3_500), oneOff: 0, annualOnly: 0 }, 12);
    expect(trial.months.map(({ projected, withheld, difference, ...m }) => m)).toEqual(calculator);
    expect(trial.months.filter((m) => m.projected).map((m) => m.month)).toEqual([6, 7, 8, 9, 10, 11, 12]);
  });

  it('compares each paid month with what the payslip withheld', () => {
    const pay = [slip(1, { tax: yuan(330) }), slip(2, { tax: yuan(300) }), slip(3, { tax: yuan(400) })];
    const trial = taxTrial(2026, pay, { monthly: monthly(2_000), oneOff: 0, annualOnly: yuan(5_000) }, 4);
    expect(trial.months.map((m) => m.difference)).toEqual([0, yuan(-30), yuan(70), null]);
    expect(trial.months[3]?.withheld).toBeNull();
    expect(trial.computedTotal).toBe(yuan(990));
    expect(trial.withheldTotal).toBe(yuan(1030));
    expect(trial.difference).toBe(yuan(40));
    expect(trial.annualOnly).toBe(yuan(5_000));
  });

  it('counts the one-off deduction in the first month and a month without a payslip as income 0', () => {
    const pay = [slip(1), slip(3)];
    const trial = taxTrial(2026, pay, { monthly: monthly(2_000), oneOff: yuan(3_600), annualOnly: 0 }, 3);
    // Jan: 11,000 - 3,600 = 7,400 -> 222; Feb: income 0 and 7,000 deducted -> 400 cumulative, nothing more;
    // Mar: 400 + 11,000 = 11,400 -> 342 in all.
    expect(trial.months.map((m) => m.month)).toEqual([1, 2, 3]);
    expect(trial.months[0]?.cumulativeTaxable).toBe(yuan(7_400));
    expect(trial.months[0]?.tax).toBe(yuan(222));
    expect(trial.months[1]?.cumulativeTaxable).toBe(yuan(400));
    expect(trial.months[1]?.tax).toBe(0);
    expect(trial.months[2]?.cumulativeTaxable).toBe(yuan(11_400));
    expect(trial.months[2]?.tax).toBe(yuan(342 - 222));
  });

  it('is empty without payslips', () => {
    expect(taxTrial(2026, [], { monthly: monthly(0), oneOff: 0, annualOnly: 0 }, 12).months).toEqual([]);
  });
});

describe('annual settlement (个人所得税法 art. 6)', () => {
  const wages = Array.from({ length: 12 }, (_, i) => slip(i + 1, { tax: 0 }));
  const base = {
    wages,
    incomes: [],
    donations: [],
    preferences: [],
    deductions: { monthly: monthly(2_000), oneOff: 0, annualOnly: 0 },
  };

  it('counts labour and royalties at 80%, author remuneration at 56%', () => {
    expect(countedIncome('labour', yuan(10_000))).toBe(yuan(8_000));
    expect(countedIncome('royalty', yuan(10_000))).toBe(yuan(8_000));
    expect(countedIncome('author', yuan(10_000))).toBe(yuan(5_600));
  });

  it('taxes the year: 240,000 - 60,000 - 24,000 - 24,000 = 132,000 -> 10,680; withheld 0 -> pay 10,680', () => {
    const s = computeSettlement(base);
    expect(s.taxable).toBe(yuan(132_000));
    expect(s.taxDue).toBe(yuan(10_680));
    expect(s.balance).toBe(yuan(10_680));
  });

  it('adds other income, the annual-only illness amount, and refunds what was withheld too much', () => {
    const s = computeSettlement({
      ...base,
      wages: wages.map((w) => ({ ...w, tax: yuan(1_000) })),
      incomes: [{ category: 'author', amount: yuan(10_000), taxWithheld: yuan(100) }],
      deductions: { monthly: monthly(2_000), oneOff: 0, annualOnly: yuan(20_000) },
    });
    // 240,000 + 5,600 - 60,000 - 24,000 - 24,000 - 20,000 = 117,600 -> 11,760 - 2,520 = 9,240
    expect(s.taxable).toBe(yuan(117_600));
    expect(s.tax).toBe(yuan(9_240));
    expect(s.withheld).toBe(yuan(12_100));
    expect(s.balance).toBe(yuan(-2_860));
  });

  it('caps donations at 30% of the taxable income and applies preferences', () => {
    const s = computeSettlement({
      ...base,
      donations: [{ amount: yuan(50_000) }],
      preferences: [
        { kind: 'exempt', amount: yuan(2_000) },
        { kind: 'relief', amount: yuan(100) },
      ],
    });
    // before donations 130,000; cap 39,000 -> 91,000 -> 9,100 - 2,520 = 6,580 - relief 100
    expect(s.beforeDonations).toBe(yuan(130_000));
    expect(s.donations).toBe(yuan(39_000));
    expect(s.taxable).toBe(yuan(91_000));
    expect(s.tax).toBe(yuan(6_480));
  });

  it('never goes below zero', () => {
    const s = computeSettlement({ ...base, wages: [slip(1, { gross: yuan(3_000), tax: yuan(10) })] });
    expect(s.taxable).toBe(0);
    expect(s.tax).toBe(0);
    expect(s.balance).toBe(yuan(-10));
  });
});

describe('window and inputs', () => {
  it('opens March 1 to June 30 of the next year', () => {
    expect(declarationWindow(2025)).toEqual({ from: '2026-03-01', to: '2026-06-30' });
    expect(isInDeclarationWindow(2025, '2026-02-28')).toBe(false);
    expect(isInDeclarationWindow(2025, '2026-03-01')).toBe(true);
    expect(isInDeclarationWindow(2025, '2026-06-30')).toBe(true);
    expect(isInDeclarationWindow(2025, '2026-11-26')).toBe(false);
  });

  it('takes a preference document ID of fewer than 30 characters only', () => {
    const input = { year: 2025, kind: 'exempt', name: '残疾人减征', amount: '100' };
    expect(ZPreferenceSave.safeParse({ ...input, documentId: 'A'.repeat(29) }).success).toBe(true);
    const long = ZPreferenceSave.safeParse({ ...input, documentId: 'A'.repeat(30) });
    expect(long.error?.issues[0]?.message).toBe('validation.declaration.documentIdTooLong');
    const bad = ZPreferenceSave.safeParse({ ...input, documentId: 'X', amount: '1.234' });
    expect(bad.error?.issues[0]?.message).toBe('validation.declaration.amount');
  });
});
