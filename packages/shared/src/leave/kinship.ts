import type { TLanguage } from '../constants';
import type { TKinshipItem } from './schemas';

/**
 * The kinship dictionary of bereavement leave (spec 1 §3: dictKey, dictValue, dictValueEn).
 * kinshipType groups the degrees a company's rule may treat differently: immediate family
 * (直系亲属: spouse, parents, parents-in-law, children) and other close relatives.
 */
export const KINSHIP_TYPES = ['immediate', 'other'] as const;
export type TKinshipType = (typeof KINSHIP_TYPES)[number];

type TKinshipEntry = { dictKey: string; kinshipType: TKinshipType; zh: string; en: string; ja: string };

export const KINSHIPS: readonly TKinshipEntry[] = [
  { dictKey: 'spouse', kinshipType: 'immediate', zh: '配偶', en: 'Spouse', ja: '配偶者' },
  { dictKey: 'father', kinshipType: 'immediate', zh: '父亲', en: 'Father', ja: '父' },
  { dictKey: 'mother', kinshipType: 'immediate', zh: '母亲', en: 'Mother', ja: '母' },
  { dictKey: 'child', kinshipType: 'immediate', zh: '子女', en: 'Child', ja: '子' },
  { dictKey: 'fatherInLaw', kinshipType: 'immediate', zh: '岳父/公公', en: 'Father-in-law', ja: '義父' },
  { dictKey: 'motherInLaw', kinshipType: 'immediate', zh: '岳母/婆婆', en: 'Mother-in-law', ja: '義母' },
  { dictKey: 'grandparent', kinshipType: 'other', zh: '祖父母/外祖父母', en: 'Grandparent', ja: '祖父母' },
  { dictKey: 'sibling', kinshipType: 'other', zh: '兄弟姐妹', en: 'Sibling', ja: '兄弟姉妹' },
  { dictKey: 'grandchild', kinshipType: 'other', zh: '孙子女/外孙子女', en: 'Grandchild', ja: '孫' },
];

export const KINSHIP_KEYS: readonly string[] = KINSHIPS.map((k) => k.dictKey);

/** The kinship type of a dictionary key; null when the key is not in the dictionary. */
export function kinshipTypeOf(dictKey: string | null | undefined): TKinshipType | null {
  return KINSHIPS.find((k) => k.dictKey === dictKey)?.kinshipType ?? null;
}

export function kinshipName(dictKey: string | null | undefined, lang: TLanguage): string | null {
  const entry = KINSHIPS.find((k) => k.dictKey === dictKey);
  return entry ? entry[lang] : null;
}

/** The dictionary as the form gets it, names in the reader's language. */
export function kinshipDictionary(lang: TLanguage): TKinshipItem[] {
  return KINSHIPS.map((k) => ({
    dictKey: k.dictKey,
    dictValue: k.zh,
    dictValueEn: k.en,
    dictValueJa: k.ja,
    displayName: k[lang],
    kinshipType: k.kinshipType,
  }));
}
