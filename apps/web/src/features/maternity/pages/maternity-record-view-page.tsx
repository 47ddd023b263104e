import { MATERNITY_ATTACHMENT_KEY_TYPE } from '@ehome/shared/maternity/rules';
import type { TBirthRecordDetail } from '@ehome/shared/maternity/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useGoBack } from '../../../ui/use-go-back';
import { ApproveStatusTag, AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { LazyAttachmentUploader } from '../../attachments';
import { DetailRow, ownerActions, successPath, type TOwnerAction, viewMode } from '../../leave';
import { useBirthRecord, useBirthRecordAction, useSaveBirthRecord } from '../api/birth-record';
import { EntitlementCard } from '../components/entitlement-card';
import '../../../ui/request-page.css';

/** /MaternityRecordView?ApplyId&name (spec 1 §2): a birth record for its owner or an approver. */
export function MaternityRecordViewPage() {
  const { t } = useTranslation('maternity');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const applyId = params.get('ApplyId') ?? '';
  const record = useBirthRecord(applyId);
  const onBack = () =>
    params.get('name') === 'ApplicationDestory'
      ? navigate('/ApplicationInquiry?Type=7', { replace: true })
      : goBack();
  return (
    <Page title={t('view.title')} onBack={onBack}>
      {record.data?.applyEntity ? (
        <RecordView detail={record.data} />
      ) : record.isError || (record.data && !record.data.applyEntity) ? (
        <section className="notice">
          <p className="notice__text" role="alert">
            {record.error?.message || t('loadFailed')}
          </p>
          {record.error instanceof ApiError && record.error.kind === 'business' ? null : (
            <Button color="primary" fill="outline" onClick={() => void record.refetch()}>
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

const COLORS: Record<TOwnerAction, 'primary' | 'default' | 'danger' | 'warning'> = {
  submit: 'primary',
  edit: 'default',
  recall: 'warning',
  destroy: 'danger',
};

function RecordView({ detail }: { detail: TBirthRecordDetail }) {
  const { t } = useTranslation('maternity');
  const navigate = useNavigate();
  const action = useBirthRecordAction();
  const save = useSaveBirthRecord();
  const apply = detail.applyEntity as NonNullable<TBirthRecordDetail['applyEntity']>;
  const entity = detail.birthRecordEntity;
  const mode = viewMode(apply);
  const buttons = ownerActions(apply);

  const run = async (which: TOwnerAction) => {
    if (which === 'edit') {
      navigate(`/MaternityRecord?ApplyId=${encodeURIComponent(detail.applyID)}`);
      return;
    }
    if (!(await showConfirm(t(`view.confirm.${which}`), t(`view.action.${which}`)))) return;
    try {
      if (which === 'submit') {
        await save.mutateAsync({
          isNew: false,
          body: {
            ApplyID: detail.applyID,
            BirthTime: entity.birthTime,
            Remark: entity.remark,
            Dystocia: entity.dystocia,
            BabyCount: entity.babyCount,
            approveStatus: 1,
          },
        });
        showToast(t('submitted'));
        navigate(successPath('ApplicationInquiry'), { replace: true });
      } else if (which === 'recall') {
        await action.mutateAsync({ action: 'Recall', applyId: detail.applyID });
        showToast(t('view.recalled'));
        navigate('/ApplicationInquiry?Type=7', { replace: true });
      } else {
        await action.mutateAsync({ action: 'Destory', applyId: detail.applyID });
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
          <h1 className="mat-head__title">{apply.categoryName}</h1>
          <ApproveStatusTag status={apply.approveStatus} />
        </div>
        <dl className="mat-list">
          <DetailRow label={t('view.applyNo')}>{apply.applyNo}</DetailRow>
          <DetailRow label={t('view.applicant')}>
            {apply.empName}
            {apply.empNo ? ` (${apply.empNo})` : ''}
          </DetailRow>
          <DetailRow label={t('form.birthTime')}>{entity.birthTime}</DetailRow>
          <DetailRow label={t('form.dystocia')}>{t(entity.dystocia ? 'view.yes' : 'view.no')}</DetailRow>
          <DetailRow label={t('form.babyCount')}>{entity.babyCount}</DetailRow>
          {entity.remark ? <DetailRow label={t('form.remark')}>{entity.remark}</DetailRow> : null}
        </dl>
      </section>
      <EntitlementCard entitlement={detail.entitlement} city={entity.socialCity} />
      {detail.imageCount > 0 ? (
        <section className="mat-card" aria-label={t('form.images')}>
          <h2 className="mat-card__title">{t('form.images')}</h2>
          <LazyAttachmentUploader keyType={MATERNITY_ATTACHMENT_KEY_TYPE} keyId={detail.applyID} readOnly />
        </section>
      ) : null}
      <section className="mat-card">
        <AuditTrail applyId={detail.applyID} />
      </section>
      {mode === 'approve' && apply.taskId ? (
        <section className="mat-card">
          <LazyApprovalActionPanel
            applyId={detail.applyID}
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
