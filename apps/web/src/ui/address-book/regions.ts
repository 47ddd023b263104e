import { areaList } from '@vant/area-data';
import type { CascadePickerOption } from 'antd-mobile/es/components/cascade-picker';

/**
 * Provinces with their cities for the region picker, by name (what the book stores), from the
 * region data package. Imported only when a picker opens: it is a chunk of its own.
 */
export function regionOptions(): CascadePickerOption[] {
  const byPrefix = new Map<string, CascadePickerOption[]>();
  const provinces: CascadePickerOption[] = [];
  for (const [code, name] of Object.entries(areaList.province_list)) {
    const children: CascadePickerOption[] = [];
    byPrefix.set(code.slice(0, 2), children);
    provinces.push({ label: name, value: name, children });
  }
  for (const [code, name] of Object.entries(areaList.city_list))
    byPrefix.get(code.slice(0, 2))?.push({ label: name, value: name });
  return provinces;
}
