import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { type Clock, inZone } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs';

export const MESSAGE_RETENTION_JOB = 'messages.retention';
/** Nightly, when nobody reads messages. */
export const MESSAGE_RETENTION_CRON = '30 3 * * *';
/** Spec 3 §9: messages are kept six months. */
export const MESSAGE_RETENTION_MONTHS = 6;
/** Rows per statement: a long first clean-up deletes in short transactions, not one huge one. */
const BATCH = 5000;

type Deps = { db: Db; clock: Clock; timeZone: string };

/** Deletes the messages older than six months (by the business calendar); answers how many. */
export function messageRetention({ db, clock, timeZone }: Deps) {
  return async function deleteOldMessages(): Promise<number> {
    const cutoff = inZone(clock.now(), timeZone).subtract(MESSAGE_RETENTION_MONTHS, 'month').toISOString();
    let total = 0;
    for (;;) {
      const deleted = await queryRows<{ id: string }>(
        db,
        sql`delete from notifications where id in (
              select id from notifications where created_at < ${cutoff}::timestamptz limit ${BATCH})
            returning id`,
      );
      total += deleted.length;
      if (deleted.length < BATCH) return total;
    }
  };
}

export function registerMessageRetention(jobs: JobQueue, deps: Deps): void {
  const run = messageRetention(deps);
  jobs.work(MESSAGE_RETENTION_JOB, async () => {
    await run();
  });
  jobs.schedule(MESSAGE_RETENTION_JOB, MESSAGE_RETENTION_CRON, deps.timeZone);
}
