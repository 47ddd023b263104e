/**
 * What the five-insurance result says, in zh/en/ja: labels, the computation steps and the law excerpts
 * (Chinese quoted from the law; en/ja faithful translations). Used by `compute` on the server only.
 */
import type { TLanguage } from '../../constants';
import type { TCalLaw } from '../contract';

type TText = {
  /** Short item names for the chart's labels, in the order kinds, fund, supplementary fund. */
  short: Record<
    'pension' | 'medical' | 'unemployment' | 'injury' | 'maternity' | 'fund' | 'supplementaryFund',
    string
  >;
  kinds: Record<'pension' | 'medical' | 'medicalMaternity' | 'unemployment' | 'injury' | 'maternity', string>;
  fund: string;
  supplementaryFund: string;
  total: string;
  unit: string;
  mainLabel: string;
  employerTotal: string;
  takeHome: string;
  employerCost: string;
  siBase: string;
  fundBase: string;
  tableName: (city: string, year: number) => string;
  figureTitle: (city: string, year: number) => string;
  chartTitle: string;
  columns: [string, string, string, string, string, string];
  chartColumns: [string, string];
  fixed: (amount: string) => string;
  roundingNote: (fundToYuan: boolean) => string;
  raised: (what: string, wage: string, floor: string) => string;
  capped: (what: string, wage: string, ceiling: string) => string;
  declared: (what: string) => string;
  /** Shenzhen's medical tier after the item name. */
  tier: (tier: 1 | 2) => string;
  /** "<item> base" for an item with bounds of its own. */
  itemBase: (name: string) => string;
  /** A dated notice the table combines, in the data list. */
  periodName: (what: string, year: number) => string;
  steps: {
    table: (city: string, year: number, from: string, to: string) => string;
    base: (declared: string, floor: string, ceiling: string, base: string) => string;
    fundBase: (declared: string, floor: string, ceiling: string, base: string) => string;
    item: (name: string, base: string, eeRate: string, ee: string, erRate: string, er: string) => string;
    employerOnly: (name: string, base: string, erRate: string, er: string) => string;
    totals: (ee: string, er: string, takeHome: string, cost: string) => string;
  };
  localNotice: (city: string, year: number) => string;
  localText: (base: string, fundBase: string, fundRates: string) => string;
};

const zh: TText = {
  short: {
    pension: '养老',
    medical: '医疗',
    unemployment: '失业',
    injury: '工伤',
    maternity: '生育',
    fund: '公积金',
    supplementaryFund: '补充公积金',
  },
  kinds: {
    pension: '养老保险',
    medical: '医疗保险',
    medicalMaternity: '医疗保险（含生育）',
    unemployment: '失业保险',
    injury: '工伤保险',
    maternity: '生育保险',
  },
  fund: '住房公积金',
  supplementaryFund: '补充住房公积金',
  total: '合计',
  unit: '元',
  mainLabel: '个人每月缴纳合计',
  employerTotal: '单位每月缴纳合计',
  takeHome: '扣除个人缴纳后工资（税前）',
  employerCost: '单位每月用工成本',
  siBase: '社保缴费基数',
  fundBase: '公积金缴存基数',
  tableName: (city, year) => `${city}${year}年度社会保险和住房公积金缴费标准`,
  figureTitle: (city, year) => `${city}${year}年度五险一金明细（每月）`,
  chartTitle: '每月缴纳构成（个人+单位）',
  columns: ['项目', '缴费基数', '个人比例', '个人缴纳', '单位比例', '单位缴纳'],
  chartColumns: ['项目', '个人+单位'],
  fixed: (amount) => `+${amount}元`,
  roundingNote: (fundToYuan) =>
    `社会保险各项按“基数×比例”分别计算，四舍五入到分。${fundToYuan ? '住房公积金单位和个人部分分别四舍五入到元（公积金中心口径）。' : '住房公积金各方四舍五入到分。'}实际扣缴以经办机构核定为准。`,
  raised: (what, wage, floor) => `${what}${wage}元低于下限，按下限${floor}元缴纳。`,
  capped: (what, wage, ceiling) => `${what}${wage}元高于上限，按上限${ceiling}元缴纳。`,
  declared: (what) => `${what}按您填写的申报基数计算。`,
  tier: (tier) => (tier === 1 ? '（一档）' : '（二档）'),
  itemBase: (name) => `${name}缴费基数`,
  periodName: (what, year) => `${what}（${year}年）`,
  steps: {
    table: (city, year, from, to) => `采用${city}${year}年度标准（${from}至${to}）。`,
    base: (declared, floor, ceiling, base) =>
      `社保缴费基数：${declared}元，限定在${floor}～${ceiling}元之间，得${base}元。`,
    fundBase: (declared, floor, ceiling, base) =>
      `公积金缴存基数：${declared}元，限定在${floor}～${ceiling}元之间，得${base}元。`,
    item: (name, base, eeRate, ee, erRate, er) =>
      `${name}：${base}×${eeRate}=${ee}元（个人），${base}×${erRate}=${er}元（单位）。`,
    employerOnly: (name, base, erRate, er) => `${name}：${base}×${erRate}=${er}元（单位缴纳，个人不缴）。`,
    totals: (ee, er, takeHome, cost) =>
      `个人合计${ee}元，单位合计${er}元；扣除个人缴纳后工资${takeHome}元，单位用工成本${cost}元。`,
  },
  localNotice: (city, year) => `${city}${year}年度缴费标准`,
  localText: (base, fundBase, fundRates) =>
    `社会保险缴费基数${base}元；住房公积金缴存基数${fundBase}元，单位和个人缴存比例各${fundRates}。`,
};

const en: TText = {
  short: {
    pension: 'Pension',
    medical: 'Medical',
    unemployment: 'Unempl.',
    injury: 'Injury',
    maternity: 'Maternity',
    fund: 'Fund',
    supplementaryFund: 'Suppl. fund',
  },
  kinds: {
    pension: 'Pension',
    medical: 'Medical',
    medicalMaternity: 'Medical (incl. maternity)',
    unemployment: 'Unemployment',
    injury: 'Work injury',
    maternity: 'Maternity',
  },
  fund: 'Housing fund',
  supplementaryFund: 'Supplementary fund',
  total: 'Total',
  unit: 'yuan',
  mainLabel: "Employee's monthly contributions",
  employerTotal: "Employer's monthly contributions",
  takeHome: 'Wage after contributions (before tax)',
  employerCost: "Employer's monthly cost",
  siBase: 'Social insurance base',
  fundBase: 'Housing fund base',
  tableName: (city, year) => `${city} ${year} social insurance and housing fund rates`,
  figureTitle: (city, year) => `${city} ${year}: monthly contributions`,
  chartTitle: 'Monthly contributions (employee + employer)',
  columns: ['Item', 'Base', 'Employee rate', 'Employee', 'Employer rate', 'Employer'],
  chartColumns: ['Item', 'Employee + employer'],
  fixed: (amount) => `+${amount} yuan`,
  roundingNote: (fundToYuan) =>
    `Each social insurance item is base × rate, rounded half up to the fen. ${fundToYuan ? "The housing fund's employer and employee amounts are each rounded to the whole yuan (the fund centre's rule)." : 'The housing fund amounts are rounded to the fen.'} The agency's assessment prevails.`,
  raised: (what, wage, floor) =>
    `${what} ${wage} yuan is below the floor; contributions are due on the floor, ${floor} yuan.`,
  capped: (what, wage, ceiling) =>
    `${what} ${wage} yuan is above the ceiling; contributions stop at the ceiling, ${ceiling} yuan.`,
  declared: (what) => `${what}: the declared base you entered is used.`,
  tier: (tier) => ` (tier ${tier})`,
  itemBase: (name) => `${name} base`,
  periodName: (what, year) => `${what} (${year})`,
  steps: {
    table: (city, year, from, to) => `${city} ${year} rates apply (${from} to ${to}).`,
    base: (declared, floor, ceiling, base) =>
      `Social insurance base: ${declared} yuan, kept within ${floor}–${ceiling} yuan: ${base} yuan.`,
    fundBase: (declared, floor, ceiling, base) =>
      `Housing fund base: ${declared} yuan, kept within ${floor}–${ceiling} yuan: ${base} yuan.`,
    item: (name, base, eeRate, ee, erRate, er) =>
      `${name}: ${base} × ${eeRate} = ${ee} yuan (employee), ${base} × ${erRate} = ${er} yuan (employer).`,
    employerOnly: (name, base, erRate, er) =>
      `${name}: ${base} × ${erRate} = ${er} yuan (employer only; the employee pays nothing).`,
    totals: (ee, er, takeHome, cost) =>
      `Employee total ${ee} yuan, employer total ${er} yuan; wage after contributions ${takeHome} yuan, employer's cost ${cost} yuan.`,
  },
  localNotice: (city, year) => `${city} contribution rates for ${year}`,
  localText: (base, fundBase, fundRates) =>
    `Social insurance base ${base} yuan; housing fund base ${fundBase} yuan, employer and employee rate ${fundRates} each.`,
};

const ja: TText = {
  short: {
    pension: '養老',
    medical: '医療',
    unemployment: '失業',
    injury: '労災',
    maternity: '出産',
    fund: '積立金',
    supplementaryFund: '補充積立金',
  },
  kinds: {
    pension: '養老保険',
    medical: '医療保険',
    medicalMaternity: '医療保険（出産保険を含む）',
    unemployment: '失業保険',
    injury: '労災保険',
    maternity: '出産保険',
  },
  fund: '住宅積立金',
  supplementaryFund: '補充住宅積立金',
  total: '合計',
  unit: '元',
  mainLabel: '本人負担の月額合計',
  employerTotal: '事業主負担の月額合計',
  takeHome: '本人負担控除後の賃金（税引前）',
  employerCost: '事業主の月額人件費',
  siBase: '社会保険の納付基数',
  fundBase: '住宅積立金の納付基数',
  tableName: (city, year) => `${city} ${year}年度 社会保険・住宅積立金の納付基準`,
  figureTitle: (city, year) => `${city} ${year}年度 五険一金の内訳（月額）`,
  chartTitle: '月額納付の構成（本人＋事業主）',
  columns: ['項目', '基数', '本人料率', '本人負担', '事業主料率', '事業主負担'],
  chartColumns: ['項目', '本人＋事業主'],
  fixed: (amount) => `+${amount}元`,
  roundingNote: (fundToYuan) =>
    `社会保険の各項目は「基数×料率」で計算し、分未満を四捨五入しています。${fundToYuan ? '住宅積立金は事業主分と本人分をそれぞれ元未満四捨五入しています（積立金センターの方式）。' : '住宅積立金は分未満を四捨五入しています。'}実際の金額は取扱機関の決定によります。`,
  raised: (what, wage, floor) => `${what}${wage}元は下限を下回るため、下限の${floor}元で納付します。`,
  capped: (what, wage, ceiling) => `${what}${wage}元は上限を上回るため、上限の${ceiling}元で納付します。`,
  declared: (what) => `${what}は入力された申告基数で計算しています。`,
  tier: (tier) => (tier === 1 ? '（一档）' : '（二档）'),
  itemBase: (name) => `${name}の納付基数`,
  periodName: (what, year) => `${what}（${year}年）`,
  steps: {
    table: (city, year, from, to) => `${city}の${year}年度基準（${from}～${to}）を適用します。`,
    base: (declared, floor, ceiling, base) =>
      `社会保険の納付基数：${declared}元を${floor}～${ceiling}元の範囲に収め、${base}元。`,
    fundBase: (declared, floor, ceiling, base) =>
      `住宅積立金の納付基数：${declared}元を${floor}～${ceiling}元の範囲に収め、${base}元。`,
    item: (name, base, eeRate, ee, erRate, er) =>
      `${name}：${base}×${eeRate}＝${ee}元（本人）、${base}×${erRate}＝${er}元（事業主）。`,
    employerOnly: (name, base, erRate, er) =>
      `${name}：${base}×${erRate}＝${er}元（事業主のみ負担、本人負担なし）。`,
    totals: (ee, er, takeHome, cost) =>
      `本人合計${ee}元、事業主合計${er}元。本人負担控除後の賃金${takeHome}元、事業主の人件費${cost}元。`,
  },
  localNotice: (city, year) => `${city} ${year}年度 納付基準`,
  localText: (base, fundBase, fundRates) =>
    `社会保険の納付基数${base}元。住宅積立金の納付基数${fundBase}元、事業主・本人の納付率は各${fundRates}。`,
};

export const INSURANCE_TEXTS: Record<TLanguage, TText> = { zh, en, ja };

/**
 * The national rules the result rests on. Chinese: the text of the law (first paragraph of each article
 * unless "\n" marks the next); en/ja: faithful translations.
 *
 * Checked 2026-11-24:
 * - 《中华人民共和国社会保险法》(2010, amended 2018-12-29, the latest) arts. 10, 12, 23, 33, 44, 53, 60:
 *   LawRefBook/Laws 社会法/社会保险法.md (commit 3cd6e86) - the wording matches.
 * - 《住房公积金管理条例》(1999, revised 2002 and 2019-03-24, the latest) arts. 16, 17, 18, 20:
 *   LawRefBook/Laws 行政法规/住房公积金管理条例.md (commit 3cd6e86) - the wording matches.
 * - 国办发〔2019〕13号《降低社会保险费率综合方案》: not in LawRefBook/Laws or RanKKI/LawRefBook; the sentence
 *   is confirmed by public reproductions, not against the official text here. FIXED: it is item 三
 *   (调整社保缴费基数政策), not 四 (四 is 加快推进养老保险省级统筹). It sets the average wage the bounds are
 *   taken from; the 60%-300% band for employees is not in this item (it is older practice, 劳办发〔1997〕116号).
 * - 人社部发〔2015〕71号: not in those repositories; checked against the notice as reproduced on a public page
 *   (jesx.cn, 2015-07-22) and city notices quoting it. FIXED: the eight base rates are item 二
 *   (关于行业差别费率及其档次确定), not item 一 (which only sorts industries into eight classes), and the
 *   excerpt is now the notice's wording.
 */
const LAWS: Record<TLanguage, TCalLaw[]> = {
  zh: [
    {
      law: '中华人民共和国社会保险法',
      article: '第十条',
      text: '职工应当参加基本养老保险，由用人单位和职工共同缴纳基本养老保险费。',
    },
    {
      law: '中华人民共和国社会保险法',
      article: '第十二条',
      text: '用人单位应当按照国家规定的本单位职工工资总额的比例缴纳基本养老保险费，记入基本养老保险统筹基金。\n职工应当按照国家规定的本人工资的比例缴纳基本养老保险费，记入个人账户。',
    },
    {
      law: '中华人民共和国社会保险法',
      article: '第二十三条',
      text: '职工应当参加职工基本医疗保险，由用人单位和职工按照国家规定共同缴纳基本医疗保险费。',
    },
    {
      law: '中华人民共和国社会保险法',
      article: '第三十三条',
      text: '职工应当参加工伤保险，由用人单位缴纳工伤保险费，职工不缴纳工伤保险费。',
    },
    {
      law: '中华人民共和国社会保险法',
      article: '第四十四条',
      text: '职工应当参加失业保险，由用人单位和职工按照国家规定共同缴纳失业保险费。',
    },
    {
      law: '中华人民共和国社会保险法',
      article: '第五十三条',
      text: '职工应当参加生育保险，由用人单位按照国家规定缴纳生育保险费，职工不缴纳生育保险费。',
    },
    {
      law: '中华人民共和国社会保险法',
      article: '第六十条',
      text: '用人单位应当自行申报、按时足额缴纳社会保险费，非因不可抗力等法定事由不得缓缴、减免。职工应当缴纳的社会保险费由用人单位代扣代缴，用人单位应当按月将缴纳社会保险费的明细情况告知本人。',
    },
    {
      law: '住房公积金管理条例',
      article: '第十六条',
      text: '职工住房公积金的月缴存额为职工本人上一年度月平均工资乘以职工住房公积金缴存比例。\n单位为职工缴存的住房公积金的月缴存额为职工本人上一年度月平均工资乘以单位住房公积金缴存比例。',
    },
    {
      law: '住房公积金管理条例',
      article: '第十七条',
      text: '新参加工作的职工从参加工作的第二个月开始缴存住房公积金，月缴存额为职工本人当月工资乘以职工住房公积金缴存比例。\n单位新调入的职工从调入单位发放工资之日起缴存住房公积金，月缴存额为职工本人当月工资乘以职工住房公积金缴存比例。',
    },
    {
      law: '住房公积金管理条例',
      article: '第十八条',
      text: '职工和单位住房公积金的缴存比例均不得低于职工上一年度月平均工资的5%；有条件的城市，可以适当提高缴存比例。具体缴存比例由住房公积金管理委员会拟订，经本级人民政府审核后，报省、自治区、直辖市人民政府批准。',
    },
    {
      law: '住房公积金管理条例',
      article: '第二十条',
      text: '单位应当按时、足额缴存住房公积金，不得逾期缴存或者少缴。',
    },
    {
      law: '国务院办公厅关于印发降低社会保险费率综合方案的通知（国办发〔2019〕13号）',
      article: '三、调整社保缴费基数政策',
      text: '……各省应以本省城镇非私营单位就业人员平均工资和城镇私营单位就业人员平均工资加权计算的全口径城镇单位就业人员平均工资，核定社保个人缴费基数上下限，合理降低部分参保人员和企业的社保缴费基数。',
    },
    {
      law: '人力资源社会保障部 财政部关于调整工伤保险费率政策的通知（人社部发〔2015〕71号）',
      article: '二、关于行业差别费率及其档次确定',
      text: '不同工伤风险类别的行业执行不同的工伤保险行业基准费率。各行业工伤风险类别对应的全国工伤保险行业基准费率为，一类至八类分别控制在该行业用人单位职工工资总额的0.2%、0.4%、0.7%、0.9%、1.1%、1.3%、1.6%、1.9%左右。',
    },
  ],
  en: [
    {
      law: 'Social Insurance Law of the PRC',
      article: 'Art. 10',
      text: 'Employees shall participate in basic pension insurance; the employer and the employee pay the basic pension insurance premiums jointly.',
    },
    {
      law: 'Social Insurance Law of the PRC',
      article: 'Art. 12',
      text: 'The employer pays basic pension insurance premiums at the proportion of its total payroll prescribed by the state, credited to the pooled fund.\nThe employee pays premiums at the proportion of his or her own wage prescribed by the state, credited to the individual account.',
    },
    {
      law: 'Social Insurance Law of the PRC',
      article: 'Art. 23',
      text: 'Employees shall participate in basic medical insurance for employees; the employer and the employee pay the premiums jointly as prescribed by the state.',
    },
    {
      law: 'Social Insurance Law of the PRC',
      article: 'Art. 33',
      text: 'Employees shall participate in work injury insurance; the employer pays the premiums and the employee pays none.',
    },
    {
      law: 'Social Insurance Law of the PRC',
      article: 'Art. 44',
      text: 'Employees shall participate in unemployment insurance; the employer and the employee pay the premiums jointly as prescribed by the state.',
    },
    {
      law: 'Social Insurance Law of the PRC',
      article: 'Art. 53',
      text: 'Employees shall participate in maternity insurance; the employer pays the premiums as prescribed by the state and the employee pays none.',
    },
    {
      law: 'Social Insurance Law of the PRC',
      article: 'Art. 60',
      text: "The employer declares and pays social insurance premiums in full and on time, and may not defer or reduce them except for force majeure or another statutory reason. The employer withholds the employee's premiums and tells the employee every month what was paid.",
    },
    {
      law: 'Regulations on the Administration of the Housing Provident Fund',
      article: 'Art. 16',
      text: "The employee's monthly housing fund deposit is the employee's own average monthly wage of the previous year times the employee's housing fund deposit rate.\nThe monthly housing fund deposit the employer makes for the employee is the employee's own average monthly wage of the previous year times the employer's housing fund deposit rate.",
    },
    {
      law: 'Regulations on the Administration of the Housing Provident Fund',
      article: 'Art. 17',
      text: "An employee newly starting work deposits housing fund from the second month of work; the monthly deposit is the employee's own wage of that month times the employee's housing fund deposit rate.\nAn employee newly transferred to an employer deposits housing fund from the day the new employer pays wages; the monthly deposit is the employee's own wage of that month times the employee's housing fund deposit rate.",
    },
    {
      law: 'Regulations on the Administration of the Housing Provident Fund',
      article: 'Art. 18',
      text: "The housing fund deposit rates of the employee and of the employer may each not be lower than 5% of the employee's average monthly wage of the previous year; cities where conditions permit may raise the rates appropriately. The specific rates are drafted by the housing provident fund management committee, reviewed by the people's government at the same level and approved by the people's government of the province, autonomous region or municipality.",
    },
    {
      law: 'Regulations on the Administration of the Housing Provident Fund',
      article: 'Art. 20',
      text: 'The employer shall deposit the housing fund on time and in full, and may not deposit it late or deposit too little.',
    },
    {
      law: 'General Office of the State Council, comprehensive plan to lower social insurance rates (Guo Ban Fa [2019] No. 13)',
      article: 'Item 3, adjusting the contribution base policy',
      text: "... Each province shall set the upper and lower limits of individual social insurance contribution bases from the all-units average wage of urban employees, weighted from the average wages of the province's urban non-private and private units, and reasonably lower the contribution bases of some insured persons and enterprises.",
    },
    {
      law: 'MOHRSS and MOF notice on work injury insurance rates (Ren She Bu Fa [2015] No. 71)',
      article: 'Item 2, industry differential rates and their grades',
      text: "Industries of different work-injury risk classes apply different industry base rates of work injury insurance. The national industry base rates of the risk classes are kept at about 0.2%, 0.4%, 0.7%, 0.9%, 1.1%, 1.3%, 1.6% and 1.9% of the employer's total payroll for classes I to VIII respectively.",
    },
  ],
  ja: [
    {
      law: '中華人民共和国社会保険法',
      article: '第10条',
      text: '従業員は基本養老保険に加入しなければならず、基本養老保険料は使用者と従業員が共同で納付する。',
    },
    {
      law: '中華人民共和国社会保険法',
      article: '第12条',
      text: '使用者は国の定める賃金総額に対する割合で基本養老保険料を納付し、基本養老保険の統合基金に計上する。\n従業員は国の定める本人賃金に対する割合で基本養老保険料を納付し、個人口座に計上する。',
    },
    {
      law: '中華人民共和国社会保険法',
      article: '第23条',
      text: '従業員は従業員基本医療保険に加入しなければならず、保険料は国の定めにより使用者と従業員が共同で納付する。',
    },
    {
      law: '中華人民共和国社会保険法',
      article: '第33条',
      text: '従業員は労災保険に加入しなければならず、保険料は使用者が納付し、従業員は納付しない。',
    },
    {
      law: '中華人民共和国社会保険法',
      article: '第44条',
      text: '従業員は失業保険に加入しなければならず、保険料は国の定めにより使用者と従業員が共同で納付する。',
    },
    {
      law: '中華人民共和国社会保険法',
      article: '第53条',
      text: '従業員は出産保険に加入しなければならず、保険料は国の定めにより使用者が納付し、従業員は納付しない。',
    },
    {
      law: '中華人民共和国社会保険法',
      article: '第60条',
      text: '使用者は自ら申告し、社会保険料を期限どおり全額納付しなければならず、不可抗力等の法定事由によらない限り猶予・減免を受けることはできない。従業員が納付すべき保険料は使用者が源泉徴収して納付し、使用者は毎月その明細を本人に通知しなければならない。',
    },
    {
      law: '住宅積立金管理条例',
      article: '第16条',
      text: '従業員の住宅積立金の月額納付額は、従業員本人の前年度の月平均賃金に従業員の住宅積立金納付率を乗じた額とする。\n使用者が従業員のために納付する住宅積立金の月額納付額は、従業員本人の前年度の月平均賃金に使用者の住宅積立金納付率を乗じた額とする。',
    },
    {
      law: '住宅積立金管理条例',
      article: '第17条',
      text: '新たに就職した従業員は、就職した2か月目から住宅積立金を納付し、月額納付額は従業員本人の当月賃金に従業員の住宅積立金納付率を乗じた額とする。\n使用者に新たに異動してきた従業員は、異動先の使用者が賃金を支払った日から住宅積立金を納付し、月額納付額は従業員本人の当月賃金に従業員の住宅積立金納付率を乗じた額とする。',
    },
    {
      law: '住宅積立金管理条例',
      article: '第18条',
      text: '従業員及び使用者の住宅積立金の納付率は、いずれも従業員の前年度月平均賃金の5%を下回ってはならない。条件のある都市は適宜引き上げることができる。具体的な納付率は住宅積立金管理委員会が起案し、同級人民政府の審査を経て、省、自治区、直轄市の人民政府が承認する。',
    },
    {
      law: '住宅積立金管理条例',
      article: '第20条',
      text: '使用者は住宅積立金を期限どおり全額納付しなければならず、期限を過ぎて納付し、または過少に納付してはならない。',
    },
    {
      law: '国務院弁公庁 社会保険料率引下げ総合方案に関する通知（国弁発〔2019〕13号）',
      article: '三、社会保険料算定基数政策の調整',
      text: '……各省は、本省の都市部非私営単位就業者の平均賃金と都市部私営単位就業者の平均賃金を加重して算出した全口径都市部単位就業者の平均賃金により、個人の社会保険料算定基数の上下限を定め、一部の被保険者および企業の算定基数を合理的に引き下げる。',
    },
    {
      law: '人力資源社会保障部・財政部 労災保険料率政策の調整に関する通知（人社部発〔2015〕71号）',
      article: '二、業種別差別料率およびその等級の確定について',
      text: '労災リスク類別の異なる業種には、異なる労災保険業種基準料率を適用する。各業種の労災リスク類別に対応する全国の労災保険業種基準料率は、第1類から第8類までそれぞれ当該業種の使用者の従業員賃金総額の0.2%、0.4%、0.7%、0.9%、1.1%、1.3%、1.6%、1.9%前後に抑える。',
    },
  ],
};

export function insuranceLaws(lang: TLanguage): TCalLaw[] {
  return LAWS[lang];
}
