/**
 * Plain helpers of the catalogue answers (no zod, so a screen that uses them does not download the
 * schema library): image URLs and product options.
 */
import type { TProductProperty } from './catalogue';

/** Image widths the image route makes (phones at 1x, 2x, 3x of a 160 px thumbnail / full-width picture). */
export const SHOP_IMAGE_WIDTHS = [160, 320, 640] as const;
export type TShopImageWidth = (typeof SHOP_IMAGE_WIDTHS)[number];
/** Path of the image route; a key is appended, then ?w=. */
export const SHOP_IMAGE_PATH = '/api/Shop/Image/';

/** The image route's path of a stored shop picture (what the API answers as icon / path), or null. */
export function shopImagePath(key: string | null): string | null {
  return key ? `${SHOP_IMAGE_PATH}${key}` : null;
}

/** The image URL of a width variant (`path` as the API gave it). */
export function shopImageUrl(path: string, width: TShopImageWidth): string {
  return `${path}?w=${width}`;
}

/** "红色,蓝色" -> ['红色', '蓝色'] (empty options dropped). */
export function propertyOptions(property: TProductProperty): string[] {
  return property.column_value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}
