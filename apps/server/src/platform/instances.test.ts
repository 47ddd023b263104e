import { randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode } from '@ehome/shared';
import { PDF_SMALL } from '@ehome/shared/attachments/test-files';
import { count, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../db/demo';
import { employees } from '../db/schema';
import { bearer, createPostgresDatabase, createTestApp, type TestApp } from '../testing/app';
import { startS3Server, type TestS3Server } from '../testing/s3-server';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** What this file measures, for docs/DEPLOYMENT.md (printed once at the end). */
const figures: Record<string, number | string> = {};
const RATE_LIMIT = 12;

describe.skipIf(!databaseUrl || !redisUrl)(
  'two instances on one PostgreSQL, one Redis and one S3 bucket (runs when DATABASE_URL and REDIS_URL are set)',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let s3: TestS3Server;
    let a: TestApp;
    let b: TestApp;
    // Rate-limit keys outlive a run in Redis: addresses of their own keep runs apart.
    const address = () => `10.${randomBytes(3).join('.')}`;

    beforeAll(async () => {
      database = await createPostgresDatabase(databaseUrl ?? '', { empty: true });
      s3 = await startS3Server();
      // What every instance of a deployment shares: the database, Redis, the bucket, the JWT secret and the personal-data key.
      const config = {
        databaseUrl: database.url,
        redisUrl: redisUrl ?? null,
        s3: s3.config,
        jwtSecret: new Uint8Array(randomBytes(32)),
        piiKeys: { current: new Uint8Array(randomBytes(32)), previous: [], derived: false },
        jobs: { pollSeconds: 0.5 },
        rateLimit: {
          enabled: true,
          windowMs: 60_000,
          userMax: RATE_LIMIT,
          addressMax: 1000,
          loginMax: 100,
        },
      };
      // Both start together on an empty database: one migrates and loads the demo data, the other waits.
      const started = performance.now();
      [a, b] = await Promise.all([createTestApp({ config }), createTestApp({ config })]);
      figures.startBothMs = Math.round(performance.now() - started);
    }, 120_000);

    afterAll(async () => {
      await b?.close();
      await a?.close();
      await database?.drop();
      await s3?.close();
      console.info(`two-instance figures: ${JSON.stringify(figures)}`);
    });

    it('migrated once and loaded the demo company once though both started at the same moment', async () => {
      const [row] = await a.database.db
        .select({ n: count() })
        .from(employees)
        .where(eq(employees.userName, 'zhangsan'));
      expect(row?.n).toBe(1);
      expect((await b.inject({ url: '/api/ready' })).json().resultData).toEqual({
        status: 'ready',
        database: 'up',
        redis: 'up',
      });
    });

    it('refuses on B a token logged out on A', async () => {
      const remoteAddress = address();
      const token = await a.login('zhangsan');
      expect(
        (await b.inject({ url: '/api/User/GetUserInfo', headers: bearer(token), remoteAddress })).statusCode,
      ).toBe(200);
      const logout = await a.inject({
        method: 'POST',
        url: '/api/Token/Logout',
        headers: bearer(token),
        remoteAddress,
      });
      expect(logout.json().errNo).toBe(0);
      const after = await b.inject({ url: '/api/User/GetUserInfo', headers: bearer(token), remoteAddress });
      expect(after.statusCode).toBe(401);
    });

    it('serves through B a file uploaded through A (S3 bucket, behind the authorised route)', async () => {
      const token = await a.login('zhangsan');
      const boundary = `----ehome${randomUUID()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        Buffer.from(PDF_SMALL),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const started = performance.now();
      const saved = await a.inject({
        method: 'POST',
        url: `/api/Attachment/SaveFile?keyId=${randomUUID()}&keyType=leave`,
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
        remoteAddress: address(),
      });
      expect(saved.json().errNo).toBe(0);
      const fileId: string = saved.json().resultData;
      const downloaded = await b.inject({
        url: `/api/Attachment/Download?id=${fileId}`,
        headers: bearer(token),
        remoteAddress: address(),
      });
      figures.uploadThenDownloadMs = Math.round(performance.now() - started);
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.rawPayload.equals(Buffer.from(PDF_SMALL))).toBe(true);
      // Still behind the access rule: another employee gets nothing from either instance.
      const other = await b.login('zhaoliu');
      const refused = await b.inject({
        url: `/api/Attachment/Download?id=${fileId}`,
        headers: bearer(other),
      });
      expect(refused.json().errNo).toBe(ErrorCode.NotFound);
    });

    it('runs each job queued on A exactly once while the workers of A and B both run', async () => {
      const runs: { n: number; on: string }[] = [];
      for (const [name, app] of [
        ['A', a],
        ['B', b],
      ] as const) {
        app.jobs.work<{ n: number }>('test.instances', async ({ n }) => {
          runs.push({ n, on: name });
          // Work that takes a while, so B's worker polls while A's is busy and both take jobs.
          await new Promise((resolve) => setTimeout(resolve, 50));
        });
      }
      await Promise.all([a.jobs.start(), b.jobs.start()]);
      const JOBS = 40;
      const started = performance.now();
      for (let n = 0; n < JOBS; n++) await a.jobs.send('test.instances', { n });
      // One keyed job sent from both sides collapses into one.
      expect(await a.jobs.send('test.instances', { n: JOBS }, { singletonKey: 'once' })).not.toBeNull();
      expect(await b.jobs.send('test.instances', { n: JOBS }, { singletonKey: 'once' })).toBeNull();
      const deadline = Date.now() + 60_000;
      while (runs.length < JOBS + 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      figures.jobsRunMs = Math.round(performance.now() - started);
      // Two more polls of both workers: nothing runs twice.
      await new Promise((r) => setTimeout(r, 1500));
      expect(runs).toHaveLength(JOBS + 1);
      expect(new Set(runs.map((run) => run.n)).size).toBe(JOBS + 1);
      figures.jobsOnA = runs.filter((run) => run.on === 'A').length;
      figures.jobsOnB = runs.filter((run) => run.on === 'B').length;
      expect(figures.jobsOnA).toBeGreaterThan(0);
      expect(figures.jobsOnB).toBeGreaterThan(0);
    }, 90_000);

    it('counts the rate limit across both instances', async () => {
      // One signed-in person: their requests count under their own key, and that counter is in Redis.
      // The demo ids are the same in every run: a counter left by a run a minute ago must not count.
      const redis = new Redis(redisUrl ?? '');
      await redis.del(`ehome:rl:user:${DEMO_IDS.sunqi}`);
      await redis.quit();
      const token = await a.login('sunqi');
      const remoteAddress = address();
      const answers: number[] = [];
      for (let i = 0; i < RATE_LIMIT + 2; i++) {
        const app = i % 2 === 0 ? a : b;
        const response = await app.inject({
          url: '/api/User/GetUserInfo',
          headers: bearer(token),
          remoteAddress,
        });
        answers.push(response.json().errNo);
      }
      const firstRefused = answers.indexOf(ErrorCode.RateLimited);
      figures.rateLimitFirstRefusedAt = firstRefused + 1;
      expect(answers.slice(0, RATE_LIMIT).every((errNo) => errNo === 0)).toBe(true);
      expect(firstRefused).toBe(RATE_LIMIT);
      // Each instance alone saw about half: only a shared count refuses at the limit.
      expect(answers.slice(RATE_LIMIT)).toEqual([ErrorCode.RateLimited, ErrorCode.RateLimited]);
    });
  },
);
