import { useQueryClient } from '@tanstack/react-query';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { APPLICATIONS_KEY, useApplications } from '../api/list-applications';
import { ApplicationCard } from '../components/application-card';
import { PagedList } from '../components/paged-list';
import { INQUIRY_TABS, inquiryTabOf, type TInquiryKind } from '../inquiry-tabs';
import '../approvals.css';

/**
 * /ApplicationInquiry?Type|name (spec 1 §2): my own requests, one tab per kind. The link's Type or
 * name picks the tab; the tab is kept in the address so going back from a detail returns to it.
 */
export function ApplicationInquiryPage() {
  const { t } = useTranslation('approvals');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const tab = inquiryTabOf(params.get('Type'), params.get('name'));

  const select = (key: string) => {
    const next = INQUIRY_TABS.find((item) => String(item.value) === key) ?? INQUIRY_TABS[0];
    if (next.value === tab.value) return;
    // Switching tab starts that list again from its first page (spec 1 §4 "Application lists").
    queryClient.removeQueries({ queryKey: [...APPLICATIONS_KEY, next.kind] });
    setParams({ Type: String(next.value) }, { replace: true });
  };

  return (
    <Page title={t('inquiry.title')}>
      <div className="approvals-tabs">
        <Tabs activeKey={String(tab.value)} onChange={select} stretch={false}>
          {INQUIRY_TABS.map((item) => (
            <Tabs.Tab key={String(item.value)} title={t(`inquiry.tabs.${item.kind}`)} />
          ))}
        </Tabs>
      </div>
      <InquiryList key={tab.kind} kind={tab.kind} />
    </Page>
  );
}

function InquiryList({ kind }: { kind: TInquiryKind }) {
  const list = useApplications(kind);
  return (
    <PagedList
      list={list}
      itemKey={(item) => item.applyId}
      renderItem={(item) => <ApplicationCard item={item} />}
    />
  );
}
