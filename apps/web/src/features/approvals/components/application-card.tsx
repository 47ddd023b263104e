import type { TApplicationItem } from '@ehome/shared/approvals/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detailPath } from '../approval-lists';
import { formatPeriod } from '../format';
import { lengthLabel } from '../length';
import { RequestCard } from './request-card';
import { ApproveStatusTag } from './status-tag';

/** One of my own requests on /ApplicationInquiry; opens its detail for the owner. */
export function ApplicationCard({ item }: { item: TApplicationItem }) {
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  const length = lengthLabel(item.timeLength, item.timeUnit);
  return (
    <RequestCard
      title={item.categoryName}
      status={<ApproveStatusTag status={item.approveStatus} />}
      lines={[
        { label: t('card.applyNo'), value: item.applyNo },
        { label: t('card.period'), value: formatPeriod(item.startTime, item.endTime) },
        { label: t('card.length'), value: length ? t(length.key, { count: length.count }) : '' },
      ]}
      onOpen={() =>
        navigate(detailPath(item.kind, item.applyId, 'ApplicationInquiry', item.localTravelCancelID))
      }
    />
  );
}
