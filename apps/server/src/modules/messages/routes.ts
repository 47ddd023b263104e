import {
  ZNotification,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationRead,
  ZReadAllResult,
  ZUnreadCount,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  // Opening a message (Mynewsdetail) reads it: one call marks it read and answers what it says.
  app.post(
    '/api/Message/Read',
    { ...auth, schema: { tags, ...secured, body: ZNotificationRead, response: zOk(ZNotification) } },
    async (request) => ok(await service.read(currentUser(request).eid, request.body.id, request.lang)),
  );

  app.post(
    '/api/Message/ReadAll',
    { ...auth, schema: { tags, ...secured, response: zOk(ZReadAllResult) } },
    async (request) => ok({ marked: await service.readAll(currentUser(request).eid) }),
  );

  app.get(
    '/api/Message/UnreadCount',
    { ...auth, schema: { tags, ...secured, response: zOk(ZUnreadCount) } },
    async (request) => ok(await service.badges(currentUser(request).eid)),
  );
};
