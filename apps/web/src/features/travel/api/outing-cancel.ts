import type { TOutingCancelSaved, TOutingCancelView } from '@ehome/shared/travel/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { invalidateTravel } from './invalidate';
import { TRAVEL_KEY } from './keys';

/** POST /api/LocalTravelApply/WOTCancelProcessGet {ApplyId}: an outing with its cancellation (either id). */
export function getOutingCancel(applyId: string): Promise<TOutingCancelView> {
  return http.post<TOutingCancelView>(
    '/api/LocalTravelApply/WOTCancelProcessGet',
    { ApplyId: applyId },
    { silent: true },
  );
}

export const outingCancelQuery = (applyId: string) =>
  queryOptions({
    queryKey: [...TRAVEL_KEY, 'cancel', applyId],
    queryFn: () => getOutingCancel(applyId),
    enabled: applyId !== '',
    retry: false,
    staleTime: 0,
  });

export function useOutingCancel(applyId: string) {
  return useQuery(outingCancelQuery(applyId));
}

/**
 * POST CreateWOT {applyId (the outing), Cremark, approveStatus} or UpdateWOT {applyId (the
 * cancellation), Cremark, approveStatus}. Silent: the page toasts the result.
 */
export function saveOutingCancel(body: {
  create: boolean;
  applyId: string;
  Cremark: string;
  approveStatus: 0 | 1;
}): Promise<TOutingCancelSaved> {
  const { create, ...payload } = body;
  return http.post<TOutingCancelSaved>(
    `/api/LocalTravelApply/${create ? 'CreateWOT' : 'UpdateWOT'}`,
    payload,
    {
      silent: true,
    },
  );
}

export function useSaveOutingCancel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOutingCancel, onSuccess: () => invalidateTravel(queryClient) });
}
