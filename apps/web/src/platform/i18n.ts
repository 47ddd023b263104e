import { LANGUAGES, type TLanguage } from '@ehome/shared/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadKitLocale } from './kit-locale';
import { useSessionStore } from './session-store';

/** UI catalogues per language; only the language in use is downloaded. */
const catalogues: Record<TLanguage, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  zh: () => import('../locales/zh'),
  en: () => import('../locales/en'),
  ja: () => import('../locales/ja'),
};

/** `<html lang>` for screen readers, fonts and the browser's own translation offer. */
const HTML_LANG: Record<TLanguage, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

/** Native names: a reader must recognise their language whatever the current one is. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { zh: '中文', en: 'English', ja: '日本語' };

type TCatalogueModule = Promise<{ default: Record<string, unknown> }>;

/**
 * Catalogues of feature screens, downloaded with the screen that needs them (routes.tsx) rather than
 * with the first page. Once a screen asked for one, a language switch loads it for the new language.
 */
const featureCatalogues = {
  attendance: {
    zh: () => import('../locales/zh/attendance.json'),
    en: () => import('../locales/en/attendance.json'),
    ja: () => import('../locales/ja/attendance.json'),
  },
  clock: {
    zh: () => import('../locales/zh/clock.json'),
    en: () => import('../locales/en/clock.json'),
    ja: () => import('../locales/ja/clock.json'),
  },
  attendanceAdmin: {
    zh: () => import('../locales/zh/attendance-admin.json'),
    en: () => import('../locales/en/attendance-admin.json'),
    ja: () => import('../locales/ja/attendance-admin.json'),
  },
  leave: {
    zh: () => import('../locales/zh/leave.json'),
    en: () => import('../locales/en/leave.json'),
    ja: () => import('../locales/ja/leave.json'),
  },
  approvals: {
    zh: () => import('../locales/zh/approvals.json'),
    en: () => import('../locales/en/approvals.json'),
    ja: () => import('../locales/ja/approvals.json'),
  },
  inbox: {
    zh: () => import('../locales/zh/inbox.json'),
    en: () => import('../locales/en/inbox.json'),
    ja: () => import('../locales/ja/inbox.json'),
  },
  attachments: {
    zh: () => import('../locales/zh/attachments.json'),
    en: () => import('../locales/en/attachments.json'),
    ja: () => import('../locales/ja/attachments.json'),
  },
  overtime: {
    zh: () => import('../locales/zh/overtime.json'),
    en: () => import('../locales/en/overtime.json'),
    ja: () => import('../locales/ja/overtime.json'),
  },
  leaveBalance: {
    zh: () => import('../locales/zh/leave-balance.json'),
    en: () => import('../locales/en/leave-balance.json'),
    ja: () => import('../locales/ja/leave-balance.json'),
  },
  maternity: {
    zh: () => import('../locales/zh/maternity.json'),
    en: () => import('../locales/en/maternity.json'),
    ja: () => import('../locales/ja/maternity.json'),
  },
  relatives: {
    zh: () => import('../locales/zh/relatives.json'),
    en: () => import('../locales/en/relatives.json'),
    ja: () => import('../locales/ja/relatives.json'),
  },
  payment: {
    zh: () => import('../locales/zh/payment.json'),
    en: () => import('../locales/en/payment.json'),
    ja: () => import('../locales/ja/payment.json'),
  },
  leaveCancel: {
    zh: () => import('../locales/zh/leave-cancel.json'),
    en: () => import('../locales/en/leave-cancel.json'),
    ja: () => import('../locales/ja/leave-cancel.json'),
  },
  calculators: {
    zh: () => import('../locales/zh/calculators.json'),
    en: () => import('../locales/en/calculators.json'),
    ja: () => import('../locales/ja/calculators.json'),
  },
  calcTax: {
    zh: () => import('../locales/zh/calc-tax.json'),
    en: () => import('../locales/en/calc-tax.json'),
    ja: () => import('../locales/ja/calc-tax.json'),
  },
  calcWage: {
    zh: () => import('../locales/zh/calc-wage.json'),
    en: () => import('../locales/en/calc-wage.json'),
    ja: () => import('../locales/ja/calc-wage.json'),
  },
  calcWorkdays: {
    zh: () => import('../locales/zh/calc-workdays.json'),
    en: () => import('../locales/en/calc-workdays.json'),
    ja: () => import('../locales/ja/calc-workdays.json'),
  },
  calcInsurance: {
    zh: () => import('../locales/zh/calc-insurance.json'),
    en: () => import('../locales/en/calc-insurance.json'),
    ja: () => import('../locales/ja/calc-insurance.json'),
  },
  calcLeave: {
    zh: () => import('../locales/zh/calc-leave.json'),
    en: () => import('../locales/en/calc-leave.json'),
    ja: () => import('../locales/ja/calc-leave.json'),
  },
  travel: {
    zh: () => import('../locales/zh/travel.json'),
    en: () => import('../locales/en/travel.json'),
    ja: () => import('../locales/ja/travel.json'),
  },
  makeup: {
    zh: () => import('../locales/zh/makeup.json'),
    en: () => import('../locales/en/makeup.json'),
    ja: () => import('../locales/ja/makeup.json'),
  },
  addresses: {
    zh: () => import('../locales/zh/addresses.json'),
    en: () => import('../locales/en/addresses.json'),
    ja: () => import('../locales/ja/addresses.json'),
  },
  checkout: {
    zh: () => import('../locales/zh/checkout.json'),
    en: () => import('../locales/en/checkout.json'),
    ja: () => import('../locales/ja/checkout.json'),
  },
  shop: {
    zh: () => import('../locales/zh/shop.json'),
    en: () => import('../locales/en/shop.json'),
    ja: () => import('../locales/ja/shop.json'),
  },
  orders: {
    zh: () => import('../locales/zh/orders.json'),
    en: () => import('../locales/en/orders.json'),
    ja: () => import('../locales/ja/orders.json'),
  },
  activities: {
    zh: () => import('../locales/zh/activities.json'),
    en: () => import('../locales/en/activities.json'),
    ja: () => import('../locales/ja/activities.json'),
  },
  welfare: {
    zh: () => import('../locales/zh/welfare.json'),
    en: () => import('../locales/en/welfare.json'),
    ja: () => import('../locales/ja/welfare.json'),
  },
  onboarding: {
    zh: () => import('../locales/zh/onboarding.json'),
    en: () => import('../locales/en/onboarding.json'),
    ja: () => import('../locales/ja/onboarding.json'),
  },
  materials: {
    zh: () => import('../locales/zh/materials.json'),
    en: () => import('../locales/en/materials.json'),
    ja: () => import('../locales/ja/materials.json'),
  },
  newHire: {
    zh: () => import('../locales/zh/newHire.json'),
    en: () => import('../locales/en/newHire.json'),
    ja: () => import('../locales/ja/newHire.json'),
  },
  certificates: {
    zh: () => import('../locales/zh/certificates.json'),
    en: () => import('../locales/en/certificates.json'),
    ja: () => import('../locales/ja/certificates.json'),
  },
  services: {
    zh: () => import('../locales/zh/services.json'),
    en: () => import('../locales/en/services.json'),
    ja: () => import('../locales/ja/services.json'),
  },
  support: {
    zh: () => import('../locales/zh/support.json'),
    en: () => import('../locales/en/support.json'),
    ja: () => import('../locales/ja/support.json'),
  },
  workplace: {
    zh: () => import('../locales/zh/workplace.json'),
    en: () => import('../locales/en/workplace.json'),
    ja: () => import('../locales/ja/workplace.json'),
  },
  registration: {
    zh: () => import('../locales/zh/registration.json'),
    en: () => import('../locales/en/registration.json'),
    ja: () => import('../locales/ja/registration.json'),
  },
  fundTransfer: {
    zh: () => import('../locales/zh/fundTransfer.json'),
    en: () => import('../locales/en/fundTransfer.json'),
    ja: () => import('../locales/ja/fundTransfer.json'),
  },
  counterPosition: {
    zh: () => import('../locales/zh/counterPosition.json'),
    en: () => import('../locales/en/counterPosition.json'),
    ja: () => import('../locales/ja/counterPosition.json'),
  },
  // Issue 18 real-name:
  realName: {
    zh: () => import('../locales/zh/real-name.json'),
    en: () => import('../locales/en/real-name.json'),
    ja: () => import('../locales/ja/real-name.json'),
  },
  // Issue 18 part 2: the income declaration and the tax trial.
  declaration: {
    zh: () => import('../locales/zh/declaration.json'),
    en: () => import('../locales/en/declaration.json'),
    ja: () => import('../locales/ja/declaration.json'),
  },
  // Issue 18 pay records
  payRecords: {
    zh: () => import('../locales/zh/payRecords.json'),
    en: () => import('../locales/en/payRecords.json'),
    ja: () => import('../locales/ja/payRecords.json'),
  },
  /** The server's messages (packages/shared/src/i18n/messages-<lang>.ts, see server-messages.ts). */
  messages: {
    zh: () => import('./server-messages').then((m) => m.messagesNamespace('zh')),
    en: () => import('./server-messages').then((m) => m.messagesNamespace('en')),
    ja: () => import('./server-messages').then((m) => m.messagesNamespace('ja')),
  },
  // Issue 18 deductions:
  deductions: {
    zh: () => import('../locales/zh/deductions.json'),
    en: () => import('../locales/en/deductions.json'),
    ja: () => import('../locales/ja/deductions.json'),
  },
} satisfies Record<string, Record<TLanguage, () => TCatalogueModule>>;
export type TFeatureNamespace = keyof typeof featureCatalogues;
const wantedNamespaces = new Set<TFeatureNamespace>();

async function loadFeatureNamespace(namespace: TFeatureNamespace, language: TLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return;
  const { default: resources } = await featureCatalogues[namespace][language]();
  i18next.addResourceBundle(language, namespace, resources);
}

/** Makes a feature's catalogues available in the current language (and in any chosen later). */
export async function loadNamespaces(namespaces: readonly TFeatureNamespace[]): Promise<void> {
  for (const namespace of namespaces) wantedNamespaces.add(namespace);
  const language = (i18next.language as TLanguage | undefined) ?? useSessionStore.getState().language;
  await Promise.all(namespaces.map((namespace) => loadFeatureNamespace(namespace, language)));
}

/**
 * Starts downloading a screen's catalogues before i18next is ready (the route preload at start-up,
 * app/preload-route.ts); `loadNamespaces` adds them when the screen renders, by then from the cache.
 */
export function prefetchNamespaces(
  namespaces: readonly TFeatureNamespace[],
  language: TLanguage,
): Promise<unknown> {
  return Promise.all(namespaces.map((namespace) => featureCatalogues[namespace][language]()));
}

async function loadLanguage(language: TLanguage): Promise<void> {
  await Promise.all([
    loadKitLocale(language),
    ...[...wantedNamespaces].map((namespace) => loadFeatureNamespace(namespace, language)),
  ]);
  if (i18next.hasResourceBundle(language, 'common')) return;
  const { default: bundles } = await catalogues[language]();
  for (const [namespace, resources] of Object.entries(bundles)) {
    i18next.addResourceBundle(language, namespace, resources);
  }
}

export async function initI18n(): Promise<void> {
  const { language } = useSessionStore.getState();
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    // Every catalogue is complete (checked by a unit test), so no second language is downloaded.
    fallbackLng: false,
    ns: ['common', 'account', 'menu'],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  await loadLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  document.title = i18next.t('common:appName');
  // Listened to from here on: init's own change comes before any catalogue, and a title
  // translated then is the bare key, paid for in the start-up script's one long task.
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = HTML_LANG[lng as TLanguage] ?? lng;
    document.title = i18next.t('common:appName');
  });
}

/** Loads the catalogue first so the screen never shows raw keys, then switches and remembers. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  useSessionStore.getState().setLanguage(language);
}

/**
 * Translates a validation message from a shared zod schema ('validation.required') for a field;
 * anything else zod may say (a library default) falls back to the generic "not valid" message.
 * Needs the `messages` namespace (platform/server-messages.ts).
 */
export function validationMessage(message: string | undefined, field: string): string {
  const name = i18next.t(`messages:field.${field}`);
  const key = message?.startsWith('validation.') ? message : 'validation.invalid';
  return i18next.t(`messages:${key}`, { name });
}

export { i18next };
