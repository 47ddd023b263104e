import { isLanguage, ZBillQuery, ZJsApiRequest, ZPayData, ZPayInfo, ZPayResult } from '@ehome/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import { safeReturn, sandboxPage, withResult } from './sandbox-page';
import { SANDBOX_PAGE, type SandboxProvider } from './sandbox-provider';
import type { PaymentService } from './service';
import { NotificationRejected } from './wechat-crypto';

export const NOTIFY_PATH = '/api/Wx/PayNotify';

/**
 * Payment: spec 2 §7 POST /api/Wx/JsApi, and ours: the provider's notifications, the pay screen's
 * PayInfo and PayResult, and the sandbox's confirm page when no merchant is configured.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  service: PaymentService;
  sandbox: SandboxProvider | null;
}> = async (app, { service, sandbox }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['payment'];

  app.post(
    '/api/Wx/JsApi',
    { ...auth, schema: { tags, ...secured, body: ZJsApiRequest, response: zOk(ZPayData) } },
    async (request) => ok(await service.jsApi(currentUser(request), request.body)),
  );
  app.get(
    '/api/Wx/PayInfo',
    { ...auth, schema: { tags, ...secured, querystring: ZBillQuery, response: zOk(ZPayInfo) } },
    async (request) => ok(await service.payInfo(currentUser(request), request.query.bill)),
  );
  app.get(
    '/api/Wx/PayResult',
    { ...auth, schema: { tags, ...secured, querystring: ZBillQuery, response: zOk(ZPayResult) } },
    async (request) => ok(await service.payResult(currentUser(request), request.query.bill)),
  );

  await app.register(notifyRoute, { service });
  if (sandbox) await app.register(sandboxRoutes, { sandbox });
};

/**
 * The provider's notification: no login (the signature is the credential), the raw body kept for
 * this route only (the signature covers the exact bytes). Answers in API v3's way: 204 when taken,
 * 401 {code: FAIL} when the signature does not check out, 500 {code: FAIL} to have it sent again.
 */
async function notifyRoute(app: FastifyInstance, { service }: { service: PaymentService }) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(NOTIFY_PATH, { schema: { tags: ['payment'], hide: true } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const fail = (status: number, message: string) =>
      reply
        .code(status)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send({ code: 'FAIL', message });
    try {
      const outcome = await service.notification(request.headers, raw);
      request.log.info({ outcome }, 'payment notification');
      return reply.code(204).send();
    } catch (error) {
      if (error instanceof NotificationRejected) {
        request.log.warn({ reason: error.message }, 'payment notification refused');
        return fail(401, '签名验证失败');
      }
      request.log.error({ err: error }, 'payment notification failed');
      return fail(500, '处理失败');
    }
  });
}

const ZSandboxQuery = z.object({
  prepay_id: z.string().max(100).default(''),
  return: z.string().max(2000).default('/'),
  /** The app's language (the phone's Accept-Language may differ from the one chosen in the app). */
  lang: z.string().max(5).optional(),
});
const ZSandboxForm = ZSandboxQuery.extend({ action: z.enum(['confirm', 'cancel']) });

/** The sandbox's confirm page and its two buttons (only without a merchant account). */
async function sandboxRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxProvider }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const html = (reply: import('fastify').FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .serializer((x: unknown) => String(x))
      .send(page);

  app.get(SANDBOX_PAGE, { schema: { tags: ['payment'], hide: true } }, async (request, reply) => {
    const query = ZSandboxQuery.safeParse(request.query);
    const returnTo = safeReturn(query.success ? query.data.return : '/');
    const order = query.success && query.data.prepay_id ? await sandbox.order(query.data.prepay_id) : null;
    const payable = order && order.status === 'created' ? order : null;
    const lang = query.success && isLanguage(query.data.lang) ? query.data.lang : request.lang;
    return html(reply, payable ? 200 : 404, sandboxPage(lang, payable, returnTo));
  });

  app.post(SANDBOX_PAGE, { schema: { tags: ['payment'], hide: true } }, async (request, reply) => {
    const form = ZSandboxForm.safeParse(request.body);
    if (!form.success) return html(reply, 400, sandboxPage(request.lang, null, '/'));
    const returnTo = safeReturn(form.data.return);
    if (form.data.action === 'cancel') return reply.redirect(withResult(returnTo, 'cancel'), 303);
    const notification = await sandbox.confirm(form.data.prepay_id);
    if (!notification) return reply.redirect(withResult(returnTo, 'fail'), 303);
    // Through the one notify route, as WeChat's notification would come: verify, decrypt, settle.
    const delivered = await app.inject({
      method: 'POST',
      url: NOTIFY_PATH,
      headers: notification.headers,
      payload: notification.body,
    });
    if (delivered.statusCode >= 300) {
      request.log.error({ status: delivered.statusCode }, 'sandbox notification not taken');
    }
    return reply.redirect(withResult(returnTo, 'ok'), 303);
  });
}
