import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

/** What @fastify/helmet 13 sent with our options before it was replaced (captured from it). */
const HELMET_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;frame-src 'self' blob:;object-src 'none';frame-ancestors 'none';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const app = Fastify();
beforeAll(async () => {
  registerSecurityHeaders(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/own-csp', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'");
    return 'x';
  });
  await app.ready();
});
afterAll(() => app.close());

describe('security headers', () => {
  it('sends the same set helmet sent, on answers, errors and 404s alike', async () => {
    for (const url of ['/ok', '/fails', '/no-such-path']) {
      const response = await app.inject({ url });
      expect(response.headers, url).toMatchObject(HELMET_HEADERS);
      expect(response.headers['cross-origin-embedder-policy'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('lets a route replace the CSP for itself only', async () => {
    expect((await app.inject({ url: '/own-csp' })).headers['content-security-policy']).toBe(
      "default-src 'none'",
    );
    expect((await app.inject({ url: '/ok' })).headers['content-security-policy']).toBe(
      HELMET_HEADERS['content-security-policy'],
    );
  });
});
