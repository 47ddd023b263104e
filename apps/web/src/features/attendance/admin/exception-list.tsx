import type { TClockExceptionItem } from '@ehome/shared/attendance/schemas';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';

import { useTranslation } from 'react-i18next';
import { LazyPullToRefresh } from '../../../ui/lazy-pull-to-refresh';
import { PageLoading } from '../../../ui/page-loading';
import { type TClockExceptionStatus, useClockExceptions } from '../api/list-clock-exceptions';
import { LoadEmpty, LoadFailed } from '../calendar/load-state';
import { ExceptionItem } from './exception-item';

type TProps = {
  status: TClockExceptionStatus;
  onReview: (item: TClockExceptionItem, accept: boolean) => void;
};

/** One status's attempts, newest first: 10 a page, more on reaching the end, pull down to refresh. */
export function ExceptionList({ status, onReview }: TProps) {
  const { t } = useTranslation('attendanceAdmin');
  const list = useClockExceptions(status);

  if (list.isPending) return <PageLoading />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;

  const items = list.data.pages.flatMap((page) => page.result);
  const total = list.data.pages[0]?.totalCount ?? 0;

  const loadMore = async () => {
    const next = await list.fetchNextPage();
    // InfiniteScroll offers a retry when loading throws.
    if (next.isError) throw next.error;
  };

  return (
    <LazyPullToRefresh
      onRefresh={() => list.refetch()}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.canRelease')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.complete')}
    >
      {items.length === 0 ? (
        <LoadEmpty>{t(`exceptions.empty.${status}`)}</LoadEmpty>
      ) : (
        <>
          <p className="admin-count">{t('exceptions.count', { count: total })}</p>
          <ul className="admin-list admin-list--cards">
            {items.map((item) => (
              <ExceptionItem key={item.id} item={item} onReview={onReview} />
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={list.hasNextPage}>
            {(hasMore, failed, retry) => (
              <span className="admin-more">
                {failed ? (
                  <button type="button" className="admin-link" onClick={retry}>
                    {t('more.failed')}
                  </button>
                ) : hasMore ? (
                  t('more.loading')
                ) : (
                  t('more.none')
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </LazyPullToRefresh>
  );
}
