import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { invalidateTravel } from './invalidate';

/** POST /api/LocalTravelApply/Recall {applyId}: an outing, trip or outing cancellation back to draft. */
export function recallTravel(applyId: string): Promise<unknown> {
  return http.post('/api/LocalTravelApply/Recall', { applyId }, { silent: true });
}

/** POST /api/LocalTravelApply/Destory {applyId}: a draft or rejected outing or trip. */
export function destroyTravel(applyId: string): Promise<unknown> {
  return http.post('/api/LocalTravelApply/Destory', { applyId }, { silent: true });
}

/** POST /api/TbizLocalTravelApply/DeleteCancel {ApplyId}: a draft or rejected outing cancellation. */
export function deleteOutingCancel(applyId: string): Promise<unknown> {
  return http.post('/api/TbizLocalTravelApply/DeleteCancel', { ApplyId: applyId }, { silent: true });
}

function useOwnerCall(call: (applyId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateTravel(queryClient) });
}

export const useRecallTravel = () => useOwnerCall(recallTravel);
export const useDestroyTravel = () => useOwnerCall(destroyTravel);
export const useDeleteOutingCancel = () => useOwnerCall(deleteOutingCancel);
