import { PAGE_SIZE } from '@ehome/shared/constants';
import type { TOvertimeCancelItem } from '@ehome/shared/overtime/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { nextPageParam, type TPage } from '../../approvals';
import { OVERTIME_KEY } from './keys';

/** POST /api/OvertimeApply/overTimeApplyCancelList?pageIndex&pageSize {applyNo}: my overtime that can be cancelled. */
export function listCancellable(pageIndex: number, applyNo: string): Promise<TPage<TOvertimeCancelItem>> {
  return http.post<TPage<TOvertimeCancelItem>>(
    '/api/OvertimeApply/overTimeApplyCancelList',
    { applyNo },
    { query: { pageIndex, pageSize: PAGE_SIZE } },
  );
}

export function useCancellable(applyNo: string) {
  return useInfiniteQuery({
    queryKey: [...OVERTIME_KEY, 'cancellable', applyNo],
    queryFn: ({ pageParam }) => listCancellable(pageParam, applyNo),
    staleTime: 0,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
