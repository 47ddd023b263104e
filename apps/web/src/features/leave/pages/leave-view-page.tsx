import { ApproveStatus } from '@ehome/shared/approvals/status';
import { LEAVE_ATTACHMENT_KEY_TYPE } from '@ehome/shared/leave/constants';
import type { TLeaveApplyDetail } from '@ehome/shared/leave/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/http-client';
import { PageLoading } from '../../../ui/page-loading';
import { useGoBack } from '../../../ui/use-go-back';
import { ApproveStatusTag, AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { attachmentListPath, LazyAttachmentUploader } from '../../attachments';
import { useLeaveDetail } from '../api/get-leave-detail';
import { invalidateLeave } from '../api/invalidate';
import { DayDetails } from '../components/day-details';
import { DetailRow } from '../components/detail-row';
import { LeaveLength } from '../components/leave-length';
import { LeavePage } from '../components/leave-page';
import { OwnerPanel } from '../components/owner-panel';
import { periodKind } from '../form-model';
import { formatLeaveTime } from '../format';
import { backTarget, viewMode } from '../owner-actions';
import { successPath } from '../success-kind';
import '../leave.css';

/**
 * /CommonApplicationforView?id&name (spec 1 §2): a leave request as its owner or an approver sees
 * it, with the approval trail and the controls the viewer may use.
 */
export function LeaveViewPage() {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useLeaveDetail(id);
  const onBack = () =>
    backTarget(params.get('name')) === 'inquiry'
      ? navigate('/ApplicationInquiry', { replace: true })
      : goBack();

  return (
    <LeavePage title={t('view.title')} onBack={onBack}>
      {detail.data ? (
        <LeaveDetail detail={detail.data} />
      ) : detail.isError ? (
        <section className="notice">
          <p className="notice__text" role="alert">
            {detail.error.message || t('view.loadFailed')}
          </p>
          {/* A refusal (not found, not yours) stays a refusal; only a failed connection is retried. */}
          {detail.error instanceof ApiError && detail.error.kind === 'business' ? null : (
            <Button color="primary" fill="outline" onClick={() => void detail.refetch()}>
              {t('form.retry')}
            </Button>
          )}
        </section>
      ) : (
        <PageLoading />
      )}
    </LeavePage>
  );
}

function LeaveDetail({ detail }: { detail: TLeaveApplyDetail }) {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode = viewMode(detail);
  const withTime = periodKind(detail.category) !== 'day';
  const count = (type: number) => detail.leaveDetails.filter((day) => day.workDayType === type).length;
  const extendFields = detail.ApplyExtendFieldList.filter((field) => field.fieldValue.trim() !== '');

  return (
    <div className={`leave-view${mode === 'owner' ? ' leave-view--actions' : ''}`}>
      <section className="leave-card leave-card--padded leave-detail">
        <div className="leave-detail__head">
          <h1 className="leave-detail__category">{detail.categoryName || detail.category.displayName}</h1>
          <ApproveStatusTag status={detail.approveStatus} />
        </div>
        <dl className="leave-detail__list">
          <DetailRow label={t('view.applyNo')}>{detail.applyNo}</DetailRow>
          <DetailRow label={t('view.applicant')}>
            {detail.empName}
            {detail.empNo ? ` (${detail.empNo})` : ''}
          </DetailRow>
          <DetailRow label={t('view.createdAt')}>{detail.submittedAt ?? detail.createdAt}</DetailRow>
        </dl>
      </section>

      <section className="leave-card leave-card--padded leave-detail">
        <h2 className="leave-card__title">{t('form.periodSection')}</h2>
        <dl className="leave-detail__list">
          <DetailRow label={t('view.start')}>{formatLeaveTime(detail.startTime, withTime)}</DetailRow>
          <DetailRow label={t('view.end')}>{formatLeaveTime(detail.endTime, withTime)}</DetailRow>
          <DetailRow label={t('form.length')}>
            <LeaveLength value={detail.timeLength} uom={detail.timeLengthType} />
          </DetailRow>
        </dl>
        <DayDetails
          details={detail.leaveDetails}
          totals={{ workingDay: count(0), weekend: count(1), holiday: count(2) }}
          uom={detail.timeLengthType}
        />
      </section>

      <CustomAndExtend detail={detail} extendFields={extendFields} />

      {detail.remark ? (
        <section className="leave-card leave-card--padded leave-detail">
          <h2 className="leave-card__title">{t('form.remark')}</h2>
          <p className="leave-detail__remark">{detail.remark}</p>
        </section>
      ) : null}

      {detail.attachmentCount > 0 ? (
        <section className="leave-card leave-card--attachments" aria-label={t('form.attachments')}>
          <LazyAttachmentUploader keyType={LEAVE_ATTACHMENT_KEY_TYPE} keyId={detail.applyId} readOnly />
        </section>
      ) : null}
      <Link
        className="leave-link leave-link--attachments"
        to={attachmentListPath(LEAVE_ATTACHMENT_KEY_TYPE, detail.applyId)}
        data-testid="attachment-list-link"
      >
        {t('view.attachmentList', { count: detail.attachmentCount })}
      </Link>

      <section className="leave-card leave-card--padded">
        <AuditTrail applyId={detail.applyId} />
      </section>

      {mode === 'approve' && detail.taskId ? (
        <section className="leave-card leave-card--padded">
          <LazyApprovalActionPanel
            applyId={detail.applyId}
            taskId={detail.taskId}
            actions={detail.actionList}
            onDone={() => {
              void invalidateLeave(queryClient);
              navigate(successPath('ApprovalProcess'), { replace: true });
            }}
          />
        </section>
      ) : null}
      {mode === 'owner' ? <OwnerPanel detail={detail} /> : null}
      {detail.isOwner && detail.approveStatus === ApproveStatus.Approved ? (
        // 销假: the owner asks to cancel an approved leave, whole or from a date on (it goes through approval).
        <div className="leave-owner">
          <Button
            className="leave-owner__button"
            size="large"
            color="warning"
            fill="outline"
            onClick={() => navigate(`/LeaveCancel?leaveId=${encodeURIComponent(detail.applyId)}`)}
          >
            {t('view.action.cancelLeave')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function CustomAndExtend({
  detail,
  extendFields,
}: {
  detail: TLeaveApplyDetail;
  extendFields: TLeaveApplyDetail['ApplyExtendFieldList'];
}) {
  const { t } = useTranslation('leave');
  const rows = [
    detail.marryDate ? (
      <DetailRow key="marry" label={t('form.marryDate')}>
        {detail.marryDate}
      </DetailRow>
    ) : null,
    detail.kinship ? (
      <DetailRow key="kinship" label={t('form.kinship')}>
        {detail.kinshipText ?? detail.kinship}
      </DetailRow>
    ) : null,
    detail.twinCount !== null ? (
      <DetailRow key="twins" label={t('form.twinCount')}>
        {detail.twinCount}
      </DetailRow>
    ) : null,
    detail.isPlaningCaesarean !== null ? (
      <DetailRow key="caesarean" label={t('form.caesarean')}>
        {t(detail.isPlaningCaesarean ? 'view.yes' : 'view.no')}
      </DetailRow>
    ) : null,
    ...extendFields.map((field) => (
      <DetailRow key={`x-${field.fieldName}`} label={field.displayName}>
        {field.fieldValue}
      </DetailRow>
    )),
  ].filter(Boolean);
  if (rows.length === 0) return null;
  return (
    <section className="leave-card leave-card--padded leave-detail">
      <h2 className="leave-card__title">{t('view.moreSection')}</h2>
      <dl className="leave-detail__list">{rows}</dl>
    </section>
  );
}
