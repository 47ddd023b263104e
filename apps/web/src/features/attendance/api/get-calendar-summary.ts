import type { TCalendarSummary } from '@ehome/shared/attendance/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * POST /api/Attendance/CalenderSummary {attendanceYear, attendanceMonth}: every day of a month with
 * its work calendar, lunar date and how it went, plus the month's totals. The employee is the
 * session's own (eid is only for approvers looking at someone else).
 */
export function getCalendarSummary(year: number, month: number): Promise<TCalendarSummary> {
  return http.post<TCalendarSummary>('/api/Attendance/CalenderSummary', {
    attendanceYear: year,
    attendanceMonth: month,
  });
}

export const calendarSummaryQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: ['attendance', 'calendar', year, month],
    queryFn: () => getCalendarSummary(year, month),
  });

export function useCalendarSummary(year: number, month: number) {
  // The previous month stays on screen while the next one loads, so the grid does not flash empty.
  return useQuery({ ...calendarSummaryQuery(year, month), placeholderData: keepPreviousData });
}
