import type { TMapConfig } from '@ehome/shared/attendance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * GET /api/Attendance/MapConfig: the tile server of the position maps; a null `tileUrl` means none
 * (the map draws points and ranges on a grid). Silent: without it the map still works.
 */
export function getMapConfig(): Promise<TMapConfig> {
  return http.get<TMapConfig>('/api/Attendance/MapConfig', undefined, { silent: true });
}

export const mapConfigQuery = queryOptions({
  queryKey: ['map', 'config'],
  queryFn: getMapConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMapConfig() {
  return useQuery(mapConfigQuery);
}
