import { canTransition, ORDER_STATUS, type TOrderStatus } from '@ehome/shared';
import type { Tx } from '../../db/client';
import type { shopOrders } from '../../db/schema';
import * as repo from './repository';

/**
 * The order state machine every part uses (checkout, payment, the timeout job, the buyer, HR).
 * A change is one guarded UPDATE (`where id and status = from`) checked against
 * ORDER_TRANSITIONS, with a shop_order_events row; a change into 交易关闭 or 已退款 returns the
 * goods and gift stock in the same transaction - only the change that won, so exactly once.
 */
export type OrderActor = 'buyer' | 'timeout' | 'payment' | 'checkout' | `admin:${string}`;

export type Transition = {
  id: string;
  from: TOrderStatus;
  to: TOrderStatus;
  actor: OrderActor;
  at: Date;
  note?: string | null;
  set?: Partial<typeof shopOrders.$inferInsert>;
};

const RETURNS_STOCK: readonly TOrderStatus[] = [ORDER_STATUS.closed, ORDER_STATUS.refunded];

/** Answers whether this transition won (false: the order was no longer in `from`). */
export async function transition(tx: Tx, t: Transition): Promise<boolean> {
  if (!canTransition(t.from, t.to)) throw new Error(`order transition ${t.from} -> ${t.to} is not allowed`);
  // A change the buyer did not make themselves (shipped, refunded, closed by the timeout) shows as
  // new in their lists until they open the order.
  const unseen = t.actor === 'timeout' || t.actor.startsWith('admin:');
  const won = await repo.moveStatus(
    tx,
    t.id,
    t.from,
    t.to,
    { ...(unseen ? { isRead: false } : {}), ...t.set },
    t.at,
  );
  if (!won) return false;
  await repo.insertEvent(tx, {
    orderId: t.id,
    fromStatus: t.from,
    toStatus: t.to,
    actor: t.actor,
    note: t.note ?? null,
    at: t.at,
  });
  if (RETURNS_STOCK.includes(t.to)) await repo.returnStock(tx, t.id);
  return true;
}

/** Closes an unpaid order (timeout or the buyer), returning its stock; false when it was not unpaid. */
export function closeUnpaid(
  tx: Tx,
  id: string,
  reason: 'timeout' | 'cancelled',
  actor: OrderActor,
  at: Date,
): Promise<boolean> {
  return transition(tx, {
    id,
    from: ORDER_STATUS.unpaid,
    to: ORDER_STATUS.closed,
    actor,
    at,
    note: reason,
    set: { closeReason: reason, closedAt: at },
  });
}
