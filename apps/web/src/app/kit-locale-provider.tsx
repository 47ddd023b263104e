import type { TLanguage } from '@ehome/shared/constants';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kitLocale } from '../platform/kit-locale';

/** antd-mobile's texts follow the app's language (i18n loads them before it switches). */
export function KitLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ConfigProvider locale={kitLocale(i18n.language as TLanguage)}>{children}</ConfigProvider>;
}
