/**
 * Economic compensation on termination (calType 1), 劳动合同法 art. 46, 47, 40, 48, 87, 97 and 实施条例
 * art. 20, 25, 27. Money in fen; N in half months so that every product is exact.
 *
 * - N (art. 47): full years + 1 for a remainder of 6 months or more, 0.5 for less (service-length.ts).
 * - exp (art. 46(5) with art. 97 para. 3): service counts from 2008-01-01 only.
 * - base (实施条例 art. 27): the 12-month average, not below the local minimum wage on the leaving date.
 * - cap (art. 47 para. 2): base above 3x the local average monthly wage -> base = 3x and N <= 12.
 * - mp, obj (art. 40 without 30 days' notice, 实施条例 art. 20): N x base + last month's wage ("N+1").
 * - und (art. 48, 87; 实施条例 art. 25): 2 x (N x base), counted from the first day, no N and no +1.
 */
import { CalType, type TCalculator, type TCalTable } from '../contract';
import { formatFen, formatFenGrouped, mulFraction } from '../money';
import {
  compensationAverageOn,
  isSuperseded,
  threeTimesFen,
  threeTimesOf,
} from '../wages/average-wage-table';
import { cityName } from '../wages/cities';
import { hasNewerMinimumWage, minimumWageOn } from '../wages/minimum-wage-table';
import { needsLastWage, parseCompensationInput, type TCompensationInput } from './compensation-input';
import { LAWS, type TLawKey } from './laws';
import { serviceLength } from './service-length';
import { fill, REASON_NAMES, TEXTS } from './texts';

/** The day the Labour Contract Law took effect (art. 98). */
export const LCL_EFFECTIVE = '2008-01-01';
/** art. 47 para. 2: at most 12 years (24 half months) when the wage is capped. */
const CAPPED_HALVES = 24;

function halvesText(halves: number): string {
  return halves % 2 === 0 ? String(halves / 2) : `${(halves - 1) / 2}.5`;
}

export const compensationCalculator: TCalculator<TCompensationInput> = {
  calType: CalType.Compensation,
  parse: parseCompensationInput,
  compute(input, { lang, today }) {
    const text = TEXTS[lang];
    const city = cityName(input.city, lang);
    const yuan = (fen: number) => formatFenGrouped(fen);
    const warnings: string[] = [];
    const tables: TCalTable[] = [];
    const steps: string[] = [];

    const countFrom =
      input.reason === 'exp' && input.dateStart < LCL_EFFECTIVE ? LCL_EFFECTIVE : input.dateStart;
    const length = serviceLength(countFrom, input.dateEnd);
    if (input.reason === 'exp' && input.dateEnd < LCL_EFFECTIVE) warnings.push(text.warnExpBefore);
    else if (input.reason !== 'exp' && input.reason !== 'und' && input.dateStart < LCL_EFFECTIVE)
      warnings.push(text.warnPre2008);
    const lengthText = fill(text.length, { y: length.years, m: length.months, d: length.days });
    steps.push(fill(text.stepReason, { reason: REASON_NAMES[lang][input.reason] }));
    steps.push(
      fill(text.stepPeriod, {
        from: input.dateStart,
        to: input.dateEnd,
        start: countFrom,
        length: lengthText,
      }),
    );
    steps.push(fill(text.stepN, { n: halvesText(length.halves) }));

    // 实施条例 art. 27: not below the local minimum wage in force when the contract ended.
    const minimum = minimumWageOn(input.city, input.dateEnd);
    let base = input.avgFen;
    if (minimum) {
      tables.push({
        name: fill(text.tableMin, { city }),
        year: Number(minimum.validFrom.slice(0, 4)),
        source: minimum.source,
        // A row the table knows a successor of is the right figure for a termination before that
        // successor, not a stale one: only the newest row is "annual" (flagged when last year's).
        annual: !hasNewerMinimumWage(minimum),
        validFrom: minimum.validFrom,
      });
      if (minimum.unverified?.includes('monthly')) warnings.push(fill(text.warnUnverified, { city }));
      if (base < minimum.monthlyFen) {
        steps.push(fill(text.stepFloor, { avg: yuan(base), min: yuan(minimum.monthlyFen) }));
        warnings.push(fill(text.warnFloor, { min: yuan(minimum.monthlyFen) }));
        base = minimum.monthlyFen;
      }
    } else {
      warnings.push(fill(text.warnNoMin, { city, date: input.dateEnd }));
    }

    // art. 47 para. 2: the local average monthly wage published for the previous year.
    let localAverage: number | null = input.manualAverageFen;
    let cap = localAverage === null ? null : threeTimesFen(localAverage);
    if (localAverage === null) {
      const row = compensationAverageOn(input.city, input.dateEnd);
      if (row) {
        localAverage = row.monthlyFen;
        cap = threeTimesOf(row);
        tables.push({
          name:
            row.kind === 'cap'
              ? fill(text.tableCap, { scope: row.scope[lang], year: row.year })
              : fill(text.tableAvg, { city, year: row.year }),
          year: row.year,
          source: row.source,
          annual: !isSuperseded(row),
          validFrom: row.validFrom,
        });
        if (row.derived) warnings.push(fill(text.warnDerived, { city, year: row.year }));
      } else {
        warnings.push(fill(text.warnNoAvg, { city, date: input.dateEnd }));
      }
    }
    let halves = length.halves;
    let capped = false;
    if (cap !== null && localAverage !== null) {
      if (base > cap) {
        capped = true;
        steps.push(fill(text.stepCap, { base: yuan(base), local: yuan(localAverage), cap: yuan(cap) }));
        warnings.push(fill(text.warnCap, { cap: yuan(cap) }));
        base = cap;
        if (halves > CAPPED_HALVES) {
          warnings.push(fill(text.warnYears, { n: halvesText(halves) }));
          halves = CAPPED_HALVES;
        }
      } else {
        steps.push(fill(text.stepNoCap, { cap: yuan(cap) }));
      }
    }

    const nTimesBase = mulFraction(base, halves, 2);
    steps.push(fill(text.stepBase, { base: yuan(base), n: halvesText(halves), amount: yuan(nTimesBase) }));
    const extra = needsLastWage(input.reason) ? (input.lastFen ?? 0) : 0;
    const unlawful = input.reason === 'und';
    const total = unlawful ? nTimesBase * 2 : nTimesBase + extra;
    if (extra > 0 || needsLastWage(input.reason)) steps.push(fill(text.stepExtra, { extra: yuan(extra) }));
    if (unlawful) steps.push(fill(text.stepDouble, { amount: yuan(nTimesBase), total: yuan(total) }));
    steps.push(fill(text.stepTotal, { total: yuan(total) }));

    const rows: { cells: string[]; highlight?: boolean }[] = [
      { cells: [text.rowStart, input.dateStart] },
      { cells: [text.rowEnd, input.dateEnd] },
      ...(countFrom !== input.dateStart ? [{ cells: [text.rowCounted, countFrom] }] : []),
      { cells: [text.rowLength, lengthText] },
      { cells: [text.rowN, `${halvesText(length.halves)} ${text.months}`] },
      { cells: [text.rowAvg, yuan(input.avgFen)] },
      { cells: [text.rowMin, minimum ? yuan(minimum.monthlyFen) : text.noData] },
      {
        cells: [
          text.rowLocalAvg,
          localAverage === null
            ? text.noData
            : `${yuan(localAverage)}${input.manualAverageFen !== null ? ` (${text.manual})` : ''}`,
        ],
      },
      { cells: [text.rowCap, cap === null ? text.noData : yuan(cap)] },
      { cells: [text.rowBase, yuan(base)] },
      ...(halves !== length.halves
        ? [{ cells: [text.rowNCapped, `${halvesText(halves)} ${text.months}`] }]
        : []),
      { cells: [text.rowNBase, yuan(nTimesBase)] },
      ...(needsLastWage(input.reason) ? [{ cells: [text.rowExtra, yuan(extra)] }] : []),
      ...(unlawful ? [{ cells: [text.rowDouble, yuan(total)] }] : []),
      { cells: [text.rowTotal, yuan(total)], highlight: true },
    ];

    const lawKeys: TLawKey[] = unlawful
      ? ['art48', 'art87', 'art47', 'reg25', 'reg27']
      : needsLastWage(input.reason)
        ? ['art40', 'art46', 'art47', 'reg20', 'reg27']
        : input.reason === 'exp'
          ? ['art46', 'art47', 'art97', 'reg27']
          : ['art46', 'art47', 'reg27'];
    if (!unlawful && input.reason !== 'exp' && input.dateStart < LCL_EFFECTIVE) lawKeys.push('art97');

    return {
      main_ans: formatFen(total),
      main_label: unlawful ? text.mainDamages : text.mainCompensation,
      main_unit: text.yuan,
      sub_ans: [
        { label: text.subN, value: halvesText(halves), unit: text.months },
        { label: text.subBase, value: yuan(base), unit: text.yuan },
        capped && cap !== null
          ? { label: text.subCap, value: yuan(cap), unit: text.yuan }
          : { label: text.subCap, value: cap === null ? text.noData : text.notCapped },
        // The +1 month only where art. 40 applies (mp, obj); 2N has its multiple instead.
        ...(unlawful ? [{ label: text.subMultiple, value: '2' }] : []),
        ...(needsLastWage(input.reason)
          ? [{ label: text.subExtra, value: yuan(extra), unit: text.yuan }]
          : []),
      ],
      message: steps.join('\n'),
      figure: [{ title: text.figureTitle, columns: [text.colItem, text.colValue], rows }],
      laws: lawKeys.map((key) => LAWS[key][lang]),
      warnings,
      tables,
      asOf: today,
    };
  },
};
