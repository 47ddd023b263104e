import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, type TListPage } from '../../../ui/paged-list';

const CLASSES = { state: 'act-state', list: 'act-list', more: 'act-more', link: 'act-link' };

/** An activity list: 10 a page, the next on reaching the end up to totalCount, pull down to reload. */
export function ActivityList<T>({
  list,
  itemKey,
  renderItem,
  empty,
}: {
  list: UseInfiniteQueryResult<InfiniteData<TListPage<T>>>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty?: string;
}) {
  const { t } = useTranslation('activities');
  return (
    <PagedList
      list={list}
      itemKey={itemKey}
      renderItem={renderItem}
      classes={CLASSES}
      texts={{
        failed: t('list.failed'),
        retry: t('list.retry'),
        empty: empty ?? t('list.empty'),
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
