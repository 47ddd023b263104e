import { PAGE_SIZE } from '@ehome/shared/constants';
import type { TSupplementItem } from '@ehome/shared/makeup-clock/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

type TPage = { result: TSupplementItem[]; totalCount: number };

/**
 * GET /api/AttendanceQuerySummary/GetSupplementAttendanceApplyList?pageNow&pageSize&tab&empNo: the
 * make-ups waiting for me (tab 0) or that I decided (tab 1), by employee number.
 */
export function listSupplement(tab: 0 | 1, empNo: string, pageNow: number): Promise<TPage> {
  return http.get<TPage>('/api/AttendanceQuerySummary/GetSupplementAttendanceApplyList', {
    pageNow,
    pageSize: PAGE_SIZE,
    tab,
    empNo: empNo || undefined,
  });
}

export const SUPPLEMENT_KEY = ['attendance', 'supplement'] as const;

export function useSupplementList(tab: 0 | 1, empNo: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...SUPPLEMENT_KEY, tab, empNo],
      queryFn: ({ pageParam }) => listSupplement(tab, empNo, pageParam),
      staleTime: 0,
      initialPageParam: 1,
      getNextPageParam: (last: TPage, pages: TPage[]) =>
        pages.reduce((n, p) => n + p.result.length, 0) < last.totalCount ? pages.length + 1 : undefined,
    }),
  );
}
