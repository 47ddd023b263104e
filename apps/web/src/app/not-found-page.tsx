import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../platform/paths';
import { Page } from '../ui/page';

/**
 * A route with no screen, or (`incompleteLink`) a screen opened without the id it shows, as from a
 * link cut short: either way, the way home.
 */
export function NotFoundPage({ reason = 'notFound' }: { reason?: 'notFound' | 'incompleteLink' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t(`${reason}.title`)}>
      <section className="notice">
        <div className="notice__icon" aria-hidden="true">
          ?
        </div>
        <h1 className="notice__title">{t(`${reason}.title`)}</h1>
        <p className="notice__text">{t(`${reason}.description`)}</p>
        <Button block color="primary" size="large" onClick={() => navigate(HOME_PATH, { replace: true })}>
          {t('notFound.home')}
        </Button>
      </section>
    </Page>
  );
}
