import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@ehome/shared';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo';
import { revokedTokens } from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../testing/app';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('with Redis (runs when REDIS_URL is set)', () => {
  let app: TestApp;
  let redis: Redis;
  // Rate-limit keys are per address and outlive a run: random addresses keep runs apart.
  const randomAddress = () => `10.${randomBytes(3).join('.')}`;

  beforeAll(async () => {
    app = await createTestApp({
      config: {
        redisUrl: redisUrl ?? null,
        rateLimit: {
          enabled: true,
          windowMs: 60_000,
          userMax: 1000,
          addressMax: 5,
          loginMax: 20,
        },
      },
    });
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await redis?.quit();
    await app?.close();
  });

  it('refuses a logged-out token by the database, and writes it to Redis for the previous release', async () => {
    const remoteAddress = randomAddress();
    const login = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      payload: { userName: 'zhangsan', password: DEMO_PASSWORD },
      remoteAddress,
    });
    const token: string = login.json().resultData.token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    await app.inject({ method: 'POST', url: '/api/Token/Logout', headers: bearer(token), remoteAddress });
    const [row] = await app.database.db.select().from(revokedTokens).where(eq(revokedTokens.jti, claims.jti));
    expect(row?.eid).toBe(claims.sub);
    // During a rolling update the previous release's instances read Redis only.
    const ttl = await redis.pttl(`ehome:revoked:${claims.jti}`);
    expect(ttl).toBeGreaterThan(7 * 3600_000);
    const after = await app.inject({ url: '/api/User/GetUserInfo', headers: bearer(token), remoteAddress });
    expect(after.statusCode).toBe(401);
  });

  it('counts the per-address limit in Redis', async () => {
    const remoteAddress = randomAddress();
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ url: '/api/Token/GetCurrentYear', remoteAddress })).statusCode).toBe(200);
    }
    const limited = await app.inject({ url: '/api/Token/GetCurrentYear', remoteAddress });
    expect(limited.json().errNo).toBe(ErrorCode.RateLimited);
    expect(await redis.keys(`ehome:rl:*${remoteAddress}*`)).not.toHaveLength(0);
  });

  it('counts a logged-in user under their own key, not their address', async () => {
    const remoteAddress = randomAddress();
    const token = await app.login('zhaoliu');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    await redis.del(`ehome:rl:user:${claims.sub}`);
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        url: '/api/User/GetUserInfo',
        headers: bearer(token),
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(Number(await redis.get(`ehome:rl:user:${claims.sub}`))).toBe(6);
    expect(await redis.keys(`ehome:rl:*${remoteAddress}*`)).toHaveLength(0);
  });
});
