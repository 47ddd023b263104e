/**
 * Five social insurances and housing fund (calType 5; issue 5, spec 2 §2, spec 3 §2.6).
 *
 * For a city's contribution year: the social-insurance base is the wage (or a declared base) kept
 * between the city's floor and ceiling (60%-300% of the all-units average wage of 国办发〔2019〕13号 item 3;
 * the 60%/300% band itself: 劳办发〔1997〕116号); each insurance
 * is base × rate for the employee (社会保险法 arts. 10, 12, 23, 44) and the employer (arts. 12, 23, 33,
 * 44, 53); work injury is employer-only at the company's class rate (art. 33, 人社部发〔2015〕71号); the
 * housing fund is its own base (kept within the fund's bounds) × the rate, each side (住房公积金管理条例
 * arts. 16, 18), plus a supplementary fund where the city has one (Shanghai). Where an insurance has bounds
 * of its own (Shenzhen and Guangzhou medical) it is kept within them instead; Shenzhen's medical insurance
 * is computed for the employee's tier (一档 / 二档, 深圳市医疗保障办法 art. 8).
 *
 * Rounding: each social-insurance amount is rounded half up to the fen (no published rule of either
 * city's agency was available to check; the fen is the exact amount to one rounding); Shanghai's fund
 * centre rounds each side's housing-fund amount to the whole yuan (沪公积金管委会〔2025〕8号 Q&A), Beijing's
 * fund is rounded to the fen. Money is integer fen throughout (money.ts).
 */
import {
  CalType,
  type TCalContext,
  type TCalculator,
  type TCalFigure,
  type TCalResult,
  type TCalSubAnswer,
} from '../contract';
import { formatFenGrouped, mulBasisPoints, mulFraction } from '../money';
import { insuranceCity } from './cities';
import { INSURANCE_TABLES, insuranceTable, type TInsuranceItem } from './insurance-tables';
import { parseInsuranceInput, type TInsuranceInput } from './social-insurance-input';
import { INSURANCE_TEXTS, insuranceLaws } from './texts';

/** 1600 bp -> "16%", 50 -> "0.5%", 20 -> "0.2%". */
function percent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

const clamp = (value: number, floor: number, ceiling: number) => Math.min(Math.max(value, floor), ceiling);

type TLine = {
  name: string;
  /** The chart's label. */
  short: string;
  baseFen: number;
  employeeRate: string;
  employeeFen: number;
  employerRate: string;
  employerFen: number;
};

export function computeInsurance(input: TInsuranceInput, context: TCalContext): TCalResult {
  const text = INSURANCE_TEXTS[context.lang];
  const table = insuranceTable(input.city, context.today, input.year);
  const city = insuranceCity(input.city);
  const cityName = city ? city.name[context.lang] : input.city;
  const money = formatFenGrouped;
  const warnings: string[] = [];
  const steps: string[] = [text.steps.table(cityName, table.year, table.validFrom, table.validTo)];

  // Social-insurance base: the declared base, else the wage, within the table's floor and ceiling.
  const declaredBase = input.baseFen ?? input.salaryFen;
  const siBase = clamp(declaredBase, table.base.floorFen, table.base.ceilingFen);
  if (input.baseFen !== undefined) warnings.push(text.declared(text.siBase));
  if (declaredBase < table.base.floorFen)
    warnings.push(text.raised(text.siBase, money(declaredBase), money(siBase)));
  if (declaredBase > table.base.ceilingFen)
    warnings.push(text.capped(text.siBase, money(declaredBase), money(siBase)));
  steps.push(
    text.steps.base(
      money(declaredBase),
      money(table.base.floorFen),
      money(table.base.ceilingFen),
      money(siBase),
    ),
  );

  const lines: TLine[] = [];
  // Figures not confirmed by a published notice: told after the base warnings.
  const unverified: string[] = [];
  // Shenzhen's medical tiers (深圳市医疗保障办法 art. 8): only the employee's tier is computed.
  const tier = input.medicalTier ?? 1;
  const toldBounds = new Set<string>();
  for (const item of table.items.filter((entry) => entry.tier === undefined || entry.tier === tier)) {
    const base = item.base ? clamp(declaredBase, item.base.floorFen, item.base.ceilingFen) : siBase;
    const employerBp = item.kind === 'injury' ? input.injuryRateBp : item.employerBp;
    const fixed = item.employeeFixedFen ?? 0;
    const line: TLine = {
      name: itemName(item, text),
      short: text.short[item.kind],
      baseFen: base,
      employeeRate:
        item.employeeBp === 0 && fixed === 0
          ? '—'
          : `${percent(item.employeeBp)}${fixed ? text.fixed(money(fixed)) : ''}`,
      employeeFen: mulBasisPoints(base, item.employeeBp) + fixed,
      employerRate: percent(employerBp),
      employerFen: mulBasisPoints(base, employerBp),
    };
    lines.push(line);
    // An item with bounds of its own (Guangdong and Shenzhen medical): its floor and ceiling are told too,
    // once for items sharing the same bounds (Shenzhen medical and maternity).
    const boundsKey = item.base ? `${item.base.floorFen}-${item.base.ceilingFen}` : '';
    if (item.base && !toldBounds.has(boundsKey)) {
      toldBounds.add(boundsKey);
      const what = text.itemBase(line.name);
      if (declaredBase < item.base.floorFen)
        warnings.push(text.raised(what, money(declaredBase), money(base)));
      if (declaredBase > item.base.ceilingFen)
        warnings.push(text.capped(what, money(declaredBase), money(base)));
    }
    if (item.unverified) unverified.push(item.unverified[context.lang]);
    steps.push(
      line.employeeFen === 0 && item.employeeBp === 0
        ? text.steps.employerOnly(line.name, money(base), line.employerRate, money(line.employerFen))
        : text.steps.item(
            line.name,
            money(base),
            line.employeeRate,
            money(line.employeeFen),
            line.employerRate,
            money(line.employerFen),
          ),
    );
  }

  // Housing fund (住房公积金管理条例 arts. 16, 18): its own base and bounds, the same rate each side.
  const declaredFundBase = input.fundBaseFen ?? input.salaryFen;
  const fundBase = clamp(declaredFundBase, table.fund.base.floorFen, table.fund.base.ceilingFen);
  if (input.fundBaseFen !== undefined) warnings.push(text.declared(text.fundBase));
  if (declaredFundBase < table.fund.base.floorFen)
    warnings.push(text.raised(text.fundBase, money(declaredFundBase), money(fundBase)));
  if (declaredFundBase > table.fund.base.ceilingFen)
    warnings.push(text.capped(text.fundBase, money(declaredFundBase), money(fundBase)));
  steps.push(
    text.steps.fundBase(
      money(declaredFundBase),
      money(table.fund.base.floorFen),
      money(table.fund.base.ceilingFen),
      money(fundBase),
    ),
  );
  // Whole percent × base: to the yuan (fen × rate / 10000, half up, back to fen) or to the fen.
  const fundAmount = (rate: number) =>
    table.fund.rounding === 'yuan'
      ? mulFraction(fundBase, rate, 10_000) * 100
      : mulFraction(fundBase, rate, 100);
  const fundRows: [string, string, number][] = [[text.fund, text.short.fund, input.fundRate]];
  if (input.supplementaryFundRate > 0)
    fundRows.push([text.supplementaryFund, text.short.supplementaryFund, input.supplementaryFundRate]);
  for (const [name, short, rate] of fundRows) {
    const amount = fundAmount(rate);
    const line: TLine = {
      name,
      short,
      baseFen: fundBase,
      employeeRate: `${rate}%`,
      employeeFen: amount,
      employerRate: `${rate}%`,
      employerFen: amount,
    };
    lines.push(line);
    steps.push(
      text.steps.item(
        name,
        money(fundBase),
        line.employeeRate,
        money(amount),
        line.employerRate,
        money(amount),
      ),
    );
  }

  if (table.fund.unverified) unverified.push(table.fund.unverified[context.lang]);
  for (const note of table.notes ?? []) unverified.push(note[context.lang]);
  warnings.push(...unverified);
  const employeeTotal = lines.reduce((sum, line) => sum + line.employeeFen, 0);
  const employerTotal = lines.reduce((sum, line) => sum + line.employerFen, 0);
  const takeHome = input.salaryFen - employeeTotal;
  const employerCost = input.salaryFen + employerTotal;
  steps.push(
    text.steps.totals(money(employeeTotal), money(employerTotal), money(takeHome), money(employerCost)),
  );

  const yuan = (fen: number): TCalSubAnswer['value'] => money(fen);
  const sub_ans: TCalSubAnswer[] = [
    { label: text.employerTotal, value: yuan(employerTotal), unit: text.unit },
    { label: text.takeHome, value: yuan(takeHome), unit: text.unit },
    { label: text.employerCost, value: yuan(employerCost), unit: text.unit },
    { label: text.siBase, value: yuan(siBase), unit: text.unit },
    { label: text.fundBase, value: yuan(fundBase), unit: text.unit },
  ];

  const figure: TCalFigure[] = [
    {
      title: text.figureTitle(cityName, table.year),
      columns: [...text.columns],
      rows: [
        ...lines.map((line) => ({
          cells: [
            line.name,
            money(line.baseFen),
            line.employeeRate,
            money(line.employeeFen),
            line.employerRate,
            money(line.employerFen),
          ],
        })),
        { cells: [text.total, '', '', money(employeeTotal), '', money(employerTotal)], highlight: true },
      ],
      note: text.roundingNote(table.fund.rounding === 'yuan'),
    },
    {
      title: text.chartTitle,
      columns: [...text.chartColumns],
      rows: lines.map((line) => ({ cells: [line.short, money(line.employeeFen + line.employerFen)] })),
      chart: { labelColumn: 0, valueColumn: 1, unit: text.unit },
    },
  ];

  const fundRange = city ? `${city.fundRate.min}%–${city.fundRate.max}%` : `${input.fundRate}%`;
  const laws = [
    ...insuranceLaws(context.lang),
    {
      law: text.localNotice(cityName, table.year),
      article: table.validFrom,
      text: `${text.localText(
        `${money(table.base.floorFen)}–${money(table.base.ceilingFen)}`,
        `${money(table.fund.base.floorFen)}–${money(table.fund.base.ceilingFen)}`,
        fundRange,
      )} ${table.source}`,
    },
  ];

  return {
    main_ans: money(employeeTotal).replace(/,/g, ''),
    main_label: text.mainLabel,
    main_unit: text.unit,
    sub_ans,
    message: steps.join('\n'),
    figure,
    laws,
    warnings,
    tables: [
      {
        name: text.tableName(cityName, table.year),
        year: table.year,
        source: table.source,
        annual: true,
        validFrom: table.validFrom,
        validTo: table.validTo,
      },
      // The notices the table combines, each with its own period (Guangdong, Zhejiang).
      ...(table.periods ?? []).map((period) => ({
        name: text.periodName(period.what[context.lang], period.year),
        year: period.year,
        source: period.source,
        annual: period.validTo !== undefined,
        validFrom: period.validFrom,
        ...(period.validTo ? { validTo: period.validTo } : {}),
      })),
    ],
    asOf: context.today,
  };
}

function itemName(item: TInsuranceItem, text: (typeof INSURANCE_TEXTS)['zh']): string {
  const { kinds } = text;
  if (item.kind === 'medical') {
    const name = item.includesMaternity ? kinds.medicalMaternity : kinds.medical;
    return item.tier ? `${name}${text.tier(item.tier)}` : name;
  }
  return kinds[item.kind];
}

export const socialInsuranceCalculator: TCalculator<TInsuranceInput> = {
  calType: CalType.SocialInsurance,
  parse: parseInsuranceInput,
  compute: computeInsurance,
};

/** The tables on file (for tests and the data list). */
export { INSURANCE_TABLES };
