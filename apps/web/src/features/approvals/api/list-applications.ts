import type { TApplicationItem } from '@ehome/shared/approvals/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listOutingCancels, listTravelApplications } from '../../travel';
import type { TInquiryKind } from '../inquiry-tabs';
import { nextPageParam, type TPage } from '../paging';
import { listLeaveApplications } from './list-leave-applications';

/**
 * The owner list call of each request kind on /ApplicationInquiry. A kind whose module is not built
 * has no entry: its tab shows an empty list without asking the server.
 */
const LIST_CALLS: Partial<Record<TInquiryKind, (pageIndex: number) => Promise<TPage<TApplicationItem>>>> = {
  leave: listLeaveApplications,
  outing: (pageIndex) => listTravelApplications(0, pageIndex),
  trip: (pageIndex) => listTravelApplications(1, pageIndex),
  outingCancel: (pageIndex) => listOutingCancels(pageIndex),
};

export function hasApplicationList(kind: TInquiryKind): boolean {
  return kind in LIST_CALLS;
}

export const APPLICATIONS_KEY = ['approvals', 'applications'] as const;

export const applicationsQuery = (kind: TInquiryKind) =>
  infiniteQueryOptions({
    queryKey: [...APPLICATIONS_KEY, kind],
    queryFn: ({ pageParam }): Promise<TPage<TApplicationItem>> => {
      const call = LIST_CALLS[kind];
      return call ? call(pageParam) : Promise.resolve({ result: [], totalCount: 0 });
    },
    // Requests change on other screens (filed, withdrawn, decided): read again on every visit.
    staleTime: 0,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useApplications(kind: TInquiryKind) {
  return useInfiniteQuery(applicationsQuery(kind));
}
