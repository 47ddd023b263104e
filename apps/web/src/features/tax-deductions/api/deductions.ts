import { DEDUCTION_ADMIN_API, DEDUCTION_API } from '@ehome/shared/tax-deductions/constants';
import type {
  TAdminDetail,
  TAdminPage,
  TDeductionItemInput,
  TDeductionOverview,
  TDeductionRecord,
  TMember,
  TMemberInput,
  TMyTaxInfo,
  TSubmitResult,
  TVoucher,
  TYearRow,
} from '@ehome/shared/tax-deductions/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** The deduction calls (server module tax-deductions, /api/TaxDeduction and /api/TaxDeductionAdmin). */
const KEY = ['taxDeductions'] as const;
const B = DEDUCTION_API;

export const useOverview = (year?: number) =>
  useQuery({
    queryKey: [...KEY, 'overview', year],
    queryFn: () => http.get<TDeductionOverview>(`${B}/Overview`, { year }),
  });
export const useRecord = (year?: number) =>
  useQuery({
    queryKey: [...KEY, 'record', year],
    queryFn: () => http.get<TDeductionRecord>(`${B}/Record`, { year }),
  });
export const useYears = () =>
  useQuery({ queryKey: [...KEY, 'years'], queryFn: () => http.get<TYearRow[]>(`${B}/Years`) });
export const useHistory = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'history', id],
    queryFn: () => http.get<TDeductionRecord>(`${B}/History/${encodeURIComponent(id)}`),
  });
export const useMembers = () =>
  useQuery({ queryKey: [...KEY, 'members'], queryFn: () => http.get<TMember[]>(`${B}/Members`) });
export const useMember = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'member', id],
    enabled: !!id,
    queryFn: () => http.get<TMember>(`${B}/Member/${encodeURIComponent(id ?? '')}`),
  });
export const useMyInfo = () =>
  useQuery({ queryKey: [...KEY, 'myInfo'], queryFn: () => http.get<TMyTaxInfo>(`${B}/MyInfo`) });
export const useVouchers = (itemId: string) =>
  useQuery({
    queryKey: [...KEY, 'vouchers', itemId],
    enabled: !!itemId,
    queryFn: () => http.get<TVoucher[]>(`${B}/Vouchers`, { itemId }),
  });
export const voucherUrl = (id: string) => `${B}/Voucher/${encodeURIComponent(id)}`;

/** Every write refreshes the area's queries; refusals are toasted by the HTTP client. */
export function useDeductionActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: KEY });
  return {
    saveItem: useMutation({
      mutationFn: (input: TDeductionItemInput) => http.post<string>(`${B}/SaveItem`, input),
      onSuccess,
    }),
    deleteItem: useMutation({
      mutationFn: (input: { year: number; id: string }) => http.post<boolean>(`${B}/DeleteItem`, input),
      onSuccess,
    }),
    submit: useMutation({
      mutationFn: (year: number) => http.post<TSubmitResult>(`${B}/Submit`, { year }),
      onSuccess,
    }),
    confirmMethod: useMutation({
      mutationFn: (input: { year: number; method: string }) => http.post<string>(`${B}/ConfirmMethod`, input),
      onSuccess,
    }),
    saveMember: useMutation({
      mutationFn: (input: TMemberInput) => http.post<string>(`${B}/SaveMember`, input),
      onSuccess,
    }),
    deleteMember: useMutation({
      mutationFn: (id: string) => http.post<boolean>(`${B}/DeleteMember`, { id }),
      onSuccess,
    }),
    saveMyInfo: useMutation({
      mutationFn: (input: TMyTaxInfo) => http.post<boolean>(`${B}/SaveMyInfo`, input),
      onSuccess,
    }),
    addDependant: useMutation({
      mutationFn: (input: { itemId: string; memberId: string }) =>
        http.post<boolean>(`${B}/AddDependant`, input),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: (input: { itemId: string; fileName: string; content: string }) =>
        http.post<string>(`${B}/UploadVoucher`, input),
      onSuccess,
    }),
    deleteVoucher: useMutation({
      mutationFn: (id: string) => http.post<boolean>(`${B}/DeleteVoucher`, { id }),
      onSuccess,
    }),
  };
}

export const useAdminRecords = (status: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'admin', status],
    queryFn: () =>
      http.get<TAdminPage>(`${DEDUCTION_ADMIN_API}/Records`, { pageIndex: 1, pageSize: 50, status }),
  });
export const useAdminDetail = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'adminDetail', id],
    enabled: !!id,
    queryFn: () => http.get<TAdminDetail>(`${DEDUCTION_ADMIN_API}/Record/${encodeURIComponent(id ?? '')}`),
  });
/**
 * A voucher's image for HR's review, fetched with the session's token (each fetch is a logged read,
 * so it is kept while the screen needs it and outside the area's key, which every write refreshes).
 */
export const useAdminVoucherImage = (id: string) =>
  useQuery({
    queryKey: ['taxDeductionVoucherImage', id],
    queryFn: () =>
      http.get<Blob>(`${DEDUCTION_ADMIN_API}/Voucher/${encodeURIComponent(id)}`, undefined, {
        responseType: 'blob',
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
export function useAdminDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: 'accept' | 'return'; note?: string }) =>
      http.post<string>(`${DEDUCTION_ADMIN_API}/Decide`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** A key chosen once per opened form, so a double tap adds one item. */
export const newClientKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
