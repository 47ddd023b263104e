/**
 * Local minimum wages (最低工资标准), by city, dated and sourced. Money in fen.
 *
 * Legal basis: 劳动法 art. 48 (the provinces set the standard); 最低工资规定 (劳动和社会保障部令第21号)
 * art. 5 (a monthly standard for full-time work, an hourly one for part-time work) and art. 10 (revised
 * at least once every two to three years).
 *
 * HOW TO ADD A NEW STANDARD: append a row for the city with the new `validFrom` (the date it takes
 * effect) and the issuing document; never edit or delete the old row - a termination dated before the
 * change still uses it (calType 1 looks the row up by the leaving date, calType 8 by today). Put in
 * `unverified` any figure you could not read in the document itself; the result then says so.
 *
 * Verification (2026-11, this table's last review):
 * - Shanghai 2,740 from 2025-07-01: text of 沪人社规〔2025〕10号 ("月最低工资标准从2690元调整到2740元",
 *   "从2025年7月1日起"). The hourly 25 yuan and item 4 (the monthly standard excludes the employee's own
 *   social insurance and housing fund) are quoted by two secondary sources, not read in the original.
 * - Beijing 2,540 from 2025-09-01: 北京市人社局《关于调整北京市2025年最低工资标准的通知》
 *   (rsj.beijing.gov.cn/xxgk/2024zcwj/202507/t20250725_4158456.html), the MOHRSS national table and the
 *   Beijing housing-fund floor raised to it ("2025年9月1日起调整为2540元"); the hourly part-time figure
 *   was not read.
 * - Earlier rows kept for terminations before the current standard: Shanghai 2,690 (the "from" figure
 *   of 沪人社规〔2025〕10号; its 2023-07-01 start and document not read) and Beijing 2,420 from 2024-09-01
 *   (secondary sources; document not read).
 * - Guangzhou 2,500 / Shenzhen 2,520 (Guangdong class 1, from 2025-03-01) and 2,680 / 2,700 from
 *   2026-09-01 (粤府函〔2026〕188号): MOHRSS table and Guangdong notices as quoted by secondary sources;
 *   hourly figures not read, left empty.
 * - Hangzhou (Zhejiang class 1) 2,660 from 2026-01-01: secondary sources only (MOHRSS table quote and
 *   the Hangzhou housing-fund floor); document not read.
 */
import type { TLanguage } from '../../constants';
import type { TWageCity } from './cities';

export type TMinimumWageRow = {
  city: TWageCity;
  /** The class (档) of the province the city falls in, or "single standard". */
  tier: Record<TLanguage, string>;
  monthlyFen: number;
  /** Hourly standard for part-time work; null when it could not be checked. */
  hourlyFen: number | null;
  /** The date the standard takes effect (YYYY-MM-DD). */
  validFrom: string;
  /** Issuing body and document. */
  source: string;
  /** Figures not read in the issuing document itself. */
  unverified?: readonly ('monthly' | 'hourly' | 'document')[];
  /** What the monthly standard includes or leaves out, when the notice says so. */
  note?: Record<TLanguage, string>;
};

const SINGLE = { zh: '全市统一标准', en: 'single city-wide standard', ja: '全市統一基準' };
const GD_CLASS_1 = { zh: '广东省第一类地区', en: 'Guangdong class 1', ja: '広東省第一類地区' };
const GD_SHENZHEN = { zh: '深圳市（单列）', en: 'Shenzhen (own standard)', ja: '深圳市（単独基準）' };
const ZJ_CLASS_1 = {
  zh: '浙江省第一档（杭州市区）',
  en: 'Zhejiang class 1 (Hangzhou urban districts)',
  ja: '浙江省第一档（杭州市区）',
};

export const MINIMUM_WAGE_ROWS: readonly TMinimumWageRow[] = [
  {
    city: 'shanghai',
    tier: SINGLE,
    monthlyFen: 269_000,
    hourlyFen: null,
    validFrom: '2023-07-01',
    source:
      '上海市人力资源和社会保障局 2023年7月1日起执行的本市最低工资标准（2690元，见沪人社规〔2025〕10号“从2690元调整到2740元”）',
    unverified: ['document'],
  },
  {
    city: 'shanghai',
    tier: SINGLE,
    monthlyFen: 274_000,
    hourlyFen: 2_500,
    validFrom: '2025-07-01',
    source: '上海市人力资源和社会保障局《关于调整本市最低工资标准的通知》（沪人社规〔2025〕10号）',
    unverified: ['hourly'],
    note: {
      zh: '上海的月最低工资标准不包括劳动者个人依法缴纳的社会保险费和住房公积金。',
      en: "Shanghai's monthly minimum wage is net of the employee's own statutory social insurance and housing fund contributions.",
      ja: '上海の月額最低賃金には、労働者本人が法に基づき納付する社会保険料と住宅積立金は含まれません。',
    },
  },
  {
    city: 'beijing',
    tier: SINGLE,
    monthlyFen: 242_000,
    hourlyFen: null,
    validFrom: '2024-09-01',
    source: '北京市人力资源和社会保障局 2024年9月1日起执行的北京市最低工资标准（2420元）',
    unverified: ['document'],
  },
  {
    city: 'beijing',
    tier: SINGLE,
    monthlyFen: 254_000,
    hourlyFen: null,
    validFrom: '2025-09-01',
    source: '北京市人力资源和社会保障局《关于调整北京市2025年最低工资标准的通知》（2025年7月25日发布）',
    unverified: ['hourly'],
  },
  {
    city: 'guangzhou',
    tier: GD_CLASS_1,
    monthlyFen: 250_000,
    hourlyFen: null,
    validFrom: '2025-03-01',
    source: '广东省人民政府 2025年3月1日起执行的广东省最低工资标准（人力资源社会保障部全国最低工资标准表载）',
    unverified: ['document'],
  },
  {
    city: 'guangzhou',
    tier: GD_CLASS_1,
    monthlyFen: 268_000,
    hourlyFen: null,
    validFrom: '2026-09-01',
    source: '广东省人民政府《关于调整我省企业职工最低工资标准的通知》（粤府函〔2026〕188号）',
    unverified: ['document'],
  },
  {
    city: 'shenzhen',
    tier: GD_SHENZHEN,
    monthlyFen: 252_000,
    hourlyFen: null,
    validFrom: '2025-03-01',
    source: '广东省人民政府 2025年3月1日起执行的广东省最低工资标准（人力资源社会保障部全国最低工资标准表载）',
    unverified: ['document'],
  },
  {
    city: 'shenzhen',
    tier: GD_SHENZHEN,
    monthlyFen: 270_000,
    hourlyFen: null,
    validFrom: '2026-09-01',
    source: '广东省人民政府《关于调整我省企业职工最低工资标准的通知》（粤府函〔2026〕188号）',
    unverified: ['document'],
  },
  {
    city: 'hangzhou',
    tier: ZJ_CLASS_1,
    monthlyFen: 266_000,
    hourlyFen: null,
    validFrom: '2026-01-01',
    source: '浙江省人民政府 2026年1月1日起执行的浙江省最低工资标准（人力资源社会保障部全国最低工资标准表载）',
    unverified: ['monthly', 'document'],
  },
];

/** The standard in force in `city` on `date` (the latest row that took effect on or before it). */
export function minimumWageOn(city: TWageCity, date: string): TMinimumWageRow | undefined {
  let found: TMinimumWageRow | undefined;
  for (const row of MINIMUM_WAGE_ROWS) {
    if (row.city === city && row.validFrom <= date && (!found || row.validFrom > found.validFrom))
      found = row;
  }
  return found;
}
