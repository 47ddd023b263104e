import { describe, expect, it } from 'vitest';
import {
  formatFen,
  formatFenGrouped,
  groupThousands,
  MAX_AMOUNT_FEN,
  mulBasisPoints,
  mulFraction,
  parseYuan,
} from './money';

describe('parseYuan (spec 2 §9: up to 20 digits, up to 2 decimals)', () => {
  it('reads amounts into integer fen without floating point', () => {
    expect(parseYuan('36000')).toBe(3_600_000);
    expect(parseYuan('36000.01')).toBe(3_600_001);
    expect(parseYuan('0.1')).toBe(10);
    expect(parseYuan(' 12.5 ')).toBe(1250);
    expect(parseYuan(144000)).toBe(14_400_000);
    // 0.1 + 0.2 style drift cannot happen: 1.15 is 115 fen, not 114.99999.
    expect(parseYuan('1.15')).toBe(115);
  });

  it('refuses what is not an amount', () => {
    for (const bad of [
      '',
      ' ',
      '-1',
      '1.234',
      '1e5',
      'abc',
      '1,000',
      '.5',
      '5.',
      null,
      undefined,
      {},
      Number.NaN,
    ]) {
      expect(parseYuan(bad as unknown), String(bad)).toBeNull();
    }
  });

  it('refuses an amount beyond what can be computed exactly (21 digits, or above the cap)', () => {
    expect(parseYuan('123456789012345678901')).toBeNull();
    expect(parseYuan('99999999999999999999')).toBeNull();
    expect(parseYuan(String(MAX_AMOUNT_FEN / 100))).toBe(MAX_AMOUNT_FEN);
  });
});

describe('formatting', () => {
  it('prints yuan with two decimals', () => {
    expect(formatFen(108_000)).toBe('1080.00');
    expect(formatFen(339_010)).toBe('3390.10');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(-250)).toBe('-2.50');
    expect(formatFen(0)).toBe('0.00');
  });

  it('groups thousands for tables', () => {
    expect(formatFenGrouped(1_419_000)).toBe('14,190.00');
    expect(formatFenGrouped(123_456_789)).toBe('1,234,567.89');
    expect(formatFenGrouped(-100_000)).toBe('-1,000.00');
    expect(formatFenGrouped(99)).toBe('0.99');
  });
});

describe('rates', () => {
  it('multiplies by an exact fraction and rounds half away from zero once', () => {
    expect(mulFraction(3_600_000, 3, 100)).toBe(108_000);
    expect(mulFraction(3_600_100, 10, 100)).toBe(360_010);
    expect(mulFraction(5, 1, 2)).toBe(3);
    expect(mulFraction(-5, 1, 2)).toBe(-3);
    expect(mulFraction(4, 1, 3)).toBe(1);
  });

  it('takes basis points of a percent (1% = 100)', () => {
    // 7,460 yuan x 0.16% = 11.936 -> 11.94
    expect(mulBasisPoints(746_000, 16)).toBe(1194);
    // 37,302 yuan x 8% = 2,984.16
    expect(mulBasisPoints(3_730_200, 800)).toBe(298_416);
  });

  it('stays exact beyond 2^53 by falling back to bigint', () => {
    expect(mulFraction(MAX_AMOUNT_FEN, 4500, 10_000)).toBe(450_000_000_000_000);
  });
});

describe('groupThousands', () => {
  it('groups a money headline and leaves days and dates alone', () => {
    expect(groupThousands('447624.00')).toBe('447,624.00');
    expect(groupThousands('1080.00')).toBe('1,080.00');
    expect(groupThousands('330.00')).toBe('330.00');
    expect(groupThousands('1234567.89')).toBe('1,234,567.89');
    expect(groupThousands('-1000.50')).toBe('-1,000.50');
    expect(groupThousands('248')).toBe('248');
    expect(groupThousands('2026-10-13')).toBe('2026-10-13');
  });
});
