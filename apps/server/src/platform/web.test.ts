import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ErrorCode } from '@ehome/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';
import { DOCUMENT_ONLY_HEADERS, SECURITY_HEADERS } from './security-headers';
import { htmlWithPreloads, routePattern } from './web';

const webDist = mkdtempSync(join(tmpdir(), 'ehome-web-'));
const INDEX = '<!doctype html><head><title>e</title></head><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`;
let app: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  // What the web build writes (apps/web/scripts/compress.mjs): each text file with its .br and .gz.
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/index-abc123.js', SCRIPT],
  ] as const) {
    writeFileSync(join(webDist, file), text);
    writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(join(webDist, 'assets', 'plain-1.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'assets', 'page-1.css'), 'a{color:red}');
  writeFileSync(join(webDist, 'assets', 'flow-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What apps/web/scripts/route-preloads.mjs writes: a later screen's files beyond the entry.
  writeFileSync(
    join(webDist, 'route-preloads.json'),
    JSON.stringify({
      routes: [{ path: '/LeaveDetail/:id', scripts: ['assets/a-1.js', 'assets/b-2.js'] }],
    }),
  );
  app = await createTestApp({ config: { serveWeb: true, webDist } });
});
afterAll(async () => {
  await app?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('page fallback', () => {
  it('serves index.html for page routes, GET and HEAD', async () => {
    for (const url of ['/', '/index', '/Attendancecard?tab=1', '/ehomeLogin', '/apiary', '/CIICOnSales']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(INDEX);
    }
    const head = await app.inject({ method: 'HEAD', url: '/WorkCalendar' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with the JSON 404 envelope whatever the method', async () => {
    const paths = [
      '/api/NoSuch/Thing',
      '/api',
      '/api/',
      '/API/User/GetUserInfo',
      '/CIICOnSalesAPI/OnSales/NoSuchCall',
      '/CIICActivityAPI/Activity/List?pageIndex=1',
      '/CIICOnSalesAPI',
      '/ciicactivityapi/Activity/List',
    ];
    for (const url of paths) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const) {
        const response = await app.inject({ method, url, headers: { 'accept-language': 'en' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], `${method} ${url}`).toContain('application/json');
        if (method !== 'HEAD') {
          expect(response.json(), `${method} ${url}`).toMatchObject({
            errNo: ErrorCode.NotFound,
            resultData: null,
          });
        }
      }
    }
  });

  it('serves no page for other methods or for missing files', async () => {
    for (const [method, url] of [
      ['POST', '/index'],
      ['DELETE', '/Attendancecard'],
      ['GET', '/assets/missing.js'],
      ['GET', '/favicon.ico'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errNo, `${method} ${url}`).toBe(ErrorCode.NotFound);
    }
  });
});

describe('the preloads of a later screen', () => {
  const PRELOADS =
    '<link rel="modulepreload" crossorigin href="/assets/a-1.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/b-2.js">';
  const WITH_PRELOADS = INDEX.replace('</head>', `${PRELOADS}</head>`);

  it('matches a path as the router does: a segment per parameter, any case, a trailing slash', () => {
    const pattern = routePattern('/LeaveDetail/:id');
    for (const path of ['/LeaveDetail/7', '/leavedetail/abc', '/LeaveDetail/7/'])
      expect(pattern.test(path), path).toBe(true);
    for (const path of ['/LeaveDetail', '/LeaveDetail/7/8', '/xLeaveDetail/7', '/LeaveDetail/']) {
      expect(pattern.test(path), path).toBe(false);
    }
    expect(routePattern('/a.b').test('/axb')).toBe(false);
  });

  it('puts the links before </head>, and leaves a page without a head as it is', () => {
    const preload = { path: '/x', scripts: ['assets/a-1.js', 'assets/b-2.js'] };
    expect(htmlWithPreloads(INDEX, preload)).toBe(WITH_PRELOADS);
    expect(htmlWithPreloads('<div></div>', preload)).toBe('<div></div>');
  });

  it("names the screen's files in its page, compressed as the browser accepts, revalidated by ETag", async () => {
    const url = '/LeaveDetail/42?from=list';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WITH_PRELOADS);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(WITH_PRELOADS);
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(WITH_PRELOADS);

    const etag = String(plain.headers.etag);
    expect(br.headers.etag).toBe(etag);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends other pages plain index.html', async () => {
    for (const url of ['/index', '/LeaveDetail', '/Attendancecard']) {
      expect((await app.inject({ url })).body, url).toBe(INDEX);
    }
  });
});

describe('compression', () => {
  it('sends the built brotli or gzip copy the browser accepts, and says it varies', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the page fallback too, and sends a file that has no copy as it is', async () => {
    const page = await app.inject({ url: '/index', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);

    const small = await app.inject({ url: '/assets/plain-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('compresses API JSON above the threshold with the encoding the client accepts', async () => {
    const url = '/api/docs/json';
    const plain = await app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends small API answers as they are, without a Vary header', async () => {
    for (const url of ['/api/health', '/api/Token/GetCurrentYear']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.rawPayload.length, url).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.headers.vary, url).toBeUndefined();
      expect(response.json().errNo, url).toBe(ErrorCode.Ok);
    }
  });
});

describe('headers of built files', () => {
  const encodings = ['br', 'gzip', 'identity'];

  it('sends a script or stylesheet nosniff and its resource policy, without the headers only a page reads', async () => {
    expect(DOCUMENT_ONLY_HEADERS).toContain('content-security-policy');
    expect(DOCUMENT_ONLY_HEADERS).not.toContain('x-content-type-options');
    for (const url of ['/assets/index-abc123.js', '/assets/plain-1.js', '/assets/page-1.css'])
      for (const encoding of encodings) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        const at = `${url} ${encoding}`;
        expect(response.statusCode, at).toBe(200);
        expect(response.headers['x-content-type-options'], at).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy'], at).toBe('same-origin');
        for (const name of DOCUMENT_ONLY_HEADERS)
          expect(response.headers[name], `${at} ${name}`).toBeUndefined();
        expect(response.headers['last-modified'], at).toBeUndefined();
        expect(response.headers.etag, at).toBeTruthy();
      }
  });

  it('keeps every security header on pages, other files and the API', async () => {
    for (const url of [
      '/index',
      '/LeaveDetail/7',
      '/assets/flow-1.svg',
      '/api/health',
      '/api/no-such-call',
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers, url).toMatchObject(SECURITY_HEADERS);
    }
  });
});
