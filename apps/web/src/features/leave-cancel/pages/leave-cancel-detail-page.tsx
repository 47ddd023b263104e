import type { TLeaveCancelDetail } from '@ehome/shared/leave-cancel/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useGoBack } from '../../../ui/use-go-back';
import { ApproveStatusTag, AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { DetailRow, ownerActions, successPath, type TOwnerAction, viewMode } from '../../leave';
import { useLeaveCancel, useLeaveCancelAction, useSaveLeaveCancel } from '../api/leave-cancel';
import { LeaveSummary, LoadFailed } from '../components/leave-summary';
import '../../../ui/request-page.css';

/** /LeaveCancelDetail?applyId&name: a leave cancellation (销假) for its owner or its approver. */
export function LeaveCancelDetailPage() {
  const { t } = useTranslation('leaveCancel');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const applyId = params.get('applyId') ?? params.get('ApplyId') ?? '';
  const detail = useLeaveCancel({ applyId });
  const onBack = () =>
    params.get('name') === 'ApplicationDestory'
      ? navigate('/ApplicationInquiry?Type=8', { replace: true })
      : goBack();
  return (
    <Page title={t('view.title')} onBack={onBack}>
      {detail.data?.applyEntity ? (
        <CancelView detail={detail.data} />
      ) : detail.isError ? (
        <LoadFailed error={detail.error} retry={() => void detail.refetch()} />
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

const COLORS: Record<TOwnerAction, 'primary' | 'default' | 'danger' | 'warning'> = {
  submit: 'primary',
  edit: 'default',
  recall: 'warning',
  destroy: 'danger',
};

function CancelView({ detail }: { detail: TLeaveCancelDetail }) {
  const { t } = useTranslation('leaveCancel');
  const navigate = useNavigate();
  const action = useLeaveCancelAction();
  const save = useSaveLeaveCancel();
  const apply = detail.applyEntity as NonNullable<TLeaveCancelDetail['applyEntity']>;
  const mode = viewMode(apply);
  const buttons = ownerActions(apply);
  const unit = (count: number) => t(detail.leave.uom === 1 ? 'days' : 'hours', { count });
  const whole = detail.cancelFrom === detail.leave.startTime.slice(0, 10);

  const run = async (which: TOwnerAction) => {
    if (which === 'edit') {
      navigate(`/LeaveCancel?applyId=${encodeURIComponent(apply.applyId)}`);
      return;
    }
    if (!(await showConfirm(t(`view.confirm.${which}`), t(`view.action.${which}`)))) return;
    try {
      if (which === 'submit') {
        await save.mutateAsync({
          isNew: false,
          body: {
            LeaveApplyId: detail.leave.applyId,
            ApplyId: apply.applyId,
            CancelFrom: detail.cancelFrom,
            Remark: detail.remark,
            approveStatus: 1,
          },
        });
        navigate(successPath('ApplicationInquiry'), { replace: true });
      } else if (which === 'recall') {
        await action.mutateAsync({ action: 'Recall', applyId: apply.applyId });
        showToast(t('view.recalled'));
        navigate('/ApplicationInquiry?Type=8', { replace: true });
      } else {
        await action.mutateAsync({ action: 'Destory', applyId: apply.applyId });
        showToast(t('view.deleted'));
        navigate(successPath('ApplicationDestory'), { replace: true });
      }
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : t('failed'));
    }
  };

  return (
    <div className={`mat-page${buttons.length > 0 ? ' mat-page--actions' : ''}`}>
      <section className="mat-card">
        <div className="mat-head">
          <h1 className="mat-head__title">{t('view.heading', { category: apply.categoryName })}</h1>
          <ApproveStatusTag status={apply.approveStatus} />
        </div>
        <dl className="mat-list">
          <DetailRow label={t('view.applyNo')}>{apply.applyNo}</DetailRow>
          <DetailRow label={t('view.applicant')}>
            {apply.empName}
            {apply.empNo ? ` (${apply.empNo})` : ''}
          </DetailRow>
          <DetailRow label={t('form.from')}>
            {whole ? t('view.whole', { date: detail.cancelFrom }) : detail.cancelFrom}
          </DetailRow>
          <DetailRow label={t('form.returned')}>
            <strong className="mat-total">{unit(detail.cancelLength)}</strong>
          </DetailRow>
          <DetailRow label={t('form.remark')}>{detail.remark}</DetailRow>
        </dl>
      </section>
      <LeaveSummary leave={detail.leave} />
      <section className="mat-card">
        <AuditTrail applyId={apply.applyId} />
      </section>
      {mode === 'approve' && apply.taskId ? (
        <section className="mat-card">
          <LazyApprovalActionPanel
            applyId={apply.applyId}
            taskId={apply.taskId}
            actions={apply.actionList}
            onDone={() => navigate(successPath('ApprovalProcess'), { replace: true })}
          />
        </section>
      ) : null}
      {buttons.length > 0 ? (
        <div className="mat-actions">
          {buttons.map((which) => (
            <Button
              key={which}
              block
              size="large"
              color={COLORS[which]}
              fill={which === 'submit' ? 'solid' : 'outline'}
              disabled={action.isPending || save.isPending}
              onClick={() => void run(which)}
            >
              {t(`view.action.${which}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
