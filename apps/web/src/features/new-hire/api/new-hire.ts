import type {
  TInvitationIssued,
  TInvitationPage,
  TInviteInput,
  TLandingInput,
  TLandingResult,
  TNewHireChild,
  TNewHireChildInput,
  TNewHireFormInput,
  TNewHireFormView,
  TNewHireOrganization,
  TNewHireRegistered,
  TWorkExperienceList,
} from '@ehome/shared/new-hire/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showAlert, showToast } from '../../../platform/feedback';
import { http } from '../../../platform/http';
import { createHttpClient } from '../../../platform/http-client';
import { i18next } from '../../../platform/i18n';
import { navigateTo } from '../../../platform/navigator';
import { useSessionStore } from '../../../platform/session-store';
import { spinner } from '../../../platform/spinner';

// ------------------------------------------------------------------ HR (login token)

const ADMIN = '/api/NewHireAdmin';
export const NEW_HIRE_ADMIN_KEY = ['newHireAdmin'] as const;

export function useNewHireOrganizations() {
  return useQuery(
    queryOptions({
      queryKey: [...NEW_HIRE_ADMIN_KEY, 'organizations'],
      queryFn: () => http.get<TNewHireOrganization[]>(`${ADMIN}/Organizations`),
      staleTime: 300_000,
    }),
  );
}

export function useInvitations() {
  return useQuery(
    queryOptions({
      queryKey: [...NEW_HIRE_ADMIN_KEY, 'invitations'],
      queryFn: () => http.get<TInvitationPage>(`${ADMIN}/Invitations`, { pageIndex: 1, pageSize: 50 }),
    }),
  );
}

/** Invite or re-issue: both answer a link shown once; the list is read again. */
export function useIssueInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: 'invite'; input: TInviteInput } | { kind: 'reissue'; invitationId: string },
    ) =>
      action.kind === 'invite'
        ? http.post<TInvitationIssued>(`${ADMIN}/Invite`, action.input)
        : http.post<TInvitationIssued>(`${ADMIN}/Reissue`, { invitationId: action.invitationId }),
    onSettled: () => client.invalidateQueries({ queryKey: NEW_HIRE_ADMIN_KEY }),
  });
}

// ------------------------------------------------------------------ the new hire (registration token)

const BASE = '/api/NewHire';
const TOKEN_KEY = 'ehome.newHireToken';
export const NEW_HIRE_KEY = ['newHire'] as const;

/** The registration token lives in this tab only (sessionStorage): it is not a login. */
export const registrationToken = {
  get: (): string | null => {
    try {
      return window.sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => window.sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => window.sessionStorage.removeItem(TOKEN_KEY),
};

/**
 * The new hire's HTTP client: the registration token instead of the login token; a refused token
 * (expired, re-issued, used) goes back to /Employeelanding, never ends anyone's login session.
 */
const newHireHttp = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  getToken: registrationToken.get,
  getLanguage: () => useSessionStore.getState().language,
  onSessionLost: registrationToken.clear,
  navigate: (to) => navigateTo(to === '/empty' ? '/Employeelanding' : to, { replace: true }),
  toast: showToast,
  alert: showAlert,
  t: (key, params) => i18next.t(`common:${key}`, params),
  spinner,
});

export function useLanding() {
  return useMutation({
    mutationFn: (input: TLandingInput) => newHireHttp.post<TLandingResult>(`${BASE}/Landing`, input),
    onSuccess: (result) => registrationToken.set(result.token),
  });
}

export function useRegistrationForm() {
  return useQuery(
    queryOptions({
      queryKey: [...NEW_HIRE_KEY, 'form'],
      queryFn: () => newHireHttp.get<TNewHireFormView>(`${BASE}/Form`),
      retry: false,
    }),
  );
}

export function useSaveRegistrationForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TNewHireFormInput) => newHireHttp.post<TNewHireFormView>(`${BASE}/Form`, input),
    onSuccess: (view) => client.setQueryData([...NEW_HIRE_KEY, 'form'], view),
  });
}

export function useWorkExperience() {
  return useQuery(
    queryOptions({
      queryKey: [...NEW_HIRE_KEY, 'experience'],
      queryFn: () => newHireHttp.get<TWorkExperienceList>(`${BASE}/WorkExperience`),
      retry: false,
    }),
  );
}

export function useSaveWorkExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (list: TWorkExperienceList) =>
      newHireHttp.post<TWorkExperienceList>(`${BASE}/WorkExperience`, list),
    onSuccess: (list) => client.setQueryData([...NEW_HIRE_KEY, 'experience'], list),
  });
}

export function useRegistrationChildren() {
  return useQuery(
    queryOptions({
      queryKey: [...NEW_HIRE_KEY, 'children'],
      queryFn: () => newHireHttp.get<TNewHireChild[]>(`${BASE}/Children`),
      retry: false,
    }),
  );
}

export function useChildAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'add'; input: TNewHireChildInput } | { kind: 'remove'; id: string }) =>
      action.kind === 'add'
        ? newHireHttp.post<TNewHireChild[]>(`${BASE}/Children`, action.input, { timeoutMs: 60_000 })
        : newHireHttp.post<TNewHireChild[]>(`${BASE}/Children/Delete`, { id: action.id }),
    onSuccess: (list) => client.setQueryData([...NEW_HIRE_KEY, 'children'], list),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: { password: string; confirmPassword: string }) =>
      newHireHttp.post<TNewHireRegistered>(`${BASE}/Password`, input),
    onSuccess: () => registrationToken.clear(),
  });
}
