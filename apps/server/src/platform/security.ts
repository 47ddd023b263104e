import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import { registerSecurityHeaders } from './security-headers';

export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimit: RateLimitConfig; redis: Redis | null },
) {
  registerSecurityHeaders(app);

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
