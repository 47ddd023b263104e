import { execFileSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { payments } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { registrationPayables } from '../activities/registration-payables.test-helpers';
import { NOTIFY_PATH } from './routes';
import {
  decryptResource,
  encryptResource,
  NotificationRejected,
  parseAuthorization,
  privateKeyOf,
  requestMessage,
  rsaSign,
  rsaVerify,
  signNotification,
  verifyNotification,
} from './wechat-crypto';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pem();
const platform = pem();
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const KEY_ID = 'PUB_KEY_ID_0114231234562024112500000001';
const MCHID = '1900000109';
const clock = fixedClock('2026-11-25T02:00:00Z');
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

describe('WeChat Pay v3 crypto', () => {
  it('AEAD_AES_256_GCM round trip; a changed byte, nonce or associated data fails', () => {
    const text = JSON.stringify({ out_trade_no: 'EH1', amount: { total: 1 } });
    const resource = encryptResource(text, API_V3_KEY, 'transaction', 'transaction');
    expect(resource.nonce).toHaveLength(12);
    expect(decryptResource(resource, API_V3_KEY)).toBe(text);
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = (bytes[0] as number) ^ 1;
    expect(() =>
      decryptResource({ ...resource, ciphertext: bytes.toString('base64') }, API_V3_KEY),
    ).toThrow();
    expect(() => decryptResource({ ...resource, associated_data: 'other' }, API_V3_KEY)).toThrow();
    expect(() => decryptResource(resource, 'A'.repeat(32))).toThrow();
  });

  it('request signature: the documented message, verified with the merchant public key', () => {
    const message = requestMessage(
      'GET',
      '/v3/certificates',
      1554208460,
      '593BEC0C930BF1AFEB40B4A08C8FB242',
      '',
    );
    expect(message).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
    const signature = rsaSign(message, privateKeyOf(merchant.privateKey));
    expect(rsaVerify(message, signature, createPublicKey(merchant.publicKey))).toBe(true);
    expect(rsaVerify(message, signature, createPublicKey(platform.publicKey))).toBe(false);
  });

  it('notification check: key by serial, 5-minute window, signature over the raw body', () => {
    const body = JSON.stringify({
      id: 'n1',
      event_type: 'TRANSACTION.SUCCESS',
      resource: encryptResource('{"a":1}', API_V3_KEY, 'transaction', 'transaction'),
    });
    const keys = new Map([[KEY_ID, createPublicKey(platform.publicKey)]]);
    const headers = signNotification(body, KEY_ID, privateKeyOf(platform.privateKey), nowSeconds());
    expect(verifyNotification(headers, body, keys, API_V3_KEY, nowSeconds()).resource).toEqual({ a: 1 });
    expect(verifyNotification(headers, body, keys, API_V3_KEY, nowSeconds() + 300).id).toBe('n1');
    expect(() => verifyNotification(headers, body, keys, API_V3_KEY, nowSeconds() + 301)).toThrow(
      NotificationRejected,
    );
    expect(() => verifyNotification(headers, `${body} `, keys, API_V3_KEY, nowSeconds())).toThrow(
      /bad signature/,
    );
    expect(() =>
      verifyNotification(
        { ...headers, 'wechatpay-signature': 'WECHATPAY/SIGNTEST/x' },
        body,
        keys,
        API_V3_KEY,
        nowSeconds(),
      ),
    ).toThrow(NotificationRejected);
    expect(() => verifyNotification(headers, body, keys, 'B'.repeat(32), nowSeconds())).toThrow(/decrypt/);
  });
});

/** A tiny WeChat Pay: checks our Authorization signature with the merchant public key, signs its answers. */
async function fakeWechat() {
  const trades = new Map<string, { amount: number; state: string; transactionId: string }>();
  const seen: { path: string; body: unknown }[] = [];
  const server: FastifyInstance = Fastify();
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  const signed = (status: number, data: object) => {
    const text = JSON.stringify(data);
    const headers = signNotification(text, KEY_ID, privateKeyOf(platform.privateKey), nowSeconds());
    return { status, text, headers };
  };
  server.addHook('preHandler', async (request, reply) => {
    const auth = parseAuthorization(String(request.headers.authorization ?? ''));
    const body = typeof request.body === 'string' ? request.body : '';
    const ok =
      auth &&
      auth.mchid === MCHID &&
      auth.serial_no === 'MERCHANTSERIAL' &&
      rsaVerify(
        requestMessage(request.method, request.url, Number(auth.timestamp), auth.nonce_str as string, body),
        auth.signature as string,
        createPublicKey(merchant.publicKey),
      );
    if (!ok) {
      const answer = signed(401, { code: 'SIGN_ERROR', message: '签名错误' });
      return reply.code(answer.status).headers(answer.headers).send(answer.text);
    }
    seen.push({ path: request.url, body: body ? JSON.parse(body) : null });
  });
  const send = (reply: import('fastify').FastifyReply, status: number, data: object) => {
    const answer = signed(status, data);
    return reply.code(status).headers(answer.headers).send(answer.text);
  };
  server.post('/v3/pay/transactions/jsapi', async (request, reply) => {
    const body = JSON.parse(request.body as string);
    trades.set(body.out_trade_no, {
      amount: body.amount.total,
      state: 'NOTPAY',
      transactionId: `42000${Date.now()}`,
    });
    return send(reply, 200, { prepay_id: `wx${body.out_trade_no}` });
  });
  server.get('/v3/pay/transactions/out-trade-no/:no', async (request, reply) => {
    const trade = trades.get((request.params as { no: string }).no);
    if (!trade) return send(reply, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    return send(reply, 200, {
      out_trade_no: (request.params as { no: string }).no,
      trade_state: trade.state,
      transaction_id: trade.state === 'SUCCESS' ? trade.transactionId : undefined,
      amount: { total: trade.amount, currency: 'CNY' },
    });
  });
  server.post('/v3/refund/domestic/refunds', async (_request, reply) =>
    send(reply, 200, { refund_id: '50000000382019052709732678859', status: 'SUCCESS' }),
  );
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, address, trades, seen };
}

describe('the WeChat Pay provider against a local fake of api.mch.weixin.qq.com', () => {
  let fake: Awaited<ReturnType<typeof fakeWechat>>;
  let app: TestApp;
  let token: string;
  const payables = registrationPayables({ app: () => app, clock, token: () => token });

  beforeAll(async () => {
    fake = await fakeWechat();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ':memory:',
      WXPAY_MCHID: MCHID,
      WXPAY_APPID: 'wxd678efh567hg6787',
      WXPAY_SERIAL_NO: 'MERCHANTSERIAL',
      WXPAY_PRIVATE_KEY: merchant.privateKey,
      WXPAY_APIV3_KEY: API_V3_KEY,
      WXPAY_PUBLIC_KEY: platform.publicKey,
      WXPAY_PUBLIC_KEY_ID: KEY_ID,
      WXPAY_NOTIFY_URL: 'https://ehome.example/api/Wx/PayNotify',
      WXPAY_BASE_URL: fake.address,
    });
    app = await createTestApp({ clock, config: { wxPay: config.wxPay } });
    token = await app.login('zhangsan');
  });
  afterAll(async () => {
    await app?.close();
    await fake?.server.close();
  });

  const jsApi = (bill: string, tfee: number, openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o') =>
    app.inject({
      method: 'POST',
      url: '/api/Wx/JsApi',
      headers: bearer(token),
      payload: { openid, tfee, body: 'x', sp_billno: bill },
    });

  it('prepays with a signed request and answers pay data signed with the merchant key', async () => {
    const id = await payables.add('zhangsan', 1888, '活动报名费');
    const answer = (await jsApi(`activity:${id}`, 1888)).json();
    expect(answer.errNo).toBe(0);
    const data = answer.resultData;
    expect(data.provider).toBe('wechat');
    expect(data.sandboxUrl).toBeNull();
    expect(data.appId).toBe('wxd678efh567hg6787');
    expect(data.package).toMatch(/^prepay_id=wxEH[0-9a-f]{30}$/);
    const message = `${data.appId}\n${data.timeStamp}\n${data.nonceStr}\n${data.package}\n`;
    expect(rsaVerify(message, data.paySign, createPublicKey(merchant.publicKey))).toBe(true);
    const request = fake.seen.find((s) => s.path === '/v3/pay/transactions/jsapi')?.body as Record<
      string,
      unknown
    >;
    expect(request).toMatchObject({
      appid: 'wxd678efh567hg6787',
      mchid: MCHID,
      description: '活动报名费',
      notify_url: 'https://ehome.example/api/Wx/PayNotify',
      amount: { total: 1888, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    expect((await jsApi(`activity:${id}`, 1888, '')).json().message).toBe('请在微信中打开后再支付');
  });

  it('a real notification pays once; the order query settles when none came; refunds go to WeChat', async () => {
    const id = await payables.add('zhangsan', 500);
    await jsApi(`activity:${id}`, 500);
    const [attempt] = await app.database.db.select().from(payments).where(eq(payments.payableId, id));
    const outTradeNo = attempt?.outTradeNo as string;
    const body = JSON.stringify({
      id: randomUUID(),
      event_type: 'TRANSACTION.SUCCESS',
      resource: encryptResource(
        JSON.stringify({
          out_trade_no: outTradeNo,
          transaction_id: '4200001',
          trade_state: 'SUCCESS',
          amount: { total: 500 },
        }),
        API_V3_KEY,
        'transaction',
        'transaction',
      ),
    });
    const forged = signNotification(body, KEY_ID, privateKeyOf(merchant.privateKey), nowSeconds());
    const refused = await app.inject({ method: 'POST', url: NOTIFY_PATH, headers: forged, payload: body });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('FAIL');
    const good = signNotification(body, KEY_ID, privateKeyOf(platform.privateKey), nowSeconds());
    expect(
      (await app.inject({ method: 'POST', url: NOTIFY_PATH, headers: good, payload: body })).statusCode,
    ).toBe(204);
    // The counter is shared by every test file in this worker: look at this test's payables only.
    expect(payables.calls.markPaid.filter((x) => x === id)).toEqual([id]);

    const other = await payables.add('zhangsan', 700);
    expect(await app.payments.settleFromProvider('activity', other)).toBe('none');
    await jsApi(`activity:${other}`, 700);
    expect(await app.payments.settleFromProvider('activity', other)).toBe('unpaid');
    const [second] = await app.database.db.select().from(payments).where(eq(payments.payableId, other));
    (fake.trades.get(second?.outTradeNo as string) as { state: string }).state = 'SUCCESS';
    expect(await app.payments.settleFromProvider('activity', other)).toBe('paid');
    expect(payables.calls.markPaid.filter((x) => x === id || x === other)).toEqual([id, other]);

    await app.payments.refund('activity', other, 'test');
    await app.jobs.runDue();
    const [refunded] = await app.database.db.select().from(payments).where(eq(payments.payableId, other));
    expect(refunded?.status).toBe('refunded');
    const refundCall = fake.seen.find((s) => s.path === '/v3/refund/domestic/refunds')?.body;
    expect(refundCall).toMatchObject({
      out_trade_no: second?.outTradeNo,
      amount: { refund: 700, total: 700, currency: 'CNY' },
    });
  });
});

describe('configuration', () => {
  it('takes platform certificates by their serial', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wxpay-'));
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=Tenpay',
        '-set_serial',
        '0x5157F09EFDC096DE15EBE81A47057A72',
      ],
      { stdio: 'ignore' },
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ':memory:',
      WXPAY_MCHID: MCHID,
      WX_APP_ID: 'wxapp',
      WXPAY_SERIAL_NO: 'S',
      WXPAY_PRIVATE_KEY: key,
      WXPAY_APIV3_KEY: API_V3_KEY,
      WXPAY_PLATFORM_CERTS: cert,
      WXPAY_NOTIFY_URL: 'https://x.example/n',
    });
    expect(config.wxPay?.appId).toBe('wxapp');
    expect(config.wxPay?.publicKeys.map((k) => k.serial)).toEqual(['5157F09EFDC096DE15EBE81A47057A72']);
    expect(config.wxPay?.privateKey).toBe(readFileSync(key, 'utf8'));
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', WXPAY_MCHID: MCHID })).toThrow(
      /WXPAY_APPID/,
    );
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' }).wxPay).toBeNull();
  });
});
