import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { invalidateLeave } from './invalidate';

/** POST /api/LeaveApply/Recall {ApplyId, eid}: a request in approval goes back to draft (owner only). Silent: the
 * caller toasts the refusal. */
export function recallLeaveApply(applyId: string): Promise<unknown> {
  return http.post<unknown>('/api/LeaveApply/Recall', { ApplyId: applyId }, { silent: true });
}

export function useRecallLeaveApply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recallLeaveApply, onSuccess: () => invalidateLeave(queryClient) });
}
