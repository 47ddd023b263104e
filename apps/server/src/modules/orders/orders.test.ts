import { ORDER_STATUS, SHOP_CLOSE_UNPAID_JOB } from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_ORDER_IDS } from '../../db/demo/shop-orders';

/** The demo orders' ids; `rice` is the good of their two-unit line (the T-shirt, stock 50). */
const D = { ...DEMO_ORDER_IDS, rice: DEMO_ORDER_IDS.tshirt };

import {
  shopGifts,
  shopGoods,
  shopOrderEvents,
  shopOrderGifts,
  shopOrderLines,
  shopOrders,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { addCompany, copyEmployee } from '../../testing/people';
import type { PaymentsPort } from '../payment/ports';
import { SHOP_UNPAID_SWEEP_JOB, sendCloseUnpaid, unpaidCloser } from './close-unpaid';
import { shopOrderPayable } from './payable';

// Thursday 26 November 2026, 11:00 in Shanghai.
const clock = fixedClock('2026-11-26T03:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
const payable = shopOrderPayable({ clock });

/** The payment module as the orders see it: what the provider says, and what a refund does. */
const provider = {
  says: 'none' as 'paid' | 'unpaid' | 'none',
  asked: [] as string[],
  refund: 'confirm' as 'confirm' | 'pending' | 'fail',
};
const payments: Pick<PaymentsPort, 'settleFromProvider' | 'refund'> = {
  async settleFromProvider(_kind, id) {
    provider.asked.push(id);
    // Like the payment module: a paid answer records the payment (markPaid) before answering.
    if (provider.says === 'paid')
      await app.database.db.transaction((tx) => payable.markPaid(tx, id, clock.now()));
    return provider.says;
  },
  async refund(_kind, id) {
    if (provider.refund === 'fail') throw new AppError(1, 'error.Failed');
    if (provider.refund === 'confirm')
      await app.database.db.transaction(async (tx) => payable.markRefunded?.(tx, id, clock.now()));
  },
};

beforeAll(async () => {
  app = await createTestApp({ clock, payments });
  for (const who of ['zhangsan', 'zhaoliu', 'wangwu', 'lisi']) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  provider.says = 'none';
  provider.asked = [];
  provider.refund = 'confirm';
});

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const S = '/CIICOnSalesAPI/OnSales';
const W = '/CIICOnSalesAPI/Welfare';
const get = (who: string, url: string, lang = 'zh') => call(who, 'GET', url, undefined, lang);
const post = (who: string, url: string, payload: object, lang = 'zh') =>
  call(who, 'POST', url, payload, lang);

const db = () => app.database.db;
const orderRow = async (id: string) =>
  (await db().select().from(shopOrders).where(eq(shopOrders.id, id)))[0] as typeof shopOrders.$inferSelect;
const stockOf = async (goodsId: string) =>
  (await db().select({ s: shopGoods.stock }).from(shopGoods).where(eq(shopGoods.id, goodsId)))[0]
    ?.s as number;
const giftStock = async () =>
  (await db().select({ s: shopGifts.stock }).from(shopGifts).where(eq(shopGifts.id, D.bag)))[0]?.s as number;
const eventsOf = (id: string) => db().select().from(shopOrderEvents).where(eq(shopOrderEvents.orderId, id));

let seq = 0;
/** A new order placed now as checkout would: stock taken, pay-before in 30 minutes. */
async function placeOrder({
  eid = DEMO_IDS.zhangsan,
  qty = 3,
  virtual = false,
  gift = false,
}: {
  eid?: string;
  qty?: number;
  virtual?: boolean;
  gift?: boolean;
} = {}): Promise<string> {
  seq += 1;
  const goodsId = virtual ? D.swimCard : D.rice;
  const now = clock.now();
  const [row] = await db()
    .insert(shopOrders)
    .values({
      orderNumber: `T${Date.now()}${seq}`,
      shop: 'sales',
      sellerId: D.salesSeller,
      eid,
      status: 1,
      clientKey: `test-${seq}`,
      deliveryMode: 'Express',
      oldTotalFen: 5900 * qty,
      promotionFen: 0,
      freightFen: 0,
      freightDiscountFen: 0,
      totalFen: 5900 * qty,
      isVirtual: virtual,
      payBefore: new Date(now.getTime() + 30 * 60_000),
      createdAt: now,
    })
    .returning({ id: shopOrders.id });
  const id = (row as { id: string }).id;
  await db().insert(shopOrderLines).values({ orderId: id, goodsId, productName: 'x', priceFen: 5900, qty });
  const stock = await stockOf(goodsId);
  await db()
    .update(shopGoods)
    .set({ stock: stock - qty })
    .where(eq(shopGoods.id, goodsId));
  if (gift) {
    await db().insert(shopOrderGifts).values({ orderId: id, giftId: D.bag, giftName: '帆布购物袋', qty: 2 });
    await db()
      .update(shopGifts)
      .set({ stock: (await giftStock()) - 2 })
      .where(eq(shopGifts.id, D.bag));
  }
  return id;
}

describe('order lists: only the caller’s own orders, by shop and status, 10 a page', () => {
  it('pages the special-sale orders to totalCount and filters by status', async () => {
    const all = await get('zhangsan', `${S}/GetOrderList?orderStatus=0&pageNow=1&pageSize=10`);
    expect(all.errNo).toBe(0);
    expect(all.resultData.totalCount).toBe(11);
    expect(all.resultData.result).toHaveLength(10);
    const page2 = await get('zhangsan', `${S}/GetOrderList?pageNow=2`);
    expect(page2.resultData.result).toHaveLength(1);
    const ids = [...all.resultData.result, ...page2.resultData.result].map(
      (o: { order_id: string }) => o.order_id,
    );
    expect(new Set(ids).size).toBe(11);
    expect(ids).not.toContain(D.zhaoliuUnpaid);
    expect(ids).not.toContain(D.welfarePickup);

    const toShip = await get('zhangsan', `${S}/GetOrderList?orderStatus=2&pageNow=1&pageSize=10`);
    expect(toShip.resultData.result.map((o: { order_id: string }) => o.order_id)).toEqual([D.toShip]);
    const item = toShip.resultData.result[0];
    // 降噪蓝牙耳机 199.00 + 2 x 纪念T恤 59.00 = 317.00; express 10.00 waived from 200.
    expect(item).toMatchObject({
      order_number: 'S20261125002',
      total: '317.00',
      ex_charges: '10.00',
      exp_charges: '10.00',
      order_status: 2,
      is_payment: false,
      is_read: false,
      pro_count: 3,
      sales_name: '浦江优选',
      shop: 'sales',
    });
    expect(item.gifts).toEqual([{ icon: null, gift_name: '帆布购物袋', gift_count: 1 }]);
    const done = await get('zhangsan', `${S}/GetOrderList?orderStatus=3`);
    expect(done.resultData.totalCount).toBe(5);
    const paid = await get('zhangsan', `${S}/GetOrderList?orderStatus=2,3,4`);
    expect(paid.resultData.totalCount).toBe(7);
    const unpaid = await get('zhangsan', `${S}/GetOrderList?orderStatus=1`);
    expect(unpaid.resultData.result[0].is_payment).toBe(true);

    const welfare = await get('zhangsan', `${W}/GetOrderList`);
    expect(welfare.resultData.result.map((o: { order_id: string }) => o.order_id)).toEqual([D.welfarePickup]);
    const en = await get('zhangsan', `${W}/GetOrderList`, 'en');
    expect(en.resultData.result[0].sales_name).toBe('Staff Welfare Store');
  });

  it('refuses a bad status or page with a clear message', async () => {
    for (const q of ['orderStatus=9', 'orderStatus=abc', 'orderStatus=2,x', 'pageNow=0', 'pageSize=500']) {
      const body = await get('zhangsan', `${S}/GetOrderList?${q}`);
      expect(body.status, q).toBe(200);
      expect(body.errNo, q).not.toBe(0);
      expect(body.message, q).toBeTruthy();
    }
    expect((await get('zhangsan', `${S}/GetOrderList?orderStatus=9`)).message).toBe('订单状态不正确');
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: `${S}/GetOrderList` });
    expect(response.statusCode).toBe(401);
  });
});

describe('order detail', () => {
  it('shows the order with money as yuan and the courier', async () => {
    const body = await get('zhangsan', `${S}/GetOrderByID?orderID=${D.done}`);
    expect(body.errNo).toBe(0);
    expect(body.resultData).toMatchObject({
      order_status: 3,
      delivery_mode: 'Express',
      consignee: '张三',
      city: '上海市',
      address: '人民大道200号 研发部',
      old_total: '199.00',
      p_total: '0.00',
      total: '209.00',
      exp_company: '顺丰速运',
      exp_number: 'SF1234567890123',
      voucher_code: null,
    });
    expect(body.resultData.products[0]).toMatchObject({
      product_name: '降噪蓝牙耳机',
      sales_prices: '199.00',
      qty: 1,
    });
    const same = await get('zhangsan', `${W}/GetSalesDetailById?orderId=${D.done}`);
    expect(same.resultData.order_number).toBe('S20261120003');
  });

  it('gives a paid virtual order its voucher code and good, an unpaid one its pay-before time', async () => {
    const v = await get('zhangsan', `${S}/GetSalesDetailById?orderId=${D.paidVirtual}`);
    expect(v.resultData.is_virtual).toBe(true);
    expect(v.resultData.voucher_code).toBe('8026 1447 0519');
    expect(v.resultData.virtual_product_id).toBe(D.swimCard);
    const u = await get('zhangsan', `${S}/GetOrderByID?orderID=${D.unpaid}`);
    // Placed 5 minutes before the demo was loaded; the demo's unpaid orders wait a day.
    expect(u.resultData.pay_before).toBe('2026-11-27 10:55:00');
  });

  it('another employee’s order and an unknown id read like nothing, a bad id is named', async () => {
    for (const url of [
      `${S}/GetOrderByID?orderID=${D.zhaoliuUnpaid}`,
      `${S}/GetSalesDetailById?orderId=${D.zhaoliuUnpaid}`,
      `${W}/GetOrderByID?orderID=00000000-0000-4000-8000-000000000000`,
    ]) {
      const body = await get('zhangsan', url);
      expect(body.status).toBe(200);
      expect(body.errNo, url).toBe(3);
      expect(body.message).toBe('订单不存在');
      expect(body.resultData).toBeNull();
    }
    const bad = await get('zhangsan', `${S}/GetOrderByID?orderID=abc`);
    expect(bad.errNo).not.toBe(0);
    expect(bad.message).toBe('订单编号不正确');
    const ja = await get('zhangsan', `${S}/GetOrderByID?orderID=${D.zhaoliuUnpaid}`, 'ja');
    expect(ja.message).toBe('注文が存在しません');
    // 赵六 sees his own.
    expect((await get('zhaoliu', `${S}/GetOrderByID?orderID=${D.zhaoliuUnpaid}`)).errNo).toBe(0);
  });

  it('marks an order read for its owner only', async () => {
    const foreign = await get('zhaoliu', `/api/CIICEService/UpdateReadStatus?id=${D.toShip}&readType=Sales`);
    expect(foreign.errNo).toBe(3);
    expect((await orderRow(D.toShip)).isRead).toBe(false);
    const badType = await get('zhangsan', `/api/CIICEService/UpdateReadStatus?id=${D.toShip}&readType=Other`);
    expect(badType.errNo).not.toBe(0);
    // A malformed id names neither an order nor an activity.
    for (const readType of ['Sales', 'Activities']) {
      const badId = await get('zhangsan', `/api/CIICEService/UpdateReadStatus?id=nope&readType=${readType}`);
      expect(badId).toMatchObject({ errNo: 2, message: '编号不正确' });
    }
    const body = await get('zhangsan', `/api/CIICEService/UpdateReadStatus?id=${D.toShip}&readType=Sales`);
    expect(body).toMatchObject({ errNo: 0, resultData: true });
    expect((await orderRow(D.toShip)).isRead).toBe(true);
  });
});

describe('DelOrderById: only 待支付 and 交易关闭, all or nothing', () => {
  it('refuses a paid order and changes nothing, the closed one in the same call included', async () => {
    for (const id of [D.toShip, D.done, D.paidVirtual, D.refunding, D.refunded]) {
      const body = await post('zhangsan', `${S}/DelOrderById`, { orderIds: [D.closed, id] });
      expect(body.errNo, id).not.toBe(0);
      expect(body.message).toBe('只有待支付和交易关闭的订单可以删除');
    }
    expect((await orderRow(D.closed)).deletedAt).toBeNull();
    for (const payload of [{ orderIds: [] }, { orderIds: ['x'] }, {}]) {
      const body = await post('zhangsan', `${S}/DelOrderById`, payload);
      expect(body.status).toBe(200);
      expect(body.errNo).not.toBe(0);
    }
  });

  it('refuses another employee’s order and leaves it as it was', async () => {
    const body = await post('zhangsan', `${S}/DelOrderById`, { orderIds: [D.zhaoliuUnpaid] });
    expect(body.errNo).toBe(3);
    const row = await orderRow(D.zhaoliuUnpaid);
    expect(row.status).toBe(1);
    expect(row.deletedAt).toBeNull();
  });

  it('hides a closed order from its buyer', async () => {
    const body = await post('zhangsan', `${S}/DelOrderById`, { orderIds: [D.closed] });
    expect(body).toMatchObject({ errNo: 0, resultData: { deleted: 1, closed: 0 } });
    expect((await get('zhangsan', `${S}/GetOrderByID?orderID=${D.closed}`)).errNo).toBe(3);
    const list = await get('zhangsan', `${S}/GetOrderList?orderStatus=7`);
    expect(list.resultData.totalCount).toBe(0);
    expect((await post('zhangsan', `${S}/DelOrderById`, { orderIds: [D.closed] })).errNo).toBe(3);
  });

  it('closes an unpaid order first and returns its goods and gifts once', async () => {
    const rice = await stockOf(D.rice);
    const gifts = await giftStock();
    const id = await placeOrder({ qty: 4, gift: true });
    expect(await stockOf(D.rice)).toBe(rice - 4);
    const body = await post('zhangsan', `${S}/DelOrderById`, { orderIds: [id] });
    expect(body).toMatchObject({ errNo: 0, resultData: { deleted: 1, closed: 1 } });
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 7, closeReason: 'cancelled' });
    expect(row.deletedAt).not.toBeNull();
    expect(await stockOf(D.rice)).toBe(rice);
    expect(await giftStock()).toBe(gifts);
    expect((await eventsOf(id)).map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([[1, 7, 'buyer']]);
    expect(provider.asked).toEqual([id]);
  });

  it('the same delete sent 20 times at once: closed once, stock returned once, never a 500', async () => {
    provider.says = 'none';
    const rice = await stockOf(D.rice);
    const id = await placeOrder({ qty: 2 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('zhangsan', `${S}/DelOrderById`, { orderIds: [id] })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.errNo === 0).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.resultData?.closed === 1)).toHaveLength(1);
    expect((await orderRow(id)).status).toBe(7);
    expect(await stockOf(D.rice)).toBe(rice);
    expect((await eventsOf(id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([[1, 7]]);
  });

  it('does not close an unpaid order the provider reports paid', async () => {
    const id = await placeOrder();
    provider.says = 'paid';
    const body = await post('zhangsan', `${S}/DelOrderById`, { orderIds: [id] });
    expect(body.errNo).not.toBe(0);
    expect(body.message).toBe('订单状态已变化，请刷新后重试');
    expect((await orderRow(id)).status).toBe(2);
  });
});

describe('unpaid orders close after the timeout through the job runner', () => {
  it('closes an overdue unpaid order and returns its stock; the same job twice changes nothing more', async () => {
    const rice = await stockOf(D.rice);
    const gifts = await giftStock();
    const id = await placeOrder({ qty: 5, gift: true });
    // Too early: the job leaves it.
    await app.jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId: id });
    await app.jobs.runDue();
    expect((await orderRow(id)).status).toBe(1);
    expect(provider.asked).toEqual([]);

    clock.advance(31 * 60_000);
    provider.says = 'unpaid';
    await app.jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId: id });
    await app.jobs.runDue();
    expect(await orderRow(id)).toMatchObject({ status: 7, closeReason: 'timeout' });
    expect(await stockOf(D.rice)).toBe(rice);
    expect(await giftStock()).toBe(gifts);
    expect(provider.asked).toContain(id);

    for (let i = 0; i < 2; i += 1) {
      await app.jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId: id });
      await app.jobs.runDue();
    }
    expect(await stockOf(D.rice)).toBe(rice);
    expect(await giftStock()).toBe(gifts);
    expect((await eventsOf(id)).map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([[1, 7, 'timeout']]);
    // The buyer sees it closed.
    expect((await get('zhangsan', `${S}/GetOrderByID?orderID=${id}`)).resultData.order_status).toBe(7);
  });

  it('checkout queues the close for the pay-before time; a job sent early tries again then', async () => {
    const rice = await stockOf(D.rice);
    const id = await placeOrder({ qty: 1 });
    const { payBefore } = await orderRow(id);
    await sendCloseUnpaid(app.jobs, id, payBefore as Date, clock.now());
    await app.jobs.runDue();
    expect((await orderRow(id)).status).toBe(1);
    // An early job (a shorter timeout configured when it was sent) puts itself off.
    await app.jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId: id });
    await app.jobs.runDue();
    expect((await orderRow(id)).status).toBe(1);
    clock.advance(30 * 60_000 + 1000);
    // The embedded queue runs delayed jobs by the app's clock; pg-boss delays by the database's
    // real time, so there the job arriving at its time is sent now.
    if (app.jobs.kind === 'pg-boss') await app.jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId: id });
    await app.jobs.runDue();
    expect(await orderRow(id)).toMatchObject({ status: 7, closeReason: 'timeout' });
    expect(await stockOf(D.rice)).toBe(rice);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('leaves an order whose payment the provider reports paid (the payment path marks it paid)', async () => {
    const rice = await stockOf(D.rice);
    const id = await placeOrder({ qty: 2 });
    clock.advance(31 * 60_000);
    provider.says = 'paid';
    await app.jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId: id });
    await app.jobs.runDue();
    const row = await orderRow(id);
    expect(row.status).toBe(2);
    expect(row.paidAt).not.toBeNull();
    expect(await stockOf(D.rice)).toBe(rice - 2);
  });

  it('the sweep closes overdue orders whose job was lost, and only those', async () => {
    const late = await placeOrder({ qty: 1 });
    clock.advance(31 * 60_000);
    const fresh = await placeOrder({ qty: 1 });
    provider.says = 'none';
    await app.jobs.send(SHOP_UNPAID_SWEEP_JOB, {});
    await app.jobs.runDue();
    expect((await orderRow(late)).status).toBe(7);
    expect((await orderRow(fresh)).status).toBe(1);
    // 赵六's demo order waits a day: not yet.
    expect((await orderRow(D.zhaoliuUnpaid)).status).toBe(1);
  });

  it('a payment and the timeout at the same moment: exactly one wins, stock returned only if it closed', async () => {
    const closer = unpaidCloser({ db: db(), clock, payments: { settleFromProvider: async () => 'unpaid' } });
    for (let round = 0; round < 5; round += 1) {
      const rice = await stockOf(D.rice);
      const id = await placeOrder({ qty: 2 });
      clock.advance(31 * 60_000);
      const [closed, paid] = await Promise.all([
        closer(id),
        db().transaction((tx) => payable.markPaid(tx, id, clock.now())),
      ]);
      const row = await orderRow(id);
      expect([closed === 'closed', paid]).toContain(true);
      expect(closed === 'closed' && paid).toBe(false);
      expect(row.status).toBe(paid ? 2 : 7);
      expect(await stockOf(D.rice)).toBe(paid ? rice - 2 : rice);
      expect(await eventsOf(id)).toHaveLength(1);
    }
  });

  it('ignores a job without a valid order id', async () => {
    await app.jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId: 'nope' });
    await expect(app.jobs.runDue()).resolves.toBeGreaterThanOrEqual(1);
  });
});

describe('the shopOrder payable', () => {
  it('loads what is owed and marks paid once: 1 -> 2, a virtual good 1 -> 4', async () => {
    const id = await placeOrder({ qty: 2 });
    const due = await payable.load(db(), id);
    expect(due).toMatchObject({ eid: DEMO_IDS.zhangsan, amountFen: 11800, state: 'open' });
    expect(due?.description).toBe('浦江优选 x');
    expect(await payable.load(db(), '00000000-0000-4000-8000-000000000000')).toBeNull();
    const first = await db().transaction((tx) => payable.markPaid(tx, id, clock.now()));
    const second = await db().transaction((tx) => payable.markPaid(tx, id, clock.now()));
    expect([first, second]).toEqual([true, false]);
    expect((await orderRow(id)).status).toBe(2);
    expect((await payable.load(db(), id))?.state).toBe('paid');

    const v = await placeOrder({ virtual: true, qty: 1 });
    expect(await db().transaction((tx) => payable.markPaid(tx, v, clock.now()))).toBe(true);
    const paidVirtual = await orderRow(v);
    expect(paidVirtual.status).toBe(ORDER_STATUS.paid);
    expect(paidVirtual.voucherCode).toMatch(/^\d{12}$/);
    // Unpaid, the buyer sees no voucher; paid, the random one.
    const shown = await get('zhangsan', `${S}/GetSalesDetailById?orderId=${v}`);
    expect(shown.resultData.voucher_code?.replaceAll(' ', '')).toBe(paidVirtual.voucherCode);
    expect((await orderRow(id)).voucherCode).toBeNull();
  });

  it('a timed-out order cannot take a payment: closed for JsApi, markPaid false', async () => {
    const id = await placeOrder();
    clock.advance(31 * 60_000);
    expect((await payable.load(db(), id))?.state).toBe('closed');
    await db().transaction((tx) => payable.markPaid(tx, id, clock.now()));
    // The payment won the race here; the close job then finds nothing to do.
    const other = await placeOrder();
    clock.advance(31 * 60_000);
    await app.jobs.send(SHOP_CLOSE_UNPAID_JOB, { orderId: other });
    await app.jobs.runDue();
    expect(await db().transaction((tx) => payable.markPaid(tx, other, clock.now()))).toBe(false);
    expect((await orderRow(other)).status).toBe(7);
  });
});

describe('HR: ship, hand over, refund - own company only', () => {
  it('refuses employees (403) and changes nothing', async () => {
    for (const who of ['zhangsan', 'lisi']) {
      const body = await post(who, `${S}/ShipOrder`, {
        orderId: D.toShip,
        expCompany: '顺丰',
        expNumber: 'SF0001',
      });
      expect(body.status).toBe(403);
    }
    expect((await orderRow(D.toShip)).status).toBe(2);
  });

  it('lists the company’s orders for HR with the buyer, and refuses employees', async () => {
    const list = await get('wangwu', `${S}/GetCompanyOrderList?orderStatus=2`);
    expect(list.errNo).toBe(0);
    expect(list.resultData.result.map((o: { order_id: string }) => o.order_id)).toContain(D.toShip);
    expect(list.resultData.result[0]).toMatchObject({
      buyer_name: '张三',
      delivery_mode: 'Express',
      paid_online: true,
    });
    expect(JSON.stringify(list.resultData)).not.toContain('13800138000');
    expect((await get('zhangsan', `${S}/GetCompanyOrderList`)).status).toBe(403);
    // The buyer's own list carries none of HR's fields.
    const own = await get('zhangsan', `${S}/GetOrderList?orderStatus=2`);
    expect(own.resultData.result[0].buyer_name).toBeUndefined();
  });

  it('answers unknown and malformed ids of every HR call clearly', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [url, body] of [
      [`${S}/ShipOrder`, { orderId: unknown, expCompany: '顺丰', expNumber: 'SF0001' }],
      [`${S}/HandOverOrder`, { orderId: unknown }],
      [`${W}/RefundOrder`, { orderId: unknown }],
    ] as const) {
      expect((await post('wangwu', url, body)).message, url).toBe('订单不存在');
      const bad = await post('wangwu', url, { ...body, orderId: '1; drop table' });
      expect(bad.status, url).toBe(200);
      expect(bad.message, url).toBe('订单编号不正确');
    }
  });

  it('ships an express order with the courier: 待发货 -> 交易成功', async () => {
    const bad = await post('wangwu', `${S}/ShipOrder`, {
      orderId: D.toShip,
      expCompany: ' ',
      expNumber: '1',
    });
    expect(bad.errNo).not.toBe(0);
    expect((await orderRow(D.toShip)).status).toBe(2);
    const pickup = await post('wangwu', `${W}/ShipOrder`, {
      orderId: D.welfarePickup,
      expCompany: '顺丰速运',
      expNumber: 'SF0001',
    });
    expect(pickup.message).toBe('该订单为自提订单，请使用提货确认');
    const body = await post('wangwu', `${S}/ShipOrder`, {
      orderId: D.toShip,
      expCompany: '顺丰速运',
      expNumber: 'SF9876543210',
    });
    expect(body).toMatchObject({ errNo: 0, resultData: { order_status: 3 } });
    expect(await orderRow(D.toShip)).toMatchObject({
      status: 3,
      expressNumber: 'SF9876543210',
      isRead: false,
    });
    const again = await post('wangwu', `${S}/ShipOrder`, {
      orderId: D.toShip,
      expCompany: 'x',
      expNumber: 'SF0002',
    });
    expect(again.message).toBe('只有待发货的订单可以发货');
    expect((await orderRow(D.toShip)).expressNumber).toBe('SF9876543210');
  });

  it('hands over a pickup order and a used voucher', async () => {
    expect(
      (await post('wangwu', `${W}/HandOverOrder`, { orderId: D.welfarePickup })).resultData.order_status,
    ).toBe(3);
    expect(
      (await post('wangwu', `${S}/HandOverOrder`, { orderId: D.paidVirtual })).resultData.order_status,
    ).toBe(3);
    expect((await post('wangwu', `${S}/HandOverOrder`, { orderId: D.refunded })).errNo).not.toBe(0);
  });

  it('refunds a paid order: 退款中, then 已退款 with the stock returned once', async () => {
    const ear = await stockOf(D.earphones);
    provider.refund = 'pending';
    const body = await post('wangwu', `${S}/RefundOrder`, { orderId: D.done, reason: '质量问题' });
    expect(body).toMatchObject({ errNo: 0, resultData: { order_status: 5 } });
    expect(await stockOf(D.earphones)).toBe(ear);
    // The provider's confirmation arrives (twice): one return of the stock.
    for (let i = 0; i < 2; i += 1)
      await db().transaction(async (tx) => payable.markRefunded?.(tx, D.done, clock.now()));
    expect((await orderRow(D.done)).status).toBe(6);
    expect(await stockOf(D.earphones)).toBe(ear + 1);

    provider.refund = 'confirm';
    const rice = await stockOf(D.rice);
    const [older] = D.olderDone;
    const confirmed = await post('wangwu', `${S}/RefundOrder`, { orderId: older });
    expect(confirmed.resultData.order_status).toBe(6);
    expect(await stockOf(D.rice)).toBe(rice + 1);
    expect((await eventsOf(older as string)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 1],
      [3, 5],
      [5, 6],
    ]);
  });

  it('puts the order back when the provider refuses the refund; unpaid and pay-on-pickup orders are not refundable', async () => {
    provider.refund = 'fail';
    const [, second] = D.olderDone;
    const body = await post('wangwu', `${S}/RefundOrder`, { orderId: second });
    expect(body.errNo).not.toBe(0);
    expect((await orderRow(second as string)).status).toBe(3);
    provider.refund = 'confirm';
    const id = await placeOrder();
    expect((await post('wangwu', `${S}/RefundOrder`, { orderId: id })).message).toBe(
      '该订单当前状态不能退款',
    );
    expect((await post('wangwu', `${W}/RefundOrder`, { orderId: D.welfarePickup })).message).toBe(
      '该订单当前状态不能退款',
    );
  });

  it('refuses orders of another company’s employees', async () => {
    const { companyId, organizationId } = await addCompany(db(), '别家公司');
    const { eid } = await copyEmployee(db(), DEMO_IDS.zhaoliu, { companyId, organizationId });
    const id = await placeOrder({ eid });
    await db().transaction((tx) => payable.markPaid(tx, id, clock.now()));
    const body = await post('wangwu', `${S}/ShipOrder`, {
      orderId: id,
      expCompany: '顺丰',
      expNumber: 'SF0003',
    });
    expect(body.message).toBe('只能处理本公司员工的订单');
    const list = await get('wangwu', `${S}/GetCompanyOrderList?pageSize=50`);
    expect(list.resultData.result.map((o: { order_id: string }) => o.order_id)).not.toContain(id);
    expect(
      (
        await db()
          .select()
          .from(shopOrders)
          .where(and(eq(shopOrders.id, id), eq(shopOrders.status, 2)))
      ).length,
    ).toBe(1);
  });
});
