/**
 * Resident identity number checker, GB 11643-1999 (18 characters) and the legacy
 * 15-digit form (6 area + YYMMDD + 3 sequence, no check character).
 * See shared/reference legal-rules "Resident ID number".
 */

/** First two digits: province-level divisions of GB/T 2260 (incl. Taiwan 71, Hong Kong 81, Macao 82). */
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82,
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
const MAX_AGE_YEARS = 130;

export type TNationalIdInfo = {
  /** The 18-character form (a 15-digit input is upgraded). */
  id18: string;
  birthDate: string;
  gender: 'male' | 'female';
  provinceCode: number;
};

export type TNationalIdError = 'format' | 'province' | 'birthDate' | 'age' | 'checksum';

export function nationalIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** Legacy 15-digit number to the 18-character form: insert "19" before the date, append the check. */
export function upgradeNationalId15(id15: string): string {
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6)}`;
  return first17 + nationalIdCheckChar(first17);
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Parses and checks a national ID. `today` (YYYY-MM-DD) bounds the age to 0..130 years;
 * callers pass the server's business date so the check does not depend on the phone's clock.
 */
export function parseNationalId(
  raw: string,
  today: string,
): { ok: true; info: TNationalIdInfo } | { ok: false; error: TNationalIdError } {
  const value = raw.trim().toUpperCase();
  let id18: string;
  if (/^\d{15}$/.test(value)) {
    id18 = upgradeNationalId15(value);
  } else if (/^\d{17}[\dX]$/.test(value)) {
    id18 = value;
  } else {
    return { ok: false, error: 'format' };
  }
  const provinceCode = Number(id18.slice(0, 2));
  if (!PROVINCE_CODES.has(provinceCode)) return { ok: false, error: 'province' };
  const y = Number(id18.slice(6, 10));
  const m = Number(id18.slice(10, 12));
  const d = Number(id18.slice(12, 14));
  if (!isRealDate(y, m, d)) return { ok: false, error: 'birthDate' };
  const birthDate = `${id18.slice(6, 10)}-${id18.slice(10, 12)}-${id18.slice(12, 14)}`;
  if (birthDate > today) return { ok: false, error: 'age' };
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  if (age > MAX_AGE_YEARS) return { ok: false, error: 'age' };
  if (value.length === 18 && nationalIdCheckChar(id18.slice(0, 17)) !== id18[17]) {
    return { ok: false, error: 'checksum' };
  }
  const gender = Number(id18[16]) % 2 === 1 ? 'male' : 'female';
  return { ok: true, info: { id18, birthDate, gender, provinceCode } };
}
