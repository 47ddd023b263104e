import { ACTIVITY_API } from '@ehome/shared/activities/constants';
import type { TActivity, TRelative } from '@ehome/shared/activities/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/**
 * The relative calls (spec 2 §7 "Activities"). Writes are silent: the page shows the server's
 * message itself (a false delete shows its reason).
 */
const RELATIVES_KEY = ['activityRelatives'] as const;

export const relativesQuery = (regId: string) =>
  queryOptions({
    queryKey: [...RELATIVES_KEY, regId],
    queryFn: () => http.get<TRelative[]>(`${ACTIVITY_API}/GetAllRelatives/${encodeURIComponent(regId)}`),
  });

export function useRelatives(regId: string) {
  return useQuery(relativesQuery(regId));
}

/**
 * The activity (relativeNum and its name) from GetActivity (the activities part). Silent: without
 * it the page still works and the server still enforces the cap with its message.
 */
export function useActivityOfRelatives(actId: string | null) {
  return useQuery({
    queryKey: ['activity', actId],
    enabled: !!actId,
    retry: false,
    queryFn: () =>
      http.get<TActivity>(`${ACTIVITY_API}/GetActivity/${encodeURIComponent(actId ?? '')}`, undefined, {
        silent: true,
      }),
  });
}

export type TRelativeSave = {
  relative_id: string;
  relative_name: string;
  relation: string;
  sex: string;
  age: number | null;
  birthday: string;
  phone: string;
  idNo: string;
};

export function useRelativeActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: RELATIVES_KEY });
  return {
    save: useMutation({
      mutationFn: (relative: TRelativeSave) =>
        http.post<string>(`${ACTIVITY_API}/InsRelative`, relative, { silent: true }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (relativeId: string) =>
        http.get<boolean>(`${ACTIVITY_API}/DelRelative/${encodeURIComponent(relativeId)}`, undefined, {
          silent: true,
        }),
      onSettled: refresh,
    }),
    choose: useMutation({
      mutationFn: ({ registrationId, relativeIds }: { registrationId: string; relativeIds: string[] }) =>
        http.post<boolean>(
          `${ACTIVITY_API}/InsActivityRelative`,
          {
            registrationId,
            ActivityRelatives: relativeIds.map((relativeID) => ({
              registrationID: registrationId,
              relativeID,
            })),
          },
          { silent: true },
        ),
      onSettled: refresh,
    }),
  };
}
