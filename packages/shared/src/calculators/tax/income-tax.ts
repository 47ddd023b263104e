/**
 * Monthly individual income tax on wages by cumulative withholding (calType 4), 国家税务总局公告2018年
 * 第61号 art. 6: this month's withholding = (cumulative taxable income x rate - quick deduction)
 * - cumulative reliefs - tax already withheld, a negative balance not refunded ("暂不退税");
 * cumulative taxable income = cumulative income - tax-exempt income - 5,000 x months employed here this
 * year - special deductions (social insurance, housing fund) - special additional deductions - other
 * deductions; rates: 预扣率表一 = the annual table of 个人所得税法 art. 3. Special additional deduction
 * standards: 国发〔2023〕13号 and 国发〔2018〕41号 (special-deductions.ts).
 */
import type { TLanguage } from '../../constants';
import {
  CalType,
  type TCalculator,
  type TCalFigure,
  type TCalLaw,
  type TCalResult,
  type TCalTable,
} from '../contract';
import { formatFen, formatFenGrouped, mulFraction } from '../money';
import { parseIncomeTax, type TIncomeTaxInput, type TIncomeTaxItems } from './income-tax-input';
import { housingAmount, SPECIAL_DEDUCTION_STANDARDS as S } from './special-deductions';
import { annualTax, bracketOf } from './tax-rules';
import { ANNUAL_BRACKETS, MONTHLY_BASIC_DEDUCTION, TAX_TABLE_META } from './tax-tables';
import { monthLabel, type TTaxTextKey, taxLaw, taxText } from './texts';

const g = formatFenGrouped;

export type TWithholdingMonth = {
  month: number;
  cumulativeIncome: number;
  cumulativeDeduction: number;
  cumulativeTaxable: number;
  /** Percent of the band of the cumulative taxable income; 0 when there is nothing to tax. */
  rate: number;
  /** Tax withheld up to and including this month. */
  cumulativeTax: number;
  tax: number;
  afterTax: number;
};

/** The monthly special additional deductions of the itemised form, in fen (国发〔2023〕13号 standards). */
export function monthlySpecial(items: TIncomeTaxItems): number {
  const elderly =
    items.elderly === 'only' ? S.elderlyOnlyChild : items.elderly === 'shared' ? items.elderlyShare : 0;
  return (
    items.children * S.childEducationPerChild +
    items.infants * S.infantCarePerChild +
    elderly +
    (items.degree ? S.continuingEducationDegree : 0) +
    housingAmount(items.housing)
  );
}

/**
 * One month of wages as cumulative withholding sees it (fen): income, tax-exempt part, the employee's
 * social insurance and housing fund, the special additional deductions of the month (a one-off amount
 * such as the certificate year's 3,600 goes into the month it is reported) and other deductions.
 */
export type TWithholdingInput = {
  month: number;
  income: number;
  taxFree: number;
  social: number;
  special: number;
  other: number;
};

/**
 * 国家税务总局公告2018年第61号 art. 6 over any run of months employed here this year (the months in
 * order, the first being the first month employed): each month's withholding = annual table on the
 * cumulative taxable income - tax already withheld, never negative ("余额为负值时，暂不退税"); the
 * basic deduction is 5,000 x months employed so far. The income tax calculator and the tax trial
 * (and the income declaration's figure of tax due) all use this one function.
 */
export function cumulativeWithholding(months: readonly TWithholdingInput[]): TWithholdingMonth[] {
  const out: TWithholdingMonth[] = [];
  let withheld = 0;
  let cumulativeIncome = 0;
  let cumulativeDeduction = 0;
  for (const m of months) {
    cumulativeIncome += m.income;
    cumulativeDeduction += m.taxFree + MONTHLY_BASIC_DEDUCTION + m.social + m.special + m.other;
    const cumulativeTaxable = Math.max(0, cumulativeIncome - cumulativeDeduction);
    const due = annualTax(cumulativeTaxable);
    const tax = Math.max(0, due - withheld);
    withheld += tax;
    out.push({
      month: m.month,
      cumulativeIncome,
      cumulativeDeduction,
      cumulativeTaxable,
      rate: cumulativeTaxable > 0 ? bracketOf(ANNUAL_BRACKETS, cumulativeTaxable).rate : 0,
      cumulativeTax: withheld,
      tax,
      afterTax: m.income - m.social - tax,
    });
  }
  return out;
}

/** Every month from the first month employed here to December, by 2018年第61号 art. 6. */
export function withholdingSchedule(input: TIncomeTaxInput): TWithholdingMonth[] {
  const special = input.special.mode === 'total' ? input.special.total : monthlySpecial(input.special.items);
  // The certificate year's 3,600 is a one-off for the year; the employer deducts the year's available
  // cumulative amount from the month it is reported (国家税务总局公告2018年第60号 art. 5 - article number not
  // checked against the official text here): here, the first month.
  const certificate =
    input.special.mode === 'items' && input.special.items.certificate ? S.continuingEducationCertificate : 0;
  const months: TWithholdingInput[] = [];
  for (let month = input.startMonth; month <= 12; month += 1) {
    months.push({
      month,
      income: input.salary,
      taxFree: input.taxFree,
      social: input.social,
      special: special + (month === input.startMonth ? certificate : 0),
      other: input.other,
    });
  }
  return cumulativeWithholding(months);
}

function laws(lang: TLanguage): TCalLaw[] {
  const law = (name: TTaxTextKey, article: TTaxTextKey, text: TTaxTextKey) =>
    taxLaw(lang, name, article, text);
  return [
    law('lawAnn61', 'lawAnn61Article', 'lawAnn61Text'),
    law('lawIit', 'lawIitArt3', 'lawIitArt3Text'),
    law('lawIit', 'lawIitArt6', 'lawIitArt6Text'),
    law('lawGf13', 'lawGf13Article', 'lawGf13Text'),
    law('lawGf41', 'lawGf41Article', 'lawGf41Text'),
  ];
}

function tables(lang: TLanguage): TCalTable[] {
  return [
    {
      name: taxText(lang, 'tableRatesName'),
      source: taxText(lang, 'tableRatesSource'),
      ...TAX_TABLE_META.annualRates,
    },
    {
      name: taxText(lang, 'tableSpecialName'),
      source: taxText(lang, 'tableSpecialSource'),
      ...TAX_TABLE_META.specialDeductions,
    },
  ];
}

function specialSteps(input: TIncomeTaxInput, lang: TLanguage, special: number): string[] {
  const t = (key: TTaxTextKey, params?: Record<string, string | number>) => taxText(lang, key, params);
  if (input.special.mode === 'total') return [t('stepSpecialTotal', { total: g(special) })];
  const items = input.special.items;
  const parts: string[] = [];
  if (items.children > 0) parts.push(t('itemChildren', { count: items.children }));
  if (items.infants > 0) parts.push(t('itemInfants', { count: items.infants }));
  if (items.elderly === 'only') parts.push(t('itemElderlyOnly'));
  if (items.elderly === 'shared') parts.push(t('itemElderlyShared', { amount: g(items.elderlyShare) }));
  if (items.degree) parts.push(t('itemDegree'));
  if (items.housing === 'loan') parts.push(t('itemLoan'));
  else if (items.housing !== 'none') parts.push(t('itemRent', { amount: g(housingAmount(items.housing)) }));
  const steps = [
    parts.length > 0
      ? t('stepSpecialItems', { items: parts.join(lang === 'en' ? '; ' : '；'), total: g(special) })
      : t('stepSpecialNone'),
  ];
  if (items.certificate) steps.push(t('stepCertificate', { month: monthLabel(lang, input.startMonth) }));
  steps.push(t('stepIllness'));
  return steps;
}

export function computeIncomeTax(input: TIncomeTaxInput, lang: TLanguage, today: string): TCalResult {
  const t = (key: TTaxTextKey, params?: Record<string, string | number>) => taxText(lang, key, params);
  const special = input.special.mode === 'total' ? input.special.total : monthlySpecial(input.special.items);
  const months = withholdingSchedule(input);
  const total = months.reduce((sum, month) => sum + month.tax, 0);
  const yearNet = months.reduce((sum, month) => sum + month.afterTax, 0);
  const first = months[0] as TWithholdingMonth;
  const last = months[months.length - 1] as TWithholdingMonth;

  const steps: string[] = [];
  if (input.startMonth > 1) steps.push(t('stepStart', { month: monthLabel(lang, input.startMonth) }));
  steps.push(...specialSteps(input, lang, special));
  steps.push(
    t('stepMonthTaxable', {
      salary: g(input.salary),
      taxFree: g(input.taxFree),
      social: g(input.social),
      special: g(special),
      other: g(input.other),
      taxable: g(
        input.salary - input.taxFree - MONTHLY_BASIC_DEDUCTION - input.social - special - input.other,
      ),
    }),
  );
  steps.push(t('stepFormula'));
  let rate = 0;
  for (const month of months) {
    if (month.rate > rate) {
      if (rate > 0) {
        steps.push(
          t('stepRateUp', {
            month: monthLabel(lang, month.month),
            cumulative: g(month.cumulativeTaxable),
            rate: month.rate,
            tax: g(month.tax),
          }),
        );
      }
      rate = month.rate;
    }
  }
  if (total === 0) steps.push(t('stepZero'));
  steps.push(t('stepAfterTax', { yearNet: g(yearNet) }));
  steps.push(t('stepSettlement'));

  const figure: TCalFigure = {
    title: t('figMonths'),
    columns: [
      t('colMonth'),
      t('colMonthTax'),
      t('colCumIncome'),
      t('colCumDeduction'),
      t('colCumTaxable'),
      t('colWithholdingRate'),
      t('colCumTax'),
      t('colAfterTax'),
    ],
    rows: months.map((month) => ({
      cells: [
        monthLabel(lang, month.month),
        g(month.tax),
        g(month.cumulativeIncome),
        g(month.cumulativeDeduction),
        g(month.cumulativeTaxable),
        `${month.rate}%`,
        g(month.cumulativeTax),
        g(month.afterTax),
      ],
    })),
    chart: { labelColumn: 0, valueColumn: 1, unit: t('yuan') },
    note: t('noteMonths'),
  };

  return {
    main_ans: formatFen(total),
    main_label: t('iitMain'),
    main_unit: t('yuan'),
    sub_ans: [
      {
        label: t('iitFirst', { month: monthLabel(lang, first.month) }),
        value: g(first.tax),
        unit: t('yuan'),
      },
      { label: t('iitLast'), value: g(last.tax), unit: t('yuan') },
      { label: t('iitSpecial'), value: g(special), unit: t('yuan') },
      { label: t('iitYearNet'), value: g(yearNet), unit: t('yuan') },
      { label: t('iitAverageNet'), value: g(mulFraction(yearNet, 1, months.length)), unit: t('yuan') },
    ],
    message: steps.join('\n'),
    figure: [figure],
    laws: laws(lang),
    warnings: [],
    tables: tables(lang),
    asOf: today,
  };
}

export const incomeTaxCalculator: TCalculator<TIncomeTaxInput> = {
  calType: CalType.IncomeTax,
  parse: parseIncomeTax,
  compute: (input, context) => computeIncomeTax(input, context.lang, context.today),
};
