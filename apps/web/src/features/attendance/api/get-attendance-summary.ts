import type { TAttendanceSummary } from '@ehome/shared/attendance/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/AttendanceQuerySummary/GetAttendanceSummary?ym=YYYY-MM: the month's totals per category. */
export function getAttendanceSummary(ym: string): Promise<TAttendanceSummary> {
  return http.get<TAttendanceSummary>('/api/AttendanceQuerySummary/GetAttendanceSummary', { ym });
}

export const attendanceSummaryQuery = (ym: string) =>
  queryOptions({
    queryKey: ['attendance', 'summary', ym],
    queryFn: () => getAttendanceSummary(ym),
  });

/** `ym` null waits (the month list has not answered yet). */
export function useAttendanceSummary(ym: string | null) {
  return useQuery({
    ...attendanceSummaryQuery(ym ?? ''),
    enabled: ym !== null,
    placeholderData: keepPreviousData,
  });
}
