import type { TClockExceptionItem } from '@ehome/shared/attendance/schemas';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { useReviewClockException } from '../api/review-clock-exception';
import { formatDayMonth } from '../calendar/format';
import { splitDateTime } from './exception-model';

/** The comment's limit of ZClockExceptionReview. */
const REMARK_MAX = 100;

export type TReviewRequest = { item: TClockExceptionItem; accept: boolean };

/**
 * Accept or dismiss an attempt, saying first what it does: accepting makes the attempt that day's
 * clock-in or clock-out on the server (an earlier clock-in or a later clock-out already there is
 * kept), dismissing leaves the record as it is. The comment is optional.
 */
export function ReviewDialog({ request, onClose }: { request: TReviewRequest | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('attendanceAdmin');
  const [remark, setRemark] = useState('');
  const review = useReviewClockException();
  // The last request stays on screen while the dialog fades out after closing.
  const [shown, setShown] = useState<TReviewRequest | null>(request);
  if (request && request !== shown) setShown(request);
  const item = shown?.item;
  const accept = shown?.accept ?? false;

  const close = () => {
    onClose();
    setRemark('');
  };

  const confirm = async () => {
    if (!item) return;
    try {
      await review.mutateAsync({ id: item.id, accept, remark: remark.trim() });
    } catch {
      // The HTTP client has toasted why (someone else decided first, say); the dialog stays.
      return;
    }
    showToast(
      accept
        ? t(`exceptions.acceptedToast.${item.kind}`, { name: item.employeeName })
        : t('exceptions.dismissedToast', { name: item.employeeName }),
    );
    close();
  };

  const when = item ? splitDateTime(item.occurredAt) : null;
  const params =
    item && when
      ? { name: item.employeeName, date: formatDayMonth(item.attendanceDate, i18n.language), time: when.time }
      : {};

  return (
    <Dialog
      visible={request !== null}
      title={accept ? t('exceptions.acceptTitle') : t('exceptions.dismissTitle')}
      closeOnMaskClick
      onClose={close}
      bodyClassName="review-dialog"
      content={
        item ? (
          <div className="review-dialog__body">
            <p className={`review-dialog__effect review-dialog__effect--${accept ? 'accept' : 'dismiss'}`}>
              {accept
                ? t(`exceptions.acceptEffect.${item.kind}`, params)
                : t('exceptions.dismissEffect', params)}
            </p>
            <label className="review-dialog__label" htmlFor="review-remark">
              {t('exceptions.remark')}
            </label>
            <GrowingTextArea
              id="review-remark"
              className="review-dialog__remark"
              placeholder={t('exceptions.remarkPlaceholder', { count: REMARK_MAX })}
              maxLength={REMARK_MAX}
              showCount
              rows={{ minRows: 2, maxRows: 4 }}
              value={remark}
              onChange={setRemark}
            />
          </div>
        ) : null
      }
      actions={[
        [
          { key: 'cancel', text: t('cancel'), onClick: close },
          {
            key: 'confirm',
            text: accept ? t('exceptions.confirmAccept') : t('exceptions.confirmDismiss'),
            bold: true,
            danger: !accept,
            onClick: confirm,
          },
        ],
      ]}
    />
  );
}
