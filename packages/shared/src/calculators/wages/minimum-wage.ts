/**
 * Minimum wage (calType 8): the monthly and hourly standard in force today in a province and class
 * (劳动法 art. 48: the provinces set the standard; 最低工资规定 art. 5: a monthly standard for full-time
 * and an hourly one for part-time work; art. 12: what does not count towards it), its effective date and
 * document, the other classes of the province, and whether a monthly wage is below it.
 * An older input naming one of the five cities is answered from the city's province and class.
 */
import type { TLanguage } from '../../constants';
import { CalType, type TCalculator } from '../contract';
import { formatFen, formatFenGrouped } from '../money';
import { cityName } from './cities';
import {
  MIN_WAGE_PLACES,
  MIN_WAGE_PROVINCES,
  provinceName,
  provinceShortName,
  type TMinWageProvince,
  tierLabel,
} from './minimum-wage-places';
import { PROVINCE_WAGE_ROWS, provinceWageOn, type TProvinceWageRow } from './minimum-wage-table';
import { MIN_WAGE_TEXTS } from './minimum-wage-texts';
import { fill, MINIMUM_WAGE_LAWS, TEXTS } from './texts';
import { parseMinimumWageInput, type TMinimumWageInput } from './wage-input';

function listSeparator(lang: TLanguage): string {
  return lang === 'en' ? ', ' : '、';
}

/**
 * The last day before the standard is overdue for revision (最低工资规定 art. 10: "最低工资标准每两年
 * 至少调整一次"): two years after it took effect, less a day. When only a day it was seen in force is
 * known, the earliest it can be overdue: the end of the year after its document's year.
 */
export function revisionDue(row: TProvinceWageRow): string {
  if (row.seenInForce) return `${row.year + 1}-12-31`;
  const [y, m, d] = row.validFrom.split('-').map(Number) as [number, number, number];
  const due = new Date(Date.UTC(y + 2, m - 1, d - 1));
  return due.toISOString().slice(0, 10);
}

/** The row in force on `today`, or the earliest on file (flagged by the caller). */
function rowFor(province: TMinWageProvince, today: string): { row: TProvinceWageRow; early: boolean } {
  const row = provinceWageOn(province, today);
  if (row) return { row, early: false };
  const first = PROVINCE_WAGE_ROWS.filter((r) => r.province === province).sort((a, b) =>
    a.validFrom.localeCompare(b.validFrom),
  )[0];
  if (!first) throw new Error(`no minimum wage row for ${province}`);
  return { row: first, early: true };
}

export const minimumWageCalculator: TCalculator<TMinimumWageInput> = {
  calType: CalType.MinimumWage,
  parse: parseMinimumWageInput,
  compute(input, { lang, today }) {
    const text = TEXTS[lang];
    const mtext = MIN_WAGE_TEXTS[lang];
    const { province, tier } = input;
    const { row, early } = rowFor(province, today);
    const monthlyFen = row.monthlyFen[tier - 1];
    if (monthlyFen === undefined) throw new Error(`no class ${tier} for ${province}`);
    const hourlyFen = row.hourlyFen?.[tier - 1] ?? null;
    const provinceLabel = provinceName(province, lang);
    const tierText = tierLabel(province, tier, lang);
    const tierShort = MIN_WAGE_PLACES[province].tiers[tier - 1]?.name[lang] ?? '';
    // The headline names the city when the input did ("上海市"), else the province and class.
    const single = MIN_WAGE_PLACES[province].tiers.length === 1;
    const place = input.city
      ? cityName(input.city, lang)
      : single
        ? provinceLabel
        : fill(mtext.place, { province: provinceLabel, tier: tierShort });
    const monthly = formatFenGrouped(monthlyFen);
    const hourly =
      hourlyFen === null ? text.notChecked : `${formatFenGrouped(hourlyFen)} ${text.yuanPerHour}`;

    const warnings: string[] = [];
    if (early) warnings.push(fill(mtext.notYet, { date: today, province: provinceLabel }));
    const steps = [
      row.seenInForce
        ? fill(mtext.step1Seen, { province: provinceLabel, tier: tierText, monthly, date: row.validFrom })
        : fill(mtext.step1, { province: provinceLabel, tier: tierText, monthly, from: row.validFrom }),
      fill(text.minStep2, { hourly }),
      fill(mtext.stepSource, { source: row.source }),
      ...(row.note ? [row.note[lang]] : []),
    ];
    const tiers = MIN_WAGE_PLACES[province].tiers;
    if (tiers.length > 1)
      steps.push(
        fill(mtext.stepTiers, {
          province: provinceLabel,
          count: tiers.length,
          list: tiers
            .map((_, i) => {
              const fen = row.monthlyFen[i];
              return `${tierLabel(province, i + 1, lang)} ${fen === undefined ? '—' : formatFenGrouped(fen)}`;
            })
            .join(listSeparator(lang)),
        }),
      );

    const subs = [
      {
        label: text.minHourly,
        value: hourlyFen === null ? text.notChecked : formatFenGrouped(hourlyFen),
        ...(hourlyFen === null ? {} : { unit: text.yuanPerHour }),
      },
      {
        label: text.effective,
        value: row.seenInForce ? fill(mtext.seenBy, { date: row.validFrom }) : row.validFrom,
      },
      { label: mtext.province, value: provinceLabel },
      // English words would break mid-word in the headline's narrow column (shared CSS break-all):
      // the class alone there; its area is in the steps and under the class table.
      { label: mtext.tier, value: lang === 'en' ? tierShort : tierText },
    ];
    if (input.wageFen !== null) {
      const gap = monthlyFen - input.wageFen;
      const verdict = gap > 0 ? fill(text.below, { gap: formatFenGrouped(gap) }) : text.notBelow;
      subs.push({ label: text.yourWage, value: verdict });
      steps.push(fill(text.minStepWage, { wage: formatFenGrouped(input.wageFen), verdict }));
      if (gap > 0)
        warnings.push(
          fill(text.minWarnBelow, { wage: formatFenGrouped(input.wageFen), city: place, monthly }),
        );
    }
    if (row.seenInForce)
      warnings.push(fill(mtext.warnSeen, { province: provinceLabel, date: row.validFrom }));
    if (province === 'guangdong') warnings.push(fill(mtext.warnPartial, { province: provinceLabel }));
    if (row.unverified?.length) {
      const names = {
        monthly: text.fieldMonthly,
        hourly: text.fieldHourly,
        document: text.fieldDocument,
        date: mtext.fieldDate,
      };
      warnings.push(
        fill(text.minWarnUnverified, {
          fields: row.unverified.map((f) => names[f]).join(listSeparator(lang)),
        }),
      );
    }

    const current = MIN_WAGE_PROVINCES.flatMap((p) => {
      const r = provinceWageOn(p, today);
      const fen = r?.monthlyFen[0];
      return r && fen !== undefined ? [{ province: p, row: r, fen }] : [];
    }).sort((a, b) => b.fen - a.fen);
    const history = PROVINCE_WAGE_ROWS.filter((r) => r.province === province).sort((a, b) =>
      a.validFrom.localeCompare(b.validFrom),
    );
    const dateCell = (r: TProvinceWageRow) =>
      r.seenInForce ? fill(mtext.seenBy, { date: r.validFrom }) : r.validFrom;
    return {
      main_ans: formatFen(monthlyFen),
      main_label: fill(mtext.main, { place }),
      main_unit: text.yuan,
      sub_ans: subs,
      message: steps.join('\n'),
      figure: [
        ...(tiers.length > 1
          ? [
              {
                title: fill(mtext.figureTiers, { province: provinceLabel }),
                columns: [mtext.colTier, text.colMonthly, text.colHourly],
                rows: tiers.map((option, i) => {
                  const fen = row.monthlyFen[i];
                  const hour = row.hourlyFen?.[i];
                  return {
                    cells: [
                      option.name[lang],
                      fen === undefined ? '—' : formatFenGrouped(fen),
                      hour === undefined ? '—' : formatFenGrouped(hour),
                    ],
                    highlight: i === tier - 1,
                  };
                }),
                chart: { labelColumn: 0, valueColumn: 1, unit: text.yuan },
                // The areas known (the capital's class) go under the table, which stays narrow.
                note: [
                  ...tiers.flatMap((option) =>
                    option.area
                      ? [`${option.name[lang]}${lang === 'en' ? ': ' : '：'}${option.area[lang]}`]
                      : [],
                  ),
                  row.source,
                ].join(lang === 'en' ? '. ' : '。'),
              },
            ]
          : []),
        {
          title: fill(text.minHistory, { city: place }),
          columns: [text.colFrom, text.colMonthly, text.colHourly],
          rows: history.flatMap((r) => {
            const fen = r.monthlyFen[tier - 1];
            if (fen === undefined) return [];
            const hour = r.hourlyFen?.[tier - 1];
            return [
              {
                cells: [
                  dateCell(r),
                  formatFenGrouped(fen),
                  hour === undefined ? '—' : formatFenGrouped(hour),
                ],
                highlight: r === row,
              },
            ];
          }),
          note: row.source,
        },
        {
          title: mtext.figureProvinces,
          columns: [mtext.colProvince, text.colMonthly, text.colFrom],
          rows: current.map(({ province: p, row: r, fen }) => ({
            cells: [provinceShortName(p, lang), formatFenGrouped(fen), r.seenInForce ? '—' : r.validFrom],
            highlight: p === province,
          })),
          chart: { labelColumn: 0, valueColumn: 1, unit: text.yuan },
          note: mtext.noteSeen,
        },
      ],
      laws: MINIMUM_WAGE_LAWS.map((law) => law[lang]),
      warnings,
      tables: [
        {
          name: fill(text.minTable, { city: provinceLabel }),
          year: row.year,
          source: row.source,
          // Not republished every year: in force until the province revises it, which 最低工资规定
          // art. 10 requires at least every two years - so the table is stale once that is overdue.
          annual: false,
          validFrom: row.validFrom,
          validTo: revisionDue(row),
        },
      ],
      asOf: today,
    };
  },
};
