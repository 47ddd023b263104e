import { parseNationalId } from '../validation/national-id';
import { BANK_CARD_RE, CHINESE_NAME_RE } from '../validation/patterns';
import { MOBILE_RE } from '../validation/phone';

/**
 * Real-name verification (spec 3 §2.6 "Real-name", §4, §5 shared patterns; issue 18): the four
 * elements a bank-card check compares - the holder's name, national ID, card number and the mobile
 * reserved at the bank. One rule set for the phone (early) and the server (enforced).
 */

/** Verification attempts per person and business day (a provider check costs money and invites guessing). */
export const REAL_NAME_ATTEMPTS_PER_DAY = 5;

export const REAL_NAME_STATES = ['none', 'pending', 'verified', 'failed'] as const;
export type TRealNameState = (typeof REAL_NAME_STATES)[number];

export type TRealNameForm = { name: string; idNumber: string; bankCard: string; mobile: string };

export type TRealNameMessageKey =
  | 'realName.nameRequired'
  | 'validation.chineseName'
  | 'realName.idNumberRequired'
  | 'validation.nationalId'
  | 'realName.bankCardRequired'
  | 'validation.bankCard'
  | 'realName.mobileRequired'
  | 'validation.mobile';

/** The Luhn (mod 10) check digit of a card number; most Chinese bank cards carry one. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Card numbers are often typed with spaces in groups of four: keep the digits. */
export const normaliseBankCard = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The four elements checked and normalised (ID upper-cased and upgraded to 18 characters, card
 * without spaces). `today` is the server's business date (the ID's age bound). The first broken
 * rule's message key, or the values to send.
 */
export function checkRealNameForm(
  form: TRealNameForm,
  today: string,
): { ok: false; field: keyof TRealNameForm; key: TRealNameMessageKey } | { ok: true; values: TRealNameForm } {
  const name = form.name.trim();
  if (!name) return { ok: false, field: 'name', key: 'realName.nameRequired' };
  if (!CHINESE_NAME_RE.test(name)) return { ok: false, field: 'name', key: 'validation.chineseName' };
  const rawId = form.idNumber.trim().toUpperCase();
  if (!rawId) return { ok: false, field: 'idNumber', key: 'realName.idNumberRequired' };
  const id = parseNationalId(rawId, today);
  if (!id.ok) return { ok: false, field: 'idNumber', key: 'validation.nationalId' };
  const bankCard = normaliseBankCard(form.bankCard);
  if (!bankCard) return { ok: false, field: 'bankCard', key: 'realName.bankCardRequired' };
  if (!BANK_CARD_RE.test(bankCard)) return { ok: false, field: 'bankCard', key: 'validation.bankCard' };
  const mobile = form.mobile.trim();
  if (!mobile) return { ok: false, field: 'mobile', key: 'realName.mobileRequired' };
  if (!MOBILE_RE.test(mobile)) return { ok: false, field: 'mobile', key: 'validation.mobile' };
  return { ok: true, values: { name, idNumber: id.info.id18, bankCard, mobile } };
}

/** A card as shown: only its last four digits ("**** 6789"). */
export const maskBankCard = (last4: string) => `**** ${last4}`;

/** Attempts left today, never below zero. */
export const attemptsLeft = (usedToday: number, perDay = REAL_NAME_ATTEMPTS_PER_DAY) =>
  Math.max(0, perDay - usedToday);
