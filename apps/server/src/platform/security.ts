import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import { redisAnswering } from './redis';
import { registerSecurityHeaders } from './security-headers';
import { isApiPath } from './web';

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    rateLimit: RateLimitConfig;
    redis: Redis | null;
    /** The verified subject of the request's bearer token, or null: only the signature and expiry are checked. */
    subjectOf: (request: FastifyRequest) => Promise<string | null>;
  },
) {
  registerSecurityHeaders(app);

  if (!options.rateLimit.enabled) return;
  const limits = options.rateLimit;
  await app.register(rateLimit, {
    // Routes with a limit of their own (login) get the plugin's route hook; every other request is
    // counted by the hook below.
    global: false,
    // A whole office reaches us from one address, so a request with a valid token counts against
    // its user, and only requests without one (anonymous routes, junk tokens) against their address.
    // The key checks the token's signature, so a forged subject cannot pick someone else's budget.
    keyGenerator: async (request) => {
      const subject = await options.subjectOf(request);
      return subject ? `user:${subject}` : `address:${request.ip}`;
    },
    max: (_request, key) => (key.startsWith('user:') ? limits.userMax : limits.addressMax),
    timeWindow: limits.windowMs,
    ...(options.redis ? { redis: options.redis, nameSpace: 'ehome:rl:' } : {}),
    // While Redis is away the limits are not counted, and every request is answered (the login's
    // guessing stays bounded by its counters in PostgreSQL): a limit store being down must not stop
    // an office clocking in. A request skips Redis at once while it does not answer (the connection
    // down, or the last health ping unanswered), and one sent as it fails costs at most the command
    // timeout. Route limits (login) inherit both.
    ...(options.redis ? { skipOnError: true, allowList: () => !redisAnswering(options.redis as Redis) } : {}),
    // Let the one error handler shape the envelope; it maps statusCode 429 to errNo 12.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Rate limit exceeded, retry in ${context.after}`,
    }),
  });
  // The plugin's own store and keys (ehome:rl:user:<eid>, ehome:rl:address:<ip>).
  const limiter = app.createRateLimit();
  // An application onRequest hook runs before the routes' own onRequest authentication: the
  // plugin's route hooks would run after it, so requests refused with 401 would never be counted.
  app.addHook('onRequest', async (request, reply) => {
    // A route with its own limit, or one that opted out (health checks of a load balancer).
    if (request.routeOptions.config?.rateLimit !== undefined) return;
    // The built web app's files and pages are not counted: the browser fetches them without the
    // token, so they would count against the office's one address, and a cold start is some fifty
    // scripts - 300 colleagues opening the app after a deploy would be refused theirs. They cost a
    // read of a prebuilt file; every call that does work is under an API prefix.
    if (!isApiPath(request.url.split('?')[0] ?? '/')) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw Object.assign(new Error(`Rate limit exceeded, retry in ${result.ttlInSeconds} s`), {
      statusCode: 429,
    });
  });
}
