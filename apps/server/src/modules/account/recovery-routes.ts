import { ZCodePassword, ZModifyPassword, ZPasswordSet, ZSendSmsCode, ZSmsCodeSent } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitConfig } from '../../config';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { AccountRecoveryService } from './recovery-service';

type Options = { service: AccountRecoveryService; rateLimit: RateLimitConfig };

/**
 * Registration (/Password), forgotten password (/forgetPassword) and password change
 * (/Modifypassword), spec 3 §5 "Account and login" (issue 18). The public calls are capped per
 * address like the login; codes have their own limits per mobile and address in the service.
 */
export const accountRecoveryRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, rateLimit }) => {
  const perAddress = {
    rateLimit: {
      max: rateLimit.loginMax,
      timeWindow: rateLimit.windowMs,
      keyGenerator: (r: { ip: string }) => r.ip,
    },
  };

  app.post(
    '/api/Account/SendSmsCode',
    {
      schema: {
        tags: ['account'],
        summary: 'A verification code by SMS (same answer whether or not the mobile has an account)',
        body: ZSendSmsCode,
        response: zOk(ZSmsCodeSent),
      },
      config: perAddress,
    },
    async (request) => ok(await service.sendCode(request.body, request.ip)),
  );

  app.post(
    '/api/Account/ResetPassword',
    {
      schema: {
        tags: ['account'],
        summary: 'Forgotten password: mobile, code, new password',
        body: ZCodePassword,
        response: zOk(ZPasswordSet),
      },
      config: perAddress,
    },
    async (request) => ok(await service.resetPassword(request.body)),
  );

  app.post(
    '/api/Account/Register',
    {
      schema: {
        tags: ['account'],
        summary: 'Activate an account HR created: mobile, code, password',
        body: ZCodePassword,
        response: zOk(ZPasswordSet),
      },
      config: perAddress,
    },
    async (request) => ok(await service.register(request.body)),
  );

  app.post(
    '/api/Account/ModifyPassword',
    {
      onRequest: app.authenticate,
      schema: { tags: ['account'], ...secured, body: ZModifyPassword, response: zOk(z.boolean()) },
    },
    async (request) => ok(await service.modifyPassword(currentUser(request), request.body)),
  );
};
