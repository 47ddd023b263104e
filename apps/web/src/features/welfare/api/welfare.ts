import type { TWelfareOfferPage } from '@ehome/shared/welfare/constants';
import type {
  TMyWelfareRights,
  TWelfareAdminPage,
  TWelfareClaimed,
  TWelfareClaimInput,
  TWelfareClaimStatusResult,
  TWelfareMenuItem,
  TWelfareOffer,
  TWelfareReceipt,
  TWelfareRightDetail,
  TWelfareShip,
} from '@ehome/shared/welfare/schemas';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** The welfare calls (server module welfare, paths under /api/Welfare). */
const BASE = '/api/Welfare';
export const WELFARE_KEY = ['welfare'] as const;

export function useWelfareMenu() {
  return useQuery(
    queryOptions({
      queryKey: [...WELFARE_KEY, 'menu'],
      queryFn: () => http.get<TWelfareMenuItem[]>(`${BASE}/Menu`),
      staleTime: 300_000,
    }),
  );
}

export function useOffers(page: TWelfareOfferPage) {
  return useQuery(
    queryOptions({
      queryKey: [...WELFARE_KEY, 'offers', page],
      queryFn: () => http.get<TWelfareOffer[]>(`${BASE}/Offers`, { page }),
      staleTime: 60_000,
    }),
  );
}

export function useMyRights(year: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...WELFARE_KEY, 'rights', year ?? 'current'],
      queryFn: () => http.get<TMyWelfareRights>(`${BASE}/MyRights`, { year: year ?? undefined }),
    }),
  );
}

export function useRight(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...WELFARE_KEY, 'right', id],
      queryFn: () => http.get<TWelfareRightDetail>(`${BASE}/Right`, { id }, { silent: true }),
      enabled: id !== '',
      retry: false,
    }),
  );
}

export function useReceipt(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...WELFARE_KEY, 'receipt', id],
      queryFn: () => http.get<TWelfareReceipt>(`${BASE}/Receipt`, { id }, { silent: true }),
      enabled: id !== '',
      retry: false,
    }),
  );
}

/** Claims a right; the lists and the right are read again afterwards. */
export function useClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWelfareClaimInput) => http.post<TWelfareClaimed>(`${BASE}/Claim`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WELFARE_KEY }),
  });
}

export function useConfirmReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) =>
      http.post<TWelfareClaimStatusResult>(`${BASE}/ConfirmReceived`, { claimId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WELFARE_KEY }),
  });
}

/** HR's claim list, 10 a page up to totalCount. */
export function useAdminClaims(status: number | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...WELFARE_KEY, 'admin', status ?? 'all'],
      queryFn: ({ pageParam }) =>
        http.get<TWelfareAdminPage>(`${BASE}/Admin/Claims`, {
          status: status ?? undefined,
          pageIndex: pageParam,
          pageSize: 10,
        }),
      initialPageParam: 1,
      getNextPageParam: (last: TWelfareAdminPage, pages: TWelfareAdminPage[]) =>
        pages.reduce((n, p) => n + p.result.length, 0) < last.totalCount ? pages.length + 1 : undefined,
    }),
  );
}

export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'ship'; input: TWelfareShip } | { kind: 'handOver'; claimId: string }) =>
      action.kind === 'ship'
        ? http.post<TWelfareClaimStatusResult>(`${BASE}/Admin/Ship`, action.input)
        : http.post<TWelfareClaimStatusResult>(`${BASE}/Admin/HandOver`, { claimId: action.claimId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WELFARE_KEY }),
  });
}
