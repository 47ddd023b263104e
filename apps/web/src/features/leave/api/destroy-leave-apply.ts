import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { invalidateLeave } from './invalidate';

/** POST /api/LeaveApply/Destory {ApplyId}: deletes a draft or a rejected request (owner only). Silent:
 * the caller toasts the refusal. */
export function destroyLeaveApply(applyId: string): Promise<unknown> {
  return http.post<unknown>('/api/LeaveApply/Destory', { ApplyId: applyId }, { silent: true });
}

export function useDestroyLeaveApply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: destroyLeaveApply, onSuccess: () => invalidateLeave(queryClient) });
}
