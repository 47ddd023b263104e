import { ownerMay } from '@ehome/shared/approvals/owner-rules';
import { cancelledLength, checkLeaveCancel, LEAVE_CANCEL_REMARK_MAX } from '@ehome/shared/leave-cancel/rules';
import type { TLeaveCancelDetail } from '@ehome/shared/leave-cancel/schemas';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { serverMessage } from '../../../platform/server-message';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { DateField, isoOfDate, successPath } from '../../leave';
import { useLeaveCancel, useSaveLeaveCancel } from '../api/leave-cancel';
import { LeaveSummary, LoadFailed } from '../components/leave-summary';
import '../../../ui/request-page.css';

/**
 * /LeaveCancel?leaveId (a new cancellation of an approved leave) or ?applyId (a draft): 销假 whole
 * (from the leave's first date) or from a date on. The days returned are what the leave charged
 * from that date (the shared rule, as the server computes it).
 */
export function LeaveCancelPage() {
  const { t } = useTranslation('leaveCancel');
  const [params] = useSearchParams();
  const applyId = params.get('applyId') ?? undefined;
  const leaveId = params.get('leaveId') ?? undefined;
  const detail = useLeaveCancel({ applyId, leaveId });
  if (detail.isError) {
    return (
      <Page title={t('form.title')}>
        <LoadFailed error={detail.error} retry={() => void detail.refetch()} />
      </Page>
    );
  }
  if (!detail.data) return <PageLoading />;
  const apply = detail.data.applyEntity;
  if (apply && !(apply.isOwner && ownerMay('edit', apply.approveStatus))) {
    return <Navigate to={`/LeaveCancelDetail?applyId=${encodeURIComponent(apply.applyId)}`} replace />;
  }
  return <CancelForm detail={detail.data} />;
}

function CancelForm({ detail }: { detail: TLeaveCancelDetail }) {
  const { t } = useTranslation('leaveCancel');
  const navigate = useNavigate();
  const save = useSaveLeaveCancel();
  const leave = detail.leave;
  const [from, setFrom] = useState(detail.cancelFrom);
  const [remark, setRemark] = useState(detail.remark);
  const [tried, setTried] = useState(false);
  const [today] = useState(() => isoOfDate(new Date()));
  const startDate = leave.startTime.slice(0, 10);
  const issues = checkLeaveCancel({
    from,
    remark,
    leaveStartDate: startDate,
    leaveEndDate: leave.chargedUntil,
    days: leave.days,
  });
  const length = from ? cancelledLength(leave.days, from) : 0;
  const unit = (count: number) => t(leave.uom === 1 ? 'days' : 'hours', { count });

  const submit = async (approveStatus: 0 | 1) => {
    setTried(true);
    const first = issues[0];
    if (first) {
      showToast(serverMessage(first.key, first.params));
      return;
    }
    try {
      await save.mutateAsync({
        isNew: !detail.applyId,
        body: {
          LeaveApplyId: leave.applyId,
          ...(detail.applyId ? { ApplyId: detail.applyId } : {}),
          CancelFrom: from,
          Remark: remark,
          approveStatus,
        },
      });
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : t('failed'));
      return;
    }
    navigate(successPath(approveStatus === 1 ? 'ApplicationInquiry' : 'ApplicationSaved'), { replace: true });
  };

  return (
    <Page title={detail.applyId ? t('form.editTitle') : t('form.title')}>
      <div className="mat-page mat-page--actions">
        <LeaveSummary leave={leave} />
        <section className="mat-card mat-card--list">
          <List>
            <DateField
              label={t('form.from')}
              value={from}
              onChange={setFrom}
              placeholder={t('form.pick')}
              invalid={
                tried &&
                issues.some(
                  (i) => i.key !== 'leaveCancel.remarkRequired' && i.key !== 'leaveCancel.remarkTooLong',
                )
              }
              today={today}
            />
            <List.Item extra={<strong className="mat-total">{unit(length)}</strong>}>
              {from === startDate ? t('form.whole') : t('form.returned')}
            </List.Item>
          </List>
        </section>
        <p className="mat-note mat-note--outside">
          {t('form.fromHint', { start: startDate, end: leave.chargedUntil })}
        </p>
        <section className="mat-card">
          <h2 className="mat-card__title">{t('form.remark')}</h2>
          <TextArea
            value={remark}
            onChange={setRemark}
            placeholder={t('form.remarkPlaceholder')}
            maxLength={LEAVE_CANCEL_REMARK_MAX}
            showCount
            rows={3}
            aria-label={t('form.remark')}
          />
        </section>
        <div className="mat-actions">
          <Button block size="large" disabled={save.isPending} onClick={() => void submit(0)}>
            {t('form.saveDraft')}
          </Button>
          <Button block size="large" color="primary" loading={save.isPending} onClick={() => void submit(1)}>
            {t('form.submit')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
