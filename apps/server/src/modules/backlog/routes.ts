import { ZBacklogPage, ZBacklogQuery } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { BacklogService } from './service';

export const backlogRoutes: FastifyPluginAsyncZod<{ service: BacklogService }> = async (app, { service }) => {
  app.get(
    '/api/Backlog/List',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['backlog'],
        summary: "The caller's to-dos from every module (status 0 pending, 1 done)",
        ...secured,
        querystring: ZBacklogQuery,
        response: zOk(ZBacklogPage),
      },
    },
    async (request) => ok(await service.list(currentUser(request), request.query.status, request.lang)),
  );
};
