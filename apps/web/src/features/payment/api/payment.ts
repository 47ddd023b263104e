import type { TJsApiRequest, TPayData, TPayInfo, TPayResult } from '@ehome/shared/payment/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const PAYMENT_KEY = ['payment'] as const;

/** GET /api/Wx/PayInfo?bill: amount, description and state of the bill, read from the server. */
export function getPayInfo(bill: string): Promise<TPayInfo> {
  return http.get<TPayInfo>('/api/Wx/PayInfo', { bill }, { silent: true });
}

export const payInfoQuery = (bill: string) =>
  queryOptions({
    queryKey: [...PAYMENT_KEY, 'info', bill],
    queryFn: () => getPayInfo(bill),
    enabled: Boolean(bill),
    retry: false,
  });

export function usePayInfo(bill: string) {
  return useQuery(payInfoQuery(bill));
}

/** POST /api/Wx/JsApi: the pay data for the sheet (or the sandbox page). */
export function postJsApi(body: TJsApiRequest): Promise<TPayData> {
  return http.post<TPayData>('/api/Wx/JsApi', body);
}

/** GET /api/Wx/PayResult?bill: the server's word on the payment (it asks the provider). */
export function getPayResult(bill: string): Promise<TPayResult> {
  return http.get<TPayResult>('/api/Wx/PayResult', { bill }, { silent: true });
}
