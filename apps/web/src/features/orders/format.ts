import type { TOrderDetail } from '@ehome/shared/shop/orders';

/** The pay screen of an unpaid order (contract: /pay for the special sale, /pay2 for welfare). */
export function payPath(order: Pick<TOrderDetail, 'order_id' | 'shop'>): string {
  const bill = encodeURIComponent(`shopOrder:${order.order_id}`);
  return order.shop === 'welfare' ? `/pay2?flag=order&bill=${bill}` : `/pay?flag=myspecialsale&bill=${bill}`;
}

/** The detail screen of an order from the lists: virtual goods, welfare, special sale. */
export function detailPath(order: { order_id: string; shop: string; is_virtual: boolean }): string {
  const id = encodeURIComponent(order.order_id);
  if (order.is_virtual) return `/Virtualdetails?orderId=${id}`;
  return order.shop === 'welfare'
    ? `/Specialsaledetails2?orderId=${id}`
    : `/Specialsaledetails?orderId=${id}`;
}
