import { isRealDate } from '../validation/date';
import { maskIdNumber, maskPhone as maskPhoneNumber } from '../validation/mask';
import { parseNationalId } from '../validation/national-id';
import { isPhone } from '../validation/phone';
import {
  RELATION_SEX,
  RELATIVE_BIRTHDAY_MIN,
  RELATIVE_MAX_AGE,
  RELATIVE_RELATIONS,
  type TRelativeRelation,
  type TSex,
} from './constants';

/**
 * The relative rules (spec 2 §3 "Relative", §4, §5 "Activity", §9), written once for the relatives
 * dialog and the server. No zod here: the page imports it without the validator. Messages are keys
 * of the shared catalogue (relative-messages.ts).
 */

/** The empty GUID: a relative not saved yet, or "no registration" when listing (GetAllRelatives). */
export const EMPTY_RELATIVE_GUID = '00000000-0000-0000-0000-000000000000';
/** How many relatives one employee may keep. */
export const RELATIVES_MAX = 50;
/** A relative's name, in characters after trimming. */
export const RELATIVE_NAME_MAX = 20;

export const isNewRelativeId = (id: string | null | undefined) => !id || id === EMPTY_RELATIVE_GUID;

/** An ID number as lists show it (the shared mask: first 4, last 4). */
export const maskIdNo = (idNo: string | null | undefined): string | null =>
  idNo ? maskIdNumber(idNo) : null;

/** A phone number as lists show it (the shared mask). */
export const maskPhone = (phone: string | null | undefined): string | null =>
  phone ? maskPhoneNumber(phone) : null;

/** A masked value (ID or phone number) sent back unchanged by the edit dialog: the stored one is kept. */
export const isMasked = (value: string | null | undefined) => !!value && value.includes('*');

export const isRelativeRelation = (v: string): v is TRelativeRelation =>
  (RELATIVE_RELATIONS as readonly string[]).includes(v);

/** The sex a relation sets (husband, son, father male; wife, daughter, mother female). */
export const sexOfRelation = (relation: TRelativeRelation): TSex => RELATION_SEX[relation];

/** The dialog's fields as typed (age as text or a number; empty strings are empty). */
export type TRelativeFields = {
  relative_name: string;
  relation: string;
  sex: string;
  age: string | number | null;
  birthday: string;
  phone: string;
  idNo: string;
};

/** What is stored: trimmed, empty as null, the ID number in its 18-character upper-case form. */
export type TRelativeValues = {
  name: string;
  relation: TRelativeRelation;
  sex: TSex;
  age: number | null;
  birthday: string | null;
  phone: string | null;
  idNo: string | null;
};

export type TRelativeIssue =
  | 'relative.enterinformation'
  | 'relative.nameTooLong'
  | 'relative.sexMismatch'
  | 'relative.enterrightage'
  | 'relative.birthday'
  | 'relative.phone'
  | 'relative.enterrightId';

export type TRelativeProblem = {
  key: TRelativeIssue;
  field: keyof TRelativeFields;
  params: Record<string, string | number>;
};

const problem = (
  key: TRelativeIssue,
  field: keyof TRelativeFields,
  params: Record<string, string | number> = {},
): { ok: false; problem: TRelativeProblem } => ({ ok: false, problem: { key, field, params } });

/** Empty, 0, or a whole number 1..120 (spec 2 §5, §9); anything else is not an age. */
export function parseRelativeAge(raw: string | number | null | undefined): number | null | undefined {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (text === '') return null;
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const age = Number(text);
  return age <= RELATIVE_MAX_AGE ? age : undefined;
}

/**
 * Checks a relative in the order the dialog reports problems and answers the values to store, or
 * the first problem. `today` (YYYY-MM-DD) bounds the birthday and the ID number's birth date; the
 * server passes its business date. A masked ID or phone number (sent back unchanged by the edit
 * dialog) is not checked here: the server puts the stored number in its place before it checks.
 * The sex must be the one the relation sets: the dialog sets it with the relation, so a different
 * sex is a contradiction the server refuses rather than guesses which of the two was meant.
 */
export function checkRelative(
  input: Partial<TRelativeFields>,
  today: string,
): { ok: true; values: TRelativeValues } | { ok: false; problem: TRelativeProblem } {
  const name = (input.relative_name ?? '').trim();
  const relation = (input.relation ?? '').trim();
  const sex = (input.sex ?? '').trim();
  if (!name) return problem('relative.enterinformation', 'relative_name');
  if (!isRelativeRelation(relation)) return problem('relative.enterinformation', 'relation');
  if (sex !== 'male' && sex !== 'female') return problem('relative.enterinformation', 'sex');
  if ([...name].length > RELATIVE_NAME_MAX)
    return problem('relative.nameTooLong', 'relative_name', { max: RELATIVE_NAME_MAX });
  if (sexOfRelation(relation) !== sex) return problem('relative.sexMismatch', 'sex');
  const age = parseRelativeAge(input.age);
  if (age === undefined) return problem('relative.enterrightage', 'age', { max: RELATIVE_MAX_AGE });
  const birthday = (input.birthday ?? '').trim();
  if (birthday && (!isRealDate(birthday) || birthday < RELATIVE_BIRTHDAY_MIN || birthday > today))
    return problem('relative.birthday', 'birthday', { min: RELATIVE_BIRTHDAY_MIN });
  const phone = (input.phone ?? '').trim();
  if (phone && !isMasked(phone) && !isPhone(phone)) return problem('relative.phone', 'phone');
  const rawId = (input.idNo ?? '').trim().toUpperCase();
  let idNo: string | null = null;
  if (rawId && isMasked(rawId)) idNo = rawId;
  else if (rawId) {
    const parsed = parseNationalId(rawId, today);
    if (!parsed.ok || parsed.info.gender !== sex) return problem('relative.enterrightId', 'idNo');
    idNo = parsed.info.id18;
  }
  return {
    ok: true,
    values: { name, relation, sex, age, birthday: birthday || null, phone: phone || null, idNo },
  };
}

/** Relatives a registration may bring: relativeNum counts the registrant too (spec 2 §5). */
export const relativesAllowed = (relativeNum: number) => Math.max(0, relativeNum - 1);
