import {
  HR_ROLES,
  ZChatSend,
  ZChatState,
  ZTicket,
  ZTicketAnswer,
  ZTicketQuery,
  ZTicketRate,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { CustomerService } from './service';

/** Customer service: the chat, my tickets and their rating, HR's ticket list and answers (issue 18). */
export const customerServiceRoutes: FastifyPluginAsyncZod<{ service: CustomerService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['customer service'];
  const base = '/api/CustomerService';

  app.get(
    `${base}/Chat`,
    { ...auth, schema: { tags, summary: 'My chat with the service', ...secured, response: zOk(ZChatState) } },
    async (request) => ok(await service.state(currentUser(request), request.lang)),
  );
  app.post(
    `${base}/Send`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'A menu choice (integer 1-6, 9 for a human) or a message to the agent; idempotent by clientMsgId',
        ...secured,
        body: ZChatSend,
        response: zOk(ZChatState),
      },
    },
    async (request) => ok(await service.send(currentUser(request), request.body, request.lang)),
  );
  app.get(
    `${base}/MyTickets`,
    { ...auth, schema: { tags, summary: 'My tickets', ...secured, response: zOk(z.array(ZTicket)) } },
    async (request) => ok(await service.myTickets(currentUser(request))),
  );
  app.post(
    `${base}/RateTicket`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Rate an answered ticket once (1-5)',
        ...secured,
        body: ZTicketRate,
        response: zOk(ZTicket),
      },
    },
    async (request) => ok(await service.rate(currentUser(request), request.body)),
  );
  app.get(
    `${base}/Tickets`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: the company's tickets",
        ...secured,
        querystring: ZTicketQuery,
        response: zOk(z.array(ZTicket)),
      },
    },
    async (request) => ok(await service.tickets(currentUser(request), request.query.status)),
  );
  app.post(
    `${base}/AnswerTicket`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: answer an open ticket once',
        ...secured,
        body: ZTicketAnswer,
        response: zOk(ZTicket),
      },
    },
    async (request) => ok(await service.answer(currentUser(request), request.body)),
  );
};
