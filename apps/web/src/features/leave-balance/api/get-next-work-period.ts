import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * GET /api/LeaveApply/GetNextWorkPeriod: the next working day's hours from the server clock and
 * the work calendar, where a quick leave's start and end pickers begin.
 */
export function getNextWorkPeriod(): Promise<{ startTime: string; endTime: string }> {
  return http.get('/api/LeaveApply/GetNextWorkPeriod', undefined, { silent: true });
}

export const nextWorkPeriodQuery = () =>
  queryOptions({ queryKey: ['leaveForm', 'nextWorkPeriod'], queryFn: getNextWorkPeriod, staleTime: 60_000 });

export function useNextWorkPeriod() {
  return useQuery(nextWorkPeriodQuery());
}
