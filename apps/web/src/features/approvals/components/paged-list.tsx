import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList as UiPagedList } from '../../../ui/paged-list';
import type { TPage } from '../paging';
import '../approvals.css';

type TProps<T> = {
  list: UseInfiniteQueryResult<InfiniteData<TPage<T>>>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

const CLASSES = {
  state: 'request-list__state',
  count: 'request-list__count',
  list: 'request-list',
  more: 'request-list__more',
  link: 'approvals-link',
};

/** A request list (spec 1 §2): the shared paged list with the request lists' words and count line. */
export function PagedList<T>({ list, itemKey, renderItem }: TProps<T>) {
  const { t } = useTranslation('approvals');
  return (
    <UiPagedList
      list={list}
      itemKey={itemKey}
      renderItem={renderItem}
      classes={CLASSES}
      texts={{
        failed: t('list.failed'),
        retry: t('retry'),
        empty: t('list.empty'),
        count: (total) => t('list.count', { count: total }),
        pulling: t('list.pull.pulling'),
        canRelease: t('list.pull.canRelease'),
        refreshing: t('list.pull.refreshing'),
        complete: t('list.pull.complete'),
        moreFailed: t('list.more.failed'),
        moreLoading: t('list.more.loading'),
        moreNone: t('list.more.none'),
      }}
    />
  );
}
