import { ACTIVITY_API } from '@ehome/shared/activities/constants';
import { ZActivityRelativesInput, ZRelativeInput } from '@ehome/shared/activities/relative-schemas';
import { ZRelative } from '@ehome/shared/activities/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { RelativesService } from './service';

const zGuid = z.guid({ error: 'validation.invalid' });

/** The relative calls of spec 2 §7 "Activities": list, add or edit, delete, choose for a registration. */
export const relativesRoutes: FastifyPluginAsyncZod<{ service: RelativesService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['activities'];
  app.get(
    `${ACTIVITY_API}/GetAllRelatives/:regID`,
    {
      ...auth,
      schema: { tags, ...secured, params: z.object({ regID: zGuid }), response: zOk(z.array(ZRelative)) },
    },
    async (request) => ok(await service.list(currentUser(request), request.params.regID.toLowerCase())),
  );
  app.post(
    `${ACTIVITY_API}/InsRelative`,
    { ...auth, schema: { tags, ...secured, body: ZRelativeInput, response: zOk(z.string()) } },
    async (request) => ok(await service.save(currentUser(request), request.body)),
  );
  app.get(
    `${ACTIVITY_API}/DelRelative/:relativeId`,
    {
      ...auth,
      schema: { tags, ...secured, params: z.object({ relativeId: zGuid }), response: zOk(z.boolean()) },
    },
    async (request) =>
      ok(await service.remove(currentUser(request), request.params.relativeId.toLowerCase())),
  );
  app.post(
    `${ACTIVITY_API}/InsActivityRelative`,
    { ...auth, schema: { tags, ...secured, body: ZActivityRelativesInput, response: zOk(z.boolean()) } },
    async (request) => ok(await service.select(currentUser(request), request.body)),
  );
};
