import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { revokedTokens, sessionCutoffs } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';
import { databaseSessionStore, importPreviousRevocations, type SessionStore } from './session-store';

const redisUrl = process.env.REDIS_URL;
let app: TestApp;
let redis: Redis | null = null;

beforeAll(async () => {
  app = await createTestApp();
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(async () => {
  await app.close();
  await redis?.quit();
});

const claims = (eid: string, issuedAt: Date, jti = randomUUID()) => ({
  eid,
  jti,
  issuedAt,
  expiresAt: new Date(issuedAt.getTime() + 3_600_000),
});

/** Both stores: a cut-off refuses the tokens issued up to it, except the kept one; later ones pass. */
async function cutOff(store: SessionStore, eid: string) {
  const t0 = new Date(Date.now() - 10_000);
  const older = claims(eid, t0);
  const kept = claims(eid, t0);
  const sameMoment = claims(eid, new Date(t0.getTime() + 5000));
  expect(await store.load(older)).not.toBeNull();
  await store.revokeAllOf(eid, sameMoment.issuedAt, kept.jti);
  expect(await store.load(older)).toBeNull();
  expect(await store.load(sameMoment)).toBeNull();
  expect(await store.load(kept)).not.toBeNull();
  expect(await store.load(claims(eid, new Date(t0.getTime() + 5001)))).not.toBeNull();
  // A reset keeps nothing.
  await store.revokeAllOf(eid, new Date(t0.getTime() + 6000), null);
  expect(await store.load(kept)).toBeNull();
  // Another user is not touched.
  expect(await store.load(claims(DEMO_IDS.lisi, t0))).not.toBeNull();
}

const quietLog = { warn: () => undefined };

describe('session cut-off (password reset and change)', () => {
  it('database store', async () => {
    await cutOff(databaseSessionStore(app.database.db, systemClock), DEMO_IDS.zhangsan);
  });

  it.skipIf(!redisUrl)('with Redis configured, still the database (runs when REDIS_URL is set)', async () => {
    const previousRelease = { redis: redis as Redis, tokenTtlSeconds: 3600, log: quietLog };
    await cutOff(databaseSessionStore(app.database.db, systemClock, previousRelease), DEMO_IDS.wangwu);
    await (redis as Redis).del(`ehome:session-cutoff:${DEMO_IDS.wangwu}`);
  });
});

describe.skipIf(!redisUrl)("the previous release's logouts in Redis (runs when REDIS_URL is set)", () => {
  it('writes a logout and a cut-off to Redis as well, for its instances during a rolling update', async () => {
    const r = redis as Redis;
    const store = databaseSessionStore(app.database.db, systemClock, {
      redis: r,
      tokenTtlSeconds: 3600,
      log: quietLog,
    });
    const token = claims(DEMO_IDS.zhaoliu, new Date());
    await store.revoke(token);
    expect(await r.get(`ehome:revoked:${token.jti}`)).toBe(DEMO_IDS.zhaoliu);
    expect(await r.pttl(`ehome:revoked:${token.jti}`)).toBeGreaterThan(3_500_000);
    const before = new Date();
    await store.revokeAllOf(DEMO_IDS.zhaoliu, before, token.jti);
    expect(JSON.parse((await r.get(`ehome:session-cutoff:${DEMO_IDS.zhaoliu}`)) ?? 'null')).toEqual({
      before: before.getTime(),
      keep: token.jti,
    });
    // This release reads the database: Redis emptied, the token is still refused.
    await r.del(`ehome:revoked:${token.jti}`, `ehome:session-cutoff:${DEMO_IDS.zhaoliu}`);
    expect(await store.load(token)).toBeNull();
  });

  it('imports them into the database, refuses those tokens, and never moves a cut-off earlier', async () => {
    const r = redis as Redis;
    const store = databaseSessionStore(app.database.db, systemClock);
    const t0 = new Date(Date.now() - 60_000);
    // As the previous release wrote them: a logout, a cut-off, and entries that must be left alone.
    const loggedOut = claims(DEMO_IDS.lisi, t0);
    const cutOffToken = claims(DEMO_IDS.sunqi, t0);
    const keptToken = claims(DEMO_IDS.sunqi, t0);
    await r.set(`ehome:revoked:${loggedOut.jti}`, DEMO_IDS.lisi, 'PX', 3_600_000);
    await r.set(
      `ehome:session-cutoff:${DEMO_IDS.sunqi}`,
      JSON.stringify({ before: t0.getTime() + 1000, keep: keptToken.jti }),
      'PX',
      3_600_000,
    );
    const junk = [`ehome:revoked:${randomUUID()}`, `ehome:session-cutoff:${randomUUID()}`];
    await r.set(junk[0] as string, 'not an eid', 'PX', 3_600_000);
    await r.set(junk[1] as string, '{not json', 'PX', 3_600_000);
    expect(await store.load(loggedOut)).not.toBeNull();
    expect(await store.load(cutOffToken)).not.toBeNull();

    const warned: unknown[] = [];
    const log = { warn: (object: Record<string, unknown>) => void warned.push(object) };
    expect(await importPreviousRevocations(app.database.db, r, systemClock, log)).toBeGreaterThanOrEqual(2);
    expect(await store.load(loggedOut)).toBeNull();
    expect(await store.load(cutOffToken)).toBeNull();
    expect(await store.load(keptToken)).not.toBeNull();
    expect(await store.load(claims(DEMO_IDS.sunqi, new Date()))).not.toBeNull();
    const [row] = await app.database.db
      .select()
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, loggedOut.jti));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    // The unreadable cut-off was reported and skipped, the rest imported.
    expect(warned.length).toBeGreaterThanOrEqual(1);

    // A later cut-off made here stays when the older one is imported again.
    const later = new Date(Date.now() + 1000);
    await store.revokeAllOf(DEMO_IDS.sunqi, later, null);
    await importPreviousRevocations(app.database.db, r, systemClock, log);
    const [cutoff] = await app.database.db
      .select()
      .from(sessionCutoffs)
      .where(eq(sessionCutoffs.eid, DEMO_IDS.sunqi));
    expect(cutoff?.revokedBefore.getTime()).toBe(later.getTime());
    expect(await store.load(keptToken)).toBeNull();
    await r.del(`ehome:revoked:${loggedOut.jti}`, `ehome:session-cutoff:${DEMO_IDS.sunqi}`, ...junk);
  });
});
