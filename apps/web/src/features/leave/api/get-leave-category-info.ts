import type { TLeaveCategoryInfoBody, TLeaveCategoryInfoResult } from '@ehome/shared/leave/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { LEAVE_KEY } from './keys';

/**
 * POST /api/LeaveApply/GetLeaveCategoryInfo {CategoryId, StartTime, CustomFields}: the balance of
 * the chosen type for the year the leave starts in (remainInfo Used / Remain / Amount / Warning).
 */
export function getLeaveCategoryInfo(body: TLeaveCategoryInfoBody): Promise<TLeaveCategoryInfoResult> {
  return http.post<TLeaveCategoryInfoResult>('/api/LeaveApply/GetLeaveCategoryInfo', body);
}

/** `categoryId` '' waits for a choice; the start date picks the balance year. */
export function useLeaveCategoryInfo(categoryId: string, startDate: string) {
  return useQuery({
    queryKey: [...LEAVE_KEY, 'categoryInfo', categoryId, startDate],
    queryFn: () =>
      getLeaveCategoryInfo({
        CategoryId: categoryId,
        ...(startDate ? { StartTime: `${startDate} 00:00` } : {}),
      }),
    enabled: categoryId !== '',
    placeholderData: keepPreviousData,
  });
}
