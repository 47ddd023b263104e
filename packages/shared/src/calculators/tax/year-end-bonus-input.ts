/**
 * Input of the year-end bonus calculator (calType 2; spec 2 §3 "Calculator inputs", §5 "Calculators"):
 * `isBefore` true -> `bns_before_tax` is the bonus before tax; false -> `bns_after_tax` is the bonus
 * after tax and the calculator solves for the before-tax one. `mon_sal` is required (spec 2 §5); 0 is
 * accepted and means "no comparison with merging into comprehensive income". `mon_ded` (optional, ours)
 * is the monthly social insurance, housing fund and special additional deductions for that comparison.
 * Zod-free and table-free: the form imports it. Refusal keys: see messages.ts.
 */
import type { TCalParsed } from '../contract';
import { readAmount, readFlag } from './amount-input';

export type TYearEndBonusInput = {
  isBefore: boolean;
  /** The entered bonus in fen: before tax when isBefore, else after tax. */
  bonus: number;
  /** Monthly salary in fen; 0: no comparison. */
  salary: number;
  /** Monthly deductions for the comparison, in fen. */
  deduction: number;
};

export type TYearEndBonusRaw = {
  bns_before_tax?: string | number;
  bns_after_tax?: string | number;
  mon_sal?: string | number;
  mon_ded?: string | number;
  isBefore?: boolean;
};

export function parseYearEndBonus(raw: unknown): TCalParsed<TYearEndBonusInput> {
  const input = (raw ?? {}) as Record<string, unknown>;
  const isBefore = readFlag(input.isBefore, true);
  if (isBefore === undefined) return { ok: false, issue: { key: 'Calculator.badInput' } };

  const bonus = readAmount(isBefore ? input.bns_before_tax : input.bns_after_tax);
  if (bonus.kind === 'empty')
    return { ok: false, issue: { key: isBefore ? 'YearAward.m1' : 'YearAward.m3' } };
  if (bonus.kind === 'bad') return { ok: false, issue: { key: isBefore ? 'YearAward.m2' : 'YearAward.m4' } };
  if (bonus.kind === 'negative' || bonus.fen === 0) return { ok: false, issue: { key: 'YearAward.m7' } };

  const salary = readAmount(input.mon_sal);
  if (salary.kind === 'empty') return { ok: false, issue: { key: 'YearAward.m5' } };
  if (salary.kind === 'bad') return { ok: false, issue: { key: 'YearAward.m6' } };
  if (salary.kind === 'negative') return { ok: false, issue: { key: 'YearAward.m8' } };

  const deduction = readAmount(input.mon_ded);
  if (deduction.kind === 'bad' || deduction.kind === 'negative') {
    return { ok: false, issue: { key: 'YearAward.deduction' } };
  }
  const deductionFen = deduction.kind === 'ok' ? deduction.fen : 0;
  if (salary.fen > 0 && deductionFen > salary.fen)
    return { ok: false, issue: { key: 'YearAward.deductionAboveSalary' } };

  return { ok: true, value: { isBefore, bonus: bonus.fen, salary: salary.fen, deduction: deductionFen } };
}
