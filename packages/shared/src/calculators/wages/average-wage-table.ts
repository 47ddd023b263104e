/**
 * Local average monthly wage of employees (全口径城镇单位就业人员月平均工资, "社平工资"), by city, dated and
 * sourced. Money in fen. It is the reference of two rules:
 * - the social-insurance contribution base band: 60% floor and 300% cap (国办发〔2019〕13号 item 3: the
 *   band is set from the all-units average; 劳办发〔1997〕116号: below 60% pays on 60%, above 300% on 300%);
 * - the compensation cap of 劳动合同法 art. 47: a wage above 3x the local average of the previous year
 *   is paid at 3x, for at most 12 years.
 * Published floors are whole yuan: floor = 60% of the average rounded half up to the yuan (Shanghai
 * 12,434 -> 7,460; Beijing 11,937 -> 7,162; Guangdong 9,183 -> 5,510), cap = exactly 3x.
 * For the compensation cap some arbitration bodies use the city's own published average instead of the
 * province's (Guangzhou, Shenzhen); the form's manual input (soc_avg_on) covers that.
 *
 * HOW TO ADD NEXT YEAR: append a row for the city with `year` (the contribution year the figure is
 * used for), `validFrom` (when the new base band took effect, usually 1 July), the monthly average and
 * the document; keep the old rows (terminations are looked up by their date). Check the row against the
 * published cap (= 3x) and floor (= 60%, whole yuan): the unit test does.
 *
 * Verification (2026-11):
 * - Shanghai 2025: 12,434 (cap 37,302, floor 7,460 from 2025-07-01), Shanghai HRSS bureau.
 * - Shanghai 2026: 12,577 derived from the published band "2026年7月1日起，本市社保缴费基数的上限调整为
 *   37731元/月，下限调整为7546元/月" (rsj.sh.gov.cn, 2026-08-24); 37,731 / 3 = 12,577 and 60% -> 7,546.
 * - Beijing 2025: 11,937 (cap 35,811, floor 7,162 from 2025-07-01), Beijing HRSS bureau. A 2026 cap of
 *   36,348 appears in secondary sources only: not entered, so Beijing is shown as last year's figure.
 * - Guangdong (Guangzhou, Shenzhen) 2025: 9,183, the province's all-units average behind the band of
 *   粤人社发〔2025〕32号 (cap 27,549, Guangzhou floor 5,510, from 2025-07-01) as quoted by secondary sources.
 * - Hangzhou: secondary sources disagree (8,310 / 8,433): left out.
 */
import type { TLanguage } from '../../constants';
import type { TWageCity } from './cities';

export type TAverageWageRow = {
  city: TWageCity;
  /** The contribution year the figure is used for (Shanghai "2025年度" = from 2025-07-01). */
  year: number;
  monthlyFen: number;
  validFrom: string;
  /** Whose average it is: the city's own, or the province's used by the city. */
  scope: Record<TLanguage, string>;
  source: string;
  /** How the figure was obtained when it is not printed as such in the source. */
  derived?: boolean;
};

const CITY_SCOPE = { zh: '本市', en: 'the city', ja: '本市' };
const GD_SCOPE = {
  zh: '广东省（全省统一口径）',
  en: 'Guangdong province (province-wide)',
  ja: '広東省（全省統一）',
};

export const AVERAGE_WAGE_ROWS: readonly TAverageWageRow[] = [
  {
    city: 'shanghai',
    year: 2025,
    monthlyFen: 1_243_400,
    validFrom: '2025-07-01',
    scope: CITY_SCOPE,
    source:
      '上海市人力资源和社会保障局 2025年度本市职工社会保险缴费基数（上限37302元、下限7460元，自2025年7月1日起）',
  },
  {
    city: 'shanghai',
    year: 2026,
    monthlyFen: 1_257_700,
    validFrom: '2026-07-01',
    scope: CITY_SCOPE,
    source:
      '上海市人力资源和社会保障局 2026年度本市社保缴费基数（上限37731元、下限7546元，自2026年7月1日起；月平均工资按上限÷3）',
    derived: true,
  },
  {
    city: 'beijing',
    year: 2025,
    monthlyFen: 1_193_700,
    validFrom: '2025-07-01',
    scope: CITY_SCOPE,
    source:
      '北京市人力资源和社会保障局 2024年北京市全口径城镇单位就业人员月平均工资11937元（2025年度缴费基数上限35811元、下限7162元）',
  },
  {
    city: 'guangzhou',
    year: 2025,
    monthlyFen: 918_300,
    validFrom: '2025-07-01',
    scope: GD_SCOPE,
    source:
      '广东省人力资源和社会保障厅等（粤人社发〔2025〕32号）2024年全省全口径城镇单位就业人员月平均工资9183元（缴费基数上限27549元、广州下限5510元）',
  },
  {
    city: 'shenzhen',
    year: 2025,
    monthlyFen: 918_300,
    validFrom: '2025-07-01',
    scope: GD_SCOPE,
    source:
      '广东省人力资源和社会保障厅等（粤人社发〔2025〕32号）2024年全省全口径城镇单位就业人员月平均工资9183元（缴费基数上限27549元）',
  },
];

/** The figure in force in `city` on `date`. */
export function averageWageOn(city: TWageCity, date: string): TAverageWageRow | undefined {
  let found: TAverageWageRow | undefined;
  for (const row of AVERAGE_WAGE_ROWS) {
    if (row.city === city && row.validFrom <= date && (!found || row.validFrom > found.validFrom))
      found = row;
  }
  return found;
}

/** 60% of the average, rounded half up to the whole yuan as the bureaus publish it. */
export function contributionFloorFen(averageFen: number): number {
  return Math.floor((averageFen * 60 + 5_000) / 10_000) * 100;
}

/** 300% of the average: the contribution cap and the compensation cap (劳动合同法 art. 47). */
export function threeTimesFen(averageFen: number): number {
  return averageFen * 3;
}
