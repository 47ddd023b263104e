import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../platform/paths';
import { Page } from '../../../ui/page';
import '../travel.css';

/** /CommonsWorkOuttingCancelDetailSuccess?ApplyId&name&localTravelCancelID: the cancellation went out. */
export function OutingCancelSuccessPage() {
  const { t } = useTranslation('travel');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cancelId = params.get('localTravelCancelID') ?? params.get('ApplyId') ?? '';
  return (
    <Page title={t('title.cancelSuccess')} back={false}>
      <section className="notice travel-success">
        <div className="notice__icon travel-success__icon" aria-hidden="true">
          ✓
        </div>
        <h1 className="notice__title">{t('cancel.createSuccess')}</h1>
        <p className="notice__text">{t('cancel.successText')}</p>
        <div className="travel-actions">
          <Button
            block
            color="primary"
            size="large"
            onClick={() =>
              navigate(`/CommonsWorkOuttingCancelDetail?ApplyId=${cancelId}&type=0`, { replace: true })
            }
          >
            {t('cancel.toDetail')}
          </Button>
          <Button
            block
            size="large"
            onClick={() => navigate('/ApplicationInquiry?Type=6', { replace: true })}
          >
            {t('cancel.toList')}
          </Button>
          <Button block size="large" fill="none" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('cancel.toHome')}
          </Button>
        </div>
      </section>
    </Page>
  );
}
