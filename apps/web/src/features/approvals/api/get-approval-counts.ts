import type { TApprovalCounts } from '@ehome/shared/approvals/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/Apply/ApprovalCounts: my pending tasks per hub kind and in all, and how many I handled. */
export function getApprovalCounts(): Promise<TApprovalCounts> {
  return http.get<TApprovalCounts>('/api/Apply/ApprovalCounts');
}

export const approvalCountsQuery = queryOptions({
  queryKey: ['approvals', 'counts'],
  queryFn: getApprovalCounts,
  // Decisions taken on other screens (or by other approvers) change the counts: read on every visit.
  staleTime: 0,
});

export function useApprovalCounts() {
  return useQuery(approvalCountsQuery);
}
