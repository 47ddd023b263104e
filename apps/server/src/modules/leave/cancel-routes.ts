import {
  ZApplicationListQuery,
  ZApplicationPage,
  ZApplyRef,
  ZDeleted,
  ZLeaveCancelCreate,
  ZLeaveCancelDetail,
  ZLeaveCancelGetBody,
  ZLeaveCancelSaved,
  ZLeaveCancelUpdate,
  ZRecalled,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { LeaveCancelService } from './cancel-service';

/** Leave cancellation (销假): spec 1 §7 GetLeaveCancelApplyList, and the kind's Get/Create/Update/Recall/Destory. */
export const leaveCancelRoutes: FastifyPluginAsyncZod<{ service: LeaveCancelService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['leave'];
  const base = '/api/LeaveCancelApply';

  app.post(
    `${base}/Get`,
    { ...auth, schema: { tags, ...secured, body: ZLeaveCancelGetBody, response: zOk(ZLeaveCancelDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.body, request.lang)),
  );
  app.post(
    `${base}/Create`,
    { ...auth, schema: { tags, ...secured, body: ZLeaveCancelCreate, response: zOk(ZLeaveCancelSaved) } },
    async (request) => ok(await service.create(currentUser(request), request.body, request.lang)),
  );
  app.post(
    `${base}/Update`,
    { ...auth, schema: { tags, ...secured, body: ZLeaveCancelUpdate, response: zOk(ZLeaveCancelSaved) } },
    async (request) => ok(await service.update(currentUser(request), request.body, request.lang)),
  );
  app.post(
    `${base}/Recall`,
    { ...auth, schema: { tags, ...secured, body: ZApplyRef, response: zOk(ZRecalled) } },
    async (request) => ok(await service.recall(currentUser(request), request.body.applyId)),
  );
  app.post(
    `${base}/Destory`,
    {
      ...auth,
      schema: { tags, ...secured, body: ZApplyRef, response: zOk(ZDeleted) },
    },
    async (request) => ok(await service.destroy(currentUser(request), request.body.applyId)),
  );
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${base}/GetLeaveCancelApplyList`,
      onRequest: app.authenticate,
      schema: { tags, ...secured, querystring: ZApplicationListQuery, response: zOk(ZApplicationPage) },
      handler: async (request) => ok(await service.list(currentUser(request), request.query, request.lang)),
    });
  }
};
