import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ok, zOk } from '../../platform/envelope';

const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const ZReady = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'none']),
});
type TReady = z.infer<typeof ZReady>;

/** How long a dependency may take to answer before the instance counts as not ready. */
const CHECK_TIMEOUT_MS = 2000;

async function answers(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/api/health`: the process answers and its database is reachable; restart when not) and
 * readiness (`/api/ready`: send traffic here; 503 while the database does not answer, and from
 * SIGTERM on, so a load balancer drains the instance before it closes). Redis is reported, "down"
 * while it does not answer, without taking the instance out.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  redis: Redis | null;
  readiness: { draining: boolean };
}> = async (app, { database, redis, readiness }) => {
  app.get(
    '/api/health',
    { config: { rateLimit: false }, schema: { tags: ['health'], response: zOk(ZHealth) } },
    async () => {
      await database.ping();
      return ok({ status: 'ok' as const, database: database.kind });
    },
  );

  app.get(
    '/api/ready',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: zOk(ZReady)[200], 503: zOk(ZReady)[200] } },
    },
    async (_request, reply) => {
      const [db, cache] = await Promise.all([
        answers(() => database.ping()),
        redis ? answers(() => redis.ping()) : Promise.resolve('none' as const),
      ]);
      // Redis being away costs the rate limits and the shared JS-SDK ticket, not the answers: the
      // instance stays in the pool (taking every instance out for it would stop the whole app).
      const up = db === 'up';
      const status: TReady['status'] = readiness.draining ? 'draining' : up ? 'ready' : 'unavailable';
      if (status === 'ready') return ok({ status, database: db, redis: cache });
      reply.code(503);
      return { errNo: 1, message: status, resultData: { status, database: db, redis: cache } };
    },
  );
};
