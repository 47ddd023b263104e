import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page';
import { useApprovalCounts } from '../api/get-approval-counts';
import { waitingTarget } from '../approval-lists';
import { HubGrid } from '../components/hub-grid';
import '../approvals.css';

/**
 * /Approvalquery, the approval menu entry: how many requests wait for me and how many I handled,
 * each opening its view (the waiting list of the one kind waiting, else the hub; /Approvalquerylist), then the kinds with their pending counts.
 */
export function ApprovalQueryPage() {
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  const counts = useApprovalCounts();
  const figure = (value: number | undefined) =>
    counts.isPending ? '–' : counts.isError ? '!' : String(value ?? 0);

  return (
    <Page title={t('query.title')}>
      <div className="approval-summary">
        <button
          type="button"
          className="approval-summary__tile approval-summary__tile--pending"
          onClick={() => navigate(waitingTarget(counts.data))}
        >
          <span className="approval-summary__value">{figure(counts.data?.totalPending)}</span>
          <span className="approval-summary__label">{t('query.pending')}</span>
        </button>
        <button
          type="button"
          className="approval-summary__tile"
          onClick={() => navigate('/Approvalquerylist')}
        >
          <span className="approval-summary__value">{figure(counts.data?.processed)}</span>
          <span className="approval-summary__label">{t('query.processed')}</span>
        </button>
      </div>
      {counts.isError && (
        <p className="request-list__state" role="alert">
          {t('query.failed')}{' '}
          <button type="button" className="approvals-link" onClick={() => void counts.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      <h2 className="approvals-heading">{t('query.byKind')}</h2>
      <HubGrid counts={counts.data} tab={0} />
    </Page>
  );
}
