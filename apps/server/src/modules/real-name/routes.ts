import {
  translate,
  ZRealNameAuthorization,
  ZRealNameResultQuery,
  ZRealNameSign,
  ZRealNameSignature,
  ZRealNameStatus,
  ZRealNameSubmit,
  ZRealNameVerification,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { RealNameService } from './service';

/**
 * Real-name verification and the deduction authorisation's e-signature (spec 3 §2.6 "Real-name",
 * §4). The spec names only the screens; the calls live under /api/RealName/. All are the caller's
 * own: there is no way to name another person.
 */
export const realNameRoutes: FastifyPluginAsyncZod<{ service: RealNameService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['real-name'];
  const base = '/api/RealName';

  app.get(
    `${base}/Status`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          "The caller's real-name state, attempts left today, the latest attempt (masked) and signature",
        ...secured,
        response: zOk(ZRealNameStatus),
      },
    },
    async (request) => ok(await service.status(currentUser(request), request.lang)),
  );
  app.post(
    `${base}/Verify`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Submit the four elements (name, ID number, bank card, reserved mobile); a verified or pending attempt is answered again',
        ...secured,
        body: ZRealNameSubmit,
        response: zOk(ZRealNameVerification),
      },
    },
    async (request) => ({
      ...ok(await service.submit(currentUser(request), request.body, request.lang)),
      message: translate(request.lang, 'realName.submitted'),
    }),
  );
  app.get(
    `${base}/Result`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'One of the caller’s attempts (masked)',
        ...secured,
        querystring: ZRealNameResultQuery,
        response: zOk(ZRealNameVerification),
      },
    },
    async (request) => ok(await service.result(currentUser(request), request.query.id, request.lang)),
  );
  app.get(
    `${base}/Authorization`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The deduction authorisation to read before signing: current version, text, its SHA-256',
        ...secured,
        response: zOk(ZRealNameAuthorization),
      },
    },
    async (request) => ok(await service.authorization(currentUser(request), request.lang)),
  );
  app.post(
    `${base}/Sign`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Sign the deduction authorisation after verification (optionally with a drawn PNG)',
        ...secured,
        body: ZRealNameSign,
        response: zOk(ZRealNameSignature),
      },
    },
    async (request) => ({
      ...ok(await service.sign(currentUser(request), request.body)),
      message: translate(request.lang, 'realName.signed'),
    }),
  );
};
