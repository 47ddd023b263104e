/** Result texts and cited articles of the minimum-wage and average-wage calculators in zh/en/ja. */
import type { TLanguage } from '../../constants';
import type { TCalLaw } from '../contract';

const zh = {
  yuan: '元',
  yuanPerHour: '元/小时',
  minMain: '{city}月最低工资标准',
  minHourly: '小时最低工资标准（非全日制）',
  notChecked: '未核实',
  effective: '执行日期',
  tier: '适用档次',
  yourWage: '您的月工资',
  below: '低于最低工资 {gap} 元',
  notBelow: '不低于最低工资',
  minFigure: '各城市现行月最低工资标准',
  minHistory: '{city}最低工资标准历次调整',
  colCity: '城市',
  colMonthly: '月标准（元）',
  colHourly: '小时标准（元）',
  colFrom: '执行日期',
  minStep1: '{city}现行月最低工资标准 {monthly} 元，自 {from} 起执行（{tier}）。',
  minStep2: '小时最低工资标准 {hourly}。',
  minStepWage:
    '您的月工资 {wage} 元{verdict}。最低工资不含加班工资、特殊工作环境津贴和法定福利（最低工资规定第十二条）。',
  minWarnBelow: '您填写的月工资 {wage} 元低于{city}月最低工资标准 {monthly} 元。',
  minWarnUnverified: '部分数据（{fields}）未能与发布文件原文逐字核对，请以当地人社部门公布为准。',
  fieldMonthly: '月标准',
  fieldHourly: '小时标准',
  fieldDocument: '文号',
  minTable: '{city}最低工资标准',
  avgMain: '{city}职工月平均工资（{year}年度）',
  annual: '年平均工资',
  floor: '社保缴费基数下限（60%）',
  cap: '社保缴费基数上限 / 补偿金封顶（300%）',
  year: '数据年度',
  ratio: '您的工资为社平的',
  avgFigure: '缴费基数区间与补偿金封顶',
  colItem: '项目',
  colShare: '比例',
  colAmount: '元/月',
  rowFloor: '基数下限',
  rowAverage: '社平工资',
  rowCap: '基数上限/补偿封顶',
  rowWage: '您的工资',
  avgCities: '各城市职工月平均工资',
  colYear: '年度',
  avgStep1:
    '{city}{year}年度职工月平均工资 {average} 元（{scope}），自 {from} 起用于缴费基数，年平均 {annual} 元。',
  avgStep2: '缴费基数下限 = 60% × {average} = {floor} 元（取整到元）；上限 = 300% × {average} = {cap} 元。',
  avgStep3: '月工资高于 {cap} 元时，经济补偿按 {cap} 元计算且年限最高12年（劳动合同法第四十七条）。',
  avgStepWage: '您的月工资 {wage} 元，为社平的 {ratio}%；{band}。',
  bandBelow: '低于缴费基数下限，按下限 {floor} 元缴费',
  bandAbove: '高于缴费基数上限，按上限 {cap} 元缴费',
  compAbove: '月工资高于经济补偿封顶线 {cap} 元：经济补偿按 {cap} 元计算，年限最高12年。',
  compBelow: '月工资未超过经济补偿封顶线 {cap} 元。',
  bandInside: '在缴费基数区间内，按实际工资缴费',
  avgWarnDerived: '本年度平均工资按公布的缴费基数上限÷3得出。',
  capSocial: '社保缴费基数上限（300%）',
  capCompensation: '经济补偿封顶（3倍）',
  rowCapSocial: '基数上限',
  rowCapCompensation: '补偿封顶',
  avgStepCapOther: '经济补偿封顶按{scope}：{year}年 {average} 元 × 3 = {cap} 元（劳动合同法第四十七条）。',
  avgWarnNoCap:
    '{city}计算经济补偿封顶所用的职工月平均工资未能核实，可能与社保缴费基数的口径不同，请以当地公布为准。',
  capTable: '{scope}（{year}年，经济补偿封顶用）',
  avgTable: '{city}职工月平均工资（{year}年度）',
};

type TTexts = Record<keyof typeof zh, string>;

const en: TTexts = {
  yuan: 'yuan',
  yuanPerHour: 'yuan/hour',
  minMain: 'Monthly minimum wage of {city}',
  minHourly: 'Hourly minimum wage (part-time)',
  notChecked: 'not checked',
  effective: 'In force since',
  tier: 'Class',
  yourWage: 'Your monthly wage',
  below: '{gap} below the minimum',
  notBelow: 'not below the minimum',
  minFigure: 'Current monthly minimum wage by city',
  minHistory: 'Minimum wage changes in {city}',
  colCity: 'City',
  colMonthly: 'Monthly (yuan)',
  colHourly: 'Hourly (yuan)',
  colFrom: 'In force since',
  minStep1: 'The monthly minimum wage of {city} is {monthly} yuan, in force since {from} ({tier}).',
  minStep2: 'Hourly minimum wage: {hourly}.',
  minStepWage:
    'Your monthly wage of {wage} yuan is {verdict}. Overtime pay, allowances for special working conditions and statutory benefits do not count towards the minimum (Minimum Wage Provisions art. 12).',
  minWarnBelow:
    'The monthly wage you entered, {wage} yuan, is below the monthly minimum wage of {city}, {monthly} yuan.',
  minWarnUnverified:
    "Some figures ({fields}) could not be checked word for word against the issuing document; the local labour bureau's figures prevail.",
  fieldMonthly: 'monthly standard',
  fieldHourly: 'hourly standard',
  fieldDocument: 'document number',
  minTable: 'Minimum wage of {city}',
  avgMain: 'Average monthly wage of {city} ({year})',
  annual: 'Annual average wage',
  floor: 'Contribution base floor (60%)',
  cap: 'Contribution cap / compensation cap (300%)',
  year: 'Data year',
  ratio: 'Your wage as a share of the average',
  avgFigure: 'Contribution base band and compensation cap',
  colItem: 'Item',
  colShare: 'Share',
  colAmount: 'Yuan/month',
  rowFloor: 'Base floor',
  rowAverage: 'Average',
  rowCap: 'Base cap / 3x cap',
  rowWage: 'Your wage',
  avgCities: 'Average monthly wage by city',
  colYear: 'Year',
  avgStep1:
    'The {year} average monthly wage of {city} is {average} yuan ({scope}), used for contribution bases from {from}; {annual} yuan a year.',
  avgStep2:
    'Contribution base floor = 60% x {average} = {floor} yuan (whole yuan); cap = 300% x {average} = {cap} yuan.',
  avgStep3:
    'Above {cap} yuan a month, economic compensation is counted at {cap} yuan for at most 12 years (Labour Contract Law art. 47).',
  avgStepWage: 'Your monthly wage of {wage} yuan is {ratio}% of the average; {band}.',
  bandBelow: 'it is below the floor, so contributions are paid on {floor} yuan',
  bandAbove: 'it is above the cap, so contributions are paid on {cap} yuan',
  compAbove:
    'The wage is above the compensation cap of {cap} yuan: compensation is counted at {cap} yuan for at most 12 years.',
  compBelow: 'The wage does not exceed the compensation cap of {cap} yuan.',
  bandInside: 'it is inside the band, so contributions are paid on the actual wage',
  avgWarnDerived: "This year's average is the published contribution cap divided by 3.",
  capSocial: 'Contribution cap (300%)',
  capCompensation: 'Compensation cap (3x)',
  rowCapSocial: 'Base cap',
  rowCapCompensation: 'Compensation cap',
  avgStepCapOther:
    'The compensation cap uses the {scope}: {year} {average} yuan x 3 = {cap} yuan (Labour Contract Law art. 47).',
  avgWarnNoCap:
    "The average wage {city} uses for the compensation cap could not be checked and may differ from the contribution-band average; the city's published figure prevails.",
  capTable: '{scope} ({year}, for the compensation cap)',
  avgTable: 'Average monthly wage of {city} ({year})',
};

const ja: TTexts = {
  yuan: '元',
  yuanPerHour: '元/時間',
  minMain: '{city}の月額最低賃金',
  minHourly: '時間額最低賃金（パートタイム）',
  notChecked: '未確認',
  effective: '施行日',
  tier: '適用区分',
  yourWage: 'あなたの月額賃金',
  below: '最低賃金を {gap} 元下回る',
  notBelow: '最低賃金以上',
  minFigure: '各都市の現行月額最低賃金',
  minHistory: '{city}の最低賃金の改定',
  colCity: '都市',
  colMonthly: '月額（元）',
  colHourly: '時間額（元）',
  colFrom: '施行日',
  minStep1: '{city}の現行月額最低賃金は {monthly} 元、{from} から施行（{tier}）。',
  minStep2: '時間額最低賃金：{hourly}。',
  minStepWage:
    'あなたの月額賃金 {wage} 元は{verdict}です。時間外手当、特殊な作業環境の手当、法定福利は最低賃金に算入しません（最低賃金規定第12条）。',
  minWarnBelow: '入力された月額賃金 {wage} 元は{city}の月額最低賃金 {monthly} 元を下回っています。',
  minWarnUnverified:
    '一部のデータ（{fields}）は公布文書の原文と逐語的に照合できていません。当地の人社部門の公表値が優先します。',
  fieldMonthly: '月額基準',
  fieldHourly: '時間額基準',
  fieldDocument: '文書番号',
  minTable: '{city}の最低賃金基準',
  avgMain: '{city}の従業員月平均賃金（{year}年度）',
  annual: '年平均賃金',
  floor: '社会保険料算定基数の下限（60%）',
  cap: '算定基数の上限・経済補償の上限（300%）',
  year: 'データ年度',
  ratio: '平均賃金に対するあなたの賃金',
  avgFigure: '算定基数の範囲と経済補償の上限',
  colItem: '項目',
  colShare: '割合',
  colAmount: '元/月',
  rowFloor: '基数下限',
  rowAverage: '平均賃金',
  rowCap: '基数上限・補償上限',
  rowWage: 'あなたの賃金',
  avgCities: '各都市の従業員月平均賃金',
  colYear: '年度',
  avgStep1:
    '{city}の{year}年度従業員月平均賃金は {average} 元（{scope}）、{from} から算定基数に使用、年額 {annual} 元。',
  avgStep2:
    '算定基数の下限 = 60% × {average} = {floor} 元（元単位に丸め）、上限 = 300% × {average} = {cap} 元。',
  avgStep3:
    '月額賃金が {cap} 元を超える場合、経済補償は {cap} 元で計算し、年数は最長12年です（労働契約法第47条）。',
  avgStepWage: 'あなたの月額賃金 {wage} 元は平均賃金の {ratio}%：{band}。',
  bandBelow: '下限を下回るため、下限 {floor} 元で保険料を納付します',
  bandAbove: '上限を超えるため、上限 {cap} 元で保険料を納付します',
  compAbove:
    '月額賃金は経済補償の上限 {cap} 元を超えるため、経済補償は {cap} 元で計算し、年数は最長12年です。',
  compBelow: '月額賃金は経済補償の上限 {cap} 元以下です。',
  bandInside: '範囲内のため、実際の賃金で保険料を納付します',
  avgWarnDerived: '本年度の平均賃金は、公表された算定基数の上限 ÷ 3 で求めました。',
  capSocial: '算定基数の上限（300%）',
  capCompensation: '経済補償の上限（3倍）',
  rowCapSocial: '基数上限',
  rowCapCompensation: '補償上限',
  avgStepCapOther:
    '経済補償の上限は{scope}による：{year}年 {average} 元 × 3 = {cap} 元（労働契約法第47条）。',
  avgWarnNoCap:
    '{city}が経済補償の上限に用いる平均賃金は確認できておらず、保険料算定基数の平均賃金と異なる場合があります。当地の公表値が優先します。',
  capTable: '{scope}（{year}年、経済補償上限用）',
  avgTable: '{city}の従業員月平均賃金（{year}年度）',
};

export const TEXTS: Record<TLanguage, TTexts> = { zh, en, ja };

type TLaw = Record<TLanguage, TCalLaw>;

/*
 * Law citations, checked 2026-11-24 (zh is the official wording; en/ja follow it):
 * - 劳动法 (1994, amended 2009 and 2018-12-29, the latest) art. 48: LawRefBook/Laws 社会法/劳动法.md
 *   (commit 3cd6e86) - matches word for word.
 * - 最低工资规定 (劳动和社会保障部令第21号, 2004-01-20, in force 2004-03-01) arts. 5 and 12: not in
 *   LawRefBook/Laws or RanKKI/LawRefBook; checked against public reproductions that quote the article
 *   numbers (art. 5: cooxue.com; art. 12: a labour-law knowledge base found with find_string) - not against
 *   the official publication here. Art. 12 has a second paragraph (piece rates; no normal work) not quoted.
 * - 劳动合同法 art. 47 para. 2: LawRefBook/Laws 社会法/劳动合同法.md (2012 amendment) - matches.
 * - 国办发〔2019〕13号 item 三: not in those repositories; the sentence is confirmed by public reproductions
 *   (e.g. 86917.com quoting "国办发〔2019〕13号规定：调整就业人员平均工资计算口径，各省应以…"), not against the
 *   official text here; "……" marks that the item has words before the quoted sentence.
 * - 劳办发〔1997〕116号: NOT checked against the official text here (neither repository holds it and no
 *   reproduction of this passage was found); the quoted passage and its heading are left as they were.
 *   The document's own title writes 帐户 (劳动部关于印发《职工基本养老保险个人帐户管理暂行办法》的通知,
 *   1997-12-22, as reproduced publicly); fixed here.
 */

export const MINIMUM_WAGE_LAWS: readonly TLaw[] = [
  {
    zh: {
      law: '中华人民共和国劳动法',
      article: '第四十八条',
      text: '国家实行最低工资保障制度。最低工资的具体标准由省、自治区、直辖市人民政府规定，报国务院备案。\n用人单位支付劳动者的工资不得低于当地最低工资标准。',
    },
    en: {
      law: 'Labour Law of the PRC',
      article: 'Article 48',
      text: 'The State applies a minimum wage guarantee system. The specific minimum wage standards are set by the governments of the provinces, autonomous regions and municipalities and filed with the State Council.\nThe wages an employer pays a worker shall not be lower than the local minimum wage standard.',
    },
    ja: {
      law: '中華人民共和国労働法',
      article: '第48条',
      text: '国は最低賃金保障制度を実施する。最低賃金の具体的な基準は省、自治区、直轄市の人民政府が定め、国務院に届け出る。\n使用者が労働者に支払う賃金は、当地の最低賃金基準を下回ってはならない。',
    },
  },
  {
    zh: {
      law: '最低工资规定（劳动和社会保障部令第21号）',
      article: '第五条',
      text: '最低工资标准一般采取月最低工资标准和小时最低工资标准的形式。月最低工资标准适用于全日制就业劳动者，小时最低工资标准适用于非全日制就业劳动者。',
    },
    en: {
      law: 'Minimum Wage Provisions (Order No. 21 of the Ministry of Labour and Social Security)',
      article: 'Article 5',
      text: 'Minimum wage standards generally take the form of a monthly and an hourly standard. The monthly standard applies to full-time workers, the hourly standard to part-time workers.',
    },
    ja: {
      law: '最低賃金規定（労働・社会保障部令第21号）',
      article: '第5条',
      text: '最低賃金基準は、一般に月額最低賃金基準と時間額最低賃金基準の形式をとる。月額最低賃金基準はフルタイム労働者に、時間額最低賃金基準は非フルタイム労働者に適用する。',
    },
  },
  {
    zh: {
      law: '最低工资规定（劳动和社会保障部令第21号）',
      article: '第十二条',
      text: '在劳动者提供正常劳动的情况下，用人单位应支付给劳动者的工资在剔除下列各项以后，不得低于当地最低工资标准：（一）延长工作时间工资；（二）中班、夜班、高温、低温、井下、有毒有害等特殊工作环境、条件下的津贴；（三）法律、法规和国家规定的劳动者福利待遇等。',
    },
    en: {
      law: 'Minimum Wage Provisions (Order No. 21 of the Ministry of Labour and Social Security)',
      article: 'Article 12',
      text: "Where the worker has provided normal work, the wage the employer pays, after excluding the following, shall not be lower than the local minimum wage: (1) pay for extended working hours; (2) allowances for special working environments and conditions such as middle and night shifts, high or low temperatures, underground, toxic or hazardous work; (3) workers' welfare benefits under laws, regulations and State rules.",
    },
    ja: {
      law: '最低賃金規定（労働・社会保障部令第21号）',
      article: '第12条',
      text: '労働者が正常な労働を提供した場合、使用者が支払うべき賃金は、次の各項目を除いた後、当地の最低賃金基準を下回ってはならない。（一）延長労働時間の賃金。（二）中番、夜勤、高温、低温、坑内、有毒有害等の特殊な作業環境・条件における手当。（三）法律、法規および国の規定による労働者の福利待遇等。',
    },
  },
];

export const AVERAGE_WAGE_LAWS: readonly TLaw[] = [
  {
    zh: {
      law: '中华人民共和国劳动合同法',
      article: '第四十七条第二款',
      text: '劳动者月工资高于用人单位所在直辖市、设区的市级人民政府公布的本地区上年度职工月平均工资三倍的，向其支付经济补偿的标准按职工月平均工资三倍的数额支付，向其支付经济补偿的年限最高不超过十二年。',
    },
    en: {
      law: 'Labour Contract Law of the PRC',
      article: 'Article 47, paragraph 2',
      text: "Where the worker's monthly wage is more than three times the average monthly wage of employees of the previous year published by the government of the municipality or districted city where the employer is located, the compensation is paid at three times that average, for at most twelve years.",
    },
    ja: {
      law: '中華人民共和国労働契約法',
      article: '第47条第2項',
      text: '労働者の月額賃金が、使用者所在地の直轄市または区を設ける市の人民政府が公表した当該地域の前年度従業員月平均賃金の3倍を超える場合、経済補償の基準は従業員月平均賃金の3倍の額とし、支払年数は最長12年とする。',
    },
  },
  {
    zh: {
      law: '国务院办公厅关于印发降低社会保险费率综合方案的通知（国办发〔2019〕13号）',
      article: '三、调整社保缴费基数政策',
      text: '……各省应以本省城镇非私营单位就业人员平均工资和城镇私营单位就业人员平均工资加权计算的全口径城镇单位就业人员平均工资，核定社保个人缴费基数上下限，合理降低部分参保人员和企业的社保缴费基数。',
    },
    en: {
      law: 'General Office of the State Council, Comprehensive Plan for Lowering Social Insurance Rates (Guo Ban Fa [2019] No. 13)',
      article: 'Item 3, adjusting the contribution base policy',
      text: "... Each province shall set the upper and lower limits of individual social insurance contribution bases from the all-units average wage of urban employees, weighted from the average wages of the province's urban non-private and private units, and reasonably lower the contribution bases of some insured persons and enterprises.",
    },
    ja: {
      law: '国務院弁公庁「社会保険料率引下げ総合方案」の通知（国辦発〔2019〕13号）',
      article: '三、社会保険料算定基数政策の調整',
      text: '……各省は、本省の都市部非私営単位就業者の平均賃金と都市部私営単位就業者の平均賃金を加重して算出した全口径都市部単位就業者の平均賃金により、個人の社会保険料算定基数の上下限を定め、一部の被保険者および企業の算定基数を合理的に引き下げる。',
    },
  },
  {
    zh: {
      law: '职工基本养老保险个人帐户管理暂行办法（劳办发〔1997〕116号）',
      article: '缴费工资基数',
      text: '本人月平均工资低于当地职工平均工资60%的，按当地职工月平均工资的60%缴费；超过当地职工平均工资300%的，按当地职工月平均工资的300%缴费，超过部分不记入缴费工资基数，也不记入计发养老金的基数。',
    },
    en: {
      law: 'Interim Measures for Individual Accounts of Basic Pension Insurance (Lao Ban Fa [1997] No. 116)',
      article: 'Contribution wage base',
      text: "Where a worker's average monthly wage is below 60% of the local average wage of employees, contributions are paid on 60% of the local average monthly wage; where it exceeds 300%, on 300%, and the excess counts neither in the contribution base nor in the pension calculation base.",
    },
    ja: {
      law: '従業員基本養老保険個人口座管理暫定弁法（労辦発〔1997〕116号）',
      article: '保険料算定賃金基数',
      text: '本人の月平均賃金が当地の従業員平均賃金の60%を下回る場合は、当地の従業員月平均賃金の60%により保険料を納付する。300%を超える場合は300%により納付し、超過部分は算定賃金基数にも年金計算基数にも算入しない。',
    },
  },
];

/** Result texts fill their `{param}` placeholders with the one shared filler. */
export { fillTemplate as fill } from '../../i18n/template';
