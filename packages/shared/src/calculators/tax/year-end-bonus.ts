/**
 * Year-end one-off bonus, taxed on its own (calType 2): 财政部 税务总局公告2023年第30号 art. 1 - band by
 * bonus / 12 in the monthly-converted table, tax = bonus x rate - quick deduction; art. 2 - it may be
 * merged into the year's comprehensive income instead (compared when a monthly salary is given);
 * "执行至2027年12月31日". Once per person per tax year: 国税发〔2005〕9号 art. 3.
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
import {
  annualTax,
  bonusBracket,
  bonusNet,
  bonusTax,
  bracketTraps,
  formatPercentHundredths,
  percentHundredths,
  solveBonus,
  trapOf,
} from './tax-rules';
import { ANNUAL_BASIC_DEDUCTION, MONTHLY_BRACKETS, TAX_TABLE_META } from './tax-tables';
import { type TTaxTextKey, taxLaw, taxText } from './texts';
import { parseYearEndBonus, type TYearEndBonusInput } from './year-end-bonus-input';

const g = formatFenGrouped;
/** Whole-yuan table figures without ".00" (the bands and quick deductions are whole yuan). */
const whole = (fen: number) => formatFenGrouped(fen).replace(/\.00$/, '');

/** bonus / 12 in fen, rounded to the fen for display only (the band is decided exactly in tax-rules). */
function monthlyShare(bonus: number): number {
  return mulFraction(bonus, 1, 12);
}

/** The salary-and-bonus comparison of art. 1 (separate) and art. 2 (merged), all in fen. */
function compare(input: { bonus: number; salary: number; deduction: number }, tax: number) {
  const yearSalary = input.salary * 12;
  const yearDeduction = input.deduction * 12;
  // 个人所得税法 art. 6 (1): income - 60,000 - special and special additional deductions.
  const salaryTaxable = Math.max(0, yearSalary - ANNUAL_BASIC_DEDUCTION - yearDeduction);
  const salaryTax = annualTax(salaryTaxable);
  const separateTotal = salaryTax + tax;
  const mergedTaxable = Math.max(0, yearSalary + input.bonus - ANNUAL_BASIC_DEDUCTION - yearDeduction);
  const mergedTotal = annualTax(mergedTaxable);
  const income = yearSalary + input.bonus - yearDeduction;
  return {
    yearSalary,
    yearDeduction,
    salaryTaxable,
    salaryTax,
    separateTotal,
    mergedTaxable,
    mergedTotal,
    income,
  };
}

function laws(lang: TLanguage): TCalLaw[] {
  const law = (name: TTaxTextKey, article: TTaxTextKey, text: TTaxTextKey) =>
    taxLaw(lang, name, article, text);
  return [
    law('lawBonus30', 'lawBonus30Article', 'lawBonus30Text'),
    law('lawGsf9', 'lawGsf9Article', 'lawGsf9Text'),
    law('lawIit', 'lawIitArt2', 'lawIitArt2Text'),
    law('lawIit', 'lawIitArt3', 'lawIitArt3Text'),
    law('lawIit', 'lawIitArt6', 'lawIitArt6Text'),
  ];
}

function tables(lang: TLanguage, merged: boolean): TCalTable[] {
  const list: TCalTable[] = [
    {
      name: taxText(lang, 'tableBonusName'),
      source: taxText(lang, 'tableBonusSource'),
      ...TAX_TABLE_META.bonusPolicy,
    },
  ];
  if (merged) {
    list.push({
      name: taxText(lang, 'tableRatesName'),
      source: taxText(lang, 'tableRatesSource'),
      ...TAX_TABLE_META.annualRates,
    });
  }
  return list;
}

function rateFigure(lang: TLanguage, bonus: number): TCalFigure {
  const applied = bonusBracket(bonus);
  let from = 0;
  const rows = MONTHLY_BRACKETS.map((bracket) => {
    const range = !Number.isFinite(bracket.upTo)
      ? taxText(lang, 'rangeAbove', { from: whole(from) })
      : from === 0
        ? taxText(lang, 'rangeUpTo', { to: whole(bracket.upTo) })
        : taxText(lang, 'rangeBetween', { from: whole(from), to: whole(bracket.upTo) });
    from = bracket.upTo;
    return {
      cells: [range, `${bracket.rate}%`, whole(bracket.quickDeduction)],
      highlight: bracket === applied,
    };
  });
  return {
    title: taxText(lang, 'figBonusRates'),
    columns: [taxText(lang, 'colMonthly'), taxText(lang, 'colRate'), taxText(lang, 'colQuick')],
    rows,
    note: taxText(lang, 'noteBonusRates'),
  };
}

function trapFigure(lang: TLanguage, bonus: number): TCalFigure {
  return {
    title: taxText(lang, 'figTraps'),
    columns: [taxText(lang, 'colTrapBand'), taxText(lang, 'colTrapLoss')],
    rows: bracketTraps().map((trap) => ({
      cells: [`${g(trap.from)} – ${g(trap.to)}`, g(trap.thresholdNet - bonusNet(trap.from))],
      highlight: bonus >= trap.from && bonus <= trap.to,
    })),
    note: taxText(lang, 'noteTraps'),
  };
}

export function computeYearEndBonus(input: TYearEndBonusInput, lang: TLanguage, today: string): TCalResult {
  const t = (key: TTaxTextKey, params?: Record<string, string | number>) => taxText(lang, key, params);
  const steps: string[] = [];
  const warnings: string[] = [];

  let bonus = input.bonus;
  if (!input.isBefore) {
    const solved = solveBonus(input.bonus);
    bonus = solved.bonus;
    steps.push(t('stepSolve', { net: g(input.bonus), bonus: g(bonus) }));
    if (solved.second !== undefined) {
      steps.push(t('stepSolveSecond', { second: g(solved.second), net: g(input.bonus), bonus: g(bonus) }));
      warnings.push(t('warnSecond', { second: g(solved.second), net: g(input.bonus), bonus: g(bonus) }));
    }
  }

  const bracket = bonusBracket(bonus);
  const tax = bonusTax(bonus);
  const net = bonusNet(bonus);
  const effective = formatPercentHundredths(percentHundredths(tax, bonus));
  steps.push(
    t('stepMonthly', {
      bonus: g(bonus),
      monthly: g(monthlyShare(bonus)),
      rate: bracket.rate,
      quick: g(bracket.quickDeduction),
    }),
  );
  steps.push(
    t('stepTax', { bonus: g(bonus), rate: bracket.rate, quick: g(bracket.quickDeduction), tax: g(tax) }),
  );
  steps.push(t('stepNet', { bonus: g(bonus), tax: g(tax), net: g(net), effective }));

  const trap = trapOf(bonus);
  if (trap) {
    const loss = trap.thresholdNet - net;
    const params = {
      bonus: g(bonus),
      from: g(trap.from),
      to: g(trap.to),
      net: g(net),
      threshold: g(trap.threshold),
      thresholdNet: g(trap.thresholdNet),
      loss: g(loss),
    };
    warnings.push(t(loss > 0 ? 'warnTrap' : 'warnTrapEqual', params));
  }

  const figure: TCalFigure[] = [rateFigure(lang, bonus), trapFigure(lang, bonus)];
  const subAns = [
    { label: t('bonusBefore'), value: g(bonus), unit: t('yuan') },
    { label: t('bonusTax'), value: g(tax), unit: t('yuan') },
    { label: t('bonusAfter'), value: g(net), unit: t('yuan') },
    { label: t('bonusRate'), value: `${bracket.rate}%` },
    { label: t('bonusQuick'), value: g(bracket.quickDeduction), unit: t('yuan') },
    { label: t('bonusEffective'), value: effective },
  ];

  const withSalary = input.salary > 0;
  if (withSalary) {
    const c = compare({ bonus, salary: input.salary, deduction: input.deduction }, tax);
    steps.push(
      t('stepMergeAssume', {
        salary: g(input.salary),
        yearSalary: g(c.yearSalary),
        deduction: g(input.deduction),
      }),
    );
    steps.push(
      t('stepSeparate', {
        salaryTaxable: g(c.salaryTaxable),
        salaryTax: g(c.salaryTax),
        bonusTax: g(tax),
        total: g(c.separateTotal),
      }),
    );
    steps.push(
      t('stepMerged', {
        yearSalary: g(c.yearSalary),
        bonus: g(bonus),
        yearDeduction: g(c.yearDeduction),
        taxable: g(c.mergedTaxable),
        total: g(c.mergedTotal),
      }),
    );
    const diff = Math.abs(c.separateTotal - c.mergedTotal);
    if (c.separateTotal < c.mergedTotal) steps.push(t('stepSeparateLower', { diff: g(diff) }));
    else if (c.mergedTotal < c.separateTotal) {
      steps.push(t('stepMergedLower', { diff: g(diff) }));
      warnings.push(t('warnMergedLower', { diff: g(diff) }));
    } else steps.push(t('stepEqual'));
    figure.push({
      title: t('figCompare'),
      columns: [t('colMethod'), t('colTotalTax'), t('colYearNet')],
      rows: [
        {
          cells: [t('rowSeparate'), g(c.separateTotal), g(c.income - c.separateTotal)],
          highlight: c.separateTotal <= c.mergedTotal,
        },
        {
          cells: [t('rowMerged'), g(c.mergedTotal), g(c.income - c.mergedTotal)],
          highlight: c.mergedTotal < c.separateTotal,
        },
      ],
      chart: { labelColumn: 0, valueColumn: 1, unit: t('yuan') },
      note: t('noteCompare'),
    });
    subAns.push(
      { label: t('bonusSeparate'), value: g(c.separateTotal), unit: t('yuan') },
      { label: t('bonusMerged'), value: g(c.mergedTotal), unit: t('yuan') },
    );
  } else {
    steps.push(t('stepNoSalary'));
  }
  steps.push(t('stepOnce'));

  // The headline is what was asked for: the tax of a before-tax bonus, or the before-tax bonus that nets the entered amount.
  const main = input.isBefore
    ? { main_ans: formatFen(tax), main_label: t('bonusMainTax') }
    : { main_ans: formatFen(bonus), main_label: t('bonusMainBefore') };
  return {
    ...main,
    main_unit: t('yuan'),
    sub_ans: subAns,
    message: steps.join('\n'),
    figure,
    laws: laws(lang),
    warnings,
    tables: tables(lang, withSalary),
    asOf: today,
  };
}

export const yearEndBonusCalculator: TCalculator<TYearEndBonusInput> = {
  calType: CalType.YearEndBonus,
  parse: parseYearEndBonus,
  compute: (input, context) => computeYearEndBonus(input, context.lang, context.today),
};
