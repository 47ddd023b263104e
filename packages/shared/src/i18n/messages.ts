import { DEFAULT_LANGUAGE, type TLanguage } from '../constants';
import { en } from './messages-en';
import { ja } from './messages-ja';
import { type TMessageKey, zh } from './messages-zh';
import { fillMessage } from './template';

export type { TMessageKey } from './messages-zh';

/**
 * Messages the server sends and the client shows for refusals and validation, in all three
 * languages: for the server and tests. The phone loads one language at a time (messages-<lang>.ts,
 * see apps/web/src/platform/server-messages.ts) and never imports this module.
 * Keys: `error.<ErrorCode name>` for API refusals, `validation.<rule>` for field rules.
 * `{name}` style placeholders are filled by `translate`.
 */
export const messages: Record<TLanguage, Record<TMessageKey, string>> = { zh, en, ja };

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(zh, key);
}

/** Translates a key, filling `{param}` placeholders; an unknown key is returned unchanged. */
export function translate(
  lang: TLanguage | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const catalogue: Readonly<Record<string, string>> = messages[lang ?? DEFAULT_LANGUAGE];
  const text = (k: string) => (isMessageKey(k) ? catalogue[k] : undefined);
  return fillMessage(text(key) ?? key, params, text);
}
