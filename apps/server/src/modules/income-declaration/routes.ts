import {
  translate,
  ZDeclaration,
  ZDeclarationItemRemove,
  ZDeclarationSubmit,
  ZDeclarationYearQuery,
  ZDonationSave,
  ZIncomeSave,
  ZPreferenceSave,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { IncomeDeclarationService } from './service';

/**
 * The income declaration (spec 3 §2.6 taxdeclaration, earnings, income, donationTax, Preferences,
 * declarationSuccess): the caller's own declaration of the previous tax year only.
 */
export const incomeDeclarationRoutes: FastifyPluginAsyncZod<{ service: IncomeDeclarationService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['tax'];
  const base = '/api/Tax/Declaration';
  const answer = zOk(ZDeclaration);

  app.get(
    base,
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's declaration of a year (default the previous one) with the computed settlement",
        ...secured,
        querystring: ZDeclarationYearQuery,
        response: answer,
      },
    },
    async (request) => ok(await service.get(currentUser(request), request.query.year)),
  );
  const saved = (lang: Parameters<typeof translate>[0]) => translate(lang, 'declaration.saved');
  app.post(
    `${base}/Income`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add (no id) or edit an income',
        ...secured,
        body: ZIncomeSave,
        response: answer,
      },
    },
    async (request) => ({
      ...ok(await service.saveIncome(currentUser(request), request.body)),
      message: saved(request.lang),
    }),
  );
  app.post(
    `${base}/Donation`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add or edit a charitable donation',
        ...secured,
        body: ZDonationSave,
        response: answer,
      },
    },
    async (request) => ({
      ...ok(await service.saveDonation(currentUser(request), request.body)),
      message: saved(request.lang),
    }),
  );
  app.post(
    `${base}/Preference`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add or edit a tax preference',
        ...secured,
        body: ZPreferenceSave,
        response: answer,
      },
    },
    async (request) => ({
      ...ok(await service.savePreference(currentUser(request), request.body)),
      message: saved(request.lang),
    }),
  );
  app.post(
    `${base}/Remove`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Remove an entry of the draft',
        ...secured,
        body: ZDeclarationItemRemove,
        response: answer,
      },
    },
    async (request) => ok(await service.removeItem(currentUser(request), request.body.year, request.body.id)),
  );
  app.post(
    `${base}/Submit`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Submit the declaration (inside March 1 - June 30; idempotent by requestId)',
        ...secured,
        body: ZDeclarationSubmit,
        response: answer,
      },
    },
    async (request) => ({
      ...ok(await service.submit(currentUser(request), request.body.year, request.body.requestId)),
      message: translate(request.lang, 'declaration.submitOk'),
    }),
  );
  app.post(
    `${base}/Reopen`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Reopen a submitted declaration to replace it (inside the window only)',
        ...secured,
        body: z.object({ year: ZDeclarationSubmit.shape.year }),
        response: answer,
      },
    },
    async (request) => ok(await service.reopen(currentUser(request), request.body.year)),
  );
};
