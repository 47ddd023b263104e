import type { TAuditTrail } from '@ehome/shared/approvals/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const AUDIT_TRAIL_KEY = ['approvals', 'auditTrail'] as const;

/**
 * GET /api/Workflow/GetAudittrails?applyId: the request's steps so far, then its open ones (pending),
 * in the reader's language. Only the owner and the request's approvers may read it.
 */
export function getAuditTrail(applyId: string): Promise<TAuditTrail[]> {
  return http.get<TAuditTrail[]>('/api/Workflow/GetAudittrails', { applyId });
}

export const auditTrailQuery = (applyId: string) =>
  queryOptions({
    queryKey: [...AUDIT_TRAIL_KEY, applyId],
    queryFn: () => getAuditTrail(applyId),
    enabled: applyId !== '',
    // Another approver may act while the request is open elsewhere.
    staleTime: 0,
  });

export function useAuditTrail(applyId: string) {
  return useQuery(auditTrailQuery(applyId));
}
