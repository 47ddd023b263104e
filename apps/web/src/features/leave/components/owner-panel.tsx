import type { TLeaveApplyDetail } from '@ehome/shared/leave/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showConfirm, showToast } from '../../../platform/feedback';
import { useDestroyLeaveApply } from '../api/destroy-leave-apply';
import { useRecallLeaveApply } from '../api/recall-leave-apply';
import { useUpdateLeaveApply } from '../api/update-leave-apply';
import { requestOfDetail } from '../form-model';
import { ownerActions, type TOwnerAction } from '../owner-actions';
import { refusalText } from '../refusal';
import { successPath } from '../success-kind';

const COLORS: Record<TOwnerAction, 'primary' | 'default' | 'danger' | 'warning'> = {
  submit: 'primary',
  edit: 'default',
  recall: 'warning',
  destroy: 'danger',
};

/** The owner's controls on their request, as its status allows (spec 1 §4). */
export function OwnerPanel({ detail }: { detail: TLeaveApplyDetail }) {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const recall = useRecallLeaveApply();
  const destroy = useDestroyLeaveApply();
  const update = useUpdateLeaveApply();
  const actions = ownerActions(detail);
  if (actions.length === 0) return null;
  const busy = recall.isPending || destroy.isPending || update.isPending;

  const run = async (action: TOwnerAction) => {
    if (action === 'edit') {
      navigate(`/CommonApplicationforleave?id=${detail.applyId}`);
      return;
    }
    if (!(await showConfirm(t(`view.confirm.${action}`), t(`view.action.${action}`)))) return;
    try {
      if (action === 'submit') {
        await update.mutateAsync(requestOfDetail(detail, 1));
        navigate(successPath('ApplicationInquiry'), { replace: true });
      } else if (action === 'recall') {
        await recall.mutateAsync(detail.applyId);
        showToast(t('view.recalled'));
        navigate('/ApplicationInquiry', { replace: true });
      } else {
        await destroy.mutateAsync(detail.applyId);
        showToast(t('view.deleted'));
        navigate(successPath('ApplicationDestory'), { replace: true });
      }
    } catch (error) {
      showToast(refusalText(error, t('form.submissionFailure'), t('form.separator')));
    }
  };

  return (
    <div className="leave-owner">
      {actions.map((action) => (
        <Button
          key={action}
          className="leave-owner__button"
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
