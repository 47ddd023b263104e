import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../platform/paths';
import { Page } from '../../../ui/page';
import { successKindOf } from '../success-kind';
import '../leave.css';

/**
 * /CommonApplicationforleaveSuccsess?Type (spec 1 §2): the title follows Type; after an approval the
 * way on is the approval list, otherwise the applicant's own list.
 */
export function LeaveSuccessPage() {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = successKindOf(params.get('Type'));
  const listPath = kind === 'ApprovalProcess' ? '/ApprovalProcessLeave' : '/ApplicationInquiry';

  return (
    <Page title={t(`success.title.${kind}`)} back={false}>
      <section className="notice leave-success">
        <div className={`notice__icon leave-success__icon leave-success__icon--${kind}`} aria-hidden="true">
          ✓
        </div>
        <h1 className="notice__title">{t(`success.title.${kind}`)}</h1>
        <p className="notice__text">{t(`success.text.${kind}`)}</p>
        <div className="leave-success__actions">
          <Button block color="primary" size="large" onClick={() => navigate(listPath, { replace: true })}>
            {t(kind === 'ApprovalProcess' ? 'success.toApprovals' : 'success.toInquiry')}
          </Button>
          <Button block size="large" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('success.home')}
          </Button>
        </div>
      </section>
    </Page>
  );
}
