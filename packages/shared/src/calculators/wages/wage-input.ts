/**
 * Input of the minimum-wage (calType 8) and average-wage (calType 9) calculators, in the spec's amount
 * pattern for the optional monthly `wage` to compare (spec 2 §9). Zod-free and table-free so the forms
 * can import it.
 * - calType 9: `city` (one of the covered cities).
 * - calType 8: `province` (minimum-wage-places.ts) and `tier` (its class, 1 = 第一档; may be left out
 *   for a single-standard province), or the older `city` (one of the five cities, mapped to its
 *   province and class).
 */
import type { TCalParsed } from '../contract';
import { parseYuan } from '../money';
import { AVERAGE_WAGE_CITIES, isWageCity, type TWageCity } from './cities';
import {
  CITY_PLACES,
  isMinWageProvince,
  MIN_WAGE_PLACES,
  type TMinWageProvince,
} from './minimum-wage-places';

export type TWageInput = { city: TWageCity; wageFen: number | null };

/** calType 8: the province and class; `city` when the input named one of the five cities. */
export type TMinimumWageInput = {
  province: TMinWageProvince;
  tier: number;
  city: TWageCity | null;
  wageFen: number | null;
};

function field(raw: unknown, name: string): unknown {
  return raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>)[name] : undefined;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The optional wage: null when empty, undefined when malformed. */
function parseWage(raw: unknown): number | null | undefined {
  const wage = field(raw, 'wage');
  if (isEmpty(wage)) return null;
  return parseYuan(wage) ?? undefined;
}

export function parseMinimumWageInput(raw: unknown): TCalParsed<TMinimumWageInput> {
  const provinceRaw = field(raw, 'province');
  let place: { province: TMinWageProvince; tier: number; city: TWageCity | null };
  if (!isEmpty(provinceRaw)) {
    if (!isMinWageProvince(provinceRaw)) return { ok: false, issue: { key: 'MinWage.province' } };
    const tierRaw = field(raw, 'tier');
    const tier = isEmpty(tierRaw) ? 1 : Number(tierRaw);
    const count = MIN_WAGE_PLACES[provinceRaw].tiers.length;
    if (!Number.isInteger(tier) || tier < 1 || tier > count)
      return { ok: false, issue: { key: 'MinWage.tier' } };
    place = { province: provinceRaw, tier, city: null };
  } else {
    const city = field(raw, 'city');
    if (!isWageCity(city)) return { ok: false, issue: { key: 'MinWage.city' } };
    place = { ...CITY_PLACES[city], city };
  }
  const wageFen = parseWage(raw);
  if (wageFen === undefined) return { ok: false, issue: { key: 'MinWage.wage' } };
  return { ok: true, value: { ...place, wageFen } };
}

export function parseAverageWageInput(raw: unknown): TCalParsed<TWageInput> {
  const city = field(raw, 'city');
  if (!isWageCity(city) || !AVERAGE_WAGE_CITIES.includes(city))
    return { ok: false, issue: { key: 'AvgWage.city' } };
  const wageFen = parseWage(raw);
  if (wageFen === undefined) return { ok: false, issue: { key: 'AvgWage.wage' } };
  return { ok: true, value: { city, wageFen } };
}
