import { describe, expect, it } from 'vitest';
import { annualTax, bonusNet, bonusTax, bracketTraps, solveBonus, trapOf } from './tax-rules';

const yuan = (amount: number) => Math.round(amount * 100);

describe('year-end bonus taxed on its own (公告2023年第30号)', () => {
  it('gives the acceptance figures', () => {
    // 36,000 / 12 = 3,000 (<= 3,000, 3%): 36,000 x 3% = 1,080.00
    expect(bonusTax(yuan(36_000))).toBe(yuan(1_080));
    // 36,001 / 12 = 3,000.08 (10%, 210): 3,600.10 - 210 = 3,390.10
    expect(bonusTax(yuan(36_001))).toBe(yuan(3_390.1));
    // 144,000 / 12 = 12,000 (<= 12,000, 10%, 210): 14,400 - 210 = 14,190.00
    expect(bonusTax(yuan(144_000))).toBe(yuan(14_190));
  });

  it('takes every band at its upper bound and one fen above', () => {
    // bound x 12 x rate - quick, by hand: 300,000 x 20% - 1,410 = 58,590; 300,000.01 x 25% - 2,660 = 72,340.00 (72,340.0025)
    expect(bonusTax(yuan(300_000))).toBe(yuan(58_590));
    expect(bonusTax(yuan(300_000.01))).toBe(yuan(72_340));
    // 420,000 x 25% - 2,660 = 102,340; 660,000 x 30% - 4,410 = 193,590; 960,000 x 35% - 7,160 = 328,840
    expect(bonusTax(yuan(420_000))).toBe(yuan(102_340));
    expect(bonusTax(yuan(660_000))).toBe(yuan(193_590));
    expect(bonusTax(yuan(960_000))).toBe(yuan(328_840));
    // 1,000,000 x 45% - 15,160 = 434,840
    expect(bonusTax(yuan(1_000_000))).toBe(yuan(434_840));
    expect(bonusTax(1)).toBe(0);
  });

  it('computes the bracket-trap bands instead of hard-coding them', () => {
    // Hand check: net(36,000) = 34,920; in the 10% band net = 0.9 b + 210, so b <= (34,920 - 210) / 0.9 = 38,566.666...
    // 38,566.67 nets 38,566.67 - (3,856.667 - 210 -> 3,646.67) = 34,920.00: no more than at 36,000; 38,566.68 nets 34,920.01.
    expect(bracketTraps().map((trap) => [trap.from, trap.to])).toEqual([
      [yuan(36_000.01), yuan(38_566.67)],
      [yuan(144_000.01), yuan(160_500)], // (129,810 - 1,410) / 0.8
      // (241,410 - 2,660) / 0.75 = 318,333.33; 318,333.34 x 25% = 79,583.335 rounds to 79,583.34, so it nets 241,410.00 too
      [yuan(300_000.01), yuan(318_333.34)],
      [yuan(420_000.01), yuan(447_500)], // (317,660 - 4,410) / 0.7
      [yuan(660_000.01), yuan(706_538.46)], // (466,410 - 7,160) / 0.65
      [yuan(960_000.01), yuan(1_120_000)], // (631,160 - 15,160) / 0.55
    ]);
    for (const trap of bracketTraps()) {
      expect(bonusNet(trap.to)).toBeLessThanOrEqual(trap.thresholdNet);
      expect(bonusNet(trap.to + 1)).toBeGreaterThan(trap.thresholdNet);
    }
    expect(trapOf(yuan(37_000))?.threshold).toBe(yuan(36_000));
    expect(trapOf(yuan(36_000))).toBeUndefined();
    expect(trapOf(yuan(38_566.68))).toBeUndefined();
  });

  it('solves the before-tax bonus from the after-tax one: the smallest, and the second inside a trap', () => {
    expect(solveBonus(yuan(34_920))).toEqual({ bonus: yuan(36_000), second: yuan(38_566.67) });
    expect(solveBonus(yuan(32_610.9))).toEqual({ bonus: yuan(33_619.48), second: yuan(36_001) });
    // 100,000 nets 100,000 - (10,000 - 210) = 90,210 with no trap around it
    expect(solveBonus(yuan(90_210))).toEqual({ bonus: yuan(100_000) });
    // Far above the last threshold: 2,000,000 x 45% - 15,160 = 884,840 -> net 1,115,160
    expect(solveBonus(yuan(1_115_160)).bonus).toBe(yuan(2_000_000));
  });

  it('inverts exactly: every net near each threshold has a before-tax bonus that nets it', () => {
    for (const trap of bracketTraps()) {
      const low = bonusNet(trap.from) - 300;
      const step = Math.max(7, Math.floor((trap.thresholdNet + 300 - low) / 400) | 1);
      const nets = [low, bonusNet(trap.from), trap.thresholdNet, trap.thresholdNet + 1];
      for (let net = low; net <= trap.thresholdNet + 300; net += step) nets.push(net);
      for (const net of nets) {
        const { bonus, second } = solveBonus(net);
        expect(bonusNet(bonus)).toBe(net);
        expect(bonusNet(bonus - 1)).toBeLessThan(net);
        if (second !== undefined) expect(bonusNet(second)).toBe(net);
      }
    }
  });
});

describe('annual table (个人所得税法 art. 3)', () => {
  it('applies rate and quick deduction', () => {
    expect(annualTax(0)).toBe(0);
    expect(annualTax(-5)).toBe(0);
    expect(annualTax(yuan(36_000))).toBe(yuan(1_080));
    // 132,000 x 10% - 2,520 = 10,680
    expect(annualTax(yuan(132_000))).toBe(yuan(10_680));
    // 1,000,000 x 45% - 181,920 = 268,080
    expect(annualTax(yuan(1_000_000))).toBe(yuan(268_080));
  });
});
