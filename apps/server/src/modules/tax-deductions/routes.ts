import { HR_ROLES } from '@ehome/shared/account/roles';
import {
  DEDUCTION_ADMIN_API,
  DEDUCTION_API,
  VOUCHER_MAX_BYTES,
} from '@ehome/shared/tax-deductions/constants';
import {
  ZAddDependant,
  ZAdminDecide,
  ZAdminDetail,
  ZAdminPage,
  ZAdminQuery,
  ZConfirmMethod,
  ZDeductionItemInput,
  ZDeductionOverview,
  ZDeductionRecord,
  ZItemRef,
  ZMember,
  ZMemberInput,
  ZMyTaxInfo,
  ZMyTaxInfoInput,
  ZSubmitResult,
  ZVoucher,
  ZVoucherUpload,
  ZYearQuery,
  ZYearRow,
  ZYearSubmit,
} from '@ehome/shared/tax-deductions/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { DeductionAdminService } from './admin-service';
import type { MembersService } from './members-service';
import type { DeductionsService } from './service';

const zGuid = z.guid({ error: 'validation.invalid' });
const idParams = z.object({ id: zGuid });
const zId = z.object({ id: zGuid });

/** A voucher's image: its sniffed type, never sniffed again by the browser, never cached. */
function sendVoucher(reply: FastifyReply, file: { bytes: Buffer; contentType: string }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store, private')
    .send(file.bytes);
}

/**
 * Special additional deductions (spec 3 §2.6 tax routes, §4, §5; issue 18). The legacy calls are not
 * in the spec (§7 "not shown"), so the paths are ours under /api/TaxDeduction.
 */
export const deductionsRoutes: FastifyPluginAsyncZod<{
  service: DeductionsService;
  members: MembersService;
  admin: DeductionAdminService;
}> = async (app, { service, members, admin }) => {
  const auth = { onRequest: app.authenticate };
  const hrOnly = { onRequest: app.requireRoles(HR_ROLES) };
  const tags = ['tax-deductions'];
  const B = DEDUCTION_API;

  app.get(
    `${B}/Overview`,
    { ...auth, schema: { tags, ...secured, querystring: ZYearQuery, response: zOk(ZDeductionOverview) } },
    async (r) => ok(await service.overview(currentUser(r), r.query.year)),
  );
  app.get(
    `${B}/Record`,
    { ...auth, schema: { tags, ...secured, querystring: ZYearQuery, response: zOk(ZDeductionRecord) } },
    async (r) => ok(await service.record(currentUser(r), r.query.year)),
  );
  app.post(
    `${B}/SaveItem`,
    { ...auth, schema: { tags, ...secured, body: ZDeductionItemInput, response: zOk(z.string()) } },
    async (r) => ok(await service.saveItem(currentUser(r), r.body)),
  );
  app.post(
    `${B}/DeleteItem`,
    { ...auth, schema: { tags, ...secured, body: ZItemRef, response: zOk(z.boolean()) } },
    async (r) => ok(await service.deleteItem(currentUser(r), r.body.year, r.body.id)),
  );
  app.post(
    `${B}/AddDependant`,
    { ...auth, schema: { tags, ...secured, body: ZAddDependant, response: zOk(z.boolean()) } },
    async (r) => ok(await service.addDependant(currentUser(r), r.body.itemId, r.body.memberId)),
  );
  app.post(
    `${B}/Submit`,
    { ...auth, schema: { tags, ...secured, body: ZYearSubmit, response: zOk(ZSubmitResult) } },
    async (r) => ok(await service.submit(currentUser(r), r.body.year)),
  );
  app.post(
    `${B}/ConfirmMethod`,
    { ...auth, schema: { tags, ...secured, body: ZConfirmMethod, response: zOk(z.string()) } },
    async (r) => ok(await service.confirmMethod(currentUser(r), r.body.year, r.body.method)),
  );
  app.get(
    `${B}/Years`,
    { ...auth, schema: { tags, ...secured, response: zOk(z.array(ZYearRow)) } },
    async (r) => ok(await service.years(currentUser(r))),
  );
  app.get(
    `${B}/History/:id`,
    { ...auth, schema: { tags, ...secured, params: idParams, response: zOk(ZDeductionRecord) } },
    async (r) => ok(await service.history(currentUser(r), r.params.id)),
  );

  app.get(
    `${B}/Members`,
    { ...auth, schema: { tags, ...secured, response: zOk(z.array(ZMember)) } },
    async (r) => ok(await members.list(currentUser(r))),
  );
  app.get(
    `${B}/Member/:id`,
    { ...auth, schema: { tags, ...secured, params: idParams, response: zOk(ZMember) } },
    async (r) => ok(await members.get(currentUser(r), r.params.id)),
  );
  app.post(
    `${B}/SaveMember`,
    { ...auth, schema: { tags, ...secured, body: ZMemberInput, response: zOk(z.string()) } },
    async (r) => ok(await members.save(currentUser(r), r.body)),
  );
  app.post(
    `${B}/DeleteMember`,
    { ...auth, schema: { tags, ...secured, body: zId, response: zOk(z.boolean()) } },
    async (r) => ok(await members.remove(currentUser(r), r.body.id)),
  );
  app.get(`${B}/MyInfo`, { ...auth, schema: { tags, ...secured, response: zOk(ZMyTaxInfo) } }, async (r) =>
    ok(await members.myInfo(currentUser(r))),
  );
  app.post(
    `${B}/SaveMyInfo`,
    { ...auth, schema: { tags, ...secured, body: ZMyTaxInfoInput, response: zOk(z.boolean()) } },
    async (r) => ok(await members.saveMyInfo(currentUser(r), r.body)),
  );
  app.get(
    `${B}/Vouchers`,
    {
      ...auth,
      schema: {
        tags,
        ...secured,
        querystring: z.object({ itemId: zGuid }),
        response: zOk(z.array(ZVoucher)),
      },
    },
    async (r) => ok(await members.vouchers(currentUser(r), r.query.itemId)),
  );
  app.post(
    `${B}/UploadVoucher`,
    {
      ...auth,
      bodyLimit: Math.ceil((VOUCHER_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { tags, ...secured, body: ZVoucherUpload, response: zOk(z.string()) },
    },
    async (r) => ok(await members.upload(currentUser(r), r.body)),
  );
  app.get(`${B}/Voucher/:id`, { ...auth, schema: { tags, ...secured, params: idParams } }, async (r, reply) =>
    sendVoucher(reply, await members.voucherFile(currentUser(r), r.params.id)),
  );
  app.post(
    `${B}/DeleteVoucher`,
    { ...auth, schema: { tags, ...secured, body: zId, response: zOk(z.boolean()) } },
    async (r) => ok(await members.removeVoucher(currentUser(r), r.body.id)),
  );

  const A = DEDUCTION_ADMIN_API;
  app.get(
    `${A}/Records`,
    { ...hrOnly, schema: { tags, ...secured, querystring: ZAdminQuery, response: zOk(ZAdminPage) } },
    async (r) => ok(await admin.list(currentUser(r), r.query)),
  );
  app.get(
    `${A}/Record/:id`,
    { ...hrOnly, schema: { tags, ...secured, params: idParams, response: zOk(ZAdminDetail) } },
    async (r) => ok(await admin.detail(currentUser(r), r.params.id)),
  );
  app.get(
    `${A}/Voucher/:id`,
    { ...hrOnly, schema: { tags, ...secured, params: idParams } },
    async (r, reply) => sendVoucher(reply, await admin.voucherFile(currentUser(r), r.params.id)),
  );
  app.post(
    `${A}/Decide`,
    { ...hrOnly, schema: { tags, ...secured, body: ZAdminDecide, response: zOk(z.string()) } },
    async (r) => ok(await admin.decide(currentUser(r), r.body)),
  );
};
