import {
  type TTravelType,
  ZApplicationPage,
  ZDeleted,
  ZLocalTravelDetail,
  ZLocalTravelListQuery,
  ZLocalTravelRef,
  ZLocalTravelSave,
  ZLocalTravelSaved,
  ZOutingCancelCreate,
  ZOutingCancelPage,
  ZOutingCancelSaved,
  ZOutingCancelUpdate,
  ZOutingCancelView,
  ZRecalled,
  ZTravelCategory,
  ZTravelCategoryQuery,
  ZWotCancelListBody,
  ZWotListQuery,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { TravelService } from './service';

/** Outing, business trip and outing cancellation (spec 1 §7 "Outing and trip", lists). */
export const travelRoutes: FastifyPluginAsyncZod<{ service: TravelService }> = async (app, { service }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['travel'];
  const base = '/api/LocalTravelApply';

  app.get(
    `${base}/GetCategoryList`,
    {
      ...auth,
      schema: {
        tags,
        ...secured,
        querystring: ZTravelCategoryQuery,
        response: zOk(z.array(ZTravelCategory)),
      },
    },
    async (request) =>
      ok(await service.categoryList(currentUser(request), request.query.type as TTravelType, request.lang)),
  );

  app.post(
    `${base}/Add`,
    { ...auth, schema: { tags, ...secured, body: ZLocalTravelSave, response: zOk(ZLocalTravelSaved) } },
    async (request) => ok(await service.add(currentUser(request), request.body, request.lang)),
  );

  app.post(
    `${base}/Update`,
    { ...auth, schema: { tags, ...secured, body: ZLocalTravelSave, response: zOk(ZLocalTravelSaved) } },
    async (request) => ok(await service.update(currentUser(request), request.body, request.lang)),
  );

  app.post(
    `${base}/Get`,
    { ...auth, schema: { tags, ...secured, body: ZLocalTravelRef, response: zOk(ZLocalTravelDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.body.applyId, request.lang)),
  );

  app.post(
    `${base}/Recall`,
    { ...auth, schema: { tags, ...secured, body: ZLocalTravelRef, response: zOk(ZRecalled) } },
    async (request) => ok(await service.recall(currentUser(request), request.body.applyId)),
  );

  app.post(
    `${base}/Destory`,
    { ...auth, schema: { tags, ...secured, body: ZLocalTravelRef, response: zOk(ZDeleted) } },
    async (request) => ok(await service.destroy(currentUser(request), request.body.applyId)),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${base}/List`,
      onRequest: app.authenticate,
      schema: { tags, ...secured, querystring: ZLocalTravelListQuery, response: zOk(ZApplicationPage) },
      handler: async (request) =>
        ok(
          await service.list(
            currentUser(request),
            { ...request.query, type: request.query.type as TTravelType },
            request.lang,
          ),
        ),
    });
  }

  app.post(
    `${base}/CreateWOT`,
    { ...auth, schema: { tags, ...secured, body: ZOutingCancelCreate, response: zOk(ZOutingCancelSaved) } },
    async (request) => ok(await service.createCancel(currentUser(request), request.body, request.lang)),
  );

  app.post(
    `${base}/UpdateWOT`,
    { ...auth, schema: { tags, ...secured, body: ZOutingCancelUpdate, response: zOk(ZOutingCancelSaved) } },
    async (request) => ok(await service.updateCancel(currentUser(request), request.body, request.lang)),
  );

  app.post(
    `${base}/WOTCancelProcessGet`,
    { ...auth, schema: { tags, ...secured, body: ZLocalTravelRef, response: zOk(ZOutingCancelView) } },
    async (request) => ok(await service.cancelView(currentUser(request), request.body.applyId, request.lang)),
  );

  app.post(
    '/api/TbizLocalTravelApply/DeleteCancel',
    { ...auth, schema: { tags, ...secured, body: ZLocalTravelRef, response: zOk(ZDeleted) } },
    async (request) => ok(await service.deleteCancel(currentUser(request), request.body.applyId)),
  );

  // Both lists: GET or POST, paging in the query, the number searched in the body or the query.
  const lists = [
    ['WotCancelList', service.cancelList],
    ['WotCancelListSuccess', service.cancellableList],
  ] as const;
  for (const [name, list] of lists) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: `${base}/${name}`,
        onRequest: app.authenticate,
        schema: {
          tags,
          ...secured,
          querystring: ZWotListQuery,
          ...(method === 'POST' ? { body: ZWotCancelListBody } : {}),
          response: zOk(ZOutingCancelPage),
        },
        handler: async (request) => {
          const body = request.body as { applyNo: string } | undefined;
          const applyNo = body?.applyNo || request.query.applyNo || '';
          return ok(await list(currentUser(request), { ...request.query, applyNo }, request.lang));
        },
      });
    }
  }
};
