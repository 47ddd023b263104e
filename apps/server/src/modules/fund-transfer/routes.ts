import {
  translate,
  ZFundTransferCheck,
  ZFundTransferInfo,
  ZFundTransferQuery,
  ZFundTransferSave,
  ZFundTransferSaved,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { FundTransferService } from './service';

/** Fund transfer on resignation (spec 3 §7 "Employee service": GetFundTransfer, SaveFundTransfer, CheckFundTransfer). */
export const fundTransferRoutes: FastifyPluginAsyncZod<{ service: FundTransferService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['fund-transfer'];
  const base = '/api/CIICEService';

  app.get(
    `${base}/GetFundTransfer`,
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZFundTransferQuery, response: zOk(ZFundTransferInfo) },
    },
    async (request) => ok(await service.get(currentUser(request), request.query.ApplyId, request.lang)),
  );
  app.post(
    `${base}/SaveFundTransfer`,
    { ...auth, schema: { tags, ...secured, body: ZFundTransferSave, response: zOk(ZFundTransferSaved) } },
    async (request) => ({
      ...ok(await service.save(currentUser(request), request.body)),
      message: translate(request.lang, 'fundTransfer.saved'),
    }),
  );
  app.get(
    `${base}/CheckFundTransfer`,
    { ...auth, schema: { tags, ...secured, response: zOk(ZFundTransferCheck) } },
    async (request) => ok(await service.check(currentUser(request))),
  );
};
