/** Client version (spec 1 §9, spec 3 §9): a stored version that differs clears order, open id and token. */
export const APP_VERSION = '1.0.8';
/** Toast duration for errNo != 0 (spec 1 §9). */
export const TOAST_MS = 3000;
/** Default page size of every list (spec 1 §7). */
export const PAGE_SIZE = 10;
/** Mean Earth radius used for clock-in distance (spec 1 §9). */
export const EARTH_RADIUS_M = 6_371_000;
/** A punch range of -1 means unlimited (spec 1 §9). */
export const UNLIMITED_RANGE = -1;
/** Open id kept on the client for 7 days (spec 1 §9). */
export const OPEN_ID_TTL_DAYS = 7;
/** Business time zone unless configured otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export const LANGUAGES = ['zh', 'en', 'ja'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'zh';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header (or a bare tag). */
export function pickLanguage(header: string | null | undefined): TLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}
