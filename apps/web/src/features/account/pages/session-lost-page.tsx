import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../platform/paths';
import { Page } from '../../../ui/page';

/** /empty: where a 401/403 without a target path lands after the session was cleared (spec 1 §8). */
export function SessionLostPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Page title={t('common:appName')} back={false}>
      <section className="notice">
        <div className="notice__icon" aria-hidden="true">
          !
        </div>
        <h1 className="notice__title">{t('empty.title')}</h1>
        <p className="notice__text">{t('empty.description')}</p>
        <Button block color="primary" size="large" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
          {t('empty.toLogin')}
        </Button>
      </section>
    </Page>
  );
}
