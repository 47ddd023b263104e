import {
  ACTIVITY_ADMIN_API,
  type TActivityEdit,
  type TAdminActivityItem,
  type TAdminRegistration,
  type TSaveActivity,
} from '@ehome/shared/activities/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { ACTIVITIES_KEY } from './catalogue';

const ADMIN_KEY = [...ACTIVITIES_KEY, 'admin'] as const;

export function useAdminActivities() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'list'],
    queryFn: () => http.get<TAdminActivityItem[]>(`${ACTIVITY_ADMIN_API}/ListActivities`),
  });
}

export function useAdminActivity(id: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'edit', id],
    queryFn: () => http.get<TActivityEdit>(`${ACTIVITY_ADMIN_API}/GetActivity/${encodeURIComponent(id)}`),
    enabled: id !== '',
    retry: false,
  });
}

export function useAdminRegistrations(activityId: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'registrations', activityId],
    queryFn: () => http.get<TAdminRegistration[]>(`${ACTIVITY_ADMIN_API}/Registrations`, { activityId }),
    enabled: activityId !== '',
  });
}

/**
 * One registration with ID numbers and phones in full, fetched only while HR asks for it (the
 * server logs each read) and dropped from the cache as soon as it is hidden.
 */
export function useRevealedRegistration(registrationId: string, shown: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'registration', registrationId],
    queryFn: () =>
      http.get<TAdminRegistration>(
        `${ACTIVITY_ADMIN_API}/Registration/${encodeURIComponent(registrationId)}`,
      ),
    enabled: shown,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Saving or publishing changes every list of activities. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ACTIVITIES_KEY });
}

export function useSaveActivity() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (activity: TSaveActivity) =>
      http.post<string>(`${ACTIVITY_ADMIN_API}/SaveActivity`, activity),
    onSuccess: refresh,
  });
}

export function usePublishActivity() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: string) =>
      http.post<boolean>(`${ACTIVITY_ADMIN_API}/PublishActivity/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** POST UploadImage (multipart field "file"): the stored picture's key and path. */
export function uploadActivityImage(file: Blob): Promise<{ key: string; path: string }> {
  const form = new FormData();
  form.append('file', file);
  return http.post<{ key: string; path: string }>(`${ACTIVITY_ADMIN_API}/UploadImage`, form);
}
