import type { TLocalTravelSaved, TLocalTravelSaveInput } from '@ehome/shared/travel/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { invalidateTravel } from './invalidate';

/**
 * POST /api/LocalTravelApply/Add (a new request) or Update (a draft with its LocalTravelId), saved
 * as a draft (approveStatus 0) or submitted (1). Silent: the form toasts the refusal itself.
 */
export function saveTravel(body: TLocalTravelSaveInput & { isNew: boolean }): Promise<TLocalTravelSaved> {
  const { isNew, ...payload } = body;
  return http.post<TLocalTravelSaved>(`/api/LocalTravelApply/${isNew ? 'Add' : 'Update'}`, payload, {
    silent: true,
  });
}

export function useSaveTravel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTravel, onSuccess: () => invalidateTravel(queryClient) });
}
