import type { TLanguage } from '@ehome/shared/constants';
import { fillMessage } from '@ehome/shared/i18n/template';
import i18next from 'i18next';

/**
 * A server message in the language shown (or the one given), its `{param}` placeholders filled as
 * the server fills them (`translate` of packages/shared: a value naming a field shows as the field's
 * name). Reads the `messages` namespace, which must be loaded (server-messages.ts); an unknown key
 * is returned unchanged.
 */
export function serverMessage(
  key: string,
  params: Readonly<Record<string, string | number>> = {},
  language: TLanguage | string = i18next.language,
): string {
  const textOf = (k: string): string | undefined => {
    const text = i18next.getResource(language, 'messages', k);
    return typeof text === 'string' ? text.replace(/\{\{(\w+)\}\}/g, '{$1}') : undefined;
  };
  return fillMessage(textOf(key) ?? key, params, textOf);
}
