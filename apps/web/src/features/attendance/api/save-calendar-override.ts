import type { TCalendarOverrideSave } from '@ehome/shared/attendance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * POST /api/WorkCalendar/SaveOverride {date, dayType, name}: sets the company's type of a date
 * (a date that has one already gets the new one). HR only.
 */
export function saveCalendarOverride(body: TCalendarOverrideSave): Promise<unknown> {
  return http.post<unknown>('/api/WorkCalendar/SaveOverride', body);
}

export function useSaveCalendarOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalendarOverride,
    // Calendars, summaries and day records all stand on the work calendar.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  });
}
