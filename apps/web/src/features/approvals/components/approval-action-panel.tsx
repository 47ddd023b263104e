import { APPROVAL_COMMENT_MAX, approvalCommentError } from '@ehome/shared/approvals/comment-rule';
import type { TActionItem, TApplyActionResult } from '@ehome/shared/approvals/schemas';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm, showToast } from '../../../platform/feedback';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { actionColor, needsCommentBox } from '../action-model';
import { useApplyAction } from '../api/apply-action';
import '../approvals.css';

type TProps = {
  applyId: string;
  taskId: string;
  /** The task's actions as the server offers them (code is sent, name is shown). */
  actions: readonly TActionItem[];
  onDone: (result: TApplyActionResult) => void;
};

/**
 * The approver's buttons on a request they hold a task for (spec 1 §4): one per offered action, a
 * comment box only when there is a choice to explain, a comment required to reject (the server's
 * rule, shared), and a confirm before the decision goes out.
 */
export function ApprovalActionPanel({ applyId, taskId, actions, onDone }: TProps) {
  const { t } = useTranslation('approvals');
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = useApplyAction();
  const withComment = needsCommentBox(actions);

  if (actions.length === 0) return null;

  const run = async (action: TActionItem) => {
    const rule = approvalCommentError(action.code, comment);
    if (rule) {
      setError(t(`messages:${rule}`));
      return;
    }
    setError(null);
    const name = t(`action.${action.code}`, { defaultValue: action.name });
    if (!(await showConfirm(t('panel.confirm', { action: name }), name))) return;
    // Refusals are toasted by the HTTP client with the server's message; nothing else to do here.
    const result = await act
      .mutateAsync({ action: action.code, taskId, ApplyId: applyId, comment })
      .catch(() => null);
    if (!result) return;
    if (!result.changed) showToast(t('panel.alreadyDone'));
    onDone(result);
  };

  return (
    <section className="action-panel" aria-label={t('panel.title')}>
      {withComment && (
        <div className="action-panel__comment">
          <label htmlFor={commentId} className="approvals-section-title">
            {t('panel.comment')}
          </label>
          <GrowingTextArea
            id={commentId}
            value={comment}
            onChange={(value) => {
              setComment(value);
              if (error) setError(null);
            }}
            placeholder={t('panel.commentPlaceholder')}
            maxLength={APPROVAL_COMMENT_MAX}
            showCount
            rows={{ minRows: 3, maxRows: 6 }}
            aria-invalid={error !== null}
            aria-describedby={error ? `${commentId}-error` : undefined}
          />
          {error && (
            <p id={`${commentId}-error`} className="action-panel__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
      <div className="action-panel__buttons">
        {actions.map((action) => (
          <Button
            key={action.code}
            block
            size="large"
            color={actionColor(action.code)}
            disabled={act.isPending}
            loading={act.isPending && act.variables?.action === action.code}
            onClick={() => void run(action)}
          >
            {t(`action.${action.code}`, { defaultValue: action.name })}
          </Button>
        ))}
      </div>
    </section>
  );
}
