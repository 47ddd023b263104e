import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testing/app';
import { fixedClock } from './clock';

/**
 * Every call the server has, as its OpenAPI document lists them, sent junk by an employee and by HR:
 * wrong types, a NUL, a very long text, out-of-range numbers and dates, in every body field, query
 * parameter and path parameter. Whatever the call, the answer is a clear refusal or a normal
 * answer, never a 5xx, and the server keeps answering. A refusal (401/403) of these valid sessions
 * always names a page to go to, so the client never takes it for a lost session.
 */

// A Wednesday morning in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};

/** Calls that end the caller's session or change their password: they would stop the sweep itself. */
const SKIPPED = /\/Token\/(Login|Logout)$|\/Account\/(ModifyPassword|ResetPassword)$/;

const JUNK: unknown[] = [
  '\u0000',
  'x'.repeat(5000),
  -1,
  1e308,
  '9999-99-99',
  { a: 1 },
  [1, 2],
  true,
  null,
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  '',
];

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

const asText = (value: unknown) =>
  (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)).slice(0, 300);

beforeAll(async () => {
  app = await createTestApp({
    clock,
    // One caller sends thousands of calls here: the per-user limit would answer most with 429.
    config: { rateLimit: { enabled: false, windowMs: 60_000, userMax: 0, addressMax: 0, loginMax: 0 } },
  });
  tokens.employee = await app.login('zhangsan');
  tokens.hr = await app.login('wangwu');
});
afterAll(async () => {
  await app?.close();
});

describe('junk sent to every call', () => {
  it(
    'never answers 5xx, and the server still answers after',
    async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      const paths = Object.entries(document.paths).filter(
        ([path]) => !path.startsWith('/api/docs') && !SKIPPED.test(path),
      );
      // The sweep must cover the server, not a part of it that a change to the document left.
      expect(paths.length).toBeGreaterThan(300);
      const failures: string[] = [];
      const refusalsWithoutPath = new Set<string>();
      let sent = 0;
      for (const [path, operations] of paths) {
        for (const [method, operation] of Object.entries(operations)) {
          const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
          const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
          const fields = Object.keys(
            operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
          );
          const hasBody = verb !== 'GET' && verb !== 'DELETE';
          for (const who of ['employee', 'hr']) {
            for (const junk of JUNK) {
              const text = encodeURIComponent(asText(junk));
              let url = path.replace(/\{\w+\}/g, text);
              if (query.length > 0) url += `?${query.map((name) => `${name}=${text}`).join('&')}`;
              const bodies: (string | undefined)[] = hasBody
                ? [JSON.stringify(Object.fromEntries(fields.map((f) => [f, junk]))), JSON.stringify(junk)]
                : [undefined];
              for (const body of bodies) {
                sent += 1;
                const response = await app.inject({
                  method: verb,
                  url,
                  headers: {
                    ...bearer(tokens[who] as string),
                    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                  },
                  ...(body === undefined ? {} : { payload: body }),
                });
                if (response.statusCode >= 500)
                  failures.push(
                    `${response.statusCode} ${verb} ${url.slice(0, 120)} ${body?.slice(0, 80) ?? ''}`,
                  );
                // The caller's session is valid: a refusal must name a page to go to, or the
                // spec's client would take the 401/403 for a lost session and log them out.
                if (response.statusCode === 401 || response.statusCode === 403) {
                  const resultData: unknown = response.json().resultData;
                  if (typeof resultData !== 'string' || !resultData.startsWith('/'))
                    refusalsWithoutPath.add(`${response.statusCode} ${verb} ${path}`);
                }
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect([...refusalsWithoutPath]).toEqual([]);
      expect(sent).toBeGreaterThan(10_000);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const me = await app.callAs(tokens.employee as string, 'GET', '/api/User/GetUserInfo');
      expect(me.errNo).toBe(0);
    },
    // Speed is measured by the bench, not here: a loaded machine only makes this slower.
    30 * 60_000,
  );
});
