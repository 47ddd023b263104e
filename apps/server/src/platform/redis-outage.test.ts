import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_PASSWORD } from '../db/demo';
import { bearer, createTestApp, type TestApp } from '../testing/app';

const redisUrl = process.env.REDIS_URL;

/**
 * A TCP relay in front of the test Redis that the test can cut and restore: the app's Redis goes
 * away and comes back as a restarted or failed-over Redis would, while the shared one keeps running.
 */
function cuttableRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  /** While held, bytes wait here in order (a stalled network: connections open, nothing answered). */
  let held: [Socket, Buffer][] | null = null;
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (held) held.push([to, chunk]);
      else to.write(chunk);
    });
  const listen = () =>
    new Promise<void>((resolve) => {
      const relay = createServer((client) => {
        const upstream = tcpConnect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => {
            sockets.delete(socket);
            (socket === client ? upstream : client).destroy();
          });
          socket.on('error', () => undefined);
        }
        forward(client, upstream);
        forward(upstream, client);
      });
      server = relay;
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    listen,
    url: () => `redis://127.0.0.1:${port}${target.pathname}`,
    /** Refuses new connections and resets the open ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
    /** Keeps the connections open but forwards nothing: Redis hangs. */
    hold: () => {
      held = [];
    },
    /** Delivers what waited and forwards again. */
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const [to, chunk] of waiting) to.write(chunk);
    },
  };
}

/**
 * The test Redis one logical database over from REDIS_URL's: the other Redis tests run at the same
 * time and count their own users' limits (zhangsan's among them) in REDIS_URL's database.
 */
function databaseOfItsOwn(url: string): URL {
  const own = new URL(url);
  const index = Number(own.pathname.slice(1) || 0);
  own.pathname = `/${(index + 1) % 16}`;
  return own;
}

describe.skipIf(!redisUrl)('while Redis is away (runs when REDIS_URL is set)', () => {
  const ownRedis = databaseOfItsOwn(redisUrl ?? 'redis://127.0.0.1:6379');
  const relay = cuttableRelay(ownRedis);
  let app: TestApp;
  let redis: Redis;
  const remoteAddress = `10.${randomBytes(3).join('.')}`;

  beforeAll(async () => {
    await relay.listen();
    app = await createTestApp({
      config: {
        redisUrl: relay.url(),
        rateLimit: { enabled: true, windowMs: 60_000, userMax: 1000, addressMax: 1000, loginMax: 1000 },
      },
    });
    redis = new Redis(ownRedis.href);
  });
  afterAll(async () => {
    await redis?.quit();
    await app?.close();
    await relay.cut();
  });

  const timed = async (request: InjectOptions) => {
    const started = performance.now();
    const response = await app.inject(request);
    return { response, ms: performance.now() - started };
  };
  const userKey = `ehome:rl:user:${DEMO_IDS.zhangsan}`;

  it('answers every call at once, logs in and out, and counts again once Redis is back', async () => {
    const token = await app.login('zhangsan');
    await redis.del(userKey);
    const counted = await app.inject({ url: '/api/User/GetUserInfo', headers: bearer(token), remoteAddress });
    expect(counted.json().errNo).toBe(0);
    expect(Number(await redis.get(userKey))).toBe(1);

    await relay.cut();
    const slowest: number[] = [];
    // The calls of a morning: the home, the badge, a clock card, a login and a logout.
    for (let round = 0; round < 5; round++) {
      for (const url of ['/api/User/GetUserInfo', '/api/Message/UnreadCount']) {
        const { response, ms } = await timed({ url, headers: bearer(token), remoteAddress });
        expect(response.statusCode, url).toBe(200);
        expect(response.json().errNo, url).toBe(0);
        slowest.push(ms);
      }
    }
    const login = await timed({
      method: 'POST',
      url: '/api/Token/Login',
      payload: { userName: 'lisi', password: DEMO_PASSWORD },
      remoteAddress,
    });
    expect(login.response.json().errNo).toBe(0);
    slowest.push(login.ms);
    const lisi: string = login.response.json().resultData.token;
    expect(
      (await app.inject({ method: 'POST', url: '/api/Token/Logout', headers: bearer(lisi) })).json().errNo,
    ).toBe(0);
    // The logout holds without Redis: the deny-list is in the database.
    expect(
      (await app.inject({ url: '/api/User/GetUserInfo', headers: bearer(lisi), remoteAddress })).statusCode,
    ).toBe(401);
    // Nothing waits for Redis: well under a second each (the command timeout is 250 ms).
    expect(Math.max(...slowest)).toBeLessThan(1000);
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().resultData).toEqual({ status: 'ready', database: 'up', redis: 'down' });
    // Not counted meanwhile.
    expect(Number(await redis.get(userKey))).toBe(1);

    await relay.listen();
    // ioredis reconnects on its own (at most 2 s between attempts).
    const deadline = Date.now() + 10_000;
    while ((await app.inject({ url: '/api/ready' })).json().resultData.redis !== 'up') {
      if (Date.now() > deadline) throw new Error('Redis did not come back within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await app.inject({ url: '/api/User/GetUserInfo', headers: bearer(token), remoteAddress });
    expect(Number(await redis.get(userKey))).toBe(2);
  });

  it('skips a Redis that hangs: the first calls wait the command timeout, then none waits', async () => {
    const token = await app.login('zhangsan');
    const waitForRedis = async (state: 'up' | 'down') => {
      const deadline = Date.now() + 10_000;
      while ((await app.inject({ url: '/api/ready' })).json().resultData.redis !== state) {
        if (Date.now() > deadline) throw new Error(`Redis not ${state} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await waitForRedis('up');
    relay.hold();
    const times: number[] = [];
    const started = Date.now();
    // Two seconds of calls: the health ping (every second) finds Redis silent within 1.25 s.
    while (Date.now() - started < 2000) {
      const { response, ms } = await timed({
        url: '/api/User/GetUserInfo',
        headers: bearer(token),
        remoteAddress,
      });
      expect(response.json().errNo).toBe(0);
      times.push(ms);
    }
    expect(Math.max(...times)).toBeLessThan(1000);
    // The last calls did not wait for Redis at all.
    for (const ms of times.slice(-3)) expect(ms).toBeLessThan(100);
    expect((await app.inject({ url: '/api/ready' })).json().resultData).toMatchObject({ status: 'ready' });

    relay.release();
    await waitForRedis('up');
    // The next ping answers and the calls are counted again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = Number(await redis.get(userKey));
    await app.inject({ url: '/api/User/GetUserInfo', headers: bearer(token), remoteAddress });
    expect(Number(await redis.get(userKey))).toBe(before + 1);
  });
});
