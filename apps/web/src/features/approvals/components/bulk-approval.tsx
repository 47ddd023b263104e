import { APPROVAL_COMMENT_MAX } from '@ehome/shared/approvals/comment-rule';
import type { TApplyActionBatchResult } from '@ehome/shared/approvals/schemas';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { useApplyActionBatch } from '../api/apply-action-batch';
import '../approvals.css';

export type TBulkItem = { applyId: string; taskId: string; applyNo: string };

type TProps = {
  /** The chosen requests, in the order they were chosen. */
  selected: readonly TBulkItem[];
  /** How many of the loaded requests may be chosen (all of them, at most APPROVAL_BATCH_MAX). */
  selectable: number;
  onSelectAll: (all: boolean) => void;
  /** After the result was read: leave the selection mode. */
  onFinished: () => void;
};

/**
 * The bottom bar of a pending list in bulk mode: select all, the count, and "agree" with a
 * confirmation (an optional comment for every chosen request), then the result: how many were
 * approved and, for each refused one, its number and the server's reason in the reader's language.
 * Rejecting stays one by one: it needs its own comment.
 */
export function BulkApprovalBar({ selected, selectable, onSelectAll, onFinished }: TProps) {
  const { t } = useTranslation('approvals');
  const [confirming, setConfirming] = useState(false);
  const [comment, setComment] = useState('');
  const [result, setResult] = useState<TApplyActionBatchResult | null>(null);
  const batch = useApplyActionBatch();
  const allChosen = selectable > 0 && selected.length === selectable;

  const submit = async () => {
    setConfirming(false);
    const answer = await batch
      .mutateAsync({
        items: selected.map(({ applyId, taskId }) => ({ applyId, taskId })),
        action: 'agree',
        comment: comment.trim(),
      })
      .catch(() => null);
    // A refusal of the whole call (a network error, a bad request) was toasted by the HTTP client.
    if (answer) setResult(answer);
  };

  return (
    <>
      <div className="bulk-bar">
        <Checkbox
          checked={allChosen}
          indeterminate={selected.length > 0 && !allChosen}
          disabled={selectable === 0}
          onChange={(checked) => onSelectAll(checked)}
        >
          {t('bulk.selectAll')}
        </Checkbox>
        <span className="bulk-bar__count" aria-live="polite">
          {t('bulk.selected', { count: selected.length })}
        </span>
        <Button
          color="primary"
          disabled={selected.length === 0 || batch.isPending}
          loading={batch.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('bulk.agree')}
        </Button>
      </div>

      <Dialog
        visible={confirming}
        title={t('bulk.confirmTitle')}
        content={
          <div>
            <p>{t('bulk.confirm', { count: selected.length })}</p>
            <GrowingTextArea
              className="bulk-confirm__comment"
              value={comment}
              onChange={setComment}
              placeholder={t('bulk.commentPlaceholder')}
              maxLength={APPROVAL_COMMENT_MAX}
              showCount
              rows={{ minRows: 2, maxRows: 4 }}
              aria-label={t('panel.comment')}
            />
          </div>
        }
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: t('bulk.cancel'), onClick: () => setConfirming(false) },
            { key: 'agree', text: t('bulk.agree'), bold: true, onClick: () => void submit() },
          ],
        ]}
      />

      <Dialog
        visible={result !== null}
        title={t('bulk.resultTitle')}
        content={
          result && (
            <div>
              <p>{t('bulk.succeeded', { count: result.succeeded.length })}</p>
              {result.failed.length > 0 && (
                <>
                  <p>{t('bulk.failed', { count: result.failed.length })}</p>
                  <ul className="bulk-result__list">
                    {result.failed.map((failure) => (
                      <li key={failure.taskId}>
                        <span className="bulk-result__no">
                          {failure.applyNo ||
                            selected.find((item) => item.taskId === failure.taskId)?.applyNo ||
                            t('bulk.unknownRequest')}
                        </span>
                        {failure.message}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )
        }
        actions={[
          {
            key: 'ok',
            text: t('bulk.ok'),
            bold: true,
            onClick: () => {
              setResult(null);
              setComment('');
              onFinished();
            },
          },
        ]}
      />
    </>
  );
}
