import { randomUUID } from 'node:crypto';
import cronParser from 'cron-parser';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { embeddedJobSchedules, embeddedJobs } from '../../db/schema';
import type { Clock } from '../clock';
import {
  checkJobName,
  type JobHandler,
  type JobLog,
  type JobQueue,
  RETRY_DELAY_SECONDS,
  RETRY_LIMIT,
} from './queue';

type Deps = { db: Db; clock: Clock; pollSeconds: number; log: JobLog };

type ClaimedJob = { id: string; name: string; data: object; attempts: number };

/** Finished jobs are kept this long for looking into, then deleted (pg-boss keeps its archive too). */
const KEEP_FINISHED_DAYS = 14;

/**
 * The job queue on the embedded PGlite database: jobs are rows, so they survive a restart; a poll
 * loop runs the due ones. PGlite is one process with one connection, so there is no second worker
 * to race with and no lock beyond the claiming UPDATE is needed.
 */
export function embeddedJobQueue({ db, clock, pollSeconds, log }: Deps): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, { cron: string; timeZone: string; data: object }>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastCleanup = 0;

  function previousCronTime(cron: string, timeZone: string, now: Date): Date {
    return cronParser.parseExpression(cron, { currentDate: now, tz: timeZone }).prev().toDate();
  }

  async function claimNext(now: Date): Promise<ClaimedJob | null> {
    const names = [...handlers.keys()];
    if (names.length === 0) return null;
    const at = now.toISOString();
    const [row] = await queryRows<ClaimedJob>(
      db,
      sql`update ${embeddedJobs} set state = 'active', attempts = attempts + 1, start_after = ${at}::timestamptz
          where id = (select id from ${embeddedJobs}
                      where state = 'created' and start_after <= ${at}::timestamptz
                        and name in (${sql.join(
                          names.map((name) => sql`${name}`),
                          sql`, `,
                        )})
                      order by start_after, created_at limit 1 for update skip locked)
          returning id, name, data, attempts`,
    );
    return row ?? null;
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.data, { id: job.id, name: job.name });
      await db
        .update(embeddedJobs)
        .set({ state: 'completed', completedAt: clock.now() })
        .where(eq(embeddedJobs.id, job.id));
    } catch (error) {
      const retry = job.attempts <= RETRY_LIMIT;
      log.error({ err: error, job: job.name, id: job.id, retry }, 'job failed');
      const now = clock.now();
      await db
        .update(embeddedJobs)
        .set(
          retry
            ? {
                state: 'created',
                startAfter: new Date(now.getTime() + RETRY_DELAY_SECONDS * 1000 * job.attempts),
                lastError: String(error),
              }
            : { state: 'failed', completedAt: now, lastError: String(error) },
        )
        .where(eq(embeddedJobs.id, job.id));
    }
  }

  /** Sends each recurring job whose cron time passed since it was last sent, once. */
  async function sendDueSchedules(now: Date): Promise<void> {
    const rows = await db.select().from(embeddedJobSchedules);
    for (const row of rows) {
      if (!schedules.has(row.name)) continue;
      const due = previousCronTime(row.cron, row.timeZone, now);
      if (row.lastSentFor && due.getTime() <= row.lastSentFor.getTime()) continue;
      // Several missed times (the process was down) make one run, not a burst.
      await db.transaction(async (tx) => {
        await tx
          .insert(embeddedJobs)
          .values({
            name: row.name,
            data: row.data ?? {},
            singletonKey: 'schedule',
            startAfter: now,
            createdAt: now,
          })
          .onConflictDoNothing();
        await tx
          .update(embeddedJobSchedules)
          .set({ lastSentFor: due })
          .where(eq(embeddedJobSchedules.name, row.name));
      });
    }
  }

  async function runDue(): Promise<number> {
    await sendDueSchedules(clock.now());
    let count = 0;
    for (let job = await claimNext(clock.now()); job; job = await claimNext(clock.now())) {
      await runOne(job);
      count += 1;
      if (stopped) break;
    }
    return count;
  }

  async function cleanup(now: Date): Promise<void> {
    if (now.getTime() - lastCleanup < 3600_000) return;
    lastCleanup = now.getTime();
    await db
      .delete(embeddedJobs)
      .where(
        and(
          inArray(embeddedJobs.state, ['completed', 'failed']),
          lt(embeddedJobs.completedAt, new Date(now.getTime() - KEEP_FINISHED_DAYS * 86_400_000)),
        ),
      );
  }

  async function tick(): Promise<void> {
    try {
      await runDue();
      await cleanup(clock.now());
    } catch (error) {
      log.error({ err: error }, 'job poll failed');
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), pollSeconds * 1000);
  }

  return {
    kind: 'embedded',

    work(name, handler) {
      if (handlers.has(checkJobName(name))) throw new Error(`job ${name} has a handler already`);
      handlers.set(name, handler as JobHandler);
    },

    async send(name, data, options = {}) {
      const now = clock.now();
      const [row] = await db
        .insert(embeddedJobs)
        .values({
          id: randomUUID(),
          name: checkJobName(name),
          data,
          singletonKey: options.singletonKey ?? null,
          startAfter: new Date(now.getTime() + (options.delaySeconds ?? 0) * 1000),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: embeddedJobs.id });
      return row?.id ?? null;
    },

    schedule(name, cron, timeZone, data = {}) {
      // Parsing now makes a wrong expression fail at start-up, not at the first due time.
      cronParser.parseExpression(cron, { tz: timeZone });
      schedules.set(checkJobName(name), { cron, timeZone, data });
    },

    async start() {
      stopped = false;
      const now = clock.now();
      // Active rows at start were cut off by a crash or a kill: the process that ran them is gone.
      await db
        .update(embeddedJobs)
        .set({ state: 'created', startAfter: now })
        .where(eq(embeddedJobs.state, 'active'));
      for (const [name, schedule] of schedules) {
        // A new schedule starts from its latest cron time, so starting up never fires a past run.
        const since = previousCronTime(schedule.cron, schedule.timeZone, now);
        await db
          .insert(embeddedJobSchedules)
          .values({ name, ...schedule, lastSentFor: since })
          .onConflictDoUpdate({
            target: embeddedJobSchedules.name,
            set: { cron: schedule.cron, timeZone: schedule.timeZone, data: schedule.data },
          });
      }
      running = tick();
      await running;
    },

    runDue,

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
