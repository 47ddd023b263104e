import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPullToRefresh } from '../../../ui/lazy-pull-to-refresh';
import { PageLoading } from '../../../ui/page-loading';
import type { TPage } from '../paging';
import '../approvals.css';

type TProps<T> = {
  list: UseInfiniteQueryResult<InfiniteData<TPage<T>>>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/**
 * A request list as spec 1 §2 has it: 10 a page, the next page on reaching the end, pull down to
 * reload from the first page, "no data" when empty.
 */
export function PagedList<T>({ list, itemKey, renderItem }: TProps<T>) {
  const { t } = useTranslation('approvals');

  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <div className="request-list__state" role="alert">
        <p>{t('list.failed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

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
      pullingText={t('list.pull.pulling')}
      canReleaseText={t('list.pull.canRelease')}
      refreshingText={t('list.pull.refreshing')}
      completeText={t('list.pull.complete')}
    >
      {items.length === 0 ? (
        <p className="request-list__state">{t('list.empty')}</p>
      ) : (
        <>
          <p className="request-list__count">{t('list.count', { count: total })}</p>
          <ul className="request-list">
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={list.hasNextPage}>
            {(hasMore, failed, retry) => (
              <span className="request-list__more">
                {failed ? (
                  <button type="button" className="approvals-link" onClick={retry}>
                    {t('list.more.failed')}
                  </button>
                ) : hasMore ? (
                  t('list.more.loading')
                ) : (
                  t('list.more.none')
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </LazyPullToRefresh>
  );
}
