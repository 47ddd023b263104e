import { z } from 'zod';
import { DECIMAL2_RE } from './decimal';
import { parseNationalId } from './national-id';
import { isPhone, LANDLINE_RE, MOBILE_RE, ZIP_RE } from './phone';

/**
 * Shared validation patterns (spec 3 §5 "Shared patterns", spec 2 §9). Each rule lives here once;
 * the server enforces it and the client uses the same schema for instant feedback.
 * Messages are i18n keys (see i18n/messages.ts), translated where they are shown.
 */

/** One digit, one upper, one lower, 6 to 51 alphanumerics. */
export const PASSWORD_RE = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9]{6,51}$/;

/** Digits with up to 2 decimals (durations, hours; spec 1 §9): one definition, without zod. */
/** Phones and zip codes (phone.ts, zod-free). */
export { DECIMAL2_RE, isPhone, LANDLINE_RE, MOBILE_RE, ZIP_RE };
export const POSITIVE_INT_RE = /^[1-9]\d*$/;
/** Alphanumeric or underscore, up to 30. */
export const WORD30_RE = /^[A-Za-z0-9_]{1,30}$/;
/** Bank card: starts 1 to 9, 11 to 26 digits. */
export const BANK_CARD_RE = /^[1-9]\d{10,25}$/;
/** Chinese name, 2 to 20 Han characters (the middle dot of transcribed names allowed inside). */
export const CHINESE_NAME_RE = /^\p{Script=Han}(?:[\p{Script=Han}·]{0,18})\p{Script=Han}$/u;
/** Amount: up to 20 integer digits, up to 2 decimals (spec 2 §9). */
export const AMOUNT_RE = /^\d{1,20}(\.\d{1,2})?$/;
/** Residence postcode: 6 digits not starting with 0 (spec 3 §5). */
export const POSTCODE_RE = /^[1-9]\d{5}$/;

export const zNonEmpty = (message = 'validation.required') =>
  z.string({ error: message }).trim().min(1, { error: message });

export const zPassword = z
  .string({ error: 'validation.required' })
  .regex(PASSWORD_RE, { error: 'validation.password' });
export const zDecimal2 = z.string().regex(DECIMAL2_RE, { error: 'validation.decimal2' });
export const zPositiveInt = z.string().regex(POSITIVE_INT_RE, { error: 'validation.positiveInt' });
export const zWord30 = z.string().regex(WORD30_RE, { error: 'validation.word30' });
export const zPhone = z.string().trim().refine(isPhone, { error: 'validation.phone' });
export const zMobile = z.string().trim().regex(MOBILE_RE, { error: 'validation.mobile' });
export const zBankCard = z.string().trim().regex(BANK_CARD_RE, { error: 'validation.bankCard' });
export const zChineseName = z.string().trim().regex(CHINESE_NAME_RE, { error: 'validation.chineseName' });
export const zAmount = z.string().trim().regex(AMOUNT_RE, { error: 'validation.amount' });
export const zZip = z.string().trim().regex(ZIP_RE, { error: 'validation.zip' });
export const zPostcode = z.string().trim().regex(POSTCODE_RE, { error: 'validation.postcode' });
export const zEmail = z.email({ error: 'validation.email' });

/** National ID (GB 11643), checked against `today` (YYYY-MM-DD, the server's business date). */
export const zNationalId = (today: string) =>
  z
    .string()
    .trim()
    .refine((v) => parseNationalId(v, today).ok, { error: 'validation.nationalId' });
