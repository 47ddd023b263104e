import type { TLanguage } from '@ehome/shared';
import type { TLocalizedNames } from '../db/schema/approvals';

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

/** A name kept in all three languages (zh, en, ja jsonb): the reader's, else the Chinese one. */
export function localizedName(names: Partial<TLocalizedNames> & { zh: string }, lang: TLanguage): string {
  return names[lang] || names.zh;
}
