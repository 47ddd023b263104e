import type { TApproveListBody, TApproveListItem } from '@ehome/shared/approvals/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { nextPageParam, type TPage } from '../paging';

export type TApproveListRequest = Pick<
  TApproveListBody,
  'BizType' | 'applyNo' | 'empname' | 'applyCategoryCode' | 'kind'
> & {
  tab: 0 | 1;
};

export const APPROVE_LIST_KEY = ['approvals', 'list'] as const;

/**
 * POST /api/Apply/ApplyApproveList?pageIndex&pageSize {BizType, kind, tab, applyNo | empname,
 * applyCategoryCode}: my open tasks (tab 0) or the requests I acted on (tab 1) of one BizType.
 */
export function listApprovals(
  request: TApproveListRequest,
  pageIndex: number,
): Promise<TPage<TApproveListItem>> {
  return http.post<TPage<TApproveListItem>>('/api/Apply/ApplyApproveList', request, {
    query: { pageIndex, pageSize: PAGE_SIZE },
  });
}

/** `request` null: the kind has no requests yet, so there is nothing to ask (an empty list). */
export const approveListQuery = (request: TApproveListRequest | null) =>
  infiniteQueryOptions({
    queryKey: [...APPROVE_LIST_KEY, request],
    queryFn: ({ pageParam }): Promise<TPage<TApproveListItem>> =>
      request ? listApprovals(request, pageParam) : Promise.resolve({ result: [], totalCount: 0 }),
    // Requests change on other screens (filed, withdrawn, decided): read again on every visit.
    staleTime: 0,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useApproveList(request: TApproveListRequest | null) {
  return useInfiniteQuery(approveListQuery(request));
}
