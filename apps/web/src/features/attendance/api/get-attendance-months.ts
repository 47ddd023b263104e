import type { TAttendanceMonths } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/AttendanceQuerySummary/GetAttendanceMonth: the months the summary may show, newest first. */
export function getAttendanceMonths(): Promise<TAttendanceMonths> {
  return http.get<TAttendanceMonths>('/api/AttendanceQuerySummary/GetAttendanceMonth');
}

export const attendanceMonthsQuery = queryOptions({
  queryKey: ['attendance', 'months'],
  queryFn: getAttendanceMonths,
});

export function useAttendanceMonths() {
  return useQuery(attendanceMonthsQuery);
}
