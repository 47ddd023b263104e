import type { TLocationItem } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const LOCATIONS_KEY = ['attendance', 'locations'] as const;

/**
 * GET /api/TbizOrgAttendanceLocation/List[?organizationId]: the company's punch points, of one
 * organisation when given. HR only.
 */
export function listLocations(organizationId?: string): Promise<TLocationItem[]> {
  return http.get<TLocationItem[]>('/api/TbizOrgAttendanceLocation/List', { organizationId });
}

export const locationsQuery = (organizationId?: string) =>
  queryOptions({
    queryKey: [...LOCATIONS_KEY, organizationId ?? 'all'],
    queryFn: () => listLocations(organizationId),
  });

export function useLocations(organizationId?: string, enabled = true) {
  return useQuery({ ...locationsQuery(organizationId), enabled });
}
