import {
  ZApplicationListQuery,
  ZApplicationPage,
  ZApplyRef,
  ZAuditTrail,
  ZDeleted,
  ZExtendFieldListBody,
  ZKinshipItem,
  ZLeaveApplyCreate,
  ZLeaveApplyDetail,
  ZLeaveApplyUpdate,
  ZLeaveBalanceList,
  ZLeaveCategoryInfoBody,
  ZLeaveCategoryInfoResult,
  ZLeaveCategoryList,
  ZLeaveDaysBody,
  ZLeaveDaysResult,
  ZLeaveExtendFieldList,
  ZLeaveIdQuery,
  ZLeaveRemainAllBody,
  ZLeaveRemainDetail,
  ZLeaveRemainDetailBody,
  ZLeaveSaved,
  ZRecalled,
  ZVacationApplyList,
  ZVacationApplyQuery,
  ZVacationApprovalQuery,
  ZVacationYearList,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { LeaveService } from './service';

/** Leave requests, leave types and balances (spec 1 §7 "Leave", LeaveRemain, vacation calls). */
export const leaveRoutes: FastifyPluginAsyncZod<{ service: LeaveService }> = async (app, { service }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['leave'];
  const base = '/api/LeaveApply';

  app.get(
    `${base}/GetCategoryList`,
    { ...auth, schema: { tags, ...secured, response: zOk(ZLeaveCategoryList) } },
    async (request) => ok(await service.categoryList(currentUser(request), request.lang)),
  );

  app.post(
    `${base}/GetLeaveCategoryInfo`,
    {
      ...auth,
      schema: {
        tags,
        ...secured,
        // ?EID is the spec's; the balance shown is always the caller's own.
        querystring: z.object({ EID: z.string().optional() }),
        body: ZLeaveCategoryInfoBody,
        response: zOk(ZLeaveCategoryInfoResult),
      },
    },
    async (request) => ok(await service.categoryInfo(currentUser(request), request.body, request.lang)),
  );

  app.get(
    `${base}/GetNextWorkPeriod`,
    {
      ...auth,
      schema: { tags, ...secured, response: zOk(z.object({ startTime: z.string(), endTime: z.string() })) },
    },
    async (request) => ok(await service.nextWorkPeriod(currentUser(request))),
  );

  app.post(
    `${base}/GetLeaveDays`,
    { ...auth, schema: { tags, ...secured, body: ZLeaveDaysBody, response: zOk(ZLeaveDaysResult) } },
    async (request) => ok(await service.leaveDays(currentUser(request), request.body, request.lang)),
  );

  app.post(
    `${base}/Create`,
    { ...auth, schema: { tags, ...secured, body: ZLeaveApplyCreate, response: zOk(ZLeaveSaved) } },
    async (request) => ok(await service.create(currentUser(request), request.body, request.lang)),
  );

  app.post(
    `${base}/Update`,
    { ...auth, schema: { tags, ...secured, body: ZLeaveApplyUpdate, response: zOk(ZLeaveSaved) } },
    async (request) => ok(await service.update(currentUser(request), request.body, request.lang)),
  );

  app.get(
    `${base}/Get`,
    { ...auth, schema: { tags, ...secured, querystring: ZLeaveIdQuery, response: zOk(ZLeaveApplyDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.query.id, request.lang, true)),
  );

  app.get(
    `${base}/GetDetail`,
    { ...auth, schema: { tags, ...secured, querystring: ZLeaveIdQuery, response: zOk(ZLeaveApplyDetail) } },
    async (request) => ok(await service.detail(currentUser(request), request.query.id, request.lang, false)),
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

  app.post(
    `${base}/GetApplyExtendFieldList`,
    {
      ...auth,
      schema: { tags, ...secured, body: ZExtendFieldListBody, response: zOk(ZLeaveExtendFieldList) },
    },
    async (request) =>
      ok(
        await service.extendFields(
          currentUser(request),
          request.body.CategoryId,
          request.body.ApplyId,
          request.lang,
        ),
      ),
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

  app.get(
    `${base}/GetKinshipList`,
    { ...auth, schema: { tags, ...secured, response: zOk(z.array(ZKinshipItem)) } },
    async (request) => ok(service.kinships(request.lang)),
  );

  app.post(
    '/api/LeaveRemain/GetAllLeaveRemainForEhome',
    { ...auth, schema: { tags, ...secured, body: ZLeaveRemainAllBody, response: zOk(ZLeaveBalanceList) } },
    async (request) =>
      ok(await service.remainAll(currentUser(request), request.body.year, request.body.eid, request.lang)),
  );

  app.post(
    '/api/LeaveRemain/GetLeaveRemainDetailForEhome',
    {
      ...auth,
      schema: { tags, ...secured, body: ZLeaveRemainDetailBody, response: zOk(ZLeaveRemainDetail) },
    },
    async (request) =>
      ok(
        await service.remainDetail(
          currentUser(request),
          request.body.year,
          request.body.eid,
          request.body.applyCategoryId,
          request.lang,
        ),
      ),
  );

  app.get(
    '/api/AttendanceQuerySummary/GetVacationYearList',
    { ...auth, schema: { tags, ...secured, response: zOk(ZVacationYearList) } },
    async (request) => ok(await service.vacationYears(currentUser(request), request.lang)),
  );

  app.get(
    '/api/AttendanceQuerySummary/GetVacationApplyList',
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZVacationApplyQuery, response: zOk(ZVacationApplyList) },
    },
    async (request) =>
      ok(await service.vacationApplies(currentUser(request), request.query.argStartYear, request.lang)),
  );

  app.get(
    '/api/AttendanceQuerySummary/GetApprovalList',
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZVacationApprovalQuery, response: zOk(z.array(ZAuditTrail)) },
    },
    async (request) =>
      ok(await service.vacationApprovals(currentUser(request), request.query.vacationId, request.lang)),
  );
};
