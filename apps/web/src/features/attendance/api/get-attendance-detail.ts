import type { TAttendanceDetail } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * GET /api/AttendanceQuerySummary/GetAttendanceDetail?ym&type: the days of a summary category.
 * Silent: the page shows a refusal (a bad month or type in the link) in place of the list.
 */
export function getAttendanceDetail(ym: string, type: string): Promise<TAttendanceDetail> {
  return http.get<TAttendanceDetail>(
    '/api/AttendanceQuerySummary/GetAttendanceDetail',
    { ym, type },
    { silent: true },
  );
}

export const attendanceDetailQuery = (ym: string, type: string) =>
  queryOptions({
    queryKey: ['attendance', 'detail', ym, type],
    queryFn: () => getAttendanceDetail(ym, type),
  });

export function useAttendanceDetail(ym: string, type: string) {
  return useQuery(attendanceDetailQuery(ym, type));
}
