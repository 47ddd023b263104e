/**
 * Income declaration (综合所得年度汇算) and the individual tax trial: pure rules in integer fen, used by
 * the server (it computes and enforces) and the phone (it shows the same figures and checks early).
 *
 * - 个人所得税法 art. 6 (1): annual taxable comprehensive income = income - 60,000 - special deductions
 *   (social insurance, housing fund) - special additional deductions - other deductions.
 * - art. 6 last paragraph: labour remuneration, author's remuneration and royalties count as income
 *   after 20% costs; author's remuneration additionally at 70%.
 * - art. 6 and 实施条例 art. 19: charitable donations deductible up to 30% of the taxable income.
 * - 个人所得税法 art. 11 / 国家税务总局公告2019年第44号: the annual settlement is filed from 1 March to
 *   30 June of the following year.
 * - Cumulative withholding: 国家税务总局公告2018年第61号 art. 6 (calculators/tax/income-tax.ts).
 */

import { mulFraction } from '../calculators/money';
import { cumulativeWithholding, type TWithholdingMonth } from '../calculators/tax/income-tax';
import { annualTax } from '../calculators/tax/tax-rules';
import { ANNUAL_BASIC_DEDUCTION } from '../calculators/tax/tax-tables';

/** Categories of comprehensive income a person adds to the declaration (wages come from the payslips). */
export const INCOME_CATEGORIES = ['labour', 'author', 'royalty'] as const;
export type TIncomeCategory = (typeof INCOME_CATEGORIES)[number];

/** Kinds of tax preference: tax-exempt income (lowers the income) or a tax relief (lowers the tax). */
export const PREFERENCE_KINDS = ['exempt', 'relief'] as const;
export type TPreferenceKind = (typeof PREFERENCE_KINDS)[number];

/** spec 3 §5: a preference's document ID has fewer than 30 characters. */
export const PREFERENCE_DOC_MAX = 29;
export const DECLARATION_NAME_MAX = 60;
export const DONATION_CERTIFICATE_MAX = 40;
/** Largest single amount accepted (100 million yuan), in fen: a typing error beyond it. */
export const DECLARATION_AMOUNT_MAX = 100_000_000_00;

/** The income an added item counts for (art. 6): labour and royalties x 80%, author's x 80% x 70%. */
export function countedIncome(category: TIncomeCategory, amount: number): number {
  if (category === 'author') return mulFraction(amount, 56, 100);
  return mulFraction(amount, 80, 100);
}

/** The filing window of a tax year: 1 March - 30 June of the following year (both included). */
export function declarationWindow(year: number): { from: string; to: string } {
  return { from: `${year + 1}-03-01`, to: `${year + 1}-06-30` };
}

export function isInDeclarationWindow(year: number, today: string): boolean {
  const { from, to } = declarationWindow(year);
  return today >= from && today <= to;
}

/** The tax year declared now: the previous year. */
export function declarationYearOf(today: string): number {
  return Number(today.slice(0, 4)) - 1;
}

/** One month's wages as the payslip has them (fen). */
export type TPayMonth = {
  /** 1-12 */
  month: number;
  gross: number;
  taxFree: number;
  socialEmployee: number;
  fundEmployee: number;
  specialDeduction: number;
  otherDeduction: number;
  tax: number;
};

/** The special additional deductions of a year as the deductions area reports them (fen). */
export type TYearDeductionFigures = { monthly: number[]; oneOff: number; annualOnly: number };

export type TSettlementInput = {
  wages: TPayMonth[];
  incomes: { category: TIncomeCategory; amount: number; taxWithheld: number }[];
  donations: { amount: number }[];
  preferences: { kind: TPreferenceKind; amount: number }[];
  deductions: TYearDeductionFigures;
};

export type TSettlement = {
  wageIncome: number;
  otherIncome: number;
  /** Wages + counted other income - tax-exempt income. */
  income: number;
  exempt: number;
  basic: number;
  social: number;
  special: number;
  other: number;
  /** Taxable income before donations (not below 0). */
  beforeDonations: number;
  donationsClaimed: number;
  /** Deductible donations: at most 30% of the taxable income before donations. */
  donations: number;
  taxable: number;
  /** Tax by the annual table. */
  taxDue: number;
  relief: number;
  /** Tax after reliefs. */
  tax: number;
  withheld: number;
  /** tax - withheld: > 0 to pay, < 0 to be refunded. */
  balance: number;
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The annual settlement of comprehensive income (个人所得税法 art. 6). */
export function computeSettlement(input: TSettlementInput): TSettlement {
  const wageIncome = sum(input.wages.map((m) => m.gross));
  const otherIncome = sum(input.incomes.map((i) => countedIncome(i.category, i.amount)));
  const exempt =
    sum(input.wages.map((m) => m.taxFree)) +
    sum(input.preferences.filter((p) => p.kind === 'exempt').map((p) => p.amount));
  const income = wageIncome + otherIncome - exempt;
  const basic = ANNUAL_BASIC_DEDUCTION;
  const social = sum(input.wages.map((m) => m.socialEmployee + m.fundEmployee));
  const special = sum(input.deductions.monthly) + input.deductions.oneOff + input.deductions.annualOnly;
  const other = sum(input.wages.map((m) => m.otherDeduction));
  const beforeDonations = Math.max(0, income - basic - social - special - other);
  const donationsClaimed = sum(input.donations.map((d) => d.amount));
  const donations = Math.min(donationsClaimed, mulFraction(beforeDonations, 30, 100));
  const taxable = beforeDonations - donations;
  const taxDue = annualTax(taxable);
  const relief = Math.min(
    taxDue,
    sum(input.preferences.filter((p) => p.kind === 'relief').map((p) => p.amount)),
  );
  const tax = taxDue - relief;
  const withheld = sum(input.wages.map((m) => m.tax)) + sum(input.incomes.map((i) => i.taxWithheld));
  return {
    wageIncome,
    otherIncome,
    income,
    exempt,
    basic,
    social,
    special,
    other,
    beforeDonations,
    donationsClaimed,
    donations,
    taxable,
    taxDue,
    relief,
    tax,
    withheld,
    balance: tax - withheld,
  };
}

export type TTrialMonth = TWithholdingMonth & {
  /** A month without a payslip yet, projected with the latest month's figures. */
  projected: boolean;
  /** Tax the payslip withheld (null for a projected month). */
  withheld: number | null;
  /** withheld - computed (null for a projected month). */
  difference: number | null;
};

export type TTrial = {
  year: number;
  months: TTrialMonth[];
  computedTotal: number;
  withheldTotal: number;
  /** Withheld minus computed over the months with a payslip. */
  difference: number;
  /** Annual-settlement-only deductions (serious illness): not in the monthly withholding. */
  annualOnly: number;
};

/**
 * The individual tax trial of a year: cumulative withholding from the first month with a payslip,
 * each month with the payslip's income, tax-exempt part, social insurance and fund, other deductions
 * and the month's special additional deductions as the person declared them (the one-off amount in
 * the first month); the months after the latest payslip up to `projectThrough` repeat the latest
 * month's figures. Each paid month compares the computed tax with what the payslip withheld.
 */
export function taxTrial(
  year: number,
  pay: TPayMonth[],
  deductions: TYearDeductionFigures,
  projectThrough: number,
): TTrial {
  const sorted = [...pay].sort((a, b) => a.month - b.month);
  const byMonth = new Map(sorted.map((m) => [m.month, m]));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last)
    return {
      year,
      months: [],
      computedTotal: 0,
      withheldTotal: 0,
      difference: 0,
      annualOnly: deductions.annualOnly,
    };
  const end = Math.max(last.month, Math.min(12, projectThrough));
  const inputs = [];
  for (let month = first.month; month <= end; month += 1) {
    const slip = byMonth.get(month) ?? (month > last.month ? last : undefined);
    const special = (deductions.monthly[month - 1] ?? 0) + (month === first.month ? deductions.oneOff : 0);
    inputs.push({
      month,
      income: slip?.gross ?? 0,
      taxFree: slip?.taxFree ?? 0,
      social: slip ? slip.socialEmployee + slip.fundEmployee : 0,
      special,
      other: slip?.otherDeduction ?? 0,
    });
  }
  const computed = cumulativeWithholding(inputs);
  const months: TTrialMonth[] = computed.map((m) => {
    const slip = byMonth.get(m.month);
    const projected = m.month > last.month;
    const withheld = projected ? null : (slip?.tax ?? 0);
    return { ...m, projected, withheld, difference: withheld === null ? null : withheld - m.tax };
  });
  const paid = months.filter((m) => !m.projected);
  const computedTotal = sum(paid.map((m) => m.tax));
  const withheldTotal = sum(paid.map((m) => m.withheld ?? 0));
  return {
    year,
    months,
    computedTotal,
    withheldTotal,
    difference: withheldTotal - computedTotal,
    annualOnly: deductions.annualOnly,
  };
}
