import type { TLanguage } from '../../constants';
import { fillTemplate } from '../../i18n/template';
import { translateCalc } from '../messages';

/**
 * Result texts of the statutory annual leave (AnnualLeave.*, calType 6) and marriage leave
 * (MarriageLeave.*, calType 7) calculators in zh/en/ja: labels, steps, warnings and the law excerpts
 * (the Chinese text in zh, faithful translations in en and ja). Server-side only, so the screens do
 * not download them; the input refusals are in messages.ts.
 */
const zh = {
  'AnnualLeave.mainStay': '当年还可休年休假',
  'AnnualLeave.mainLeaver': '应休未休年休假（离职折算）',
  'AnnualLeave.unitDays': '天',
  'AnnualLeave.unitYears': '年',
  'AnnualLeave.subTier': '全年标准（按累计工作年限）',
  'AnnualLeave.subService': '累计工作年限（满）',
  'AnnualLeave.subCounted': '本年度在本单位的日历天数',
  'AnnualLeave.subEntitled': '当年应休天数',
  'AnnualLeave.subTaken': '当年已休天数',
  'AnnualLeave.figTitle': '折算步骤',
  'AnnualLeave.colPeriod': '期间',
  'AnnualLeave.colDays': '天数',
  'AnnualLeave.colTier': '全年标准',
  'AnnualLeave.colShare': '折算',
  'AnnualLeave.rowTotal': '合计',
  'AnnualLeave.periodRange': '{from}至{to}',
  'AnnualLeave.figNote': '折算 = 日历天数 ÷ 365 × 全年标准，合计后不足1整天的部分不计。',
  'AnnualLeave.msgServiceDate': '累计工作时间自{start}起算，至{to}满{years}年',
  'AnnualLeave.msgServiceYears': '累计工作年限按输入的{years}年计算，全年不变',
  'AnnualLeave.msgTier': '全年标准：{tier}天（条例第三条：满1年不满10年5天，满10年不满20年10天，满20年15天）',
  'AnnualLeave.msgUnderOne':
    '累计工作不满1年（连续工作不满12个月），不享受年休假（条例第二条、实施办法第三条）',
  'AnnualLeave.msgNone': '{year}年没有在本单位工作的日子，当年没有年休假',
  'AnnualLeave.msgPeriod': '本年度在本单位：{from} 至 {to}，共{days}个日历天',
  'AnnualLeave.msgFull': '全年在本单位工作，不折算：{tier}天',
  'AnnualLeave.msgJoin': '折算（实施办法第五条）：{formula} = {exact}，不足1整天的部分不计 → {result}天',
  'AnnualLeave.msgLeave':
    '离职折算（实施办法第十二条）：{formula} − 已休{taken} = {exact}，不足1整天的部分不计 → {result}天',
  'AnnualLeave.msgNoClawback': '已休天数多于折算天数，多休的部分不再扣回（实施办法第十二条）',
  'AnnualLeave.msgRemain': '当年应休{entitled}天，已休{taken}天，还可休{remain}天',
  'AnnualLeave.msgVacation':
    '依法享受寒暑假{days}天，多于年休假{entitled}天：当年不享受年休假（条例第四条第一项）',
  'AnnualLeave.msgPersonal':
    '请事假累计{days}天且单位不扣工资，达到20天：当年不享受年休假（条例第四条第二项）',
  'AnnualLeave.msgSick':
    '累计工作{band}的职工请病假累计{months}个月，达到{limit}个月：当年不享受年休假（条例第四条{item}）',
  'AnnualLeave.msgPrior':
    '上一年度已休年休假后又出现事假或病假达到界限的情形：本年度不享受年休假（实施办法第八条）',
  'AnnualLeave.warnNextYear': '当年已休的年休假不扣回，但下一年度不享受年休假（实施办法第八条）。',
  'AnnualLeave.warnYearsMode':
    '按输入的累计工作年限计算，未考虑年度中间工龄满1年、10年或20年的变化；输入参加工作日期可以精确折算。',
  'AnnualLeave.band1': '满1年不满10年',
  'AnnualLeave.band10': '满10年不满20年',
  'AnnualLeave.band20': '满20年以上',
  'AnnualLeave.item3': '第三项',
  'AnnualLeave.item4': '第四项',
  'AnnualLeave.item5': '第五项',
  'AnnualLeave.lawRegulation': '《职工带薪年休假条例》',
  'AnnualLeave.lawMeasures': '《企业职工带薪年休假实施办法》',
  'AnnualLeave.sourceRegulation': '国务院 国务院令第514号（2007年12月14日公布，2008年1月1日起施行）',
  'AnnualLeave.sourceMeasures': '人力资源和社会保障部 人力资源和社会保障部令第1号（2008年9月18日起施行）',
  'AnnualLeave.art2': '第二条',
  'AnnualLeave.art3': '第三条',
  'AnnualLeave.art4': '第四条',
  'AnnualLeave.m3': '第三条',
  'AnnualLeave.m4': '第四条',
  'AnnualLeave.m5': '第五条',
  'AnnualLeave.m8': '第八条',
  'AnnualLeave.m12': '第十二条',
  // Regulations art. 2-4: checked word for word against LawRefBook/Laws 行政法规/职工带薪年休假条例.md (国务院令第514号).
  // Measures art. 3, 4, 5, 12: checked against the Ministry's Decree No. 1 as republished (the Measures are
  // not in LawRefBook/Laws); art. 8 against the Fujian HRSS department's quotation (rst.fujian.gov.cn, 2023).
  'AnnualLeave.art2Text':
    '机关、团体、企业、事业单位、民办非企业单位、有雇工的个体工商户等单位的职工连续工作1年以上的，享受带薪年休假（以下简称年休假）。单位应当保证职工享受年休假。职工在年休假期间享受与正常工作期间相同的工资收入。',
  'AnnualLeave.art3Text':
    '职工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。国家法定休假日、休息日不计入年休假的假期。',
  'AnnualLeave.art4Text':
    '职工有下列情形之一的，不享受当年的年休假：（一）职工依法享受寒暑假，其休假天数多于年休假天数的；（二）职工请事假累计20天以上且单位按照规定不扣工资的；（三）累计工作满1年不满10年的职工，请病假累计2个月以上的；（四）累计工作满10年不满20年的职工，请病假累计3个月以上的；（五）累计工作满20年以上的职工，请病假累计4个月以上的。',
  'AnnualLeave.m3Text': '职工连续工作满12个月以上的，享受带薪年休假（以下简称年休假）。',
  'AnnualLeave.m4Text':
    '年休假天数根据职工累计工作时间确定。职工在同一或者不同用人单位工作期间，以及依照法律、行政法规或者国务院规定视同工作期间，应当计为累计工作时间。',
  'AnnualLeave.m5Text':
    '职工新进用人单位且符合本办法第三条规定的，当年度年休假天数，按照在本单位剩余日历天数折算确定，折算后不足1整天的部分不享受年休假。前款规定的折算方法为：（当年度在本单位剩余日历天数÷365天）×职工本人全年应当享受的年休假天数。',
  'AnnualLeave.m8Text':
    '职工已享受当年的年休假，年度内又出现条例第四条第（二）、（三）、（四）、（五）项规定情形之一的，不享受下一年度的年休假。',
  'AnnualLeave.m12Text':
    '用人单位与职工解除或者终止劳动合同时，当年度未安排职工休满应休年休假的，应当按照职工当年已工作时间折算应休未休年休假天数并支付未休年休假工资报酬，但折算后不足1整天的部分不支付未休年休假工资报酬。前款规定的折算方法为：（当年度在本单位已过日历天数÷365天）×职工本人全年应当享受的年休假天数－当年度已安排年休假天数。用人单位当年已安排职工年休假的，多于折算应休年休假的天数不再扣回。',

  'MarriageLeave.main': '婚假天数',
  'MarriageLeave.unitDays': '天',
  'MarriageLeave.subNational': '国家规定',
  'MarriageLeave.subLocal': '地方规定',
  'MarriageLeave.subExam': '婚前医学检查增加',
  'MarriageLeave.subCounting': '休息日、节假日',
  'MarriageLeave.subEnd': '婚假最后一天',
  'MarriageLeave.subEndCalendar': '最后一天（连续按日历天计）',
  'MarriageLeave.subEndWorkdays': '最后一天（不计休息日和节假日）',
  'MarriageLeave.countWorkdays': '不计入',
  'MarriageLeave.countUnspecified': '未明确',
  'MarriageLeave.nationalValue': '1至3天',
  'MarriageLeave.figTitle': '各地婚假规定',
  'MarriageLeave.colPlace': '地区',
  'MarriageLeave.colDays': '天数',
  'MarriageLeave.colCounting': '休息日节假日',
  'MarriageLeave.nationalShort': '国家规定',
  'MarriageLeave.figNoteExam': '{province}：登记前参加婚前医学检查的再增加{days}天。',
  'MarriageLeave.figNoteNational': '国家规定为1至3天，表中按最多3天。',
  'MarriageLeave.msgRule': '{province}：{rule}',
  'MarriageLeave.msgExam': '登记前参加婚前医学检查，增加{days}天',
  'MarriageLeave.msgNoExam': '{province}的规定没有因婚前医学检查增加的婚假',
  'MarriageLeave.msgTotal': '婚假共{days}天',
  'MarriageLeave.msgEndWorkdays': '自{start}起，不计休息日和法定节假日，第{days}个工作日为{end}',
  'MarriageLeave.msgEndCalendar': '自{start}起连续计算{days}个日历天，最后一天为{end}',
  'MarriageLeave.warnUnspecified':
    '当地规定没有写明婚假是否包含休息日和法定节假日，两种算法的最后一天都已列出；请以用人单位的规章制度或当地人社部门的解释为准。',
  'MarriageLeave.warnCalendar': '{year}年的放假安排尚未公布，结束日期只按周末和法定节日推算。',
  'MarriageLeave.warnNoLocal':
    '{province}的地方性法规没有增加婚假，适用国家规定的1至3天，由单位根据具体情况批准；这里按最多3天计算。',
  'MarriageLeave.warnNational':
    '国家规定婚假为1至3天，由单位根据具体情况批准；这里按最多3天计算。多数省份在本地人口与计划生育条例中延长了婚假，未列出的省份请以当地条例为准。',
  'MarriageLeave.lawNational': '《关于国营企业职工请婚丧假和路程假问题的通知》',
  'MarriageLeave.articleNational': '第一条',
  'MarriageLeave.textNational':
    '职工本人结婚或职工的直系亲属（父母、配偶和子女）死亡时，可以根据具体情况，由本单位行政领导批准，酌情给予一至三天的婚丧假。',
  'MarriageLeave.tableName': '婚假规定',
} as const;

type TTexts = Record<keyof typeof zh, string>;

const en: TTexts = {
  'AnnualLeave.mainStay': 'Annual leave still available this year',
  'AnnualLeave.mainLeaver': 'Untaken annual leave on leaving (pro-rated)',
  'AnnualLeave.unitDays': 'days',
  'AnnualLeave.unitYears': 'years',
  'AnnualLeave.subTier': 'Full-year entitlement (by cumulative service)',
  'AnnualLeave.subService': 'Completed years of cumulative service',
  'AnnualLeave.subCounted': 'Calendar days with this employer this year',
  'AnnualLeave.subEntitled': 'Entitlement this year',
  'AnnualLeave.subTaken': 'Days taken this year',
  'AnnualLeave.figTitle': 'Pro-rating steps',
  'AnnualLeave.colPeriod': 'Period',
  'AnnualLeave.colDays': 'Days',
  'AnnualLeave.colTier': 'Full year',
  'AnnualLeave.colShare': 'Pro-rated',
  'AnnualLeave.rowTotal': 'Total',
  'AnnualLeave.periodRange': '{from} – {to}',
  'AnnualLeave.figNote':
    'Pro-rated = calendar days ÷ 365 × full-year days; a fraction of a day in the total is dropped.',
  'AnnualLeave.msgServiceDate': 'Cumulative service counted from {start}: {years} full years by {to}',
  'AnnualLeave.msgServiceYears':
    'Cumulative service taken as the {years} years entered, unchanged over the year',
  'AnnualLeave.msgTier':
    'Full-year entitlement: {tier} days (Regulations art. 3: 5 days from 1 to under 10 years, 10 from 10 to under 20, 15 from 20 years)',
  'AnnualLeave.msgUnderOne':
    'Less than 1 year (12 months) of continuous work: no annual leave (Regulations art. 2, Measures art. 3)',
  'AnnualLeave.msgNone': 'No day with this employer in {year}: no annual leave that year',
  'AnnualLeave.msgPeriod': 'With this employer this year: {from} to {to}, {days} calendar days',
  'AnnualLeave.msgFull': 'The whole year with this employer, no pro-rating: {tier} days',
  'AnnualLeave.msgJoin':
    'Pro-rated (Measures art. 5): {formula} = {exact}; a fraction of a day is dropped → {result} days',
  'AnnualLeave.msgLeave':
    'Pro-rated on leaving (Measures art. 12): {formula} − {taken} taken = {exact}; a fraction of a day is dropped → {result} days',
  'AnnualLeave.msgNoClawback':
    'More days were taken than the pro-rated entitlement; the excess is not clawed back (Measures art. 12)',
  'AnnualLeave.msgRemain': 'Entitlement this year {entitled} days, {taken} taken, {remain} left',
  'AnnualLeave.msgVacation':
    'Winter/summer vacation of {days} days is longer than the {entitled} days of annual leave: no annual leave this year (Regulations art. 4 item 1)',
  'AnnualLeave.msgPersonal':
    '{days} days of personal leave without pay deduction, 20 or more: no annual leave this year (Regulations art. 4 item 2)',
  'AnnualLeave.msgSick':
    'Sick leave of {months} months for an employee with {band} of cumulative service reaches {limit} months: no annual leave this year (Regulations art. 4 {item})',
  'AnnualLeave.msgPrior':
    "Last year, after that year's annual leave was taken, personal or sick leave reached the limit: no annual leave this year (Measures art. 8)",
  'AnnualLeave.warnNextYear':
    "Annual leave already taken this year is not taken back, but next year's annual leave is lost (Measures art. 8).",
  'AnnualLeave.warnYearsMode':
    'Computed from the years of service entered, without a change of tier at 1, 10 or 20 years during the year; enter the date you first started work for an exact result.',
  'AnnualLeave.band1': '1 to under 10 years',
  'AnnualLeave.band10': '10 to under 20 years',
  'AnnualLeave.band20': '20 years or more',
  'AnnualLeave.item3': 'item 3',
  'AnnualLeave.item4': 'item 4',
  'AnnualLeave.item5': 'item 5',
  'AnnualLeave.lawRegulation': 'Regulations on Paid Annual Leave for Employees',
  'AnnualLeave.lawMeasures': 'Implementation Measures for Paid Annual Leave of Enterprise Employees',
  'AnnualLeave.sourceRegulation':
    'State Council, Decree No. 514 (published 14 Dec 2007, in force from 1 Jan 2008)',
  'AnnualLeave.sourceMeasures':
    'Ministry of Human Resources and Social Security, Decree No. 1 (in force from 18 Sep 2008)',
  'AnnualLeave.art2': 'Article 2',
  'AnnualLeave.art3': 'Article 3',
  'AnnualLeave.art4': 'Article 4',
  'AnnualLeave.m3': 'Article 3',
  'AnnualLeave.m4': 'Article 4',
  'AnnualLeave.m5': 'Article 5',
  'AnnualLeave.m8': 'Article 8',
  'AnnualLeave.m12': 'Article 12',
  'AnnualLeave.art2Text':
    'Employees of government organs, organisations, enterprises, public institutions, private non-enterprise units, individual businesses with employees and other units who have worked continuously for more than 1 year are entitled to paid annual leave ("annual leave"). The unit shall ensure that employees take annual leave. During annual leave employees receive the same wages as during normal working time.',
  'AnnualLeave.art3Text':
    'An employee with cumulative service of 1 year or more but less than 10 years has 5 days of annual leave; 10 years or more but less than 20 years, 10 days; 20 years or more, 15 days. Statutory holidays and rest days are not counted in annual leave.',
  'AnnualLeave.art4Text':
    'An employee in any of the following situations does not enjoy annual leave for that year: (1) the employee lawfully enjoys winter and summer vacations longer than the annual leave; (2) the employee has taken 20 days or more of personal leave in total and the unit, under its rules, did not deduct wages; (3) an employee with cumulative service of 1 to under 10 years has taken 2 months or more of sick leave in total; (4) an employee with cumulative service of 10 to under 20 years has taken 3 months or more of sick leave in total; (5) an employee with cumulative service of 20 years or more has taken 4 months or more of sick leave in total.',
  'AnnualLeave.m3Text':
    'An employee who has worked continuously for 12 months or more enjoys paid annual leave ("annual leave").',
  'AnnualLeave.m4Text':
    "The days of annual leave are determined by the employee's cumulative working time. Periods of work with the same or different employers, and periods deemed to be working time under laws, administrative regulations or State Council rules, count as cumulative working time.",
  'AnnualLeave.m5Text':
    "For an employee newly joining an employer who meets article 3 of these Measures, the annual leave of that year is pro-rated by the remaining calendar days with the employer; a fraction of less than 1 whole day after pro-rating gives no leave. The method is: (remaining calendar days with the employer in the year ÷ 365 days) × the employee's full-year annual leave days.",
  'AnnualLeave.m8Text':
    'An employee who has already enjoyed the annual leave of the year and then, in the same year, falls under item (2), (3), (4) or (5) of article 4 of the Regulations does not enjoy annual leave in the following year.',
  'AnnualLeave.m12Text':
    "When the employer ends or terminates the labour contract and has not arranged all the annual leave due for the year, it shall pro-rate the untaken days by the time the employee worked that year and pay wages for them; a fraction of less than 1 whole day after pro-rating is not paid. The method is: (calendar days passed with the employer in the year ÷ 365 days) × the employee's full-year annual leave days − annual leave days already arranged in the year. Days of annual leave already arranged beyond the pro-rated entitlement are not clawed back.",

  'MarriageLeave.main': 'Marriage leave',
  'MarriageLeave.unitDays': 'days',
  'MarriageLeave.subNational': 'National rule',
  'MarriageLeave.subLocal': 'Local rule',
  'MarriageLeave.subExam': 'Added for a premarital medical check',
  'MarriageLeave.subCounting': 'Rest days and holidays',
  'MarriageLeave.subEnd': 'Last day of the leave',
  'MarriageLeave.subEndCalendar': 'Last day (counting calendar days)',
  'MarriageLeave.subEndWorkdays': 'Last day (not counting rest days and holidays)',
  'MarriageLeave.countWorkdays': 'not counted',
  'MarriageLeave.countUnspecified': 'not stated',
  'MarriageLeave.nationalValue': '1 to 3 days',
  'MarriageLeave.figTitle': 'Marriage leave by region',
  'MarriageLeave.colPlace': 'Region',
  'MarriageLeave.colDays': 'Days',
  'MarriageLeave.colCounting': 'Rest days, holidays',
  'MarriageLeave.nationalShort': 'National',
  'MarriageLeave.figNoteExam':
    '{province}: {days} more days with a premarital medical check before registration.',
  'MarriageLeave.figNoteNational': 'The national rule is 1 to 3 days; the table shows the maximum of 3.',
  'MarriageLeave.msgRule': '{province}: {rule}',
  'MarriageLeave.msgExam': 'Premarital medical check before registration: {days} days more',
  'MarriageLeave.msgNoExam': 'The rule of {province} adds no leave for a premarital medical check',
  'MarriageLeave.msgTotal': 'Marriage leave: {days} days in total',
  'MarriageLeave.msgEndWorkdays':
    'From {start}, not counting rest days and statutory holidays, working day {days} is {end}',
  'MarriageLeave.msgEndCalendar': 'From {start}, {days} calendar days in a row end on {end}',
  'MarriageLeave.warnUnspecified':
    "The local rule does not say whether rest days and statutory holidays count in the marriage leave; the last day is shown both ways. Follow your employer's rules or the local human resources bureau's reading.",
  'MarriageLeave.warnCalendar':
    'The holiday arrangement of {year} is not published yet; the last day assumes weekends and the statutory holidays only.',
  'MarriageLeave.warnNoLocal':
    "{province}'s local regulations add no marriage leave: the national 1 to 3 days apply, approved by the employer case by case; the maximum of 3 days is used here.",
  'MarriageLeave.warnNational':
    'The national rule gives 1 to 3 days, approved by the employer case by case; the maximum of 3 days is used here. Most provinces add days in their own population and family planning regulations: for a province not listed, check its regulation.',
  'MarriageLeave.lawNational':
    'Notice on Marriage, Funeral and Travel Leave for Employees of State-owned Enterprises',
  'MarriageLeave.articleNational': 'Item 1',
  'MarriageLeave.textNational':
    "When an employee marries, or a direct relative of the employee (parent, spouse or child) dies, the unit's administrative head may, depending on the circumstances, grant one to three days of marriage or funeral leave.",
  'MarriageLeave.tableName': 'Marriage leave rule',
};

const ja: TTexts = {
  'AnnualLeave.mainStay': '今年まだ取得できる年次休暇',
  'AnnualLeave.mainLeaver': '退職時の未取得年次休暇（按分）',
  'AnnualLeave.unitDays': '日',
  'AnnualLeave.unitYears': '年',
  'AnnualLeave.subTier': '年間の基準日数（累計勤続年数による）',
  'AnnualLeave.subService': '累計勤続年数（満）',
  'AnnualLeave.subCounted': '今年の現勤務先での暦日数',
  'AnnualLeave.subEntitled': '今年の付与日数',
  'AnnualLeave.subTaken': '今年の取得済み日数',
  'AnnualLeave.figTitle': '按分の手順',
  'AnnualLeave.colPeriod': '期間',
  'AnnualLeave.colDays': '日数',
  'AnnualLeave.colTier': '年間基準',
  'AnnualLeave.colShare': '按分',
  'AnnualLeave.rowTotal': '合計',
  'AnnualLeave.periodRange': '{from}～{to}',
  'AnnualLeave.figNote': '按分＝暦日数÷365×年間基準日数。合計の1日未満の端数は切り捨てます。',
  'AnnualLeave.msgServiceDate': '累計勤続は{start}から起算し、{to}時点で満{years}年',
  'AnnualLeave.msgServiceYears': '累計勤続年数は入力された{years}年とし、年間を通じて変わらないものとします',
  'AnnualLeave.msgTier':
    '年間基準：{tier}日（条例第3条：満1年以上10年未満は5日、満10年以上20年未満は10日、満20年以上は15日）',
  'AnnualLeave.msgUnderOne':
    '累計勤続が1年（連続12か月）未満のため、年次休暇はありません（条例第2条、実施弁法第3条）',
  'AnnualLeave.msgNone': '{year}年に現勤務先で勤務した日がないため、その年の年次休暇はありません',
  'AnnualLeave.msgPeriod': '今年の現勤務先での期間：{from}～{to}、暦日{days}日',
  'AnnualLeave.msgFull': '1年を通じて現勤務先に在籍、按分なし：{tier}日',
  'AnnualLeave.msgJoin': '按分（実施弁法第5条）：{formula} = {exact}、1日未満切り捨て → {result}日',
  'AnnualLeave.msgLeave':
    '退職時の按分（実施弁法第12条）：{formula} − 取得済み{taken} = {exact}、1日未満切り捨て → {result}日',
  'AnnualLeave.msgNoClawback':
    '取得済み日数が按分日数を超えていますが、超過分は差し戻しません（実施弁法第12条）',
  'AnnualLeave.msgRemain': '今年の付与{entitled}日、取得済み{taken}日、残り{remain}日',
  'AnnualLeave.msgVacation':
    '冬・夏休み{days}日が年次休暇{entitled}日より多いため、今年の年次休暇はありません（条例第4条第1号）',
  'AnnualLeave.msgPersonal':
    '賃金控除のない私用休暇が累計{days}日で20日以上のため、今年の年次休暇はありません（条例第4条第2号）',
  'AnnualLeave.msgSick':
    '累計勤続{band}の従業員の病気休暇が累計{months}か月で{limit}か月以上のため、今年の年次休暇はありません（条例第4条{item}）',
  'AnnualLeave.msgPrior':
    '前年に年次休暇を取得した後、私用休暇または病気休暇が限度に達したため、今年の年次休暇はありません（実施弁法第8条）',
  'AnnualLeave.warnNextYear':
    '今年すでに取得した年次休暇は差し戻しませんが、翌年の年次休暇はありません（実施弁法第8条）。',
  'AnnualLeave.warnYearsMode':
    '入力された勤続年数で計算しており、年の途中で満1年・10年・20年に達する変化は考慮していません。就業開始日を入力すると正確に按分できます。',
  'AnnualLeave.band1': '満1年以上10年未満',
  'AnnualLeave.band10': '満10年以上20年未満',
  'AnnualLeave.band20': '満20年以上',
  'AnnualLeave.item3': '第3号',
  'AnnualLeave.item4': '第4号',
  'AnnualLeave.item5': '第5号',
  'AnnualLeave.lawRegulation': '『従業員有給年次休暇条例』',
  'AnnualLeave.lawMeasures': '『企業従業員有給年次休暇実施弁法』',
  'AnnualLeave.sourceRegulation': '国務院 国務院令第514号（2007年12月14日公布、2008年1月1日施行）',
  'AnnualLeave.sourceMeasures': '人力資源・社会保障部 人力資源・社会保障部令第1号（2008年9月18日施行）',
  'AnnualLeave.art2': '第2条',
  'AnnualLeave.art3': '第3条',
  'AnnualLeave.art4': '第4条',
  'AnnualLeave.m3': '第3条',
  'AnnualLeave.m4': '第4条',
  'AnnualLeave.m5': '第5条',
  'AnnualLeave.m8': '第8条',
  'AnnualLeave.m12': '第12条',
  'AnnualLeave.art2Text':
    '機関、団体、企業、事業単位、民営非企業単位、従業員を雇用する個人事業者等の単位の従業員で、連続して1年以上勤務した者は、有給年次休暇（以下「年次休暇」という）を享受する。単位は従業員の年次休暇の取得を保障しなければならない。従業員は年次休暇期間中、通常勤務期間と同じ賃金収入を受ける。',
  'AnnualLeave.art3Text':
    '従業員の累計勤続が満1年以上10年未満の場合は年次休暇5日、満10年以上20年未満の場合は10日、満20年以上の場合は15日とする。国の法定休日および休息日は年次休暇の日数に算入しない。',
  'AnnualLeave.art4Text':
    '従業員が次のいずれかに該当する場合は、当年の年次休暇を享受しない。（一）法に基づき冬・夏休みを享受し、その休暇日数が年次休暇日数より多い場合。（二）私用休暇が累計20日以上で、単位が規定により賃金を控除しない場合。（三）累計勤続満1年以上10年未満の従業員が、病気休暇を累計2か月以上取得した場合。（四）累計勤続満10年以上20年未満の従業員が、病気休暇を累計3か月以上取得した場合。（五）累計勤続満20年以上の従業員が、病気休暇を累計4か月以上取得した場合。',
  'AnnualLeave.m3Text':
    '連続して満12か月以上勤務した従業員は、有給年次休暇（以下「年次休暇」という）を享受する。',
  'AnnualLeave.m4Text':
    '年次休暇の日数は従業員の累計勤続期間により定める。同一または異なる使用者のもとで勤務した期間、および法律、行政法規または国務院の規定により勤務とみなされる期間は、累計勤続期間に算入する。',
  'AnnualLeave.m5Text':
    '新たに使用者に入社し本弁法第3条に該当する従業員の当年の年次休暇日数は、当該使用者での残りの暦日数により按分して定め、按分後1日に満たない部分は年次休暇としない。算定方法は、（当年の当該使用者での残り暦日数÷365日）×従業員本人の年間の年次休暇日数とする。',
  'AnnualLeave.m8Text':
    '当年の年次休暇をすでに取得した従業員が、同年内に条例第4条第（二）、（三）、（四）、（五）号のいずれかに該当した場合は、翌年の年次休暇を享受しない。',
  'AnnualLeave.m12Text':
    '使用者が従業員との労働契約を解除または終了する際、当年に取得すべき年次休暇を取得させていない場合は、従業員の当年の勤務期間により未取得日数を按分し、未取得年次休暇の賃金を支払わなければならない。ただし按分後1日に満たない部分は支払わない。算定方法は、（当年の当該使用者での経過暦日数÷365日）×従業員本人の年間の年次休暇日数－当年にすでに取得させた年次休暇日数とする。使用者が当年すでに取得させた年次休暇のうち、按分日数を超える分は差し戻さない。',

  'MarriageLeave.main': '結婚休暇の日数',
  'MarriageLeave.unitDays': '日',
  'MarriageLeave.subNational': '国の規定',
  'MarriageLeave.subLocal': '地方の規定',
  'MarriageLeave.subExam': '婚前健康診断による追加',
  'MarriageLeave.subCounting': '休息日・祝日',
  'MarriageLeave.subEnd': '結婚休暇の最終日',
  'MarriageLeave.subEndCalendar': '最終日（暦日で連続して数える場合）',
  'MarriageLeave.subEndWorkdays': '最終日（休息日・祝日を数えない場合）',
  'MarriageLeave.countWorkdays': '算入しない',
  'MarriageLeave.countUnspecified': '定めなし',
  'MarriageLeave.nationalValue': '1～3日',
  'MarriageLeave.figTitle': '地域別の結婚休暇',
  'MarriageLeave.colPlace': '地域',
  'MarriageLeave.colDays': '日数',
  'MarriageLeave.colCounting': '休息日・祝日',
  'MarriageLeave.nationalShort': '国の規定',
  'MarriageLeave.figNoteExam': '{province}：登記前に婚前健康診断を受けた場合はさらに{days}日。',
  'MarriageLeave.figNoteNational': '国の規定は1～3日で、表では最大の3日を示しています。',
  'MarriageLeave.msgRule': '{province}：{rule}',
  'MarriageLeave.msgExam': '婚姻登記前に婚前健康診断を受けた場合、{days}日追加',
  'MarriageLeave.msgNoExam': '{province}の規定には婚前健康診断による追加休暇はありません',
  'MarriageLeave.msgTotal': '結婚休暇は合計{days}日',
  'MarriageLeave.msgEndWorkdays': '{start}から、休息日と法定祝日を数えずに{days}勤務日目は{end}',
  'MarriageLeave.msgEndCalendar': '{start}から暦日で連続{days}日、最終日は{end}',
  'MarriageLeave.warnUnspecified':
    '地方の規定は結婚休暇に休息日と法定祝日を含むかを定めていないため、両方の数え方の最終日を示しています。勤務先の規則または地元の人社部門の解釈に従ってください。',
  'MarriageLeave.warnCalendar':
    '{year}年の休日の手配はまだ公表されていないため、最終日は週末と法定祝日のみで推定しています。',
  'MarriageLeave.warnNoLocal':
    '{province}の地方性法規は結婚休暇を上乗せしていないため、国の規定の1～3日が適用され、勤務先が事情に応じて承認します。ここでは最大の3日で計算しています。',
  'MarriageLeave.warnNational':
    '国の規定では結婚休暇は1～3日で、勤務先が事情に応じて承認します。ここでは最大の3日で計算しています。多くの省は独自の人口・計画出産条例で日数を上乗せしています。一覧にない省は当地の条例をご確認ください。',
  'MarriageLeave.lawNational': '『国営企業従業員の婚姻・葬儀休暇および移動休暇に関する通知』',
  'MarriageLeave.articleNational': '第1項',
  'MarriageLeave.textNational':
    '従業員本人が結婚するとき、または従業員の直系親族（父母、配偶者および子）が死亡したときは、具体的な事情に応じて、所属単位の行政責任者の承認により、1日から3日の婚姻・葬儀休暇を与えることができる。',
  'MarriageLeave.tableName': '結婚休暇の規定',
};

const TEXTS: Record<TLanguage, Record<string, string>> = { zh, en, ja };

/** A result text (or, for a refusal key, the catalogue's message), with `{param}` filled in. */
export function leaveText(
  lang: TLanguage,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = TEXTS[lang][key];
  if (text === undefined) return translateCalc(lang, key, params);
  return fillTemplate(text, params);
}
