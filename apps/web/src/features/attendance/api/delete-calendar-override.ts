import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** POST /api/WorkCalendar/DeleteOverride {date}: the date goes back to the statutory calendar. HR only. */
export function deleteCalendarOverride(date: string): Promise<unknown> {
  return http.post<unknown>('/api/WorkCalendar/DeleteOverride', { date });
}

export function useDeleteCalendarOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarOverride,
    // Calendars, summaries and day records all stand on the work calendar.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  });
}
