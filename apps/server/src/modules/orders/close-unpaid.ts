import { ORDER_STATUS, SHOP_CLOSE_UNPAID_JOB } from '@ehome/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs';
import type { PaymentsPort } from '../payment/ports';
import * as repo from './repository';
import { closeUnpaid } from './state-machine';

/** The periodic sweep that closes overdue unpaid orders whose own job was lost. */
export const SHOP_UNPAID_SWEEP_JOB = 'shop.closeUnpaidSweep';
export const SHOP_UNPAID_SWEEP_CRON = '*/5 * * * *';
const SWEEP_BATCH = 200;

type Deps = { db: Db; clock: Clock; payments: Pick<PaymentsPort, 'settleFromProvider'> };

/**
 * Queues the close of a new unpaid order for its pay-before time (checkout calls this in the
 * SubOrder path, after its transaction committed). One job per order (singletonKey).
 */
export function sendCloseUnpaid(jobs: JobQueue, orderId: string, payBefore: Date, now: Date) {
  const delaySeconds = Math.max(0, Math.ceil((payBefore.getTime() - now.getTime()) / 1000));
  return jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId }, { delaySeconds, singletonKey: orderId });
}

/**
 * Closes one unpaid order whose time is up (job 'shop.closeUnpaid' {orderId}, sent by checkout
 * with a delay of SHOP_UNPAID_CLOSE_MINUTES). The payment provider is asked first: when it says
 * paid, the payment path has marked the order paid and it stays open for that; otherwise the
 * guarded 1 -> 7 closes it and returns its stock. Safe to run twice: the second run finds it closed.
 * Answers what it did.
 */
export function unpaidCloser({ db, clock, payments }: Deps) {
  return async function closeIfUnpaid(orderId: string): Promise<'closed' | 'paid' | 'skipped' | 'early'> {
    const found = await repo.findOrder(db, orderId);
    const order = found?.order;
    if (!order || order.status !== ORDER_STATUS.unpaid || !order.payBefore) return 'skipped';
    if (order.payBefore > clock.now()) return 'early';
    // Outside any transaction: the payment module records a payment in its own.
    const provider = await payments.settleFromProvider('shopOrder', orderId);
    if (provider === 'paid') return 'paid';
    const now = clock.now();
    const closed = await db.transaction((tx) => closeUnpaid(tx, orderId, 'timeout', 'timeout', now));
    return closed ? 'closed' : 'skipped';
  };
}

export function registerShopOrderJobs(jobs: JobQueue, deps: Deps & { timeZone: string }): void {
  const closeIfUnpaid = unpaidCloser(deps);
  jobs.work<{ orderId?: unknown }>(SHOP_CLOSE_UNPAID_JOB, async ({ orderId }) => {
    if (typeof orderId !== 'string' || !/^[0-9a-f-]{36}$/i.test(orderId)) return;
    // Sent too early (the timeout was changed since): try again at the order's own time.
    if ((await closeIfUnpaid(orderId)) === 'early') {
      const found = await repo.findOrder(deps.db, orderId);
      if (found?.order.payBefore)
        await sendCloseUnpaid(jobs, orderId, found.order.payBefore, deps.clock.now());
    }
  });
  jobs.work(SHOP_UNPAID_SWEEP_JOB, async () => {
    const ids = await repo.overdueUnpaid(deps.db, deps.clock.now(), SWEEP_BATCH);
    // One order whose provider cannot be asked must not hold up the others; the run then fails
    // (and is retried) so the failure is seen.
    let failure: unknown = null;
    for (const id of ids) {
      try {
        await closeIfUnpaid(id);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
  });
  jobs.schedule(SHOP_UNPAID_SWEEP_JOB, SHOP_UNPAID_SWEEP_CRON, deps.timeZone);
}
