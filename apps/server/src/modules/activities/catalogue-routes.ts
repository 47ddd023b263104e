import {
  ZActivityIdParams,
  ZActivityPage,
  ZActivityPageQuery,
  ZMyActivitiesQuery,
  ZMyActivityPage,
  ZMyRegistration,
  ZMyRegistrationQuery,
} from '@ehome/shared/activities/catalogue';
import { ACTIVITY_API } from '@ehome/shared/activities/constants';
import { ZActivity } from '@ehome/shared/activities/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { ActivityCatalogueService } from './catalogue-service';
import type { MyActivitiesService } from './my-service';

/**
 * The activities an employee reads (spec 2 §7 "Activities": GetActivitiesByStatus, GetActivity,
 * CheckActivivtyDate) and their own registrations (GetMyActivities, GetMyRegistration: no call is
 * named in the spec for /Myactivities and /Detailedactivity; named in its style).
 */
export const activityCatalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: ActivityCatalogueService;
  mine: MyActivitiesService;
}> = async (app, { catalogue, mine }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['activities'];
  app.get(
    `${ACTIVITY_API}/GetActivitiesByStatus`,
    { ...auth, schema: { tags, ...secured, querystring: ZActivityPageQuery, response: zOk(ZActivityPage) } },
    async (request) => ok(await catalogue.list(currentUser(request), request.query, request.lang)),
  );
  app.get(
    `${ACTIVITY_API}/GetActivity/:actId`,
    { ...auth, schema: { tags, ...secured, params: ZActivityIdParams, response: zOk(ZActivity) } },
    async (request) => ok(await catalogue.detail(currentUser(request), request.params.actId, request.lang)),
  );
  app.get(
    `${ACTIVITY_API}/CheckActivivtyDate/:actId`,
    { ...auth, schema: { tags, ...secured, params: ZActivityIdParams, response: zOk(z.boolean()) } },
    async (request) => ok(await catalogue.signUpOpen(currentUser(request), request.params.actId)),
  );
  app.get(
    `${ACTIVITY_API}/GetMyActivities`,
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's registrations (not released), newest first; tab ongoing | ended",
        ...secured,
        querystring: ZMyActivitiesQuery,
        response: zOk(ZMyActivityPage),
      },
    },
    async (request) => ok(await mine.list(currentUser(request), request.query, request.lang)),
  );
  app.get(
    `${ACTIVITY_API}/GetMyRegistration`,
    {
      ...auth,
      schema: {
        tags,
        summary: "One of the caller's registrations with its answers and relatives",
        ...secured,
        querystring: ZMyRegistrationQuery,
        response: zOk(ZMyRegistration),
      },
    },
    async (request) =>
      ok(await mine.registration(currentUser(request), request.query.registrationId, request.lang)),
  );
};
