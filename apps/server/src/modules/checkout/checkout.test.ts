import { randomUUID } from 'node:crypto';
import { SHOP_CLOSE_UNPAID_JOB } from '@ehome/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import {
  addresses,
  companies,
  employees,
  shopFreightRules,
  shopGifts,
  shopGoods,
  shopOrderGifts,
  shopOrderLines,
  shopOrders,
  shopPromotionGifts,
  shopPromotions,
  shopSellers,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs';
import { TokenService } from '../../platform/tokens';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
const sent: { name: string; data: object; options: object | undefined }[] = [];
const OS = '/CIICOnSalesAPI/OnSales';
const WF = '/CIICOnSalesAPI/Welfare';
const names = (zh: string) => ({ zh, en: zh, ja: zh });

// Seeded below with Drizzle (the catalogue's demo data is made in parallel; nothing depends on it).
const ids = {
  seller: randomUUID(), // sales, mode 3, every promotion type
  plain: randomUUID(), // sales, mode 3, no promotion
  expressWelfare: randomUUID(), // welfare, mode 2 (express only)
  otherCompany: randomUUID(), // sales, only for another client company's employees
  company: randomUUID(),
  freebie: randomUUID(), // plain's, 0.00
  parcel: randomUUID(), // expressWelfare's, 50.00
  foreignGood: randomUUID(), // otherCompany's
  pickupOnly: randomUUID(), // sales, mode 1
  welfare: randomUUID(), // welfare, mode 4 (pay on pickup)
  tea: randomUUID(), // 59.90, options 口味 [绿茶, 红茶], stock 100
  mug: randomUUID(), // 120.00, stock 50, at most 2 per order
  cap: randomUUID(), // 10.00, stock 50, at most 3 per person
  scarce: randomUUID(), // plain's, 1.00, stock 10: the concurrency test's
  pen: randomUUID(), // plain's, 5.00, stock 100
  rice: randomUUID(), // welfare, 30.00
  pickupGood: randomUUID(), // pickupOnly's, 5.00
  offSale: randomUUID(),
  gift: randomUUID(),
  giftPromotion: randomUUID(),
  address: randomUUID(), // zhangsan's, 杭州市 浙江省
  zhaoliuAddress: randomUUID(),
};

beforeAll(async () => {
  const jobs: JobQueue['send'] = async (name, data, options) => {
    sent.push({ name, data, options });
    return randomUUID();
  };
  app = await createTestApp({
    clock,
    config: { rateLimit: { enabled: false, windowMs: 60_000, userMax: 1, addressMax: 1, loginMax: 600 } },
  });
  // Keep the real queue but record what checkout sends.
  const realSend = app.jobs.send.bind(app.jobs);
  app.jobs.send = async (name, data, options) => {
    await jobs(name, data, options);
    return realSend(name, data, options);
  };
  for (const who of ['zhangsan', 'zhaoliu', 'lisi']) tokens[who] = await app.login(who);
  const db = app.database.db;
  const seller = (id: string, shop: string, deliveryMode: number) => ({
    id,
    shop,
    deliveryMode,
    names: names(`商家${deliveryMode}`),
    descriptions: names(''),
    pickupAddress: '上海市黄浦区南京东路1号',
    pickupPhone: '021-12345678',
  });
  await db
    .insert(shopSellers)
    .values([
      seller(ids.seller, 'sales', 3),
      seller(ids.plain, 'sales', 3),
      seller(ids.pickupOnly, 'sales', 1),
      seller(ids.welfare, 'welfare', 4),
      seller(ids.expressWelfare, 'welfare', 2),
    ]);
  await db.insert(companies).values({ id: ids.company, name: '别的公司', city: '北京' });
  await db.insert(shopSellers).values({ ...seller(ids.otherCompany, 'sales', 3), companyId: ids.company });
  const good = (id: string, sellerId: string, zh: string, priceFen: number, stock: number, extra = {}) => ({
    id,
    sellerId,
    names: names(zh),
    descriptions: names(''),
    priceFen,
    stock,
    ...extra,
  });
  await db.insert(shopGoods).values([
    good(ids.tea, ids.seller, '茶叶', 5990, 100, {
      properties: [{ name: names('口味'), options: ['绿茶', '红茶'] }],
    }),
    good(ids.mug, ids.seller, '马克杯', 12000, 50, { limitedType: 1, limited: 2 }),
    good(ids.cap, ids.plain, '帽子', 1000, 50, { limitedType: 2, limited: 3 }),
    good(ids.scarce, ids.plain, '限量徽章', 100, 10),
    good(ids.pen, ids.plain, '笔', 500, 100),
    good(ids.freebie, ids.plain, '试用装', 0, 100),
    good(ids.parcel, ids.expressWelfare, '礼盒', 5000, 100),
    good(ids.foreignGood, ids.otherCompany, '别家商品', 100, 100),
    good(ids.offSale, ids.seller, '下架品', 100, 10, { onSale: false }),
    good(ids.rice, ids.welfare, '大米', 3000, 20),
    good(ids.pickupGood, ids.pickupOnly, '自提品', 500, 20),
  ]);
  await db.insert(shopPromotions).values([
    { sellerId: ids.seller, type: 0, discountRate: 85, descriptions: names('八五折') },
    { sellerId: ids.seller, type: 1, satisfyFen: 20000, decreaseFen: 3000, descriptions: names('满200减30') },
    {
      sellerId: ids.seller,
      type: 3,
      freightSatisfyFen: 30000,
      freightDecreaseFen: 500,
      descriptions: names('满300运费减5'),
    },
    {
      id: ids.giftPromotion,
      sellerId: ids.seller,
      type: 4,
      satisfyFen: 20000,
      descriptions: names('满200送'),
    },
  ]);
  await db.insert(shopGifts).values({
    id: ids.gift,
    sellerId: ids.seller,
    names: names('帆布袋'),
    descriptions: names('赠品'),
    stock: 1,
  });
  await db.insert(shopPromotionGifts).values({ promotionId: ids.giftPromotion, giftId: ids.gift, count: 1 });
  await db.insert(shopFreightRules).values([
    { sellerId: ids.seller, region: '浙江省', feeFen: 1200 },
    { sellerId: ids.seller, region: '上海市', feeFen: 800 },
  ]);
  // The demo's own address book of 张三 gives way to this test's (one default per person).
  await db
    .delete(addresses)
    .where(inArray(addresses.eid, [DEMO_IDS.zhangsan, DEMO_IDS.zhaoliu, DEMO_IDS.lisi]));
  await db.insert(addresses).values([
    {
      id: ids.address,
      eid: DEMO_IDS.zhangsan,
      userName: '张三',
      tel: '13800000000',
      province: '浙江省',
      city: '杭州市',
      streetName: '西湖路1号',
      isDefault: true,
    },
    {
      id: ids.zhaoliuAddress,
      eid: DEMO_IDS.zhaoliu,
      userName: '赵六',
      tel: '13900000000',
      province: '上海市',
      city: '上海市',
      streetName: '南京路2号',
      isDefault: true,
    },
  ]);
});
afterAll(async () => {
  await app?.close();
});

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const get = (who: string, url: string) => call(tokens[who] as string, 'GET', url);
const post = (who: string, url: string, payload: object, lang = 'zh') =>
  call(tokens[who] as string, 'POST', url, payload, lang);

type Money = string | number;
type Figures = { total: Money; old_total: Money; p_total: Money; ex_charges: Money; exp_charges: Money };
const pickupFree = (items: string): Figures => ({
  total: items,
  old_total: items,
  p_total: '0.00',
  ex_charges: '0.00',
  exp_charges: '0.00',
});
function order(extra: Partial<Record<string, unknown>> & Figures & { lines: object[] }) {
  return { salesID: ids.seller, clientKey: randomUUID(), delivery_mode: 'PickedUP', gifts: [], ...extra };
}
const stockOf = async (goodsId: string) =>
  (await app.database.db.select({ s: shopGoods.stock }).from(shopGoods).where(eq(shopGoods.id, goodsId)))[0]
    ?.s;

describe('GetFreight and GetGifts', () => {
  it('freight: the province rule, the city rule, the default; 0 for a seller without express', async () => {
    expect(
      (await get('zhangsan', `${OS}/GetFreight?salesID=${ids.seller}&city=杭州市&province=浙江省`))
        .resultData,
    ).toBe('12.00');
    expect((await get('zhangsan', `${OS}/GetFreight?salesID=${ids.seller}&city=上海市`)).resultData).toBe(
      '8.00',
    );
    expect((await get('zhangsan', `${OS}/GetFreight?salesID=${ids.seller}&city=北京市`)).resultData).toBe(
      '20.00',
    );
    expect((await get('zhangsan', `${OS}/GetFreight?salesID=${ids.pickupOnly}&city=北京市`)).resultData).toBe(
      '0.00',
    );
  });

  it('a seller of the other shop, an unknown or a bad id: 商家不存在, never a 500', async () => {
    for (const url of [
      `${WF}/GetFreight?salesID=${ids.seller}&city=x`,
      `${OS}/GetFreight?salesID=${randomUUID()}&city=x`,
      `${OS}/GetFreight?salesID=nope&city=x`,
    ]) {
      const body = await get('zhangsan', url);
      expect(body.status).toBe(200);
      expect(body.errNo).not.toBe(0);
      expect(body.message).toBe('商家不存在');
    }
  });

  it('gifts from the threshold on, none below', async () => {
    const below = await get('zhangsan', `${OS}/GetGifts?salesID=${ids.seller}&total=199.99`);
    expect(below.resultData).toEqual([]);
    const reached = await get('zhangsan', `${OS}/GetGifts?salesID=${ids.seller}&total=200`);
    expect(reached.resultData).toEqual([
      { gift_id: ids.gift, gift_name: '帆布袋', decpt: '赠品', icon: null, gift_count: 1 },
    ]);
    expect((await get('zhangsan', `${OS}/GetGifts?salesID=${ids.seller}&total=abc`)).message).toBe(
      '金额格式不正确',
    );
  });

  it('PreviewOrder answers the server prices and the seller', async () => {
    const body = await post('zhangsan', `${OS}/PreviewOrder`, {
      salesID: ids.seller,
      lines: [
        { goodsID: ids.tea, qty: 1 },
        { goodsID: ids.offSale, qty: 1 },
      ],
    });
    expect(body.resultData.seller.deliveryMode).toBe(3);
    expect(body.resultData.seller.supports).toHaveLength(4);
    expect(body.resultData.lines.map((l: { price: string | null }) => l.price)).toEqual(['59.90', null]);
  });

  it("another client company's seller is invisible to this company's employees", async () => {
    expect((await get('zhangsan', `${OS}/GetFreight?salesID=${ids.otherCompany}&city=x`)).message).toBe(
      '商家不存在',
    );
    const body = await post(
      'zhangsan',
      `${OS}/SubOrder`,
      order({
        ...pickupFree('1.00'),
        salesID: ids.otherCompany,
        lines: [{ goodsID: ids.foreignGood, qty: 1 }],
      }),
    );
    expect(body.message).toBe('商家不存在');
  });

  it('GetOrderStatus of a bad or unknown id: a clear message, never a 500', async () => {
    const bad = await get('zhangsan', `${OS}/GetOrderStatus?orderID=1`);
    expect(bad.status).toBe(200);
    expect(bad.errNo).not.toBe(0);
    expect(bad.message).toContain('订单不存在');
    expect((await get('zhangsan', `${OS}/GetOrderStatus?orderID=${randomUUID()}`)).message).toBe(
      '订单不存在',
    );
  });

  it('every call needs a login', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${OS}/GetFreight?salesID=${ids.seller}&city=x`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('SubOrder', () => {
  it('express to the own address: priced on the server, stock taken, close job sent after commit', async () => {
    // 2 x 59.90 + 120.00 = 239.80; 八五折 35.97 beats 满200减30; freight 12.00 (浙江省); no freight
    // discount below 300; total 215.83 reaches the gift threshold of 200.
    const payload = order({
      delivery_mode: 'Express',
      address_id: ids.address,
      total: '215.83',
      old_total: '239.80',
      p_total: '35.97',
      ex_charges: '12.00',
      exp_charges: 0,
      is_gift: true,
      gifts: [{ gift_id: ids.gift, qty: 1 }],
      lines: [
        { goodsID: ids.tea, options: ['红茶'], qty: 2 },
        { goodsID: ids.mug, qty: 1 },
      ],
    });
    const body = await post('zhangsan', `${OS}/SubOrder`, payload);
    expect(body.errNo).toBe(0);
    expect(body.resultData).toMatchObject({
      total: '215.83',
      status: 1,
      needPay: true,
      payFlag: 'order',
      deliveryMode: 'Express',
    });
    expect(body.resultData.billNo).toBe(`shopOrder:${body.resultData.orderId}`);
    expect(body.resultData.orderNumber).toMatch(/^20261125100000\d{6}$/);
    const [row] = await app.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, body.resultData.orderId));
    expect(row).toMatchObject({
      eid: DEMO_IDS.zhangsan,
      shop: 'sales',
      city: '杭州市',
      consignee: '张三',
      totalFen: 21583,
      oldTotalFen: 23980,
      promotionFen: 3597,
      freightFen: 1200,
      freightDiscountFen: 0,
    });
    expect(row?.payBefore?.toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(await stockOf(ids.tea)).toBe(98);
    expect(await stockOf(ids.mug)).toBe(49);
    const lines = await app.database.db
      .select()
      .from(shopOrderLines)
      .where(eq(shopOrderLines.orderId, body.resultData.orderId));
    expect(lines.map((l) => [l.productName, l.options, l.priceFen, l.qty]).sort()).toEqual([
      ['茶叶', ['红茶'], 5990, 2],
      ['马克杯', [], 12000, 1],
    ]);
    const gifts = await app.database.db
      .select()
      .from(shopOrderGifts)
      .where(eq(shopOrderGifts.orderId, body.resultData.orderId));
    expect(gifts).toHaveLength(1);
    expect(sent.at(-1)).toEqual({
      name: SHOP_CLOSE_UNPAID_JOB,
      data: { orderId: body.resultData.orderId },
      options: { delaySeconds: 1800, singletonKey: body.resultData.orderId },
    });

    // The same key again: the same order, nothing taken twice.
    const again = await post('zhangsan', `${OS}/SubOrder`, payload);
    expect(again.resultData.orderId).toBe(body.resultData.orderId);
    expect(await stockOf(ids.tea)).toBe(98);

    // GetOrderStatus: still 待支付 -> false; settled -> true; another employee: not found.
    expect(
      (await get('zhangsan', `${OS}/GetOrderStatus?orderID=${body.resultData.orderId}`)).resultData,
    ).toBe(false);
    const foreign = await get('zhaoliu', `${OS}/GetOrderStatus?orderID=${body.resultData.orderId}`);
    expect(foreign.errNo).not.toBe(0);
    expect(foreign.message).toBe('订单不存在');
    expect((await get('zhangsan', `${WF}/GetOrderStatus?orderID=${body.resultData.orderId}`)).errNo).not.toBe(
      0,
    );
    await app.database.db
      .update(shopOrders)
      .set({ status: 7 })
      .where(eq(shopOrders.id, body.resultData.orderId));
    expect(
      (await get('zhangsan', `${OS}/GetOrderStatus?orderID=${body.resultData.orderId}`)).resultData,
    ).toBe(true);
  });

  it('the gift is gone now (stock 1 given): a submit still claiming it is refused', async () => {
    const body = await post(
      'zhangsan',
      `${OS}/SubOrder`,
      order({
        total: '203.83',
        old_total: '239.80',
        p_total: '35.97',
        ex_charges: 0,
        exp_charges: 0,
        gifts: [{ gift_id: ids.gift, qty: 1 }],
        lines: [
          { goodsID: ids.tea, options: ['绿茶'], qty: 2 },
          { goodsID: ids.mug, qty: 1 },
        ],
      }),
    );
    expect(body.message).toBe('赠品已变化，请重新确认后提交');
    expect(await stockOf(ids.tea)).toBe(98);
  });

  it('a client total that disagrees with the server is refused and changes nothing', async () => {
    // right: 59.90 - 8.99 (八五折, 8.985 rounded up) = 50.91
    const right = {
      total: '50.91',
      old_total: '59.90',
      p_total: '8.99',
      ex_charges: '0.00',
      exp_charges: '0.00',
    };
    for (const figures of [
      { ...right, total: '50.90' },
      { ...right, old_total: '50.00' },
      { ...right, p_total: '8.98' },
      { ...right, ex_charges: '20.00' },
      { ...right, exp_charges: '1.00' },
    ]) {
      const body = await post(
        'zhangsan',
        `${OS}/SubOrder`,
        order({ ...figures, lines: [{ goodsID: ids.tea, options: ['绿茶'], qty: 1 }] }),
      );
      expect(body.status).toBe(200);
      expect(body.message).toBe('商品价格或优惠已变化，请重新确认后提交');
    }
    const en = await post(
      'zhangsan',
      `${OS}/SubOrder`,
      order({ ...pickupFree('1.00'), lines: [{ goodsID: ids.tea, options: ['绿茶'], qty: 1 }] }),
      'en',
    );
    expect(en.message).toBe('Prices or promotions have changed; please check the order again');
    expect(await stockOf(ids.tea)).toBe(98);
    const accepted = await post(
      'zhangsan',
      `${OS}/SubOrder`,
      order({ ...right, lines: [{ goodsID: ids.tea, options: ['绿茶'], qty: 1 }] }),
    );
    expect(accepted.resultData).toMatchObject({ total: '50.91', needPay: true });
    expect(await stockOf(ids.tea)).toBe(97);
  });

  it('refusals: goods, options, quantity, delivery mode, address, caps', async () => {
    const tea = [{ goodsID: ids.tea, options: ['绿茶'], qty: 1 }];
    const cases: [object, string][] = [
      [order({ ...pickupFree('1.00'), lines: [{ goodsID: ids.offSale, qty: 1 }] }), '商品不存在或已下架'],
      [order({ ...pickupFree('5.00'), lines: [{ goodsID: ids.pickupGood, qty: 1 }] }), '商品不存在或已下架'],
      [
        order({ ...pickupFree('59.90'), lines: [{ goodsID: ids.tea, options: ['咖啡'], qty: 1 }] }),
        '请重新选择茶叶的规格',
      ],
      [order({ ...pickupFree('59.90'), lines: [{ goodsID: ids.tea, qty: 1 }] }), '请重新选择茶叶的规格'],
      [
        order({ ...pickupFree('0.00'), lines: [{ goodsID: ids.tea, options: ['绿茶'], qty: 0 }] }),
        '商品数量不正确',
      ],
      [order({ ...pickupFree('0.00'), lines: [] }), '请选择要结算的商品'],
      [order({ ...pickupFree('59.90'), delivery_mode: 'PickedPay', lines: tea }), '该商家不支持此配送方式'],
      [
        order({
          ...pickupFree('59.90'),
          delivery_mode: 'Express',
          address_id: ids.zhaoliuAddress,
          lines: tea,
        }),
        '收货地址不存在',
      ],
      [
        order({ ...pickupFree('59.90'), delivery_mode: 'Express', address_id: 'not-an-id', lines: tea }),
        '收货地址不存在',
      ],
      [
        order({
          ...pickupFree('360.00'),
          p_total: '54.00',
          total: '306.00',
          lines: [{ goodsID: ids.mug, qty: 3 }],
        }),
        '马克杯每单最多购买2件',
      ],
      [
        order({ ...pickupFree('11.00'), salesID: ids.plain, lines: [{ goodsID: ids.scarce, qty: 11 }] }),
        '商品库存不足',
      ],
      [order({ ...pickupFree('1.00'), salesID: ids.welfare, lines: tea }), '商家不存在'],
      [{ ...order({ ...pickupFree('1.00'), lines: tea }), clientKey: 'x' }, '请求标识不正确，请刷新后重试'],
    ];
    for (const [payload, message] of cases) {
      const body = await post('zhangsan', `${OS}/SubOrder`, payload);
      expect(body.status, message).toBe(200);
      expect(body.errNo, message).not.toBe(0);
      expect(body.message).toContain(message);
    }
    // 9999 x 1,000,000.00 yuan would overflow the order's money columns: refused, not a 500.
    await app.database.db
      .update(shopGoods)
      .set({ priceFen: 100_000_000, stock: 100_000 })
      .where(eq(shopGoods.id, ids.pen));
    const huge = await post(
      'zhangsan',
      `${OS}/SubOrder`,
      order({ ...pickupFree('9999000000.00'), salesID: ids.plain, lines: [{ goodsID: ids.pen, qty: 9999 }] }),
    );
    expect(huge.status).toBe(200);
    expect(huge.message).toBe('商品数量不正确');
    await app.database.db
      .update(shopGoods)
      .set({ priceFen: 500, stock: 100 })
      .where(eq(shopGoods.id, ids.pen));
    const express = await post(
      'lisi',
      `${OS}/SubOrder`,
      order({ ...pickupFree('59.90'), delivery_mode: 'Express', lines: tea }),
    );
    expect(express.message).toBe('请先创建地址');
    const [{ n } = { n: -1 }] = await app.database.db
      .select({ n: count() })
      .from(shopOrders)
      .where(eq(shopOrders.eid, DEMO_IDS.lisi));
    expect(n).toBe(0);
  });

  it('per-person cap counts the orders holding stock, not the closed ones', async () => {
    const caps = (qty: number) =>
      order({
        ...pickupFree(((qty * 1000) / 100).toFixed(2)),
        salesID: ids.plain,
        lines: [{ goodsID: ids.cap, qty }],
      });
    const first = await post('zhaoliu', `${OS}/SubOrder`, caps(2));
    expect(first).toMatchObject({ errNo: 0 });
    const over = await post('zhaoliu', `${OS}/SubOrder`, caps(2));
    expect(over.message).toBe('帽子每人限购3件，您已购买2件');
    await app.database.db
      .update(shopOrders)
      .set({ status: 7 })
      .where(eq(shopOrders.id, first.resultData.orderId));
    expect((await post('zhaoliu', `${OS}/SubOrder`, caps(3))).errNo).toBe(0);
    // another person has their own allowance
    expect((await post('zhangsan', `${OS}/SubOrder`, caps(3))).errNo).toBe(0);
  });

  it('welfare pay on pickup: no address, no delivery mode, status 待发货, no close job', async () => {
    const before = sent.length;
    const body = await post('zhangsan', `${WF}/SubOrder`, {
      salesID: ids.welfare,
      clientKey: randomUUID(),
      total: '60.00',
      old_total: '60.00',
      p_total: '0.00',
      ex_charges: '0.00',
      exp_charges: '0.00',
      lines: [{ goodsID: ids.rice, qty: 2 }],
    });
    expect(body.errNo).toBe(0);
    expect(body.resultData).toMatchObject({ status: 2, needPay: false, deliveryMode: 'PickedPay' });
    expect(sent.length).toBe(before);
    const [row] = await app.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, body.resultData.orderId));
    expect(row).toMatchObject({
      shop: 'welfare',
      pickupAddress: '上海市黄浦区南京东路1号',
      consignee: null,
      payBefore: null,
    });
  });

  it('welfare with an express-only seller sends no address: the default address, the default fee', async () => {
    const body = await post('zhangsan', `${WF}/SubOrder`, {
      salesID: ids.expressWelfare,
      clientKey: randomUUID(),
      total: '70.00',
      old_total: '50.00',
      p_total: '0.00',
      ex_charges: '20.00',
      exp_charges: '0.00',
      lines: [{ goodsID: ids.parcel, qty: 1 }],
    });
    expect(body.resultData).toMatchObject({ deliveryMode: 'Express', total: '70.00', needPay: true });
    const [row] = await app.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, body.resultData.orderId));
    expect(row).toMatchObject({ city: '杭州市', address: '西湖路1号' });
    // lisi has no address at all
    const none = await post('lisi', `${WF}/SubOrder`, {
      salesID: ids.expressWelfare,
      clientKey: randomUUID(),
      total: '70.00',
      old_total: '50.00',
      p_total: '0.00',
      ex_charges: '20.00',
      exp_charges: '0.00',
      lines: [{ goodsID: ids.parcel, qty: 1 }],
    });
    expect(none.message).toBe('请先创建地址');
  });

  it('a total of 0 needs no payment: 待发货 at once, no close job', async () => {
    const before = sent.length;
    const body = await post(
      'zhangsan',
      `${OS}/SubOrder`,
      order({ ...pickupFree('0.00'), salesID: ids.plain, lines: [{ goodsID: ids.freebie, qty: 1 }] }),
    );
    expect(body.resultData).toMatchObject({ status: 2, needPay: false, total: '0.00' });
    expect(sent.length).toBe(before);
  });

  it('50 identical submits at once make one order', async () => {
    const payload = order({
      ...pickupFree('5.00'),
      salesID: ids.plain,
      lines: [{ goodsID: ids.pen, qty: 1 }],
    });
    const before = await stockOf(ids.pen);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('zhaoliu', `${OS}/SubOrder`, payload)),
    );
    expect(answers.every((a) => a.errNo === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.resultData.orderId)).size).toBe(1);
    const [{ n } = { n: -1 }] = await app.database.db
      .select({ n: count() })
      .from(shopOrders)
      .where(and(eq(shopOrders.eid, DEMO_IDS.zhaoliu), eq(shopOrders.clientKey, payload.clientKey)));
    expect(n).toBe(1);
    expect(await stockOf(ids.pen)).toBe((before as number) - 1);
  });

  it('300 buyers at once for 10 units: exactly 10 orders and stock 0', async () => {
    // 300 employees of the demo company, each with a token of their own.
    const db = app.database.db;
    const [template] = await db.select().from(employees).where(eq(employees.eid, DEMO_IDS.zhaoliu));
    if (!template) throw new Error('no template employee');
    const buyers = Array.from({ length: 300 }, (_, i) => ({
      ...template,
      eid: randomUUID(),
      userName: `buyer${i}`,
      employeeNo: `B${i}`,
      createdAt: new Date(),
    }));
    await db.insert(employees).values(buyers);
    const issuer = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
    const buyerTokens = await Promise.all(buyers.map(async (b) => (await issuer.issue(b.eid)).token));
    const answers = await Promise.all(
      buyerTokens.map((token) =>
        call(
          token,
          'POST',
          `${OS}/SubOrder`,
          order({ ...pickupFree('1.00'), salesID: ids.plain, lines: [{ goodsID: ids.scarce, qty: 1 }] }),
        ),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.errNo !== 0).every((a) => a.message === '商品库存不足')).toBe(true);
    expect(await stockOf(ids.scarce)).toBe(0);
    const [{ n } = { n: -1 }] = await db
      .select({ n: sql<number>`count(distinct ${shopOrders.id})::int` })
      .from(shopOrders)
      .innerJoin(shopOrderLines, eq(shopOrderLines.orderId, shopOrders.id))
      .where(eq(shopOrderLines.goodsId, ids.scarce));
    expect(n).toBe(10);
  });
});
