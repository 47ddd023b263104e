import {
  HR_ROLES,
  ZBadge,
  ZBadgeCheck,
  ZBadgeVerify,
  ZUniformConfirm,
  ZUniformIssue,
  ZUniformIssuePage,
  ZUniformIssueQuery,
  ZUniformIssueRow,
  ZUniformItem,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { WorkplaceService } from './service';

/** Uniform receipts and the electronic badge (issue 18, /Signclothes, /Electronictag). */
export const workplaceRoutes: FastifyPluginAsyncZod<{ service: WorkplaceService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['workplace'];
  const base = '/api/Workplace';

  app.get(
    `${base}/MyUniforms`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Uniform items issued to me',
        ...secured,
        response: zOk(z.array(ZUniformItem)),
      },
    },
    async (request) => ok(await service.myUniforms(currentUser(request))),
  );
  app.post(
    `${base}/ConfirmUniform`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Confirm receipt once; a repeated confirm answers the first',
        ...secured,
        body: ZUniformConfirm,
        response: zOk(ZUniformItem),
      },
    },
    async (request) => ok(await service.confirm(currentUser(request), request.body.id)),
  );
  app.get(
    `${base}/UniformIssues`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: the company's issues, those not confirmed by default",
        ...secured,
        querystring: ZUniformIssueQuery,
        response: zOk(ZUniformIssuePage),
      },
    },
    async (request) => ok(await service.companyIssues(currentUser(request), request.query)),
  );
  app.post(
    `${base}/IssueUniform`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: issue items to an employee of the company (once per clientRequestId)',
        ...secured,
        body: ZUniformIssue,
        response: zOk(ZUniformIssueRow),
      },
    },
    async (request) => ok(await service.issue(currentUser(request), request.body)),
  );
  app.get(
    `${base}/Badge`,
    {
      ...auth,
      schema: { tags, summary: 'My badge with a code valid 60 s', ...secured, response: zOk(ZBadge) },
    },
    async (request) => ok(await service.badge(currentUser(request))),
  );
  app.post(
    `${base}/VerifyBadge`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: who a badge code belongs to and whether the badge is valid',
        ...secured,
        body: ZBadgeVerify,
        response: zOk(ZBadgeCheck),
      },
    },
    async (request) => ok(await service.verify(currentUser(request), request.body.code)),
  );
};
