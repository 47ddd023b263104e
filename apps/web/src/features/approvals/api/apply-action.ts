import type { TApplyAction, TApplyActionResult } from '@ehome/shared/approvals/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { AUDIT_TRAIL_KEY } from './get-audit-trail';

/**
 * POST /api/Apply/ApplyAction {action, taskId, ApplyId, comment}: the approver's decision on their
 * task; answers the request's new status and whether this call changed anything (a repeat does not).
 */
export function applyAction(body: TApplyAction): Promise<TApplyActionResult> {
  return http.post<TApplyActionResult>('/api/Apply/ApplyAction', body);
}

export function useApplyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAction,
    // After a decision the request leaves the pending list, the counts change and the trail has a
    // new step. After a refusal too: it usually means someone else acted or the owner withdrew.
    onSettled: (_result, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['approvals', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['approvals', 'counts'] }),
        queryClient.invalidateQueries({ queryKey: [...AUDIT_TRAIL_KEY, body.ApplyId] }),
      ]),
  });
}
