import { calcMessages } from '@ehome/shared/calculators/messages';
import type { TLanguage } from '@ehome/shared/constants';
import { i18next } from '../../platform/i18n';

/**
 * The calculators' input messages (Finan.m1.., YearAward.m1.., WorkData.m1.., ...) from the shared
 * catalogue as the i18next namespace `calcMessages`, so a form toasts the very text the server would
 * answer. Registered by the calculator forms only: other screens do not download it.
 */
function toNamespace(language: TLanguage): Record<string, Record<string, string>> {
  const tree: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(calcMessages[language])) {
    const [group = '', name = ''] = key.split('.');
    tree[group] ??= {};
    tree[group][name] = text.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return tree;
}

function register(language: string): void {
  if (language in calcMessages && !i18next.hasResourceBundle(language, 'calcMessages')) {
    i18next.addResourceBundle(language, 'calcMessages', toNamespace(language as TLanguage));
  }
}

register(i18next.language);
i18next.on('languageChanged', register);
