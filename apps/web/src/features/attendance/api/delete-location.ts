import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { LOCATIONS_KEY } from './list-locations';

/** POST /api/TbizOrgAttendanceLocation/Delete {id}. HR only. */
export function deleteLocation(id: string): Promise<unknown> {
  return http.post<unknown>('/api/TbizOrgAttendanceLocation/Delete', { id });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
}
