import type { TLeaveCategoryList } from '@ehome/shared/leave/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { LEAVE_KEY } from './keys';

/** GET /api/LeaveApply/GetCategoryList: the company's leave types with their settings, and my policy. */
export function getCategoryList(): Promise<TLeaveCategoryList> {
  return http.get<TLeaveCategoryList>('/api/LeaveApply/GetCategoryList');
}

export const categoryListQuery = queryOptions({
  queryKey: [...LEAVE_KEY, 'categories'],
  queryFn: getCategoryList,
  staleTime: 5 * 60_000,
});

export function useCategoryList() {
  return useQuery(categoryListQuery);
}
