import type {
  TCompanyDocument,
  TFundAccount,
  TFundYear,
  TPayrollImportResult,
  TPayrollSlips,
  TPayslip,
  TPayslipYear,
  TReauthResult,
  TReimbursementDetail,
  TReimbursementPage,
  TSocialCard,
  TSocialInsuranceYear,
} from '@ehome/shared/pay-records/schemas';
import type { TMyWelfareRights } from '@ehome/shared/welfare/schemas';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { http } from '../../platform/http';
import { ApiError } from '../../platform/http-client';

/** The pay-record calls (server module pay-records). */
const BASE = '/api/PayRecords';
export const PAY_KEY = ['payRecords'] as const;
const REAUTH_HEADER = 'x-reauth-token';

/*
 * The re-authentication token lives in this module's memory only (never localStorage): a reload or
 * a new tab asks for the password again, and it dies with its 5 minutes or a refusal.
 */
let reauth: { token: string; until: number } | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
export function forgetReauth() {
  reauth = null;
  emit();
}
function currentReauth(): string | null {
  if (reauth && reauth.until > Date.now()) return reauth.token;
  return null;
}
/** Whether the payslips are open now (re-renders when that changes). */
export function useReauthOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentReauth() !== null,
  );
}

export function useReauthenticate() {
  return useMutation({
    mutationFn: (password: string) =>
      http.post<TReauthResult>('/api/Account/Reauthenticate', { password }, { silent: true }),
    onSuccess: (result) => {
      // A few seconds early, so a request never leaves with a token about to expire.
      reauth = { token: result.reauthToken, until: Date.now() + (result.expiresIn - 5) * 1000 };
      setTimeout(forgetReauth, (result.expiresIn - 5) * 1000);
      emit();
    },
  });
}

/** A payslip call: with the token, and a refusal for want of it closes the payslips again. */
async function withReauth<T>(path: string, query: Record<string, string | number | undefined>): Promise<T> {
  const token = currentReauth();
  if (!token) {
    forgetReauth();
    throw new ApiError('business', '', 403, { reauth: true });
  }
  try {
    return await http.get<T>(path, query, { headers: { [REAUTH_HEADER]: token }, silent: true });
  } catch (error) {
    if (error instanceof ApiError && (error.resultData as { reauth?: boolean } | null)?.reauth)
      forgetReauth();
    throw error;
  }
}

export function usePayslip(month: string | null, eid?: string) {
  const open = useReauthOpen();
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'payslip', month, eid ?? null],
      queryFn: () => withReauth<TPayslip>(`${BASE}/Payslip`, { month: month ?? '', eid }),
      enabled: open && month !== null,
      // Pay is never kept once the page is left.
      gcTime: 0,
      staleTime: 0,
      retry: false,
    }),
  );
}

export function usePayslipYear(year: number | null) {
  const open = useReauthOpen();
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'payslipYear', year],
      queryFn: () => withReauth<TPayslipYear>(`${BASE}/PayslipYear`, { year: year ?? undefined }),
      enabled: open,
      gcTime: 0,
      staleTime: 0,
      retry: false,
    }),
  );
}

export function useSocialInsurance(year: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'social', year],
      queryFn: () => http.get<TSocialInsuranceYear>(`${BASE}/SocialInsurance`, { year: year ?? undefined }),
    }),
  );
}

export function useFundYear(year: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'fund', year],
      queryFn: () => http.get<TFundYear>(`${BASE}/ProvidentFund`, { year: year ?? undefined }),
    }),
  );
}

export function useFundAccount() {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'fundAccount'],
      queryFn: () => http.get<TFundAccount>(`${BASE}/FundAccount`, undefined, { silent: true }),
      retry: false,
    }),
  );
}

export function useSocialCard() {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'card'],
      queryFn: () => http.get<TSocialCard | null>(`${BASE}/SocialSecurityCard`),
    }),
  );
}

export function useReportCardLoss() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TSocialCard>(`${BASE}/SocialSecurityCard/ReportLoss`),
    onSuccess: (card) => client.setQueryData([...PAY_KEY, 'card'], card),
  });
}

const PAGE_SIZE = 10;

/** The claims, 10 a page up to totalCount (GUIDE contract: pageIndex, pageSize). */
export function useReimbursements() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...PAY_KEY, 'reimbursements'],
      queryFn: ({ pageParam }) =>
        http.get<TReimbursementPage>(`${BASE}/Reimbursements`, { pageIndex: pageParam, pageSize: PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last: TReimbursementPage, pages: TReimbursementPage[]) =>
        pages.reduce((n, p) => n + p.result.length, 0) < last.totalCount ? pages.length + 1 : undefined,
    }),
  );
}

export function useReimbursement(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'reimbursement', id],
      queryFn: () => http.get<TReimbursementDetail>(`${BASE}/Reimbursement`, { id }, { silent: true }),
      enabled: id !== '',
      retry: false,
    }),
  );
}

export function useWelfareDetails(year: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'welfare', year],
      queryFn: () => http.get<TMyWelfareRights>(`${BASE}/WelfareDetails`, { year: year ?? undefined }),
    }),
  );
}

export function useCompanyDocuments() {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'documents'],
      queryFn: () => http.get<TCompanyDocument[]>(`${BASE}/CompanyDocuments`),
    }),
  );
}

/** The PDF's bytes through the authorised call (never a public URL). */
export const fetchDocument = (id: string) =>
  http.request<Blob>(`${BASE}/CompanyDocument/File`, { query: { id }, responseType: 'blob' });

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; content: string }) =>
      http.post<TCompanyDocument>(`${BASE}/CompanyDocument`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [...PAY_KEY, 'documents'] }),
  });
}

export function usePayrollMonths() {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'payrollMonths'],
      queryFn: () => http.get<{ month: string; slips: number }[]>('/api/PayrollAdmin/Months'),
    }),
  );
}

export function usePayrollSlips(month: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PAY_KEY, 'payrollSlips', month],
      queryFn: () => http.get<TPayrollSlips>('/api/PayrollAdmin/Payslips', { month: month ?? '' }),
      enabled: month !== null,
    }),
  );
}

export function useImportPayroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => http.post<TPayrollImportResult>('/api/PayrollAdmin/Import', { csv }),
    onSuccess: () => client.invalidateQueries({ queryKey: PAY_KEY }),
  });
}
