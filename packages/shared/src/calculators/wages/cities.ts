/**
 * The cities the wage tables cover (minimum wage, calType 8; local average wage, calType 9; the
 * compensation cap and floor, calType 1), with their names in the three languages. Kept apart from
 * the dated tables so a form can list the cities without loading the figures.
 * A city is listed for the average wage only when its figure could be checked against a published
 * source (see average-wage-table.ts); Hangzhou's is left out until it is.
 */
import type { TLanguage } from '../../constants';

export const WAGE_CITIES = ['shanghai', 'beijing', 'guangzhou', 'shenzhen', 'hangzhou'] as const;
export type TWageCity = (typeof WAGE_CITIES)[number];

/** Cities with a checked local average wage (calType 9 options; the compensation cap). */
export const AVERAGE_WAGE_CITIES: readonly TWageCity[] = ['shanghai', 'beijing', 'guangzhou', 'shenzhen'];

export const CITY_NAMES: Readonly<Record<TWageCity, Record<TLanguage, string>>> = {
  shanghai: { zh: '上海市', en: 'Shanghai', ja: '上海市' },
  beijing: { zh: '北京市', en: 'Beijing', ja: '北京市' },
  guangzhou: { zh: '广州市', en: 'Guangzhou', ja: '広州市' },
  shenzhen: { zh: '深圳市', en: 'Shenzhen', ja: '深圳市' },
  hangzhou: { zh: '杭州市', en: 'Hangzhou', ja: '杭州市' },
};

export function isWageCity(value: unknown): value is TWageCity {
  return typeof value === 'string' && (WAGE_CITIES as readonly string[]).includes(value);
}

export function cityName(city: TWageCity, lang: TLanguage): string {
  return CITY_NAMES[city][lang];
}
