import {
  ZApplicationListQuery,
  ZApplicationPage,
  ZApplyRef,
  ZDeleted,
  ZOvertimeCancelDetail,
  ZOvertimeCancelListBody,
  ZOvertimeCancelListQuery,
  ZOvertimeCancelPage,
  ZOvertimeCancelSave,
  ZOvertimeCategoryList,
  ZOvertimeDetail,
  ZOvertimeLengthBody,
  ZOvertimeLengthResult,
  ZOvertimeRef,
  ZOvertimeSave,
  ZOvertimeSaved,
  ZRecalled,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { OvertimeCancelService } from './cancel-service';
import type { OvertimeService } from './service';

/** Overtime requests and their cancellations (spec 1 §7 "Overtime" and the cancel lists). */
export const overtimeRoutes: FastifyPluginAsyncZod<{
  service: OvertimeService;
  cancels: OvertimeCancelService;
}> = async (app, { service, cancels }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['overtime'];
  const base = '/api/OvertimeApply';

  app.get(
    `${base}/GetCategoryList`,
    { ...auth, schema: { tags, ...secured, response: zOk(ZOvertimeCategoryList) } },
    async (request) => ok(await service.categoryList(currentUser(request), request.lang)),
  );

  app.post(
    `${base}/GetOverTimeLength`,
    {
      ...auth,
      schema: { tags, ...secured, body: ZOvertimeLengthBody, response: zOk(ZOvertimeLengthResult) },
    },
    async (request) => ok(await service.length(currentUser(request), request.body, request.lang)),
  );

  // Add and Create are the spec's two names of one call: a new request.
  for (const name of ['Add', 'Create']) {
    app.post(
      `${base}/${name}`,
      { ...auth, schema: { tags, ...secured, body: ZOvertimeSave, response: zOk(ZOvertimeSaved) } },
      async (request) => ok(await service.create(currentUser(request), request.body, request.lang)),
    );
  }

  app.post(
    `${base}/Update`,
    { ...auth, schema: { tags, ...secured, body: ZOvertimeSave, response: zOk(ZOvertimeSaved) } },
    async (request) => ok(await service.update(currentUser(request), request.body, request.lang)),
  );

  app.post(
    `${base}/Get`,
    { ...auth, schema: { tags, ...secured, body: ZOvertimeRef, response: zOk(ZOvertimeDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.body.applyId, request.lang)),
  );
  app.get(
    `${base}/Get`,
    { ...auth, schema: { tags, ...secured, querystring: ZOvertimeRef, response: zOk(ZOvertimeDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.query.applyId, request.lang)),
  );

  app.post(
    `${base}/Recall`,
    { ...auth, schema: { tags, ...secured, body: ZApplyRef, response: zOk(ZRecalled) } },
    async (request) => ok(await service.recall(currentUser(request), request.body.applyId)),
  );

  app.post(
    `${base}/Destory`,
    { ...auth, schema: { tags, ...secured, body: ZApplyRef, response: zOk(ZDeleted) } },
    async (request) => ok(await service.destroy(currentUser(request), request.body.applyId)),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${base}/List`,
      onRequest: app.authenticate,
      schema: { tags, ...secured, querystring: ZApplicationListQuery, response: zOk(ZApplicationPage) },
      handler: async (request) => ok(await service.list(currentUser(request), request.query, request.lang)),
    });
    app.route({
      method,
      url: `${base}/overTimeApplyCancelListSuccess`,
      onRequest: app.authenticate,
      schema: { tags, ...secured, querystring: ZApplicationListQuery, response: zOk(ZApplicationPage) },
      handler: async (request) => ok(await cancels.filed(currentUser(request), request.query, request.lang)),
    });
  }

  const cancelList = async (
    user: ReturnType<typeof currentUser>,
    query: z.infer<typeof ZOvertimeCancelListQuery>,
    body: z.infer<typeof ZOvertimeCancelListBody>,
    lang: Parameters<OvertimeCancelService['cancellable']>[2],
  ) => {
    const applyNo = body?.applyNo ?? query.applyNo;
    return ok(await cancels.cancellable(user, { ...query, ...(applyNo ? { applyNo } : {}) }, lang));
  };
  app.get(
    `${base}/overTimeApplyCancelList`,
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZOvertimeCancelListQuery, response: zOk(ZOvertimeCancelPage) },
    },
    async (request) => cancelList(currentUser(request), request.query, null, request.lang),
  );
  app.post(
    `${base}/overTimeApplyCancelList`,
    {
      ...auth,
      schema: {
        tags,
        ...secured,
        querystring: ZOvertimeCancelListQuery,
        body: ZOvertimeCancelListBody,
        response: zOk(ZOvertimeCancelPage),
      },
    },
    async (request) => cancelList(currentUser(request), request.query, request.body, request.lang),
  );

  app.post(
    `${base}/GetCancel`,
    { ...auth, schema: { tags, ...secured, body: ZOvertimeRef, response: zOk(ZOvertimeCancelDetail) } },
    async (request) => ok(await cancels.detail(currentUser(request), request.body.applyId, request.lang)),
  );

  app.post(
    `${base}/UpdateCancel`,
    { ...auth, schema: { tags, ...secured, body: ZOvertimeCancelSave, response: zOk(ZOvertimeSaved) } },
    async (request) => ok(await cancels.save(currentUser(request), request.body, request.lang)),
  );

  app.post(
    `${base}/RecallCancel`,
    { ...auth, schema: { tags, ...secured, body: ZApplyRef, response: zOk(ZRecalled) } },
    async (request) => ok(await cancels.recall(currentUser(request), request.body.applyId)),
  );

  app.post(
    `${base}/DeleteCancel`,
    { ...auth, schema: { tags, ...secured, body: ZApplyRef, response: zOk(ZDeleted) } },
    async (request) => ok(await cancels.destroy(currentUser(request), request.body.applyId)),
  );
};
