import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { createPostgresDatabase } from '../../testing/app';
import { migratedPgliteDump } from '../../testing/pglite-template';
import { fixedClock } from '../clock';
import { embeddedJobQueue } from './embedded';
import { pgBossJobQueue } from './pg-boss';
import type { JobQueue } from './queue';

const silent = { error: () => {}, info: () => {} };
const postgresUrl = process.env.DATABASE_URL;

type Harness = {
  /** A queue on the harness's one database: a second call is another process on the same data. */
  queue(): JobQueue;
  /** Moves the queue's notion of "now" forward (the embedded clock; real time for pg-boss). */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
};

async function embeddedHarness(): Promise<Harness> {
  const database: Database = await openDatabase({
    databaseUrl: null,
    pgliteDir: null,
    pgliteDump: await migratedPgliteDump(),
  });
  const clock = fixedClock('2026-11-25T01:00:00Z');
  return {
    queue: () => embeddedJobQueue({ db: database.db, clock, pollSeconds: 3600, log: silent }),
    advance: async (ms) => clock.advance(ms),
    close: () => database.close(),
  };
}

async function pgBossHarness(): Promise<Harness> {
  const created = await createPostgresDatabase(postgresUrl ?? '');
  const opened: JobQueue[] = [];
  return {
    queue: () => {
      const queue = pgBossJobQueue({
        connectionString: created.url,
        pollSeconds: 0.5,
        log: silent,
        poolMax: 2,
      });
      opened.push(queue);
      return queue;
    },
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    close: async () => {
      for (const queue of opened) await queue.stop();
      await created.drop();
    },
  };
}

const kinds: [string, () => Promise<Harness>][] = [['embedded', embeddedHarness]];
if (postgresUrl) kinds.push(['pg-boss', pgBossHarness]);

describe.each(kinds)('%s job queue', (_kind, create) => {
  let harness: Harness;
  const queues: JobQueue[] = [];
  const open = () => {
    const queue = harness.queue();
    queues.push(queue);
    return queue;
  };
  beforeAll(async () => {
    harness = await create();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await harness?.close();
  });

  it('runs a sent job once, with its data', async () => {
    const queue = open();
    const seen: object[] = [];
    queue.work<{ n: number }>('test.once', async (data) => {
      seen.push(data);
    });
    expect(await queue.send('test.once', { n: 1 })).toMatch(/^[0-9a-f-]{36}$/);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('holds a delayed job until its time', async () => {
    const queue = open();
    let runs = 0;
    queue.work('test.delayed', async () => {
      runs += 1;
    });
    await queue.send('test.delayed', {}, { delaySeconds: 1 });
    expect(await queue.runDue()).toBe(0);
    await harness.advance(1500);
    expect(await queue.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('collapses sends with one singleton key while one waits, and takes the key again after it ran', async () => {
    const queue = open();
    const orders: string[] = [];
    queue.work<{ orderId: string }>('test.closeUnpaid', async ({ orderId }) => {
      orders.push(orderId);
    });
    const first = await queue.send('test.closeUnpaid', { orderId: 'A' }, { singletonKey: 'A' });
    expect(first).not.toBeNull();
    expect(await queue.send('test.closeUnpaid', { orderId: 'A' }, { singletonKey: 'A' })).toBeNull();
    expect(await queue.send('test.closeUnpaid', { orderId: 'B' }, { singletonKey: 'B' })).not.toBeNull();
    // Without a key nothing collapses.
    expect(await queue.send('test.closeUnpaid', { orderId: 'C' })).not.toBeNull();
    expect(await queue.send('test.closeUnpaid', { orderId: 'C' })).not.toBeNull();
    expect(await queue.runDue()).toBe(4);
    expect(orders.sort()).toEqual(['A', 'B', 'C', 'C']);
    expect(await queue.send('test.closeUnpaid', { orderId: 'A' }, { singletonKey: 'A' })).not.toBeNull();
  });

  it('keeps jobs in the database: another process on the same data runs what this one queued', async () => {
    const sender = open();
    await sender.send('test.survives', { id: 7 });
    await sender.stop();
    const restarted = open();
    const seen: object[] = [];
    restarted.work('test.survives', async (data) => {
      seen.push(data);
    });
    expect(await restarted.runDue()).toBe(1);
    expect(seen).toEqual([{ id: 7 }]);
  });

  it('refuses a job name that is not a plain name', async () => {
    await expect(open().send('bad name!', {})).rejects.toThrow('invalid job name');
  });
});

describe('embedded job queue only', () => {
  let database: Database;
  const clock = fixedClock('2026-11-25T00:59:00Z');
  const queues: JobQueue[] = [];
  const open = () => {
    const queue = embeddedJobQueue({ db: database.db, clock, pollSeconds: 3600, log: silent });
    queues.push(queue);
    return queue;
  };
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      pgliteDump: await migratedPgliteDump(),
    });
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database?.close();
  });

  it('tries a failed job again after the retry delay, up to the limit', async () => {
    const queue = open();
    let attempts = 0;
    queue.work('test.flaky', async () => {
      attempts += 1;
      throw new Error('still down');
    });
    await queue.send('test.flaky', {});
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    for (let i = 0; i < 5; i++) {
      clock.advance(10 * 60_000);
      await queue.runDue();
    }
    // The first run and two retries, then it stays failed.
    expect(attempts).toBe(3);
  });

  it('runs a recurring job once per cron time in its time zone, and a missed stretch once', async () => {
    clock.set('2026-11-25T00:59:00Z'); // 08:59 in Shanghai
    const queue = open();
    let runs = 0;
    queue.work('test.daily', async () => {
      runs += 1;
    });
    queue.schedule('test.daily', '0 9 * * *', 'Asia/Shanghai');
    await queue.start();
    expect(runs).toBe(0);
    clock.set('2026-11-25T01:00:30Z');
    await queue.runDue();
    await queue.runDue();
    expect(runs).toBe(1);
    // Three days down: one run on return, not three.
    clock.set('2026-11-28T02:00:00Z');
    await queue.runDue();
    expect(runs).toBe(2);
    await queue.stop();
  });

  it('takes a job back that was running when the process stopped', async () => {
    await open().send('test.cut', {});
    // Claimed and never finished, as a killed process leaves it.
    await database.db.execute(sql`update embedded_jobs set state = 'active' where name = 'test.cut'`);
    const restarted = open();
    let runs = 0;
    restarted.work('test.cut', async () => {
      runs += 1;
    });
    expect(await restarted.runDue()).toBe(0);
    await restarted.start();
    expect(runs).toBe(1);
    await restarted.stop();
  });
});
