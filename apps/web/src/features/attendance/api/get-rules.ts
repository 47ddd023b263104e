import type { TRuleItem } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/AttendanceQuerySummary/GetAttendanceDescription: the attendance rule articles. */
export function getRules(): Promise<TRuleItem[]> {
  return http.get<TRuleItem[]>('/api/AttendanceQuerySummary/GetAttendanceDescription');
}

export const rulesQuery = queryOptions({
  queryKey: ['attendance', 'rules'],
  queryFn: getRules,
});

export function useRules() {
  return useQuery(rulesQuery);
}
