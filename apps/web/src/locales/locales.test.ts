import { PRODUCT_MENU } from '@ehome/shared/account/menu';
import { LANGUAGES } from '@ehome/shared/constants';
import { describe, expect, it } from 'vitest';
import en from './en';
import ja from './ja';
import zh from './zh';

const catalogues = { zh, en, ja };

/** Dotted paths of every string in a catalogue. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : keys(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe('catalogues', () => {
  it('have the same keys in every language (i18n runs without a fallback language)', () => {
    const reference = keys(zh).sort();
    for (const language of LANGUAGES) expect(keys(catalogues[language]).sort()).toEqual(reference);
  });

  it('label every area and entry of the product menu in every language', () => {
    const names = PRODUCT_MENU.flatMap((area) => [area.name, ...area.children.map((e) => e.name)]);
    for (const language of LANGUAGES) {
      const menu = catalogues[language].menu as Record<string, string>;
      for (const name of names) expect(menu[name], `${language} menu.${name}`).toBeTruthy();
    }
  });
});
