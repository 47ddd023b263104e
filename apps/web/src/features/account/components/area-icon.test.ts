import { PRODUCT_MENU } from '@ehome/shared/account/menu';
import { describe, expect, it } from 'vitest';
import { MENU_ICON_PATHS } from './area-icon';

describe('home menu icons', () => {
  it('draws every area and every entry with an icon of its own', () => {
    const missing = PRODUCT_MENU.flatMap((area) => [area.name, ...area.children.map((e) => e.name)]).filter(
      (name) => MENU_ICON_PATHS[name] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('gives the entries of one area different icons', () => {
    for (const area of PRODUCT_MENU) {
      const seen = new Map<string, string>();
      for (const entry of area.children) {
        const path = MENU_ICON_PATHS[entry.name] as string;
        expect(seen.get(path), `${area.name}: ${entry.name} draws as ${seen.get(path)}`).toBeUndefined();
        seen.set(path, entry.name);
      }
    }
  });

  it('keeps every path to SVG path commands and numbers', () => {
    for (const [name, path] of Object.entries(MENU_ICON_PATHS)) {
      expect(path, name).toMatch(/^M[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/);
      expect(path, name).not.toMatch(/NaN|undefined/);
    }
  });
});
