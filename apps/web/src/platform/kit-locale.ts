import type { TLanguage } from '@ehome/shared/constants';
import { getDefaultConfig, setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import zhCN from 'antd-mobile/es/locales/zh-CN';

/**
 * antd-mobile's own texts (picker buttons, aria-labels of search bars, selectors and steppers). Its
 * default is Chinese, which it bundles anyway; the other languages download with the app's catalogue.
 */
const loaders: Record<TLanguage, () => Promise<Locale>> = {
  zh: async () => zhCN,
  en: async () => (await import('antd-mobile/es/locales/en-US')).default,
  // ja-JP has no name for the selector and would fall back to English.
  ja: async () => {
    const jaJP = (await import('antd-mobile/es/locales/ja-JP')).default;
    return { ...jaJP, Selector: { name: '選択肢' } };
  },
};

const loaded: Partial<Record<TLanguage, Locale>> = { zh: zhCN };

/**
 * Loads the kit's texts for `language` and makes them the default, which is what the kit's imperative
 * dialogs and toasts read (they render outside the React tree, so no provider reaches them).
 */
export async function loadKitLocale(language: TLanguage): Promise<Locale> {
  const locale = loaded[language] ?? (await loaders[language]());
  loaded[language] = locale;
  setDefaultConfig({ ...getDefaultConfig(), locale });
  return locale;
}

/** The kit's texts for a language already loaded (loadKitLocale runs before a language is used). */
export function kitLocale(language: TLanguage): Locale {
  return loaded[language] ?? zhCN;
}
