import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/Token/GetCurrentYear: the server's business year, so the year tabs agree with its clock. */
export function getCurrentYear(): Promise<number> {
  return http.get<number>('/api/Token/GetCurrentYear');
}

export const currentYearQuery = () =>
  queryOptions({ queryKey: ['session', 'currentYear'], queryFn: getCurrentYear, staleTime: 60 * 60_000 });

export function useCurrentYear() {
  return useQuery(currentYearQuery());
}
