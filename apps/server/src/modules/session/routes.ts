import { ZAccessRecordQuery, ZJsSdkConfig, ZJsSdkQuery, ZServerTime } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { SessionService } from './service';

/** Session helpers (spec 1 §7): server clock, access records and the JS-SDK signature. */
export const sessionRoutes: FastifyPluginAsyncZod<{ service: SessionService }> = async (app, { service }) => {
  app.get(
    '/api/Token/GetCurrentYear',
    { schema: { tags: ['session'], response: zOk(z.number().int()) } },
    async () => ok(service.currentYear()),
  );

  for (const path of ['/api/User/GetCurrentDate', '/api/User/GetIP27CurrentDate']) {
    app.get(path, { schema: { tags: ['session'], response: zOk(ZServerTime) } }, async () =>
      ok(service.serverTime()),
    );
  }

  app.get(
    '/api/CIICEService/AccessRecord',
    {
      onRequest: app.authenticate,
      schema: { tags: ['session'], ...secured, querystring: ZAccessRecordQuery, response: zOk(z.boolean()) },
    },
    async (request) => {
      await service.recordAccess({
        eid: currentUser(request).eid,
        type: request.query.type,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(true);
    },
  );

  app.get(
    '/api/Wx/GetJsSdk',
    { schema: { tags: ['session'], querystring: ZJsSdkQuery, response: zOk(ZJsSdkConfig) } },
    async (request) => ok(await service.jsSdkConfig(request.query.url)),
  );
};
