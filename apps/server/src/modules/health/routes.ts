import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ok, zOk } from '../../platform/envelope';

const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Liveness and database reachability for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    { config: { rateLimit: false }, schema: { tags: ['health'], response: zOk(ZHealth) } },
    async () => {
      await database.ping();
      return ok({ status: 'ok' as const, database: database.kind });
    },
  );
};
