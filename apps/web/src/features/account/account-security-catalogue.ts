import en from '../../locales/en/account-security.json';
import ja from '../../locales/ja/account-security.json';
import zh from '../../locales/zh/account-security.json';
import { i18next, loadNamespaces } from '../../platform/i18n';

/**
 * The `accountSecurity` namespace (registration, forgotten and changed passwords), shipped in the
 * account screens' own chunk in all three languages (about 5 KB gzipped) rather than as an entry of
 * platform/i18n.ts: the public routes sit in the first load's route table, which is at its budget.
 * Imported by each account screen; registered for the current language and any chosen later.
 */
const catalogues: Record<string, object> = { zh, en, ja };

function register(language: string) {
  const catalogue = catalogues[language];
  if (!catalogue || i18next.hasResourceBundle(language, 'accountSecurity')) return;
  i18next.addResourceBundle(language, 'accountSecurity', catalogue);
}
register(i18next.language);
i18next.on('languageChanged', register);

/**
 * The server messages (the shared rules' keys the screens toast), fetched with the screen rather than
 * named in the first load's route table.
 */
void loadNamespaces(['messages']);
// The styles too: named in the route table they would cost the first load two more file names.
void import('./account-security.css');
