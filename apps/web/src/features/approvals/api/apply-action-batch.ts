import type { TApplyActionBatch, TApplyActionBatchResult } from '@ehome/shared/approvals/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * POST /api/Apply/ApplyActionBatch {items: [{applyId, taskId}], action: 'agree', comment}: bulk
 * agree; each item is decided on its own, and the answer lists the ones refused with the reason.
 */
export function applyActionBatch(body: TApplyActionBatch): Promise<TApplyActionBatchResult> {
  return http.post<TApplyActionBatchResult>('/api/Apply/ApplyActionBatch', body);
}

export function useApplyActionBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyActionBatch,
    // Decided requests leave the pending list and the counts change, whatever was refused.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['approvals', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['approvals', 'counts'] }),
      ]),
  });
}
