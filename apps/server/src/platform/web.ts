import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers keep them a
 * year; index.html must be revalidated so a deploy reaches users on their next visit.
 * Returns the history fallback for page URLs (any GET outside /api that names no file).
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
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : NO_CACHE);
    },
  });
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A URL with an extension asked for a file that is missing: HTML in its place would only confuse.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (!isPage || path === '/api' || path.startsWith('/api/') || looksLikeFile) return false;
    reply.header('cache-control', NO_CACHE).sendFile('index.html');
    return true;
  };
}
