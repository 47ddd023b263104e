import { isRealDate } from '../validation/date';
import { BADGE_MAC_CHARS, BADGE_STATES, type TBadgeState, UNIFORM_LIMITS } from './constants';

/** leaveStatus 0 onboarding, 1 in service, 2 departed (shared LeaveStatus). */
export function badgeState(leaveStatus: number): TBadgeState {
  return BADGE_STATES[leaveStatus] ?? 'departed';
}
export const badgeIsValid = (state: TBadgeState) => state === 'inService';

/** A uniform cannot be recorded as issued on a day still to come. */
export function uniformIssuedOnAllowed(issuedOn: string, today: string): boolean {
  return issuedOn <= today;
}

/**
 * What the badge shows without a photo: the first character of a Chinese name, the first letters
 * of the first and last words otherwise.
 */
export function badgeInitials(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '?';
  const words = trimmed.split(/\s+/);
  if (/^[A-Za-z]/.test(trimmed) && words.length > 1) {
    return `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}`.toUpperCase();
  }
  return Array.from(trimmed)[0]?.toUpperCase() ?? '?';
}

/** Base32 (RFC 4648 alphabet, no padding): what a person can read out and type. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

export type TBadgeCodeParts = { employeeNo: string; expiresAt: number; mac: string };

/** A badge code: `<employeeNo>-<expiry in unix seconds, base 36>-<MAC>`, upper case. */
export function formatBadgeCode(parts: TBadgeCodeParts): string {
  return `${parts.employeeNo}-${parts.expiresAt.toString(36)}-${parts.mac}`.toUpperCase();
}

/** Splits a typed code (spaces and case forgiven); null when it cannot be a badge code. */
export function parseBadgeCode(text: string): TBadgeCodeParts | null {
  const code = text.replace(/\s+/g, '').toUpperCase();
  const macAt = code.lastIndexOf('-');
  const expAt = code.lastIndexOf('-', macAt - 1);
  if (macAt < 0 || expAt <= 0) return null;
  const employeeNo = code.slice(0, expAt);
  const exp = code.slice(expAt + 1, macAt);
  const mac = code.slice(macAt + 1);
  if (!/^[A-Z0-9][A-Z0-9-]{0,19}$/.test(employeeNo)) return null;
  if (!/^[0-9A-Z]{1,8}$/.test(exp)) return null;
  if (!new RegExp(`^[A-Z2-7]{${BADGE_MAC_CHARS}}$`).test(mac)) return null;
  return { employeeNo, expiresAt: Number.parseInt(exp, 36), mac };
}

/**
 * The first problem of an issue form as a message key, for the phone to check early without
 * loading zod; the same limits as ZUniformIssue, which the server enforces (a test keeps them agreed).
 */
export function uniformIssueProblem(form: {
  employeeNo: string;
  item: string;
  size: string;
  quantity: string | number;
  issuedOn: string;
}): string | null {
  const within = (text: string, max: number) => text.trim().length >= 1 && text.trim().length <= max;
  if (!within(form.employeeNo, UNIFORM_LIMITS.employeeNo)) return 'validation.uniformEmployeeNo';
  if (!within(form.item, UNIFORM_LIMITS.item)) return 'validation.uniformItem';
  if (!within(form.size, UNIFORM_LIMITS.size)) return 'validation.uniformSize';
  const quantity =
    typeof form.quantity === 'number' ? form.quantity : Number(form.quantity.trim() || Number.NaN);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > UNIFORM_LIMITS.quantityMax)
    return 'validation.uniformQuantity';
  if (!isRealDate(form.issuedOn)) return 'validation.uniformIssuedOn';
  return null;
}
