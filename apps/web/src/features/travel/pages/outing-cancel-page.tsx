import { ownerActions } from '@ehome/shared/approvals/owner-rules';
import { TRAVEL_REMARK_MAX } from '@ehome/shared/travel/constants';
import type { TOutingCancelView } from '@ehome/shared/travel/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { HOME_PATH } from '../../../platform/paths';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useGoBack } from '../../../ui/use-go-back';
import { ApproveStatusTag, AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { refusalText } from '../../leave';
import { invalidateTravel } from '../api/invalidate';
import { useOutingCancel, useSaveOutingCancel } from '../api/outing-cancel';
import { useDeleteOutingCancel, useRecallTravel } from '../api/owner-calls';
import { TravelSummary } from '../components/travel-summary';
import '../travel.css';

/**
 * /CommonsWorkOuttingCancelDetail?ApplyId&type=0 (the owner: a new cancellation of an approved outing,
 * a draft to edit and submit, one to withdraw or delete) and /WorkOuttingapprovalDetailsCancel?ApplyId
 * (the approver). ApplyId may be the outing's or the cancellation's.
 */
export function OutingCancelPage() {
  const { t } = useTranslation('travel');
  const [params] = useSearchParams();
  const view = useOutingCancel(params.get('ApplyId') ?? '');
  return (
    <Page title={t('title.cancel')}>
      {view.data ? (
        <CancelDetail view={view.data} />
      ) : view.isError ? (
        <section className="notice">
          <p className="notice__text" role="alert">
            {view.error.message || t('form.loadFailed')}
          </p>
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function CancelDetail({ view }: { view: TOutingCancelView }) {
  const { t } = useTranslation('travel');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const remarkId = useId();
  const { outing, cancel } = view;
  const [remark, setRemark] = useState(cancel?.remark ?? '');
  const save = useSaveOutingCancel();
  const recall = useRecallTravel();
  const remove = useDeleteOutingCancel();
  const owner = cancel ? ownerActions(cancel.approveStatus, cancel.isOwner) : null;
  const editable = view.canCreate || Boolean(owner?.edit);
  const busy = save.isPending || recall.isPending || remove.isPending;

  const send = async (approveStatus: 0 | 1) => {
    try {
      const saved = await save.mutateAsync({
        create: !cancel,
        applyId: cancel ? cancel.localTravelCancelID : outing.applyId,
        Cremark: remark,
        approveStatus,
      });
      if (approveStatus === 0) {
        navigate('/CommonApplicationforleaveSuccsess?Type=ApplicationSaved', { replace: true });
        return;
      }
      showToast(t('cancel.createSuccess'));
      navigate(
        `/CommonsWorkOuttingCancelDetailSuccess?ApplyId=${outing.applyId}&name=ApplicationInquiry&localTravelCancelID=${saved.localTravelCancelID}`,
        { replace: true },
      );
    } catch (error) {
      showToast(refusalText(error, t('cancel.createFailure'), '；'));
    }
  };

  const withdraw = async (id: string) => {
    if (!(await showConfirm(t('view.confirm.recall'), t('cancel.recall')))) return;
    try {
      await recall.mutateAsync(id);
      showToast(t('cancel.recallSuccess'));
      // Spec 1 §4: an outing cancellation withdrawn returns home.
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      showToast(refusalText(error, t('cancel.recallFailure'), '；'));
    }
  };

  const destroy = async (id: string) => {
    if (!(await showConfirm(t('view.confirm.destroy'), t('cancel.delete')))) return;
    try {
      await remove.mutateAsync(id);
      showToast(t('cancel.deleteSuccess'));
      navigate('/ApplicationInquiry?Type=6', { replace: true });
    } catch (error) {
      showToast(refusalText(error, t('cancel.deleteFailure'), '；'));
    }
  };

  return (
    <div className="travel-view">
      <h2 className="travel-section">{t('cancel.outing')}</h2>
      <TravelSummary detail={outing} />
      <h2 className="travel-section">{t('cancel.section')}</h2>
      <section className="travel-card travel-card--padded">
        {cancel ? (
          <div className="travel-detail__head">
            <span>{cancel.applyNo}</span>
            <ApproveStatusTag status={cancel.approveStatus} />
          </div>
        ) : null}
        <label className="travel-label" htmlFor={remarkId}>
          {t('cancel.remark')}
        </label>
        {editable ? (
          <GrowingTextArea
            id={remarkId}
            placeholder={t('cancel.remarkPlaceholder')}
            value={remark}
            maxLength={TRAVEL_REMARK_MAX}
            rows={{ minRows: 2, maxRows: 5 }}
            onChange={setRemark}
          />
        ) : (
          <p id={remarkId} className="travel-remark">
            {cancel?.remark || '-'}
          </p>
        )}
      </section>
      {cancel ? (
        <section className="travel-card travel-card--padded">
          <AuditTrail applyId={cancel.localTravelCancelID} />
        </section>
      ) : null}
      {cancel?.taskId ? (
        <section className="travel-card travel-card--padded">
          <LazyApprovalActionPanel
            applyId={cancel.localTravelCancelID}
            taskId={cancel.taskId}
            actions={cancel.actionList}
            onDone={() => {
              void invalidateTravel(queryClient);
              goBack();
            }}
          />
        </section>
      ) : null}
      <div className="travel-actions">
        {editable ? (
          <>
            <Button block size="large" disabled={busy} onClick={() => void send(0)}>
              {t('form.saveDraft')}
            </Button>
            <Button block size="large" color="primary" loading={save.isPending} onClick={() => void send(1)}>
              {t('form.submit')}
            </Button>
          </>
        ) : null}
        {cancel && owner?.recall ? (
          <Button
            block
            size="large"
            color="warning"
            fill="outline"
            disabled={busy}
            onClick={() => void withdraw(cancel.localTravelCancelID)}
          >
            {t('cancel.recall')}
          </Button>
        ) : null}
        {cancel && owner?.destroy ? (
          <Button
            block
            size="large"
            color="danger"
            fill="outline"
            disabled={busy}
            onClick={() => void destroy(cancel.localTravelCancelID)}
          >
            {t('cancel.delete')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
