import type { TOrganizationItem } from '@ehome/shared/organization/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * POST /api/TcfgOrganization/GetOrganizationToPosition {name}: the company's organisations whose
 * name contains `name` (all of them for an empty name). HR only.
 */
export function searchOrganizations(name: string): Promise<TOrganizationItem[]> {
  return http.post<TOrganizationItem[]>('/api/TcfgOrganization/GetOrganizationToPosition', { name });
}

export const organizationsQuery = (name: string) =>
  queryOptions({
    queryKey: ['organization', 'search', name],
    queryFn: () => searchOrganizations(name),
    staleTime: 5 * 60_000,
  });

/** Keeps the previous answer on screen while the next search runs, so the list does not blink. */
export function useOrganizations(name: string, enabled = true) {
  return useQuery({ ...organizationsQuery(name), enabled, placeholderData: keepPreviousData });
}
