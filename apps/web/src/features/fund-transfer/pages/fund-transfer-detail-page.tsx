import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/http-client';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { ApproveStatusTag, AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { useFundTransfer } from '../api/fund-transfer';
import { TransferSummary } from '../components/transfer-summary';
import '../fund-transfer.css';

/**
 * /FundTransferDetail?ApplyId= (spec 3 §2.3): one fund transfer for its owner, or for HR with the
 * approve and reject actions the server offers (the approvals engine decides who may see it).
 */
export function FundTransferDetailPage() {
  const { t } = useTranslation('fundTransfer');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applyId = params.get('ApplyId') ?? '';
  const detail = useFundTransfer(applyId || undefined);
  const data = detail.data;
  const apply = data?.applyEntity ?? null;
  return (
    <Page title={t('detailTitle')}>
      {data?.transfer && apply ? (
        <div className="fund-page">
          <section className="fund-card">
            <div className="fund-head">
              <h1 className="fund-head__title">{apply.categoryName}</h1>
              <ApproveStatusTag status={apply.approveStatus} />
            </div>
            <p className="fund-muted">
              {apply.empName}
              {apply.empNo ? ` (${apply.empNo})` : ''}
            </p>
            <TransferSummary transfer={data.transfer} status={apply.approveStatusText} />
          </section>
          <section className="fund-card">
            <AuditTrail applyId={apply.applyId} />
          </section>
          {apply.taskId && apply.actionList.length > 0 ? (
            <section className="fund-card">
              <LazyApprovalActionPanel
                applyId={apply.applyId}
                taskId={apply.taskId}
                actions={apply.actionList}
                onDone={() => navigate('/FundTransferApproval?tab=1', { replace: true })}
              />
            </section>
          ) : null}
        </div>
      ) : detail.isError || (data && !data.transfer) ? (
        <section className="fund-card fund-state">
          <p role="alert">{detail.error?.message || t('loadFailed')}</p>
          {detail.error instanceof ApiError && detail.error.kind === 'business' ? null : (
            <Button color="primary" fill="outline" onClick={() => void detail.refetch()}>
              {t('retry')}
            </Button>
          )}
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}
