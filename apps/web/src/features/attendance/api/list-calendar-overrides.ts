import type { TCalendarOverrideItem } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const CALENDAR_OVERRIDES_KEY = ['attendance', 'calendarOverrides'] as const;

/** GET /api/WorkCalendar/Overrides?year: the company's own days off and extra workdays of a year. HR only. */
export function listCalendarOverrides(year: number): Promise<TCalendarOverrideItem[]> {
  return http.get<TCalendarOverrideItem[]>('/api/WorkCalendar/Overrides', { year });
}

export const calendarOverridesQuery = (year: number) =>
  queryOptions({
    queryKey: [...CALENDAR_OVERRIDES_KEY, year],
    queryFn: () => listCalendarOverrides(year),
  });

export function useCalendarOverrides(year: number) {
  return useQuery(calendarOverridesQuery(year));
}
