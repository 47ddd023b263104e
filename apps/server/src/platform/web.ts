import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * The API's public prefixes (spec: /api/, and the shop's and activities' /CIICOnSalesAPI/ and
 * /CIICActivityAPI/): a path under one of them is a call, never a page, even when no route has it.
 * Case-insensitive, because a client that misspells the case still expects JSON back, not HTML.
 */
const API_PREFIX = /^\/(?:api|ciic[a-z]*api)(?:\/|$)/i;

export const isApiPath = (path: string) => API_PREFIX.test(path);

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
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : NO_CACHE);
    },
  });
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A URL with an extension asked for a file that is missing: HTML in its place would only confuse.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (!isPage || isApiPath(path) || looksLikeFile) return false;
    reply.header('cache-control', NO_CACHE).sendFile('index.html');
    return true;
  };
}
