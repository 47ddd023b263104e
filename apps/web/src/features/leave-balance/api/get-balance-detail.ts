import type { TLeaveRemainDetail } from '@ehome/shared/leave/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * POST /api/LeaveRemain/GetLeaveRemainDetailForEhome {year, applyCategoryId}: one balance and the
 * requests charged to it.
 */
export function getBalanceDetail(year: number, applyCategoryId: string): Promise<TLeaveRemainDetail> {
  // The page shows a refusal in place of the content, so no toast repeats it.
  return http.post<TLeaveRemainDetail>(
    '/api/LeaveRemain/GetLeaveRemainDetailForEhome',
    { year, applyCategoryId },
    { silent: true },
  );
}

export const balanceDetailQuery = (year: number, applyCategoryId: string, language: string) =>
  queryOptions({
    queryKey: ['leaveBalance', 'detail', year, applyCategoryId, language],
    queryFn: () => getBalanceDetail(year, applyCategoryId),
  });

export function useBalanceDetail(year: number | null, applyCategoryId: string, language: string) {
  return useQuery({
    ...balanceDetailQuery(year ?? 0, applyCategoryId, language),
    enabled: year !== null && applyCategoryId !== '',
  });
}
