import type { TLeaveCancelDetail, TLeaveCancelSaved } from '@ehome/shared/leave-cancel/schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const LEAVE_CANCEL_KEY = ['leaveCancel'] as const;

/**
 * POST /api/LeaveCancelApply/Get {ApplyId} (a cancellation, for its owner or approver) or
 * {LeaveApplyId} (a new one for the owner's approved leave). Silent: the page shows the refusal.
 */
export function getLeaveCancel(ref: { applyId?: string; leaveId?: string }): Promise<TLeaveCancelDetail> {
  const body = ref.applyId ? { ApplyId: ref.applyId } : { LeaveApplyId: ref.leaveId };
  return http.post<TLeaveCancelDetail>('/api/LeaveCancelApply/Get', body, { silent: true });
}

export const leaveCancelQuery = (ref: { applyId?: string; leaveId?: string }) =>
  queryOptions({
    queryKey: [...LEAVE_CANCEL_KEY, ref.applyId ?? '', ref.leaveId ?? ''],
    queryFn: () => getLeaveCancel(ref),
    retry: false,
  });

export function useLeaveCancel(ref: { applyId?: string; leaveId?: string }) {
  return useQuery(leaveCancelQuery(ref));
}

function invalidate(queryClient: QueryClient) {
  // A decided cancellation changes the leave's balance, its view and the lists.
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: LEAVE_CANCEL_KEY }),
    queryClient.invalidateQueries({ queryKey: ['leave'] }),
    queryClient.invalidateQueries({ queryKey: ['approvals'] }),
    queryClient.invalidateQueries({ queryKey: ['leaveBalance'] }),
  ]);
}

export type TLeaveCancelBody = {
  LeaveApplyId: string;
  ApplyId?: string;
  CancelFrom: string;
  Remark: string;
  approveStatus: 0 | 1;
};

/** POST Create (a new cancellation) or Update (a draft). */
export function useSaveLeaveCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isNew }: { body: TLeaveCancelBody; isNew: boolean }) =>
      http.post<TLeaveCancelSaved>(`/api/LeaveCancelApply/${isNew ? 'Create' : 'Update'}`, body, {
        silent: true,
      }),
    onSuccess: () => invalidate(queryClient),
  });
}

/** POST Recall or Destory {applyId}. */
export function useLeaveCancelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, applyId }: { action: 'Recall' | 'Destory'; applyId: string }) =>
      http.post<unknown>(`/api/LeaveCancelApply/${action}`, { applyId }, { silent: true }),
    onSuccess: () => invalidate(queryClient),
  });
}
