import {
  ZAnnualLeaveLimit,
  ZFormDetail,
  ZFormDetailQuery,
  ZFormModel,
  ZFormModelQuery,
  ZFormSubmit,
  ZFormSubmitted,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { LeaveFormService } from './service';

/** The dynamic leave form (spec 3 §7 "Leave form"): a company template, filled and kept per person. */
export const leaveFormRoutes: FastifyPluginAsyncZod<{ service: LeaveFormService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['leave-form'];

  app.get(
    '/api/FastSellingLeave/GetPageCreateModel',
    { ...auth, schema: { tags, ...secured, querystring: ZFormModelQuery, response: zOk(ZFormModel) } },
    async (request) => ok(await service.model(currentUser(request), request.query.tempName, request.lang)),
  );

  app.post(
    '/api/FastSellingLeave/PostPageCreateModel',
    { ...auth, schema: { tags, ...secured, body: ZFormSubmit, response: zOk(ZFormSubmitted) } },
    async (request) => ok(await service.submit(currentUser(request), request.body, request.lang)),
  );

  app.get(
    '/api/FastSellingLeave/GetPageCreateModelDetail',
    { ...auth, schema: { tags, ...secured, querystring: ZFormDetailQuery, response: zOk(ZFormDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.query.id, request.lang)),
  );

  app.get(
    '/api/FastSellingLeave/ThatYearAnnualLeaveLimit',
    { ...auth, schema: { tags, ...secured, response: zOk(ZAnnualLeaveLimit) } },
    async (request) => ok(await service.annualLeaveLimit(currentUser(request))),
  );
};
