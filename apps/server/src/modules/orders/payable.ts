import { randomInt } from 'node:crypto';
import { ORDER_STATUS } from '@ehome/shared';
import type { Clock } from '../../platform/clock';
import type { PayableDefinition, PayableDue } from '../payment/ports';
import * as repo from './repository';
import { transition } from './state-machine';

/**
 * A shop order as the payment module sees it (`shopOrder:<uuid>`), registered in app.ts with the
 * payment module's `register`. Paid: 1 -> 2 待发货, or 1 -> 4 已支付 for a virtual good (nothing to
 * ship); refunded: 5 -> 6 with the stock returned. An unpaid order past its pay-before time is
 * already 'closed' for a new payment even if the timeout job has not run yet.
 */
export function shopOrderPayable({ clock }: { clock: Clock }): PayableDefinition {
  return {
    kind: 'shopOrder',
    async load(db, id) {
      const found = await repo.findOrder(db, id);
      if (!found) return null;
      const { order } = found;
      const [first] = await repo.linesOf(db, [id]);
      const description = [found.sellerNames.zh, first?.productName].filter(Boolean).join(' ').slice(0, 127);
      return {
        eid: order.eid,
        amountFen: order.totalFen,
        description,
        state: payableState(order.status, order.payBefore, clock.now()),
      };
    },
    async markPaid(tx, id, paidAt) {
      const found = await repo.findOrder(tx, id);
      if (!found || found.order.status !== ORDER_STATUS.unpaid) return false;
      return transition(tx, {
        id,
        from: ORDER_STATUS.unpaid,
        to: found.order.isVirtual ? ORDER_STATUS.paid : ORDER_STATUS.toShip,
        actor: 'payment',
        at: paidAt,
        set: found.order.isVirtual ? { paidAt, voucherCode: newVoucherCode() } : { paidAt },
      });
    },
    async markRefunded(tx, id, at) {
      await transition(tx, {
        id,
        from: ORDER_STATUS.refunding,
        to: ORDER_STATUS.refunded,
        actor: 'payment',
        at,
        note: 'refunded',
        set: { closeReason: 'refunded', closedAt: at },
      });
    },
  };
}

export function payableState(status: number, payBefore: Date | null, now: Date): PayableDue['state'] {
  if (status === ORDER_STATUS.unpaid) return payBefore && payBefore <= now ? 'closed' : 'open';
  if (status === ORDER_STATUS.closed || status === ORDER_STATUS.refunded) return 'closed';
  return 'paid';
}

/** 12 random digits (a unique index backs them; a clash, one in 10^12 per pair, fails the payment's transaction, which is retried). */
export function newVoucherCode(): string {
  return Array.from({ length: 3 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join('');
}
