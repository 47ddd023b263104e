import type {
  TFundTransferCheck,
  TFundTransferInfo,
  TFundTransferSave,
  TFundTransferSaved,
} from '@ehome/shared/fund-transfer/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** The fund-transfer calls (spec 3 §7, base /api/CIICEService/). */
const BASE = '/api/CIICEService';
export const FUND_TRANSFER_KEY = ['fundTransfer'] as const;

/** GET GetFundTransfer?ApplyId=: one transfer (owner or approver), or without it the caller's latest. */
export function useFundTransfer(applyId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...FUND_TRANSFER_KEY, 'get', applyId ?? 'mine'],
      queryFn: () =>
        http.get<TFundTransferInfo>(`${BASE}/GetFundTransfer`, applyId ? { ApplyId: applyId } : undefined),
      staleTime: 0,
    }),
  );
}

/** GET CheckFundTransfer: whether a transfer was already submitted or handled. */
export function checkFundTransfer(): Promise<TFundTransferCheck> {
  return http.get<TFundTransferCheck>(`${BASE}/CheckFundTransfer`);
}

/** POST SaveFundTransfer: files the transfer and sends it to HR. */
export function useSaveFundTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TFundTransferSave) => http.post<TFundTransferSaved>(`${BASE}/SaveFundTransfer`, body),
    onSettled: () => client.invalidateQueries({ queryKey: FUND_TRANSFER_KEY }),
  });
}
