import type { TApproveStatus } from '@ehome/shared/approvals/schemas';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';

/**
 * Colours of spec 1 §4's result labels: rejected red, approved green, in approval orange, draft grey,
 * darker than the kit's presets so 12 px text keeps 4.5:1 on the tags' tinted backgrounds (the kit
 * sets the colour inline, so a style sheet cannot darken it).
 */
const COLORS: Record<TApproveStatus, string> = {
  0: 'default',
  1: '#b25600',
  2: '#00754a',
  3: '#c8001e',
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
