import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiatedEncoding } from './compression';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A built script or stylesheet under /assets (content-hashed; never shown as a page or run as a worker). */
const BUILT_SCRIPT_OR_STYLE = /[\\/]assets[\\/][^\\/]+\.(?:js|css)(?:\.br|\.gz)?$/;

/**
 * The API's public prefixes (spec: /api/, and the shop's and activities' /CIICOnSalesAPI/ and
 * /CIICActivityAPI/): a path under one of them is a call, never a page, even when no route has it.
 * Case-insensitive, because a client that misspells the case still expects JSON back, not HTML.
 */
const API_PREFIX = /^\/(?:api|ciic[a-z]*api)(?:\/|$)/i;

export const isApiPath = (path: string) => API_PREFIX.test(path);

/** A screen's scripts beyond the entry, as the web build lists them (route-preloads.json). */
type TRoutePreload = { path: string; scripts: string[] };

/** index.html for one screen, with its preloads, in each encoding, and its ETag. */
type TPageHtml = { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };

/**
 * A route path as the app's router matches it (react-router's matchPath: `:name` is one segment,
 * case-insensitive, an optional trailing slash).
 */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * index.html with a `<link rel=modulepreload>` for each script a screen's first paint needs: the
 * browser fetches them with the entry instead of finding them one import level at a time (entry ->
 * later-screens table -> page -> its imports). In the HTML rather than a `Link` header, which at
 * some sixty files would outgrow a proxy's 4 KB header buffer.
 */
export function htmlWithPreloads(index: string, preload: TRoutePreload): string {
  const links = preload.scripts
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return index.includes('</head>') ? index.replace('</head>', `${links}</head>`) : index;
}

function pageHtml(index: string, preload: TRoutePreload): TPageHtml {
  const identity = Buffer.from(htmlWithPreloads(index, preload));
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * The pages whose HTML names their preloads, built from the web build's list. Each screen's page is
 * made on its first request and kept (a few KB each, the same on every instance: it derives from the
 * build alone). Without the list (an older build) every page is plain index.html.
 */
function preloadedPages(webDist: string): (path: string) => TPageHtml | null {
  const listFile = join(webDist, 'route-preloads.json');
  if (!existsSync(listFile)) return () => null;
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');
  const { routes } = JSON.parse(readFileSync(listFile, 'utf8')) as { routes: TRoutePreload[] };
  const patterns = routes.map((route) => ({ route, pattern: routePattern(route.path) }));
  const made = new Map<TRoutePreload, TPageHtml>();
  return (path) => {
    const route = patterns.find(({ pattern }) => pattern.test(path))?.route;
    if (!route) return null;
    let page = made.get(route);
    if (!page) {
      page = pageHtml(index, route);
      made.set(route, page);
    }
    return page;
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: TPageHtml): void {
  reply
    .header('cache-control', NO_CACHE)
    .header('content-type', 'text/html; charset=utf-8')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) {
    reply.code(304).send();
    return;
  }
  const encoding = negotiatedEncoding(request.headers['accept-encoding'] ?? '');
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length).send(body);
}

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them a
 * year; index.html must be revalidated so a deploy reaches users on their next visit. The build
 * writes .br and .gz beside each text file (apps/web/scripts/compress.mjs), and the one the
 * browser accepts is sent as it is: no compression work per request.
 * Returns the history fallback for page URLs: a GET or HEAD outside the API that names no file.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    preCompressed: true,
    // Hashed files are kept a year and pages revalidate by ETag: Last-Modified would be 46 bytes
    // more on every file for nothing.
    lastModified: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : NO_CACHE);
      if (BUILT_SCRIPT_OR_STYLE.test(path))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });
  const preloadedPage = preloadedPages(webDist);
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A URL with an extension asked for a file that is missing: HTML in its place would only confuse.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (!isPage || isApiPath(path) || looksLikeFile) return false;
    const page = preloadedPage(path);
    if (page) sendPage(request, reply, page);
    else reply.header('cache-control', NO_CACHE).sendFile('index.html');
    return true;
  };
}
