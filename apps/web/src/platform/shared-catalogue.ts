import type { TLanguage } from '@ehome/shared/constants';
import { i18next } from './i18n';

/**
 * Makes a shared message catalogue (flat `group.name` keys with `{param}` placeholders, per language)
 * an i18next namespace: keys become nested, `{name}` becomes `{{name}}`. Registered for the current
 * language now and for any language chosen later.
 */
export function registerSharedCatalogue(
  namespace: string,
  catalogues: Readonly<Record<TLanguage, Readonly<Record<string, string>>>>,
): void {
  const register = (language: string) => {
    if (!(language in catalogues) || i18next.hasResourceBundle(language, namespace)) return;
    const tree: Record<string, Record<string, string>> = {};
    for (const [key, text] of Object.entries(catalogues[language as TLanguage])) {
      const [group = '', name = ''] = key.split('.');
      tree[group] ??= {};
      tree[group][name] = text.replace(/\{(\w+)\}/g, '{{$1}}');
    }
    i18next.addResourceBundle(language, namespace, tree);
  };
  register(i18next.language);
  i18next.on('languageChanged', register);
}
