import { ACTIVITY_RELEASE_UNPAID_JOB } from '@ehome/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs';
import type { PaymentsPort } from '../payment/ports';
import * as repo from './registration-repository';

/** The periodic sweep that releases overdue unpaid registrations whose own job was lost. */
export const ACTIVITY_RELEASE_SWEEP_JOB = 'activities.releaseUnpaidSweep';
export const ACTIVITY_RELEASE_SWEEP_CRON = '*/5 * * * *';
const SWEEP_BATCH = 200;

type Deps = { db: Db; clock: Clock; payments: Pick<PaymentsPort, 'settleFromProvider'> };

/** Queues the release of an unpaid registration at its holdUntil (one job per registration). */
export function sendReleaseUnpaid(jobs: JobQueue, registrationId: string, holdUntil: Date, now: Date) {
  const delaySeconds = Math.max(0, Math.ceil((holdUntil.getTime() - now.getTime()) / 1000));
  return jobs.send(
    ACTIVITY_RELEASE_UNPAID_JOB,
    { registrationId },
    { delaySeconds, singletonKey: registrationId },
  );
}

/**
 * Gives back the place of an unpaid registration whose hold is up. The payment provider is asked
 * first: when it says paid, the payment path has confirmed the registration and it keeps its
 * place; otherwise the guarded signed/submitted -> released frees the place in the same
 * transaction. Safe to run twice.
 */
export function unpaidReleaser({ db, clock, payments }: Deps) {
  return async function releaseIfUnpaid(
    registrationId: string,
  ): Promise<'released' | 'paid' | 'skipped' | 'early'> {
    const registration = await repo.findRegistration(db, registrationId);
    if (!registration || !repo.HOLDING_STATUSES.includes(registration.status) || !registration.holdUntil)
      return 'skipped';
    if (registration.holdUntil > clock.now()) return 'early';
    // Outside any transaction: the payment module records a payment in its own.
    if ((await payments.settleFromProvider('activity', registrationId)) === 'paid') return 'paid';
    const now = clock.now();
    const released = await db.transaction((tx) =>
      repo.release(tx, registrationId, {
        from: repo.HOLDING_STATUSES,
        reason: 'timeout',
        at: now,
        dueBy: now,
      }),
    );
    return released ? 'released' : 'skipped';
  };
}

export function registerActivityRegistrationJobs(jobs: JobQueue, deps: Deps & { timeZone: string }): void {
  const releaseIfUnpaid = unpaidReleaser(deps);
  jobs.work<{ registrationId?: unknown }>(ACTIVITY_RELEASE_UNPAID_JOB, async ({ registrationId }) => {
    if (typeof registrationId !== 'string' || !/^[0-9a-f-]{36}$/i.test(registrationId)) return;
    // The hold was renewed (a new submit) since this was sent: try again at the new time.
    if ((await releaseIfUnpaid(registrationId)) === 'early') {
      const registration = await repo.findRegistration(deps.db, registrationId);
      if (registration?.holdUntil)
        await sendReleaseUnpaid(jobs, registrationId, registration.holdUntil, deps.clock.now());
    }
  });
  jobs.work(ACTIVITY_RELEASE_SWEEP_JOB, async () => {
    const ids = await repo.overdueHolds(deps.db, deps.clock.now(), SWEEP_BATCH);
    let failure: unknown = null;
    for (const id of ids) {
      try {
        await releaseIfUnpaid(id);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
  });
  jobs.schedule(ACTIVITY_RELEASE_SWEEP_JOB, ACTIVITY_RELEASE_SWEEP_CRON, deps.timeZone);
}
