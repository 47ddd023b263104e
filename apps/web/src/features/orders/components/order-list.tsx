import type { TOrderListItem, TOrderPage } from '@ehome/shared/shop/orders';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../ui/paged-list';

const CLASSES = { state: 'order-state', list: 'order-list', more: 'order-more', link: 'order-link' };

/** An order list: 10 a page, the next on reaching the end up to totalCount, pull down to reload. */
export function OrderList({
  list,
  renderItem,
}: {
  list: UseInfiniteQueryResult<InfiniteData<TOrderPage>>;
  renderItem: (order: TOrderListItem) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <PagedList
      list={list}
      itemKey={(order) => order.order_id}
      renderItem={renderItem}
      classes={CLASSES}
      texts={{
        failed: t('list.failed'),
        retry: t('list.retry'),
        empty: t('list.empty'),
        pulling: t('list.pull.pulling'),
        canRelease: t('list.pull.canRelease'),
        refreshing: t('list.pull.refreshing'),
        complete: t('list.pull.complete'),
        moreFailed: t('list.moreFailed'),
        moreLoading: t('list.loading'),
        moreNone: t('list.none'),
      }}
    />
  );
}
