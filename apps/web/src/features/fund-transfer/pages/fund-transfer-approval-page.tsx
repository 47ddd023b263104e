import { FUND_TRANSFER_BIZ_TYPE, fundTransferDetailPath } from '@ehome/shared/fund-transfer/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { TabBar } from '../../../ui/tab-bar';
import { ApproveStatusTag, PagedList, RequestCard, useApproveList } from '../../approvals';
import '../fund-transfer.css';

/**
 * /FundTransferApproval (spec 3 §2.3, HR): the fund transfers waiting for HR and those HR decided,
 * from the approvals engine's list (BizType 13). The tab stays in the address.
 */
export function FundTransferApprovalPage() {
  const { t } = useTranslation('fundTransfer');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === '1' ? 1 : 0;
  const list = useApproveList({ BizType: FUND_TRANSFER_BIZ_TYPE, kind: 'fundTransfer', tab });
  return (
    <Page title={t('approvalTitle')}>
      <div className="fund-tabs">
        <TabBar
          items={[
            { key: '0', title: t('tabs.pending') },
            { key: '1', title: t('tabs.processed') },
          ]}
          activeKey={String(tab)}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
        />
      </div>
      <PagedList
        key={tab}
        list={list}
        itemKey={(item) => `${item.applyId}:${item.taskId ?? ''}`}
        renderItem={(item) => (
          <RequestCard
            title={item.categoryDisplayName || item.categoryName}
            status={<ApproveStatusTag status={item.approveStatus} />}
            lines={[
              { label: t('applicant'), value: `${item.empName} (${item.empNo})` },
              { label: t('applyNo'), value: item.applyNo },
              { label: t('submittedAt'), value: item.submittedAt ?? '' },
            ]}
            onOpen={() => navigate(`${fundTransferDetailPath(item.applyId)}&name=ApprovalProcess`)}
          />
        )}
      />
    </Page>
  );
}
