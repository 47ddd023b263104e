/**
 * Minimum wage (calType 8): the monthly and hourly standard in force today in a city (劳动法 art. 48;
 * 最低工资规定 art. 5, 12), its class, effective date and document, and whether a monthly wage is below it.
 */
import { CalType, type TCalculator } from '../contract';
import { formatFen, formatFenGrouped } from '../money';
import { cityName, WAGE_CITIES } from './cities';
import { MINIMUM_WAGE_ROWS, minimumWageOn } from './minimum-wage-table';
import { fill, MINIMUM_WAGE_LAWS, TEXTS } from './texts';
import { parseMinimumWageInput, type TWageInput } from './wage-input';

export const minimumWageCalculator: TCalculator<TWageInput> = {
  calType: CalType.MinimumWage,
  parse: parseMinimumWageInput,
  compute(input, { lang, today }) {
    const text = TEXTS[lang];
    const city = cityName(input.city, lang);
    const row = minimumWageOn(input.city, today) ?? MINIMUM_WAGE_ROWS.find((r) => r.city === input.city);
    if (!row) throw new Error(`no minimum wage row for ${input.city}`);
    const hourly =
      row.hourlyFen === null ? text.notChecked : `${formatFenGrouped(row.hourlyFen)} ${text.yuanPerHour}`;
    const steps = [
      fill(text.minStep1, {
        city,
        monthly: formatFenGrouped(row.monthlyFen),
        from: row.validFrom,
        tier: row.tier[lang],
      }),
      fill(text.minStep2, { hourly }),
      ...(row.note ? [row.note[lang]] : []),
    ];
    const warnings: string[] = [];
    const subs = [
      {
        label: text.minHourly,
        value: row.hourlyFen === null ? text.notChecked : formatFenGrouped(row.hourlyFen),
        ...(row.hourlyFen === null ? {} : { unit: text.yuanPerHour }),
      },
      { label: text.effective, value: row.validFrom },
      { label: text.tier, value: row.tier[lang] },
    ];
    if (input.wageFen !== null) {
      const gap = row.monthlyFen - input.wageFen;
      const verdict = gap > 0 ? fill(text.below, { gap: formatFenGrouped(gap) }) : text.notBelow;
      subs.push({ label: text.yourWage, value: verdict });
      steps.push(fill(text.minStepWage, { wage: formatFenGrouped(input.wageFen), verdict }));
      if (gap > 0)
        warnings.push(
          fill(text.minWarnBelow, {
            wage: formatFenGrouped(input.wageFen),
            city,
            monthly: formatFenGrouped(row.monthlyFen),
          }),
        );
    }
    if (row.unverified?.length) {
      const names = { monthly: text.fieldMonthly, hourly: text.fieldHourly, document: text.fieldDocument };
      warnings.push(
        fill(text.minWarnUnverified, {
          fields: row.unverified.map((f) => names[f]).join(lang === 'en' ? ', ' : '、'),
        }),
      );
    }

    const current = WAGE_CITIES.flatMap((c) => {
      const r = minimumWageOn(c, today);
      return r ? [{ city: c, row: r }] : [];
    });
    const history = MINIMUM_WAGE_ROWS.filter((r) => r.city === input.city);
    return {
      main_ans: formatFen(row.monthlyFen),
      main_label: fill(text.minMain, { city }),
      main_unit: text.yuan,
      sub_ans: subs,
      message: steps.join('\n'),
      figure: [
        {
          title: text.minFigure,
          columns: [text.colCity, text.colMonthly, text.colFrom],
          rows: current.map(({ city: c, row: r }) => ({
            cells: [cityName(c, lang), formatFenGrouped(r.monthlyFen), r.validFrom],
            highlight: c === input.city,
          })),
          chart: { labelColumn: 0, valueColumn: 1, unit: text.yuan },
        },
        {
          title: fill(text.minHistory, { city }),
          columns: [text.colFrom, text.colMonthly, text.colHourly],
          rows: history.map((r) => ({
            cells: [
              r.validFrom,
              formatFenGrouped(r.monthlyFen),
              r.hourlyFen === null ? '—' : formatFenGrouped(r.hourlyFen),
            ],
            highlight: r === row,
          })),
          note: row.source,
        },
      ],
      laws: MINIMUM_WAGE_LAWS.map((law) => law[lang]),
      warnings,
      tables: [
        {
          name: fill(text.minTable, { city }),
          year: Number(row.validFrom.slice(0, 4)),
          source: row.source,
          annual: true,
          validFrom: row.validFrom,
        },
      ],
      asOf: today,
    };
  },
};
