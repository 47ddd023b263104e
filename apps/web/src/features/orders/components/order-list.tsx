import type { TOrderListItem, TOrderPage } from '@ehome/shared/shop/orders';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPullToRefresh } from '../../../ui/lazy-pull-to-refresh';
import { PageLoading } from '../../../ui/page-loading';

/** An order list: 10 a page, the next on reaching the end up to totalCount, pull down to reload. */
export function OrderList({
  list,
  renderItem,
}: {
  list: UseInfiniteQueryResult<InfiniteData<TOrderPage>>;
  renderItem: (order: TOrderListItem) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  if (list.isPending) return <PageLoading />;
  if (list.isError)
    return (
      <div className="order-state" role="alert">
        <p>{t('list.failed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  const items = list.data.pages.flatMap((page) => page.result);
  const loadMore = async () => {
    const next = await list.fetchNextPage();
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
        <p className="order-state">{t('list.empty')}</p>
      ) : (
        <>
          <ul className="order-list">
            {items.map((order) => (
              <li key={order.order_id}>{renderItem(order)}</li>
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={list.hasNextPage}>
            {(hasMore, failed, retry) => (
              <span className="order-more">
                {failed ? (
                  <button type="button" className="order-link" onClick={retry}>
                    {t('list.moreFailed')}
                  </button>
                ) : hasMore ? (
                  t('list.loading')
                ) : (
                  t('list.none')
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </LazyPullToRefresh>
  );
}
