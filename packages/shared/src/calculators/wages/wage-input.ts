/**
 * Input of the minimum-wage (calType 8) and average-wage (calType 9) calculators: `city` (one of the
 * covered cities) and an optional monthly `wage` to compare, in the spec's amount pattern (spec 2 §9).
 * Zod-free and table-free so the forms can import it.
 */
import type { TCalParsed } from '../contract';
import { parseYuan } from '../money';
import { AVERAGE_WAGE_CITIES, isWageCity, type TWageCity, WAGE_CITIES } from './cities';

export type TWageInput = { city: TWageCity; wageFen: number | null };

function field(raw: unknown, name: string): unknown {
  return raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : undefined;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function parseWith(
  raw: unknown,
  prefix: 'MinWage' | 'AvgWage',
  cities: readonly TWageCity[],
): TCalParsed<TWageInput> {
  const city = field(raw, 'city');
  if (!isWageCity(city) || !cities.includes(city)) return { ok: false, issue: { key: `${prefix}.city` } };
  const wage = field(raw, 'wage');
  if (isEmpty(wage)) return { ok: true, value: { city, wageFen: null } };
  const wageFen = parseYuan(wage);
  if (wageFen === null) return { ok: false, issue: { key: `${prefix}.wage` } };
  return { ok: true, value: { city, wageFen } };
}

export function parseMinimumWageInput(raw: unknown): TCalParsed<TWageInput> {
  return parseWith(raw, 'MinWage', WAGE_CITIES);
}

export function parseAverageWageInput(raw: unknown): TCalParsed<TWageInput> {
  return parseWith(raw, 'AvgWage', AVERAGE_WAGE_CITIES);
}
