import type { DbOrTx } from '../../db/client';

/**
 * What the deductions area tells the tax trial and the income declaration (modules tax-trial and
 * income-declaration) without them reading its tables: the special additional deductions of a
 * person's tax year, per month, from the records that count (submitted or confirmed). The
 * deductions module provides the source at start-up (app.ts).
 */
export type TYearDeductions = {
  /** Fen per month, index 0 = January: the monthly items (children, infants, elderly, degree, housing). */
  monthly: number[];
  /** One-off amounts of the year (the vocational certificate's 3,600), fen. */
  oneOff: number;
  /** Annual-settlement-only amounts (serious illness), fen. */
  annualOnly: number;
};
export type DeductionSource = (db: DbOrTx, eid: string, year: number) => Promise<TYearDeductions>;

export type DeductionPort = {
  provide(source: DeductionSource): void;
  /** The year's deductions; refuses when no source was provided (a wiring fault, not a user error). */
  ofYear(db: DbOrTx, eid: string, year: number): Promise<TYearDeductions>;
};

export function deductionPort(): DeductionPort {
  let current: DeductionSource | undefined;
  return {
    provide(source) {
      if (current) throw new Error('deduction source provided twice');
      current = source;
    },
    ofYear(db, eid, year) {
      if (!current) throw new Error('no deduction source provided');
      return current(db, eid, year);
    },
  };
}
