import type { TLanguage } from '@ehome/shared';

/**
 * Company data named in Chinese, with English and Japanese names where the company gave them
 * (shifts, rule articles): the reader's language, else the Chinese name rather than nothing.
 */
export function localName(
  row: { name: string; nameEn?: string | null; nameJa?: string | null },
  lang: TLanguage,
): string {
  const local = lang === 'en' ? row.nameEn : lang === 'ja' ? row.nameJa : null;
  return local || row.name;
}
