import { ZEtcInfo, ZInsureClaimDisplay } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { HealthServicesService } from './service';

/**
 * Spec 3 §7 "Insurance and medical links" (paths as the spec spells them, /api/joying and
 * /api/Joying both), IsPhysicalExaminationSubscribe, and the ETC page's data.
 */
export const healthServicesRoutes: FastifyPluginAsyncZod<{ service: HealthServicesService }> = async (
  app,
  { service },
) => {
  const auth = {
    onRequest: app.authenticate,
    schema: { tags: ['health'], ...secured, response: zOk(z.string()) },
  };
  app.get('/api/joying/GetInsureClaimUrl', auth, async (request) =>
    ok(await service.link(currentUser(request), 'insureClaim')),
  );
  app.get('/api/Joying/GetOrderUrl', auth, async (request) =>
    ok(await service.link(currentUser(request), 'order')),
  );
  app.get('/api/Joying/GetProductUrl', auth, async (request) =>
    ok(await service.link(currentUser(request), 'product')),
  );
  app.get('/api/Joying/GetClaimUrl', auth, async (request) =>
    ok(await service.link(currentUser(request), 'claim')),
  );
  app.get(
    '/api/joying/GetInsureClaimDisplay',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['health'],
        summary: 'Whether the medical claim entry shows (supplementary insurance and claim window open)',
        ...secured,
        response: zOk(ZInsureClaimDisplay),
      },
    },
    async (request) => ok(await service.claimDisplay(currentUser(request))),
  );
  app.get(
    '/api/personinfo/IsPhysicalExaminationSubscribe',
    { onRequest: app.authenticate, schema: { tags: ['health'], ...secured, response: zOk(z.boolean()) } },
    async (request) => ok(await service.physicalExamSubscribed(currentUser(request))),
  );
  app.get(
    '/api/Etc/Info',
    { onRequest: app.authenticate, schema: { tags: ['health'], ...secured, response: zOk(ZEtcInfo) } },
    async (request) => ok(await service.etc(currentUser(request))),
  );
};
