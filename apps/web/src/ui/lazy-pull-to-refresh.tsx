import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import { lazy, Suspense } from 'react';

const load = () => import('antd-mobile/es/components/pull-to-refresh');
const PullToRefreshChunk = lazy(load);

/** Starts the download early, so pulling works by the time the list is on screen. */
export const preloadPullToRefresh = () => void load();

/**
 * antd-mobile's PullToRefresh, downloaded after the list: its spring and gesture libraries weigh
 * more than the rest of the page. Until it arrives the list shows as it is, without the pull.
 */
export function LazyPullToRefresh(props: PullToRefreshProps) {
  return (
    <Suspense fallback={props.children}>
      <PullToRefreshChunk {...props} />
    </Suspense>
  );
}
