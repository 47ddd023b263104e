import { isIsoDate } from '../../attendance/calendar';

/**
 * Readers of the leave calculators' raw input fields (zod-free, no tables): each answers the value,
 * `null` for an absent field, or `undefined` when the field is there but not acceptable.
 */

const absent = (value: unknown) => value === undefined || value === null || value === '';

export function readDate(value: unknown): string | null | undefined {
  if (absent(value)) return null;
  return typeof value === 'string' && isIsoDate(value.trim()) ? value.trim() : undefined;
}

/** A yes/no answer: true/false, 1/0 or their strings; absent is "no". */
export function readFlag(value: unknown): boolean | undefined {
  if (absent(value) || value === false || value === 0 || value === '0' || value === 'false') return false;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  return undefined;
}

const TENTHS = /^\d{1,4}(\.\d)?$/;

/** A non-negative number with at most one decimal, in tenths (2.5 -> 25), up to `max` whole units. */
export function readTenths(value: unknown, max: number): number | null | undefined {
  if (absent(value)) return null;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !TENTHS.test(text.trim())) return undefined;
  const [whole = '0', decimal = '0'] = text.trim().split('.');
  const tenths = Number(whole) * 10 + Number(decimal);
  return tenths <= max * 10 ? tenths : undefined;
}

/** A whole number from `min` to `max`. */
export function readInteger(value: unknown, min: number, max: number): number | null | undefined {
  if (absent(value)) return null;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,4}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : undefined;
}

/** 25 -> "2.5", 20 -> "2". */
export function formatTenths(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}
