/**
 * The tax arithmetic, in integer fen: bands, the year-end bonus taxed on its own and its inversion,
 * the bracket traps, and the annual (cumulative) table.
 */
import { mulFraction } from '../money';
import { ANNUAL_BRACKETS, MONTHLY_BRACKETS, type TTaxBracket } from './tax-tables';

/** The band whose upper bound ("不超过", included) first holds `amount`. */
export function bracketOf(brackets: readonly TTaxBracket[], amount: number): TTaxBracket {
  return brackets.find((bracket) => amount <= bracket.upTo) ?? (brackets[brackets.length - 1] as TTaxBracket);
}

/** amount x rate - quick deduction, at least 0 (one half-up rounding to the fen). */
function taxIn(bracket: TTaxBracket, amount: number): number {
  return Math.max(0, mulFraction(amount, bracket.rate, 100) - bracket.quickDeduction);
}

/**
 * 财政部 税务总局公告2023年第30号 art. 1: the band of the monthly-converted table by bonus / 12
 * (bonus / 12 <= upTo  <=>  bonus <= 12 x upTo, exact in fen), tax = bonus x rate - quick deduction.
 */
export function bonusBracket(bonus: number): TTaxBracket {
  return (
    MONTHLY_BRACKETS.find((bracket) => bonus <= bracket.upTo * 12) ?? (MONTHLY_BRACKETS.at(-1) as TTaxBracket)
  );
}

export function bonusTax(bonus: number): number {
  return taxIn(bonusBracket(bonus), bonus);
}

export function bonusNet(bonus: number): number {
  return bonus - bonusTax(bonus);
}

/** 个人所得税法 art. 3 (1) and art. 6 (1): the annual table on a taxable income (<= 0: no tax). */
export function annualTax(taxable: number): number {
  if (taxable <= 0) return 0;
  return taxIn(bracketOf(ANNUAL_BRACKETS, taxable), taxable);
}

/** The bonus amounts (fen) where the monthly band changes: 12 x each finite upper bound. */
export function bonusThresholds(): number[] {
  return MONTHLY_BRACKETS.filter((bracket) => Number.isFinite(bracket.upTo)).map(
    (bracket) => bracket.upTo * 12,
  );
}

/** Smallest bonus in (low, high] whose net reaches `net` (net is non-decreasing inside a band). */
function smallestReaching(net: number, low: number, high: number): number {
  let lo = low + 1;
  let hi = high;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (bonusNet(mid) >= net) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * A bracket trap: just above `threshold` the whole bonus moves to a higher rate, so every bonus from
 * `from` to `to` (fen, both included) nets no more than the threshold itself does. `to` is the largest
 * bonus whose net (rounded to the fen as the tax is) is still <= the threshold's net - computed, not
 * hard-coded: 36,000.01-38,566.67, 144,000.01-160,500.00, ... .
 */
export type TBracketTrap = { threshold: number; thresholdNet: number; from: number; to: number };

export function bracketTraps(): TBracketTrap[] {
  return bonusThresholds().map((threshold) => {
    const thresholdNet = bonusNet(threshold);
    const bracket = bonusBracket(threshold + 1);
    // Upper end: net(b) = b x (1 - rate) + quick deduction grows without bound; a band-wide search finds the last b.
    const ceiling = Math.ceil(((thresholdNet - bracket.quickDeduction) * 100) / (100 - bracket.rate)) + 100;
    const firstAbove = smallestReaching(thresholdNet + 1, threshold, ceiling);
    return { threshold, thresholdNet, from: threshold + 1, to: firstAbove - 1 };
  });
}

/** The trap a bonus sits in, if any. */
export function trapOf(bonus: number): TBracketTrap | undefined {
  return bracketTraps().find((trap) => bonus >= trap.from && bonus <= trap.to);
}

/**
 * The before-tax bonus that nets `net` after the separate tax: the SMALLEST one. Each band's nets are
 * every fen from the band's first to its last (a fen more of bonus adds 0 or 1 fen of tax, the rate
 * being below 100%), and a higher band's first net is below the lower band's last (the trap), so the
 * bands' nets overlap and every positive net has a before-tax bonus: one below the threshold and, when
 * `net` is within a trap's overlap, a second, larger one inside the trap. `second` reports that one.
 */
export function solveBonus(net: number): { bonus: number; second?: number } {
  let low = 0;
  let first: number | undefined;
  for (const bracket of MONTHLY_BRACKETS) {
    const high = Number.isFinite(bracket.upTo)
      ? bracket.upTo * 12
      : Math.max(low + 1, net * 2 + bracket.quickDeduction);
    if (bonusNet(low + 1) <= net && net <= bonusNet(high)) {
      const found = smallestReaching(net, low, high);
      if (bonusNet(found) === net) {
        if (first === undefined) first = found;
        else return { bonus: first, second: found };
      }
    }
    low = high;
    if (!Number.isFinite(bracket.upTo)) break;
  }
  // Every positive net is reached (see above); 0 or less is refused by the input check.
  return { bonus: first ?? 0 };
}

/** Hundredths of a percent of `part` in `whole` (1080 of 36000 -> 300 = 3.00%). */
export function percentHundredths(part: number, whole: number): number {
  return whole === 0 ? 0 : mulFraction(part, 10_000, whole);
}

/** 300 -> "3.00%". */
export function formatPercentHundredths(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}%`;
}
