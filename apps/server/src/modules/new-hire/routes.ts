import {
  HR_ROLES,
  ZInvitationIssued,
  ZInvitationPage,
  ZInvitationRef,
  ZInviteInput,
  ZLandingInput,
  ZLandingResult,
  ZNewHireChild,
  ZNewHireChildInput,
  ZNewHireChildRef,
  ZNewHireFormInput,
  ZNewHireFormView,
  ZNewHireOrganization,
  ZNewHirePasswordInput,
  ZNewHireRegistered,
  ZPaging,
  ZWorkExperienceList,
} from '@ehome/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitConfig } from '../../config';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { NewHireService, NewHireSession } from './service';

/** HR's invitations (login token, hr/admin). */
export const NEW_HIRE_ADMIN_BASE = '/api/NewHireAdmin';
/** The new hire's calls: only the registration token of Landing is accepted here. */
export const NEW_HIRE_BASE = '/api/NewHire';

const IMAGE_BODY_LIMIT = Math.ceil((10 * 1024 * 1024 * 4) / 3) + 64 * 1024;

function bearer(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    newHire?: NewHireSession;
  }
}

/** New-hire registration (issue 17): the spec names the screens only, so the paths are ours. */
export const newHireRoutes: FastifyPluginAsyncZod<{
  service: NewHireService;
  rateLimit: RateLimitConfig;
}> = async (app, { service, rateLimit }) => {
  const tags = ['new-hire'];
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const admin = NEW_HIRE_ADMIN_BASE;

  app.get(
    `${admin}/Organizations`,
    { ...hrOnly, schema: { tags, ...secured, response: zOk(z.array(ZNewHireOrganization)) } },
    async (request) => ok(await service.organizations(currentUser(request))),
  );
  app.get(
    `${admin}/Invitations`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: the company's invitations",
        ...secured,
        querystring: ZPaging,
        response: zOk(ZInvitationPage),
      },
    },
    async (request) => ok(await service.list(currentUser(request), request.query)),
  );
  app.post(
    `${admin}/Invite`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: invite a person (creates the employee; the link is shown once)',
        ...secured,
        body: ZInviteInput,
        response: zOk(ZInvitationIssued),
      },
    },
    async (request) => ok(await service.invite(currentUser(request), request.body)),
  );
  app.post(
    `${admin}/Reissue`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: a new link (the old one dies)',
        ...secured,
        body: ZInvitationRef,
        response: zOk(ZInvitationIssued),
      },
    },
    async (request) => ok(await service.reissue(currentUser(request), request.body.invitationId)),
  );

  const base = NEW_HIRE_BASE;
  app.post(
    `${base}/Landing`,
    {
      schema: {
        tags,
        summary: 'Code + name + last 4 of the mobile -> registration token',
        body: ZLandingInput,
        response: zOk(ZLandingResult),
      },
      // Anonymous: a per-address cap like the login's; guessing one invitation is bounded by its 5 tries.
      config: {
        rateLimit: { max: rateLimit.loginMax, timeWindow: rateLimit.windowMs, keyGenerator: (r) => r.ip },
      },
    },
    async (request) => ok(await service.landing(request.body)),
  );

  // Every other /api/NewHire call: the registration token only (a login token is refused with 401).
  const registration = {
    onRequest: async (request: FastifyRequest) => {
      request.newHire = await service.session(bearer(request));
    },
  };
  const session = (request: FastifyRequest) => request.newHire as NewHireSession;

  app.get(
    `${base}/Form`,
    { ...registration, schema: { tags, ...secured, response: zOk(ZNewHireFormView) } },
    async (request) => ok(await service.form(session(request))),
  );
  app.post(
    `${base}/Form`,
    {
      ...registration,
      schema: { tags, ...secured, body: ZNewHireFormInput, response: zOk(ZNewHireFormView) },
    },
    async (request) => ok(await service.saveForm(session(request), request.body)),
  );
  app.get(
    `${base}/WorkExperience`,
    { ...registration, schema: { tags, ...secured, response: zOk(ZWorkExperienceList) } },
    async (request) => ok(await service.experiences(session(request))),
  );
  app.post(
    `${base}/WorkExperience`,
    {
      ...registration,
      schema: { tags, ...secured, body: ZWorkExperienceList, response: zOk(ZWorkExperienceList) },
    },
    async (request) => ok(await service.saveExperiences(session(request), request.body)),
  );
  app.get(
    `${base}/Children`,
    { ...registration, schema: { tags, ...secured, response: zOk(z.array(ZNewHireChild)) } },
    async (request) => ok(await service.children(session(request))),
  );
  app.post(
    `${base}/Children`,
    {
      ...registration,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { tags, ...secured, body: ZNewHireChildInput, response: zOk(z.array(ZNewHireChild)) },
    },
    async (request) => ok(await service.addChild(session(request), request.body)),
  );
  app.post(
    `${base}/Children/Delete`,
    {
      ...registration,
      schema: { tags, ...secured, body: ZNewHireChildRef, response: zOk(z.array(ZNewHireChild)) },
    },
    async (request) => ok(await service.removeChild(session(request), request.body.id)),
  );
  app.post(
    `${base}/Password`,
    {
      ...registration,
      schema: { tags, ...secured, body: ZNewHirePasswordInput, response: zOk(ZNewHireRegistered) },
    },
    async (request) => ok(await service.register(session(request), request.body)),
  );
};
