/**
 * The onboarding form's choices (spec 3 §2.1): stored as these codes, shown through the web
 * catalogue (`onboarding:option.<list>.<code>`) in the reader's language. No zod here.
 */

/** Marital status (married, unmarried, divorced). */
export const MARITAL_STATUSES = ['unmarried', 'married', 'divorced'] as const;
export type TMaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Political status (政治面貌), the national standard's groups. */
export const POLITICAL_STATUSES = [
  'cpcMember',
  'cpcProbationary',
  'cylMember',
  'democraticParty',
  'nonPartisan',
  'masses',
] as const;
export type TPoliticalStatus = (typeof POLITICAL_STATUSES)[number];

/** Highest degree, about 12 levels from none to doctorate (spec 3 §2.1). */
export const DEGREES = [
  'none',
  'primary',
  'juniorHigh',
  'vocationalSecondary',
  'technicalSchool',
  'seniorHigh',
  'juniorCollege',
  'adultCollege',
  'bachelor',
  'secondBachelor',
  'master',
  'doctorate',
] as const;
export type TDegree = (typeof DEGREES)[number];

/** Health state, 5 levels. */
export const HEALTH_STATES = ['excellent', 'good', 'fair', 'chronic', 'disabled'] as const;
export type THealthState = (typeof HEALTH_STATES)[number];

/** Spouse relation (husband or wife). */
export const SPOUSE_RELATIONS = ['husband', 'wife'] as const;
export type TSpouseRelation = (typeof SPOUSE_RELATIONS)[number];

/** Residence permit types: 1 temporary residence permit (暂住证), 2 residence permit (居住证). */
export const RESIDENCE_PERMIT_TYPES = [1, 2] as const;
export type TResidencePermitType = (typeof RESIDENCE_PERMIT_TYPES)[number];

/** Sex on the form: 1 man, 2 woman. */
export const GENDERS = [1, 2] as const;
export type TGender = (typeof GENDERS)[number];

/** A child's sex, stored as the two Chinese characters (spec 3 §2.1). */
export const CHILD_SEXES = ['男', '女'] as const;
export type TChildSex = (typeof CHILD_SEXES)[number];

/**
 * The 56 nationalities of China (GB 3304), stored by their Chinese name as the national standard
 * codes them; `NATIONALITIES_EN` gives the English names the standard's romanisation uses.
 */
export const NATIONALITIES = [
  '汉族',
  '蒙古族',
  '回族',
  '藏族',
  '维吾尔族',
  '苗族',
  '彝族',
  '壮族',
  '布依族',
  '朝鲜族',
  '满族',
  '侗族',
  '瑶族',
  '白族',
  '土家族',
  '哈尼族',
  '哈萨克族',
  '傣族',
  '黎族',
  '傈僳族',
  '佤族',
  '畲族',
  '高山族',
  '拉祜族',
  '水族',
  '东乡族',
  '纳西族',
  '景颇族',
  '柯尔克孜族',
  '土族',
  '达斡尔族',
  '仫佬族',
  '羌族',
  '布朗族',
  '撒拉族',
  '毛南族',
  '仡佬族',
  '锡伯族',
  '阿昌族',
  '普米族',
  '塔吉克族',
  '怒族',
  '乌孜别克族',
  '俄罗斯族',
  '鄂温克族',
  '德昂族',
  '保安族',
  '裕固族',
  '京族',
  '塔塔尔族',
  '独龙族',
  '鄂伦春族',
  '赫哲族',
  '门巴族',
  '珞巴族',
  '基诺族',
] as const;
export type TNationality = (typeof NATIONALITIES)[number];

export const NATIONALITIES_EN: Record<TNationality, string> = {
  汉族: 'Han',
  蒙古族: 'Mongol',
  回族: 'Hui',
  藏族: 'Tibetan',
  维吾尔族: 'Uyghur',
  苗族: 'Miao',
  彝族: 'Yi',
  壮族: 'Zhuang',
  布依族: 'Bouyei',
  朝鲜族: 'Korean',
  满族: 'Manchu',
  侗族: 'Dong',
  瑶族: 'Yao',
  白族: 'Bai',
  土家族: 'Tujia',
  哈尼族: 'Hani',
  哈萨克族: 'Kazakh',
  傣族: 'Dai',
  黎族: 'Li',
  傈僳族: 'Lisu',
  佤族: 'Va',
  畲族: 'She',
  高山族: 'Gaoshan',
  拉祜族: 'Lahu',
  水族: 'Sui',
  东乡族: 'Dongxiang',
  纳西族: 'Naxi',
  景颇族: 'Jingpo',
  柯尔克孜族: 'Kirgiz',
  土族: 'Tu',
  达斡尔族: 'Daur',
  仫佬族: 'Mulao',
  羌族: 'Qiang',
  布朗族: 'Blang',
  撒拉族: 'Salar',
  毛南族: 'Maonan',
  仡佬族: 'Gelao',
  锡伯族: 'Xibe',
  阿昌族: 'Achang',
  普米族: 'Pumi',
  塔吉克族: 'Tajik',
  怒族: 'Nu',
  乌孜别克族: 'Uzbek',
  俄罗斯族: 'Russian',
  鄂温克族: 'Ewenki',
  德昂族: "De'ang",
  保安族: 'Bonan',
  裕固族: 'Yugur',
  京族: 'Gin',
  塔塔尔族: 'Tatar',
  独龙族: 'Derung',
  鄂伦春族: 'Oroqen',
  赫哲族: 'Hezhen',
  门巴族: 'Monba',
  珞巴族: 'Lhoba',
  基诺族: 'Jino',
};

export const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
