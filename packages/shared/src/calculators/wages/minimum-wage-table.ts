/**
 * Local minimum wages (最低工资标准), by province and class, dated and sourced. Money in fen. The five
 * cities the other calculators name (compensation's floor) read their class of their province's row
 * (`minimumWageOn`), so every figure is written once.
 *
 * Legal basis: 劳动法 art. 48 (the provinces set the standard); 最低工资规定 (劳动和社会保障部令第21号)
 * art. 5 (a monthly standard for full-time work, an hourly one for part-time work) and art. 10 (revised
 * at least once every two years: "最低工资标准每两年至少调整一次"; calType 8 flags a standard older than
 * that as stale).
 *
 * HOW TO ADD A NEW STANDARD: append a province row with the new `validFrom` (the date it takes
 * effect) and the issuing document; never edit or delete the old row - a termination dated before the
 * change still uses it (calType 1 looks the row up by the leaving date, calType 8 by today). Put in
 * `unverified` any figure you could not read in the document itself; the result then says so.
 *
 * Verification of the rows the five cities read (2026-11, this table's last review):
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
import { CITY_PLACES, type TMinWageProvince } from './minimum-wage-places';

/** A city's view of its province's standard (see `minimumWageOn` at the end). */
export type TMinimumWageRow = {
  city: TWageCity;
  province: TMinWageProvince;
  monthlyFen: number;
  /** Hourly standard for part-time work; null when it could not be checked. */
  hourlyFen: number | null;
  /** The date the standard takes effect (YYYY-MM-DD). */
  validFrom: string;
  /** Issuing body and document. */
  source: string;
  /** Figures not read in the issuing document itself. */
  unverified?: readonly ('monthly' | 'hourly' | 'document' | 'date')[];
  /** What the monthly standard includes or leaves out, when the notice says so. */
  note?: Record<TLanguage, string>;
};

/**
 * PROVINCE TABLE (calType 8 by province and class). One row per province and date the standard took
 * effect; `monthlyFen[i]` is class i + 1 (第一档 first; the class names are in minimum-wage-places.ts).
 * HOW TO ADD: append a row with the new `validFrom` and document; keep the old rows.
 *
 * Sources (2026-11 review). Two secondary sources, both read here, neither the issuing documents -
 * hence `unverified` on every row they feed:
 * (A) weante/city-salary docs/policy-*-2026.md (research notes, 2026-09): monthly figures, document
 *     numbers, most start dates; capitals' housing-fund floors, which the notices set at the minimum wage.
 * (B) baijiahei-code/AttendanceDesktop, its minimum-wage module ("人力资源社会保障部《全国各省、自治区、
 *     直辖市最低工资标准情况（截至 2026 年 1 月 1 日）》并逐条对照各省通知"): hourly figures, class areas,
 *     the start dates (A) lacks. Its Hubei figures match the official text word for word (below).
 * Where the two agree on a figure it is noted; where they differ the row says which it follows.
 * Where no start date was found, `validFrom` is the day (A) recorded the standard in force (2026-09-26)
 * and `seenInForce` is set: the result then says "in force by" and flags the date.
 * Also read in (A): official housing-fund notices of Xianyang/Yulin/Yan'an/Shangluo (Shaanxi 2,376 /
 * 2,250 / 2,140 from 2026-01-01, 商人社发〔2026〕20号) and of the Ningxia centre (2,235 = the minimum wage).
 * Not covered: Guangdong classes 2-4 (only class 1 and Shenzhen: the sources disagree on the others).
 */
export type TProvinceWageRow = {
  province: TMinWageProvince;
  validFrom: string;
  /** The start date was not read: `validFrom` is only a day the standard was seen in force. */
  seenInForce?: boolean;
  /** The year of the standard (its document), for the stale-data check. */
  year: number;
  /** Monthly standard by class, class 1 first. */
  monthlyFen: readonly number[];
  /** Hourly standard (part-time work) by class, when it could be read. */
  hourlyFen?: readonly number[];
  source: string;
  unverified?: readonly ('monthly' | 'hourly' | 'document' | 'date')[];
  note?: Record<TLanguage, string>;
};

/** Secondary-source figures (sources A and B): none of them read in the issuing document. */
const SECONDARY = ['monthly', 'hourly', 'document', 'date'] as const;
/** The day source (A) recorded these standards as in force (docs/policy-*-2026.md). */
const SEEN = '2026-09-26';

export const PROVINCE_WAGE_ROWS: readonly TProvinceWageRow[] = [
  {
    province: 'beijing',
    validFrom: '2024-09-01',
    year: 2024,
    monthlyFen: [242_000],
    source: '北京市人力资源和社会保障局 2024年9月1日起执行的北京市最低工资标准（2420元）',
    unverified: ['hourly', 'document'],
  },
  {
    province: 'beijing',
    validFrom: '2025-09-01',
    year: 2025,
    monthlyFen: [254_000],
    source: '北京市人力资源和社会保障局《关于调整北京市2025年最低工资标准的通知》（2025年7月25日发布）',
    unverified: ['hourly'],
  },
  {
    province: 'shanghai',
    validFrom: '2023-07-01',
    year: 2023,
    monthlyFen: [269_000],
    source:
      '上海市人力资源和社会保障局 2023年7月1日起执行的本市最低工资标准（2690元，见沪人社规〔2025〕10号“从2690元调整到2740元”）',
    unverified: ['hourly', 'document'],
  },
  {
    province: 'shanghai',
    validFrom: '2025-07-01',
    year: 2025,
    monthlyFen: [274_000],
    hourlyFen: [2_500],
    source: '上海市人力资源和社会保障局《关于调整本市最低工资标准的通知》（沪人社规〔2025〕10号）',
    unverified: ['hourly'],
    note: {
      zh: '上海的月最低工资标准不包括劳动者个人依法缴纳的社会保险费和住房公积金。',
      en: "Shanghai's monthly minimum wage is net of the employee's own statutory social insurance and housing fund contributions.",
      ja: '上海の月額最低賃金には、労働者本人が法に基づき納付する社会保険料と住宅積立金は含まれません。',
    },
  },
  {
    // Class 1 (Guangzhou ...) and Shenzhen; classes 2-4 not sourced.
    province: 'guangdong',
    validFrom: '2025-03-01',
    year: 2025,
    monthlyFen: [250_000, 252_000],
    source: '广东省人民政府 2025年3月1日起执行的广东省最低工资标准（人力资源社会保障部全国最低工资标准表载）',
    unverified: ['hourly', 'document'],
  },
  {
    province: 'guangdong',
    validFrom: '2026-09-01',
    year: 2026,
    monthlyFen: [268_000, 270_000],
    source: '广东省人民政府《关于调整我省企业职工最低工资标准的通知》（粤府函〔2026〕188号）',
    unverified: ['hourly', 'document'],
  },
  // 天津: 津人社规字〔2025〕1号, from 2025-09-01, 2,510 a month, 26.6 an hour (A; B agrees on both figures).
  {
    province: 'tianjin',
    validFrom: '2025-09-01',
    year: 2025,
    monthlyFen: [251_000],
    hourlyFen: [2_660],
    source: '天津市人力资源和社会保障局 津人社规字〔2025〕1号（2025年9月1日起执行）',
    unverified: SECONDARY,
  },
  // 河北: 冀人社字〔2025〕137号, from 2025-12-01 (A); hourly 24 / 22 / 20 (B). Class 1: Shijiazhuang (A, B).
  {
    province: 'hebei',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [238_000, 223_000, 208_000],
    hourlyFen: [2_400, 2_200, 2_000],
    source: '河北省人力资源和社会保障厅 冀人社字〔2025〕137号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 山西: 晋政办发〔2024〕58号 (A), start date in neither source; hourly 23.2 / 22.1 / 20.9 (B). Class 1: Taiyuan.
  {
    province: 'shanxi',
    validFrom: SEEN,
    seenInForce: true,
    year: 2024,
    monthlyFen: [215_000, 205_000, 195_000],
    hourlyFen: [2_320, 2_210, 2_090],
    source: '山西省人民政府办公厅 晋政办发〔2024〕58号',
    unverified: SECONDARY,
  },
  // 内蒙古: 内政办发〔2025〕40号, from 2025-12-01 (A); hourly 23.5 / 22.8 / 22.2 (B). Class 1: Hohhot (A, B).
  {
    province: 'neimenggu',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [238_000, 231_000, 225_000],
    hourlyFen: [2_350, 2_280, 2_220],
    source: '内蒙古自治区人民政府办公厅 内政办发〔2025〕40号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 辽宁: 辽人社发〔2025〕7号, from 2025-12-01 (A); hourly 22 / 20 / 19 (B). Class 1: Shenyang urban districts (A).
  {
    province: 'liaoning',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [223_000, 208_000, 193_000],
    hourlyFen: [2_200, 2_000, 1_900],
    source: '辽宁省人力资源和社会保障厅 辽人社发〔2025〕7号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 吉林: 吉政函〔2025〕59号, from 2025-12-01 (A); hourly 22 / 20.5 / 19 (B). Class 1: Changchun urban districts (A).
  {
    province: 'jilin',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [223_000, 202_000, 187_000],
    hourlyFen: [2_200, 2_050, 1_900],
    source: '吉林省人民政府 吉政函〔2025〕59号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 黑龙江: 黑政规〔2025〕1号, from 2025-12-01 (A); hourly 21 / 18.8 / 18.2 (B). Class 1: Harbin urban districts except Hulan, Acheng, Shuangcheng (A).
  {
    province: 'heilongjiang',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [227_000, 201_000, 191_000],
    hourlyFen: [2_100, 1_880, 1_820],
    source: '黑龙江省人民政府 黑政规〔2025〕1号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 江苏: 苏人社规〔2025〕3号 "关于调整江苏省最低工资标准的通知" (jshrss.jiangsu.gov.cn, 2025-12-29; class 1 2,660 - title quoted in a
  // public repository's source list); classes, hourly 25 / 23 / 21 and the start 2026-01-01 from (B); the
  // housing-fund floors in (A) (Nanjing 2,660, Xuzhou 2,430) agree. Class 1: Nanjing (A, B).
  {
    province: 'jiangsu',
    validFrom: '2026-01-01',
    year: 2025,
    monthlyFen: [266_000, 243_000, 218_000],
    hourlyFen: [2_500, 2_300, 2_100],
    source:
      '江苏省人力资源和社会保障厅《关于调整江苏省最低工资标准的通知》（苏人社规〔2025〕3号，2026年1月1日起执行）',
    unverified: SECONDARY,
  },
  // 浙江: 浙政发〔2025〕23号, 2,660 / 2,430 / 2,180 (A, B). Start: (B) and the Hangzhou city row above say
  // 2026-01-01, (A) says 2025-12-01 - 2026-01-01 kept. Hourly 25 / 23 / 21 (B). Class 1: Hangzhou urban districts.
  {
    province: 'zhejiang',
    validFrom: '2026-01-01',
    year: 2025,
    monthlyFen: [266_000, 243_000, 218_000],
    hourlyFen: [2_500, 2_300, 2_100],
    source: '浙江省人民政府 浙政发〔2025〕23号（2026年1月1日起执行）',
    unverified: SECONDARY,
  },
  // 安徽: 皖政办秘〔2025〕32号, 2,320 / 2,170 / 2,100 / 2,000 (A, B); from 2025-09-01, hourly 23 / 22 / 21 / 20 (B). Class 1: Hefei.
  {
    province: 'anhui',
    validFrom: '2025-09-01',
    year: 2025,
    monthlyFen: [232_000, 217_000, 210_000, 200_000],
    hourlyFen: [2_300, 2_200, 2_100, 2_000],
    source: '安徽省人民政府办公厅 皖政办秘〔2025〕32号（2025年9月1日起执行）',
    unverified: SECONDARY,
  },
  // 福建: 闽人社文〔2025〕14号, 2,265 / 2,195 / 2,045 / 1,895 (A, B); from 2025-04-01, hourly 23.5 / 23 / 21.5 / 20 (B).
  // Class 1: Xiamen's six districts only; Fuzhou's districts are class 2 (A's housing-fund floors, B).
  {
    province: 'fujian',
    validFrom: '2025-04-01',
    year: 2025,
    monthlyFen: [226_500, 219_500, 204_500, 189_500],
    hourlyFen: [2_350, 2_300, 2_150, 2_000],
    source:
      '福建省人力资源和社会保障厅《公布我省最低工资标准的通知》（闽人社文〔2025〕14号，2025年4月1日起执行）',
    unverified: SECONDARY,
  },
  // 江西: 赣府厅字〔2025〕42号, 2,240 / 2,090 / 1,950 (A, B); from 2025-12-01, hourly 22.4 / 20.9 / 19.5 (B). Class 1: Nanchang urban districts (B).
  {
    province: 'jiangxi',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [224_000, 209_000, 195_000],
    hourlyFen: [2_240, 2_090, 1_950],
    source: '江西省人民政府办公厅 赣府厅字〔2025〕42号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 山东: 鲁政字〔2025〕140号, from 2025-10-01 (A); hourly 24 / 22 / 20 (B). Class 1: Jinan's five urban districts (A).
  {
    province: 'shandong',
    validFrom: '2025-10-01',
    year: 2025,
    monthlyFen: [240_000, 221_000, 202_000],
    hourlyFen: [2_400, 2_200, 2_000],
    source: '山东省人民政府 鲁政字〔2025〕140号（2025年10月1日起执行）',
    unverified: SECONDARY,
  },
  // 河南: 豫政〔2025〕25号, from 2025-12-01 (A); hourly 23 / 21.1 / 19.6 (B). Class 1: Zhengzhou (A, B).
  {
    province: 'henan',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [235_000, 215_000, 200_000],
    hourlyFen: [2_300, 2_110, 1_960],
    source: '河南省人民政府 豫政〔2025〕25号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 湖北: 《湖北省人民政府办公厅关于调整全省最低工资标准的通知》（鄂政办发〔2025〕44号, signed 2025-12-24,
  // published 2025-12-26, www.hubei.gov.cn/zfwj/ezbf/202512/t20251226_5842830.shtml). Quoted word for
  // word (with the attachment's class 1 areas) by a source catalogue in a public repository that opened
  // the official page: "一、全日制就业劳动者月最低工资标准按区域划分为三档，依次为2400元、2130元、1970元。"
  // "二、非全日制就业劳动者小时最低工资标准依次为24元、21.5元、20元。" "七、调整后的最低工资标准自2025年
  // 12月1日起执行。" Class 1: "武汉市区；襄阳市襄城区、樊城区；宜昌市西陵区、伍家岗区、点军区、猇亭区".
  {
    province: 'hubei',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [240_000, 213_000, 197_000],
    hourlyFen: [2_400, 2_150, 2_000],
    source:
      '湖北省人民政府办公厅《关于调整全省最低工资标准的通知》（鄂政办发〔2025〕44号，2025年12月1日起执行）',
  },
  // 湖南: 湘人社规〔2025〕22号, 2,200 / 2,000 / 1,800 (A, B); from 2025-09-01, hourly 22 / 20 / 18 (B). Class 1: Changsha.
  {
    province: 'hunan',
    validFrom: '2025-09-01',
    year: 2025,
    monthlyFen: [220_000, 200_000, 180_000],
    hourlyFen: [2_200, 2_000, 1_800],
    source: '湖南省人力资源和社会保障厅 湘人社规〔2025〕22号（2025年9月1日起执行）',
    unverified: SECONDARY,
  },
  // 广西: 桂政发〔2025〕16号, from 2025-07-01 (A); hourly 22.4 / 20.7 / 19 (B). Class 1: Nanning (A, B).
  {
    province: 'guangxi',
    validFrom: '2025-07-01',
    year: 2025,
    monthlyFen: [220_000, 204_000, 187_000],
    hourlyFen: [2_240, 2_070, 1_900],
    source: '广西壮族自治区人民政府 桂政发〔2025〕16号（2025年7月1日起执行）',
    unverified: SECONDARY,
  },
  // 海南: 琼人社规〔2025〕7号, from 2025-12-01, 2,250 / 2,070 (A, B); the four prefecture-level cities are class 1;
  // hourly 20 / 18.4 (B).
  {
    province: 'hainan',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [225_000, 207_000],
    hourlyFen: [2_000, 1_840],
    source: '海南省人力资源和社会保障厅 琼人社规〔2025〕7号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 重庆: 渝人社发〔2024〕22号, from 2025-01-01, 2,330 / 23 (class 1: the central and main new districts) and
  // 2,200 / 22 (class 2: 城口 and 11 other counties) (B); (A) has the same figures as the housing-fund floors.
  {
    province: 'chongqing',
    validFrom: '2025-01-01',
    year: 2024,
    monthlyFen: [233_000, 220_000],
    hourlyFen: [2_300, 2_200],
    source: '重庆市人力资源和社会保障局 渝人社发〔2024〕22号（2025年1月1日起执行）',
    unverified: SECONDARY,
  },
  // 四川: 川府规〔2024〕4号, from 2025-01-01, two classes 2,330 / 23 (Chengdu urban districts, Panzhihua) and
  // 2,200 / 22 (B); (A)'s housing-fund floors (Chengdu 2,330 / 2,200) agree.
  {
    province: 'sichuan',
    validFrom: '2025-01-01',
    year: 2024,
    monthlyFen: [233_000, 220_000],
    hourlyFen: [2_300, 2_200],
    source: '四川省人民政府 川府规〔2024〕4号（2025年1月1日起执行）',
    unverified: SECONDARY,
  },
  // 贵州: 黔人社发〔2025〕4号, from 2025-02-01 (A); hourly 22.4 / 20.8 / 19.8 (B). Class 1: Guiyang (A, B).
  {
    province: 'guizhou',
    validFrom: '2025-02-01',
    year: 2025,
    monthlyFen: [213_000, 198_000, 189_000],
    hourlyFen: [2_240, 2_080, 1_980],
    source: '贵州省人力资源和社会保障厅 黔人社发〔2025〕4号（2025年2月1日起执行）',
    unverified: SECONDARY,
  },
  // 云南: 云人社发〔2025〕19号, from 2025-10-01 (A); hourly 21 / 20 / 19 (B). Class 1: Kunming (A, B).
  {
    province: 'yunnan',
    validFrom: '2025-10-01',
    year: 2025,
    monthlyFen: [217_000, 202_000, 187_000],
    hourlyFen: [2_100, 2_000, 1_900],
    source: '云南省人力资源和社会保障厅 云人社发〔2025〕19号（2025年10月1日起执行）',
    unverified: SECONDARY,
  },
  // 西藏: 藏政办函〔2025〕25号, from 2025-11-01, one class: 2,360 a month, 23 an hour (A; B agrees on both).
  {
    province: 'xizang',
    validFrom: '2025-11-01',
    year: 2025,
    monthlyFen: [236_000],
    hourlyFen: [2_300],
    source: '西藏自治区人民政府办公厅 藏政办函〔2025〕25号（2025年11月1日起执行）',
    unverified: SECONDARY,
  },
  // 陕西: 陕人社发〔2026〕4号, from 2026-01-01 (A, B; also the official housing-fund notices above); hourly
  // 23 / 21.7 / 20.7 (B). Class 1: Xi'an urban districts, Qindu and Weicheng of Xianyang, Yuyang and Hengshan of Yulin.
  {
    province: 'shaanxi',
    validFrom: '2026-01-01',
    year: 2026,
    monthlyFen: [237_600, 225_000, 214_000],
    hourlyFen: [2_300, 2_170, 2_070],
    source: '陕西省人力资源和社会保障厅 陕人社发〔2026〕4号（2026年1月1日起执行）',
    unverified: ['hourly', 'document'],
  },
  // 甘肃: 甘政办发〔2025〕71号, from 2025-12-01 (A); hourly 22 / 21.5 / 21 (B). Class 1: Lanzhou (B).
  {
    province: 'gansu',
    validFrom: '2025-12-01',
    year: 2025,
    monthlyFen: [220_000, 213_000, 208_000],
    hourlyFen: [2_200, 2_150, 2_100],
    source: '甘肃省人民政府办公厅 甘政办发〔2025〕71号（2025年12月1日起执行）',
    unverified: SECONDARY,
  },
  // 青海: 青政〔2025〕11号, from 2025-05-01, one class 2,080 (A, B); hourly 20 (B).
  {
    province: 'qinghai',
    validFrom: '2025-05-01',
    year: 2025,
    monthlyFen: [208_000],
    hourlyFen: [2_000],
    source: '青海省人民政府 青政〔2025〕11号（2025年5月1日起执行）',
    unverified: SECONDARY,
  },
  // 宁夏: 宁政规发〔2025〕2号, 2,235 / 2,080 (A, B); from 2025-10-01 (a third public repository's note); hourly
  // 22 / 20 (B). Class 1: Yinchuan (A's official housing-fund notice, B).
  {
    province: 'ningxia',
    validFrom: '2025-10-01',
    year: 2025,
    monthlyFen: [223_500, 208_000],
    hourlyFen: [2_200, 2_000],
    source: '宁夏回族自治区人民政府 宁政规发〔2025〕2号（2025年10月1日起执行）',
    unverified: SECONDARY,
  },
  // 新疆: 新政发〔2024〕66号, from 2025-01-01 (A); hourly 20.7 / 18.9 / 17.5 (B). Class 1: Urumqi (A, B).
  {
    province: 'xinjiang',
    validFrom: '2025-01-01',
    year: 2025,
    monthlyFen: [207_000, 189_000, 175_000],
    hourlyFen: [2_070, 1_890, 1_750],
    source: '新疆维吾尔自治区人民政府 新政发〔2024〕66号（2025年1月1日起执行）',
    unverified: SECONDARY,
  },
];

/** The province's standard in force on `date` (the latest row that took effect on or before it). */
export function provinceWageOn(province: TMinWageProvince, date: string): TProvinceWageRow | undefined {
  let found: TProvinceWageRow | undefined;
  for (const row of PROVINCE_WAGE_ROWS) {
    if (row.province === province && row.validFrom <= date && (!found || row.validFrom > found.validFrom))
      found = row;
  }
  return found;
}

/**
 * The standard in force in one of the five cities the other calculators name (compensation's floor):
 * the city's class of its province's row, so each figure is written once.
 */
export function minimumWageOn(city: TWageCity, date: string): TMinimumWageRow | undefined {
  const { province, tier } = CITY_PLACES[city];
  const row = provinceWageOn(province, date);
  const monthlyFen = row?.monthlyFen[tier - 1];
  if (!row || monthlyFen === undefined) return undefined;
  return {
    city,
    province,
    monthlyFen,
    hourlyFen: row.hourlyFen?.[tier - 1] ?? null,
    validFrom: row.validFrom,
    source: row.source,
    ...(row.unverified ? { unverified: row.unverified } : {}),
    ...(row.note ? { note: row.note } : {}),
  };
}

/** Whether a newer standard of the city's province is on file (the row is then history, not stale). */
export function hasNewerMinimumWage(row: TMinimumWageRow): boolean {
  return PROVINCE_WAGE_ROWS.some(
    (other) => other.province === row.province && other.validFrom > row.validFrom,
  );
}
