import {
  HR_ROLES,
  ZMyWelfareRights,
  ZWelfareAdminPage,
  ZWelfareAdminQuery,
  ZWelfareClaimed,
  ZWelfareClaimInput,
  ZWelfareClaimQuery,
  ZWelfareClaimRef,
  ZWelfareClaimStatusResult,
  ZWelfareMenuItem,
  ZWelfareOffer,
  ZWelfareOfferQuery,
  ZWelfareReceipt,
  ZWelfareRightDetail,
  ZWelfareRightQuery,
  ZWelfareShip,
  ZWelfareYearQuery,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { WelfareAdminService } from './admin-service';
import type { WelfareService } from './service';

/** The welfare calls (issue 16): the spec names the screens only, so the paths are ours. */
export const WELFARE_BASE = '/api/Welfare';

export const welfareRoutes: FastifyPluginAsyncZod<{
  service: WelfareService;
  admin: WelfareAdminService;
}> = async (app, { service, admin }) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['welfare'];
  const base = WELFARE_BASE;

  app.get(
    `${base}/Menu`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The welfare home menu',
        ...secured,
        response: zOk(z.array(ZWelfareMenuItem)),
      },
    },
    async (request) => ok(await service.menu(currentUser(request), request.lang)),
  );
  app.get(
    `${base}/Offers`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Partner offers of a page (preferential, elife, eshow) valid today',
        ...secured,
        querystring: ZWelfareOfferQuery,
        response: zOk(z.array(ZWelfareOffer)),
      },
    },
    async (request) => ok(await service.offers(currentUser(request), request.query.page, request.lang)),
  );
  app.get(
    `${base}/MyRights`,
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's rights of a year",
        ...secured,
        querystring: ZWelfareYearQuery,
        response: zOk(ZMyWelfareRights),
      },
    },
    async (request) => ok(await service.myRights(currentUser(request), request.query.year, request.lang)),
  );
  app.get(
    `${base}/Right`,
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZWelfareRightQuery, response: zOk(ZWelfareRightDetail) },
    },
    async (request) => ok(await service.right(currentUser(request), request.query.id, request.lang)),
  );
  app.post(
    `${base}/Claim`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Claim a right once (a repeat answers the first claim)',
        ...secured,
        body: ZWelfareClaimInput,
        response: zOk(ZWelfareClaimed),
      },
    },
    async (request) => ok(await service.claim(currentUser(request), request.body)),
  );
  app.get(
    `${base}/Receipt`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'A claim and its receipt (owner or HR)',
        ...secured,
        querystring: ZWelfareClaimQuery,
        response: zOk(ZWelfareReceipt),
      },
    },
    async (request) => ok(await service.receipt(currentUser(request), request.query.id, request.lang)),
  );
  app.post(
    `${base}/ConfirmReceived`,
    {
      ...auth,
      schema: { tags, ...secured, body: ZWelfareClaimRef, response: zOk(ZWelfareClaimStatusResult) },
    },
    async (request) => ok(await service.confirmReceived(currentUser(request), request.body.claimId)),
  );

  app.get(
    `${base}/Admin/Claims`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: claims of the company's rights",
        ...secured,
        querystring: ZWelfareAdminQuery,
        response: zOk(ZWelfareAdminPage),
      },
    },
    async (request) => ok(await admin.list(currentUser(request), request.query, request.lang)),
  );
  app.post(
    `${base}/Admin/Ship`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: ship an express gift',
        ...secured,
        body: ZWelfareShip,
        response: zOk(ZWelfareClaimStatusResult),
      },
    },
    async (request) => ok(await admin.ship(currentUser(request), request.body)),
  );
  app.post(
    `${base}/Admin/HandOver`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: a pickup gift handed over',
        ...secured,
        body: ZWelfareClaimRef,
        response: zOk(ZWelfareClaimStatusResult),
      },
    },
    async (request) => ok(await admin.handOver(currentUser(request), request.body.claimId)),
  );
};
