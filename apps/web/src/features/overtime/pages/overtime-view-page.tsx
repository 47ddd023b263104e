import { ownerActions } from '@ehome/shared/approvals/owner-rules';
import { OVERTIME_ATTACHMENT_KEY_TYPE } from '@ehome/shared/overtime/constants';
import type { TOvertimeDetail } from '@ehome/shared/overtime/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useGoBack } from '../../../ui/use-go-back';
import { ApproveStatusTag, AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { useOvertime } from '../api/get-overtime';
import { invalidateOvertime } from '../api/keys';
import { useOwnerAction } from '../api/owner-actions';
import { DetailRow } from '../components/detail-row';
import { hoursText } from '../format';
import '../overtime.css';

/**
 * /OverTimeView?ApplyId&name (spec 1 §2): an overtime request as its owner sees it (edit, submit,
 * withdraw, delete by status; cancel once approved) or, with name=ApprovalProcess, as its approver
 * (the action panel), with the trail and the approvers' comments.
 */
export function OvertimeViewPage() {
  const { t } = useTranslation('overtime');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const id = params.get('ApplyId') ?? '';
  const approving = params.get('name') === 'ApprovalProcess';
  const detail = useOvertime(id);
  const onBack = () =>
    params.get('name') === 'ApplicationInquiry'
      ? navigate('/ApplicationInquiry?Type=1', { replace: true })
      : goBack();

  return (
    <Page title={t('view.title')} onBack={onBack}>
      {detail.data ? (
        <OvertimeDetail detail={detail.data} approving={approving} />
      ) : detail.isError ? (
        <section className="notice">
          <p className="notice__text" role="alert">
            {detail.error.message || t('view.loadFailed')}
          </p>
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function OvertimeDetail({ detail, approving }: { detail: TOvertimeDetail; approving: boolean }) {
  const { t } = useTranslation('overtime');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owner = useOwnerAction();
  const may = ownerActions(detail.approveStatus, detail.isOwner && !approving);
  const canCancel = detail.isOwner && !approving && detail.approveStatus === 2 && !detail.cancelled;
  const hasActions = may.edit || may.submit || may.recall || may.destroy || canCancel;

  const run = async (action: 'Recall' | 'Destory') => {
    const key = action === 'Recall' ? 'recall' : 'destroy';
    if (!(await showConfirm(t(`view.confirm.${key}`), t(`view.action.${key}`)))) return;
    try {
      await owner.mutateAsync({ action, applyId: detail.overtimeApplyId });
      showToast(t(`view.done.${key}`));
      navigate('/ApplicationInquiry?Type=1', { replace: true });
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : t('form.failed'));
    }
  };

  return (
    <div className={hasActions ? 'ot-page--actions' : undefined}>
      <section className="ot-card ot-card--padded">
        <div className="ot-detail__head">
          <h1 className="ot-detail__category">{detail.categoryDisplayName}</h1>
          {detail.cancelled ? (
            <Tag color="default" fill="outline">
              {t('view.cancelled')}
            </Tag>
          ) : (
            <ApproveStatusTag status={detail.approveStatus} />
          )}
        </div>
        <dl className="ot-detail__list">
          <DetailRow label={t('view.applyNo')}>{detail.applyNo}</DetailRow>
          <DetailRow label={t('view.applicant')}>
            {detail.empName}
            {detail.empNo ? ` (${detail.empNo})` : ''}
          </DetailRow>
          <DetailRow label={t('form.start')}>{detail.startTime}</DetailRow>
          <DetailRow label={t('form.end')}>{detail.endTime}</DetailRow>
          {detail.customFields.includes('DiningTime') ? (
            <DetailRow label={t('form.dining')}>{t('form.hours', { count: detail.diningTime })}</DetailRow>
          ) : null}
          <DetailRow label={t('form.length')}>
            <span className="ot-length">
              {t('form.hours', { count: Number(hoursText(detail.timeLength)) })}
            </span>
          </DetailRow>
          {detail.transferTypeText ? (
            <DetailRow label={t('form.transfer')}>{detail.transferTypeText}</DetailRow>
          ) : null}
          <DetailRow label={t('view.createdAt')}>{detail.submittedAt ?? detail.createdAt}</DetailRow>
        </dl>
      </section>

      {detail.remark ? (
        <section className="ot-card ot-card--padded">
          <h2 className="ot-card__title">{t('form.remark')}</h2>
          <p className="ot-detail__remark">{detail.remark}</p>
        </section>
      ) : null}

      {detail.attachmentCount > 0 || detail.cancelApplyId ? (
        <div className="ot-links">
          {detail.attachmentCount > 0 ? (
            <Link
              to={`/AttachmentList?keyType=${OVERTIME_ATTACHMENT_KEY_TYPE}&keyId=${detail.overtimeApplyId}`}
            >
              {t('view.attachments', { count: detail.attachmentCount })}
            </Link>
          ) : null}
          {detail.cancelApplyId ? (
            <Link to={`/CommonsOverTimeCancelDetail?applyId=${detail.cancelApplyId}`}>
              {t('view.toCancellation')}
            </Link>
          ) : null}
        </div>
      ) : null}

      <section className="ot-card ot-card--padded">
        <AuditTrail applyId={detail.overtimeApplyId} />
      </section>

      {approving && detail.taskId ? (
        <section className="ot-card ot-card--padded">
          <LazyApprovalActionPanel
            applyId={detail.overtimeApplyId}
            taskId={detail.taskId}
            actions={detail.actionList}
            onDone={() => {
              void invalidateOvertime(queryClient);
              navigate('/ApprovalProcessOvertime', { replace: true });
            }}
          />
        </section>
      ) : null}

      {hasActions ? (
        <div className="ot-actions">
          {may.edit ? (
            <Button
              className="ot-actions__button"
              size="large"
              color="primary"
              onClick={() => navigate(`/Overtimeapplication?ApplyId=${detail.overtimeApplyId}`)}
            >
              {t('view.action.edit')}
            </Button>
          ) : null}
          {may.recall ? (
            <Button
              className="ot-actions__button"
              size="large"
              color="warning"
              fill="outline"
              disabled={owner.isPending}
              onClick={() => void run('Recall')}
            >
              {t('view.action.recall')}
            </Button>
          ) : null}
          {may.destroy ? (
            <Button
              className="ot-actions__button"
              size="large"
              color="danger"
              fill="outline"
              disabled={owner.isPending}
              onClick={() => void run('Destory')}
            >
              {t('view.action.destroy')}
            </Button>
          ) : null}
          {canCancel ? (
            <Button
              className="ot-actions__button"
              size="large"
              color="warning"
              fill="outline"
              onClick={() => navigate(`/CommonsOverTimeCancelDetail?applyId=${detail.overtimeApplyId}`)}
            >
              {t('view.action.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
