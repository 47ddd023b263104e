import type { TAttendanceLocationAdd } from '@ehome/shared/organization/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { LOCATIONS_KEY } from './list-locations';

/** POST /api/TbizOrgAttendanceLocation/Add {organizationId, remark, limit, longitude, latitude}. HR only. */
export function addLocation(body: TAttendanceLocationAdd): Promise<{ id: string }> {
  return http.post<{ id: string }>('/api/TbizOrgAttendanceLocation/Add', body);
}

export function useAddLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
}
