import { useQueryClient } from '@tanstack/react-query';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { APPROVE_LIST_KEY, type TApproveListRequest, useApproveList } from '../api/list-approvals';
import { approvalListOf, listTabOf, type TApprovalList } from '../approval-lists';
import { ApprovalCard } from '../components/approval-card';
import { PagedList } from '../components/paged-list';
import { searchBody } from '../search';
import '../approvals.css';

/**
 * /ApprovalProcessLeave and the hub's other list paths (spec 1 §2 "Approval"): my pending tasks and
 * the requests I handled of one kind, searchable by number or employee name. `?tab=1` opens the
 * processed tab; the search term stays in the address too, so back from a detail keeps both.
 */
export function ApprovalListPage() {
  const { t } = useTranslation('approvals');
  const { pathname } = useLocation();
  const list = approvalListOf(pathname);
  if (!list) {
    return (
      <Page title={t('hub.title')}>
        <p className="request-list__state">{t('approvalList.notFound')}</p>
      </Page>
    );
  }
  return <ApprovalList list={list} />;
}

function ApprovalList({ list }: { list: TApprovalList }) {
  const { t } = useTranslation('approvals');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const tab = listTabOf(params.get('tab'));
  const term = params.get('q') ?? '';
  const [draft, setDraft] = useState(term);

  const go = (next: { tab: 0 | 1; q: string }) => {
    // A new tab or search starts from the first page.
    queryClient.removeQueries({ queryKey: APPROVE_LIST_KEY });
    const search: Record<string, string> = { tab: String(next.tab) };
    if (next.q.trim()) search.q = next.q.trim();
    setParams(search, { replace: true });
  };

  const request: TApproveListRequest | null = list.request
    ? { ...list.request, tab, ...searchBody(term) }
    : null;

  return (
    <Page title={t(`hub.kinds.${list.key}`)}>
      <div className="approvals-tabs">
        <Tabs
          activeKey={String(tab)}
          onChange={(key) => key !== String(tab) && go({ tab: listTabOf(key), q: term })}
        >
          <Tabs.Tab key="0" title={t('approvalList.tabs.0')} />
          <Tabs.Tab key="1" title={t('approvalList.tabs.1')} />
        </Tabs>
      </div>
      <div className="approvals-search">
        <SearchBar
          value={draft}
          onChange={setDraft}
          onSearch={(value) => go({ tab, q: value })}
          onClear={() => go({ tab, q: '' })}
          placeholder={t('approvalList.search')}
          maxLength={50}
          aria-label={t('approvalList.search')}
        />
      </div>
      <ApprovalItems key={`${tab}:${term}`} request={request} />
    </Page>
  );
}

function ApprovalItems({ request }: { request: TApproveListRequest | null }) {
  const list = useApproveList(request);
  return (
    <PagedList
      list={list}
      itemKey={(item) => `${item.applyId}:${item.taskId ?? ''}`}
      renderItem={(item) => <ApprovalCard item={item} />}
    />
  );
}
