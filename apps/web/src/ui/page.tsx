import SafeArea from 'antd-mobile/es/components/safe-area';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from './line-icon';
import { useGoBack } from './use-go-back';

const BACK_ARROW = 'M15 5l-7 7 7 7';

/**
 * A page with a native-looking top bar; `back={false}` for pages with nowhere to go back to, `onBack`
 * for a screen that decides where back leads. The bar is our own rather than antd-mobile's NavBar,
 * whose back arrow is an unnamed, unfocusable div inside a role="button" wrapper.
 */
export function Page({
  title,
  children,
  back = true,
  onBack,
}: {
  title: string;
  children: ReactNode;
  back?: boolean;
  onBack?: () => void;
}) {
  const { t } = useTranslation('common');
  const goBack = useGoBack();
  return (
    <div className="page">
      <SafeArea position="top" />
      <header className="page__bar">
        {back ? (
          <button type="button" className="page__back" aria-label={t('back')} onClick={onBack ?? goBack}>
            <LineIcon path={BACK_ARROW} />
          </button>
        ) : (
          <span className="page__back" />
        )}
        <div className="page__title">{title}</div>
        <span className="page__back" />
      </header>
      <main className="page__body">{children}</main>
      <SafeArea position="bottom" />
    </div>
  );
}
