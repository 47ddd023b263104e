import { ownerActions } from '@ehome/shared/approvals/owner-rules';
import type { TMakeupDetail } from '@ehome/shared/makeup-clock/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { ApproveStatusTag, AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { useMakeup } from '../api/get-makeup';
import { destroyMakeup, recallMakeup } from '../api/recall-makeup';
import { saveMakeup } from '../api/save-makeup';
import '../makeup/makeup.css';

/**
 * /AttendanceFillClockDetail/{id}?from&SIA&Vid (the approver: pass or reject with an opinion) and
 * /CommonAttendanceFillClockDetail/{id}?from=CommonApplyforinquiries (the owner: submit a draft,
 * withdraw, delete). Whoever else opens it is told it does not exist.
 */
export function MakeupDetailPage() {
  const { t } = useTranslation('makeup');
  const { id = '' } = useParams();
  const detail = useMakeup(id);
  return (
    <Page title={t('detail.title')}>
      {detail.data ? (
        <MakeupDetail detail={detail.data} />
      ) : detail.isError ? (
        <section className="makeup-card">
          <p className="makeup-error" role="alert">
            {detail.error.message || t('detail.loadFailed')}
          </p>
          {detail.error instanceof ApiError && detail.error.kind === 'business' ? null : (
            <Button color="primary" fill="outline" onClick={() => void detail.refetch()}>
              {t('detail.retry')}
            </Button>
          )}
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function MakeupDetail({ detail }: { detail: TMakeupDetail }) {
  const { t } = useTranslation('makeup');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const change = detail.attendanceChange;
  const approving = params.get('from') !== 'CommonApplyforinquiries' && detail.taskId !== null;
  const may = ownerActions(detail.approveStatus, detail.isOwner);
  const done = () => void queryClient.invalidateQueries({ queryKey: ['attendance'] });

  const run = async (action: 'submit' | 'recall' | 'destroy') => {
    if (!(await showConfirm(t(`detail.confirm.${action}`), t(`detail.action.${action}`)))) return;
    try {
      if (action === 'submit') {
        await saveMakeup({
          applyId: detail.applyId,
          change: {
            attendanceDate: change.attendanceDate,
            type: change.type,
            remark: change.remark,
            workStatus: change.workStatus,
          },
          approveStatus: 1,
        });
        showToast(t('form.success'));
      } else if (action === 'recall') {
        await recallMakeup(detail.applyId);
        showToast(t('detail.recalled'));
      } else {
        await destroyMakeup(detail.applyId);
        showToast(t('detail.deleted'));
        done();
        navigate('/ApplicationInquiry?Type=3', { replace: true });
        return;
      }
      done();
    } catch (error) {
      showToast(error instanceof ApiError && error.message ? error.message : t('form.failure'));
    }
  };

  const times =
    change.type === 0
      ? change.workStartTime
      : change.type === 1
        ? change.workEndTime
        : `${change.workStartTime ?? ''} / ${change.workEndTime ?? ''}`;

  return (
    <div className="makeup-form">
      <section className="makeup-card">
        <div className="makeup-detail__head">
          <h1 className="makeup-detail__title">{change.typeText}</h1>
          <ApproveStatusTag status={detail.approveStatus} />
        </div>
        <dl className="makeup-detail">
          <Item label={t('detail.applyNo')}>{detail.applyNo}</Item>
          <Item label={t('detail.applicant')}>
            {detail.empName}
            {detail.empNo ? ` (${detail.empNo})` : ''}
          </Item>
          <Item label={t('form.date')}>{change.attendanceDate}</Item>
          <Item label={t('detail.shift')}>
            {change.shiftName ?? '—'}{' '}
            {change.workStartTime ? `${change.workStartTime}–${change.workEndTime}` : ''}
          </Item>
          <Item label={t('detail.punchTime')}>{times ?? '—'}</Item>
          {change.workStatusText ? <Item label={t('form.workStatus')}>{change.workStatusText}</Item> : null}
          <Item label={t('form.remark')}>{change.remark}</Item>
          <Item label={t('detail.submittedAt')}>{detail.submittedAt ?? detail.createdAt}</Item>
        </dl>
      </section>

      <section className="makeup-card">
        <AuditTrail applyId={detail.applyId} />
      </section>

      {approving && detail.taskId ? (
        <section className="makeup-card">
          <LazyApprovalActionPanel
            applyId={detail.applyId}
            taskId={detail.taskId}
            actions={detail.actionList}
            onDone={() => {
              done();
              void queryClient.invalidateQueries({ queryKey: ['approvals'] });
              navigate('/FillClockList', { replace: true });
            }}
          />
        </section>
      ) : null}

      {detail.isOwner && (may.submit || may.recall || may.destroy) ? (
        <div className="makeup-actions makeup-actions--row">
          {may.submit ? (
            <Button color="primary" onClick={() => void run('submit')}>
              {t('detail.action.submit')}
            </Button>
          ) : null}
          {may.recall ? (
            <Button color="warning" fill="outline" onClick={() => void run('recall')}>
              {t('detail.action.recall')}
            </Button>
          ) : null}
          {may.destroy ? (
            <Button color="danger" fill="outline" onClick={() => void run('destroy')}>
              {t('detail.action.destroy')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="makeup-detail__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
