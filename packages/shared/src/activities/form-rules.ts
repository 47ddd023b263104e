import { isRealDate } from '../validation/date';
/**
 * The activity registration form's rules (spec 2 §5 "Activity"), written once for the phone and the
 * server. No zod here: the form screen imports it without the validator.
 */

import { parseNationalId } from '../validation/national-id';
import { isPhone } from '../validation/phone';
import type { TActivityFormConName, TActivityFormSpecial } from './constants';
import { matchesFormRegex } from './form-regex';

/** A filled value longer than this is refused (a form item is a short answer). */
export const FORM_VALUE_MAX_LENGTH = 200;
/** At most this many answers in one submit (forms have a handful of items). */
export const FORM_MAX_ANSWERS = 50;

/** One form item as the rules need it. */
export type TFormRuleItem = {
  id: string;
  /** The label in the reader's language (named in the messages). */
  name: string;
  conName: TActivityFormConName;
  special: TActivityFormSpecial | null;
  isNes: boolean;
  /** The choices of a cmb item. */
  optionValues: readonly string[];
  reg: string | null;
  /** reg_decpt in the reader's language. */
  regMessage: string | null;
};

/**
 * What is wrong with one answer: a message key of the shared catalogue (registration-messages.ts)
 * with its params; `registration.itemMessage` carries the item's own reg_decpt.
 */
export type TFormRuleError = {
  key:
    | 'registration.itemRequired'
    | 'registration.itemTooLong'
    | 'registration.itemPhone'
    | 'registration.itemIdNo'
    | 'registration.itemBirthday'
    | 'registration.itemDate'
    | 'registration.itemOption'
    | 'registration.itemFormat'
    | 'registration.itemMessage';
  params: { name: string; max?: number; message?: string };
};

/**
 * Runs an item's pattern on a value (length-capped): the one safe runner of form-regex.ts, which
 * never runs a pattern that is invalid or could backtrack badly (HR's save refuses those too).
 */
export function matchesItemPattern(pattern: string, value: string): boolean {
  if (value.length > FORM_VALUE_MAX_LENGTH) return false;
  return matchesFormRegex(pattern, value);
}

/** The first problem of one answer, or null. `today` is the business date (YYYY-MM-DD). */
export function checkFormAnswer(item: TFormRuleItem, raw: string, today: string): TFormRuleError | null {
  const value = raw.trim();
  const name = item.name;
  if (value === '') return item.isNes ? { key: 'registration.itemRequired', params: { name } } : null;
  if (value.length > FORM_VALUE_MAX_LENGTH)
    return { key: 'registration.itemTooLong', params: { name, max: FORM_VALUE_MAX_LENGTH } };
  if (item.conName === 'cmb' && !item.optionValues.includes(value))
    return { key: 'registration.itemOption', params: { name } };
  if (item.special === 'phone' && !isPhone(value)) return { key: 'registration.itemPhone', params: { name } };
  if (item.special === 'idNo' && !parseNationalId(value, today).ok)
    return { key: 'registration.itemIdNo', params: { name } };
  if (item.special === 'birthday' && (!isRealDate(value) || value > today))
    return { key: 'registration.itemBirthday', params: { name } };
  if (item.conName === 'dat' && !isRealDate(value)) return { key: 'registration.itemDate', params: { name } };
  if (item.reg && !matchesItemPattern(item.reg, value))
    return item.regMessage
      ? { key: 'registration.itemMessage', params: { name, message: item.regMessage } }
      : { key: 'registration.itemFormat', params: { name } };
  return null;
}

/** Every answer's problem by item id (empty when the form is good). Items missing from `values` count as empty. */
export function checkForm(
  items: readonly TFormRuleItem[],
  values: Readonly<Record<string, string>>,
  today: string,
): Record<string, TFormRuleError> {
  const errors: Record<string, TFormRuleError> = {};
  for (const item of items) {
    const error = checkFormAnswer(item, values[item.id] ?? '', today);
    if (error) errors[item.id] = error;
  }
  return errors;
}

/** Registrant plus relatives may not exceed relativeNum (spec 2 §5): the relatives allowed. */
export const maxRelatives = (relativeNum: number) => Math.max(0, relativeNum - 1);
