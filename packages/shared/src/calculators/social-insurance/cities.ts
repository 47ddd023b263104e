/**
 * The cities the five-insurance calculator (calType 5) has verified tables for, and what the form
 * needs to know of each: its name, the housing-fund rate range and default, whether a supplementary
 * housing fund exists, and the contribution years on file. Small and table-free on purpose: the form
 * and `parse` import it without the data tables (`insurance-tables.ts`, which a test keeps in step).
 *
 * Shenzhen, Guangzhou and Hangzhou have one table each (the one in force on 2026-11-24); several of their
 * figures come from secondary sources and are flagged to the user (see insurance-tables.ts).
 */
import type { TLanguage } from '../../constants';

export const INSURANCE_CITY_CODES = ['shanghai', 'beijing', 'shenzhen', 'guangzhou', 'hangzhou'] as const;
export type TInsuranceCity = (typeof INSURANCE_CITY_CODES)[number];

export type TInsuranceCityOption = {
  code: TInsuranceCity;
  name: Record<TLanguage, string>;
  /** Housing-fund rate in whole percent, each side (employer and employee pay the same rate). */
  fundRate: { min: number; max: number; default: number };
  /** Supplementary housing-fund rate range in whole percent, each side; null where the city has none. */
  supplementaryFundRate: { min: number; max: number } | null;
  /** Contribution years with a table on file (a year runs 1 July to 30 June). */
  years: readonly number[];
  /** Medical tiers the employee can be in (Shenzhen: 一档 / 二档); absent where there is one medical rate. */
  medicalTiers?: readonly (1 | 2)[];
};

const SHANGHAI: TInsuranceCityOption = {
  code: 'shanghai',
  name: { zh: '上海', en: 'Shanghai', ja: '上海' },
  // 沪公积金管委会〔2025〕8号: employer and employee each 5%-7% (whole percent); supplementary 1%-5%.
  fundRate: { min: 5, max: 7, default: 7 },
  supplementaryFundRate: { min: 1, max: 5 },
  years: [2025, 2026],
};

const BEIJING: TInsuranceCityOption = {
  code: 'beijing',
  name: { zh: '北京', en: 'Beijing', ja: '北京' },
  // 《住房公积金管理条例》art. 18: not below 5%; Beijing allows up to 12% (the national ceiling).
  fundRate: { min: 5, max: 12, default: 12 },
  supplementaryFundRate: null,
  years: [2025, 2026],
};

// 《住房公积金管理条例》art. 18: each side not below 5%; Guangdong and Zhejiang cities allow up to 12% (the
// fund centres' 2026 notices as summarised in weante/city-salary; see insurance-tables.ts).
const SHENZHEN: TInsuranceCityOption = {
  code: 'shenzhen',
  name: { zh: '深圳', en: 'Shenzhen', ja: '深圳' },
  fundRate: { min: 5, max: 12, default: 12 },
  supplementaryFundRate: null,
  years: [2026],
  // 深圳市医疗保障办法 (市政府令第358号) art. 8: 一档 6% + 2%, 二档 1.5% + 0.5%.
  medicalTiers: [1, 2],
};

const GUANGZHOU: TInsuranceCityOption = {
  code: 'guangzhou',
  name: { zh: '广州', en: 'Guangzhou', ja: '広州' },
  fundRate: { min: 5, max: 12, default: 12 },
  supplementaryFundRate: null,
  years: [2026],
};

const HANGZHOU: TInsuranceCityOption = {
  code: 'hangzhou',
  name: { zh: '杭州', en: 'Hangzhou', ja: '杭州' },
  fundRate: { min: 5, max: 12, default: 12 },
  supplementaryFundRate: null,
  years: [2026],
};

export const INSURANCE_CITIES: readonly TInsuranceCityOption[] = [
  SHANGHAI,
  BEIJING,
  SHENZHEN,
  GUANGZHOU,
  HANGZHOU,
];
/** The city the form starts with (the demo company's head office is in Shanghai). */
export const DEFAULT_INSURANCE_CITY = SHANGHAI;

export function insuranceCity(code: string): TInsuranceCityOption | undefined {
  return INSURANCE_CITIES.find((city) => city.code === code);
}

/**
 * Work-injury rate limits in percent (人社部发〔2015〕71号): eight industry classes with base rates
 * 0.2 / 0.4 / 0.7 / 0.9 / 1.1 / 1.3 / 1.6 / 1.9 %, floating up to 120% or 150% of the base (classes
 * II-VIII also down to 80% or 50%); the highest lawful rate is class VIII at 150% = 2.85%.
 */
export const INJURY_CLASS_RATES = [0.2, 0.4, 0.7, 0.9, 1.1, 1.3, 1.6, 1.9] as const;
export const INJURY_RATE_MAX = 2.85;
export const INJURY_RATE_DEFAULT = 0.2;
