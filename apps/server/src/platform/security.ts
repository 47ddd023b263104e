import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';

/**
 * CSP the built web app passes: its scripts are files from 'self'; antd-mobile sets inline styles;
 * avatars and map tiles may come from https; image compression runs in a blob worker.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimit: RateLimitConfig; redis: Redis | null },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Needed by the maps' tile images from other origins.
    crossOriginEmbedderPolicy: false,
  });

  if (!options.rateLimit.enabled) return;
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimit.globalMax,
    timeWindow: options.rateLimit.globalWindowMs,
    ...(options.redis ? { redis: options.redis, nameSpace: 'ehome:rl:' } : {}),
    // Let the one error handler shape the envelope; it maps statusCode 429 to errNo 12.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Rate limit exceeded, retry in ${context.after}`,
    }),
  });
}
