import { BACKLOG_MODES, BACKLOG_TYPES, ORDER_STATUS } from '@ehome/shared';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { shopOrders } from '../../db/schema';
import type { BacklogSource } from '../backlog/ports';

/** How long a paid order stays in the backlog's "done" tab. */
const DONE_DAYS = 30;

/** The order's screen (the same as the web's orders detailPath), where it is paid. */
function orderPath(order: { id: string; shop: string; isVirtual: boolean }): string {
  const id = encodeURIComponent(order.id);
  if (order.isVirtual) return `/Virtualdetails?orderId=${id}`;
  return order.shop === 'welfare'
    ? `/Specialsaledetails2?orderId=${id}`
    : `/Specialsaledetails?orderId=${id}`;
}

/** The backlog's shop task: my unpaid orders (type 2, pay), and those paid lately as done. */
export const unpaidOrdersBacklogSource: BacklogSource = async (db, user, { now }) => {
  const since = new Date(now.getTime() - DONE_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: shopOrders.id,
      shop: shopOrders.shop,
      isVirtual: shopOrders.isVirtual,
      orderNumber: shopOrders.orderNumber,
      status: shopOrders.status,
      createdAt: shopOrders.createdAt,
      paidAt: shopOrders.paidAt,
    })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.eid, user.eid),
        isNull(shopOrders.deletedAt),
        or(eq(shopOrders.status, ORDER_STATUS.unpaid), gte(shopOrders.paidAt, since)),
      ),
    )
    .limit(100);
  return rows.map((o) => ({
    key: `order:${o.id}`,
    type: BACKLOG_TYPES.Collect,
    mode: BACKLOG_MODES.OpenScreen,
    title:
      o.status === ORDER_STATUS.unpaid ? ('backlog.unpaidOrder' as const) : ('backlog.paidOrder' as const),
    params: { orderNumber: o.orderNumber },
    path: orderPath(o),
    createdAt: o.status === ORDER_STATUS.unpaid ? o.createdAt : (o.paidAt ?? o.createdAt),
    done: o.status !== ORDER_STATUS.unpaid,
  }));
};
