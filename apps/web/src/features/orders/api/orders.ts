import type { TShop } from '@ehome/shared/shop/constants';
import type { TDelOrdersResult, TOrderDetail, TOrderPage } from '@ehome/shared/shop/orders';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const ORDERS_KEY = ['orders'] as const;
const PAGE_SIZE = 10;
/** The prefix chooses the shop (spec 2 §7). */
export const SHOP_BASE: Record<TShop, string> = {
  sales: '/CIICOnSalesAPI/OnSales',
  welfare: '/CIICOnSalesAPI/Welfare',
};

/** GET GetOrderList?orderStatus&pageNow&pageSize: '' every status, '2', or '2,3,4'. */
export function listOrders(shop: TShop, orderStatus: string, pageNow: number): Promise<TOrderPage> {
  return http.get<TOrderPage>(`${SHOP_BASE[shop]}/GetOrderList`, {
    orderStatus: orderStatus || undefined,
    pageNow,
    pageSize: PAGE_SIZE,
  });
}

export function useOrderList(shop: TShop, orderStatus: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...ORDERS_KEY, 'list', shop, orderStatus],
      queryFn: ({ pageParam }) => listOrders(shop, orderStatus, pageParam),
      // Kept while the user opens an order and comes back (the list is "kept alive").
      staleTime: 30_000,
      initialPageParam: 1,
      getNextPageParam: (last: TOrderPage, pages: TOrderPage[]) =>
        pages.reduce((n, p) => n + p.result.length, 0) < last.totalCount ? pages.length + 1 : undefined,
    }),
  );
}

/** GET GetSalesDetailById?orderId (the detail screens); silent: the page shows the refusal. */
export function getOrder(shop: TShop, orderId: string): Promise<TOrderDetail> {
  return http.get<TOrderDetail>(`${SHOP_BASE[shop]}/GetSalesDetailById`, { orderId }, { silent: true });
}

export const orderQuery = (shop: TShop, orderId: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderId],
    queryFn: () => getOrder(shop, orderId),
    retry: false,
    enabled: orderId !== '',
  });

export function useOrder(shop: TShop, orderId: string) {
  return useQuery(orderQuery(shop, orderId));
}

/** GET /api/CIICEService/UpdateReadStatus?id&readType=Sales: the order was opened. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http.get<boolean>('/api/CIICEService/UpdateReadStatus', { id, readType: 'Sales' }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] }),
  });
}

/** POST DelOrderById {orderIds}: only 待支付 and 交易关闭 orders. */
export function useDeleteOrders(shop: TShop) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      http.post<TDelOrdersResult>(`${SHOP_BASE[shop]}/DelOrderById`, { orderIds }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** HR: GET GetCompanyOrderList?orderStatus&pageNow&pageSize - the company's employees' orders. */
export function useCompanyOrderList(shop: TShop, orderStatus: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...ORDERS_KEY, 'company', shop, orderStatus],
      queryFn: ({ pageParam }) =>
        http.get<TOrderPage>(`${SHOP_BASE[shop]}/GetCompanyOrderList`, {
          orderStatus: orderStatus || undefined,
          pageNow: pageParam,
          pageSize: PAGE_SIZE,
        }),
      staleTime: 0,
      initialPageParam: 1,
      getNextPageParam: (last: TOrderPage, pages: TOrderPage[]) =>
        pages.reduce((n, p) => n + p.result.length, 0) < last.totalCount ? pages.length + 1 : undefined,
    }),
  );
}

export type TAdminAction =
  | { kind: 'ship'; orderId: string; expCompany: string; expNumber: string }
  | { kind: 'handOver'; orderId: string }
  | { kind: 'refund'; orderId: string; reason: string };

const ADMIN_CALL: Record<TAdminAction['kind'], string> = {
  ship: 'ShipOrder',
  handOver: 'HandOverOrder',
  refund: 'RefundOrder',
};

/** HR: POST ShipOrder, HandOverOrder or RefundOrder; silent, the screen toasts the answer. */
export function useAdminAction(shop: TShop) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: TAdminAction) =>
      http.post<{ order_id: string; order_status: number }>(`${SHOP_BASE[shop]}/${ADMIN_CALL[kind]}`, body, {
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
