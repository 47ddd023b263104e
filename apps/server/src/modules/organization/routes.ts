import {
  HR_ROLES,
  ZAttendanceLocationAdd,
  ZAttendanceLocationAdded,
  ZLocationDelete,
  ZLocationItem,
  ZLocationListQuery,
  ZOrganizationItem,
  ZOrganizationQuery,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { OrganizationService } from './service';

/** Organisation picker and punch-point registration of the location page (spec 1 §7), HR only. */
export const organizationRoutes: FastifyPluginAsyncZod<{ service: OrganizationService }> = async (
  app,
  { service },
) => {
  const hrOnly = app.requireRoles(HR_ROLES);

  app.post(
    '/api/TcfgOrganization/GetOrganizationToPosition',
    {
      onRequest: hrOnly,
      schema: {
        tags: ['organization'],
        ...secured,
        body: ZOrganizationQuery,
        response: zOk(z.array(ZOrganizationItem)),
      },
    },
    async (request) => ok(await service.search(currentUser(request), request.body.name)),
  );

  app.post(
    '/api/TbizOrgAttendanceLocation/Add',
    {
      onRequest: hrOnly,
      schema: {
        tags: ['organization'],
        ...secured,
        body: ZAttendanceLocationAdd,
        response: zOk(ZAttendanceLocationAdded),
      },
    },
    async (request) => ok(await service.addAttendanceLocation(currentUser(request), request.body)),
  );

  app.get(
    '/api/TbizOrgAttendanceLocation/List',
    {
      onRequest: hrOnly,
      schema: {
        tags: ['organization'],
        ...secured,
        querystring: ZLocationListQuery,
        response: zOk(z.array(ZLocationItem)),
      },
    },
    async (request) =>
      ok(await service.listAttendanceLocations(currentUser(request), request.query.organizationId)),
  );

  app.post(
    '/api/TbizOrgAttendanceLocation/Delete',
    {
      onRequest: hrOnly,
      schema: { tags: ['organization'], ...secured, body: ZLocationDelete, response: zOk(z.boolean()) },
    },
    async (request) => {
      await service.deleteAttendanceLocation(currentUser(request), request.body.id);
      return ok(true);
    },
  );
};
