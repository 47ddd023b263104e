/**
 * Local average monthly wage (calType 9): the figure in force today, the year, the social-insurance
 * contribution band (60% floor, 300% cap; 国办发〔2019〕13号, 劳办发〔1997〕116号) and the compensation
 * cap it sets (劳动合同法 art. 47: 3x), and where a monthly wage sits in that band.
 */
import { CalType, type TCalculator } from '../contract';
import { formatFen, formatFenGrouped, mulFraction } from '../money';
import {
  AVERAGE_WAGE_ROWS,
  averageWageOn,
  compensationAverageOn,
  contributionFloorFen,
  threeTimesFen,
  threeTimesOf,
} from './average-wage-table';
import { AVERAGE_WAGE_CITIES, cityName } from './cities';
import { AVERAGE_WAGE_LAWS, fill, TEXTS } from './texts';
import { parseAverageWageInput, type TWageInput } from './wage-input';

/** `part` as a percentage of `whole` to one decimal, rounded half up: 20,000 / 12,434 -> "160.8%". */
function percentOf(part: number, whole: number): string {
  const permille = mulFraction(part, 1000, whole);
  return `${Math.floor(permille / 10)}.${permille % 10}%`;
}

export const averageWageCalculator: TCalculator<TWageInput> = {
  calType: CalType.AverageWage,
  parse: parseAverageWageInput,
  compute(input, { lang, today }) {
    const text = TEXTS[lang];
    const city = cityName(input.city, lang);
    const row =
      averageWageOn(input.city, today) ??
      AVERAGE_WAGE_ROWS.find((r) => r.city === input.city && r.kind === 'social');
    if (!row) throw new Error(`no average wage row for ${input.city}`);
    const average = row.monthlyFen;
    const floor = contributionFloorFen(average);
    const cap = threeTimesFen(average);
    const money = formatFenGrouped;
    const steps = [
      fill(text.avgStep1, {
        city,
        year: row.year,
        average: money(average),
        scope: row.scope[lang],
        from: row.validFrom,
        annual: money(average * 12),
      }),
      fill(text.avgStep2, { average: money(average), floor: money(floor), cap: money(cap) }),
    ];
    const warnings: string[] = [];
    if (row.derived) warnings.push(text.avgWarnDerived);
    // 劳动合同法 art. 47 para. 2: the city's own reference for the compensation cap, when it differs.
    const capRow = compensationAverageOn(input.city, today);
    const compensationCap = capRow ? threeTimesOf(capRow) : null;
    if (capRow === row) steps.push(fill(text.avgStep3, { cap: money(cap) }));
    else if (capRow && compensationCap !== null)
      steps.push(
        fill(text.avgStepCapOther, {
          scope: capRow.scope[lang],
          year: capRow.year,
          average: money(capRow.monthlyFen),
          cap: money(compensationCap),
        }),
      );
    else warnings.push(fill(text.avgWarnNoCap, { city }));
    const subs = [
      { label: text.annual, value: money(average * 12), unit: text.yuan },
      { label: text.floor, value: money(floor), unit: text.yuan },
      { label: capRow === row ? text.cap : text.capSocial, value: money(cap), unit: text.yuan },
      { label: text.year, value: String(row.year) },
    ];
    if (capRow && capRow !== row && compensationCap !== null)
      subs.push({ label: text.capCompensation, value: money(compensationCap), unit: text.yuan });
    const bandRows: { cells: string[]; highlight?: boolean }[] = [
      { cells: [text.rowFloor, '60%', money(floor)] },
      { cells: [text.rowAverage, '100%', money(average)] },
      { cells: [capRow === row ? text.rowCap : text.rowCapSocial, '300%', money(cap)] },
    ];
    if (capRow && capRow !== row && compensationCap !== null)
      bandRows.push({
        cells: [text.rowCapCompensation, percentOf(compensationCap, average), money(compensationCap)],
      });
    if (input.wageFen !== null) {
      // Share in tenths of a percent, rounded half up: 20,000 / 12,434 -> 160.8%.
      const ratio = percentOf(input.wageFen, average).slice(0, -1);
      const band =
        input.wageFen < floor
          ? fill(text.bandBelow, { floor: money(floor) })
          : input.wageFen > cap
            ? fill(text.bandAbove, { cap: money(cap) })
            : text.bandInside;
      subs.push({ label: text.ratio, value: `${ratio}%` });
      steps.push(fill(text.avgStepWage, { wage: money(input.wageFen), ratio, band }));
      if (compensationCap !== null)
        steps.push(
          fill(input.wageFen > compensationCap ? text.compAbove : text.compBelow, {
            cap: money(compensationCap),
          }),
        );
      bandRows.push({ cells: [text.rowWage, `${ratio}%`, money(input.wageFen)], highlight: true });
    }
    const cities = AVERAGE_WAGE_CITIES.flatMap((c) => {
      const r = averageWageOn(c, today) ?? AVERAGE_WAGE_ROWS.find((x) => x.city === c);
      return r ? [{ city: c, row: r }] : [];
    });
    return {
      main_ans: formatFen(average),
      main_label: fill(text.avgMain, { city, year: row.year }),
      main_unit: text.yuan,
      sub_ans: subs,
      message: steps.join('\n'),
      figure: [
        {
          title: text.avgFigure,
          columns: [text.colItem, text.colShare, text.colAmount],
          rows: bandRows,
          // The share (60%, 100%, 300%, yours) is the short label a bar needs.
          chart: { labelColumn: 1, valueColumn: 2, unit: text.yuan },
          note: row.source,
        },
        {
          title: text.avgCities,
          columns: [text.colCity, text.colYear, text.colAmount],
          rows: cities.map(({ city: c, row: r }) => ({
            cells: [cityName(c, lang), String(r.year), money(r.monthlyFen)],
            highlight: c === input.city,
          })),
          chart: { labelColumn: 0, valueColumn: 2, unit: text.yuan },
        },
      ],
      laws: AVERAGE_WAGE_LAWS.map((law) => law[lang]),
      warnings,
      tables: [
        {
          name: fill(text.avgTable, { city, year: row.year }),
          year: row.year,
          source: row.source,
          annual: true,
          validFrom: row.validFrom,
        },
        ...(capRow && capRow !== row
          ? [
              {
                name: fill(text.capTable, { scope: capRow.scope[lang], year: capRow.year }),
                year: capRow.year,
                source: capRow.source,
                annual: true,
                validFrom: capRow.validFrom,
              },
            ]
          : []),
      ],
      asOf: today,
    };
  },
};
