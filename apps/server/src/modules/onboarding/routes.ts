import {
  HR_ROLES,
  ZEmpBaseView,
  ZEmpOther,
  ZHandleHire,
  ZHouseholdAddresses,
  ZHouseholdInfo,
  ZOnboardingEidQuery,
  ZOnboardingPeoplePage,
  ZOnboardingPeopleQuery,
  ZOnboardingProfile,
  ZOnboardingReview,
  ZOnboardingReviewed,
  ZOrganizationByIdQuery,
  ZOrganizationName,
  ZPiiReadPage,
  ZSaveEmpBase,
  ZSaveHouseholdAddresses,
  ZServiceContact,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { OnboardingAdminService } from './admin-service';
import type { OnboardingService } from './service';

const EMPLOYEE_SERVICE = '/api/CIICEService';
export const ONBOARDING_ADMIN_BASE = '/api/OnboardingAdmin';

/**
 * The onboarding form's calls (spec 3 §7 "Employee service": the caller's own data only) and HR's
 * onboarding review (hr/admin of the caller's company).
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{
  service: OnboardingService;
  admin: OnboardingAdminService;
}> = async (app, { service, admin }) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['onboarding'];
  const base = EMPLOYEE_SERVICE;

  app.get(
    `${base}/GetEmpBase`,
    {
      ...auth,
      schema: { tags, summary: 'The onboarding form (own data)', ...secured, response: zOk(ZEmpBaseView) },
    },
    async (request) => ok(await service.base(currentUser(request))),
  );
  app.post(
    `${base}/SaveEmpBaseV`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Save the base and other info with the agreement',
        ...secured,
        body: ZSaveEmpBase,
        response: zOk(ZEmpBaseView),
      },
    },
    async (request) => ok(await service.saveBase(currentUser(request), request.body)),
  );
  app.get(
    `${base}/GetEmpOther`,
    { ...auth, schema: { tags, ...secured, response: zOk(ZEmpOther) } },
    async (request) => ok(await service.other(currentUser(request))),
  );
  app.get(
    `${base}/GetEmpHukou`,
    { ...auth, schema: { tags, summary: 'Household info', ...secured, response: zOk(ZHouseholdInfo) } },
    async (request) => ok(await service.household(currentUser(request))),
  );
  app.post(
    `${base}/SaveEmpHuko`,
    { ...auth, schema: { tags, ...secured, body: ZHouseholdInfo, response: zOk(ZHouseholdInfo) } },
    async (request) => ok(await service.saveHousehold(currentUser(request), request.body)),
  );
  app.get(
    `${base}/GetEmpHukouV`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Household and residential address',
        ...secured,
        response: zOk(ZHouseholdAddresses),
      },
    },
    async (request) => ok(await service.addresses(currentUser(request))),
  );
  app.post(
    `${base}/SaveEmpHukoV`,
    {
      ...auth,
      schema: { tags, ...secured, body: ZSaveHouseholdAddresses, response: zOk(ZHouseholdAddresses) },
    },
    async (request) => ok(await service.saveAddresses(currentUser(request), request.body)),
  );
  app.get(
    `${base}/GetEmployeeServcieContact`,
    {
      ...auth,
      schema: { tags, summary: 'The consulting contact', ...secured, response: zOk(ZServiceContact) },
    },
    async (request) => ok(await service.serviceContact(currentUser(request))),
  );
  app.get(
    `${base}/GetOrganizationByID`,
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZOrganizationByIdQuery, response: zOk(ZOrganizationName) },
    },
    async (request) => ok(await service.organization(currentUser(request), request.query.id)),
  );
  app.post(
    '/api/employee/handleHire',
    {
      ...auth,
      schema: {
        tags,
        summary: 'After the confirm: stamp the submit and tell HR (once per confirm)',
        ...secured,
        response: zOk(ZHandleHire),
      },
    },
    async (request) => ok(await service.handleHire(currentUser(request))),
  );

  app.get(
    `${ONBOARDING_ADMIN_BASE}/People`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: the company's people with their onboarding completeness",
        ...secured,
        querystring: ZOnboardingPeopleQuery,
        response: zOk(ZOnboardingPeoplePage),
      },
    },
    async (request) => ok(await admin.people(currentUser(request), request.query)),
  );
  app.get(
    `${ONBOARDING_ADMIN_BASE}/Profile`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: one person's whole profile, unmasked (the read is logged)",
        ...secured,
        querystring: ZOnboardingEidQuery,
        response: zOk(ZOnboardingProfile),
      },
    },
    async (request) => ok(await admin.profile(currentUser(request), request.query.eid)),
  );
  app.post(
    `${ONBOARDING_ADMIN_BASE}/Review`,
    {
      ...hrOnly,
      schema: { tags, ...secured, body: ZOnboardingReview, response: zOk(ZOnboardingReviewed) },
    },
    async (request) => ok(await admin.review(currentUser(request), request.body.eid)),
  );
  app.get(
    `${ONBOARDING_ADMIN_BASE}/ReadLog`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: who read whose personal data, when (the company's people)",
        ...secured,
        querystring: ZOnboardingPeopleQuery,
        response: zOk(ZPiiReadPage),
      },
    },
    async (request) => ok(await admin.readLog(currentUser(request), request.query)),
  );
};
