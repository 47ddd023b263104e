import {
  translate,
  ZApplyAction,
  ZApplyActionBatch,
  ZApplyActionBatchResult,
  ZApplyActionResult,
  ZApprovalCounts,
  ZApproveListBody,
  ZApproveListPage,
  ZApproveListQuery,
  ZAuditTrail,
  ZAuditTrailQuery,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { ApprovalsService } from './service';

/**
 * Approval calls (spec 1 §7 "Approval"): act on a task, read a request's trail, the approver's
 * lists and the hub's counts. Who may do what is decided in the service and engine.
 */
export const approvalsRoutes: FastifyPluginAsyncZod<{ service: ApprovalsService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['approvals'];

  app.post(
    '/api/Apply/ApplyAction',
    { ...auth, schema: { tags, ...secured, body: ZApplyAction, response: zOk(ZApplyActionResult) } },
    async (request) => {
      const result = await service.act(request.body, currentUser(request));
      // A repeated identical action succeeds without changing anything, and says so.
      return result.changed
        ? ok(result)
        : { ...ok(result), message: translate(request.lang, 'approvals.alreadyDone') };
    },
  );

  app.post(
    '/api/Apply/ApplyActionBatch',
    {
      ...auth,
      schema: { tags, ...secured, body: ZApplyActionBatch, response: zOk(ZApplyActionBatchResult) },
    },
    async (request) => ok(await service.actBatch(request.body, currentUser(request), request.lang)),
  );

  app.get(
    '/api/Workflow/GetAudittrails',
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZAuditTrailQuery, response: zOk(z.array(ZAuditTrail)) },
    },
    async (request) =>
      ok(await service.auditTrail(request.query.applyId, currentUser(request), request.lang)),
  );

  app.post(
    '/api/Apply/ApplyApproveList',
    {
      ...auth,
      schema: {
        tags,
        ...secured,
        querystring: ZApproveListQuery,
        body: ZApproveListBody,
        response: zOk(ZApproveListPage),
      },
    },
    async (request) =>
      ok(await service.approveList(currentUser(request), request.body, request.query, request.lang)),
  );

  app.get(
    '/api/Apply/ApprovalCounts',
    { ...auth, schema: { tags, ...secured, response: zOk(ZApprovalCounts) } },
    async (request) => ok(await service.counts(currentUser(request))),
  );
};
