import {
  ACTIVITY_API,
  ZActivityDetailParams,
  ZActivityFormItem,
  ZActivityIdQuery,
  ZCancelRegistration,
  ZInsRegistrationParams,
  ZInsRegistrationResult,
  ZRegistrationIsFinish,
  ZRegistrationTotal,
  ZSubRegistration,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { RegistrationService } from './registration-service';

/** Activity registration calls (spec 2 §7 "Activities"): sign up, the form, the total to pay. */
export const registrationRoutes: FastifyPluginAsyncZod<{ service: RegistrationService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['activities'];
  app.get(
    `${ACTIVITY_API}/InsRegistration/:actId`,
    {
      ...auth,
      schema: { tags, ...secured, params: ZInsRegistrationParams, response: zOk(ZInsRegistrationResult) },
    },
    async (request) => ok(await service.signUp(currentUser(request), request.params.actId)),
  );
  app.get(
    `${ACTIVITY_API}/GetRegistrationIsFinish`,
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZActivityIdQuery, response: zOk(ZRegistrationIsFinish) },
    },
    async (request) => ok(await service.isFinish(currentUser(request), request.query.activityID)),
  );
  app.get(
    `${ACTIVITY_API}/GetActivityDetail/:activityId`,
    {
      ...auth,
      schema: { tags, ...secured, params: ZActivityDetailParams, response: zOk(z.array(ZActivityFormItem)) },
    },
    async (request) =>
      ok(await service.formDetail(currentUser(request), request.params.activityId, request.lang)),
  );
  app.post(
    `${ACTIVITY_API}/SubRegistration`,
    { ...auth, schema: { tags, ...secured, body: ZSubRegistration, response: zOk(ZRegistrationTotal) } },
    async (request) => ok(await service.submit(currentUser(request), request.body, request.lang)),
  );
  app.get(
    `${ACTIVITY_API}/GetActivityTotalMoney`,
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZActivityIdQuery, response: zOk(ZRegistrationTotal) },
    },
    async (request) => ok(await service.totalMoney(currentUser(request), request.query.activityID)),
  );
  app.post(
    `${ACTIVITY_API}/CancelRegistration`,
    { ...auth, schema: { tags, ...secured, body: ZCancelRegistration, response: zOk(z.boolean()) } },
    async (request) => ok(await service.cancel(currentUser(request), request.body.registrationId)),
  );
};
