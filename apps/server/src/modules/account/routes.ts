import { ZLoginRequest, ZLoginResult, ZUserInfo } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitConfig } from '../../config';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { AccountService } from './service';

type Options = { service: AccountService; rateLimit: RateLimitConfig };

/** Session: login, logout and the user info with the menu (spec 3 §3, §7). */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, rateLimit }) => {
  app.post(
    '/api/Token/Login',
    {
      schema: { tags: ['account'], body: ZLoginRequest, response: zOk(ZLoginResult) },
      // Per-address cap on logins, high enough for an office's morning; guessing is bounded by
      // counting failures per account and address in the service.
      config: {
        rateLimit: {
          max: rateLimit.loginMax,
          timeWindow: rateLimit.windowMs,
          keyGenerator: (request) => request.ip,
        },
      },
    },
    async (request) => ok(await service.login(request.body.userName, request.body.password, request.ip)),
  );

  app.post(
    '/api/Token/Logout',
    { onRequest: app.authenticate, schema: { tags: ['account'], ...secured, response: zOk(z.boolean()) } },
    async (request) => {
      await service.logout(currentUser(request));
      return ok(true);
    },
  );

  app.get(
    '/api/User/GetUserInfo',
    { onRequest: app.authenticate, schema: { tags: ['account'], ...secured, response: zOk(ZUserInfo) } },
    async (request) => ok(await service.userInfo(currentUser(request))),
  );
};
