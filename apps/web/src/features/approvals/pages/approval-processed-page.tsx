import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { HubGrid } from '../components/hub-grid';

/** /Approvalquerylist: the requests I handled, by kind; each opens that list's processed tab. */
export function ApprovalProcessedPage() {
  const { t } = useTranslation('approvals');
  return (
    <Page title={t('query.processedTitle')}>
      <HubGrid counts={undefined} tab={1} />
    </Page>
  );
}
