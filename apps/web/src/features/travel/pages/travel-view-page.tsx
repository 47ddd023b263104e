import { ownerActions, type TOwnerAction } from '@ehome/shared/approvals/owner-rules';
import { ApproveStatus } from '@ehome/shared/approvals/status';
import { TravelType, type TTravelType } from '@ehome/shared/travel/constants';
import type { TLocalTravelDetail } from '@ehome/shared/travel/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useGoBack } from '../../../ui/use-go-back';
import { AuditTrail, LazyApprovalActionPanel } from '../../approvals';
import { refusalText } from '../../leave';
import { useTravel } from '../api/get-travel';
import { invalidateTravel } from '../api/invalidate';
import { useDestroyTravel, useRecallTravel } from '../api/owner-calls';
import { useSaveTravel } from '../api/save-travel';
import { TravelSummary } from '../components/travel-summary';
import { formOfDetail, payloadOf } from '../form-model';
import '../travel.css';

/** /GooutView?ApplyId&name (spec 1 §2): an outing as its owner or approver sees it. */
export function OutingViewPage() {
  return <TravelViewPage type={TravelType.Outing} />;
}

/** /TravelView?ApplyId&name (spec 1 §2): a business trip as its owner or approver sees it. */
export function TripViewPage() {
  return <TravelViewPage type={TravelType.Trip} />;
}

/** /Travelapplicationdetails?ApplyId (spec 1 §2): the approver's business trip detail. */
export function TripApprovalPage() {
  return <TravelViewPage type={TravelType.Trip} approving />;
}

const FORM_PATH: Record<TTravelType, string> = { 0: '/Goout', 1: '/Travelapplication' };

function TravelViewPage({ type, approving = false }: { type: TTravelType; approving?: boolean }) {
  const { t } = useTranslation('travel');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const detail = useTravel(params.get('ApplyId') ?? '');
  const fromApprovals = approving || params.get('name') === 'ApprovalProcess';
  // After a delete the inquiry list is the way back (spec 1 §2: ApplicationDestory maps to it).
  const onBack = () =>
    params.get('name') === 'ApplicationInquiry'
      ? navigate('/ApplicationInquiry', { replace: true })
      : goBack();
  return (
    <Page title={t(type === TravelType.Outing ? 'title.outingView' : 'title.tripView')} onBack={onBack}>
      {detail.data ? (
        <TravelDetail detail={detail.data} approving={fromApprovals} />
      ) : detail.isError ? (
        <section className="notice">
          <p className="notice__text" role="alert">
            {detail.error.message || t('form.loadFailed')}
          </p>
          {detail.error instanceof ApiError && detail.error.kind === 'business' ? null : (
            <Button color="primary" fill="outline" onClick={() => void detail.refetch()}>
              {t('form.retry')}
            </Button>
          )}
        </section>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function TravelDetail({ detail, approving }: { detail: TLocalTravelDetail; approving: boolean }) {
  const { t } = useTranslation('travel');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const outing = detail.timeLengthType === TravelType.Outing;
  const canCancel =
    outing &&
    detail.isOwner &&
    !approving &&
    detail.approveStatus === ApproveStatus.Approved &&
    !detail.cancelled &&
    detail.cancel === null;

  return (
    <div className="travel-view">
      <TravelSummary detail={detail} />
      {detail.cancel ? (
        <section className="travel-card travel-detail">
          <Link
            className="travel-link"
            to={`/CommonsWorkOuttingCancelDetail?ApplyId=${detail.cancel.localTravelCancelID}&type=0`}
          >
            {t('view.cancelState', {
              applyNo: detail.cancel.applyNo,
              status: detail.cancel.approveStatusText,
            })}
          </Link>
        </section>
      ) : null}
      <section className="travel-card travel-card--padded">
        <AuditTrail applyId={detail.applyId} />
      </section>
      {detail.taskId ? (
        <section className="travel-card travel-card--padded">
          <LazyApprovalActionPanel
            applyId={detail.applyId}
            taskId={detail.taskId}
            actions={detail.actionList}
            onDone={() => {
              void invalidateTravel(queryClient);
              goBack();
            }}
          />
        </section>
      ) : null}
      {!approving && detail.isOwner ? <OwnerButtons detail={detail} /> : null}
      {canCancel ? (
        <div className="travel-actions">
          <Button
            block
            size="large"
            color="warning"
            fill="outline"
            onClick={() => navigate(`/CommonsWorkOuttingCancelDetail?ApplyId=${detail.applyId}&type=0`)}
          >
            {t('view.cancelOuting')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const ORDER: readonly TOwnerAction[] = ['submit', 'edit', 'recall', 'destroy'];
const COLORS: Partial<Record<TOwnerAction, 'primary' | 'default' | 'danger' | 'warning'>> = {
  submit: 'primary',
  edit: 'default',
  recall: 'warning',
  destroy: 'danger',
};

/** The owner's controls on their request, as its status allows (spec 1 §4). */
function OwnerButtons({ detail }: { detail: TLocalTravelDetail }) {
  const { t } = useTranslation('travel');
  const navigate = useNavigate();
  const recall = useRecallTravel();
  const destroy = useDestroyTravel();
  const save = useSaveTravel();
  const allowed = ownerActions(detail.approveStatus, detail.isOwner);
  const actions = ORDER.filter((action) => allowed[action]);
  if (actions.length === 0) return null;
  const type = detail.timeLengthType;
  const busy = recall.isPending || destroy.isPending || save.isPending;
  const failure = t(type === TravelType.Outing ? 'form.outingFailure' : 'form.tripFailure');

  const run = async (action: TOwnerAction) => {
    if (action === 'edit') {
      navigate(`${FORM_PATH[type]}?ApplyId=${detail.applyId}`);
      return;
    }
    if (!(await showConfirm(t(`view.confirm.${action}`), t(`view.action.${action}`)))) return;
    try {
      if (action === 'submit') {
        await save.mutateAsync(
          payloadOf(type, formOfDetail(detail), { id: detail.applyId, isNew: false }, 1),
        );
        showToast(t(type === TravelType.Outing ? 'form.outingSuccess' : 'form.tripSuccess'));
      } else if (action === 'recall') {
        await recall.mutateAsync(detail.applyId);
        showToast(t('view.recalled'));
      } else {
        await destroy.mutateAsync(detail.applyId);
        showToast(t('view.deleted'));
      }
      navigate(`/ApplicationInquiry?Type=${type === TravelType.Outing ? 'goout' : 'travel'}`, {
        replace: true,
      });
    } catch (error) {
      showToast(refusalText(error, failure, '；'));
    }
  };

  return (
    <div className="travel-actions">
      {actions.map((action) => (
        <Button
          key={action}
          block
          size="large"
          color={COLORS[action]}
          fill={action === 'submit' ? 'solid' : 'outline'}
          disabled={busy}
          onClick={() => void run(action)}
        >
          {t(`view.action.${action}`)}
        </Button>
      ))}
    </div>
  );
}
