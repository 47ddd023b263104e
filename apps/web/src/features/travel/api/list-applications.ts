import type { TApplicationItem } from '@ehome/shared/approvals/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import type { TTravelType } from '@ehome/shared/travel/constants';
import { http } from '../../../platform/http';

type TPage<T> = { result: T[]; totalCount: number };

/** GET /api/LocalTravelApply/List?type&pageIndex&pageSize: my own outings (0) or trips (1), newest first. */
export function listTravelApplications(
  type: TTravelType,
  pageIndex: number,
): Promise<TPage<TApplicationItem>> {
  return http.get<TPage<TApplicationItem>>('/api/LocalTravelApply/List', {
    type,
    pageIndex,
    pageSize: PAGE_SIZE,
  });
}

/** POST /api/LocalTravelApply/WotCancelList?pageIndex&pageSize {applyNo}: my outing cancellations. */
export function listOutingCancels(pageIndex: number, applyNo = ''): Promise<TPage<TApplicationItem>> {
  return http.post<TPage<TApplicationItem>>(
    '/api/LocalTravelApply/WotCancelList',
    { applyNo },
    { query: { pageIndex, pageSize: PAGE_SIZE } },
  );
}
