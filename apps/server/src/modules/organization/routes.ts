import {
  HR_ROLES,
  ZAttendanceLocationAdd,
  ZAttendanceLocationAdded,
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
  const hrOnly = app.requireRoles(HR_ROLES, '/index');

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
};
