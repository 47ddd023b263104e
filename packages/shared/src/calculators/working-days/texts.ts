/**
 * The working-days result in zh/en/ja: labels, the "how it was computed" lines, warnings, data
 * sources and the laws. Law excerpts quote the Chinese text in zh and translate it for en/ja.
 */
import type { THolidayKey } from '../../attendance/calendar';
import type { TLanguage } from '../../constants';

export type TWorkTexts = {
  /** Monday..Sunday. */
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  holidays: Record<THolidayKey, string>;
  /** "2月15日" / "15 Feb". */
  dayMonth: (month: number, day: number) => string;
  unitDay: string;
  /** The day unit after a count ("1 day", "2 days"). */
  days: (n: number) => string;
  unitHour: string;
  mainDays: string;
  mainDate: (count: string, unit: 'day' | 'hour') => string;
  sub: {
    hours: string;
    calendar: string;
    rest: string;
    holiday: string;
    makeUp: string;
    added: string;
    span: string;
    lastDay: string;
    workdaysCounted: string;
  };
  figure: {
    monthTitle: string;
    yearTitle: string;
    month: string;
    year: string;
    workdays: string;
    hours: string;
    holiday: string;
    makeUp: string;
    rest: string;
    eventsTitle: string;
    date: string;
    what: string;
    holidayOff: (name: string, days: number) => string;
    makeUpDay: (name: string) => string;
    addedOff: string;
    eventsNote: string;
  };
  how: {
    range: (from: string, to: string, days: number) => string;
    start: (date: string) => string;
    week: (hours: string, custom: boolean) => string;
    holidays: (off: number, makeUp: number, makeUpHours: string) => string;
    noHolidays: string;
    added: (effective: number, listed: number) => string;
    formula: (calendar: number, rest: number, holiday: number, added: number, result: number) => string;
    hours: (hours: string) => string;
    walkDays: (
      count: string,
      date: string,
      weekday: string,
      rest: number,
      holiday: number,
      added: number,
      makeUp: number,
    ) => string;
    walkHours: (
      count: string,
      day: number,
      date: string,
      weekday: string,
      used: string,
      of: string,
    ) => string;
  };
  warn: {
    noNotice: (years: string) => string;
    noHolidays: string;
  };
  tables: {
    notice: (year: number) => string;
    noticeSource: (doc: string | undefined, issued: string | undefined) => string;
    law: string;
    lawSource: string;
    fallback: (year: number) => string;
    workTime: string;
    workTimeSource: string;
  };
  laws: {
    holidayLaw: string;
    art2: string;
    art2Text: string;
    art7: string;
    art7Text: string;
    workTimeLaw: string;
    workTimeArticles: string;
    workTimeText: string;
    civilCode: string;
    art201: string;
    art201Text: string;
    notice: (year: number) => string;
    noticeArticle: string;
    noticeLine: (name: string, from: string, to: string, days: number, makeUp: string[]) => string;
  };
};

const zh: TWorkTexts = {
  weekdays: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
  weekdaysShort: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  holidays: {
    newYear: '元旦',
    springFestival: '春节',
    tombSweeping: '清明节',
    labourDay: '劳动节',
    dragonBoat: '端午节',
    midAutumn: '中秋节',
    nationalDay: '国庆节',
    victoryDay: '抗战胜利70周年纪念日',
  },
  dayMonth: (month, day) => `${month}月${day}日`,
  unitDay: '天',
  days: () => '天',
  unitHour: '小时',
  mainDays: '工作日',
  mainDate: (count, unit) => `${count}${unit === 'day' ? '个工作日' : '个工作小时'}后的日期`,
  sub: {
    hours: '工作时长',
    calendar: '日历天数',
    rest: '休息日',
    holiday: '节假日放假',
    makeUp: '调休上班',
    added: '自选休息日',
    span: '相隔日历天数',
    lastDay: '最后一天用去工时',
    workdaysCounted: '经过工作日',
  },
  figure: {
    monthTitle: '每月工作日',
    yearTitle: '每年工作日',
    month: '月份',
    year: '年份',
    workdays: '工作日',
    hours: '工时',
    holiday: '放假',
    makeUp: '调休上班',
    rest: '休息日',
    eventsTitle: '遇到的节假日与调休',
    date: '日期',
    what: '安排',
    holidayOff: (name, days) => `${name}放假${days}天`,
    makeUpDay: (name) => `${name}调休上班`,
    addedOff: '自选休息日',
    eventsNote: '放假、调休日期依据国务院办公厅每年发布的部分节假日安排通知。',
  },
  how: {
    range: (from, to, days) => `计算区间：${from} 至 ${to}（含首尾两天），共${days}个日历天。`,
    start: (date) => `起算日：${date}。起算日当天不计入，自次日开始计算（《民法典》第二百零一条）。`,
    week: (hours, custom) =>
      `每周工时：${hours}${custom ? '（自定义）' : '（默认每日8小时、每周40小时，《国务院关于职工工作时间的规定》第三条）'}。`,
    holidays: (off, makeUp, makeUpHours) =>
      `节假日：按国务院办公厅放假安排扣除放假日${off}天；调休上班日${makeUp}天计为工作日，每天按${makeUpHours}小时计（周一至周五中最长的一天）。`,
    noHolidays: '未应用法定节假日和调休：只按每周工时计算。',
    added: (effective, listed) => `自选休息日：填写${listed}天，其中${effective}天原本是工作日，已扣除。`,
    formula: (calendar, rest, holiday, added, result) =>
      `工作日 = 日历天数${calendar} − 休息日${rest} − 放假日${holiday} − 自选休息日${added} = ${result}天。`,
    hours: (hours) => `工作时长 = 各工作日工时之和 = ${hours}小时。`,
    walkDays: (count, date, weekday, rest, holiday, added, makeUp) =>
      `向后逐日数工作日：跳过休息日${rest}天、放假日${holiday}天、自选休息日${added}天，计入调休上班日${makeUp}天；第${count}个工作日是 ${date}（${weekday}）。`,
    walkHours: (count, day, date, weekday, used, of) =>
      `向后逐日累计工时：满${count}小时落在第${day}个工作日 ${date}（${weekday}），当天用去${used}小时（当天共${of}小时）。`,
  },
  warn: {
    noNotice: (years) =>
      `${years}年的放假安排尚未由国务院办公厅公布：只扣除了《全国年节及纪念日放假办法》第二条规定的节日当天，没有调休安排，结果可能与实际不同，请在通知发布后重新计算。`,
    noHolidays: '本次计算未应用法定节假日和调休，节日当天也按每周工时计入。',
  },
  tables: {
    notice: (year) => `国务院办公厅关于${year}年部分节假日安排的通知`,
    noticeSource: (doc, issued) => `国务院办公厅${doc ? ` ${doc}` : ''}${issued ? `，${issued}发布` : ''}`,
    law: '全国年节及纪念日放假办法（2024年修订）',
    lawSource: '国务院令第795号，2024年11月10日公布，2025年1月1日起施行',
    fallback: (year) => `${year}年放假安排（通知未发布，按放假办法第二条推算节日当天）`,
    workTime: '国务院关于职工工作时间的规定',
    workTimeSource: '国务院令第174号（1995年3月25日修订），1995年5月1日起施行',
  },
  // Law citations, checked 2026-11-24 (zh is the official wording; en/ja follow it):
  // - 全国年节及纪念日放假办法, 4th revision 2024-11-10 (国务院令第795号, in force 2025-01-01), arts. 2 and 7:
  //   LawRefBook/Laws 行政法规/全国年节及纪念日放假办法(2024-11-10).md (commit cbdedcf) - matches. (RanKKI/
  //   LawRefBook 法律法规/办法/全国年节及纪念日放假办法.md is the 2013 text: 3 days of Spring Festival, 1 of
  //   Labour Day, no art. 7 - not used.)
  // - 国务院关于职工工作时间的规定 (国务院令第146号 1994, revised 1995-03-25 by 国务院令第174号, in force
  //   1995-05-01) arts. 3 and 7: LawRefBook/Laws 行政法规/国务院关于职工工作时间的规定.md (commit 4e3a6e9).
  //   FIXED: art. 3 reads "职工每日工作8小时，每周工作40小时。" (a comma, not 、); art. 7 has two paragraphs.
  // - 民法典 (2020-05-28, in force 2021-01-01, never amended) art. 201: RanKKI/LawRefBook
  //   法律法规/民法典/总则.md (commit 3653af4) - matches.
  // - The yearly 国务院办公厅 holiday notices are summarised from the calendar data, not quoted
  //   (noticeArticle says so).
  laws: {
    holidayLaw: '《全国年节及纪念日放假办法》（2024年修订）',
    art2: '第二条',
    art2Text:
      '全体公民放假的节日：\n（一）元旦，放假1天（1月1日）；\n（二）春节，放假4天（农历除夕、正月初一至初三）；\n（三）清明节，放假1天（农历清明当日）；\n（四）劳动节，放假2天（5月1日、2日）；\n（五）端午节，放假1天（农历端午当日）；\n（六）中秋节，放假1天（农历中秋当日）；\n（七）国庆节，放假3天（10月1日至3日）。',
    art7: '第七条',
    art7Text:
      '全体公民放假的假日，可合理安排统一放假调休，结合落实带薪年休假等制度，实际形成较长假期。除个别特殊情形外，法定节假日假期前后连续工作一般不超过6天。',
    workTimeLaw: '《国务院关于职工工作时间的规定》',
    workTimeArticles: '第三条、第七条',
    workTimeText:
      '第三条 职工每日工作8小时，每周工作40小时。\n……\n第七条 国家机关、事业单位实行统一的工作时间，星期六和星期日为周休息日。\n企业和不能实行前款规定的统一工作时间的事业单位，可以根据实际情况灵活安排周休息日。',
    civilCode: '《中华人民共和国民法典》',
    art201: '第二百零一条',
    art201Text:
      '按照年、月、日计算期间的，开始的当日不计入，自下一日开始计算。\n按照小时计算期间的，自法律规定或者当事人约定的时间开始计算。',
    notice: (year) => `《国务院办公厅关于${year}年部分节假日安排的通知》`,
    noticeArticle: '放假调休安排（按日历整理）',
    noticeLine: (name, from, to, days, makeUp) =>
      `${name}：${from === to ? from : `${from}至${to}`}放假，共${days}天${makeUp.length ? `；${makeUp.join('、')}上班` : ''}。`,
  },
};

const en: TWorkTexts = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  holidays: {
    newYear: "New Year's Day",
    springFestival: 'Spring Festival',
    tombSweeping: 'Qingming Festival',
    labourDay: 'Labour Day',
    dragonBoat: 'Dragon Boat Festival',
    midAutumn: 'Mid-Autumn Festival',
    nationalDay: 'National Day',
    victoryDay: 'Victory Day (70th anniversary)',
  },
  dayMonth: (month, day) =>
    `${day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1]}`,
  unitDay: 'days',
  days: (n) => (n === 1 ? 'day' : 'days'),
  unitHour: 'hours',
  mainDays: 'Working days',
  mainDate: (count, unit) => `Date after ${count} working ${unit === 'day' ? 'days' : 'hours'}`,
  sub: {
    hours: 'Working hours',
    calendar: 'Calendar days',
    rest: 'Rest days',
    holiday: 'Holiday days off',
    makeUp: 'Make-up workdays',
    added: 'Added days off',
    span: 'Calendar days later',
    lastDay: 'Hours used on the last day',
    workdaysCounted: 'Working days passed',
  },
  figure: {
    monthTitle: 'Working days per month',
    yearTitle: 'Working days per year',
    month: 'Month',
    year: 'Year',
    workdays: 'Working days',
    hours: 'Hours',
    holiday: 'Days off',
    makeUp: 'Make-up',
    rest: 'Rest days',
    eventsTitle: 'Holidays and make-up workdays met',
    date: 'Date',
    what: 'Arrangement',
    holidayOff: (name, days) => `${name}: ${days} day${days > 1 ? 's' : ''} off`,
    makeUpDay: (name) => `${name}: worked`,
    addedOff: 'Added day off',
    eventsNote: "Holiday and make-up dates follow the State Council General Office's yearly holiday notice.",
  },
  how: {
    range: (from, to, days) => `Range: ${from} to ${to}, both included: ${days} calendar days.`,
    start: (date) =>
      `Start: ${date}. The start day itself is not counted; counting begins the next day (Civil Code art. 201).`,
    week: (hours, custom) =>
      `Weekly hours: ${hours}${custom ? ' (custom)' : ' (default 8 hours a day, 40 a week: State Council Provisions on Working Hours, art. 3)'}.`,
    holidays: (off, makeUp, makeUpHours) =>
      `Holidays: ${off} holiday days off under the State Council's arrangement are deducted; ${makeUp} make-up workdays count as working days, at ${makeUpHours} hours each (the longest of Monday to Friday).`,
    noHolidays: 'Statutory holidays and make-up workdays not applied: only the weekly hours count.',
    added: (effective, listed) =>
      `Added days off: ${listed} entered, of which ${effective} would have been working days and are deducted.`,
    formula: (calendar, rest, holiday, added, result) =>
      `Working days = ${calendar} calendar days − ${rest} rest days − ${holiday} holiday days − ${added} added days off = ${result}.`,
    hours: (hours) => `Working hours = sum of the hours of each working day = ${hours}.`,
    walkDays: (count, date, weekday, rest, holiday, added, makeUp) =>
      `Counting forward day by day: ${rest} rest days, ${holiday} holiday days and ${added} added days off skipped, ${makeUp} make-up workdays counted; working day ${count} is ${date} (${weekday}).`,
    walkHours: (count, day, date, weekday, used, of) =>
      `Adding up hours day by day: ${count} hours are reached on working day ${day}, ${date} (${weekday}), using ${used} of that day's ${of} hours.`,
  },
  warn: {
    noNotice: (years) =>
      `The State Council has not yet published the holiday arrangement for ${years}: only the festival days of art. 2 of the Measures on National Holidays were deducted, without make-up workdays. The result may differ; calculate again once the notice is out.`,
    noHolidays:
      'Statutory holidays and make-up workdays were not applied: festival days count by the weekly hours.',
  },
  tables: {
    notice: (year) => `State Council General Office notice on the arrangement of some holidays in ${year}`,
    noticeSource: (doc, issued) =>
      `General Office of the State Council${doc ? `, ${doc}` : ''}${issued ? `, issued ${issued}` : ''}`,
    law: 'Measures on National Holidays and Commemoration Days (2024 revision)',
    lawSource: 'State Council Decree No. 795, published 2024-11-10, in force from 2025-01-01',
    fallback: (year) =>
      `${year} holiday arrangement (no notice yet; festival days from art. 2 of the Measures)`,
    workTime: 'State Council Provisions on the Working Hours of Employees',
    workTimeSource: 'State Council Decree No. 174 (revised 1995-03-25), in force from 1995-05-01',
  },
  laws: {
    holidayLaw: 'Measures on National Holidays and Commemoration Days (2024 revision)',
    art2: 'Article 2',
    art2Text:
      "Holidays for all citizens:\n(1) New Year's Day, 1 day off (1 January);\n(2) Spring Festival, 4 days off (lunar New Year's Eve and the 1st to 3rd of the first lunar month);\n(3) Qingming Festival, 1 day off (the day of Qingming);\n(4) Labour Day, 2 days off (1 and 2 May);\n(5) Dragon Boat Festival, 1 day off (the day of the festival);\n(6) Mid-Autumn Festival, 1 day off (the day of the festival);\n(7) National Day, 3 days off (1 to 3 October).",
    art7: 'Article 7',
    art7Text:
      'Holidays for all citizens may be reasonably arranged with unified days off and make-up days, combined with paid annual leave, to form longer holidays in practice. Save in special cases, continuous work before and after a statutory holiday shall generally not exceed 6 days.',
    workTimeLaw: 'State Council Provisions on the Working Hours of Employees',
    workTimeArticles: 'Articles 3 and 7',
    workTimeText:
      'Art. 3: Employees work 8 hours a day and 40 hours a week.\n...\nArt. 7: State organs and public institutions apply unified working hours, with Saturday and Sunday as the weekly rest days.\nEnterprises, and public institutions that cannot apply the unified working hours of the preceding paragraph, may arrange the weekly rest days flexibly according to their actual circumstances.',
    civilCode: 'Civil Code of the PRC',
    art201: 'Article 201',
    art201Text:
      'Where a period is counted in years, months or days, the day on which it begins is not counted; counting begins the next day.\nWhere a period is counted in hours, it begins at the time set by law or agreed by the parties.',
    notice: (year) => `State Council General Office notice on the arrangement of some holidays in ${year}`,
    noticeArticle: 'Days off and make-up workdays (from the calendar)',
    noticeLine: (name, from, to, days, makeUp) =>
      `${name}: ${from === to ? from : `${from} to ${to}`} off, ${days} day${days > 1 ? 's' : ''}${makeUp.length ? `; ${makeUp.join(', ')} worked` : ''}.`,
  },
};

const ja: TWorkTexts = {
  weekdays: ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'],
  weekdaysShort: ['月', '火', '水', '木', '金', '土', '日'],
  holidays: {
    newYear: '元日',
    springFestival: '春節',
    tombSweeping: '清明節',
    labourDay: '労働節',
    dragonBoat: '端午節',
    midAutumn: '中秋節',
    nationalDay: '国慶節',
    victoryDay: '抗日戦争勝利70周年記念日',
  },
  dayMonth: (month, day) => `${month}月${day}日`,
  unitDay: '日',
  days: () => '日',
  unitHour: '時間',
  mainDays: '勤務日数',
  mainDate: (count, unit) => `${count}${unit === 'day' ? '勤務日' : '勤務時間'}後の日付`,
  sub: {
    hours: '勤務時間',
    calendar: '暦日数',
    rest: '休日',
    holiday: '祝日の休み',
    makeUp: '振替出勤日',
    added: '追加の休日',
    span: '経過暦日数',
    lastDay: '最終日に使う時間',
    workdaysCounted: '経過勤務日',
  },
  figure: {
    monthTitle: '月別の勤務日数',
    yearTitle: '年別の勤務日数',
    month: '月',
    year: '年',
    workdays: '勤務日',
    hours: '時間',
    holiday: '祝日休み',
    makeUp: '振替出勤',
    rest: '休日',
    eventsTitle: '期間中の祝日と振替出勤日',
    date: '日付',
    what: '内容',
    holidayOff: (name, days) => `${name} 休み${days}日`,
    makeUpDay: (name) => `${name} 振替出勤`,
    addedOff: '追加の休日',
    eventsNote: '休日と振替出勤日は国務院弁公庁が毎年公布する祝日の休暇に関する通知によります。',
  },
  how: {
    range: (from, to, days) => `計算期間：${from}～${to}（両日を含む）、暦日で${days}日。`,
    start: (date) => `起算日：${date}。起算日当日は算入せず、翌日から数えます（民法典第201条）。`,
    week: (hours, custom) =>
      `週の勤務時間：${hours}${custom ? '（カスタム）' : '（既定：1日8時間・週40時間、国務院「従業員の労働時間に関する規定」第3条）'}。`,
    holidays: (off, makeUp, makeUpHours) =>
      `祝日：国務院弁公庁の休暇の取り決めにより休み${off}日を差し引き、振替出勤日${makeUp}日を勤務日として数えます（1日${makeUpHours}時間、月～金で最も長い日）。`,
    noHolidays: '法定祝日と振替出勤日は適用していません：週の勤務時間のみで計算しています。',
    added: (effective, listed) =>
      `追加の休日：${listed}日入力、うち本来勤務日だった${effective}日を差し引きました。`,
    formula: (calendar, rest, holiday, added, result) =>
      `勤務日数 = 暦日数${calendar} − 休日${rest} − 祝日の休み${holiday} − 追加の休日${added} = ${result}日。`,
    hours: (hours) => `勤務時間 = 各勤務日の時間の合計 = ${hours}時間。`,
    walkDays: (count, date, weekday, rest, holiday, added, makeUp) =>
      `翌日から1日ずつ数えます：休日${rest}日、祝日の休み${holiday}日、追加の休日${added}日を飛ばし、振替出勤日${makeUp}日を数えます。${count}勤務日目は ${date}（${weekday}）です。`,
    walkHours: (count, day, date, weekday, used, of) =>
      `翌日から勤務時間を積み上げます：${count}時間に達するのは${day}勤務日目の ${date}（${weekday}）で、その日の${of}時間のうち${used}時間を使います。`,
  },
  warn: {
    noNotice: (years) =>
      `${years}年の休暇の取り決めは国務院弁公庁からまだ公布されていません。「全国祝祭日及び記念日休暇弁法」第2条の祝日当日のみを差し引き、振替は含めていないため、実際と異なる場合があります。通知の公布後に再計算してください。`,
    noHolidays: '法定祝日と振替出勤日を適用していないため、祝日当日も週の勤務時間で数えています。',
  },
  tables: {
    notice: (year) => `国務院弁公庁 ${year}年の一部祝日の休暇に関する通知`,
    noticeSource: (doc, issued) => `国務院弁公庁${doc ? ` ${doc}` : ''}${issued ? `、${issued}公布` : ''}`,
    law: '全国祝祭日及び記念日休暇弁法（2024年改正）',
    lawSource: '国務院令第795号、2024年11月10日公布、2025年1月1日施行',
    fallback: (year) => `${year}年の休暇の取り決め（通知未公布、弁法第2条の祝日当日で推計）`,
    workTime: '国務院 従業員の労働時間に関する規定',
    workTimeSource: '国務院令第174号（1995年3月25日改正）、1995年5月1日施行',
  },
  laws: {
    holidayLaw: '全国祝祭日及び記念日休暇弁法（2024年改正）',
    art2: '第2条',
    art2Text:
      '全国民が休む祝日：\n（1）元日、休み1日（1月1日）；\n（2）春節、休み4日（旧暦の大晦日、正月1日～3日）；\n（3）清明節、休み1日（清明の当日）；\n（4）労働節、休み2日（5月1日・2日）；\n（5）端午節、休み1日（端午の当日）；\n（6）中秋節、休み1日（中秋の当日）；\n（7）国慶節、休み3日（10月1日～3日）。',
    art7: '第7条',
    art7Text:
      '全国民が休む祝日は、統一した休暇と振替を合理的に設け、有給年次休暇等の制度の実施と合わせて、実際に長めの休暇とすることができる。特別な場合を除き、法定祝日の休暇の前後の連続勤務は原則として6日を超えないものとする。',
    workTimeLaw: '国務院 従業員の労働時間に関する規定',
    workTimeArticles: '第3条・第7条',
    workTimeText:
      '第3条 従業員は1日8時間、週40時間勤務する。\n……\n第7条 国家機関・事業単位は統一した勤務時間とし、土曜日と日曜日を週休日とする。\n企業及び前項の統一勤務時間を実施できない事業単位は、実情に応じて週休日を柔軟に定めることができる。',
    civilCode: '中華人民共和国民法典',
    art201: '第201条',
    art201Text:
      '年・月・日で期間を計算する場合、開始の当日は算入せず、翌日から計算する。\n時間で期間を計算する場合、法律の定め又は当事者の約定した時刻から計算する。',
    notice: (year) => `国務院弁公庁 ${year}年の一部祝日の休暇に関する通知`,
    noticeArticle: '休日と振替出勤日（カレンダーより整理）',
    noticeLine: (name, from, to, days, makeUp) =>
      `${name}：${from === to ? from : `${from}～${to}`}休み、計${days}日${makeUp.length ? `。${makeUp.join('、')}は出勤` : ''}。`,
  },
};

export const WORK_TEXTS: Record<TLanguage, TWorkTexts> = { zh, en, ja };
