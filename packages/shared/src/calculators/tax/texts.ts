/**
 * The texts of the tax results (labels, "how it was computed", warnings, tables, laws) in zh/en/ja.
 * They stay out of the shared message catalogue (messages.ts holds only the input refusals) because
 * that catalogue ships to every calculator screen, while these are read only where `compute` runs.
 * Law excerpts quote the Chinese text in zh; en and ja are faithful translations.
 */
import type { TLanguage } from '../../constants';
import { fillTemplate } from '../../i18n/template';
import type { TCalLaw } from '../contract';

const zh = {
  yuan: '元',
  // ------------------------------------------------------------------ year-end bonus
  bonusMainTax: '年终奖应纳税额',
  bonusMainBefore: '税前年终奖',
  bonusBefore: '税前年终奖',
  bonusAfter: '税后年终奖',
  bonusTax: '应纳税额',
  bonusRate: '适用税率',
  bonusQuick: '速算扣除数',
  bonusEffective: '实际税负',
  bonusMerged: '并入综合所得的全年税额',
  bonusSeparate: '单独计税的全年税额',
  stepSolve: '已知税后年终奖 {net} 元，反推税前：税后恰为 {net} 元的最小税前年终奖为 {bonus} 元。',
  stepSolveSecond:
    '税前 {second} 元（落在多发少得区间内）税后同样是 {net} 元：多发的部分全部被税吃掉，按较小的 {bonus} 元计算。',
  stepMonthly:
    '{bonus} ÷ 12 = {monthly} 元，查按月换算后的综合所得税率表：税率 {rate}%，速算扣除数 {quick} 元。',
  stepTax: '应纳税额 = {bonus} × {rate}% − {quick} = {tax} 元（全年一次性奖金单独计税）。',
  stepNet: '税后年终奖 = {bonus} − {tax} = {net} 元；实际税负 = {tax} ÷ {bonus} = {effective}。',
  stepOnce: '单独计税办法每人每个纳税年度只能使用一次（国税发〔2005〕9号第三条），政策执行至2027年12月31日。',
  stepNoSalary: '月工资填 0：不做并入综合所得的比较。',
  stepMergeAssume:
    '与并入综合所得比较：全年工资 = {salary} × 12 = {yearSalary} 元，每月扣除（社保公积金、专项附加扣除等）{deduction} 元，减除费用每年 60,000 元，无其他收入和扣除。',
  stepSeparate:
    '单独计税：工资应纳税所得额 {salaryTaxable} 元，工资税额 {salaryTax} 元 + 年终奖税额 {bonusTax} 元 = {total} 元。',
  stepMerged:
    '并入综合所得：应纳税所得额 = {yearSalary} + {bonus} − 60,000 − {yearDeduction} = {taxable} 元，税额 {total} 元。',
  stepSeparateLower: '单独计税少缴 {diff} 元，更有利。',
  stepMergedLower: '并入综合所得少缴 {diff} 元，更有利：可在次年汇算清缴时选择并入。',
  stepEqual: '两种方式税额相同。',
  warnTrap:
    '年终奖 {bonus} 元落在多发少得区间（{from}–{to} 元）：税后 {net} 元，比只发 {threshold} 元（税后 {thresholdNet} 元）少得 {loss} 元。',
  warnTrapEqual:
    '年终奖 {bonus} 元落在多发少得区间（{from}–{to} 元）：税后 {net} 元，与只发 {threshold} 元的税后相同，多发的部分全部用于缴税。',
  warnSecond: '税后 {net} 元也可由税前 {second} 元得到，但那是多发少得区间内的金额，税前 {bonus} 元即可。',
  warnMergedLower: '按您填写的月工资，并入综合所得比单独计税少缴 {diff} 元。',
  figBonusRates: '按月换算后的综合所得税率表',
  colMonthly: '奖金 ÷ 12（元）',
  colRate: '税率',
  colQuick: '速算扣除数（元）',
  rangeUpTo: '≤ {to}',
  rangeBetween: '{from} – {to}',
  rangeAbove: '> {from}',
  noteBonusRates: '上限含本数（“不超过”）；高亮行为本次适用的税率。',
  figTraps: '多发少得区间（计算得出）',
  colTrapBand: '多发少得区间（元）',
  colTrapLoss: '最多少得（元）',
  noteTraps:
    '区间内任一金额的税后都不超过区间起点前的临界奖金（36,000 等）的税后；“最多少得”是区间起点比临界奖金少得的金额；高亮行为您的年终奖所在区间。',
  figCompare: '单独计税与并入综合所得对比',
  colMethod: '计税方式',
  colTotalTax: '全年税额（元）',
  colYearNet: '全年税后（元）',
  rowSeparate: '单独计税',
  rowMerged: '并入综合所得',
  noteCompare: '假设：全年 12 个月同一月工资，每月扣除为所填金额，无其他综合所得；高亮行为税额较低的方式。',
  // ------------------------------------------------------------------ monthly income tax
  iitMain: '全年预扣个人所得税合计',
  iitFirst: '{month}预扣',
  iitLast: '12月预扣',
  iitSpecial: '每月专项附加扣除',
  iitYearNet: '全年税后收入',
  iitAverageNet: '月均税后收入',
  month: '{month}月',
  stepSpecialItems: '专项附加扣除（每月）：{items}，合计 {total} 元。',
  stepSpecialTotal: '专项附加扣除按所填合计：每月 {total} 元。',
  stepSpecialNone: '未填专项附加扣除。',
  itemChildren: '子女教育 {count} × 2,000',
  itemInfants: '3岁以下婴幼儿照护 {count} × 2,000',
  itemElderlyOnly: '赡养老人（独生子女）3,000',
  itemElderlyShared: '赡养老人（分摊）{amount}',
  itemDegree: '学历继续教育 400',
  itemLoan: '住房贷款利息 1,000',
  itemRent: '住房租金 {amount}',
  stepCertificate: '职业资格继续教育 3,600 元为当年一次性扣除，计入{month}。',
  stepIllness: '大病医疗按年在次年汇算清缴时扣除，不在每月预扣中计算。',
  stepStart: '本年自{month}起在本单位任职：累计减除费用 = 5,000 × 任职月份数。',
  stepMonthTaxable:
    '每月应纳税所得额 = 工资 {salary} − 免税收入 {taxFree} − 减除费用 5,000 − 社保公积金 {social} − 专项附加扣除 {special} − 其他扣除 {other} = {taxable} 元。',
  stepFormula:
    '本月预扣 = 累计应纳税所得额 × 预扣率 − 速算扣除数 − 累计已预扣税额（国家税务总局公告2018年第61号第六条）。',
  stepRateUp: '{month}累计应纳税所得额 {cumulative} 元，预扣率升至 {rate}%，当月预扣 {tax} 元。',
  stepZero: '累计应纳税所得额始终不超过 0，全年无需预扣个税。',
  stepAfterTax: '税后收入 = 工资 − 社保公积金 − 当月预扣税额；全年合计 {yearNet} 元。',
  stepSettlement: '预扣税款不一定等于全年应纳税额：次年3月1日至6月30日办理综合所得汇算清缴，多退少补。',
  figMonths: '逐月累计预扣明细',
  colMonth: '月份',
  colCumIncome: '累计收入',
  colCumDeduction: '累计扣除',
  colCumTaxable: '累计应纳税所得额',
  colWithholdingRate: '预扣率',
  colCumTax: '累计预扣税额',
  colMonthTax: '本月预扣',
  colAfterTax: '税后收入',
  noteMonths: '金额单位：元。累计扣除 = 免税收入 + 减除费用 + 社保公积金 + 专项附加扣除 + 其他扣除。',
  // ------------------------------------------------------------------ tables
  tableBonusName: '全年一次性奖金单独计税政策及按月换算后的综合所得税率表',
  tableBonusSource: '财政部 税务总局《关于延续实施全年一次性奖金个人所得税政策的公告》（2023年第30号）',
  tableRatesName: '综合所得个人所得税税率表（3%–45%）',
  tableRatesSource: '《中华人民共和国个人所得税法》（2018年修正）第三条、第六条及所附税率表一',
  tableSpecialName: '个人所得税专项附加扣除标准',
  tableSpecialSource:
    '国务院《关于提高个人所得税有关专项附加扣除标准的通知》（国发〔2023〕13号）；《个人所得税专项附加扣除暂行办法》（国发〔2018〕41号）',
  // ------------------------------------------------------------------ laws
  // Checked 2026-11-24 (zh is the official wording, shortened only with "……"; en/ja follow it):
  // - 财政部 税务总局公告2023年第30号 items 1-3: not in LawRefBook/Laws or RanKKI/LawRefBook; checked against
  //   the full announcement as reproduced on a public page (senbk.com, 2023-09-01) - not against the
  //   official publication here.
  // - 国税发〔2005〕9号: not in those repositories; items 1 and 3 checked against reproductions quoting item
  //   numbers (chinaacc.com 2021-01-27 quotes "第一条规定：全年一次性奖金是指…"; a payroll test suite citing
  //   chinatax.gov.cn for item 3) - not against the official publication here. FIXED: the definition is
  //   item 1 (was cited as item 2).
  // - 个人所得税法 (2018-08-31, 7th amendment, the latest) arts. 2, 3, 6: LawRefBook/Laws 经济法/个人所得税法.md
  //   (commit d7dff84). FIXED: excerpts now end with "……" where the article goes on, art. 6 para. 4 begins
  //   "本条第一款第一项规定的专项扣除" as in the text.
  // - 国家税务总局公告2018年第61号 art. 6: not in those repositories; checked against the article as quoted
  //   in a State Taxation Administration e-tax return record (found with find_string) - not against the
  //   official publication here.
  // - 国发〔2023〕13号 items 1-5: not in those repositories; checked against the notice as reproduced from
  //   gov.cn (tibet.cn mirror, 2023-09-01). FIXED: item 3 reads "每人分摊的额度不能超过每月1500元"; item 4
  //   was left out without "……" and is now quoted.
  // - 国发〔2018〕41号 arts. 8, 14, 17, 20: not in those repositories; not checked against the official text
  //   here, only against independent third-party reproductions that agree word for word. FIXED: the loan-or-rent rule is art. 20 (a
  //   reproduction citing "国发〔2018〕41号第二十条明确规定"), not art. 21.
  lawBonus30: '财政部 税务总局公告2023年第30号《关于延续实施全年一次性奖金个人所得税政策的公告》',
  lawBonus30Article: '第一条至第三条',
  lawBonus30Text:
    '一、居民个人取得全年一次性奖金，符合《国家税务总局关于调整个人取得全年一次性奖金等计算征收个人所得税方法问题的通知》（国税发〔2005〕9号）规定的，不并入当年综合所得，以全年一次性奖金收入除以12个月得到的数额，按照本公告所附按月换算后的综合所得税率表，确定适用税率和速算扣除数，单独计算纳税。计算公式为：\n应纳税额＝全年一次性奖金收入×适用税率－速算扣除数\n二、居民个人取得全年一次性奖金，也可以选择并入当年综合所得计算纳税。\n三、本公告执行至2027年12月31日。',
  lawGsf9:
    '《国家税务总局关于调整个人取得全年一次性奖金等计算征收个人所得税方法问题的通知》（国税发〔2005〕9号）',
  lawGsf9Article: '第一条、第三条',
  lawGsf9Text:
    '一、全年一次性奖金是指行政机关、企事业单位等扣缴义务人根据其全年经济效益和对雇员全年工作业绩的综合考核情况，向雇员发放的一次性奖金。\n上述一次性奖金也包括年终加薪、实行年薪制和绩效工资办法的单位根据考核情况兑现的年薪和绩效工资。\n……\n三、在一个纳税年度内，对每一个纳税人，该计税办法只允许采用一次。',
  lawIit: '《中华人民共和国个人所得税法》',
  lawIitArt2: '第二条',
  lawIitArt2Text:
    '下列各项个人所得，应当缴纳个人所得税：（一）工资、薪金所得；……居民个人取得前款第一项至第四项所得（以下称综合所得），按纳税年度合并计算个人所得税；……',
  lawIitArt3: '第三条',
  lawIitArt3Text:
    '个人所得税的税率：（一）综合所得，适用百分之三至百分之四十五的超额累进税率（税率表附后）；……',
  lawIitArt6: '第六条',
  lawIitArt6Text:
    '应纳税所得额的计算：（一）居民个人的综合所得，以每一纳税年度的收入额减除费用六万元以及专项扣除、专项附加扣除和依法确定的其他扣除后的余额，为应纳税所得额。……\n本条第一款第一项规定的专项扣除，包括居民个人按照国家规定的范围和标准缴纳的基本养老保险、基本医疗保险、失业保险等社会保险费和住房公积金等；专项附加扣除，包括子女教育、继续教育、大病医疗、住房贷款利息或者住房租金、赡养老人等支出，具体范围、标准和实施步骤由国务院确定，并报全国人民代表大会常务委员会备案。',
  lawAnn61: '国家税务总局公告2018年第61号《个人所得税扣缴申报管理办法（试行）》',
  lawAnn61Article: '第六条',
  lawAnn61Text:
    '扣缴义务人向居民个人支付工资、薪金所得时，应当按照累计预扣法计算预扣税款，并按月办理扣缴申报。\n累计预扣法，是指扣缴义务人在一个纳税年度内预扣预缴税款时，以纳税人在本单位截至当前月份工资、薪金所得累计收入减除累计免税收入、累计减除费用、累计专项扣除、累计专项附加扣除和累计依法确定的其他扣除后的余额为累计预扣预缴应纳税所得额，适用个人所得税预扣率表一，计算累计应预扣预缴税额，再减除累计减免税额和累计已预扣预缴税额，其余额为本期应预扣预缴税额。余额为负值时，暂不退税。……\n其中：累计减除费用，按照5000元/月乘以纳税人当年截至本月在本单位的任职受雇月份数计算。',
  lawGf13: '《国务院关于提高个人所得税有关专项附加扣除标准的通知》（国发〔2023〕13号）',
  lawGf13Article: '第一条至第五条',
  lawGf13Text:
    '一、3岁以下婴幼儿照护专项附加扣除标准，由每个婴幼儿每月1000元提高到2000元。\n二、子女教育专项附加扣除标准，由每个子女每月1000元提高到2000元。\n三、赡养老人专项附加扣除标准，由每月2000元提高到3000元。其中，独生子女按照每月3000元的标准定额扣除；非独生子女与兄弟姐妹分摊每月3000元的扣除额度，每人分摊的额度不能超过每月1500元。\n四、3岁以下婴幼儿照护、子女教育、赡养老人专项附加扣除涉及的其他事项，按照《个人所得税专项附加扣除暂行办法》有关规定执行。\n五、上述调整后的扣除标准自2023年1月1日起实施。',
  lawGf41: '《个人所得税专项附加扣除暂行办法》（国发〔2018〕41号）',
  lawGf41Article: '第八条、第十四条、第十七条、第二十条',
  lawGf41Text:
    '第八条 纳税人在中国境内接受学历（学位）继续教育的支出，在学历（学位）教育期间按照每月400元定额扣除。……纳税人接受技能人员职业资格继续教育、专业技术人员职业资格继续教育的支出，在取得相关证书的当年，按照3600元定额扣除。\n第十四条 纳税人本人或者配偶单独或者共同使用商业银行或者住房公积金个人住房贷款为本人或者其配偶购买中国境内住房，发生的首套住房贷款利息支出，在实际发生贷款利息的年度，按照每月1000元的标准定额扣除，扣除期限最长不超过240个月。……\n第十七条 纳税人在主要工作城市没有自有住房而发生的住房租金支出，可以按照以下标准定额扣除：（一）直辖市、省会（首府）城市、计划单列市以及国务院确定的其他城市，扣除标准为每月1500元；（二）除第一项所列城市以外，市辖区户籍人口超过100万的城市，扣除标准为每月1100元；市辖区户籍人口不超过100万的城市，扣除标准为每月800元。\n……\n第二十条 纳税人及其配偶在一个纳税年度内不能同时分别享受住房贷款利息和住房租金专项附加扣除。',
} as const;

export type TTaxTextKey = keyof typeof zh;
type TTexts = Record<TTaxTextKey, string>;

const en: TTexts = {
  yuan: 'yuan',
  bonusMainTax: 'Tax on the year-end bonus',
  bonusMainBefore: 'Year-end bonus before tax',
  bonusBefore: 'Bonus before tax',
  bonusAfter: 'Bonus after tax',
  bonusTax: 'Tax payable',
  bonusRate: 'Tax rate',
  bonusQuick: 'Quick deduction',
  bonusEffective: 'Effective tax rate',
  bonusMerged: 'Year tax, bonus merged',
  bonusSeparate: 'Year tax, bonus separate',
  stepSolve:
    'After-tax bonus {net} yuan given; solving back: the smallest before-tax bonus that nets exactly {net} yuan is {bonus} yuan.',
  stepSolveSecond:
    'A before-tax bonus of {second} yuan (inside a bracket trap) also nets {net} yuan: all of the extra goes in tax, so the smaller {bonus} yuan is used.',
  stepMonthly:
    '{bonus} ÷ 12 = {monthly} yuan; the monthly-converted comprehensive income table gives a rate of {rate}% and a quick deduction of {quick} yuan.',
  stepTax: 'Tax = {bonus} × {rate}% − {quick} = {tax} yuan (year-end bonus taxed separately).',
  stepNet: 'After-tax bonus = {bonus} − {tax} = {net} yuan; effective rate = {tax} ÷ {bonus} = {effective}.',
  stepOnce:
    'Separate taxation may be used once per person per tax year (Guoshuifa [2005] No. 9, art. 3); the policy runs until 31 December 2027.',
  stepNoSalary: 'Monthly salary 0: no comparison with merging into comprehensive income.',
  stepMergeAssume:
    'Compared with merging into comprehensive income: salary for the year = {salary} × 12 = {yearSalary} yuan, monthly deductions (social insurance, housing fund, special additional deductions) {deduction} yuan, basic deduction 60,000 yuan a year, no other income or deductions.',
  stepSeparate:
    'Separate: taxable salary {salaryTaxable} yuan, salary tax {salaryTax} yuan + bonus tax {bonusTax} yuan = {total} yuan.',
  stepMerged:
    'Merged: taxable income = {yearSalary} + {bonus} − 60,000 − {yearDeduction} = {taxable} yuan, tax {total} yuan.',
  stepSeparateLower: 'Separate taxation costs {diff} yuan less: it is the better choice.',
  stepMergedLower:
    'Merging costs {diff} yuan less: it is the better choice, and can be chosen in the annual reconciliation the following year.',
  stepEqual: 'Both ways give the same tax.',
  warnTrap:
    'A bonus of {bonus} yuan sits in a bracket trap ({from}–{to} yuan): it nets {net} yuan, {loss} yuan less than a bonus of {threshold} yuan (net {thresholdNet} yuan).',
  warnTrapEqual:
    'A bonus of {bonus} yuan sits in a bracket trap ({from}–{to} yuan): it nets {net} yuan, the same as a bonus of {threshold} yuan; all of the extra goes in tax.',
  warnSecond:
    'A before-tax bonus of {second} yuan also nets {net} yuan, but it lies in a bracket trap; {bonus} yuan before tax is enough.',
  warnMergedLower:
    'With the monthly salary entered, merging into comprehensive income costs {diff} yuan less tax.',
  figBonusRates: 'Monthly-converted comprehensive income tax table',
  colMonthly: 'Bonus ÷ 12 (yuan)',
  colRate: 'Rate',
  colQuick: 'Quick deduction (yuan)',
  rangeUpTo: '≤ {to}',
  rangeBetween: '{from} – {to}',
  rangeAbove: '> {from}',
  noteBonusRates: 'Upper bounds are included ("not exceeding"); the highlighted row is the rate applied.',
  figTraps: 'Bracket traps (computed)',
  colTrapBand: 'Trap band (yuan)',
  colTrapLoss: 'Most lost (yuan)',
  noteTraps:
    'Any bonus in a band nets no more than the threshold just below it (36,000 etc.) does; "most lost" is how much less the band\'s first fen nets; the highlighted row is the band your bonus is in.',
  figCompare: 'Separate taxation vs merging into comprehensive income',
  colMethod: 'Method',
  colTotalTax: 'Year tax (yuan)',
  colYearNet: 'Year net (yuan)',
  rowSeparate: 'Separate',
  rowMerged: 'Merged',
  noteCompare:
    'Assumes the same salary in all 12 months, the monthly deductions entered and no other comprehensive income; the highlighted row is the lower tax.',
  iitMain: 'Tax withheld this year (total)',
  iitFirst: 'Withheld in {month}',
  iitLast: 'Withheld in December',
  iitSpecial: 'Special deductions a month',
  iitYearNet: 'Net pay this year',
  iitAverageNet: 'Average net pay a month',
  month: '{month}',
  stepSpecialItems: 'Special additional deductions (a month): {items}; total {total} yuan.',
  stepSpecialTotal: 'Special additional deductions as the total entered: {total} yuan a month.',
  stepSpecialNone: 'No special additional deductions entered.',
  itemChildren: "children's education {count} × 2,000",
  itemInfants: 'infant care under 3 {count} × 2,000',
  itemElderlyOnly: 'elderly support (only child) 3,000',
  itemElderlyShared: 'elderly support (shared) {amount}',
  itemDegree: 'degree continuing education 400',
  itemLoan: 'housing loan interest 1,000',
  itemRent: 'rent {amount}',
  stepCertificate:
    'The vocational certificate deduction of 3,600 yuan is a one-off for the year, counted in {month}.',
  stepIllness:
    'Serious illness expenses are deducted yearly in the annual reconciliation, not in the monthly withholding.',
  stepStart:
    'Employed here from {month} this year: cumulative basic deduction = 5,000 × months employed here.',
  stepMonthTaxable:
    'Monthly taxable income = salary {salary} − tax-exempt income {taxFree} − basic deduction 5,000 − social insurance and housing fund {social} − special additional deductions {special} − other deductions {other} = {taxable} yuan.',
  stepFormula:
    "This month's withholding = cumulative taxable income × rate − quick deduction − tax already withheld (SAT Announcement 2018 No. 61, art. 6).",
  stepRateUp:
    '{month}: cumulative taxable income {cumulative} yuan, the rate rises to {rate}%, {tax} yuan withheld.',
  stepZero: 'Cumulative taxable income never exceeds 0: no tax is withheld this year.',
  stepAfterTax:
    "Net pay = salary − social insurance and housing fund − the month's withholding; {yearNet} yuan for the year.",
  stepSettlement:
    'Withholding is not always the final tax: the annual reconciliation from 1 March to 30 June of the following year settles the difference.',
  figMonths: 'Cumulative withholding month by month',
  colMonth: 'Month',
  colCumIncome: 'Cum. income',
  colCumDeduction: 'Cum. deductions',
  colCumTaxable: 'Cum. taxable',
  colWithholdingRate: 'Rate',
  colCumTax: 'Cum. tax',
  colMonthTax: 'Withheld',
  colAfterTax: 'Net pay',
  noteMonths:
    'Amounts in yuan. Cumulative deductions = tax-exempt income + basic deduction + social insurance and housing fund + special additional deductions + other deductions.',
  tableBonusName: 'Separate taxation of the year-end bonus and the monthly-converted tax table',
  tableBonusSource:
    'Ministry of Finance and State Taxation Administration, Announcement 2023 No. 30 on continuing the individual income tax policy for the year-end one-off bonus',
  tableRatesName: 'Comprehensive income tax table (3%–45%)',
  tableRatesSource: 'Individual Income Tax Law of the PRC (2018 amendment), arts. 3 and 6 and tax table 1',
  tableSpecialName: 'Special additional deduction standards',
  tableSpecialSource:
    'State Council notice on raising the special additional deduction standards (Guofa [2023] No. 13); Interim Measures for Special Additional Deductions (Guofa [2018] No. 41)',
  lawBonus30:
    'MOF and SAT Announcement 2023 No. 30 on continuing the individual income tax policy for the year-end one-off bonus',
  lawBonus30Article: 'Items 1 to 3',
  lawBonus30Text:
    "1. A resident individual's year-end one-off bonus that meets the Notice of the SAT on adjusting the method of computing individual income tax on year-end one-off bonuses (Guoshuifa [2005] No. 9) is not merged into the comprehensive income of the year: the bonus divided by 12 months determines the applicable rate and quick deduction in the monthly-converted comprehensive income tax table attached to this announcement, and the tax is computed separately:\nTax payable = year-end one-off bonus × applicable rate − quick deduction\n2. A resident individual may also choose to merge the year-end one-off bonus into the comprehensive income of the year.\n3. This announcement applies until 31 December 2027.",
  lawGsf9:
    'Notice of the SAT on adjusting the method of computing individual income tax on year-end one-off bonuses (Guoshuifa [2005] No. 9)',
  lawGsf9Article: 'Items 1 and 3',
  lawGsf9Text:
    "1. A year-end one-off bonus is a one-off bonus paid to employees by withholding agents such as administrative bodies, enterprises and public institutions on the basis of their economic results for the whole year and an overall assessment of the employees' work performance for the whole year.\nThe one-off bonus above also includes year-end pay rises and the annual salaries and performance pay settled after assessment by units that apply an annual salary or performance pay system.\n...\n3. Within one tax year, for each taxpayer, this method of computing the tax may be used only once.",
  lawIit: 'Individual Income Tax Law of the PRC',
  lawIitArt2: 'Article 2',
  lawIitArt2Text:
    'Individual income tax shall be paid on the following kinds of individual income: (1) income from wages and salaries; ... Income of items 1 to 4 of the preceding paragraph received by a resident individual (hereinafter "comprehensive income") is combined per tax year to compute individual income tax; ...',
  lawIitArt3: 'Article 3',
  lawIitArt3Text:
    'Rates of individual income tax: (1) comprehensive income: progressive rates in excess of 3% to 45% (tax table attached); ...',
  lawIitArt6: 'Article 6',
  lawIitArt6Text:
    "Computation of taxable income: (1) for a resident individual's comprehensive income, the balance of the income of each tax year after deducting expenses of 60,000 yuan and the special deductions, special additional deductions and other deductions determined by law is the taxable income. ...\nThe special deductions of item 1 of paragraph 1 of this article include basic pension insurance, basic medical insurance, unemployment insurance and other social insurance premiums and housing fund contributions paid by a resident individual within the scope and at the standards set by the state; the special additional deductions include expenses for children's education, continuing education, serious illness, housing loan interest or housing rent, elderly support and the like, their specific scope, standards and implementation steps being determined by the State Council and filed with the Standing Committee of the National People's Congress.",
  lawAnn61:
    'SAT Announcement 2018 No. 61, Measures for the Administration of Individual Income Tax Withholding Returns (Trial)',
  lawAnn61Article: 'Article 6',
  lawAnn61Text:
    "When paying wages and salaries to a resident individual, the withholding agent shall withhold tax by the cumulative withholding method and file monthly.\nUnder the cumulative withholding method, the cumulative taxable income is the taxpayer's cumulative wage income from this employer up to the current month less cumulative tax-exempt income, cumulative basic deduction, cumulative special deductions, cumulative special additional deductions and cumulative other deductions set by law; withholding rate table 1 gives the cumulative tax, from which cumulative reliefs and tax already withheld are subtracted to give this period's withholding. A negative balance is not refunded for now. ...\nHere the cumulative basic deduction is 5,000 yuan a month times the months employed by this employer in the year up to this month.",
  lawGf13: 'State Council notice on raising the special additional deduction standards (Guofa [2023] No. 13)',
  lawGf13Article: 'Items 1 to 5',
  lawGf13Text:
    "1. The infant care deduction for children under 3 rises from 1,000 to 2,000 yuan per child per month.\n2. The children's education deduction rises from 1,000 to 2,000 yuan per child per month.\n3. The elderly support deduction rises from 2,000 to 3,000 yuan a month: an only child deducts 3,000 yuan a month; a taxpayer who is not an only child shares the deduction of 3,000 yuan a month with his or her siblings, and no one's share may exceed 1,500 yuan a month.\n4. Other matters of the infant care, children's education and elderly support deductions follow the Interim Measures for Special Additional Deductions of Individual Income Tax.\n5. The raised standards apply from 1 January 2023.",
  lawGf41:
    'Interim Measures for Special Additional Deductions of Individual Income Tax (Guofa [2018] No. 41)',
  lawGf41Article: 'Articles 8, 14, 17 and 20',
  lawGf41Text:
    "Art. 8: A taxpayer's expenses for degree (academic) continuing education in China are deducted at a fixed 400 yuan a month during the degree studies. ... Expenses for vocational qualification continuing education of skilled workers or professional and technical personnel are deducted at a fixed 3,600 yuan in the year the certificate is obtained.\nArt. 14: Interest on a first-home loan, from a commercial bank or the housing provident fund, taken by the taxpayer or the spouse alone or together to buy housing in China for the taxpayer or the spouse, is deducted at a fixed 1,000 yuan a month in the years the interest is actually paid, for at most 240 months. ...\nArt. 17: Housing rent paid by a taxpayer who owns no housing in the main work city may be deducted at these fixed standards: (1) municipalities directly under the central government, provincial capitals (capitals of autonomous regions), cities with separate planning status and other cities determined by the State Council: 1,500 yuan a month; (2) cities other than those of item 1 whose urban districts have more than 1 million registered residents: 1,100 yuan a month; cities whose urban districts have no more than 1 million registered residents: 800 yuan a month.\n...\nArt. 20: A taxpayer and the spouse may not, within one tax year, take the housing loan interest and the housing rent deductions at the same time, one each.",
};

const ja: TTexts = {
  yuan: '元',
  bonusMainTax: '年末賞与の税額',
  bonusMainBefore: '税引前の年末賞与',
  bonusBefore: '税引前賞与',
  bonusAfter: '税引後賞与',
  bonusTax: '納付税額',
  bonusRate: '適用税率',
  bonusQuick: '速算控除額',
  bonusEffective: '実効税率',
  bonusMerged: '総合所得に合算した年税額',
  bonusSeparate: '分離課税の年税額',
  stepSolve:
    '税引後賞与 {net} 元から逆算：税引後がちょうど {net} 元になる最小の税引前賞与は {bonus} 元です。',
  stepSolveSecond:
    '税引前 {second} 元（逆転区間内）でも税引後は {net} 元です。増えた分はすべて税になるため、少ない {bonus} 元で計算します。',
  stepMonthly:
    '{bonus} ÷ 12 = {monthly} 元。月換算の総合所得税率表により、税率 {rate}%、速算控除額 {quick} 元。',
  stepTax: '税額 = {bonus} × {rate}% − {quick} = {tax} 元（年末一時賞与の分離課税）。',
  stepNet: '税引後賞与 = {bonus} − {tax} = {net} 元。実効税率 = {tax} ÷ {bonus} = {effective}。',
  stepOnce:
    '分離課税は1人につき1課税年度に1回のみ使えます（国税発〔2005〕9号第3条）。この政策は2027年12月31日まで適用されます。',
  stepNoSalary: '月給が0のため、総合所得への合算との比較は行いません。',
  stepMergeAssume:
    '総合所得への合算と比較：年間給与 = {salary} × 12 = {yearSalary} 元、毎月の控除（社会保険・住宅積立金・専項付加控除など）{deduction} 元、基礎控除 年60,000 元、その他の所得・控除なし。',
  stepSeparate:
    '分離課税：給与の課税所得 {salaryTaxable} 元、給与の税額 {salaryTax} 元 + 賞与の税額 {bonusTax} 元 = {total} 元。',
  stepMerged:
    '合算：課税所得 = {yearSalary} + {bonus} − 60,000 − {yearDeduction} = {taxable} 元、税額 {total} 元。',
  stepSeparateLower: '分離課税の方が {diff} 元少なく、有利です。',
  stepMergedLower: '合算の方が {diff} 元少なく、有利です。翌年の確定申告（年度精算）で合算を選べます。',
  stepEqual: 'どちらの方法でも税額は同じです。',
  warnTrap:
    '賞与 {bonus} 元は逆転区間（{from}～{to} 元）にあります：税引後 {net} 元で、{threshold} 元だけ支給した場合（税引後 {thresholdNet} 元）より {loss} 元少なくなります。',
  warnTrapEqual:
    '賞与 {bonus} 元は逆転区間（{from}～{to} 元）にあります：税引後 {net} 元で、{threshold} 元だけ支給した場合と同じです。増えた分はすべて税になります。',
  warnSecond:
    '税引後 {net} 元は税引前 {second} 元でも得られますが、逆転区間内の金額です。税引前 {bonus} 元で足ります。',
  warnMergedLower: '入力した月給では、総合所得に合算した方が分離課税より {diff} 元少なくなります。',
  figBonusRates: '月換算の総合所得税率表',
  colMonthly: '賞与 ÷ 12（元）',
  colRate: '税率',
  colQuick: '速算控除額（元）',
  rangeUpTo: '≤ {to}',
  rangeBetween: '{from} ～ {to}',
  rangeAbove: '> {from}',
  noteBonusRates: '上限はその額を含みます（「以下」）。強調表示の行が今回適用した税率です。',
  figTraps: '逆転区間（計算値）',
  colTrapBand: '逆転区間（元）',
  colTrapLoss: '最大の減少額（元）',
  noteTraps:
    '区間内のどの金額も、税引後は直前の境界の賞与（36,000 など）の税引後を超えません。「最大の減少額」は区間の始まりで減る額です。強調表示の行があなたの賞与の区間です。',
  figCompare: '分離課税と総合所得への合算の比較',
  colMethod: '課税方法',
  colTotalTax: '年税額（元）',
  colYearNet: '年間手取り（元）',
  rowSeparate: '分離課税',
  rowMerged: '合算',
  noteCompare:
    '前提：12か月とも同じ月給、毎月の控除は入力額、その他の総合所得なし。強調表示の行が税額の少ない方法です。',
  iitMain: '年間源泉徴収税額（合計）',
  iitFirst: '{month}の源泉徴収',
  iitLast: '12月の源泉徴収',
  iitSpecial: '毎月の専項付加控除',
  iitYearNet: '年間手取り',
  iitAverageNet: '月平均手取り',
  month: '{month}月',
  stepSpecialItems: '専項付加控除（毎月）：{items}、合計 {total} 元。',
  stepSpecialTotal: '専項付加控除は入力した合計額：毎月 {total} 元。',
  stepSpecialNone: '専項付加控除の入力はありません。',
  itemChildren: '子女教育 {count} × 2,000',
  itemInfants: '3歳未満の乳幼児養育 {count} × 2,000',
  itemElderlyOnly: '老親扶養（一人っ子）3,000',
  itemElderlyShared: '老親扶養（分担）{amount}',
  itemDegree: '学歴継続教育 400',
  itemLoan: '住宅ローン利息 1,000',
  itemRent: '住宅家賃 {amount}',
  stepCertificate: '職業資格の継続教育 3,600 元はその年に1回だけの控除で、{month}に計上します。',
  stepIllness: '重大疾病医療は翌年の年度精算で年単位に控除し、毎月の源泉徴収には含めません。',
  stepStart: '今年{month}からこの勤務先に在籍：累計基礎控除 = 5,000 × 在籍月数。',
  stepMonthTaxable:
    '毎月の課税所得 = 給与 {salary} − 非課税所得 {taxFree} − 基礎控除 5,000 − 社会保険・住宅積立金 {social} − 専項付加控除 {special} − その他の控除 {other} = {taxable} 元。',
  stepFormula:
    '当月の源泉徴収 = 累計課税所得 × 税率 − 速算控除額 − 累計源泉徴収済額（国家税務総局公告2018年第61号第6条）。',
  stepRateUp: '{month}：累計課税所得 {cumulative} 元で税率が {rate}% に上がり、当月 {tax} 元を源泉徴収。',
  stepZero: '累計課税所得が0を超えないため、今年の源泉徴収はありません。',
  stepAfterTax: '手取り = 給与 − 社会保険・住宅積立金 − 当月の源泉徴収額。年間合計 {yearNet} 元。',
  stepSettlement:
    '源泉徴収額が年税額と一致するとは限りません。翌年3月1日～6月30日の年度精算で過不足を精算します。',
  figMonths: '累計源泉徴収の月別明細',
  colMonth: '月',
  colCumIncome: '累計収入',
  colCumDeduction: '累計控除',
  colCumTaxable: '累計課税所得',
  colWithholdingRate: '税率',
  colCumTax: '累計税額',
  colMonthTax: '当月徴収',
  colAfterTax: '手取り',
  noteMonths:
    '単位：元。累計控除 = 非課税所得 + 基礎控除 + 社会保険・住宅積立金 + 専項付加控除 + その他の控除。',
  tableBonusName: '年末一時賞与の分離課税と月換算の総合所得税率表',
  tableBonusSource: '財政部・国家税務総局「年末一時賞与の個人所得税政策の延長に関する公告」（2023年第30号）',
  tableRatesName: '総合所得の個人所得税率表（3%～45%）',
  tableRatesSource: '中華人民共和国個人所得税法（2018年改正）第3条・第6条および税率表1',
  tableSpecialName: '個人所得税の専項付加控除の基準',
  tableSpecialSource:
    '国務院「個人所得税の専項付加控除基準の引き上げに関する通知」（国発〔2023〕13号）、「個人所得税専項付加控除暫定弁法」（国発〔2018〕41号）',
  lawBonus30: '財政部・国家税務総局公告2023年第30号「年末一時賞与の個人所得税政策の延長に関する公告」',
  lawBonus30Article: '第1項～第3項',
  lawBonus30Text:
    '一、居住者個人が受け取る年末一時賞与で、「個人が受け取る年末一時賞与等の個人所得税計算方法の調整に関する国家税務総局の通知」（国税発〔2005〕9号）の規定に該当するものは、当年の総合所得に合算せず、年末一時賞与の収入を12か月で割った額により、本公告添付の月換算の総合所得税率表で適用税率と速算控除額を決め、分離して税額を計算する。計算式：\n納付税額＝年末一時賞与収入×適用税率－速算控除額\n二、居住者個人は、年末一時賞与を当年の総合所得に合算して納税することも選択できる。\n三、本公告は2027年12月31日まで適用する。',
  lawGsf9:
    '「個人が受け取る年末一時賞与等の個人所得税計算方法の調整に関する国家税務総局の通知」（国税発〔2005〕9号）',
  lawGsf9Article: '第1項・第3項',
  lawGsf9Text:
    '一、年末一時賞与とは、行政機関、企業・事業単位等の源泉徴収義務者が、その年間の経済効果および従業員の年間業績の総合評価に基づき、従業員に支給する一時的な賞与をいう。\n上記の一時賞与には、年末の昇給、年俸制および業績給制度を実施する単位が評価に基づき支給する年俸および業績給も含む。\n……\n三、1課税年度内において、各納税者につき、この計算方法は1回のみ適用できる。',
  lawIit: '中華人民共和国個人所得税法',
  lawIitArt2: '第2条',
  lawIitArt2Text:
    '次の各号の個人所得には、個人所得税を納付しなければならない：（一）賃金・給与所得；……居住者個人が受け取る前項第1号から第4号までの所得（以下「総合所得」という）は、課税年度ごとに合算して個人所得税を計算する；……',
  lawIitArt3: '第3条',
  lawIitArt3Text:
    '個人所得税の税率：（一）総合所得には、3%から45%までの超過累進税率を適用する（税率表は後に添付）；……',
  lawIitArt6: '第6条',
  lawIitArt6Text:
    '課税所得の計算：（一）居住者個人の総合所得は、各課税年度の収入額から費用6万元ならびに専項控除、専項付加控除および法により定めるその他の控除を差し引いた残額を課税所得とする。……\n本条第1項第1号に定める専項控除には、居住者個人が国の定める範囲と基準により納付する基本養老保険、基本医療保険、失業保険等の社会保険料および住宅積立金等を含む。専項付加控除には、子女教育、継続教育、重大疾病医療、住宅ローン利息または住宅家賃、老親扶養等の支出を含み、その具体的な範囲、基準および実施手順は国務院が定め、全国人民代表大会常務委員会に届け出る。',
  lawAnn61: '国家税務総局公告2018年第61号「個人所得税源泉徴収申告管理弁法（試行）」',
  lawAnn61Article: '第6条',
  lawAnn61Text:
    '源泉徴収義務者は、居住者個人に賃金・給与所得を支払うとき、累計源泉徴収法により源泉徴収税額を計算し、毎月源泉徴収申告を行わなければならない。\n累計源泉徴収法とは、1課税年度内において、納税者の当勤務先における当月までの賃金・給与所得の累計収入から、累計非課税所得、累計基礎控除、累計専項控除、累計専項付加控除および法により定める累計その他の控除を差し引いた残額を累計課税所得とし、源泉徴収税率表一を適用して累計源泉徴収税額を計算し、累計減免税額と累計源泉徴収済税額を差し引いた残額を当期の源泉徴収税額とする方法をいう。残額がマイナスの場合、当面還付しない。……\nそのうち、累計基礎控除は、月5000元に当年の当月までの当勤務先での在籍月数を乗じて計算する。',
  lawGf13: '「個人所得税の専項付加控除基準の引き上げに関する国務院の通知」（国発〔2023〕13号）',
  lawGf13Article: '第1項～第5項',
  lawGf13Text:
    '一、3歳未満の乳幼児養育の専項付加控除基準を、乳幼児1人につき月1000元から2000元に引き上げる。\n二、子女教育の専項付加控除基準を、子女1人につき月1000元から2000元に引き上げる。\n三、老親扶養の専項付加控除基準を月2000元から3000元に引き上げる。一人っ子は月3000元の定額で控除し、一人っ子でない者は兄弟姉妹と月3000元の控除枠を分担し、1人当たりの分担額は月1500元を超えてはならない。\n四、3歳未満の乳幼児養育、子女教育、老親扶養の専項付加控除に関するその他の事項は、「個人所得税専項付加控除暫定弁法」の関係規定により執行する。\n五、上記の引き上げ後の控除基準は2023年1月1日から実施する。',
  lawGf41: '「個人所得税専項付加控除暫定弁法」（国発〔2018〕41号）',
  lawGf41Article: '第8条・第14条・第17条・第20条',
  lawGf41Text:
    '第8条 納税者が中国国内で学歴（学位）継続教育を受ける支出は、学歴（学位）教育期間中、月400元の定額で控除する。……技能者職業資格・専門技術者職業資格の継続教育の支出は、関連証書を取得した年に3600元の定額で控除する。\n第14条 納税者本人または配偶者が単独でまたは共同で商業銀行または住宅積立金の個人住宅ローンを利用し、本人またはその配偶者のために中国国内の住宅を購入して生じた最初の住宅の住宅ローン利息支出は、ローン利息が実際に発生した年度において、月1000元の基準で定額控除し、控除期間は最長240か月を超えないものとする。……\n第17条 主要な勤務地の都市に自己所有の住宅がない納税者の住宅家賃支出は、次の基準で定額控除できる：（一）直轄市、省都（首府）、計画単列市および国務院が定めるその他の都市は月1500元；（二）第一号以外で、市轄区の戸籍人口が100万人を超える都市は月1100元、100万人以下の都市は月800元。\n……\n第20条 納税者とその配偶者は、1課税年度内に住宅ローン利息と住宅家賃の専項付加控除を同時にそれぞれ受けることはできない。',
};

const TEXTS: Record<TLanguage, TTexts> = { zh, en, ja };

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month's short name: "3月", "Mar". */
export function monthLabel(lang: TLanguage, month: number): string {
  return lang === 'en' ? (MONTHS_EN[month - 1] ?? String(month)) : taxText(lang, 'month', { month });
}

/** A result text in `lang` with its `{param}` placeholders filled. */
export function taxText(
  lang: TLanguage,
  key: TTaxTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(TEXTS[lang][key], params);
}

/** A citation from three text keys: the law's name, the article, and its words. */
export function taxLaw(lang: TLanguage, name: TTaxTextKey, article: TTaxTextKey, text: TTaxTextKey): TCalLaw {
  return { law: taxText(lang, name), article: taxText(lang, article), text: taxText(lang, text) };
}
