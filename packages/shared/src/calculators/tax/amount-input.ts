import { parseYuan } from '../money';

/**
 * An amount field as typed (string or number): empty, not an amount (spec 2 §9: up to 20 digits and
 * 2 decimals), negative, or its value in fen.
 */
export type TAmountField =
  | { kind: 'empty' }
  | { kind: 'bad' }
  | { kind: 'negative' }
  | { kind: 'ok'; fen: number };

export function readAmount(raw: unknown): TAmountField {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { kind: 'empty' };
  if (typeof raw !== 'string' && typeof raw !== 'number') return { kind: 'bad' };
  const text = String(raw).trim();
  if (text.startsWith('-') && parseYuan(text.slice(1)) !== null) {
    return parseYuan(text.slice(1)) === 0 ? { kind: 'ok', fen: 0 } : { kind: 'negative' };
  }
  const fen = parseYuan(text);
  return fen === null ? { kind: 'bad' } : { kind: 'ok', fen };
}

/** A yes/no field: a boolean, "true"/"false", 1/0; absent -> `fallback`; anything else -> undefined. */
export function readFlag(raw: unknown, fallback: boolean): boolean | undefined {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
  return undefined;
}
