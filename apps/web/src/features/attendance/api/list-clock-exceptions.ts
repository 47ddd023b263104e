import type { TClockExceptionItem } from '@ehome/shared/attendance/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export type TClockExceptionStatus = 0 | 1 | 2;
export type TClockExceptionPage = { result: TClockExceptionItem[]; totalCount: number };

export const CLOCK_EXCEPTIONS_KEY = ['attendance', 'clockExceptions'] as const;

/**
 * GET /api/Attendance/ClockExceptionList?pageIndex&pageSize&status: out-of-range attempts of the
 * company's employees, newest first; status 0 waiting, 1 accepted, 2 dismissed. HR only.
 */
export function listClockExceptions(
  status: TClockExceptionStatus,
  pageIndex: number,
): Promise<TClockExceptionPage> {
  return http.get<TClockExceptionPage>('/api/Attendance/ClockExceptionList', {
    pageIndex,
    pageSize: PAGE_SIZE,
    status,
  });
}

export const clockExceptionsQuery = (status: TClockExceptionStatus) =>
  infiniteQueryOptions({
    queryKey: [...CLOCK_EXCEPTIONS_KEY, status],
    queryFn: ({ pageParam }) => listClockExceptions(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return loaded < last.totalCount && last.result.length > 0 ? pages.length + 1 : undefined;
    },
  });

export function useClockExceptions(status: TClockExceptionStatus) {
  return useInfiniteQuery(clockExceptionsQuery(status));
}
