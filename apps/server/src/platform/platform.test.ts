import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@ehome/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/app';

let app: TestApp;
let web: App;
const webDist = mkdtempSync(join(tmpdir(), 'ehome-web-'));

beforeAll(async () => {
  app = await createTestApp({
    config: {
      rateLimit: {
        enabled: true,
        windowMs: 60_000,
        userMax: 1000,
        addressMax: 30,
        loginMax: 20,
      },
    },
  });
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A second app on the same database, serving a built web app as production does.
  web = await buildApp({ ...app.appConfig, serveWeb: true, webDist }, { database: app.database });
});
afterAll(async () => {
  await web?.close();
  await app?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('envelope and errors', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/NoSuch/Thing',
      headers: { 'accept-language': 'ja' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errNo: ErrorCode.NotFound,
      message: 'APIが存在しません',
      resultData: null,
    });
  });

  it('answers malformed JSON as invalid input, not a server fault', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": "zhangsan", ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ errNo: ErrorCode.InvalidInput, resultData: null });
  });

  it('answers a missing body and a wrong content type as invalid input', async () => {
    const empty = await app.inject({ method: 'POST', url: '/api/Token/Login' });
    expect(empty.json().errNo).toBe(ErrorCode.InvalidInput);
    const text = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      headers: { 'content-type': 'text/plain' },
      payload: 'userName=zhangsan',
    });
    expect(text.statusCode).toBe(200);
    expect(text.json().errNo).toBe(ErrorCode.InvalidInput);
  });

  it('refuses a body over 1 MiB with a 413 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errNo: ErrorCode.PayloadTooLarge,
      message: '提交的内容过大',
      resultData: null,
    });
  });

  it('names every invalid field in the message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      headers: { 'accept-language': 'en' },
      payload: { userName: '', password: '' },
    });
    const body = response.json();
    expect(body.errNo).toBe(ErrorCode.InvalidInput);
    expect(body.message).toBe('User name cannot be empty; Password cannot be empty');
    expect(body.resultData).toEqual([
      { field: 'userName', message: 'User name cannot be empty' },
      { field: 'password', message: 'Password cannot be empty' },
    ]);
  });
});

describe('health and docs', () => {
  it('reports the database reachable', async () => {
    const body = (await app.inject({ url: '/api/health' })).json();
    expect(body).toEqual({
      errNo: 0,
      message: '',
      resultData: { status: 'ok', database: app.database.kind },
    });
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/Token/Login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['userName', 'password']);
    expect(doc.paths['/api/User/GetUserInfo'].get.security).toEqual([{ bearerAuth: [] }]);
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('security headers and limits', () => {
  it('sends a CSP the web app can live with', async () => {
    const response = await app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limits requests without a token per address', async () => {
    const remoteAddress = '10.3.0.1';
    for (let i = 0; i < 30; i++) {
      expect((await app.inject({ url: '/api/Token/GetCurrentYear', remoteAddress })).statusCode).toBe(200);
    }
    const limited = await app.inject({ url: '/api/Token/GetCurrentYear', remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errNo: ErrorCode.RateLimited, resultData: null });
    expect(
      (await app.inject({ url: '/api/Token/GetCurrentYear', remoteAddress: '10.3.0.2' })).statusCode,
    ).toBe(200);
  });
});

describe('serving the web app', () => {
  it('serves index.html for page URLs without caching it', async () => {
    for (const url of ['/', '/Attendancecard?tab=1', '/ehomeLogin']) {
      const response = await web.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await web.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps 404 envelopes for unknown API paths and plain 404 for missing files', async () => {
    const api = await web.inject({ url: '/api/Nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errNo).toBe(ErrorCode.NotFound);
    expect((await web.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await web.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});
