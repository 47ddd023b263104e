/**
 * Social-insurance and housing-fund tables per city and contribution year (calType 5).
 *
 * Money in fen, rates in basis points of the base (16% = 1600, 0.5% = 50). A contribution year runs
 * 1 July to 30 June in both cities on file. Every figure names its source next to it.
 *
 * How to add next year's table (each July or whenever the city publishes):
 * 1. Copy the city's latest entry below, set `year`, `validFrom`, `validTo` from the new notice.
 * 2. Change only the figures the new notices change; put the issuing body and document beside each.
 * 3. Add the year to the city's `years` in cities.ts (the tests check the two agree).
 * 4. Add a hand-checked test case for the new year in social-insurance.test.ts.
 * A figure that cannot be verified from a published notice goes in `unverified` (shown to the user as a
 * warning) or is left out; a city whose figures cannot be verified is left out (Shenzhen, Guangzhou and
 * Hangzhou are not on file for that reason: no published notice could be checked when this was written).
 *
 * Sources used to check the figures (read 2026-11-24, from stored copies of public material):
 * - Shanghai: HRSS base notices https://rsj.sh.gov.cn/tgsgg_17341/20250918/t0035_1435637.html (2025 year)
 *   and https://rsj.sh.gov.cn/tgsgg_17341/20260818/t0035_1443203.html (2026 year); 沪医保规〔2025〕2号 and
 *   〔2026〕2号 (medical); Shanghai tax bureau rate guide https://shanghai.chinatax.gov.cn/zzzb/zcwj/202508/t477427.html;
 *   沪人社规〔2026〕2号 (work injury classes, https://rsj.sh.gov.cn/tshbx_17729/20260121/t0035_1438097.html);
 *   沪公积金管委会〔2025〕8号 (https://www.shzfgjj.cn/html/newxxgk/zcwj/gfxwj/228051.html) and 〔2026〕3号 (fund).
 * - Beijing: the 2025 base (7,162-35,811) and fund base (2,540-35,811) as published for 1 Jul 2025 -
 *   30 Jun 2026, cross-checked in several independent public calculators (the 2025 notice's document number
 *   was not available to check and is not given); the 2026 base 7,270-36,348 by 京人社发〔2026〕7号 and the
 *   fund base 2,540-36,348 by 京房公积金管委会办〔2026〕6号 (official pages cited at the 2026 entry).
 * - Hangzhou (left out): the Zhejiang base 4,986-25,299 (浙人社发〔2025〕52号, a calendar year from 2025-01-01)
 *   was found, but Hangzhou's medical rate and housing-fund bounds could not be checked.
 */
import type { TLanguage } from '../../constants';
import type { TInsuranceCity } from './cities';

export type TInsuranceKind = 'pension' | 'medical' | 'unemployment' | 'injury' | 'maternity';

export type TInsuranceItem = {
  kind: TInsuranceKind;
  /** Employee rate in basis points; 0 where the employee pays nothing. */
  employeeBp: number;
  /** Employer rate in basis points; for `injury` the default (class I), replaced by the user's rate. */
  employerBp: number;
  /** A fixed monthly employee amount on top of the rate (Beijing: 3 yuan 大额医疗互助). */
  employeeFixedFen?: number;
  /** This item's own base bounds where they differ from the table's (not needed for the cities on file). */
  base?: { floorFen: number; ceilingFen: number };
  /** Whether maternity is inside this medical rate (shown in the item's name). */
  includesMaternity?: boolean;
  /** A figure that could not be verified from a published notice: told to the user as a warning. */
  unverified?: Record<TLanguage, string>;
};

export type TInsuranceTable = {
  city: TInsuranceCity;
  year: number;
  validFrom: string;
  validTo: string;
  /** Who published the figures, and the documents (shown as the table's source). */
  source: string;
  base: { floorFen: number; ceilingFen: number };
  items: readonly TInsuranceItem[];
  fund: {
    base: { floorFen: number; ceilingFen: number };
    /** How each side's amount is rounded: to the whole yuan (Shanghai's fund centre) or to the fen. */
    rounding: 'yuan' | 'fen';
    source: string;
  };
  /** How the social-insurance items are rounded, stated to the user. */
  rounding: 'fen';
};

const yuan = (amount: number) => amount * 100;

export const INSURANCE_TABLES: readonly TInsuranceTable[] = [
  {
    city: 'shanghai',
    year: 2025,
    // The 2025 contribution year: 1 Jul 2025 - 30 Jun 2026 (HRSS base notice of 2025-09-18).
    validFrom: '2025-07-01',
    validTo: '2026-06-30',
    source:
      '上海市人力资源和社会保障局 2025年度社会保险缴费基数通告（2025-09-18）；上海市医疗保障局 沪医保规〔2025〕2号、〔2026〕2号；国家税务总局上海市税务局 缴费费率指引；上海市住房公积金管理委员会 沪公积金管委会〔2025〕8号',
    // Floor 60% and ceiling 300% of the 2024 city average wage 12,434 yuan/month: 7,460 - 37,302.
    base: { floorFen: yuan(7460), ceilingFen: yuan(37302) },
    items: [
      // 《社会保险法》art. 10, 12; Shanghai rate guide: employer 16%, employee 8%.
      { kind: 'pension', employerBp: 1600, employeeBp: 800 },
      // 沪医保规〔2025〕2号 (to 28 Feb 2026) and 〔2026〕2号 (from 1 Mar 2026): employer 9% (8.5% basic incl.
      // maternity + 0.5% local supplementary), employee 2%. Maternity has no separate premium in Shanghai.
      { kind: 'medical', employerBp: 900, employeeBp: 200, includesMaternity: true },
      // 2025 unemployment notice: 0.5% / 0.5%, expressly to 31 Dec 2025. No 2026 employer-rate notice could be
      // found (the 2025 rate is applied and flagged); the employee 0.5% is confirmed by the 2026 municipal guide.
      {
        kind: 'unemployment',
        employerBp: 50,
        employeeBp: 50,
        unverified: {
          zh: '上海失业保险单位费率0.5%的通知执行至2025年12月31日，2026年单位费率未查到新的文件，暂按0.5%计算。',
          en: "Shanghai's notice setting the employer unemployment rate at 0.5% ran to 31 Dec 2025; no 2026 employer rate could be found, so 0.5% is used.",
          ja: '上海の失業保険の事業主負担率0.5%の通知は2025年12月31日まで有効で、2026年の事業主負担率の文書は見つからないため、0.5%で計算しています。',
        },
      },
      // Employer only (《社会保险法》art. 33); class rates 0.2%-1.9% (人社部发〔2015〕71号, 沪人社规〔2026〕2号).
      { kind: 'injury', employerBp: 20, employeeBp: 0 },
    ],
    fund: {
      // 沪公积金管委会〔2025〕8号: base 2,690 - 37,302; 5%-7% each side; supplementary 1%-5%.
      base: { floorFen: yuan(2690), ceilingFen: yuan(37302) },
      // The centre's 2025 base-adjustment Q&A: each side's amount rounded to the whole yuan (四舍五入).
      rounding: 'yuan',
      source: '上海市住房公积金管理委员会 沪公积金管委会〔2025〕8号',
    },
    rounding: 'fen',
  },
  {
    city: 'shanghai',
    year: 2026,
    // The 2026 contribution year from 1 Jul 2026 (HRSS announcement of 2026-08-18); to 30 Jun 2027.
    validFrom: '2026-07-01',
    validTo: '2027-06-30',
    source:
      '上海市人力资源和社会保障局 2026年度社会保险缴费基数公告（2026-08-18）；上海市医疗保障局 沪医保规〔2026〕2号；上海市人力资源和社会保障局 沪人社规〔2026〕2号（工伤）；上海市住房公积金管理委员会 沪公积金管委会〔2026〕3号',
    // 60% / 300% of the 2025 city average wage 12,577 yuan/month: 7,546 - 37,731.
    base: { floorFen: yuan(7546), ceilingFen: yuan(37731) },
    items: [
      { kind: 'pension', employerBp: 1600, employeeBp: 800 },
      // 沪医保规〔2026〕2号 (1 Mar 2026 - 28 Feb 2027): employer 9%, employee 2%.
      { kind: 'medical', employerBp: 900, employeeBp: 200, includesMaternity: true },
      {
        kind: 'unemployment',
        employerBp: 50,
        employeeBp: 50,
        unverified: {
          zh: '上海2026年失业保险单位费率未查到新的文件，暂按2025年的0.5%计算；个人费率0.5%已由2026年办事指南确认。',
          en: "No 2026 employer unemployment rate for Shanghai could be found; 2025's 0.5% is used. The employee's 0.5% is confirmed by the 2026 guide.",
          ja: '上海の2026年の失業保険の事業主負担率の文書は見つからないため、2025年の0.5%で計算しています。本人負担0.5%は2026年の手引きで確認済みです。',
        },
      },
      // 沪人社规〔2026〕2号 from 1 Jan 2026: classes I-VIII 0.2/0.4/0.7/0.9/1.1/1.3/1.6/1.9%.
      { kind: 'injury', employerBp: 20, employeeBp: 0 },
    ],
    fund: {
      // 沪公积金管委会〔2026〕3号: base 2,740 - 37,731. The 5%-7% range and yuan rounding are those of the
      // 2025 notice; the 2026 notice was checked for its bounds only.
      base: { floorFen: yuan(2740), ceilingFen: yuan(37731) },
      rounding: 'yuan',
      source: '上海市住房公积金管理委员会 沪公积金管委会〔2026〕3号',
    },
    rounding: 'fen',
  },
  {
    city: 'beijing',
    year: 2025,
    validFrom: '2025-07-01',
    validTo: '2026-06-30',
    source:
      '北京市人力资源和社会保障局、北京市医疗保障局、国家税务总局北京市税务局 2025年度各项社会保险缴费工资基数上下限通告；北京住房公积金管理中心 2025住房公积金年度缴存基数',
    // 2025 base 7,162 - 35,811 (the same bounds for every insurance in Beijing).
    base: { floorFen: yuan(7162), ceilingFen: yuan(35811) },
    items: [
      { kind: 'pension', employerBp: 1600, employeeBp: 800 },
      // Employer 9.8% (maternity merged into medical), employee 2% + 3 yuan a month 大额医疗互助.
      { kind: 'medical', employerBp: 980, employeeBp: 200, employeeFixedFen: 300, includesMaternity: true },
      { kind: 'unemployment', employerBp: 50, employeeBp: 50 },
      { kind: 'injury', employerBp: 20, employeeBp: 0 },
    ],
    fund: {
      // Base 2,540 (the Beijing minimum wage) - 35,811; 5%-12% each side.
      base: { floorFen: yuan(2540), ceilingFen: yuan(35811) },
      // No published rounding rule was available to check: each side is rounded to the fen.
      rounding: 'fen',
      source: '北京住房公积金管理委员会 2025住房公积金年度缴存基数调整',
    },
    rounding: 'fen',
  },
  {
    city: 'beijing',
    year: 2026,
    // 京人社发〔2026〕7号: from July 2026 the monthly base of pension, unemployment, work injury and medical
    // (incl. maternity) is 7,270 - 36,348 (https://www.beijing.gov.cn/zhengce/zhengcefagui/202608/t20260821_4831679.html,
    // https://ybj.beijing.gov.cn/zwgk/2024zcwj/202608/t20260824_4834004.html); the 2026 year runs to 30 Jun 2027.
    validFrom: '2026-07-01',
    validTo: '2027-06-30',
    source:
      '北京市人力资源和社会保障局、北京市医疗保障局、国家税务总局北京市税务局 京人社发〔2026〕7号《关于2026年度各项社会保险缴费工资基数上下限的通告》；北京住房公积金管理委员会办公室 京房公积金管委会办〔2026〕6号',
    base: { floorFen: yuan(7270), ceilingFen: yuan(36348) },
    items: [
      { kind: 'pension', employerBp: 1600, employeeBp: 800 },
      // Employer 9.8% (maternity merged), employee 2% + 3 yuan 大额医疗互助 (unchanged in 2026).
      { kind: 'medical', employerBp: 980, employeeBp: 200, employeeFixedFen: 300, includesMaternity: true },
      // No 2026 notice of the employer unemployment rate was available to check: 2025's 0.5% is applied and flagged.
      {
        kind: 'unemployment',
        employerBp: 50,
        employeeBp: 50,
        unverified: {
          zh: '北京2026年失业保险单位费率未查到新的文件，暂按2025年的0.5%计算。',
          en: "No 2026 employer unemployment rate for Beijing could be checked; 2025's 0.5% is used.",
          ja: '北京の2026年の失業保険の事業主負担率の文書は確認できないため、2025年の0.5%で計算しています。',
        },
      },
      { kind: 'injury', employerBp: 20, employeeBp: 0 },
    ],
    fund: {
      // 京房公积金管委会办〔2026〕6号: base 2,540 (the minimum wage) - 36,348; 5%-12% each side.
      base: { floorFen: yuan(2540), ceilingFen: yuan(36348) },
      rounding: 'fen',
      source: '北京住房公积金管理委员会办公室 京房公积金管委会办〔2026〕6号',
    },
    rounding: 'fen',
  },
];

/**
 * The table of a city for a contribution year, or the one in force on `today` (YYYY-MM-DD): the latest
 * table that has started; before any has started, the earliest. Never undefined for a city on file.
 */
export function insuranceTable(city: TInsuranceCity, today: string, year?: number): TInsuranceTable {
  const tables = INSURANCE_TABLES.filter((table) => table.city === city).sort((a, b) =>
    a.validFrom.localeCompare(b.validFrom),
  );
  const first = tables[0];
  if (!first) throw new Error(`no insurance table for ${city}`);
  if (year !== undefined) return tables.find((table) => table.year === year) ?? first;
  return tables.filter((table) => table.validFrom <= today).at(-1) ?? first;
}
