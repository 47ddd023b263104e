import { areaList } from '@vant/area-data';

/**
 * Provinces and cities of the region data package (@vant/area-data, MIT; GB/T 2260 codes, with
 * Hong Kong, Macao and Taiwan). A city belongs to a province when their codes share the first two
 * digits. Built once, on first use.
 */
let citiesByProvince: Map<string, Set<string>> | null = null;

function build(): Map<string, Set<string>> {
  const byPrefix = new Map<string, Set<string>>();
  const map = new Map<string, Set<string>>();
  for (const [code, name] of Object.entries(areaList.province_list)) {
    const cities = new Set<string>();
    byPrefix.set(code.slice(0, 2), cities);
    map.set(name, cities);
  }
  for (const [code, name] of Object.entries(areaList.city_list)) byPrefix.get(code.slice(0, 2))?.add(name);
  return map;
}

/** True when `city` is a city of `province`, both by their names in the region data. */
export function isRegion(province: string, city: string): boolean {
  citiesByProvince ??= build();
  return citiesByProvince.get(province)?.has(city) ?? false;
}
