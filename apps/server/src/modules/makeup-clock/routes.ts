import {
  ZApplicationListQuery,
  ZApplicationPage,
  ZApplyActionResult,
  ZApplyRef,
  ZDeleted,
  ZMakeupAdd,
  ZMakeupDetail,
  ZMakeupIdQuery,
  ZMakeupSaved,
  ZMakeupUpdate,
  ZRepairAttendance,
  ZSupplementDetailQuery,
  ZSupplementListQuery,
  ZSupplementPage,
  ZSupplementVerify,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { MakeupClockService } from './service';

/**
 * Make-up clock (补打卡): spec 1 §7 AttendanceChange and ApplyRepairAttendance, spec 3 §7 the
 * supplement attendance calls of AttendanceQuerySummary.
 */
export const makeupClockRoutes: FastifyPluginAsyncZod<{ service: MakeupClockService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['makeup-clock'];
  const base = '/api/AttendanceChange';

  app.post(
    `${base}/Add`,
    { ...auth, schema: { tags, ...secured, body: ZMakeupAdd, response: zOk(ZMakeupSaved) } },
    async (request) => ok(await service.add(currentUser(request), request.body, request.lang)),
  );

  for (const url of [`${base}/Update`, '/api/AttendanceQuerySummary/UpdateSupplementAttendanceApply']) {
    app.post(
      url,
      { ...auth, schema: { tags, ...secured, body: ZMakeupUpdate, response: zOk(ZMakeupSaved) } },
      async (request) => ok(await service.update(currentUser(request), request.body, request.lang)),
    );
  }

  app.post(
    '/api/CIICEService/ApplyRepairAttendance',
    { ...auth, schema: { tags, ...secured, body: ZRepairAttendance, response: zOk(ZMakeupSaved) } },
    async (request) => ok(await service.repair(currentUser(request), request.body, request.lang)),
  );

  // Get {ApplyId}: the spec shows both methods.
  app.get(
    `${base}/Get`,
    { ...auth, schema: { tags, ...secured, querystring: ZMakeupIdQuery, response: zOk(ZMakeupDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.query.ApplyId, request.lang)),
  );
  app.post(
    `${base}/Get`,
    { ...auth, schema: { tags, ...secured, body: ZMakeupIdQuery, response: zOk(ZMakeupDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.body.ApplyId, request.lang)),
  );

  app.get(
    '/api/AttendanceQuerySummary/GetSupplementAttendanceApplyDetail',
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZSupplementDetailQuery, response: zOk(ZMakeupDetail) },
    },
    async (request) => ok(await service.detail(currentUser(request), request.query.applyId, request.lang)),
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

  app.post(
    `${base}/Recall`,
    {
      ...auth,
      schema: {
        tags,
        ...secured,
        body: ZApplyRef,
        response: zOk(z.object({ applyId: z.string(), approveStatus: z.number().int() })),
      },
    },
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

  app.get(
    '/api/AttendanceQuerySummary/GetSupplementAttendanceApplyList',
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZSupplementListQuery, response: zOk(ZSupplementPage) },
    },
    async (request) => ok(await service.approverList(currentUser(request), request.query, request.lang)),
  );

  app.post(
    '/api/AttendanceQuerySummary/UpdateSupplementAttendanceVerify',
    { ...auth, schema: { tags, ...secured, body: ZSupplementVerify, response: zOk(ZApplyActionResult) } },
    async (request) => ok(await service.verify(currentUser(request), request.body)),
  );
};
