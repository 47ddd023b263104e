import type {
  TActivityPage,
  TMyActivityPage,
  TMyActivityTab,
  TMyRegistration,
} from '@ehome/shared/activities/catalogue';
import { ACTIVITY_API, ACTIVITY_PAGE_SIZE, ACTIVITY_READ_TYPE } from '@ehome/shared/activities/constants';
import type { TActivity } from '@ehome/shared/activities/schemas';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const ACTIVITIES_KEY = ['activities'] as const;

const nextPage = <T extends { totalCount: number; result: unknown[] }>(last: T, pages: T[]) =>
  pages.reduce((n, p) => n + p.result.length, 0) < last.totalCount ? pages.length + 1 : undefined;

/** GET GetActivitiesByStatus?pageNow&pageSize: the company's published activities. */
export function useActivityList() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...ACTIVITIES_KEY, 'list'],
      queryFn: ({ pageParam }) =>
        http.get<TActivityPage>(`${ACTIVITY_API}/GetActivitiesByStatus`, {
          pageNow: pageParam,
          pageSize: ACTIVITY_PAGE_SIZE,
        }),
      staleTime: 30_000,
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** GET GetActivity/{actId}; silent: the page shows the refusal. */
export const activityQuery = (actId: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_KEY, 'detail', actId],
    queryFn: () =>
      http.get<TActivity>(`${ACTIVITY_API}/GetActivity/${encodeURIComponent(actId)}`, undefined, {
        silent: true,
      }),
    retry: false,
    enabled: actId !== '',
  });

export function useActivity(actId: string) {
  return useQuery(activityQuery(actId));
}

/** GET GetMyActivities?tab: my registrations (all, ongoing or ended). */
export function useMyActivities(tab: TMyActivityTab | 'all') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...ACTIVITIES_KEY, 'mine', tab],
      queryFn: ({ pageParam }) =>
        http.get<TMyActivityPage>(`${ACTIVITY_API}/GetMyActivities`, {
          pageNow: pageParam,
          pageSize: ACTIVITY_PAGE_SIZE,
          tab: tab === 'all' ? undefined : tab,
        }),
      staleTime: 30_000,
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** GET GetMyRegistration?registrationId. */
export function useMyRegistration(registrationId: string) {
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'registration', registrationId],
    queryFn: () =>
      http.get<TMyRegistration>(`${ACTIVITY_API}/GetMyRegistration`, { registrationId }, { silent: true }),
    retry: false,
    enabled: registrationId !== '',
  });
}

/** GET /api/CIICEService/UpdateReadStatus?id&readType=Activities; the lists show it read on return. */
export function useMarkActivityRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http.get<boolean>(
        '/api/CIICEService/UpdateReadStatus',
        { id, readType: ACTIVITY_READ_TYPE },
        { silent: true },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...ACTIVITIES_KEY, 'list'] });
      void client.invalidateQueries({ queryKey: [...ACTIVITIES_KEY, 'mine'] });
    },
  });
}
