import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { systemClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';
import { databaseSessionStore, redisSessionStore, type SessionStore } from './session-store';

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

describe('session cut-off (password reset and change)', () => {
  it('database store', async () => {
    await cutOff(databaseSessionStore(app.database.db, systemClock), DEMO_IDS.zhangsan);
  });

  it.skipIf(!redisUrl)('Redis store (runs when REDIS_URL is set)', async () => {
    await cutOff(redisSessionStore(app.database.db, redis as Redis, systemClock, 3600), DEMO_IDS.wangwu);
  });
});
