/**
 * Local average monthly wages, by city, dated and sourced. Money in fen. Two references live here:
 *
 * - `social`: the all-units average wage (全口径城镇单位就业人员月平均工资, "社平工资") that sets the
 *   social-insurance contribution band: 60% floor and 300% cap (国办发〔2019〕13号 item 3: the band is set
 *   from the all-units average; 劳办发〔1997〕116号: below 60% pays on 60%, above 300% on 300%). Published
 *   floors are whole yuan: floor = 60% rounded half up to the yuan (Shanghai 12,434 -> 7,460; Beijing
 *   11,937 -> 7,162; Guangdong 9,183 -> 5,510), cap = exactly 3x.
 * - the compensation cap of 劳动合同法 art. 47 para. 2: "本地区上年度职工月平均工资" as published by the city.
 *   Where the city uses the social average for it too, the social row says so (`capReference`); where it
 *   uses another figure, a `cap` row holds it (Beijing since 2019-08-16: 北京市法人单位从业人员平均工资,
 *   Beijing HRSS notice 关于按照法人单位从业人员平均工资计算经济补偿封顶基数的通告). A city with neither is
 *   not capped automatically: the compensation form's manual input (soc_avg_on) is the way.
 *
 * HOW TO ADD NEXT YEAR: append a row with `year` (the contribution year, or the data year of a cap row),
 * `validFrom` (when it started to apply), the monthly average and the document; keep the old rows
 * (terminations are looked up by their date). Check a social row against the published cap (= 3x) and
 * floor (= 60%, whole yuan): the unit test does.
 *
 * Verification (2026-11):
 * - Shanghai 2025: 12,434 (band 7,460-37,302 from 2025-07-01, rsj.sh.gov.cn/tgsgg_17341/20250918/
 *   t0035_1435637.html). Shanghai 2026: 12,577 = the published cap 37,731 / 3 (band 7,546-37,731 from
 *   2026-07-01, rsj.sh.gov.cn/tgsgg_17341/20260818/t0035_1443203.html; 60% -> 7,546 checks). Shanghai
 *   publishes one all-units average, also used for the compensation cap.
 * - Beijing 2025: 11,937 (band 7,162-35,811 from 2025-07-01; rsj.beijing.gov.cn "历年北京市全口径城镇单位
 *   就业人员平均工资", which says it serves the contribution band only). Beijing cap: 2023 legal-entity
 *   average 188,413 a year (北京统计年鉴2024 table 3-14) = 15,701.08 a month, cap 47,103.25; later years
 *   not published, and 12333 answered in 2026-09 that the 2023 figure is still used (secondary source).
 *   A 2026 social band (cap 36,348) appears in secondary sources only: not entered.
 * - Guangdong (Guangzhou, Shenzhen) 2025: 9,183, the province's all-units average behind the band of
 *   粤人社发〔2025〕32号 (cap 27,549, Guangzhou floor 5,510, from 2025-07-01) as quoted by secondary sources.
 *   The compensation cap basis of Guangzhou and Shenzhen could not be checked: no cap row.
 * - Hangzhou: secondary sources disagree (8,310 / 8,433): left out.
 */
import type { TLanguage } from '../../constants';
import type { TWageCity } from './cities';

export type TAverageWageRow = {
  city: TWageCity;
  /** `social`: the contribution-band average; `cap`: the compensation-cap average where it differs. */
  kind: 'social' | 'cap';
  /** Contribution year the figure is used for (Shanghai "2025年度" = from 2025-07-01); data year of a cap row. */
  year: number;
  monthlyFen: number;
  /** The published annual figure when the monthly one is derived from it (annual / 12, to the fen). */
  annualFen?: number;
  validFrom: string;
  /** Whose average it is: the city's own, or the province's used by the city. */
  scope: Record<TLanguage, string>;
  source: string;
  /** A social row the city also uses for the compensation cap (劳动合同法 art. 47). */
  capReference: boolean;
  /** How the figure was obtained when it is not printed as such in the source. */
  derived?: boolean;
};

const CITY_SCOPE = { zh: '本市', en: 'the city', ja: '本市' };
const GD_SCOPE = {
  zh: '广东省（全省统一口径）',
  en: 'Guangdong province (province-wide)',
  ja: '広東省（全省統一）',
};
const BJ_LEGAL_ENTITY = {
  zh: '北京市法人单位从业人员平均工资',
  en: 'Beijing legal-entity employees average',
  ja: '北京市法人単位従業者平均賃金',
};

export const AVERAGE_WAGE_ROWS: readonly TAverageWageRow[] = [
  {
    city: 'shanghai',
    kind: 'social',
    year: 2025,
    monthlyFen: 1_243_400,
    validFrom: '2025-07-01',
    scope: CITY_SCOPE,
    source:
      '上海市人力资源和社会保障局 2025年度本市职工社会保险缴费基数（上限37302元、下限7460元，自2025年7月1日起）',
    capReference: true,
  },
  {
    city: 'shanghai',
    kind: 'social',
    year: 2026,
    monthlyFen: 1_257_700,
    validFrom: '2026-07-01',
    scope: CITY_SCOPE,
    source:
      '上海市人力资源和社会保障局 2026年度本市社保缴费基数（上限37731元、下限7546元，自2026年7月1日起；月平均工资按上限÷3）',
    capReference: true,
    derived: true,
  },
  {
    city: 'beijing',
    kind: 'social',
    year: 2025,
    monthlyFen: 1_193_700,
    validFrom: '2025-07-01',
    scope: CITY_SCOPE,
    source:
      '北京市人力资源和社会保障局 2024年北京市全口径城镇单位就业人员月平均工资11937元（2025年度缴费基数上限35811元、下限7162元）',
    capReference: false,
  },
  {
    city: 'beijing',
    kind: 'cap',
    year: 2023,
    monthlyFen: 1_570_108,
    annualFen: 18_841_300,
    validFrom: '2024-01-01',
    scope: BJ_LEGAL_ENTITY,
    source:
      '北京市统计局《北京统计年鉴2024》表3-14 2023年北京市法人单位从业人员平均工资188413元（月15701.08元）；北京市人力资源和社会保障局《关于按照法人单位从业人员平均工资计算经济补偿封顶基数的通告》',
    capReference: true,
  },
  {
    city: 'guangzhou',
    kind: 'social',
    year: 2025,
    monthlyFen: 918_300,
    validFrom: '2025-07-01',
    scope: GD_SCOPE,
    source:
      '广东省人力资源和社会保障厅等（粤人社发〔2025〕32号）2024年全省全口径城镇单位就业人员月平均工资9183元（缴费基数上限27549元、广州下限5510元）',
    capReference: false,
  },
  {
    city: 'shenzhen',
    kind: 'social',
    year: 2025,
    monthlyFen: 918_300,
    validFrom: '2025-07-01',
    scope: GD_SCOPE,
    source:
      '广东省人力资源和社会保障厅等（粤人社发〔2025〕32号）2024年全省全口径城镇单位就业人员月平均工资9183元（缴费基数上限27549元）',
    capReference: false,
  },
];

function latest(
  city: TWageCity,
  date: string,
  accept: (row: TAverageWageRow) => boolean,
): TAverageWageRow | undefined {
  let found: TAverageWageRow | undefined;
  for (const row of AVERAGE_WAGE_ROWS) {
    if (
      row.city === city &&
      accept(row) &&
      row.validFrom <= date &&
      (!found || row.validFrom > found.validFrom)
    )
      found = row;
  }
  return found;
}

/** The contribution-band average in force in `city` on `date`. */
export function averageWageOn(city: TWageCity, date: string): TAverageWageRow | undefined {
  return latest(city, date, (row) => row.kind === 'social');
}

/** The average the compensation cap of `city` is 3x of, for a contract ending on `date`. */
export function compensationAverageOn(city: TWageCity, date: string): TAverageWageRow | undefined {
  return latest(city, date, (row) => row.kind === 'cap' || row.capReference);
}

/** Whether the table knows a newer row of the same city and kind (so `row` is not stale, only older). */
export function isSuperseded(row: TAverageWageRow): boolean {
  return AVERAGE_WAGE_ROWS.some(
    (other) => other.city === row.city && other.kind === row.kind && other.validFrom > row.validFrom,
  );
}

/** 60% of the average, rounded half up to the whole yuan as the bureaus publish it. */
export function contributionFloorFen(averageFen: number): number {
  return Math.floor((averageFen * 60 + 5_000) / 10_000) * 100;
}

/** 300% of the average: the contribution cap and the compensation cap (劳动合同法 art. 47). */
export function threeTimesFen(averageFen: number): number {
  return averageFen * 3;
}

/**
 * 3x a row's monthly average, from the annual figure when it is the published one so that the monthly
 * rounding does not carry: Beijing 188,413 / 12 x 3 = 47,103.25 (not 3 x 15,701.08 = 47,103.24).
 */
export function threeTimesOf(row: TAverageWageRow): number {
  return row.annualFen === undefined ? threeTimesFen(row.monthlyFen) : Math.round(row.annualFen / 4);
}
