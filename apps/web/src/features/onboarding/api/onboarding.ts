import type {
  TEmpBaseView,
  THandleHire,
  THouseholdAddressesView,
  THouseholdInfoBody,
  THouseholdInfoView,
  TOnboardingPeoplePage,
  TOnboardingProfile,
  TOrganizationName,
  TPiiReadPage,
  TSaveEmpBase,
  TSaveHouseholdAddresses,
  TServiceContact,
} from '@ehome/shared/onboarding/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** The onboarding calls (server module onboarding). */
const S = '/api/CIICEService';
const ADMIN = '/api/OnboardingAdmin';
export const ONBOARDING_KEY = ['onboarding'] as const;

export function useEmpBase() {
  return useQuery(
    queryOptions({
      queryKey: [...ONBOARDING_KEY, 'base'],
      queryFn: () => http.get<TEmpBaseView>(`${S}/GetEmpBase`),
    }),
  );
}

export function useHousehold() {
  return useQuery(
    queryOptions({
      queryKey: [...ONBOARDING_KEY, 'household'],
      queryFn: () => http.get<THouseholdInfoView>(`${S}/GetEmpHukou`),
    }),
  );
}

export function useAddresses() {
  return useQuery(
    queryOptions({
      queryKey: [...ONBOARDING_KEY, 'addresses'],
      queryFn: () => http.get<THouseholdAddressesView>(`${S}/GetEmpHukouV`),
    }),
  );
}

export function useServiceContact() {
  return useQuery(
    queryOptions({
      queryKey: [...ONBOARDING_KEY, 'contact'],
      queryFn: () => http.get<TServiceContact>(`${S}/GetEmployeeServcieContact`),
      staleTime: 300_000,
    }),
  );
}

export function useOrganization() {
  return useQuery(
    queryOptions({
      queryKey: [...ONBOARDING_KEY, 'organization'],
      queryFn: () => http.get<TOrganizationName>(`${S}/GetOrganizationByID`),
      staleTime: 300_000,
    }),
  );
}

/** The saves; every onboarding read is fetched again afterwards. */
export function useOnboardingSaves() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ONBOARDING_KEY });
  return {
    base: useMutation({
      mutationFn: (body: TSaveEmpBase) => http.post<TEmpBaseView>(`${S}/SaveEmpBaseV`, body),
      onSuccess: refresh,
    }),
    household: useMutation({
      mutationFn: (body: THouseholdInfoBody) => http.post<THouseholdInfoView>(`${S}/SaveEmpHuko`, body),
      onSuccess: refresh,
    }),
    addresses: useMutation({
      mutationFn: (body: TSaveHouseholdAddresses) =>
        http.post<THouseholdAddressesView>(`${S}/SaveEmpHukoV`, body),
      onSuccess: refresh,
    }),
  };
}

/** Fire-and-forget after the confirm (spec 3 §7): HR is told; failures are not shown. */
export function sendHandleHire(): void {
  void http.post<THandleHire>('/api/employee/handleHire', {}, { silent: true }).catch(() => undefined);
}

// ---------------------------------------------------------------- HR

export function useOnboardingPeople(pageIndex: number) {
  return useQuery(
    queryOptions({
      queryKey: [...ONBOARDING_KEY, 'admin', 'people', pageIndex],
      queryFn: () => http.get<TOnboardingPeoplePage>(`${ADMIN}/People`, { pageIndex, pageSize: 20 }),
    }),
  );
}

export function useOnboardingProfile(eid: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...ONBOARDING_KEY, 'admin', 'profile', eid],
      queryFn: () => http.get<TOnboardingProfile>(`${ADMIN}/Profile`, { eid: eid ?? '' }),
      enabled: eid !== null,
      retry: false,
      // Each unmasked read is logged: read it once per opening.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
}

export function usePiiReadLog(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...ONBOARDING_KEY, 'admin', 'readLog'],
      queryFn: () => http.get<TPiiReadPage>(`${ADMIN}/ReadLog`, { pageIndex: 1, pageSize: 50 }),
      enabled,
    }),
  );
}

export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eid: string) => http.post<{ reviewedAt: string }>(`${ADMIN}/Review`, { eid }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ONBOARDING_KEY, 'admin', 'people'] }),
  });
}
