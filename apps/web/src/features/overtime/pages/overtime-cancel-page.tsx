import { OVERTIME_REMARK_MAX } from '@ehome/shared/overtime/constants';
import type { TOvertimeCancelDetail } from '@ehome/shared/overtime/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { ApproveStatusTag, AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { useCancel, useCancelOwnerAction, useUpdateCancel } from '../api/cancel';
import { invalidateOvertime } from '../api/keys';
import { DetailRow } from '../components/detail-row';
import { FieldError } from '../components/field-error';
import { hoursText } from '../format';
import '../overtime.css';

const APPROVER_PATH = '/overtimeapprovaldetailscancel';

/**
 * /CommonsOverTimeCancelDetail?applyId (the owner: file, edit, submit, withdraw or delete the
 * cancellation of an approved overtime) and /OvertimeapprovalDetailsCancel?applyId (its approver).
 * applyId is the cancellation's, or the overtime's when a new cancellation is filed.
 */
export function OvertimeCancelPage() {
  const { t } = useTranslation('overtime');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const approving = pathname.toLowerCase() === APPROVER_PATH;
  const id = params.get('applyId') ?? params.get('ApplyId') ?? '';
  const detail = useCancel(id);
  return (
    <Page title={t(approving ? 'cancel.approveTitle' : 'cancel.title')}>
      {detail.data ? (
        <CancelDetail detail={detail.data} approving={approving} />
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

function CancelDetail({ detail, approving }: { detail: TOvertimeCancelDetail; approving: boolean }) {
  const { t } = useTranslation('overtime');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState(detail.remark);
  const [error, setError] = useState<string>();
  const update = useUpdateCancel();
  const owner = useCancelOwnerAction();
  const mine = detail.isOwner && !approving;
  const canRecall = mine && detail.applyId !== null && detail.approveStatus === 1;
  const canDelete =
    mine && detail.applyId !== null && (detail.approveStatus === 0 || detail.approveStatus === 3);
  const editing = mine && detail.canEdit;
  const busy = update.isPending || owner.isPending;
  const done = (applyId: string, name: string) =>
    navigate(`/CommonsOverTimeCancelDetailSuccess?applyId=${applyId}&name=${name}`, { replace: true });

  const save = async (approveStatus: 0 | 1) => {
    if (approveStatus === 1 && remark.trim() === '') {
      setError(t('cancel.remarkRequired'));
      return;
    }
    try {
      const saved = await update.mutateAsync({
        ApplyId: detail.overtimeApplyId,
        remark: remark.trim(),
        approveStatus,
      });
      done(saved.applyId, approveStatus === 1 ? 'submitted' : 'saved');
    } catch (failure) {
      showToast(failure instanceof Error && failure.message ? failure.message : t('form.failed'));
    }
  };

  const act = async (action: 'RecallCancel' | 'DeleteCancel') => {
    const key = action === 'RecallCancel' ? 'recall' : 'destroy';
    if (!(await showConfirm(t(`view.confirm.${key}`), t(`view.action.${key}`)))) return;
    try {
      await owner.mutateAsync({ action, applyId: detail.applyId as string });
      done(detail.applyId as string, action === 'RecallCancel' ? 'recalled' : 'deleted');
    } catch (failure) {
      showToast(failure instanceof Error && failure.message ? failure.message : t('form.failed'));
    }
  };

  const hasActions = editing || canRecall || canDelete;
  return (
    <div className={hasActions ? 'ot-page--actions' : undefined}>
      <section className="ot-card ot-card--padded">
        <div className="ot-detail__head">
          <h1 className="ot-detail__category">{detail.categoryName}</h1>
          {detail.approveStatus !== null ? <ApproveStatusTag status={detail.approveStatus} /> : null}
        </div>
        <dl className="ot-detail__list">
          {detail.applyNo ? <DetailRow label={t('cancel.applyNo')}>{detail.applyNo}</DetailRow> : null}
          <DetailRow label={t('cancel.overtimeNo')}>{detail.overtimeApplyNo}</DetailRow>
          <DetailRow label={t('view.applicant')}>
            {detail.empName}
            {detail.empNo ? ` (${detail.empNo})` : ''}
          </DetailRow>
          <DetailRow label={t('form.start')}>{detail.startTime}</DetailRow>
          <DetailRow label={t('form.end')}>{detail.endTime}</DetailRow>
          <DetailRow label={t('form.length')}>
            {t('form.hours', { count: Number(hoursText(detail.timeLength)) })}
          </DetailRow>
          {detail.transferTypeText ? (
            <DetailRow label={t('form.transfer')}>{detail.transferTypeText}</DetailRow>
          ) : null}
          {detail.overtimeRemark ? (
            <DetailRow label={t('form.remark')}>{detail.overtimeRemark}</DetailRow>
          ) : null}
        </dl>
      </section>

      <section className="ot-card ot-remark">
        {editing ? (
          <>
            <label className="ot-remark__label" htmlFor="ot-cancel-remark">
              {t('cancel.remark')}
            </label>
            <GrowingTextArea
              id="ot-cancel-remark"
              value={remark}
              onChange={(value) => {
                setRemark(value);
                setError(undefined);
              }}
              placeholder={t('cancel.remarkPlaceholder')}
              maxLength={OVERTIME_REMARK_MAX}
              showCount
              rows={{ minRows: 3, maxRows: 6 }}
            />
            <FieldError message={error} />
          </>
        ) : (
          <>
            <h2 className="ot-card__title">{t('cancel.remark')}</h2>
            <p className="ot-detail__remark">{detail.remark || '—'}</p>
          </>
        )}
      </section>

      {detail.applyId ? (
        <section className="ot-card ot-card--padded">
          <AuditTrail applyId={detail.applyId} />
        </section>
      ) : null}

      {approving && detail.applyId && detail.taskId ? (
        <section className="ot-card ot-card--padded">
          <LazyApprovalActionPanel
            applyId={detail.applyId}
            taskId={detail.taskId}
            actions={detail.actionList}
            onDone={() => {
              void invalidateOvertime(queryClient);
              navigate('/ApprovalProcessOutgoCancel', { replace: true });
            }}
          />
        </section>
      ) : null}

      {hasActions ? (
        <div className="ot-actions">
          {editing ? (
            <>
              <Button
                className="ot-actions__button"
                size="large"
                disabled={busy}
                onClick={() => void save(0)}
              >
                {t('form.saveDraft')}
              </Button>
              <Button
                className="ot-actions__button"
                size="large"
                color="primary"
                loading={update.isPending}
                disabled={busy}
                onClick={() => void save(1)}
              >
                {t('form.submit')}
              </Button>
            </>
          ) : null}
          {canRecall ? (
            <Button
              className="ot-actions__button"
              size="large"
              color="warning"
              fill="outline"
              disabled={busy}
              onClick={() => void act('RecallCancel')}
            >
              {t('view.action.recall')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              className="ot-actions__button"
              size="large"
              color="danger"
              fill="outline"
              disabled={busy}
              onClick={() => void act('DeleteCancel')}
            >
              {t('view.action.destroy')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
