import { LeaveUom } from '@ehome/shared/leave/constants';

/**
 * How leave lengths and periods read on the screens. A length is days when the category's uom is 1
 * (spec 1 §9), otherwise hours; the catalogue words it (`length.day`, `length.hour`, plural aware).
 */

/** The catalogue key of a length's unit. */
export function lengthKey(uom: number | null | undefined): 'length.day' | 'length.hour' {
  return uom === LeaveUom.Day ? 'length.day' : 'length.hour';
}

/**
 * A length as a short number: at most two decimals (the API's precision), no trailing zeros, so
 * 1.50 reads 1.5 and 2.00 reads 2. Lengths travel as numbers or as numeric strings ('1.50').
 */
export function formatLengthNumber(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return '';
  return String(Math.round(number * 100) / 100);
}

/** A negative balance (an overdraft) shows red (spec 1 §3 balance info). */
export function isNegative(value: number | string | null | undefined): boolean {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number < 0;
}

/**
 * A period as the view shows it: YYYY-MM-DD for day leave (the time is the policy's and says
 * nothing), YYYY-MM-DD HH:mm otherwise; the API's seconds and a 'T' separator are dropped.
 */
export function formatLeaveTime(value: string, withTime: boolean): string {
  const text = value.replace('T', ' ');
  const date = text.slice(0, 10);
  if (!withTime) return date;
  const time = text.slice(11, 16);
  return time ? `${date} ${time}` : date;
}
