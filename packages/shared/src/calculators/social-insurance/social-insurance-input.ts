/**
 * Input of the five-insurance and housing-fund calculator (calType 5), checked the same way on the
 * screen and on the server; the first problem is named by an `Insurance.*` message key. No tables and
 * no zod here, so the form's chunk stays small.
 *
 * Fields (snake_case, the JSON inside `jsonString`):
 * - `city`: a code of `INSURANCE_CITIES` ("shanghai", "beijing", "shenzhen", "guangzhou", "hangzhou")
 * - `salary`: monthly wage in yuan (spec 2 §9 amount pattern), > 0
 * - `base`: optional declared social-insurance base in yuan (else the wage); bounded by the city's floor/ceiling
 * - `fund_base`: optional declared housing-fund base in yuan (else the wage); bounded likewise
 * - `fund_rate`: optional housing-fund rate in whole percent, within the city's range (else its default)
 * - `supp_fund_rate`: optional supplementary housing-fund rate in whole percent (0 or empty: none)
 * - `injury_rate`: optional work-injury rate in percent, up to 2 decimals (else class I, 0.2%)
 * - `year`: optional contribution year of the table (else the one in force today)
 * - `medical_tier`: optional medical tier 1 or 2 where the city has tiers (Shenzhen; else 1, 一档)
 */
import type { TCalIssue, TCalParsed } from '../contract';
import { parseYuan } from '../money';
import { INJURY_RATE_DEFAULT, INJURY_RATE_MAX, insuranceCity, type TInsuranceCity } from './cities';

export type TInsuranceInput = {
  city: TInsuranceCity;
  salaryFen: number;
  baseFen?: number;
  fundBaseFen?: number;
  /** Whole percent, each side. */
  fundRate: number;
  /** Whole percent, each side; 0 when none. */
  supplementaryFundRate: number;
  /** Basis points of the wage base (0.2% = 20). */
  injuryRateBp: number;
  year?: number;
  /** Shenzhen's medical tier (1 = 一档, 2 = 二档); absent elsewhere. */
  medicalTier?: 1 | 2;
};

type TRaw = Record<string, unknown>;

const refuse = (key: string, params?: TCalIssue['params']): { ok: false; issue: TCalIssue } => ({
  ok: false,
  issue: params ? { key, params } : { key },
});

/** Absent: undefined, null or an empty / blank string. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A whole number given as a number or a digit string; null otherwise. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A percent with up to 2 decimals ("0.25", 1.9) as basis points of the base (25, 190); null otherwise. */
export function percentToBasisPoints(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole = '0', decimals = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** An optional positive amount: undefined when blank, null when present but not a positive amount. */
function optionalAmount(value: unknown): number | undefined | null {
  if (isBlank(value)) return undefined;
  const fen = parseYuan(value);
  return fen !== null && fen > 0 ? fen : null;
}

export function parseInsuranceInput(raw: unknown): TCalParsed<TInsuranceInput> {
  const input = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as TRaw;

  if (isBlank(input.city)) return refuse('Insurance.cityRequired');
  const city = typeof input.city === 'string' ? insuranceCity(input.city.trim()) : undefined;
  if (!city) return refuse('Insurance.cityUnknown');

  if (isBlank(input.salary)) return refuse('Insurance.salaryRequired');
  const salaryFen = parseYuan(input.salary);
  if (salaryFen === null) return refuse('Insurance.salaryInvalid');
  if (salaryFen <= 0) return refuse('Insurance.salaryPositive');

  const baseFen = optionalAmount(input.base);
  if (baseFen === null) return refuse('Insurance.baseInvalid');
  const fundBaseFen = optionalAmount(input.fund_base);
  if (fundBaseFen === null) return refuse('Insurance.fundBaseInvalid');

  let fundRate = city.fundRate.default;
  if (!isBlank(input.fund_rate)) {
    const rate = wholeNumber(input.fund_rate);
    if (rate === null || rate < city.fundRate.min || rate > city.fundRate.max) {
      return refuse('Insurance.fundRateInvalid', { min: city.fundRate.min, max: city.fundRate.max });
    }
    fundRate = rate;
  }

  let supplementaryFundRate = 0;
  if (!isBlank(input.supp_fund_rate)) {
    const rate = wholeNumber(input.supp_fund_rate);
    const range = city.supplementaryFundRate;
    if (rate !== 0) {
      if (!range) return refuse('Insurance.suppFundUnavailable');
      if (rate === null || rate < range.min || rate > range.max) {
        return refuse('Insurance.suppFundRateInvalid', { min: range.min, max: range.max });
      }
      supplementaryFundRate = rate;
    }
  }

  let injuryRateBp = Math.round(INJURY_RATE_DEFAULT * 100);
  if (!isBlank(input.injury_rate)) {
    const bp = percentToBasisPoints(input.injury_rate);
    if (bp === null || bp <= 0 || bp > Math.round(INJURY_RATE_MAX * 100)) {
      return refuse('Insurance.injuryRateInvalid', { max: INJURY_RATE_MAX });
    }
    injuryRateBp = bp;
  }

  let year: number | undefined;
  if (!isBlank(input.year)) {
    const value = wholeNumber(input.year);
    if (value === null || !city.years.includes(value)) {
      return refuse('Insurance.yearUnknown', { years: city.years.join(', ') });
    }
    year = value;
  }

  let medicalTier: 1 | 2 | undefined;
  if (!isBlank(input.medical_tier)) {
    const tier = wholeNumber(input.medical_tier);
    const tiers = city.medicalTiers;
    if (!tiers) {
      if (tier !== 1) return refuse('Insurance.medicalTierUnavailable');
    } else {
      if (tier !== 1 && tier !== 2) return refuse('Insurance.medicalTierInvalid');
      if (!tiers.includes(tier)) return refuse('Insurance.medicalTierInvalid');
      medicalTier = tier;
    }
  } else if (city.medicalTiers) {
    medicalTier = 1;
  }

  const value: TInsuranceInput = {
    city: city.code,
    salaryFen,
    fundRate,
    supplementaryFundRate,
    injuryRateBp,
  };
  if (baseFen !== undefined) value.baseFen = baseFen;
  if (fundBaseFen !== undefined) value.fundBaseFen = fundBaseFen;
  if (year !== undefined) value.year = year;
  if (medicalTier !== undefined) value.medicalTier = medicalTier;
  return { ok: true, value };
}
