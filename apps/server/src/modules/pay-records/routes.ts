import {
  HR_ROLES,
  REAUTH_HEADER,
  ZCompanyDocument,
  ZCompanyDocumentUpload,
  ZFundAccount,
  ZFundYear,
  ZMyWelfareRights,
  ZPaging,
  ZPayIdQuery,
  ZPayrollImport,
  ZPayrollImportResult,
  ZPayrollMonths,
  ZPayrollSlips,
  ZPayrollSlipsQuery,
  ZPayslip,
  ZPayslipQuery,
  ZPayslipYear,
  ZPayslipYearQuery,
  ZPayYearQuery,
  ZReauthRequest,
  ZReauthResult,
  ZReimbursementDetail,
  ZReimbursementPage,
  ZSocialCard,
  ZSocialInsuranceYear,
} from '@ehome/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { WelfareService } from '../welfare/service';
import type { PayrollService } from './payroll-service';
import type { PayRecordsService } from './service';

type Options = {
  service: PayRecordsService;
  payroll: PayrollService;
  welfare: Pick<WelfareService, 'myRights'>;
};

/** A PDF of at most 5 MB travels base64 in JSON: a third more, plus the title. */
const DOCUMENT_BODY_LIMIT = 7 * 1024 * 1024 + 4096;
const CSV_BODY_LIMIT = 2 * 1024 * 1024;

const reauthOf = (request: FastifyRequest) => {
  const value = request.headers[REAUTH_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Pay and benefit records (spec 3 §2.6 "Personal and HR info", issue 18): payslips behind a
 * re-authentication, social insurance and housing fund, the card, reimbursements, company
 * documents, and the payroll desk. Every answer is personal: `no-store, private`.
 */
export const payRecordsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, payroll, welfare },
) => {
  const auth = { onRequest: app.authenticate };
  const payrollOnly = { onRequest: app.requireRoles(['payroll']) };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['pay-records'];
  const base = '/api/PayRecords';
  const reauthHeader = { headers: z.object({ [REAUTH_HEADER]: z.string().optional() }) };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store, private');
  });

  app.post(
    '/api/Account/Reauthenticate',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The password again (login guard): a 5-minute token for this session that opens payslips',
        ...secured,
        body: ZReauthRequest,
        response: zOk(ZReauthResult),
      },
    },
    async (request) =>
      ok(await service.reauthenticate(currentUser(request), request.body.password, request.ip)),
  );

  app.get(
    `${base}/Payslip`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          "A month's payslip (own, or any of the company's with the payroll role); needs the re-auth header",
        ...secured,
        ...reauthHeader,
        querystring: ZPayslipQuery,
        response: zOk(ZPayslip),
      },
    },
    async (request) =>
      ok(
        await service.payslip(
          currentUser(request),
          reauthOf(request),
          request.query.month,
          request.query.eid,
        ),
      ),
  );
  app.get(
    `${base}/PayslipYear`,
    {
      ...auth,
      schema: {
        tags,
        summary: "The year's payslips by month with the totals; needs the re-auth header",
        ...secured,
        ...reauthHeader,
        querystring: ZPayslipYearQuery,
        response: zOk(ZPayslipYear),
      },
    },
    async (request) =>
      ok(
        await service.payslipYear(
          currentUser(request),
          reauthOf(request),
          request.query.year,
          request.query.eid,
        ),
      ),
  );

  app.get(
    `${base}/SocialInsurance`,
    {
      ...auth,
      schema: { tags, ...secured, querystring: ZPayYearQuery, response: zOk(ZSocialInsuranceYear) },
    },
    async (request) => ok(await service.socialInsurance(currentUser(request), request.query.year)),
  );
  app.get(
    `${base}/ProvidentFund`,
    { ...auth, schema: { tags, ...secured, querystring: ZPayYearQuery, response: zOk(ZFundYear) } },
    async (request) => ok(await service.fundYear(currentUser(request), request.query.year)),
  );
  app.get(
    `${base}/FundAccount`,
    { ...auth, schema: { tags, ...secured, response: zOk(ZFundAccount) } },
    async (request) => ok(await service.fundAccount(currentUser(request))),
  );
  app.get(
    `${base}/SocialSecurityCard`,
    { ...auth, schema: { tags, ...secured, response: zOk(ZSocialCard.nullable()) } },
    async (request) => ok(await service.card(currentUser(request))),
  );
  app.post(
    `${base}/SocialSecurityCard/ReportLoss`,
    { ...auth, schema: { tags, ...secured, response: zOk(ZSocialCard) } },
    async (request) => ok(await service.reportLoss(currentUser(request))),
  );
  app.get(
    `${base}/Reimbursements`,
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's reimbursement claims, newest first (pageIndex, pageSize)",
        ...secured,
        querystring: ZPaging,
        response: zOk(ZReimbursementPage),
      },
    },
    async (request) => ok(await service.reimbursementList(currentUser(request), request.query)),
  );
  app.get(
    `${base}/Reimbursement`,
    { ...auth, schema: { tags, ...secured, querystring: ZPayIdQuery, response: zOk(ZReimbursementDetail) } },
    async (request) => ok(await service.reimbursement(currentUser(request), request.query.id)),
  );

  app.get(
    `${base}/WelfareDetails`,
    {
      ...auth,
      schema: {
        tags,
        summary: "What the caller received from the year's welfare rights (the welfare module's own records)",
        ...secured,
        querystring: ZPayYearQuery,
        response: zOk(ZMyWelfareRights),
      },
    },
    async (request) => {
      const rights = await welfare.myRights(currentUser(request), request.query.year, request.lang);
      return ok({ ...rights, result: rights.result.filter((r) => r.claimId !== null) });
    },
  );

  app.get(
    `${base}/CompanyDocuments`,
    { ...auth, schema: { tags, ...secured, response: zOk(z.array(ZCompanyDocument)) } },
    async (request) => ok(await service.documents(currentUser(request))),
  );
  app.get(
    `${base}/CompanyDocument/File`,
    {
      ...auth,
      schema: { tags, summary: "A company document's PDF bytes", ...secured, querystring: ZPayIdQuery },
    },
    async (request, reply) => {
      const file = await service.documentFile(currentUser(request), request.query.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', String(file.bytes.length))
        .header(
          'Content-Disposition',
          `inline; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(file.title)}.pdf`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.bytes);
    },
  );
  app.post(
    `${base}/CompanyDocument`,
    {
      ...hrOnly,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'HR publishes a PDF (base64, at most 5 MB, must start %PDF-)',
        ...secured,
        body: ZCompanyDocumentUpload,
        response: zOk(ZCompanyDocument),
      },
    },
    async (request) =>
      ok(await service.uploadDocument(currentUser(request), request.body.title, request.body.content)),
  );

  app.get(
    '/api/PayrollAdmin/Months',
    { ...payrollOnly, schema: { tags, ...secured, response: zOk(ZPayrollMonths) } },
    async (request) => ok(await payroll.months(currentUser(request))),
  );
  app.get(
    '/api/PayrollAdmin/Payslips',
    {
      ...payrollOnly,
      schema: { tags, ...secured, querystring: ZPayrollSlipsQuery, response: zOk(ZPayrollSlips) },
    },
    async (request) => ok(await payroll.slips(currentUser(request), request.query.month)),
  );
  app.post(
    '/api/PayrollAdmin/Import',
    {
      ...payrollOnly,
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        summary: "Loads a month's payslips from CSV: every row checked, nothing stored if one is bad",
        ...secured,
        body: ZPayrollImport,
        response: zOk(ZPayrollImportResult),
      },
    },
    async (request) => ok(await payroll.importCsv(currentUser(request), request.body.csv, request.lang)),
  );
};
