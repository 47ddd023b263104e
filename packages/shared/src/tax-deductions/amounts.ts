import { specialDeductionStandards } from '../calculators/tax/special-deductions';
import type { TDeductionKind } from './constants';
import { monthIndex, yuanToFen } from './rules';
import type { TDeductionItemData } from './schemas';

/** Fen per month of a tax year (index 0 = January), a one-off and an annual-settlement amount. */
export type TItemAmounts = { monthly: number[]; oneOff: number; annualOnly: number };

const zero = (): TItemAmounts => ({ monthly: Array(12).fill(0), oneOff: 0, annualOnly: 0 });

/** Sets `amount` for the months of `year` from `from` to `to` (month indexes, inclusive). */
function fill(out: number[], year: number, from: number, to: number, amount: number) {
  const first = year * 12;
  for (let i = Math.max(from, first); i <= Math.min(to, first + 11); i++) out[i - first] = amount;
}

/**
 * One item's amounts in a year by the standards of that year (specialDeductionStandards): the
 * months of its period, its ratio, the 48-month (degree) and 240-month (loan) limits; the
 * certificate's one-off in the year it was issued; serious illness (out of pocket above the
 * threshold, capped) and other deductions at the annual settlement. `birthDates` are the family
 * members' by id (infant care, elderly support).
 */
export function itemAmounts(
  kind: TDeductionKind,
  data: TDeductionItemData,
  year: number,
  birthDates: ReadonlyMap<string, string>,
): TItemAmounts {
  const s = specialDeductionStandards(year);
  const out = zero();
  const ratio = data.ratio === '50' ? 50 : 100;
  switch (kind) {
    case 'childEducation': {
      const a = monthIndex(data.startMonth ?? '');
      const b = monthIndex(data.endMonth ?? '');
      if (a !== null && b !== null) fill(out.monthly, year, a, b, (s.childEducationPerChild * ratio) / 100);
      break;
    }
    case 'infantCare': {
      const birth = birthDates.get(data.memberId ?? '');
      if (birth) {
        // From the month of birth to the month before the third birthday (国发〔2022〕8号).
        const born = monthIndex(birth.slice(0, 7)) as number;
        fill(out.monthly, year, born, born + 35, (s.infantCarePerChild * ratio) / 100);
      }
      break;
    }
    case 'continuingEducation': {
      const a = monthIndex(data.degreeStart ?? '');
      const b = monthIndex(data.degreeEnd ?? '');
      if (a !== null && b !== null)
        fill(
          out.monthly,
          year,
          a,
          Math.min(b, a + s.continuingEducationMaxMonths - 1),
          s.continuingEducationDegree,
        );
      if (data.certDate?.startsWith(String(year))) out.oneOff = s.continuingEducationCertificate;
      break;
    }
    case 'seriousIllness': {
      const own = yuanToFen(data.personalAmount ?? '0');
      out.annualOnly = Math.min(Math.max(own - s.illnessThreshold, 0), s.illnessMax);
      break;
    }
    case 'housingLoan': {
      const first = monthIndex((data.firstRepayment ?? '').slice(0, 7));
      const term = Math.min(Number(data.loanTerm ?? 0), s.housingLoanMaxMonths);
      if (first !== null && term > 0) fill(out.monthly, year, first, first + term - 1, s.housingLoan);
      break;
    }
    case 'rent': {
      const a = monthIndex((data.leaseStart ?? '').slice(0, 7));
      const b = monthIndex((data.leaseEnd ?? '').slice(0, 7));
      const rate = s.rent[`rent${data.cityClass ?? '3'}` as 'rent1' | 'rent2' | 'rent3'];
      if (a !== null && b !== null) fill(out.monthly, year, a, b, rate);
      break;
    }
    case 'elderlySupport': {
      // From the month the eldest dependant turns 60.
      let from: number | null = null;
      for (const id of data.dependantIds ?? []) {
        const birth = birthDates.get(id);
        if (!birth) continue;
        const at60 = (monthIndex(birth.slice(0, 7)) as number) + 60 * 12;
        from = from === null ? at60 : Math.min(from, at60);
      }
      const amount = data.onlyChild
        ? s.elderlyOnlyChild
        : Math.min(yuanToFen(data.amount ?? '0'), s.elderlyShareMax);
      if (from !== null) fill(out.monthly, year, from, year * 12 + 11, amount);
      break;
    }
    case 'other':
      out.annualOnly = yuanToFen(data.amount ?? '0');
      break;
  }
  return out;
}

/** The sum of several items' amounts. */
export function sumAmounts(all: readonly TItemAmounts[]): TItemAmounts {
  const out = zero();
  for (const a of all) {
    a.monthly.forEach((v, i) => {
      out.monthly[i] = (out.monthly[i] ?? 0) + v;
    });
    out.oneOff += a.oneOff;
    out.annualOnly += a.annualOnly;
  }
  return out;
}

/**
 * What payroll withholds with, given the month the submit counts from (the cut-off on the 15th):
 * months before it were paid without the deductions, so their amounts come in the effective month
 * (cumulative withholding catches them up there). A record that counts only after its year (a
 * change in the settlement window) leaves everything to the annual settlement.
 */
export function withEffectiveMonth(
  amounts: TItemAmounts,
  year: number,
  effectiveMonth: string,
): TItemAmounts {
  const eff = monthIndex(effectiveMonth);
  if (eff === null || eff <= year * 12) return amounts;
  const monthly = [...amounts.monthly];
  if (eff > year * 12 + 11) {
    const total = monthly.reduce((a, b) => a + b, 0) + amounts.oneOff;
    return { monthly: Array(12).fill(0), oneOff: 0, annualOnly: amounts.annualOnly + total };
  }
  const at = eff - year * 12;
  let carried = 0;
  for (let i = 0; i < at; i++) {
    carried += monthly[i] ?? 0;
    monthly[i] = 0;
  }
  monthly[at] = (monthly[at] ?? 0) + carried;
  return { ...amounts, monthly };
}

export const yearTotalFen = (a: TItemAmounts) =>
  a.monthly.reduce((x, y) => x + y, 0) + a.oneOff + a.annualOnly;
