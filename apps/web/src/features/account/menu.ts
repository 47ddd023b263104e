import type { TMenuItem } from '@ehome/shared';
import { PRODUCT_MENU } from '@ehome/shared/account/menu';

export type TVisibleEntry = { name: string; to: string };
export type TVisibleArea = { name: string; entries: TVisibleEntry[] };

/**
 * The home menu: what the server lets this user see (session `allMenu.menuList`). Every entry of
 * the product menu has a screen in this client's route tables (app/routes.test.ts), so the entry
 * does not carry the paths of the later screens to check. Areas come in the product's order; an
 * area with nothing left, or one this client has no label for, is left out.
 */
export function visibleMenu(menuList: readonly TMenuItem[]): TVisibleArea[] {
  return PRODUCT_MENU.flatMap(({ name }) => {
    const entries = (menuList.find((area) => area.name === name)?.children ?? [])
      .filter((entry) => entry.menu_url !== '')
      .map((entry) => ({ name: entry.name, to: entry.menu_url }));
    return entries.length > 0 ? [{ name, entries }] : [];
  });
}
