/** Result texts of the compensation calculator in zh/en/ja (`{name}` placeholders). */
import type { TLanguage } from '../../constants';
import type { TCompensationReason } from './compensation-input';

const zh = {
  mainCompensation: '经济补偿金',
  mainDamages: '违法解除劳动合同赔偿金',
  yuan: '元',
  months: '个月',
  subN: '补偿月数 N',
  subBase: '计算基数（月工资）',
  subCap: '月工资封顶（3倍社平）',
  subExtra: '代通知金（+1个月）',
  subMultiple: '赔偿倍数',
  notCapped: '未封顶',
  noData: '无数据',
  figureTitle: '计算步骤',
  colItem: '项目',
  colValue: '数值',
  rowStart: '入职日期',
  rowEnd: '离职日期',
  rowCounted: '年限起算日',
  rowLength: '工作年限',
  rowN: '补偿月数 N',
  rowNCapped: '封顶后补偿月数',
  rowAvg: '离职前12个月平均工资',
  rowMin: '当地月最低工资标准',
  rowLocalAvg: '当地上年度职工月平均工资',
  rowCap: '3倍封顶线',
  rowBase: '计算基数',
  rowNBase: 'N × 基数',
  rowExtra: '代通知金（上月工资）',
  rowDouble: '× 2（赔偿金）',
  rowTotal: '合计',
  length: '{y}年{m}个月{d}天',
  manual: '手动输入',
  stepReason: '解除/终止原因：{reason}。',
  stepPeriod: '工作期间 {from} 至 {to}，计算年限自 {start} 起：{length}。',
  stepN: '满1年计1个月；剩余6个月以上计1个月，不满6个月计0.5个月：N = {n}。',
  stepFloor: '平均工资 {avg} 元低于当地最低工资 {min} 元，按最低工资计算。',
  stepCap:
    '月工资 {base} 元高于当地上年度职工月平均工资 {local} 元的3倍（{cap} 元），基数按 {cap} 元，年限最高12年。',
  stepNoCap: '月工资未超过当地职工月平均工资的3倍（{cap} 元），不封顶。',
  stepBase: '计算基数 {base} 元 × N {n} = {amount} 元。',
  stepExtra: '未提前30日书面通知，另加1个月工资（上月工资）{extra} 元。',
  stepDouble: '违法解除按经济补偿标准的2倍支付赔偿金：{amount} × 2 = {total} 元，不另付经济补偿和代通知金。',
  stepTotal: '合计 {total} 元。',
  warnFloor: '离职前12个月平均工资低于当地最低工资标准，已按最低工资 {min} 元计算（实施条例第二十七条）。',
  warnCap: '月工资超过当地职工月平均工资3倍，基数已封顶为 {cap} 元（劳动合同法第四十七条）。',
  warnYears: '因月工资封顶，补偿年限最高12年：补偿月数由 {n} 个月减为 12 个月。',
  warnNoMin: '没有{city}在 {date} 适用的最低工资数据，未做最低工资保底。',
  warnNoAvg:
    '没有{city}在 {date} 适用的经济补偿封顶用职工月平均工资数据，未检查3倍封顶；月工资较高时请打开“手动输入当地社平工资”，填入当地公布的上年度职工月平均工资。',
  warnPre2008:
    '入职早于2008年1月1日：2008年前的年限按当时的规定计算（劳动合同法第九十七条），本结果按劳动合同法统一计算，可能与实际不同。',
  warnExpBefore: '劳动合同终止早于2008年1月1日，按劳动合同法不产生合同到期终止的经济补偿。',
  warnUnverified: '{city}最低工资数据未能与发布文件原文逐字核对，请以当地人社部门公布为准。',
  warnDerived: '{city}{year}年度职工月平均工资按公布的缴费基数上限÷3得出。',
  tableMin: '{city}最低工资标准',
  tableAvg: '{city}职工月平均工资（{year}年度）',
  tableCap: '{scope}（{year}年，经济补偿封顶用）',
};

type TTexts = Record<keyof typeof zh, string>;

const en: TTexts = {
  mainCompensation: 'Economic compensation',
  mainDamages: 'Damages for unlawful termination',
  yuan: 'yuan',
  months: 'months',
  subN: 'Months of compensation (N)',
  subBase: 'Monthly wage used',
  subCap: 'Monthly cap (3x local average)',
  subExtra: 'Pay in lieu of notice (+1 month)',
  subMultiple: 'Multiple',
  notCapped: 'not capped',
  noData: 'no data',
  figureTitle: 'Steps',
  colItem: 'Item',
  colValue: 'Value',
  rowStart: 'Entry date',
  rowEnd: 'Leaving date',
  rowCounted: 'Counted from',
  rowLength: 'Service',
  rowN: 'N (months)',
  rowNCapped: 'N after the cap',
  rowAvg: '12-month average',
  rowMin: 'Minimum wage',
  rowLocalAvg: 'Local average',
  rowCap: '3x cap',
  rowBase: 'Wage used',
  rowNBase: 'N x wage',
  rowExtra: 'Notice pay',
  rowDouble: 'x 2 (damages)',
  rowTotal: 'Total',
  length: '{y} y {m} m {d} d',
  manual: 'entered by you',
  stepReason: 'Reason: {reason}.',
  stepPeriod: 'Service from {from} to {to}; years counted from {start}: {length}.',
  stepN:
    'One month per full year; a remainder of 6 months or more counts 1 month, less than 6 months 0.5: N = {n}.',
  stepFloor: 'The average wage {avg} is below the local minimum wage {min}; the minimum wage is used.',
  stepCap:
    'The wage {base} is above 3x the local average monthly wage {local} ({cap}); the wage used is {cap} and at most 12 years count.',
  stepNoCap: 'The wage does not exceed 3x the local average monthly wage ({cap}); no cap.',
  stepBase: 'Wage {base} x N {n} = {amount}.',
  stepExtra: "No 30 days' written notice: one more month at last month's wage, {extra}.",
  stepDouble:
    'Unlawful termination pays twice the compensation standard: {amount} x 2 = {total}, with no separate compensation or notice pay.',
  stepTotal: 'Total {total} yuan.',
  warnFloor:
    'The 12-month average wage is below the local minimum wage; the minimum wage {min} was used (Implementation Regulation art. 27).',
  warnCap:
    'The wage is above 3x the local average monthly wage; it was capped at {cap} (Labour Contract Law art. 47).',
  warnYears: 'Because the wage is capped, at most 12 years count: {n} months of compensation become 12.',
  warnNoMin: 'No minimum wage of {city} on {date} is on file; no minimum-wage floor was applied.',
  warnNoAvg:
    'No average wage of {city} for the compensation cap on {date} is on file; the 3x cap was not checked. For a high wage, switch on "enter the local average wage" and enter the previous year\'s average the city published.',
  warnPre2008:
    'Service began before 1 January 2008: years before 2008 follow the rules of that time (Labour Contract Law art. 97); this result applies the Labour Contract Law to all years and may differ.',
  warnExpBefore:
    'The contract ended before 1 January 2008: the Labour Contract Law gives no compensation for its expiry.',
  warnUnverified:
    "The minimum wage of {city} could not be checked word for word against the issuing document; the local labour bureau's figure prevails.",
  warnDerived: 'The {year} average monthly wage of {city} is the published contribution cap divided by 3.',
  tableMin: 'Minimum wage of {city}',
  tableAvg: 'Average monthly wage of {city} ({year})',
  tableCap: '{scope} ({year}, for the compensation cap)',
};

const ja: TTexts = {
  mainCompensation: '経済補償金',
  mainDamages: '違法解除の賠償金',
  yuan: '元',
  months: 'か月',
  subN: '補償月数 N',
  subBase: '計算基数（月額賃金）',
  subCap: '月額上限（平均賃金の3倍）',
  subExtra: '予告手当（+1か月）',
  subMultiple: '賠償倍率',
  notCapped: '上限なし',
  noData: 'データなし',
  figureTitle: '計算手順',
  colItem: '項目',
  colValue: '数値',
  rowStart: '入社日',
  rowEnd: '退職日',
  rowCounted: '年数の起算日',
  rowLength: '勤続年数',
  rowN: '補償月数 N',
  rowNCapped: '上限適用後の補償月数',
  rowAvg: '離職前12か月平均賃金',
  rowMin: '当地の月額最低賃金',
  rowLocalAvg: '当地の前年度平均賃金',
  rowCap: '3倍の上限',
  rowBase: '計算基数',
  rowNBase: 'N × 基数',
  rowExtra: '予告手当（前月賃金）',
  rowDouble: '× 2（賠償金）',
  rowTotal: '合計',
  length: '{y}年{m}か月{d}日',
  manual: '手入力',
  stepReason: '解除・終了の理由：{reason}。',
  stepPeriod: '勤務期間 {from} ～ {to}、年数は {start} から計算：{length}。',
  stepN: '満1年ごとに1か月、残り6か月以上は1か月、6か月未満は0.5か月：N = {n}。',
  stepFloor: '平均賃金 {avg} 元が当地の最低賃金 {min} 元を下回るため、最低賃金で計算します。',
  stepCap:
    '月額賃金 {base} 元が当地の前年度従業員月平均賃金 {local} 元の3倍（{cap} 元）を超えるため、基数は {cap} 元、年数は最長12年です。',
  stepNoCap: '月額賃金は当地平均賃金の3倍（{cap} 元）以下のため、上限はかかりません。',
  stepBase: '計算基数 {base} 元 × N {n} = {amount} 元。',
  stepExtra: '30日前の書面予告がないため、前月賃金1か月分 {extra} 元を加算します。',
  stepDouble:
    '違法解除は経済補償基準の2倍の賠償金：{amount} × 2 = {total} 元（経済補償・予告手当は別途支払われません）。',
  stepTotal: '合計 {total} 元。',
  warnFloor:
    '離職前12か月の平均賃金が当地の最低賃金を下回るため、最低賃金 {min} 元で計算しました（実施条例第27条）。',
  warnCap: '月額賃金が当地平均賃金の3倍を超えるため、基数を {cap} 元に制限しました（労働契約法第47条）。',
  warnYears: '月額賃金の上限適用により年数は最長12年：補償月数は {n} か月から12か月になります。',
  warnNoMin: '{city}の {date} 時点の最低賃金データがないため、最低賃金による下限は適用していません。',
  warnNoAvg:
    '{city}の {date} 時点の経済補償上限用の平均賃金データがないため、3倍上限を確認していません。賃金が高い場合は「当地の平均賃金を手入力」をオンにし、当地が公表した前年度の平均賃金を入力してください。',
  warnPre2008:
    '入社日が2008年1月1日より前です。2008年以前の期間は当時の規定によります（労働契約法第97条）。本結果は全期間に労働契約法を適用しており、実際と異なる場合があります。',
  warnExpBefore: '労働契約の終了が2008年1月1日より前のため、労働契約法による期間満了の経済補償は生じません。',
  warnUnverified:
    '{city}の最低賃金データは公布文書の原文と逐語的に照合できていません。当地の人社部門の公表値が優先します。',
  warnDerived: '{city}の{year}年度の平均賃金は、公表された保険料算定基数の上限 ÷ 3 で求めました。',
  tableMin: '{city}の最低賃金基準',
  tableAvg: '{city}の従業員月平均賃金（{year}年度）',
  tableCap: '{scope}（{year}年、経済補償上限用）',
};

export const TEXTS: Record<TLanguage, TTexts> = { zh, en, ja };

export const REASON_NAMES: Record<TLanguage, Record<TCompensationReason, string>> = {
  zh: {
    oth: '其他依法应支付经济补偿的情形（第四十六条）',
    ng: '用人单位提出、协商一致解除',
    exp: '劳动合同期满，用人单位不续签',
    und: '用人单位违法解除或终止',
    mp: '医疗期满不能工作，未提前30日通知',
    obj: '客观情况变化或不能胜任，未提前30日通知',
  },
  en: {
    oth: 'Other cases of Article 46',
    ng: "Agreed termination at the employer's proposal",
    exp: 'Fixed term expired, not renewed by the employer',
    und: 'Unlawful termination by the employer',
    mp: "Medical period ended, unable to work, no 30 days' notice",
    obj: "Changed circumstances or incompetence, no 30 days' notice",
  },
  ja: {
    oth: '第46条のその他の場合',
    ng: '使用者の申入れによる合意解除',
    exp: '契約期間満了・使用者が更新しない',
    und: '使用者による違法な解除・終了',
    mp: '医療期間満了後に就業不能・30日前予告なし',
    obj: '客観的状況の変化または能力不足・30日前予告なし',
  },
};

export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
