import type { TLeaveSaved } from '@ehome/shared/leave/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import type { TLeaveSaveRequest } from '../form-model';
import { invalidateLeave } from './invalidate';

/**
 * POST /api/LeaveApply/Update: a draft changed, kept as a draft (0) or submitted (1).
 * Silent: the caller toasts the joined refusal messages itself (spec 1 §8).
 */
export function updateLeaveApply(body: TLeaveSaveRequest & { applyId: string }): Promise<TLeaveSaved> {
  return http.post<TLeaveSaved>('/api/LeaveApply/Update', body, { silent: true });
}

export function useUpdateLeaveApply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLeaveApply, onSuccess: () => invalidateLeave(queryClient) });
}
