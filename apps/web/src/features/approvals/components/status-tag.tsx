import type { TApproveStatus } from '@ehome/shared/approvals/schemas';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';

/** Colours of spec 1 §4's result labels: rejected red, approved green, in approval orange, draft grey. */
const COLORS: Record<TApproveStatus, 'default' | 'warning' | 'success' | 'danger'> = {
  0: 'default',
  1: 'warning',
  2: 'success',
  3: 'danger',
};

/** A request's approveStatus (0 draft, 1 in approval, 2 approved, 3 rejected) as a coloured tag. */
export function ApproveStatusTag({ status }: { status: TApproveStatus }) {
  const { t } = useTranslation('approvals');
  return (
    <Tag color={COLORS[status] ?? 'default'} fill="outline" className="approve-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
