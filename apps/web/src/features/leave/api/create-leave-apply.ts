import type { TLeaveSaved } from '@ehome/shared/leave/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import type { TLeaveSaveRequest } from '../form-model';
import { invalidateLeave } from './invalidate';

/**
 * POST /api/LeaveApply/Create: a new request, saved as a draft (approveStatus 0) or submitted (1).
 * Silent: the form toasts the joined refusal messages itself (spec 1 §8).
 */
export function createLeaveApply(body: TLeaveSaveRequest): Promise<TLeaveSaved> {
  return http.post<TLeaveSaved>('/api/LeaveApply/Create', body, { silent: true });
}

export function useCreateLeaveApply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLeaveApply, onSuccess: () => invalidateLeave(queryClient) });
}
