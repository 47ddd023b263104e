import type { TApproveStatus } from '@ehome/shared/approvals/status';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { TabBar } from '../../../ui/tab-bar';
import { ApproveStatusTag, PagedList, RequestCard } from '../../approvals';
import { useSupplementList } from '../api/list-supplement';
import '../makeup/makeup.css';

/**
 * /FillClockList (spec 3 §2.6 approvals): the make-ups HR (the administrative assistant) decides,
 * pending and processed, searchable by employee number. Tab and search stay in the address, so back
 * from a detail returns to them.
 */
export function MakeupApprovalListPage() {
  const { t } = useTranslation('makeup');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === '1' ? 1 : 0;
  const empNo = params.get('q') ?? '';
  const [draft, setDraft] = useState(empNo);
  const go = (next: { tab: 0 | 1; q: string }) => {
    const search: Record<string, string> = { tab: String(next.tab) };
    if (next.q.trim()) search.q = next.q.trim();
    setParams(search, { replace: true });
  };
  const list = useSupplementList(tab, empNo);
  return (
    <Page title={t('approvalList.title')}>
      <div className="approvals-tabs">
        <TabBar
          items={[
            { key: '0', title: t('approvalList.tabs.0') },
            { key: '1', title: t('approvalList.tabs.1') },
          ]}
          activeKey={String(tab)}
          onChange={(key) => go({ tab: key === '1' ? 1 : 0, q: empNo })}
        />
      </div>
      <div className="approvals-search">
        <SearchBar
          value={draft}
          onChange={setDraft}
          onSearch={(value) => go({ tab, q: value })}
          onClear={() => go({ tab, q: '' })}
          placeholder={t('approvalList.search')}
          maxLength={30}
          aria-label={t('approvalList.search')}
        />
      </div>
      <PagedList
        key={`${tab}:${empNo}`}
        list={list}
        itemKey={(item) => `${item.applyId}:${item.approveId ?? ''}`}
        renderItem={(item) => (
          <RequestCard
            title={item.typeText}
            status={
              item.result ? (
                <span className={`makeup-result makeup-result--${item.approveStatus}`}>{item.result}</span>
              ) : (
                <ApproveStatusTag status={item.approveStatus as TApproveStatus} />
              )
            }
            lines={[
              { label: t('detail.applicant'), value: `${item.empName} (${item.empNo})` },
              { label: t('form.date'), value: item.attendanceDate },
              { label: t('form.remark'), value: item.remark },
              { label: t('detail.applyNo'), value: item.applyNo },
            ]}
            onOpen={() =>
              navigate(
                `/AttendanceFillClockDetail/${encodeURIComponent(item.applyId)}?from=ApprovalProcess&SIA=${encodeURIComponent(item.groupNo)}${item.approveId ? `&Vid=${encodeURIComponent(item.approveId)}` : ''}`,
              )
            }
          />
        )}
      />
    </Page>
  );
}

/** /CommonAttendanceFillClockView: my make-ups are the ApplicationInquiry tab 3 (Tonic card). */
export function MakeupOwnListPage() {
  return <Navigate to="/ApplicationInquiry?Type=3" replace />;
}
