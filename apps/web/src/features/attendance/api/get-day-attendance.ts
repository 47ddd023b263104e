import type { TDayAttendance } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * GET /api/CIICEService/GetEmployeeAttendanceDataForCurrentDay[?dateOfAttendance]: a day's record,
 * shift, punch points and what may be punched now. Without a date it is the server's today.
 */
export function getDayAttendance(date?: string): Promise<TDayAttendance> {
  return http.get<TDayAttendance>('/api/CIICEService/GetEmployeeAttendanceDataForCurrentDay', {
    dateOfAttendance: date,
  });
}

export const dayAttendanceQuery = (date?: string) =>
  queryOptions({
    queryKey: ['attendance', 'day', date ?? 'today'],
    queryFn: () => getDayAttendance(date),
  });

export function useDayAttendance(date?: string) {
  return useQuery(dayAttendanceQuery(date));
}
