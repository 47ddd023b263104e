import type {
  TApplyCertificateInput,
  TCertificateAdminPage,
  TCertificateApplied,
  TCertificateDetail,
  TCertificateHandleInput,
  TCertificateItem,
  TCertificateQuote,
  TCheckTransactResult,
  TEmpLeaveInput,
  TEmpLeaveRecord,
  TExtraction,
} from '@ehome/shared/certificates/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../platform/http';

/** The certificate calls (server module certificates, paths under /api/CIICEService). */
const BASE = '/api/CIICEService';
export const CERTIFICATES_KEY = ['certificates'] as const;

/** CheckTransact?type: resolves when the caller may start one now; the server's refusal is toasted. */
export const checkTransact = (type: number) =>
  http.get<TCheckTransactResult>(`${BASE}/CheckTransact`, { type });

export function useQuote(q: { type: number; mode: number; addressID?: string | null } | null) {
  return useQuery(
    queryOptions({
      queryKey: [...CERTIFICATES_KEY, 'quote', q],
      queryFn: () =>
        http.get<TCertificateQuote>(`${BASE}/CertificateQuote`, {
          type: q?.type,
          mode: q?.mode,
          addressID: q?.addressID ?? undefined,
        }),
      enabled: q !== null,
    }),
  );
}

export function useExtractions(addressType: 1 | 2) {
  return useQuery(
    queryOptions({
      queryKey: [...CERTIFICATES_KEY, 'extraction', addressType],
      queryFn: () => http.get<TExtraction[]>(`${BASE}/GetExtraction`, { addressType }),
      staleTime: 300_000,
    }),
  );
}

export function useMyCertificates() {
  return useQuery(
    queryOptions({
      queryKey: [...CERTIFICATES_KEY, 'mine'],
      queryFn: () => http.get<TCertificateItem[]>(`${BASE}/GetTransact`),
      staleTime: 0,
    }),
  );
}

export function useEmpLeave() {
  return useQuery(
    queryOptions({
      queryKey: [...CERTIFICATES_KEY, 'empLeave'],
      queryFn: () => http.get<TEmpLeaveRecord | null>(`${BASE}/GetEmpLeave`),
      staleTime: 0,
    }),
  );
}

export function useCertificate(applyId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...CERTIFICATES_KEY, 'detail', applyId],
      queryFn: () => http.get<TCertificateDetail>(`${BASE}/GetCertificate`, { ApplyId: applyId }),
      enabled: applyId !== '',
      staleTime: 0,
    }),
  );
}

export function useAdminList(tab: number) {
  return useQuery(
    queryOptions({
      queryKey: [...CERTIFICATES_KEY, 'admin', tab],
      queryFn: () =>
        http.get<TCertificateAdminPage>(`${BASE}/CertificateAdminList`, { tab, pageIndex: 1, pageSize: 50 }),
      staleTime: 0,
    }),
  );
}

export function useApplyCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplyCertificateInput) =>
      http.post<TCertificateApplied>(`${BASE}/ApplyCertificate`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}

export function useEmpLeaveApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmpLeaveInput) => http.post<TCertificateApplied>(`${BASE}/EmpLeave`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}

export function useHandleCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCertificateHandleInput) =>
      http.post<{ applyId: string; state: number }>(`${BASE}/CertificateHandle`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}

export function useRecallCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applyId: string) =>
      http.post<{ applyId: string; state: number }>(`${BASE}/CertificateRecall`, { ApplyId: applyId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}

/** handleFire: fire-and-forget (spec 3 §7); nothing is shown whatever it answers. */
export function handleFire(): void {
  void http.post('/api/employee/handleFire', {}, { silent: true }).catch(() => undefined);
}
