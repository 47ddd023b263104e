import type { TLanguage } from '@ehome/shared/constants';
import { messages } from '@ehome/shared/i18n/messages';
import { i18next } from './i18n';

/**
 * The shared catalogue of validation and server messages ('validation.*', 'error.*', 'field.*') as
 * the i18next namespace `messages`: flat dotted keys become nested, `{name}` becomes `{{name}}`.
 * It is registered by the form code that needs it (see login-validation), so screens without a form
 * do not download the three catalogues.
 */
function toNamespace(language: TLanguage): Record<string, Record<string, string>> {
  const tree: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(messages[language])) {
    const [group = '', name = ''] = key.split('.');
    tree[group] ??= {};
    tree[group][name] = text.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return tree;
}

function register(language: string): void {
  if (language in messages && !i18next.hasResourceBundle(language, 'messages')) {
    i18next.addResourceBundle(language, 'messages', toNamespace(language as TLanguage));
  }
}

register(i18next.language);
i18next.on('languageChanged', register);
