import { createPublicKey, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications, paymentSandboxKeys, payments } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { registrationPayables } from '../activities/registration-payables.test-helpers';
import { NOTIFY_PATH } from './routes';
import { SANDBOX_KEY_ID, sandboxProvider } from './sandbox-provider';
import { encryptResource, privateKeyOf, rsaVerify, signNotification } from './wechat-crypto';

const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
const payables = registrationPayables({ app: () => app, clock, token: (who) => tokens[who] as string });

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of ['zhangsan', 'zhaoliu']) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

async function call(who: string | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { ...(who ? bearer(tokens[who] as string) : {}), 'accept-language': lang },
  });
  return { status: response.statusCode, body: response.json() };
}

const jsApi = (who: string, bill: string, tfee: number) =>
  call(who, 'POST', '/api/Wx/JsApi', { openid: 'o-test', tfee, body: '测试', sp_billno: bill });

const attemptsOf = (id: string) => app.database.db.select().from(payments).where(eq(payments.payableId, id));

async function sandboxKeys() {
  const [row] = await app.database.db.select().from(paymentSandboxKeys);
  if (!row) throw new Error('no sandbox keys');
  return row;
}

/** A notification as WeChat would send it, signed with the sandbox's "WeChat Pay" key. */
async function notification(
  outTradeNo: string,
  amountFen: number,
  {
    id = randomUUID(),
    timestamp = Math.floor(clock.now().getTime() / 1000),
    tradeState = 'SUCCESS',
    badKey = false,
  } = {},
) {
  const keys = await sandboxKeys();
  const resource = {
    out_trade_no: outTradeNo,
    transaction_id: `4200${outTradeNo.slice(-10)}`,
    trade_state: tradeState,
    amount: { total: amountFen, payer_total: amountFen, currency: 'CNY' },
    payer: { openid: 'o-test' },
  };
  const body = JSON.stringify({
    id,
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: encryptResource(JSON.stringify(resource), keys.apiV3Key, 'transaction', 'transaction'),
  });
  const key = privateKeyOf(badKey ? keys.merchantPrivateKey : keys.platformPrivateKey);
  return { headers: signNotification(body, SANDBOX_KEY_ID, key, timestamp), body };
}

const deliver = (n: { headers: Record<string, string>; body: string }) =>
  app.inject({ method: 'POST', url: NOTIFY_PATH, headers: n.headers, payload: n.body });

/** A payable of zhangsan with a started payment: its out_trade_no. */
async function started(amountFen = 1234) {
  const id = await payables.add('zhangsan', amountFen);
  const answer = await jsApi('zhangsan', `activity:${id}`, amountFen);
  expect(answer.body.errNo).toBe(0);
  const [attempt] = await attemptsOf(id);
  if (!attempt) throw new Error('no payment');
  return { id, bill: `activity:${id}`, outTradeNo: attempt.outTradeNo, payData: answer.body.resultData };
}

describe('JsApi', () => {
  it('answers signed pay data for the owner and reuses the open attempt', async () => {
    const { id, bill, payData } = await started(1234);
    expect(payData.package).toMatch(/^prepay_id=sandbox_[0-9a-f]{32}$/);
    expect(payData.signType).toBe('RSA');
    expect(payData.provider).toBe('sandbox');
    expect(payData.sandboxUrl).toBe(`/api/Wx/Sandbox/Pay?prepay_id=${payData.package.slice(10)}`);
    const keys = await sandboxKeys();
    const message = `${payData.appId}\n${payData.timeStamp}\n${payData.nonceStr}\n${payData.package}\n`;
    expect(rsaVerify(message, payData.paySign, createPublicKey(keys.merchantPublicKey))).toBe(true);
    expect(rsaVerify(`${message}x`, payData.paySign, createPublicKey(keys.merchantPublicKey))).toBe(false);
    const again = await jsApi('zhangsan', bill, 1234);
    expect(again.body.resultData.package).toBe(payData.package);
    expect(await attemptsOf(id)).toHaveLength(1);
  });

  it('five pay taps at once make one attempt with one prepay', async () => {
    const id = await payables.add('zhangsan', 4200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => jsApi('zhangsan', `activity:${id}`, 4200)),
    );
    expect(answers.map((a) => a.body.errNo)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(answers.map((a) => a.body.resultData.package)).size).toBe(1);
    expect(await attemptsOf(id)).toHaveLength(1);
  });

  it('refuses a tfee that differs from the amount, and changes nothing', async () => {
    const id = await payables.add('zhangsan', 5000);
    for (const tfee of [4999, 5001, 50]) {
      const answer = await jsApi('zhangsan', `activity:${id}`, tfee);
      expect(answer.body.errNo).not.toBe(0);
      expect(answer.body.message).toBe('支付金额与订单金额不一致，请刷新订单后重试');
    }
    const en = await call(
      'zhangsan',
      'POST',
      '/api/Wx/JsApi',
      { openid: '', tfee: 1, body: '', sp_billno: `activity:${id}` },
      'en',
    );
    expect(en.body.message).toMatch(/amount differs/);
    expect(await attemptsOf(id)).toHaveLength(0);
  });

  it('refuses bad input with a message, never a fault', async () => {
    const id = await payables.add('zhangsan', 100);
    for (const payload of [
      { openid: 'o', tfee: -1, body: '', sp_billno: `activity:${id}` },
      { openid: 'o', tfee: 1.5, body: '', sp_billno: `activity:${id}` },
      { openid: 'o', tfee: 'abc', body: '', sp_billno: `activity:${id}` },
      { openid: 'o', tfee: 100, body: '' },
    ]) {
      const answer = await call('zhangsan', 'POST', '/api/Wx/JsApi', payload);
      expect(answer.status).toBe(200);
      expect(answer.body.errNo).toBe(2);
    }
    for (const bill of ['', 'shopOrder:nope', 'activity:123', `unknown:${randomUUID()}`]) {
      const answer = await jsApi('zhangsan', bill, 100);
      expect(answer.status).toBe(200);
      expect(answer.body.errNo).not.toBe(0);
    }
    const bad = await jsApi('zhangsan', `activity:${randomUUID()}`, 100);
    expect(bad.body.message).toBe('订单不存在');
    const odd = await jsApi('zhangsan', 'x:1', 100);
    expect(odd.body.message).toBe('非正常支付操作,请在订单详细页面点击去支付按钮');
    expect(await attemptsOf(id)).toHaveLength(0);
  });

  it("another employee cannot pay, see or ask about someone's bill", async () => {
    const { bill } = await started(800);
    const id = bill.slice('activity:'.length);
    const pay = await jsApi('zhaoliu', bill, 800);
    expect(pay.body.errNo).toBe(3);
    expect(pay.body.message).toBe('订单不存在');
    for (const path of ['PayInfo', 'PayResult']) {
      const read = await call('zhaoliu', 'GET', `/api/Wx/${path}?bill=${bill}`);
      expect(read.body.errNo).toBe(3);
      expect(read.body.resultData).toBeNull();
    }
    expect(await attemptsOf(id)).toHaveLength(1);
    for (const path of ['/api/Wx/PayInfo?bill=x', '/api/Wx/PayResult?bill=x']) {
      expect((await call(null, 'GET', path)).status).toBe(401);
    }
    expect((await call(null, 'POST', '/api/Wx/JsApi', { tfee: 1, sp_billno: bill })).status).toBe(401);
  });

  it('refuses a closed payable and a paid one', async () => {
    const closed = await payables.add('zhangsan', 300);
    await payables.setState(closed, 'closed');
    const answer = await jsApi('zhangsan', `activity:${closed}`, 300);
    expect(answer.body.message).toBe('订单已关闭');
    const paid = await payables.add('zhangsan', 300);
    await payables.setState(paid, 'paid');
    expect((await jsApi('zhangsan', `activity:${paid}`, 300)).body.message).toBe('该订单已支付');
    expect((await jsApi('zhangsan', `activity:${paid}`, 300)).body.errNo).toBe(1);
  });
});

describe('PayInfo and PayResult', () => {
  it('shows the amount in yuan and the state, and asks the provider before answering', async () => {
    const id = await payables.add('zhangsan', 123456, '年会门票');
    const bill = `activity:${id}`;
    const info = await call('zhangsan', 'GET', `/api/Wx/PayInfo?bill=${bill}`);
    expect(info.body.resultData).toEqual({
      bill,
      kind: 'activity',
      amount: '1234.56',
      amountFen: 123456,
      description: '年会门票',
      state: 'open',
    });
    expect((await call('zhangsan', 'GET', `/api/Wx/PayResult?bill=${bill}`)).body.resultData.state).toBe(
      'none',
    );
    const pay = await jsApi('zhangsan', bill, 123456);
    expect((await call('zhangsan', 'GET', `/api/Wx/PayResult?bill=${bill}`)).body.resultData.state).toBe(
      'unpaid',
    );
    // The user paid but no notification came: the result asks the sandbox's order query.
    const sandbox = sandboxProvider({ db: app.database.db, clock });
    await sandbox.confirm(pay.body.resultData.package.slice('prepay_id='.length));
    const before = payables.calls.markPaid.filter((x) => x === id).length;
    const result = await call('zhangsan', 'GET', `/api/Wx/PayResult?bill=${bill}`);
    expect(result.body.resultData).toEqual({ bill, state: 'paid', amount: '1234.56' });
    expect(payables.calls.markPaid.filter((x) => x === id).length).toBe(before + 1);
    await call('zhangsan', 'GET', `/api/Wx/PayResult?bill=${bill}`);
    expect(payables.calls.markPaid.filter((x) => x === id).length).toBe(before + 1);
    expect((await jsApi('zhangsan', bill, 123456)).body.message).toBe('该订单已支付');
  });
});

describe('notifications', () => {
  it('ten identical good notifications at once: one paid transition, one markPaid', async () => {
    const { id, outTradeNo } = await started(990);
    const same = await notification(outTradeNo, 990);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(same)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    expect(payables.calls.markPaid.filter((x) => x === id)).toHaveLength(1);
    const [attempt] = await attemptsOf(id);
    expect(attempt?.status).toBe('paid');
    expect(attempt?.transactionId).toBe(`4200${outTradeNo.slice(-10)}`);
    const rows = await app.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outTradeNo, outTradeNo));
    expect(rows.map((r) => r.outcome)).toEqual(['paid']);
    expect(JSON.stringify(rows[0]?.summary)).not.toContain('o-test');
    // Ten more, each with its own id (WeChat's repeats), one after another and at once.
    for (let i = 0; i < 5; i += 1)
      expect((await deliver(await notification(outTradeNo, 990))).statusCode).toBe(204);
    const more = await Promise.all(
      Array.from({ length: 5 }, async () => deliver(await notification(outTradeNo, 990))),
    );
    expect(more.every((a) => a.statusCode === 204)).toBe(true);
    expect(payables.calls.markPaid.filter((x) => x === id)).toHaveLength(1);
    expect((await attemptsOf(id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('refuses a bad signature, an unknown key and a stale timestamp with 401, recording nothing', async () => {
    const { id, outTradeNo } = await started(4321);
    const bad = await notification(outTradeNo, 4321, { badKey: true });
    const tampered = await notification(outTradeNo, 4321);
    const stale = await notification(outTradeNo, 4321, {
      timestamp: Math.floor(clock.now().getTime() / 1000) - 301,
    });
    const future = await notification(outTradeNo, 4321, {
      timestamp: Math.floor(clock.now().getTime() / 1000) + 400,
    });
    const unknownSerial = await notification(outTradeNo, 4321);
    unknownSerial.headers['wechatpay-serial'] = 'PUB_KEY_ID_OTHER';
    for (const n of [
      bad,
      { headers: tampered.headers, body: tampered.body.replace('"event_type"', '"event_type" ') },
      stale,
      future,
      unknownSerial,
      { headers: {}, body: tampered.body },
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url: NOTIFY_PATH,
        headers: { 'content-type': 'application/json', ...n.headers },
        payload: n.body,
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 'FAIL', message: expect.any(String) });
    }
    expect(payables.calls.markPaid.filter((x) => x === id)).toHaveLength(0);
    const rows = await app.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outTradeNo, outTradeNo));
    expect(rows).toHaveLength(0);
    expect((await attemptsOf(id)).map((p) => p.status)).toEqual(['created']);
  });

  it('records an amount mismatch and changes nothing', async () => {
    const { id, outTradeNo } = await started(2000);
    expect((await deliver(await notification(outTradeNo, 1))).statusCode).toBe(204);
    expect(payables.calls.markPaid.filter((x) => x === id)).toHaveLength(0);
    expect((await attemptsOf(id)).map((p) => p.status)).toEqual(['created']);
    const rows = await app.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outTradeNo, outTradeNo));
    expect(rows.map((r) => r.outcome)).toEqual(['mismatch']);
    expect(
      (await call('zhangsan', 'GET', `/api/Wx/PayResult?bill=activity:${id}`)).body.resultData.state,
    ).toBe('unpaid');
  });

  it('a payment for a payable closed meanwhile is kept, flagged and refunded, never lost', async () => {
    const { id, outTradeNo } = await started(666);
    await payables.setState(id, 'closed');
    expect((await deliver(await notification(outTradeNo, 666))).statusCode).toBe(204);
    expect((await attemptsOf(id)).map((p) => p.status)).toEqual(['refund_pending']);
    const rows = await app.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outTradeNo, outTradeNo));
    expect(rows.map((r) => r.outcome)).toEqual(['refund']);
    expect(
      (await call('zhangsan', 'GET', `/api/Wx/PayResult?bill=activity:${id}`)).body.resultData.state,
    ).toBe('refunding');
    await app.jobs.runDue();
    expect((await attemptsOf(id)).map((p) => p.status)).toEqual(['refunded']);
    // The payable never took this money, so it is not told of a refund.
    expect(payables.calls.markRefunded).not.toContain(id);
    expect(
      (await call('zhangsan', 'GET', `/api/Wx/PayResult?bill=activity:${id}`)).body.resultData.state,
    ).toBe('refunded');
  });

  it('a refund through the port ends with the payable refunded', async () => {
    const { id, outTradeNo } = await started(777);
    await deliver(await notification(outTradeNo, 777));
    await expect(app.payments.refund('activity', randomUUID(), 'test')).rejects.toThrow();
    await app.payments.refund('activity', id, '用户取消');
    expect((await attemptsOf(id)).map((p) => p.status)).toEqual(['refund_pending']);
    await app.jobs.runDue();
    expect((await attemptsOf(id)).map((p) => p.status)).toEqual(['refunded']);
    expect(payables.calls.markRefunded.filter((x) => x === id)).toHaveLength(1);
  });

  it('settleFromProvider: none, unpaid, then paid from the order query', async () => {
    const id = await payables.add('zhangsan', 50);
    expect(await app.payments.settleFromProvider('activity', id)).toBe('none');
    const pay = await jsApi('zhangsan', `activity:${id}`, 50);
    expect(await app.payments.settleFromProvider('activity', id)).toBe('unpaid');
    await sandboxProvider({ db: app.database.db, clock }).confirm(pay.body.resultData.package.slice(10));
    expect(await app.payments.settleFromProvider('activity', id)).toBe('paid');
    expect(await app.payments.settleFromProvider('activity', id)).toBe('paid');
    expect(payables.calls.markPaid.filter((x) => x === id)).toHaveLength(1);
  });
});

describe('the sandbox page', () => {
  it('says it is the sandbox, in the reader language, and shows amount and description', async () => {
    const { payData } = await started(1999);
    const url = `${payData.sandboxUrl}&return=${encodeURIComponent('/pay?flag=order&bill=x')}`;
    const zh = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toMatch(/text\/html/);
    expect(zh.body).toContain('支付沙箱');
    expect(zh.body).toContain('不会真正扣款');
    expect(zh.body).toContain('¥19.99');
    expect(zh.body).toContain('测试活动报名费');
    expect(zh.body).toContain('确认支付');
    expect(zh.body).toContain('取消');
    const en = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US,en' } });
    expect(en.body).toContain('no money is charged');
    const ja = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ja' } });
    expect(ja.body).toContain('決済サンドボックス');
    // The app's own language wins over the phone's.
    const chosen = await app.inject({
      method: 'GET',
      url: `${url}&lang=en`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chosen.body).toContain('Payment sandbox');
    const missing = await app.inject({ method: 'GET', url: '/api/Wx/Sandbox/Pay?prepay_id=sandbox_nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('confirm pays through the notify handler and returns with result=ok; cancel with result=cancel', async () => {
    const { id, bill, payData } = await started(2500);
    const prepayId = payData.package.slice(10);
    const form = (action: string, ret: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Wx/Sandbox/Pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ prepay_id: prepayId, return: ret, action }).toString(),
      });
    const cancel = await form('cancel', `/pay?flag=order&bill=${bill}`);
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/pay?flag=order&bill=${encodeURIComponent(bill)}&result=cancel`);
    expect(await payables.stateOf(id)).toBe('open');
    const evil = await form('cancel', 'https://evil.example/steal');
    expect(evil.headers.location).toBe('/?result=cancel');
    const protocolRelative = await form('cancel', '//evil.example/x');
    expect(protocolRelative.headers.location).toBe('/?result=cancel');
    const confirm = await form('confirm', `/pay?flag=order&bill=${bill}`);
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toContain('result=ok');
    expect(await payables.stateOf(id)).toBe('paid');
    expect(payables.calls.markPaid.filter((x) => x === id)).toHaveLength(1);
    const rows = await app.database.db
      .select()
      .from(paymentNotifications)
      .innerJoin(payments, eq(payments.outTradeNo, paymentNotifications.outTradeNo))
      .where(eq(payments.payableId, id));
    expect(rows.map((r) => r.payment_notifications.outcome)).toEqual(['paid']);
    // Confirming twice changes nothing more.
    await form('confirm', '/pay');
    expect(payables.calls.markPaid.filter((x) => x === id)).toHaveLength(1);
    expect((await form('bogus', '/pay')).statusCode).toBe(400);
  });
});
