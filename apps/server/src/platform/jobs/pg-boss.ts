import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import {
  checkJobName,
  JOB_TIMEOUT_SECONDS,
  type JobHandler,
  type JobLog,
  type JobQueue,
  RETRY_DELAY_SECONDS,
  RETRY_LIMIT,
} from './queue';

type Deps = { connectionString: string; pollSeconds: number; log: JobLog; poolMax?: number };

/**
 * The job queue on PostgreSQL: pg-boss 10 (the newest line that runs on Node 20). Workers on every
 * instance fetch with SKIP LOCKED, so each job runs on one of them; cron times are sent once by
 * whichever instance holds pg-boss's cron lock. Its tables live in the `pgboss` schema, installed
 * and migrated by pg-boss itself under its own advisory lock.
 *
 * Queues use pg-boss's "short" policy: at most one waiting job per name and singleton key. A send
 * without a key gets a random one, so only keyed sends ever collapse.
 */
export function pgBossJobQueue({ connectionString, pollSeconds, log, poolMax = 3 }: Deps): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, { cron: string; timeZone: string; data: object }>();
  const queues = new Map<string, Promise<void>>();
  let boss: Promise<PgBoss> | null = null;
  let working = false;

  // Started on first use: an instance that never sends or works (most tests) never installs it.
  function started(): Promise<PgBoss> {
    boss ??= (async () => {
      const instance = new PgBoss({
        connectionString,
        max: poolMax,
        application_name: 'ehome-jobs',
        retryLimit: RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: JOB_TIMEOUT_SECONDS,
      });
      instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await instance.start();
      return instance;
    })();
    return boss;
  }

  function queue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      created = started().then((instance) =>
        instance.createQueue(name, {
          name,
          policy: 'short',
          retryLimit: RETRY_LIMIT,
          retryDelay: RETRY_DELAY_SECONDS,
          retryBackoff: true,
          expireInSeconds: JOB_TIMEOUT_SECONDS,
        }),
      );
      // A failed creation (database away) is tried again on the next use.
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  }

  async function run(name: string, job: PgBoss.Job<object>) {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for job ${name}`);
    await handler(job.data, { id: job.id, name });
  }

  async function startWorker(instance: PgBoss, name: string) {
    await queue(name);
    await instance.work<object>(name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await run(name, job);
        } catch (error) {
          log.error({ err: error, job: name, id: job.id }, 'job failed');
          throw error;
        }
      }
    });
  }

  return {
    kind: 'pg-boss',

    work(name, handler) {
      if (handlers.has(checkJobName(name))) throw new Error(`job ${name} has a handler already`);
      handlers.set(name, handler as JobHandler);
      if (working) void started().then((instance) => startWorker(instance, name));
    },

    async send(name, data, options = {}) {
      await queue(checkJobName(name));
      return (await started()).send(name, data, {
        singletonKey: options.singletonKey ?? randomUUID(),
        ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
      });
    },

    schedule(name, cron, timeZone, data = {}) {
      schedules.set(checkJobName(name), { cron, timeZone, data });
    },

    async start() {
      const instance = await started();
      working = true;
      for (const name of handlers.keys()) await startWorker(instance, name);
      for (const [name, { cron, timeZone, data }] of schedules) {
        await queue(name);
        await instance.schedule(name, cron, data, { tz: timeZone });
      }
    },

    async runDue() {
      const instance = await started();
      let count = 0;
      for (const name of handlers.keys()) {
        await queue(name);
        for (let jobs = await instance.fetch<object>(name, { batchSize: 20 }); jobs.length > 0; ) {
          for (const job of jobs) {
            try {
              await run(name, job);
              await instance.complete(name, job.id);
            } catch (error) {
              log.error({ err: error, job: name, id: job.id }, 'job failed');
              await instance.fail(name, job.id, { message: String(error) });
            }
            count += 1;
          }
          jobs = await instance.fetch<object>(name, { batchSize: 20 });
        }
      }
      return count;
    },

    async stop() {
      working = false;
      if (!boss) return;
      const instance = await boss.catch(() => null);
      // Waits for running handlers (pg-boss fails what is still running at the timeout), then closes its pool.
      await instance?.stop({ graceful: true, wait: true, timeout: 8000 });
      boss = null;
      queues.clear();
    },
  };
}
