import type { TLeaveBalance } from '@ehome/shared/leave/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** POST /api/LeaveRemain/GetAllLeaveRemainForEhome {year}: the caller's balance per leave type. */
export function listBalances(year: number): Promise<TLeaveBalance[]> {
  return http.post<TLeaveBalance[]>('/api/LeaveRemain/GetAllLeaveRemainForEhome', { year });
}

export const balancesQuery = (year: number, language: string) =>
  queryOptions({
    // Category names come in the reader's language.
    queryKey: ['leaveBalance', 'all', year, language],
    queryFn: () => listBalances(year),
  });

/** `year` null waits for the server's year. */
export function useBalances(year: number | null, language: string) {
  return useQuery({
    ...balancesQuery(year ?? 0, language),
    enabled: year !== null,
    placeholderData: keepPreviousData,
  });
}
