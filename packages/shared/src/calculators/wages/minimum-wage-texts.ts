/**
 * Result texts of the minimum-wage calculator (calType 8) for a province and class, in zh/en/ja.
 * The texts shared with the city answer (units, verdicts, law citations) stay in texts.ts.
 */
import type { TLanguage } from '../../constants';

const zh = {
  main: '{place}月最低工资标准',
  place: '{province}{tier}',
  province: '省份',
  tier: '档次与地区',
  seenBy: '{date}（已在执行）',
  step1: '{province}{tier}现行月最低工资标准 {monthly} 元，自 {from} 起执行。',
  step1Seen: '{province}{tier}现行月最低工资标准 {monthly} 元，{date} 已在执行（开始执行日期未核实）。',
  stepSource: '依据：{source}。',
  stepTiers: '{province}共分{count}档：{list}。',
  figureProvinces: '各省现行月最低工资标准（第一档）',
  figureTiers: '{province}各档现行标准',
  colProvince: '省份',
  colTier: '档次',
  warnSeen: '{province}标准的开始执行日期未能核实，{date} 是资料记录其已在执行的日期。',
  warnPartial: '{province}只收录了部分档次，其他档次请以当地公布为准。',
  fieldDate: '执行日期',
  noteSeen: '“—”：开始执行日期未核实（该省标准已在执行）。各省只列第一档，其他档次见各省结果。',
  notYet: '{date} 时本表尚无{province}的标准，以下为已收录的最早标准。',
};

type TTexts = Record<keyof typeof zh, string>;

const en: TTexts = {
  main: 'Monthly minimum wage, {place}',
  place: '{province} {tier}',
  province: 'Province',
  tier: 'Class and area',
  seenBy: '{date} (already in force)',
  step1: 'The monthly minimum wage of {province} {tier} is {monthly} yuan, in force since {from}.',
  step1Seen:
    'The monthly minimum wage of {province} {tier} is {monthly} yuan, in force on {date} (the start date could not be checked).',
  stepSource: 'Source: {source}.',
  stepTiers: '{province} has {count} classes: {list}.',
  figureProvinces: 'Current monthly minimum wage by province (class 1)',
  figureTiers: 'Current standards of {province} by class',
  colProvince: 'Province',
  colTier: 'Class',
  warnSeen:
    'The start date of the {province} standard could not be checked; {date} is the day a source recorded it in force.',
  warnPartial: 'Only some classes of {province} are on file; for the others the local notice prevails.',
  fieldDate: 'start date',
  noteSeen:
    '“—”: start date not checked (the standard is in force). Class 1 only; see each province for its other classes.',
  notYet: 'On {date} no standard of {province} is on file; the earliest one on file is shown.',
};

const ja: TTexts = {
  main: '{place}の月額最低賃金',
  place: '{province}{tier}',
  province: '省',
  tier: '区分と地域',
  seenBy: '{date}（施行済み）',
  step1: '{province}{tier}の現行月額最低賃金は {monthly} 元、{from} から施行。',
  step1Seen: '{province}{tier}の現行月額最低賃金は {monthly} 元、{date} に施行済み（施行開始日は未確認）。',
  stepSource: '根拠：{source}。',
  stepTiers: '{province}は{count}区分：{list}。',
  figureProvinces: '各省の現行月額最低賃金（第1区分）',
  figureTiers: '{province}の区分別の現行基準',
  colProvince: '省',
  colTier: '区分',
  warnSeen: '{province}の基準の施行開始日は確認できていません。{date} は資料が施行中と記録した日です。',
  warnPartial: '{province}は一部の区分のみ収録しています。その他の区分は当地の公表に従ってください。',
  fieldDate: '施行日',
  noteSeen:
    '「—」：施行開始日は未確認（現在施行中）。各省は第1区分のみ。その他の区分は各省の結果をご覧ください。',
  notYet: '{date} 時点の{province}の基準は収録されていないため、収録済みの最も古い基準を表示します。',
};

export const MIN_WAGE_TEXTS: Readonly<Record<TLanguage, TTexts>> = { zh, en, ja };
