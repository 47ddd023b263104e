/**
 * The provinces (provincial-level regions) and classes (档) the minimum-wage table covers (calType 8),
 * with their names in zh/en/ja. Figure-free so the form can list them without loading the table.
 *
 All 31 provincial-level regions of the mainland (Hong Kong, Macao and Taiwan have no standard under
 * 最低工资规定); each is listed only because its current standard has a named document
 * (minimum-wage-table.ts).
 *
 * Class areas: only the capital city is named, as the sources of the table place it (for most, also
 * the capital's housing-fund floor, which is set at the local minimum wage); the full area lists of
 * each class were not read.
 */
import type { TLanguage } from '../../constants';
import type { TWageCity } from './cities';

export const MIN_WAGE_PROVINCES = [
  'beijing',
  'tianjin',
  'hebei',
  'shanxi',
  'neimenggu',
  'liaoning',
  'jilin',
  'heilongjiang',
  'shanghai',
  'jiangsu',
  'zhejiang',
  'anhui',
  'fujian',
  'jiangxi',
  'shandong',
  'henan',
  'hubei',
  'hunan',
  'guangdong',
  'guangxi',
  'hainan',
  'chongqing',
  'sichuan',
  'guizhou',
  'yunnan',
  'xizang',
  'shaanxi',
  'gansu',
  'qinghai',
  'ningxia',
  'xinjiang',
] as const;
export type TMinWageProvince = (typeof MIN_WAGE_PROVINCES)[number];

type TText = Record<TLanguage, string>;

/** One class of a province: its name ("第一档") and, when known, the area it covers. */
export type TMinWageTier = { name: TText; area?: TText };

/** `short`: the name in the overview table ("新疆"), when shorter than `name`. */
export type TMinWagePlace = { name: TText; short?: TText; tiers: readonly TMinWageTier[] };

const CLASS_NAMES: readonly TText[] = [
  { zh: '第一档', en: 'Class 1', ja: '第1区分' },
  { zh: '第二档', en: 'Class 2', ja: '第2区分' },
  { zh: '第三档', en: 'Class 3', ja: '第3区分' },
  { zh: '第四档', en: 'Class 4', ja: '第4区分' },
];

const SINGLE: readonly TMinWageTier[] = [{ name: { zh: '统一标准', en: 'Single standard', ja: '統一基準' } }];

/** `count` classes, the first ones with the areas given. */
function classes(count: number, ...areas: (TText | undefined)[]): readonly TMinWageTier[] {
  return CLASS_NAMES.slice(0, count).map((name, index) => {
    const area = areas[index];
    return area ? { name, area } : { name };
  });
}

const city = (zh: string, en: string, ja = zh): TText => ({ zh, en, ja });

export const MIN_WAGE_PLACES: Readonly<Record<TMinWageProvince, TMinWagePlace>> = {
  beijing: { name: city('北京市', 'Beijing'), tiers: SINGLE },
  tianjin: { name: city('天津市', 'Tianjin'), tiers: SINGLE },
  hebei: { name: city('河北省', 'Hebei'), tiers: classes(3, city('石家庄市', 'Shijiazhuang')) },
  shanxi: { name: city('山西省', 'Shanxi'), tiers: classes(3, city('太原市', 'Taiyuan')) },
  neimenggu: {
    name: { zh: '内蒙古自治区', en: 'Inner Mongolia', ja: '内モンゴル自治区' },
    short: { zh: '内蒙古', en: 'Inner Mongolia', ja: '内モンゴル' },
    tiers: classes(3, city('呼和浩特市', 'Hohhot')),
  },
  liaoning: {
    name: city('辽宁省', 'Liaoning', '遼寧省'),
    tiers: classes(3, city('沈阳市区', 'Shenyang urban districts', '瀋陽市区')),
  },
  jilin: {
    name: city('吉林省', 'Jilin'),
    tiers: classes(3, city('长春市区', 'Changchun urban districts', '長春市区')),
  },
  heilongjiang: {
    name: city('黑龙江省', 'Heilongjiang', '黒竜江省'),
    tiers: classes(
      3,
      city(
        '哈尔滨市区（呼兰、阿城、双城除外）',
        'Harbin urban districts except Hulan, Acheng, Shuangcheng',
        'ハルビン市区（呼蘭・阿城・双城を除く）',
      ),
    ),
  },
  shanghai: { name: city('上海市', 'Shanghai'), tiers: SINGLE },
  jiangsu: {
    name: city('江苏省', 'Jiangsu', '江蘇省'),
    tiers: classes(3, city('南京市等', 'Nanjing and others', '南京市など')),
  },
  zhejiang: {
    name: city('浙江省', 'Zhejiang'),
    tiers: classes(3, city('杭州市区', 'Hangzhou urban districts')),
  },
  anhui: { name: city('安徽省', 'Anhui'), tiers: classes(4, city('合肥市', 'Hefei')) },
  fujian: {
    name: city('福建省', 'Fujian'),
    tiers: classes(4, city('厦门市', 'Xiamen', '厦門市'), city('福州市', 'Fuzhou')),
  },
  jiangxi: {
    name: city('江西省', 'Jiangxi'),
    tiers: classes(3, city('南昌市区', 'Nanchang urban districts', '南昌市区')),
  },
  shandong: {
    name: city('山东省', 'Shandong', '山東省'),
    tiers: classes(
      3,
      city(
        '济南市区（历下、市中、槐荫、天桥、历城）',
        'Jinan (Lixia, Shizhong, Huaiyin, Tianqiao, Licheng)',
        '済南市区（歴下・市中・槐蔭・天橋・歴城）',
      ),
    ),
  },
  henan: { name: city('河南省', 'Henan'), tiers: classes(3, city('郑州市', 'Zhengzhou', '鄭州市')) },
  hubei: {
    name: city('湖北省', 'Hubei'),
    tiers: classes(3, city('武汉市区等', 'Wuhan urban districts and others', '武漢市区など')),
  },
  hunan: { name: city('湖南省', 'Hunan'), tiers: classes(3, city('长沙市', 'Changsha', '長沙市')) },
  guangdong: {
    name: city('广东省', 'Guangdong', '広東省'),
    tiers: [
      {
        name: { zh: '第一类地区', en: 'Class 1 areas', ja: '第一類地区' },
        area: city('广州市等', 'Guangzhou and others', '広州市など'),
      },
      { name: { zh: '深圳市（单列）', en: 'Shenzhen (own standard)', ja: '深圳市（単独基準）' } },
    ],
  },
  guangxi: {
    name: { zh: '广西壮族自治区', en: 'Guangxi', ja: '広西チワン族自治区' },
    short: { zh: '广西', en: 'Guangxi', ja: '広西' },
    tiers: classes(3, city('南宁市', 'Nanning', '南寧市')),
  },
  hainan: {
    name: city('海南省', 'Hainan'),
    tiers: classes(
      2,
      city('海口、三亚、三沙、儋州', 'Haikou, Sanya, Sansha, Danzhou', '海口・三亜・三沙・儋州'),
    ),
  },
  chongqing: {
    name: city('重庆市', 'Chongqing', '重慶市'),
    tiers: classes(
      2,
      city('主城26区', 'the 26 central districts', '主城26区'),
      city('城口等12县', 'Chengkou and 11 other counties', '城口など12県'),
    ),
  },
  sichuan: {
    name: city('四川省', 'Sichuan'),
    tiers: classes(2, city('成都市区等', 'Chengdu urban districts and others', '成都市区など')),
  },
  guizhou: {
    name: city('贵州省', 'Guizhou', '貴州省'),
    tiers: classes(3, city('贵阳市', 'Guiyang', '貴陽市')),
  },
  yunnan: { name: city('云南省', 'Yunnan', '雲南省'), tiers: classes(3, city('昆明市', 'Kunming')) },
  xizang: {
    name: { zh: '西藏自治区', en: 'Tibet (Xizang)', ja: 'チベット自治区' },
    short: { zh: '西藏', en: 'Tibet', ja: 'チベット' },
    tiers: SINGLE,
  },
  shaanxi: {
    name: city('陕西省', 'Shaanxi', '陝西省'),
    tiers: classes(3, city('西安市', 'Xi’an')),
  },
  gansu: { name: city('甘肃省', 'Gansu', '甘粛省'), tiers: classes(3, city('兰州市', 'Lanzhou', '蘭州市')) },
  qinghai: { name: city('青海省', 'Qinghai'), tiers: SINGLE },
  ningxia: {
    name: { zh: '宁夏回族自治区', en: 'Ningxia', ja: '寧夏回族自治区' },
    short: { zh: '宁夏', en: 'Ningxia', ja: '寧夏' },
    tiers: classes(2, city('银川市', 'Yinchuan', '銀川市')),
  },
  xinjiang: {
    name: { zh: '新疆维吾尔自治区', en: 'Xinjiang', ja: '新疆ウイグル自治区' },
    short: { zh: '新疆', en: 'Xinjiang', ja: '新疆' },
    tiers: classes(3, city('乌鲁木齐市', 'Urumqi', 'ウルムチ市')),
  },
};

export function isMinWageProvince(value: unknown): value is TMinWageProvince {
  return typeof value === 'string' && (MIN_WAGE_PROVINCES as readonly string[]).includes(value);
}

export function provinceName(province: TMinWageProvince, lang: TLanguage): string {
  return MIN_WAGE_PLACES[province].name[lang];
}

/** "第一档（郑州市）" - the class and, when known, the area. */
export function tierLabel(province: TMinWageProvince, tier: number, lang: TLanguage): string {
  const option = MIN_WAGE_PLACES[province].tiers[tier - 1];
  if (!option) return '';
  if (!option.area) return option.name[lang];
  return lang === 'en'
    ? `${option.name.en} (${option.area.en})`
    : `${option.name[lang]}（${option.area[lang]}）`;
}

/** Where the five cities of the city table sit among the provinces (old `city` inputs of calType 8). */
export const CITY_PLACES: Readonly<Record<TWageCity, { province: TMinWageProvince; tier: number }>> = {
  shanghai: { province: 'shanghai', tier: 1 },
  beijing: { province: 'beijing', tier: 1 },
  guangzhou: { province: 'guangdong', tier: 1 },
  shenzhen: { province: 'guangdong', tier: 2 },
  hangzhou: { province: 'zhejiang', tier: 1 },
};

/** The province's name for the overview table: the short form of an autonomous region ("新疆"). */
export function provinceShortName(province: TMinWageProvince, lang: TLanguage): string {
  const place = MIN_WAGE_PLACES[province];
  return (place.short ?? place.name)[lang].replace(/[省市]$/, '');
}
