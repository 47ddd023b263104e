import { ZNotificationListQuery, ZNotificationPage, ZNotificationRead, ZUnreadCount } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { MessagesService } from './service';

/** The signed-in person's own in-app messages; nobody reads or marks another's. */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['messages'];

  app.get(
    '/api/Message/List',
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZNotificationListQuery, response: zOk(ZNotificationPage) },
    },
    async (request) => ok(await service.list(currentUser(request).eid, request.query, request.lang)),
  );

  app.post(
    '/api/Message/Read',
    { ...auth, schema: { tags, ...secured, body: ZNotificationRead, response: zOk(z.boolean()) } },
    async (request) => {
      await service.read(currentUser(request).eid, request.body.id);
      return ok(true);
    },
  );

  app.get(
    '/api/Message/UnreadCount',
    { ...auth, schema: { tags, ...secured, response: zOk(ZUnreadCount) } },
    async (request) => ok({ count: await service.unreadCount(currentUser(request).eid) }),
  );
};
