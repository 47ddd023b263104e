import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../platform/paths';
import { Page } from '../ui/page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('notFound.title')}>
      <section className="notice">
        <div className="notice__icon" aria-hidden="true">
          ?
        </div>
        <h1 className="notice__title">{t('notFound.title')}</h1>
        <p className="notice__text">{t('notFound.description')}</p>
        <Button block color="primary" size="large" onClick={() => navigate(HOME_PATH, { replace: true })}>
          {t('notFound.home')}
        </Button>
      </section>
    </Page>
  );
}
