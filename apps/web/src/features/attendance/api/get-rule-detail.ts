import type { TRuleDetail } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * GET /api/AttendanceQuerySummary/GetAttendanceDescriptionDetail?id: one rule article, its text as
 * HTML the server has sanitised, or its picture. Silent: the page shows a refusal in its place.
 */
export function getRuleDetail(id: string): Promise<TRuleDetail> {
  return http.get<TRuleDetail>(
    '/api/AttendanceQuerySummary/GetAttendanceDescriptionDetail',
    { id },
    { silent: true },
  );
}

export const ruleDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['attendance', 'rule', id],
    queryFn: () => getRuleDetail(id),
  });

export function useRuleDetail(id: string) {
  return useQuery(ruleDetailQuery(id));
}
