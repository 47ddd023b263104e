import type { TAuditTrail } from '@ehome/shared/approvals/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/AttendanceQuerySummary/GetApprovalList?vacationId: a leave request's approval trail. */
export function getApprovalList(vacationId: string): Promise<TAuditTrail[]> {
  return http.get<TAuditTrail[]>('/api/AttendanceQuerySummary/GetApprovalList', { vacationId });
}

export const approvalListQuery = (vacationId: string, language: string) =>
  queryOptions({
    queryKey: ['leaveBalance', 'approvals', vacationId, language],
    queryFn: () => getApprovalList(vacationId),
  });

/** Loaded when the reader opens a request's trail. */
export function useApprovalList(vacationId: string, language: string, enabled: boolean) {
  return useQuery({ ...approvalListQuery(vacationId, language), enabled });
}
