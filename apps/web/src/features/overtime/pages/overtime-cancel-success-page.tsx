import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../platform/paths';
import { Page } from '../../../ui/page';
import '../overtime.css';

const NAMES = ['submitted', 'saved', 'recalled', 'deleted'] as const;
type TName = (typeof NAMES)[number];

/** /CommonsOverTimeCancelDetailSuccess?applyId&name: what happened to the cancellation, and the way on. */
export function OvertimeCancelSuccessPage() {
  const { t } = useTranslation('overtime');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('name') ?? '';
  const name: TName = (NAMES as readonly string[]).includes(raw) ? (raw as TName) : 'submitted';
  const applyId = params.get('applyId') ?? '';
  return (
    <Page title={t(`cancelDone.${name}`)} back={false}>
      <section className="notice ot-success">
        <div className="notice__icon ot-success__icon" aria-hidden="true">
          ✓
        </div>
        <h1 className="notice__title">{t(`cancelDone.${name}`)}</h1>
        <div className="ot-success__actions">
          {applyId && name !== 'deleted' ? (
            <Button
              block
              color="primary"
              size="large"
              onClick={() => navigate(`/CommonsOverTimeCancelDetail?applyId=${applyId}`, { replace: true })}
            >
              {t('cancelDone.view')}
            </Button>
          ) : null}
          <Button
            block
            size="large"
            onClick={() => navigate('/ApplicationInquiry?Type=5', { replace: true })}
          >
            {t('cancelDone.toInquiry')}
          </Button>
          <Button block size="large" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('cancelDone.home')}
          </Button>
        </div>
      </section>
    </Page>
  );
}
