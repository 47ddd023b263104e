import type { TMarriageLeaveProvince } from './provinces';

type TText = { zh: string; en: string; ja: string };

/**
 * Marriage leave by province: the national 1-3 days ((80)劳总薪字29号) extended by each province's own
 * regulation. Only figures checked against the regulation's text or the legislature's announcement as
 * reported are listed; a province missing here falls back to the national rule (`CN`). Provinces
 * reported but not checked well enough to list (甘肃 30, 安徽 13, 黑龙江 15 + 10, 天津, 重庆 ...)
 * are left out until their text is checked. `restDays`: 'excluded' when the regulation says rest days
 * and statutory holidays are not counted, 'unspecified' when it says nothing.
 *
 * Checked against the official texts stored in the GitHub repository LawRefBook/Laws (Nov 2026):
 * 上海 (地方性法规/上海/上海市人口与计划生育条例.md, 2021-11-25 text), 北京 (地方性法规/北京/北京市人口与计划生育条例.md,
 * 2016-03-24 text), 河南 (地方性法规/河南/河南省人口与计划生育条例.md, 2020-06-03 text), 广东
 * (DLC/广东地方法规/地方性法规/广东/广东省人口与计划生育条例(2021-12-01).md: NO marriage-leave provision, so the
 * national 3 days apply - the earlier 13 days were wrong). The repository holds no text for 江苏, 四川,
 * 山西 or 浙江省婚假规定, and only the 2016 山东 text (before the 2025 marriage-leave amendment): those
 * entries rest on the legislatures' announcements as reported and say so in their comments.
 *
 * A regulation does not lapse by year, so its table entry is not annual; update an entry when the
 * province amends it (keep `year` / `validFrom` the amendment's).
 */
export type TMarriageLeaveRule = {
  code: TMarriageLeaveProvince;
  /** Total days, the national 3 included. */
  days: number;
  /** Days added for a premarital medical check before registration, where the regulation gives them. */
  examDays: number;
  restDays: 'excluded' | 'unspecified';
  /** True where only the national 1-3 days apply (no local extension): the national rule and provinces
   * whose regulation adds none. */
  national: boolean;
  law: TText;
  article: TText;
  /** The provision's words (zh) and a faithful translation; a summary where `article` says 要旨 / summary. */
  text: TText;
  /** The rule in one line. */
  rule: TText;
  /** Year of the provision's latest change; validFrom when it is known exactly. */
  year: number;
  validFrom?: string;
  source: TText;
};

export const MARRIAGE_LEAVE_RULES: readonly TMarriageLeaveRule[] = [
  {
    // 上海市人口与计划生育条例 art. 31 para. 1, checked word for word against LawRefBook/Laws
    // 地方性法规/上海/上海市人口与计划生育条例.md (text after the third amendment of 2021-11-25; the 7 days became a
    // general marriage-leave bonus with the second amendment of 2016-02-23; the 2021 amendment kept them).
    code: 'SH',
    days: 10,
    examDays: 0,
    restDays: 'unspecified',
    national: false,
    law: {
      zh: '《上海市人口与计划生育条例》',
      en: 'Shanghai Population and Family Planning Regulations',
      ja: '『上海市人口・計画出産条例』',
    },
    article: { zh: '第三十一条第一款', en: 'Article 31, paragraph 1', ja: '第31条第1項' },
    text: {
      zh: '符合法律规定结婚的公民，除享受国家规定的婚假外，增加婚假七天。',
      en: 'Citizens who marry in accordance with the law receive seven more days of marriage leave in addition to the marriage leave set by the State.',
      ja: '法律の規定に従い結婚した公民は、国の定める結婚休暇に加えて、結婚休暇を7日追加する。',
    },
    rule: {
      zh: '国家规定3天 + 增加7天 = 10天',
      en: '3 national days + 7 added = 10 days',
      ja: '国の規定3日＋追加7日＝10日',
    },
    year: 2021,
    source: {
      zh: '上海市人民代表大会常务委员会（2016年2月23日第二次修正，2021年11月25日第三次修正）',
      en: "Standing Committee of the Shanghai Municipal People's Congress (second amendment 23 Feb 2016, third amendment 25 Nov 2021)",
      ja: '上海市人民代表大会常務委員会（2016年2月23日第2次改正、2021年11月25日第3次改正）',
    },
  },
  {
    // 北京市人口与计划生育条例 art. 16, checked word for word against LawRefBook/Laws
    // 地方性法规/北京/北京市人口与计划生育条例.md (text after the amendment of 2016-03-24, the latest there; a
    // later amendment, if any, is not in the repository and not checked).
    code: 'BJ',
    days: 10,
    examDays: 0,
    restDays: 'unspecified',
    national: false,
    law: {
      zh: '《北京市人口与计划生育条例》',
      en: 'Beijing Population and Family Planning Regulations',
      ja: '『北京市人口・計画出産条例』',
    },
    article: { zh: '第十六条', en: 'Article 16', ja: '第16条' },
    text: {
      zh: '依法办理结婚登记的夫妻，除享受国家规定的婚假外，增加假期七天。',
      en: 'A couple who register their marriage according to law receive seven more days of leave in addition to the marriage leave set by the State.',
      ja: '法に基づき婚姻登記をした夫婦は、国の定める結婚休暇に加えて、休暇を7日追加する。',
    },
    rule: {
      zh: '国家规定3天 + 增加7天 = 10天',
      en: '3 national days + 7 added = 10 days',
      ja: '国の規定3日＋追加7日＝10日',
    },
    year: 2016,
    validFrom: '2016-03-24',
    source: {
      zh: '北京市人民代表大会常务委员会（2016年修正）',
      en: "Standing Committee of the Beijing Municipal People's Congress (2016 amendment)",
      ja: '北京市人民代表大会常務委員会（2016年改正）',
    },
  },
  {
    // 广东省人口与计划生育条例 as amended on 2021-12-01 (ninth amendment), read in full in LawRefBook/Laws
    // DLC/广东地方法规/地方性法规/广东/广东省人口与计划生育条例(2021-12-01).md: it has NO marriage-leave provision
    // (chapter 5 gives only the 80-day birth reward leave, 15 days' paternity leave, 10 days' parental
    // leave a year and carers' leave), so Guangdong employees get the national 1-3 days. The 13 days
    // listed before were wrong.
    code: 'GD',
    days: 3,
    examDays: 0,
    restDays: 'unspecified',
    national: true,
    law: {
      zh: '《广东省人口与计划生育条例》',
      en: 'Guangdong Population and Family Planning Regulations',
      ja: '『広東省人口・計画出産条例』',
    },
    article: {
      zh: '婚假：无规定（2021年12月1日修正文本）',
      en: 'Marriage leave: no provision (text as amended on 1 Dec 2021)',
      ja: '結婚休暇：規定なし（2021年12月1日改正後の条文）',
    },
    text: {
      zh: '现行条例第五章“优待奖励与社会保障”只规定生育奖励假、陪产假、育儿假和护理假，没有增加婚假的条款；婚假按国家规定执行。（说明，非条文原文）',
      en: 'Chapter 5 of the current regulations ("Preferential treatment, rewards and social security") provides only birth reward leave, paternity leave, parental leave and carers\' leave, and no additional marriage leave; marriage leave follows the national rule. (Explanation, not the wording of the regulations.)',
      ja: '現行条例第5章「優遇・奨励と社会保障」は出産奨励休暇、配偶者出産休暇、育児休暇および介護休暇のみを定め、結婚休暇を追加する条項はない。結婚休暇は国の規定による。（説明であり条文ではない）',
    },
    rule: {
      zh: '地方未增加婚假，按国家规定1至3天（按最多3天计）',
      en: 'No local extension: the national 1 to 3 days (3 used here)',
      ja: '地方の上乗せなし。国の規定1～3日（ここでは最大3日）',
    },
    year: 2021,
    validFrom: '2021-12-01',
    source: {
      zh: '广东省人民代表大会常务委员会（2021年12月1日第九次修正）',
      en: "Standing Committee of the Guangdong Provincial People's Congress (ninth amendment, 1 Dec 2021)",
      ja: '広東省人民代表大会常務委員会（2021年12月1日第9次改正）',
    },
  },
  {
    // 浙江省婚假规定 (浙江省第十四届人民代表大会常务委员会公告第24号), passed and in force 2024-09-27, art. 3.
    // Not in LawRefBook/Laws; consistent with it: the 浙江省人口与计划生育条例 there (2021-11-25 text) has no
    // marriage-leave provision of its own.
    code: 'ZJ',
    days: 13,
    examDays: 0,
    restDays: 'excluded',
    national: false,
    law: {
      zh: '《浙江省婚假规定》',
      en: 'Zhejiang Provisions on Marriage Leave',
      ja: '『浙江省結婚休暇規定』',
    },
    article: { zh: '第三条', en: 'Article 3', ja: '第3条' },
    text: {
      zh: '依法办理结婚登记的职工，享受婚假十三天。国家法定休假日、休息日不计入婚假。',
      en: 'Employees who register their marriage according to law enjoy thirteen days of marriage leave. Statutory holidays and rest days are not counted in the marriage leave.',
      ja: '法に基づき婚姻登記をした従業員は、13日の結婚休暇を享受する。国の法定休日および休息日は結婚休暇に算入しない。',
    },
    rule: {
      zh: '13天，不含休息日和法定节假日；自登记结婚之日起一年内休',
      en: '13 days, rest days and statutory holidays not counted; taken within a year of registration',
      ja: '13日（休息日・法定祝日を含まない）、婚姻登記から1年以内に取得',
    },
    year: 2024,
    validFrom: '2024-09-27',
    source: {
      zh: '浙江省人民代表大会常务委员会 公告第24号',
      en: "Standing Committee of the Zhejiang Provincial People's Congress, Announcement No. 24",
      ja: '浙江省人民代表大会常務委員会 公告第24号',
    },
  },
  {
    // 江苏省人口与计划生育条例 as amended in 2016 (3 + 10 = 13 days, as the Zhejiang health commission
    // also reported in 2024). UNVERIFIED: no text in LawRefBook/Laws or RanKKI/LawRefBook and none found
    // on the web search; exact wording and article number not checked - the text is the rule (要旨).
    // Secondary web pages quote the 2016 text as art. 27 "依法办理结婚登记的夫妻，在享受国家规定婚假的基础上，
    // 延长婚假十天。……国家法定休假日不计入前两款规定的假期" - if the current text says so, statutory holidays
    // (not weekends) are outside the 13 days; not applied until the official text is checked.
    code: 'JS',
    days: 13,
    examDays: 0,
    restDays: 'unspecified',
    national: false,
    law: {
      zh: '《江苏省人口与计划生育条例》',
      en: 'Jiangsu Population and Family Planning Regulations',
      ja: '『江蘇省人口・計画出産条例』',
    },
    article: {
      zh: '婚假条款（2016年修正，要旨）',
      en: 'Marriage leave provision (2016 amendment, summary)',
      ja: '結婚休暇の条項（2016年改正、要旨）',
    },
    text: {
      zh: '依法办理结婚登记的夫妻，在国家规定的婚假三天之外延长婚假十天，共十三天。',
      en: 'A couple who register their marriage according to law receive ten more days on top of the three national days, thirteen days in all.',
      ja: '法に基づき婚姻登記をした夫婦は、国の定める3日の結婚休暇に加えて10日延長し、合計13日とする。',
    },
    rule: {
      zh: '国家规定3天 + 延长10天 = 13天',
      en: '3 national days + 10 added = 13 days',
      ja: '国の規定3日＋延長10日＝13日',
    },
    year: 2016,
    source: {
      zh: '江苏省人民代表大会常务委员会（2016年修正）',
      en: "Standing Committee of the Jiangsu Provincial People's Congress (2016 amendment)",
      ja: '江蘇省人民代表大会常務委員会（2016年改正）',
    },
  },
  {
    // 四川省人民代表大会常务委员会关于修改《四川省人口与计划生育条例》的决定, passed 2025-11-26 by the
    // 14th standing committee's 22nd session, in force on publication. UNVERIFIED against an official
    // text: not in LawRefBook/Laws (only a zip for 四川); the June 2025 draft reported 20 + 5 days.
    code: 'SC',
    days: 20,
    examDays: 5,
    restDays: 'unspecified',
    national: false,
    law: {
      zh: '《四川省人口与计划生育条例》',
      en: 'Sichuan Population and Family Planning Regulations',
      ja: '『四川省人口・計画出産条例』',
    },
    article: {
      zh: '婚假条款（2025年修改）',
      en: 'Marriage leave provision (2025 amendment)',
      ja: '結婚休暇の条項（2025年改正）',
    },
    text: {
      zh: '依法登记的夫妻享受婚假二十日，登记前参加婚前医学检查的，增加五日。',
      en: 'A couple who register according to law enjoy twenty days of marriage leave; five more days if they had a premarital medical check before registration.',
      ja: '法に基づき登記した夫婦は20日の結婚休暇を享受し、登記前に婚前健康診断を受けた場合は5日追加する。',
    },
    rule: {
      zh: '20天；登记前参加婚前医学检查的再增加5天',
      en: '20 days; 5 more with a premarital medical check before registration',
      ja: '20日。登記前に婚前健康診断を受けた場合はさらに5日',
    },
    year: 2025,
    validFrom: '2025-11-26',
    source: {
      zh: '四川省人民代表大会常务委员会（2025年11月26日修改）',
      en: "Standing Committee of the Sichuan Provincial People's Congress (amended 26 Nov 2025)",
      ja: '四川省人民代表大会常務委員会（2025年11月26日改正）',
    },
  },
  {
    // 河南省人口与计划生育条例 art. 27, checked word for word against LawRefBook/Laws
    // 地方性法规/河南/河南省人口与计划生育条例.md (text after the fifth amendment of 2020-06-03, the latest there;
    // the 18 + 7 days date from the fourth amendment of 2016-05-27). The quotation leaves out the
    // maternity and paternity leave in the middle of the sentence (……).
    code: 'HA',
    days: 21,
    examDays: 7,
    restDays: 'unspecified',
    national: false,
    law: {
      zh: '《河南省人口与计划生育条例》',
      en: 'Henan Population and Family Planning Regulations',
      ja: '『河南省人口・計画出産条例』',
    },
    article: { zh: '第二十七条', en: 'Article 27', ja: '第27条' },
    text: {
      zh: '依法办理婚姻登记的夫妻，除国家规定的婚假外，增加婚假十八日，参加婚前医学检查的，再增加婚假七日；……婚假、产假、护理假期间视为出勤。',
      en: 'A couple who register their marriage according to law receive eighteen days of marriage leave in addition to the marriage leave set by the State, and a further seven days if they had a premarital medical check; … marriage leave, maternity leave and nursing leave count as attendance.',
      ja: '法に基づき婚姻登記をした夫婦は、国の定める結婚休暇に加えて結婚休暇を18日追加し、婚前健康診断を受けた場合はさらに結婚休暇を7日追加する。……結婚休暇、出産休暇および看護休暇の期間は出勤とみなす。',
    },
    rule: {
      zh: '国家规定3天 + 增加18天 = 21天；参加婚前医学检查的再增加7天',
      en: '3 national days + 18 added = 21 days; 7 more with a premarital medical check',
      ja: '国の規定3日＋追加18日＝21日。婚前健康診断を受けた場合はさらに7日',
    },
    year: 2020,
    validFrom: '2020-06-03',
    source: {
      zh: '河南省人民代表大会常务委员会（2016年5月27日第四次修正，2020年6月3日第五次修正）',
      en: "Standing Committee of the Henan Provincial People's Congress (fourth amendment 27 May 2016, fifth amendment 3 Jun 2020)",
      ja: '河南省人民代表大会常務委員会（2016年5月27日第4次改正、2020年6月3日第5次改正）',
    },
  },
  {
    // 山西省人口和计划生育条例: since 2016 the late-marriage month is marriage leave for every registered
    // couple; the revision of September 2021 (the first province after the 2021 national law) keeps 30
    // days (香港中通社 2025-06-09; the Zhejiang health commission, 2024). UNVERIFIED: no text in
    // LawRefBook/Laws; wording and article number not checked - the text is the rule (要旨). Secondary
    // web pages quote the 2016 text as art. 25 "依法办理结婚登记的夫妻可以享受婚假30日" (article number after
    // the 2021 revision unknown).
    code: 'SX',
    days: 30,
    examDays: 0,
    restDays: 'unspecified',
    national: false,
    law: {
      zh: '《山西省人口和计划生育条例》',
      en: 'Shanxi Population and Family Planning Regulations',
      ja: '『山西省人口・計画出産条例』',
    },
    article: {
      zh: '婚假条款（2021年修订，要旨）',
      en: 'Marriage leave provision (2021 revision, summary)',
      ja: '結婚休暇の条項（2021年改正、要旨）',
    },
    text: {
      zh: '依法办理结婚登记的夫妻，享受婚假共三十日（含国家规定的婚假）。',
      en: 'A couple who register their marriage according to law enjoy thirty days of marriage leave in all (the national marriage leave included).',
      ja: '法に基づき婚姻登記をした夫婦は、合計30日の結婚休暇を享受する（国の定める結婚休暇を含む）。',
    },
    rule: {
      zh: '共30天（含国家规定3天）',
      en: '30 days in all (3 national days included)',
      ja: '合計30日（国の規定3日を含む）',
    },
    year: 2021,
    source: {
      zh: '山西省人民代表大会常务委员会（2021年9月修订）',
      en: "Standing Committee of the Shanxi Provincial People's Congress (revised September 2021)",
      ja: '山西省人民代表大会常務委員会（2021年9月改正）',
    },
  },
  {
    // 山东省人民代表大会常务委员会关于修改《山东省人口与计划生育条例》的决定, passed 2025-01-18 by the 14th
    // standing committee's 13th session, item 6: adds art. 26 para. 1 (wording quoted from the decision as
    // republished on wxredian.com; 齐鲁晚报 and 香港中通社 2025-06-09 report the same 15 + 3 days). NOT in
    // LawRefBook/Laws: the repository holds only the 2016-01-22 text, which has no marriage-leave
    // provision. Check against the official gazette when it can be reached.
    code: 'SD',
    days: 15,
    examDays: 3,
    restDays: 'unspecified',
    national: false,
    law: {
      zh: '《山东省人口与计划生育条例》',
      en: 'Shandong Population and Family Planning Regulations',
      ja: '『山東省人口・計画出産条例』',
    },
    article: {
      zh: '第二十六条第一款（2025年1月18日修改决定第六项增加）',
      en: 'Article 26, paragraph 1 (added by item 6 of the amending decision of 18 Jan 2025)',
      ja: '第26条第1項（2025年1月18日改正決定第6項により追加）',
    },
    text: {
      zh: '依法办理结婚登记的公民，享受婚假十五日；参加婚前医学检查的，再增加婚假三日。',
      en: 'Citizens who register their marriage according to law enjoy fifteen days of marriage leave; those who had a premarital medical check receive a further three days.',
      ja: '法に基づき婚姻登記をした公民は、15日の結婚休暇を享受する。婚前健康診断を受けた者は、さらに結婚休暇を3日追加する。',
    },
    rule: {
      zh: '15天；参加婚前医学检查的再增加3天',
      en: '15 days; 3 more with a premarital medical check',
      ja: '15日。婚前健康診断を受けた場合はさらに3日',
    },
    year: 2025,
    source: {
      zh: '山东省人民代表大会常务委员会关于修改《山东省人口与计划生育条例》的决定（2025年1月18日通过）',
      en: "Decision of the Standing Committee of the Shandong Provincial People's Congress amending the Shandong Population and Family Planning Regulations (passed 18 Jan 2025)",
      ja: '山東省人民代表大会常務委員会『山東省人口・計画出産条例』改正決定（2025年1月18日採択）',
    },
  },
  {
    // 国家劳动总局、财政部《关于国营企业职工请婚丧假和路程假问题的通知》((80)劳总薪字29号, 1980-02-20), item 1.
    // Not in LawRefBook/Laws (a notice, not a law or regulation); wording as commonly republished.
    code: 'CN',
    days: 3,
    examDays: 0,
    restDays: 'unspecified',
    national: true,
    law: {
      zh: '《关于国营企业职工请婚丧假和路程假问题的通知》',
      en: 'Notice on Marriage, Funeral and Travel Leave for Employees of State-owned Enterprises',
      ja: '『国営企業従業員の婚姻・葬儀休暇および移動休暇に関する通知』',
    },
    article: { zh: '第一条', en: 'Item 1', ja: '第1項' },
    text: {
      zh: '职工本人结婚或职工的直系亲属（父母、配偶和子女）死亡时，可以根据具体情况，由本单位行政领导批准，酌情给予一至三天的婚丧假。',
      en: "When an employee marries, or a direct relative of the employee (parent, spouse or child) dies, the unit's administrative head may, depending on the circumstances, grant one to three days of marriage or funeral leave.",
      ja: '従業員本人が結婚するとき、または従業員の直系親族（父母、配偶者および子）が死亡したときは、具体的な事情に応じて、所属単位の行政責任者の承認により、1日から3日の婚姻・葬儀休暇を与えることができる。',
    },
    rule: {
      zh: '1至3天，由单位酌情批准',
      en: '1 to 3 days, approved by the employer',
      ja: '1～3日、勤務先が事情に応じて承認',
    },
    year: 1980,
    validFrom: '1980-02-20',
    source: {
      zh: '国家劳动总局、财政部 (80)劳总薪字29号',
      en: 'State Labour Bureau and Ministry of Finance, (80) Lao Zong Xin Zi No. 29',
      ja: '国家労働総局・財政部 (80)労総薪字29号',
    },
  },
];

export function marriageLeaveRule(code: TMarriageLeaveProvince): TMarriageLeaveRule {
  const rule = MARRIAGE_LEAVE_RULES.find((r) => r.code === code);
  if (!rule) throw new Error(`No marriage leave rule for ${code}`);
  return rule;
}
