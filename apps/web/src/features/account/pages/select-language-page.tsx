import { LANGUAGES, type TLanguage } from '@ehome/shared/constants';
import CheckList from 'antd-mobile/es/components/check-list';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, switchLanguage } from '../../../platform/i18n';
import { useSessionStore } from '../../../platform/session-store';
import { Page } from '../../../ui/page';
import { useGoBack } from '../../../ui/use-go-back';

/** /selectLanuage (spec path spelling): the interface language, kept on this device. */
export function SelectLanguagePage() {
  const { t } = useTranslation('account');
  const language = useSessionStore((state) => state.language);
  const goBack = useGoBack();

  const choose = async (values: (string | number)[]) => {
    const next = values[0] as TLanguage | undefined;
    if (!next || next === language) return;
    await switchLanguage(next);
    // Like a native picker: choosing closes the page.
    goBack();
  };

  return (
    <Page title={t('language.title')}>
      <CheckList mode="card" value={[language]} onChange={(values) => void choose(values)}>
        {LANGUAGES.map((lng) => (
          <CheckList.Item key={lng} value={lng}>
            <span lang={lng}>{LANGUAGE_NAMES[lng]}</span>
          </CheckList.Item>
        ))}
      </CheckList>
      <p className="hint">{t('language.hint')}</p>
    </Page>
  );
}
