import type { TLanguage } from '@ehome/shared/constants';
import { i18next } from './i18n';
import { namespaceTree } from './namespace-tree';

/**
 * Makes a shared message catalogue (flat `group.name` keys with `{param}` placeholders, per language)
 * an i18next namespace (see namespace-tree.ts). Registered for the current language now and for any
 * language chosen later. For a small catalogue whose three languages may ship together (the
 * calculators'); the server messages load one language at a time (server-messages.ts).
 */
export function registerSharedCatalogue(
  namespace: string,
  catalogues: Readonly<Record<TLanguage, Readonly<Record<string, string>>>>,
): void {
  const register = (language: string) => {
    if (!(language in catalogues) || i18next.hasResourceBundle(language, namespace)) return;
    i18next.addResourceBundle(language, namespace, namespaceTree(catalogues[language as TLanguage]));
  };
  register(i18next.language);
  i18next.on('languageChanged', register);
}
