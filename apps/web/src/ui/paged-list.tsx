import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { LazyPullToRefresh } from './lazy-pull-to-refresh';
import { PageLoading } from './page-loading';

/** A page of a list call (GUIDE contract: `resultData.result` and `resultData.totalCount`). */
export type TListPage<T> = { result: T[]; totalCount: number };

/** The list's words, in the caller's catalogue. */
export type TPagedListTexts = {
  failed: string;
  retry: string;
  empty: string;
  /** The "N in all" line above the rows; none when absent. */
  count?: (total: number) => string;
  pulling: string;
  canRelease: string;
  refreshing: string;
  complete: string;
  moreFailed: string;
  moreLoading: string;
  moreNone: string;
};

/** The caller's class names of the list's parts (each feature styles its own). */
export type TPagedListClasses = { state: string; count?: string; list: string; more: string; link: string };

type TProps<T> = {
  list: UseInfiniteQueryResult<InfiniteData<TListPage<T>>>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  texts: TPagedListTexts;
  classes: TPagedListClasses;
};

/**
 * A paged list as the spec has them (spec 1 §2, spec 2 §9): 10 a page, the next page on reaching
 * the end up to totalCount, pull down to reload from the first page, a message when empty, a retry
 * when a page fails.
 */
export function PagedList<T>({ list, itemKey, renderItem, texts, classes }: TProps<T>) {
  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <div className={classes.state} role="alert">
        <p>{texts.failed}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void list.refetch()}>
          {texts.retry}
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
      pullingText={texts.pulling}
      canReleaseText={texts.canRelease}
      refreshingText={texts.refreshing}
      completeText={texts.complete}
    >
      {items.length === 0 ? (
        <p className={classes.state}>{texts.empty}</p>
      ) : (
        <>
          {texts.count ? <p className={classes.count}>{texts.count(total)}</p> : null}
          <ul className={classes.list}>
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={list.hasNextPage}>
            {(hasMore, failed, retry) => (
              <span className={classes.more}>
                {failed ? (
                  <button type="button" className={classes.link} onClick={retry}>
                    {texts.moreFailed}
                  </button>
                ) : hasMore ? (
                  texts.moreLoading
                ) : (
                  texts.moreNone
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </LazyPullToRefresh>
  );
}
