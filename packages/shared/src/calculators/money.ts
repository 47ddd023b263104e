/**
 * Money for the calculators, in integer fen (1 yuan = 100 fen) so that no figure is a float.
 * Input amounts follow spec 2 §9 "Calculator amount pattern": up to 20 digits and up to 2 decimals.
 * 20 integer digits exceed Number.MAX_SAFE_INTEGER, so amounts are parsed as bigint-free strings
 * and refused above MAX_AMOUNT_FEN, far beyond any wage, with the same message as a bad pattern.
 */

/** The spec's amount pattern: up to 20 digits, optionally a point and 1-2 decimals. */
export const AMOUNT_PATTERN = /^\d{1,20}(\.\d{1,2})?$/;

/** Largest amount the calculators accept: 10^13 yuan, well inside safe integers in fen. */
export const MAX_AMOUNT_FEN = 10 ** 15;

/** "36000.5" -> 3600050 fen; null when the text is not an amount (or too large to compute safely). */
export function parseYuan(text: unknown): number | null {
  const value = typeof text === 'number' ? String(text) : text;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole = '0', decimals = ''] = trimmed.split('.');
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(fen) && fen <= MAX_AMOUNT_FEN ? fen : null;
}

/** 108000 -> "1080.00"; negative amounts keep their sign. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 108000 -> "1,080.00" for tables and sub answers. */
export function formatFenGrouped(fen: number): string {
  return groupThousands(formatFen(fen));
}

/** "447624.00" -> "447,624.00" (a money answer as written by formatFen); days and dates are left as they are. */
export function groupThousands(answer: string): string {
  return /^-?\d{4,}\.\d{2}$/.test(answer) ? answer.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',') : answer;
}

/**
 * fen x (numerator / denominator), rounded half away from zero to the fen: rates are given as exact
 * fractions (3% = 3/100, 0.16% = 16/10000) so the product is exact before the one rounding.
 */
export function mulFraction(fen: number, numerator: number, denominator: number): number {
  const product = fen * numerator;
  if (!Number.isSafeInteger(product)) {
    // Beyond 2^53 fall back to bigint arithmetic; still exact.
    const big = BigInt(fen) * BigInt(numerator);
    const d = BigInt(denominator);
    const q = big / d;
    const r = big % d;
    const twice = (r < 0n ? -r : r) * 2n;
    return Number(twice >= (d < 0n ? -d : d) ? q + (big < 0n ? -1n : 1n) : q);
  }
  const q = Math.trunc(product / denominator);
  const r = product - q * denominator;
  return Math.abs(r) * 2 >= Math.abs(denominator) ? q + Math.sign(product) * Math.sign(denominator) : q;
}

/** A rate in basis points of a percent (1% = 100): fen x bp / 10000, rounded to the fen. */
export function mulBasisPoints(fen: number, basisPoints: number): number {
  return mulFraction(fen, basisPoints, 10_000);
}
