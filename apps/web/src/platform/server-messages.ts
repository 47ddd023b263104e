import type { TLanguage } from '@ehome/shared/constants';
import { loadNamespaces } from './i18n';
import { namespaceTree } from './namespace-tree';

/**
 * The server's messages (validation.*, error.*, field.*, leave.*, ...: packages/shared/src/i18n) as
 * the i18next namespace `messages`, read by `serverMessage` (server-message.ts) and by i18next's
 * t(). One language at a time: each language is its own chunk, so a form downloads only the
 * language it shows, and a language switch loads the new one (`messages` is a feature namespace
 * of platform/i18n.ts). Screens that show them at once declare the namespace on their route; code
 * that needs them later (a form's first check, a lazy dialog) awaits `ensureServerMessages` or
 * loads through `withServerMessages`.
 */
const byLanguage = {
  zh: () => import('@ehome/shared/i18n/messages-zh'),
  en: () => import('@ehome/shared/i18n/messages-en'),
  ja: () => import('@ehome/shared/i18n/messages-ja'),
} satisfies Record<TLanguage, () => Promise<{ default: Readonly<Record<string, string>> }>>;

/** The `messages` namespace in one language (the loader of platform/i18n.ts). */
export async function messagesNamespace(language: TLanguage) {
  const { default: catalogue } = await byLanguage[language]();
  return { default: namespaceTree(catalogue) };
}

/** Resolves once the `messages` namespace is there in the current language (and any chosen later). */
export function ensureServerMessages(): Promise<void> {
  return loadNamespaces(['messages']);
}

/** A lazy import that resolves with the `messages` namespace loaded too. */
export function withServerMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensureServerMessages()]).then(([loaded]) => loaded);
}
