import { en, ja, zh } from '@ehome/shared/activities/admin-messages';
import type { TLanguage } from '@ehome/shared/constants';

/** A rule's refusal text from the shared catalogue (the same words the server sends). */
export type TProblemText = (key: string, params?: Record<string, string | number>) => string;

export function problemTextIn(language: string): TProblemText {
  const lang = (['zh', 'en', 'ja'].includes(language) ? language : 'zh') as TLanguage;
  const catalogue: Record<string, string> = { zh, en, ja }[lang];
  return (key, params = {}) =>
    (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
