import { ZDeclarationYearQuery, ZTrial } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { TaxTrialService } from './service';

/** The individual tax trial (spec 3 §2.6 individualTaxTrial): the caller's own figures only. */
export const taxTrialRoutes: FastifyPluginAsyncZod<{ service: TaxTrialService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/Tax/IndividualTaxTrial',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tax'],
        summary:
          "The caller's cumulative withholding of a year: computed vs withheld per month, rest projected",
        ...secured,
        querystring: ZDeclarationYearQuery,
        response: zOk(ZTrial),
      },
    },
    async (request) => ok(await service.trial(currentUser(request), request.query.year)),
  );
};
