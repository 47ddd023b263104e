import {
  ORDER_STATUS,
  type TOrderStatus,
  type TOrderStatusResult,
  type TRefundOrder,
  type TShipOrder,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PaymentsPort } from '../payment/ports';
import * as repo from './repository';
import { orderNotFound, refused } from './service';
import { transition } from './state-machine';

type Deps = { db: Db; clock: Clock; payments: Pick<PaymentsPort, 'refund'> };

/**
 * HR's order actions, for orders of their own company's employees only. Our rule (the spec shows
 * none): an express order is shipped with the courier company and number, 待发货 -> 交易成功; a
 * pickup order (PickedUP, PickedPay) is handed over at the pickup point, 待发货 -> 交易成功; a
 * virtual order is done when its voucher is used, 已支付 -> 交易成功. A refund of a paid order goes
 * to 退款中 and asks the payment provider; its confirmation (markRefunded) makes it 已退款 with
 * the stock returned. If the provider refuses, the order goes back to where it was.
 */
export function ordersAdminService({ db, clock, payments }: Deps) {
  async function sameCompany(admin: AuthUser, id: string) {
    const found = await repo.findOrder(db, id);
    if (!found) throw orderNotFound();
    if ((await repo.buyerCompany(db, found.order.eid)) !== admin.companyId)
      throw refused('orders.otherCompany');
    return found.order;
  }
  const actor = (admin: AuthUser) => `admin:${admin.eid}` as const;
  const result = (id: string, status: number): TOrderStatusResult => ({ order_id: id, order_status: status });

  async function ship(admin: AuthUser, input: TShipOrder): Promise<TOrderStatusResult> {
    const order = await sameCompany(admin, input.orderId);
    if (order.status !== ORDER_STATUS.toShip) throw refused('orders.notShippable');
    if (order.deliveryMode !== 'Express') throw refused('orders.notExpress');
    const now = clock.now();
    const won = await db.transaction((tx) =>
      transition(tx, {
        id: order.id,
        from: ORDER_STATUS.toShip,
        to: ORDER_STATUS.done,
        actor: actor(admin),
        at: now,
        note: 'shipped',
        set: { expressCompany: input.expCompany, expressNumber: input.expNumber, shippedAt: now },
      }),
    );
    if (!won) throw refused('orders.changed');
    return result(order.id, ORDER_STATUS.done);
  }

  async function handOver(admin: AuthUser, orderId: string): Promise<TOrderStatusResult> {
    const order = await sameCompany(admin, orderId);
    const from = order.status as TOrderStatus;
    const pickup = order.status === ORDER_STATUS.toShip && order.deliveryMode !== 'Express';
    const voucher = order.status === ORDER_STATUS.paid && order.isVirtual;
    if (order.status === ORDER_STATUS.toShip && !pickup) throw refused('orders.notPickup');
    if (!pickup && !voucher) throw refused('orders.notShippable');
    const now = clock.now();
    const won = await db.transaction((tx) =>
      transition(tx, {
        id: order.id,
        from,
        to: ORDER_STATUS.done,
        actor: actor(admin),
        at: now,
        note: voucher ? 'voucher used' : 'collected',
        set: { shippedAt: now },
      }),
    );
    if (!won) throw refused('orders.changed');
    return result(order.id, ORDER_STATUS.done);
  }

  async function refund(admin: AuthUser, input: TRefundOrder): Promise<TOrderStatusResult> {
    const order = await sameCompany(admin, input.orderId);
    const from = order.status as TOrderStatus;
    // Pay on pickup (PickedPay) was never paid through the provider: nothing to refund.
    const paidOnline = order.paidAt !== null;
    if (
      ![ORDER_STATUS.toShip, ORDER_STATUS.done, ORDER_STATUS.paid].includes(from as 2 | 3 | 4) ||
      !paidOnline
    )
      throw refused('orders.notRefundable');
    const move = (f: TOrderStatus, t: TOrderStatus, note: string | null) =>
      db.transaction((tx) =>
        transition(tx, { id: order.id, from: f, to: t, actor: actor(admin), at: clock.now(), note }),
      );
    if (!(await move(from, ORDER_STATUS.refunding, input.reason || null))) throw refused('orders.changed');
    try {
      // The provider may confirm at once (markRefunded 5 -> 6) or later by notification.
      await payments.refund('shopOrder', order.id, input.reason || '退款');
    } catch (error) {
      await move(ORDER_STATUS.refunding, from, 'refund refused');
      if (error instanceof AppError) throw error;
      throw refused('orders.paymentUnavailable');
    }
    const now = await repo.findOrder(db, order.id);
    return result(order.id, now?.order.status ?? ORDER_STATUS.refunding);
  }

  return { ship, handOver, refund };
}

export type OrdersAdminService = ReturnType<typeof ordersAdminService>;
