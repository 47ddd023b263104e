import type { TGift, TPreview, TShop, TSubOrder, TSubOrderResult } from '@ehome/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { ADDRESS_BOOK_KEY } from '../../../ui/address-book/api';

/** The API prefix chooses the shop (spec 2 §7). */
export const shopPrefix = (shop: TShop) =>
  shop === 'sales' ? '/CIICOnSalesAPI/OnSales' : '/CIICOnSalesAPI/Welfare';

export const CHECKOUT_KEY = ['checkout'] as const;

export type TPreviewLine = { goodsID: string; options: string[]; qty: number };

/** POST .../PreviewOrder {salesID, lines}: the seller (delivery mode, promotions) and the server's prices. */
export const previewQuery = (shop: TShop, salesID: string, goodsIDs: string[]) =>
  queryOptions({
    queryKey: [...CHECKOUT_KEY, 'preview', shop, salesID, goodsIDs],
    queryFn: () =>
      http.post<TPreview>(
        `${shopPrefix(shop)}/PreviewOrder`,
        { salesID, lines: goodsIDs.map((goodsID) => ({ goodsID, options: [], qty: 1 })) },
        { silent: true },
      ),
    enabled: salesID !== '',
    placeholderData: keepPreviousData,
  });
export function usePreview(shop: TShop, salesID: string, goodsIDs: string[]) {
  return useQuery(previewQuery(shop, salesID, goodsIDs));
}

/** The address book's answer (GET .../GetAddress, built by the address part). */
export type TAddress = {
  addressId: string;
  userName: string;
  tel: string;
  addressProvince: string;
  addressCity: string;
  area: string;
  postCode: string;
  streetName: string;
  isDefault: boolean;
};
export function useAddresses(shop: TShop, enabled: boolean) {
  return useQuery({
    // Under the address book's key: a change on the address screen makes checkout read it again.
    queryKey: [...ADDRESS_BOOK_KEY, 'checkout', shop],
    // Non-zero errNo on list calls is ignored silently (spec 2 §7 "Response handling").
    queryFn: () =>
      http
        .get<TAddress[] | null>(`${shopPrefix(shop)}/GetAddress`, undefined, { silent: true })
        .catch(() => []),
    enabled,
  });
}

/** GET .../GetFreight?salesID&city&province: the express fee in yuan. */
export function useFreight(shop: TShop, salesID: string, address: TAddress | null, enabled: boolean) {
  return useQuery({
    queryKey: [...CHECKOUT_KEY, 'freight', shop, salesID, address?.addressCity, address?.addressProvince],
    queryFn: () =>
      http.get<string>(
        `${shopPrefix(shop)}/GetFreight`,
        { salesID, city: address?.addressCity, province: address?.addressProvince },
        { silent: true },
      ),
    enabled: enabled && salesID !== '' && address !== null,
  });
}

/** GET .../GetGifts?salesID&total: asked again whenever the total (and so the freight) changes. */
export function useGifts(shop: TShop, salesID: string, total: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CHECKOUT_KEY, 'gifts', shop, salesID, total],
    queryFn: () => http.get<TGift[]>(`${shopPrefix(shop)}/GetGifts`, { salesID, total }, { silent: true }),
    enabled: enabled && salesID !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET .../GetOrderStatus?orderID: true when that order is settled (no longer 待支付). */
export function getOrderSettled(shop: TShop, orderID: string): Promise<boolean> {
  return http.get<boolean>(`${shopPrefix(shop)}/GetOrderStatus`, { orderID }, { silent: true });
}

/** POST .../SubOrder: the server prices again and refuses figures that differ. */
export function useSubmitOrder(shop: TShop) {
  return useMutation({
    mutationFn: (payload: TSubOrder) =>
      http.post<TSubOrderResult>(`${shopPrefix(shop)}/SubOrder`, payload, { silent: true }),
  });
}
