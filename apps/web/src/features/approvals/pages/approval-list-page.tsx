import { APPROVAL_BATCH_MAX } from '@ehome/shared/approvals/constants';
import { useQueryClient } from '@tanstack/react-query';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { TabBar } from '../../../ui/tab-bar';
import { APPROVE_LIST_KEY, type TApproveListRequest, useApproveList } from '../api/list-approvals';
import { approvalListOf, listTabOf, type TApprovalList } from '../approval-lists';
import { ApprovalCard } from '../components/approval-card';
import type { TBulkItem } from '../components/bulk-approval';
import { PagedList } from '../components/paged-list';
import { searchBody } from '../search';
import '../approvals.css';

// The bulk bar brings the dialog, checkbox and text area; most visits never enter bulk mode.
const BulkApprovalBar = lazy(async () => ({
  default: (await import('../components/bulk-approval')).BulkApprovalBar,
}));

/**
 * /ApprovalProcessLeave and the hub's other list paths (spec 1 §2 "Approval"): my pending tasks and
 * the requests I handled of one kind, searchable by number or employee name. `?tab=1` opens the
 * processed tab; the search term stays in the address too, so back from a detail keeps both. The
 * pending tab offers bulk approval: choose several (or all loaded), agree once.
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
        <TabBar
          items={[
            { key: '0', title: t('approvalList.tabs.0') },
            { key: '1', title: t('approvalList.tabs.1') },
          ]}
          activeKey={String(tab)}
          onChange={(key) => go({ tab: listTabOf(key), q: term })}
        />
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
  const { t } = useTranslation('approvals');
  const list = useApproveList(request);
  // Bulk approval: only on the pending tab, where each item carries the approver's open task.
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<TBulkItem[]>([]);
  const pending = request?.tab === 0;
  const bulkItems: TBulkItem[] = (list.data?.pages.flatMap((page) => page.result) ?? []).flatMap((item) =>
    item.taskId ? [{ applyId: item.applyId, taskId: item.taskId, applyNo: item.applyNo }] : [],
  );
  const selectable = bulkItems.slice(0, APPROVAL_BATCH_MAX);

  const toggle = (item: TBulkItem) =>
    setSelected((chosen) =>
      chosen.some((c) => c.taskId === item.taskId)
        ? chosen.filter((c) => c.taskId !== item.taskId)
        : chosen.length < APPROVAL_BATCH_MAX
          ? [...chosen, item]
          : chosen,
    );
  const leaveBulk = () => {
    setBulk(false);
    setSelected([]);
  };

  return (
    <div className={bulk ? 'bulk-list' : undefined}>
      {pending && bulkItems.length > 0 && (
        <div className="bulk-toolbar">
          <button
            type="button"
            className="approvals-link"
            onClick={() => (bulk ? leaveBulk() : setBulk(true))}
          >
            {bulk ? t('bulk.exit') : t('bulk.enter')}
          </button>
        </div>
      )}
      <PagedList
        list={list}
        itemKey={(item) => `${item.applyId}:${item.taskId ?? ''}`}
        renderItem={(item) => {
          const bulkItem = bulkItems.find((b) => b.taskId === item.taskId);
          return (
            <ApprovalCard
              item={item}
              selection={
                bulk && bulkItem
                  ? {
                      selected: selected.some((c) => c.taskId === bulkItem.taskId),
                      onToggle: () => toggle(bulkItem),
                    }
                  : undefined
              }
            />
          );
        }}
      />
      {bulk && (
        <Suspense fallback={null}>
          <BulkApprovalBar
            selected={selected}
            selectable={selectable.length}
            onSelectAll={(all) => setSelected(all ? selectable : [])}
            onFinished={leaveBulk}
          />
        </Suspense>
      )}
    </div>
  );
}
