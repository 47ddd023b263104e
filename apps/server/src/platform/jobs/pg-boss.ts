import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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
/**
 * Creates a queue unless it exists. Instances starting together create the same queues at once, and
 * pg-boss's create_queue (a new partition table) can then deadlock: the loser tries again shortly.
 */
async function createQueue(instance: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await instance.getQueue(name)) return;
      await instance.createQueue(name, {
        name,
        policy: 'short',
        retryLimit: RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: JOB_TIMEOUT_SECONDS,
      });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await sleep(50 * attempt + Math.random() * 100);
    }
  }
}

export function pgBossJobQueue({ connectionString, pollSeconds, log, poolMax = 3 }: Deps): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, { cron: string; timeZone: string; data: object }>();
  const queues = new Map<string, Promise<void>>();
  let boss: Promise<PgBoss> | null = null;
  let working = false;
  /** This instance's worker per job name, woken when a job is sent here rather than at its next poll. */
  const workers = new Map<string, string>();

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
      created = started().then((instance) => createQueue(instance, name));
      // A failed creation (database away) is tried again on the next use.
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  }

  /**
   * Runs one job and records its outcome itself: pg-boss would otherwise fail or complete a whole
   * fetched batch together, running again the jobs of a batch that had already succeeded.
   */
  async function runAndSettle(instance: PgBoss, name: string, job: PgBoss.Job<object>) {
    try {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`no handler for job ${name}`);
      await handler(job.data, { id: job.id, name });
      await instance.complete(name, job.id);
    } catch (error) {
      log.error({ err: error, job: name, id: job.id }, 'job failed');
      await instance.fail(name, job.id, { message: String(error) });
    }
  }

  async function startWorker(instance: PgBoss, name: string) {
    await queue(name);
    const id = await instance.work<object>(
      name,
      { pollingIntervalSeconds: pollSeconds, batchSize: 5 },
      async (jobs) => {
        for (const job of jobs) await runAndSettle(instance, name, job);
      },
    );
    workers.set(name, id);
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
      const instance = await started();
      const id = await instance.send(name, data, {
        singletonKey: options.singletonKey ?? randomUUID(),
        ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
      });
      const worker = workers.get(name);
      if (id && worker && !options.delaySeconds) instance.notifyWorker(worker);
      return id;
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
            await runAndSettle(instance, name, job);
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
      workers.clear();
    },
  };
}
