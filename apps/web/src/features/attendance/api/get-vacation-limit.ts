import type { TVacationLimit } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/AttendanceQuerySummary/GetVacationLimit?ym: remaining leave per type in that month. */
export function getVacationLimit(ym: string): Promise<TVacationLimit[]> {
  return http.get<TVacationLimit[]>('/api/AttendanceQuerySummary/GetVacationLimit', { ym });
}

export const vacationLimitQuery = (ym: string) =>
  queryOptions({
    queryKey: ['attendance', 'vacationLimit', ym],
    queryFn: () => getVacationLimit(ym),
  });

export function useVacationLimit(ym: string | null) {
  return useQuery({ ...vacationLimitQuery(ym ?? ''), enabled: ym !== null });
}
