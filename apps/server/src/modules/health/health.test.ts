import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('liveness and readiness', () => {
  it('answers /api/health and /api/ready while the database answers', async () => {
    expect((await app.inject({ url: '/api/health' })).json().resultData.status).toBe('ok');
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      errNo: 0,
      resultData: { status: 'ready', database: 'up', redis: 'none' },
    });
  });

  it('says 503 "draining" from the shutdown signal on, while health stays up', async () => {
    app.markDraining();
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ errNo: 1, resultData: { status: 'draining' } });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness with Redis away', () => {
  it('stays ready and says Redis is down when the configured Redis does not answer', async () => {
    // A port nothing listens on (loopback): Redis is configured but down. The instance answers
    // without it (limits not counted), so the load balancer must keep it.
    const lonely = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1/0' } });
    try {
      const ready = await lonely.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().resultData).toEqual({ status: 'ready', database: 'up', redis: 'down' });
      const token = await lonely.login('zhangsan');
      const info = await lonely.inject({ url: '/api/User/GetUserInfo', headers: bearer(token) });
      expect(info.json()).toMatchObject({ errNo: 0, resultData: { userName: 'zhangsan' } });
    } finally {
      await lonely.close();
    }
  });
});
