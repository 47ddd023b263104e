import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { embeddedJobQueue } from './embedded';
import { pgBossJobQueue } from './pg-boss';
import type { JobLog, JobQueue } from './queue';

export type { JobHandler, JobQueue, SendOptions } from './queue';

/** pg-boss on PostgreSQL (several instances share it); the polled table on the embedded database. */
export function jobQueueFor(options: {
  databaseUrl: string | null;
  db: Db;
  clock: Clock;
  pollSeconds: number;
  log: JobLog;
}): JobQueue {
  return options.databaseUrl
    ? pgBossJobQueue({
        connectionString: options.databaseUrl,
        pollSeconds: options.pollSeconds,
        log: options.log,
      })
    : embeddedJobQueue(options);
}
