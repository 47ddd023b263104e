import type { TApproveListItem } from '@ehome/shared/approvals/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detailPath } from '../approval-lists';
import { formatPeriod } from '../format';
import { lengthLabel } from '../length';
import { RequestCard } from './request-card';
import { ApproveStatusTag } from './status-tag';

/**
 * A request in an approver's list; opens its detail in approval mode, or, while choosing requests
 * for a bulk approval (`selection`), toggles whether it is chosen.
 */
export function ApprovalCard({
  item,
  selection,
}: {
  item: TApproveListItem;
  selection?: { selected: boolean; onToggle: () => void };
}) {
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  const length = lengthLabel(item.timeLength, item.timeUnit);
  const period = formatPeriod(item.mobileStartTime || item.startTime, item.mobileEndTime || item.endTime);
  return (
    <RequestCard
      title={item.categoryName}
      status={<ApproveStatusTag status={item.approveStatus} />}
      lines={[
        { label: t('card.applicant'), value: [item.empName, item.empNo].filter(Boolean).join(' ') },
        { label: t('card.applyNo'), value: item.applyNo },
        { label: t('card.period'), value: period || item.MobileAttendanceDate },
        { label: t('card.length'), value: length ? t(length.key, { count: length.count }) : '' },
      ]}
      selected={selection?.selected}
      onOpen={
        selection
          ? selection.onToggle
          : () => navigate(detailPath(item.kind, item.applyId, 'ApprovalProcess'))
      }
    />
  );
}
