import type { TLocalTravelDetail } from '@ehome/shared/travel/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { TRAVEL_KEY } from './keys';

/**
 * POST /api/LocalTravelApply/Get {ApplyId}: an outing or trip as its owner or approver sees it.
 * Silent: the page shows a refusal in place of the details.
 */
export function getTravel(applyId: string): Promise<TLocalTravelDetail> {
  return http.post<TLocalTravelDetail>('/api/LocalTravelApply/Get', { ApplyId: applyId }, { silent: true });
}

export const travelQuery = (applyId: string) =>
  queryOptions({
    queryKey: [...TRAVEL_KEY, 'detail', applyId],
    queryFn: () => getTravel(applyId),
    enabled: applyId !== '',
    retry: false,
    staleTime: 0,
  });

export function useTravel(applyId: string) {
  return useQuery(travelQuery(applyId));
}
