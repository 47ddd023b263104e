/**
 * The calculators' messages (spec 2 §5 "Calculators", §8): the common ones here, each calculator's
 * in its own folder; keys are `Calculator.*`, `Finan.m1..m11`, `YearAward.m1..m8`, `WorkData.m1..m10`
 * and one prefix per further calculator.
 *
 * Kept apart from the app's one catalogue (i18n/messages.ts): that one is downloaded by every form
 * screen, and these texts only concern the calculator screens (the web registers them as the
 * i18next namespace `calcMessages`) and the server's calculator route.
 */
import { DEFAULT_LANGUAGE, type TLanguage } from '../constants';
import { fillTemplate } from '../i18n/template';
import * as compensation from './compensation/messages';
import * as leave from './leave/messages';
import * as socialInsurance from './social-insurance/messages';
import * as tax from './tax/messages';
import * as workingDays from './working-days/messages';

const commonZh = {
  'Calculator.badType': '不支持的计算类型',
  'Calculator.badInput': '计算参数格式不正确',
  'Calculator.failed': '计算失败，请检查输入后重试',
} as const;
type TCommon = Record<keyof typeof commonZh, string>;
const commonEn: TCommon = {
  'Calculator.badType': 'This kind of calculation is not supported',
  'Calculator.badInput': 'The calculation input is not in the expected format',
  'Calculator.failed': 'The calculation failed; check the input and try again',
};
const commonJa: TCommon = {
  'Calculator.badType': 'この計算の種類には対応していません',
  'Calculator.badInput': '計算パラメータの形式が正しくありません',
  'Calculator.failed': '計算できませんでした。入力を確認して再度お試しください',
};

export const zh = {
  ...commonZh,
  ...compensation.zh,
  ...tax.zh,
  ...workingDays.zh,
  ...socialInsurance.zh,
  ...leave.zh,
};
type TCatalogue = Record<keyof typeof zh, string>;
export const en: TCatalogue = {
  ...commonEn,
  ...compensation.en,
  ...tax.en,
  ...workingDays.en,
  ...socialInsurance.en,
  ...leave.en,
};
export const ja: TCatalogue = {
  ...commonJa,
  ...compensation.ja,
  ...tax.ja,
  ...workingDays.ja,
  ...socialInsurance.ja,
  ...leave.ja,
};

export const calcMessages: Record<TLanguage, TCatalogue> = { zh, en, ja };

/** Translates a calculator message key, filling `{param}` placeholders; an unknown key is returned as is. */
export function translateCalc(
  lang: TLanguage | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const catalogue: Record<string, string> = calcMessages[lang ?? DEFAULT_LANGUAGE];
  return fillTemplate(catalogue[key] ?? key, params);
}
