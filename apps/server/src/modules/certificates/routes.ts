import {
  HR_ROLES,
  translate,
  ZApplyCertificate,
  ZCertificateAdminPage,
  ZCertificateAdminQuery,
  ZCertificateApplied,
  ZCertificateDetail,
  ZCertificateHandle,
  ZCertificateHandled,
  ZCertificateItems,
  ZCertificateQuote,
  ZCertificateQuoteQuery,
  ZCertificateRef,
  ZCheckTransactQuery,
  ZCheckTransactResult,
  ZEmpLeave,
  ZEmpLeaveRecord,
  ZExtractionList,
  ZExtractionQuery,
  ZHandleFireResult,
} from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { CertificatesService } from './service';

/**
 * Certificates and the resignation certificate (spec 3 §7 "Employee service": CheckTransact,
 * ApplyCertificate, GetExtraction, GetTransact, EmpLeave, GetEmpLeave, handleFire), plus the quote
 * shown before submit, the detail and HR's list and handling steps.
 */
export const certificatesRoutes: FastifyPluginAsyncZod<{ service: CertificatesService }> = async (
  app,
  { service },
) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['certificates'];
  const base = '/api/CIICEService';

  app.get(
    `${base}/CheckTransact`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Whether the caller may request a certificate of the type now (1 on-job, 2 resignation, 3 income)',
        ...secured,
        querystring: ZCheckTransactQuery,
        response: zOk(ZCheckTransactResult),
      },
    },
    async (request) => ok(await service.check(currentUser(request), request.query.type)),
  );
  app.get(
    `${base}/CertificateQuote`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Fee, promised date and pickup window of a request, before submit',
        ...secured,
        querystring: ZCertificateQuoteQuery,
        response: zOk(ZCertificateQuote),
      },
    },
    async (request) => ok(await service.quote(currentUser(request), request.query)),
  );
  app.get(
    `${base}/GetExtraction`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Pickup points (1 proofs, 2 resignation certificate)',
        ...secured,
        querystring: ZExtractionQuery,
        response: zOk(ZExtractionList),
      },
    },
    async (request) => ok(await service.extractions(request.query.addressType)),
  );
  app.post(
    `${base}/ApplyCertificate`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Request an on-the-job or income certificate (courier to pay or self-pickup)',
        ...secured,
        body: ZApplyCertificate,
        response: zOk(ZCertificateApplied),
      },
    },
    async (request) => ({
      ...ok(await service.apply(currentUser(request), request.body)),
      message: translate(request.lang, 'certificate.applied'),
    }),
  );
  app.get(
    `${base}/GetTransact`,
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's certificate requests",
        ...secured,
        response: zOk(ZCertificateItems),
      },
    },
    async (request) => ok(await service.mine(currentUser(request))),
  );
  app.post(
    `${base}/EmpLeave`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Request the resignation certificate',
        ...secured,
        body: ZEmpLeave,
        response: zOk(ZCertificateApplied),
      },
    },
    async (request) => ({
      ...ok(await service.empLeave(currentUser(request), request.body)),
      message: translate(request.lang, 'certificate.applied'),
    }),
  );
  app.get(
    `${base}/GetEmpLeave`,
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's latest resignation certificate request",
        ...secured,
        response: zOk(ZEmpLeaveRecord.nullable()),
      },
    },
    async (request) => ok(await service.getEmpLeave(currentUser(request))),
  );
  app.get(
    `${base}/GetCertificate`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'One certificate request, for its owner or HR of the company',
        ...secured,
        querystring: ZCertificateRef,
        response: zOk(ZCertificateDetail),
      },
    },
    async (request) => ok(await service.detail(currentUser(request), request.query.ApplyId, request.lang)),
  );
  app.get(
    `${base}/CertificateAdminList`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: "HR: the company's certificate requests (0 to approve, 1 being handled, 2 finished)",
        ...secured,
        querystring: ZCertificateAdminQuery,
        response: zOk(ZCertificateAdminPage),
      },
    },
    async (request) => ok(await service.adminList(currentUser(request), request.query)),
  );
  app.post(
    `${base}/CertificateHandle`,
    {
      ...hrOnly,
      schema: {
        tags,
        summary: 'HR: mark a certificate ready for pickup, sent (tracking number) or collected',
        ...secured,
        body: ZCertificateHandle,
        response: zOk(ZCertificateHandled),
      },
    },
    async (request) => ({
      ...ok(await service.handle(currentUser(request), request.body)),
      message: translate(request.lang, 'certificate.handled'),
    }),
  );
  app.post(
    `${base}/CertificateRecall`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The owner withdraws a certificate request still in approval',
        ...secured,
        body: ZCertificateRef,
        response: zOk(ZCertificateHandled),
      },
    },
    async (request) => ok(await service.recall(currentUser(request), request.body.ApplyId)),
  );
  app.post(
    '/api/employee/handleFire',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Records the leave receipt (af_service); fire-and-forget, idempotent',
        ...secured,
        response: zOk(ZHandleFireResult),
      },
    },
    async (request) => ok(await service.handleFire(currentUser(request))),
  );
};
