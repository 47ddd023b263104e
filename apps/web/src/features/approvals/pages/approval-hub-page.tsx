import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { useApprovalCounts } from '../api/get-approval-counts';
import { HubGrid } from '../components/hub-grid';

/** /ApprovalProcess: the approval hub, seven kinds with my pending counts, each opening its list. */
export function ApprovalHubPage() {
  const { t } = useTranslation('approvals');
  const counts = useApprovalCounts();
  return (
    <Page title={t('hub.title')}>
      <HubGrid counts={counts.data} tab={0} />
    </Page>
  );
}
