import {
  ZApplicationListQuery,
  ZApplicationPage,
  ZApplyRef,
  ZBirthRecordAdd,
  ZBirthRecordDetail,
  ZBirthRecordGetBody,
  ZBirthRecordSaved,
  ZBirthRecordUpdate,
  ZDeleted,
  ZRecalled,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { MaternityService } from './service';

/** Birth records (spec 1 §7 "Maternity": BirthRecordApply Get, Add, Update, Recall; List; Destory). */
export const maternityRoutes: FastifyPluginAsyncZod<{ service: MaternityService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['maternity'];
  const base = '/api/BirthRecordApply';

  app.post(
    `${base}/Get`,
    { ...auth, schema: { tags, ...secured, body: ZBirthRecordGetBody, response: zOk(ZBirthRecordDetail) } },
    async (request) =>
      ok(
        await service.detail(
          currentUser(request),
          request.body.ApplyId ?? request.body.applyId,
          request.lang,
        ),
      ),
  );
  app.post(
    `${base}/Add`,
    { ...auth, schema: { tags, ...secured, body: ZBirthRecordAdd, response: zOk(ZBirthRecordSaved) } },
    async (request) => ok(await service.add(currentUser(request), request.body)),
  );
  app.post(
    `${base}/Update`,
    { ...auth, schema: { tags, ...secured, body: ZBirthRecordUpdate, response: zOk(ZBirthRecordSaved) } },
    async (request) => ok(await service.update(currentUser(request), request.body)),
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
      url: `${base}/List`,
      onRequest: app.authenticate,
      schema: { tags, ...secured, querystring: ZApplicationListQuery, response: zOk(ZApplicationPage) },
      handler: async (request) => ok(await service.list(currentUser(request), request.query, request.lang)),
    });
  }
};
