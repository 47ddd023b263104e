import type { TCounterGpsUpdate, TCounterItem, TCounterOrganization } from '@ehome/shared/counters/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** The counter calls (spec 3 §7 "Counter", base /api/CIICEService/). */
const BASE = '/api/CIICEService';
export const COUNTERS_KEY = ['counters'] as const;

export function useCounterProvinces() {
  return useQuery(
    queryOptions({
      queryKey: [...COUNTERS_KEY, 'provinces'],
      queryFn: () => http.get<string[]>(`${BASE}/GetCounterProvince`),
    }),
  );
}

export function useCounterCities(province: string) {
  return useQuery(
    queryOptions({
      queryKey: [...COUNTERS_KEY, 'cities', province],
      queryFn: () => http.get<string[]>(`${BASE}/GetCounterCity`, { province }),
      enabled: province !== '',
    }),
  );
}

export function useCounters(city: string) {
  return useQuery(
    queryOptions({
      queryKey: [...COUNTERS_KEY, 'list', city],
      queryFn: () => http.get<TCounterItem[]>(`${BASE}/GetCounter`, { city }),
      enabled: city !== '',
      staleTime: 0,
    }),
  );
}

/** The organisations of the dropdown: only those who position may ask. */
export function useCounterOrganizations(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...COUNTERS_KEY, 'organizations'],
      queryFn: () => http.get<TCounterOrganization[]>(`${BASE}/GetCounterOrganization`),
      enabled,
      staleTime: 300_000,
    }),
  );
}

export function useUpdateCounterGps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCounterGpsUpdate) => http.post<TCounterItem>(`${BASE}/UpdateCounterGPS`, body),
    onSettled: () => client.invalidateQueries({ queryKey: [...COUNTERS_KEY, 'list'] }),
  });
}

export function useEnableReposition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (counterId: string) =>
      http.post<TCounterItem>(`${BASE}/EnableCounterReposition`, { counterId }),
    onSettled: () => client.invalidateQueries({ queryKey: [...COUNTERS_KEY, 'list'] }),
  });
}
