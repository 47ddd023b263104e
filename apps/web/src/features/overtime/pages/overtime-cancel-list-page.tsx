import SearchBar from 'antd-mobile/es/components/search-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page';
import { ApproveStatusTag, PagedList, RequestCard } from '../../approvals';
import { useCancellable } from '../api/list-cancellable';
import { hoursText } from '../format';
import '../overtime.css';

/**
 * /OverTimeCancelList: my approved overtime that can be cancelled (spec 1 §2 "Overtime cancel list":
 * search by applyNo, pull-down refresh, load more; category, number, start and end). A card opens
 * the cancellation form, or the cancellation already open on it.
 */
export function OvertimeCancelListPage() {
  const { t } = useTranslation('overtime');
  const navigate = useNavigate();
  const [applyNo, setApplyNo] = useState('');
  const list = useCancellable(applyNo);
  return (
    <Page title={t('cancelList.title')}>
      <div className="ot-search">
        <SearchBar
          placeholder={t('cancelList.search')}
          onSearch={(value) => setApplyNo(value.trim())}
          onClear={() => setApplyNo('')}
          aria-label={t('cancelList.search')}
        />
      </div>
      <PagedList
        list={list}
        itemKey={(item) => item.applyId}
        renderItem={(item) => (
          <RequestCard
            title={item.categoryName}
            status={
              item.cancelApproveStatus !== null ? (
                <ApproveStatusTag status={item.cancelApproveStatus} />
              ) : null
            }
            lines={[
              { label: t('view.applyNo'), value: item.applyNo },
              { label: t('form.start'), value: item.startTime },
              { label: t('form.end'), value: item.endTime },
              {
                label: t('form.length'),
                value: t('form.hours', { count: Number(hoursText(item.timeLength)) }),
              },
            ]}
            onOpen={() =>
              navigate(`/CommonsOverTimeCancelDetail?applyId=${item.cancelApplyId ?? item.applyId}`)
            }
          />
        )}
      />
    </Page>
  );
}
