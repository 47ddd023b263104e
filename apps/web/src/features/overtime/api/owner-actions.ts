import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { invalidateOvertime } from './keys';

/** POST /api/OvertimeApply/Recall {Eid, ApplyId} and Destory {ApplyId}: the owner's withdraw and delete. */
export function ownerAction({ action, applyId }: { action: 'Recall' | 'Destory'; applyId: string }) {
  return http.post<unknown>(`/api/OvertimeApply/${action}`, { ApplyId: applyId }, { silent: true });
}

export function useOwnerAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ownerAction, onSuccess: () => invalidateOvertime(queryClient) });
}
