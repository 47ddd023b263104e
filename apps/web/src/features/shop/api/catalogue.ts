import type { TGoodsDetail, TGoodsPage, TSeller, TVirtualStores } from '@ehome/shared/shop/catalogue';
import type { TShop } from '@ehome/shared/shop/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** The API prefix of each shop (spec 2 §7): the prefix picks the shop. */
export const SHOP_API: Record<TShop, string> = {
  sales: '/CIICOnSalesAPI/OnSales',
  welfare: '/CIICOnSalesAPI/Welfare',
};

const KEY = ['shop', 'catalogue'] as const;

/** GET <shop>/GetSellers: the shop's sellers with their promotions (supports). */
export const sellersQuery = (shop: TShop) =>
  queryOptions({
    queryKey: [...KEY, shop, 'sellers'],
    queryFn: () => http.get<TSeller[]>(`${SHOP_API[shop]}/GetSellers`, undefined, { silent: true }),
    staleTime: 60_000,
  });
export const useSellers = (shop: TShop) => useQuery(sellersQuery(shop));

/** GET <shop>/GetGoodsList?salesID: a seller's goods on sale (one page of 50: sellers list a few dozen). */
export const goodsListQuery = (shop: TShop, salesID: string) =>
  queryOptions({
    queryKey: [...KEY, shop, 'goods', salesID],
    queryFn: () =>
      http.get<TGoodsPage>(
        `${SHOP_API[shop]}/GetGoodsList`,
        { salesID, pageIndex: 1, pageSize: 50 },
        { silent: true },
      ),
    enabled: Boolean(salesID),
    staleTime: 30_000,
  });
export const useGoodsList = (shop: TShop, salesID: string) => useQuery(goodsListQuery(shop, salesID));

/** GET <shop>/GetGoodsDetail?goodsID: a good with the employee's own count toward a per-person cap. */
export const goodsDetailQuery = (shop: TShop, goodsID: string) =>
  queryOptions({
    queryKey: [...KEY, shop, 'detail', goodsID],
    queryFn: () => http.get<TGoodsDetail>(`${SHOP_API[shop]}/GetGoodsDetail`, { goodsID }, { silent: true }),
    enabled: Boolean(goodsID),
    retry: false,
  });
export const useGoodsDetail = (shop: TShop, goodsID: string) => useQuery(goodsDetailQuery(shop, goodsID));

/** GET <shop>/GetVirtualStores?productId: where a virtual good is used, with units left. */
export const virtualStoresQuery = (shop: TShop, productId: string) =>
  queryOptions({
    queryKey: [...KEY, shop, 'stores', productId],
    queryFn: () =>
      http.get<TVirtualStores>(`${SHOP_API[shop]}/GetVirtualStores`, { productId }, { silent: true }),
    enabled: Boolean(productId),
    retry: false,
  });
export const useVirtualStores = (shop: TShop, productId: string) =>
  useQuery(virtualStoresQuery(shop, productId));
