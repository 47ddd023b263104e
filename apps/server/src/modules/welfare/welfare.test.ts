import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_ADDRESS_IDS } from '../../db/demo/addresses';
import { DEMO_WELFARE_IDS as W } from '../../db/demo/welfare';
import {
  companies,
  employees,
  welfareAddressReads,
  welfareClaims,
  welfareRightPackages,
  welfareRights,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { TokenService } from '../../platform/tokens';
import { createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-11-25T02:00:00Z');
const BASE = '/api/Welfare';
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'zhaoliu', 'sunqi', 'wangwu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

const get = (who: Person, url: string, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'POST', url, payload, lang);

const claimsOf = async (rightId: string) =>
  (
    await app.database.db.select({ n: count() }).from(welfareClaims).where(eq(welfareClaims.rightId, rightId))
  )[0]?.n;
const claimedCount = async (packageId: string) =>
  (
    await app.database.db
      .select({ n: welfareRightPackages.claimedCount })
      .from(welfareRightPackages)
      .where(eq(welfareRightPackages.id, packageId))
  )[0]?.n;

/** New employees of the demo company (or another), with tokens, for the crowd tests. */
async function newEmployees(howMany: number, companyId: string = DEMO_IDS.company) {
  const db = app.database.db;
  const [template] = await db.select().from(employees).where(eq(employees.eid, DEMO_IDS.zhaoliu));
  if (!template) throw new Error('no template employee');
  const people = Array.from({ length: howMany }, (_, i) => ({
    ...template,
    eid: randomUUID(),
    companyId,
    userName: `welfare${randomUUID().slice(0, 8)}${i}`,
    employeeNo: `W${i}`,
    createdAt: new Date(),
  }));
  await db.insert(employees).values(people);
  const issuer = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
  return Promise.all(people.map(async (p) => ({ eid: p.eid, token: (await issuer.issue(p.eid)).token })));
}

describe('welfare menu and partner offers', () => {
  it('answers the six menu items in the caller language', async () => {
    const zh = await get('zhangsan', `${BASE}/Menu`);
    expect(zh.errNo).toBe(0);
    expect(zh.resultData).toHaveLength(6);
    expect(zh.resultData[0]).toMatchObject({
      menu_name: '我的福利',
      menu_url: '/Myrights',
      imagePath: 'icon:rights',
    });
    const en = await get('zhangsan', `${BASE}/Menu`, 'en');
    expect(en.resultData[0].menu_name).toBe('My benefits');
  });

  it('lists the offers of a page valid today, the expired one hidden', async () => {
    const preferential = await get('zhangsan', `${BASE}/Offers?page=preferential`);
    expect(preferential.resultData.map((o: { id: string }) => o.id)).toEqual([
      W.offers.coffee,
      W.offers.fitness,
      W.offers.bookstore,
    ]);
    const shows = await get('zhangsan', `${BASE}/Offers?page=eshow`, 'ja');
    expect(shows.resultData.map((o: { id: string }) => o.id)).toEqual([W.offers.musical]);
    expect(shows.resultData[0].partnerName).toBe('上海大劇院');
  });

  it('refuses an unknown page with a message, no 500', async () => {
    const bad = await get('zhangsan', `${BASE}/Offers?page=casino`);
    expect(bad.status).toBe(200);
    expect(bad.errNo).toBe(2);
    expect(bad.message).toContain('优惠类别不正确');
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'GET', url: `${BASE}/Menu` });
    expect(response.statusCode).toBe(401);
  });
});

describe('my rights', () => {
  it("this year's rights: open ones first by deadline, then claimed, then ended; not entitled ones absent", async () => {
    const body = await get('zhangsan', `${BASE}/MyRights`);
    expect(body.errNo).toBe(0);
    expect(body.resultData.year).toBe(2026);
    expect(body.resultData.years).toEqual([2026, 2025]);
    const rows = body.resultData.result as { id: string; state: string; claimStatus: number | null }[];
    expect(rows.map((r) => [r.id, r.state])).toEqual([
      [W.springGift, 'open'],
      [W.cinemaVoucher, 'open'],
      [W.midAutumnGift, 'claimed'],
      [W.summerCool, 'ended'],
    ]);
    expect(rows[2]?.claimStatus).toBe(2);
  });

  it('bad queries get a message, never a 500', async () => {
    for (const url of [
      `${BASE}/MyRights?year=abc`,
      `${BASE}/Right?id=1`,
      `${BASE}/Receipt?id=not-a-uuid`,
      `${BASE}/Admin/Claims?status=9`,
    ]) {
      const body = await get('wangwu', url, 'en');
      expect(body.status).toBe(200);
      expect(body.errNo).toBe(2);
      expect(body.message).not.toBe('');
    }
    const empty = await get('zhangsan', `${BASE}/MyRights?year=2030`);
    expect(empty.resultData).toMatchObject({ year: 2030, years: [2030, 2026, 2025], result: [] });
  });

  it('past years by the year switch', async () => {
    const body = await get('zhangsan', `${BASE}/MyRights?year=2025`);
    expect(body.resultData.result).toHaveLength(1);
    expect(body.resultData.result[0]).toMatchObject({ id: W.lastYearGift, state: 'claimed', claimStatus: 3 });
  });
});

describe('a right', () => {
  it('shows packages with value and remaining stock', async () => {
    const body = await get('zhangsan', `${BASE}/Right?id=${W.springGift}`, 'en');
    expect(body.errNo).toBe(0);
    expect(body.resultData.name).toBe('Spring Festival gift');
    expect(body.resultData.packages.map((p: { value: string }) => p.value)).toEqual([
      '299.00',
      '268.00',
      '320.00',
    ]);
    expect(body.resultData.packages[2].remaining).toBe(5);
    expect(body.resultData.pickupPoint).toContain('head office');
  });

  it('refuses a right the employee type is not entitled to, in zh and en', async () => {
    const zh = await get('zhangsan', `${BASE}/Right?id=${W.temporaryOnly}`);
    expect(zh.errNo).not.toBe(0);
    expect(zh.message).toBe('您不在该福利的发放范围内');
    const en = await post(
      'zhangsan',
      `${BASE}/Claim`,
      { rightId: W.temporaryOnly, packageId: W.packages.temporaryA, delivery: 'pickup' },
      'en',
    );
    expect(en.message).toBe('You are not entitled to this benefit');
    expect(await claimsOf(W.temporaryOnly)).toBe(0);
  });

  it("another company's right reads as not found", async () => {
    const db = app.database.db;
    const companyId = randomUUID();
    await db.insert(companies).values({ id: companyId, name: '另一家公司', city: '北京' });
    const rightId = randomUUID();
    await db.insert(welfareRights).values({
      id: rightId,
      companyId,
      year: 2026,
      kind: 'voucher',
      names: { zh: '别家福利', en: 'Other', ja: '他社' },
      descriptions: { zh: '', en: '', ja: '' },
      valueFen: 100,
      claimFrom: new Date('2026-01-01T00:00:00Z'),
      claimTo: new Date('2026-12-31T00:00:00Z'),
      imagePath: 'icon:ticket',
      color: '#000000',
    });
    const read = await get('zhangsan', `${BASE}/Right?id=${rightId}`);
    expect(read.message).toBe('该福利不存在或您无权查看');
    const claim = await post('zhangsan', `${BASE}/Claim`, { rightId, delivery: 'voucher' });
    expect(claim.errNo).not.toBe(0);
    expect(await claimsOf(rightId)).toBe(0);
  });
});

describe('claiming', () => {
  it('refuses outside the window with the dates, in zh and en', async () => {
    const ended = await post('zhangsan', `${BASE}/Claim`, {
      rightId: W.summerCool,
      packageId: null,
      delivery: 'pickup',
    });
    expect(ended.errNo).toBe(4);
    expect(ended.message).toMatch(/^该福利的领取已于2026-11-15 18:00:00截止$/);
    const db = app.database.db;
    const future = randomUUID();
    await db.insert(welfareRights).values({
      id: future,
      companyId: DEMO_IDS.company,
      year: 2026,
      kind: 'voucher',
      names: { zh: '年终券', en: 'Year-end voucher', ja: '年末券' },
      descriptions: { zh: '', en: '', ja: '' },
      valueFen: 5000,
      claimFrom: new Date('2026-12-20T01:00:00Z'),
      claimTo: new Date('2026-12-31T10:00:00Z'),
      imagePath: 'icon:ticket',
      color: '#000000',
    });
    const early = await post('zhangsan', `${BASE}/Claim`, { rightId: future, delivery: 'voucher' }, 'en');
    expect(early.message).toBe('This benefit can be claimed from 2026-12-20 09:00:00. Please come back then');
    expect(await claimsOf(future)).toBe(0);
    expect(await claimsOf(W.summerCool)).toBe(0);
  });

  it("refuses an address that is not the caller's own, a missing package and a wrong delivery", async () => {
    const lisiAddress = await post('zhangsan', `${BASE}/Claim`, {
      rightId: W.springGift,
      packageId: W.packages.springA,
      delivery: 'express',
      addressId: DEMO_ADDRESS_IDS.lisiHome,
    });
    expect(lisiAddress.message).toBe('收货地址不存在，请重新选择');
    const noPackage = await post('zhangsan', `${BASE}/Claim`, { rightId: W.springGift, delivery: 'pickup' });
    expect(noPackage.message).toBe('请选择一个礼包');
    const otherRightsPackage = await post('zhangsan', `${BASE}/Claim`, {
      rightId: W.springGift,
      packageId: W.packages.midAutumnA,
      delivery: 'pickup',
    });
    expect(otherRightsPackage.message).toBe('所选礼包不属于该福利');
    const voucherByExpress = await post(
      'zhangsan',
      `${BASE}/Claim`,
      { rightId: W.cinemaVoucher, delivery: 'express' },
      'en',
    );
    expect(voucherByExpress.message).toBe('This benefit cannot be delivered that way');
    const noAddress = await post('zhangsan', `${BASE}/Claim`, {
      rightId: W.springGift,
      packageId: W.packages.springA,
      delivery: 'express',
    });
    expect(noAddress.message).toBe('请选择收货地址');
    const badBody = await post('zhangsan', `${BASE}/Claim`, { rightId: 'x', delivery: 'drone' });
    expect(badBody.status).toBe(200);
    expect(badBody.errNo).toBe(2);
    expect(await claimsOf(W.springGift)).toBe(0);
    expect(await claimedCount(W.packages.springA)).toBe(0);
  });

  it('claims a gift by express once; a repeat answers the same claim; the receipt masks the address', async () => {
    const input = {
      rightId: W.springGift,
      packageId: W.packages.springA,
      delivery: 'express',
      addressId: DEMO_ADDRESS_IDS.zhangsanHome,
    };
    const first = await post('zhangsan', `${BASE}/Claim`, input);
    expect(first.errNo).toBe(0);
    expect(first.resultData.receiptNo).toMatch(/^WF20261125\d{8}$/);
    const again = await post('zhangsan', `${BASE}/Claim`, { ...input, packageId: W.packages.springB });
    expect(again.resultData).toEqual(first.resultData);
    expect(await claimsOf(W.springGift)).toBe(1);
    expect(await claimedCount(W.packages.springA)).toBe(1);
    expect(await claimedCount(W.packages.springB)).toBe(0);

    const receipt = await get('zhangsan', `${BASE}/Receipt?id=${first.resultData.claimId}`);
    expect(receipt.resultData).toMatchObject({
      receiptNo: first.resultData.receiptNo,
      employeeName: '张三',
      companyName: '上海浦江精密制造有限公司',
      rightName: '春节礼包',
      value: '299.00',
      delivery: 'express',
      addressArea: '上海市黄浦区',
      consignee: '张*',
      phone: '138****8000',
      status: 1,
      canConfirm: false,
    });
    expect(JSON.stringify(receipt.resultData)).not.toContain('南京东路');
    const list = await get('zhangsan', `${BASE}/MyRights`);
    expect(list.resultData.result.find((r: { id: string }) => r.id === W.springGift)).toMatchObject({
      state: 'claimed',
      claimId: first.resultData.claimId,
    });
  });

  it('20 concurrent claims by the same employee make one claim and take one of the stock', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('sunqi', `${BASE}/Claim`, {
          rightId: W.springGift,
          packageId: W.packages.springB,
          delivery: 'pickup',
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.errNo === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.resultData.claimId)).size).toBe(1);
    const [{ n } = { n: -1 }] = await app.database.db
      .select({ n: count() })
      .from(welfareClaims)
      .where(and(eq(welfareClaims.rightId, W.springGift), eq(welfareClaims.eid, DEMO_IDS.sunqi)));
    expect(n).toBe(1);
    expect(await claimedCount(W.packages.springB)).toBe(1);
  });

  it('20 employees on a package with stock 5: five claims, the rest told it is out of stock', async () => {
    const crowd = await newEmployees(20);
    const answers = await Promise.all(
      crowd.map((p) =>
        app.callAs(p.token, 'POST', `${BASE}/Claim`, {
          rightId: W.springGift,
          packageId: W.packages.springC,
          delivery: 'pickup',
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(5);
    expect(
      answers.filter((a) => a.errNo !== 0).every((a) => a.message === '所选礼包已领完，请选择其他礼包'),
    ).toBe(true);
    expect(await claimedCount(W.packages.springC)).toBe(5);
    const detail = await get('zhangsan', `${BASE}/Right?id=${W.springGift}`);
    expect(detail.resultData.packages[2].remaining).toBe(0);
  });

  it('a voucher claim issues a unique code with its validity', async () => {
    const body = await post('zhangsan', `${BASE}/Claim`, { rightId: W.cinemaVoucher, delivery: 'voucher' });
    expect(body.errNo).toBe(0);
    const receipt = await get('zhangsan', `${BASE}/Receipt?id=${body.resultData.claimId}`);
    expect(receipt.resultData.voucherCode).toMatch(/^CINE-[A-Z2-9]{10}$/);
    expect(receipt.resultData.voucherCode).not.toBe('CINE-7KQ2M9XH4P');
    expect(receipt.resultData).toMatchObject({ status: 4, value: '120.00', voucherValidTo: '2027-03-25' });
  });
});

describe('receipts and confirming receipt', () => {
  it('a receipt is readable by its owner and HR of the company only', async () => {
    const url = `${BASE}/Receipt?id=${W.claims.midAutumnZhangsan}`;
    expect((await get('zhangsan', url)).resultData.canConfirm).toBe(true);
    const hr = await get('wangwu', url);
    expect(hr.errNo).toBe(0);
    expect(hr.resultData.canConfirm).toBe(false);
    for (const other of ['lisi', 'zhaoliu'] as const) {
      const refused = await get(other, url);
      expect(refused.errNo).toBe(3);
      expect(refused.resultData).toBeNull();
    }
    const [outsider] = await newEmployees(
      1,
      (await app.database.db.select().from(companies).limit(5)).find((c) => c.id !== DEMO_IDS.company)?.id ??
        DEMO_IDS.company,
    );
    const byOutsider = await app.callAs(outsider?.token as string, 'GET', url);
    expect(byOutsider.errNo).toBe(3);
  });

  it('confirm received only when shipped, only by the owner; a repeat answers the same', async () => {
    const alreadyReceived = await post('zhangsan', `${BASE}/ConfirmReceived`, {
      claimId: W.claims.lastYearZhangsan,
    });
    expect(alreadyReceived.resultData.status).toBe(3);
    const byLisi = await post('lisi', `${BASE}/ConfirmReceived`, { claimId: W.claims.midAutumnZhangsan });
    expect(byLisi.message).toBe('领取记录不存在或您无权查看');
    const byHr = await post('wangwu', `${BASE}/ConfirmReceived`, { claimId: W.claims.midAutumnZhangsan });
    expect(byHr.errNo).toBe(3);
    const spring = await post('zhangsan', `${BASE}/Claim`, { rightId: W.springGift, delivery: 'pickup' });
    const early = await post(
      'zhangsan',
      `${BASE}/ConfirmReceived`,
      { claimId: spring.resultData.claimId },
      'en',
    );
    expect(early.message).toBe('The gift has not been shipped yet, so receipt cannot be confirmed');
    const done = await post('zhangsan', `${BASE}/ConfirmReceived`, { claimId: W.claims.midAutumnZhangsan });
    expect(done.resultData).toEqual({ claimId: W.claims.midAutumnZhangsan, status: 3 });
    const again = await post('zhangsan', `${BASE}/ConfirmReceived`, { claimId: W.claims.midAutumnZhangsan });
    expect(again.resultData.status).toBe(3);
    const receipt = await get('zhangsan', `${BASE}/Receipt?id=${W.claims.midAutumnZhangsan}`);
    expect(receipt.resultData.receivedAt).toBe('2026-11-25 10:00:00');
  });
});

describe('HR', () => {
  it('HR-only calls are refused to employees with 403', async () => {
    for (const [method, url, body] of [
      ['GET', `${BASE}/Admin/Claims`, undefined],
      [
        'POST',
        `${BASE}/Admin/Ship`,
        { claimId: W.claims.midAutumnZhangsan, expCompany: '顺丰', expNumber: 'SF123456' },
      ],
      ['POST', `${BASE}/Admin/HandOver`, { claimId: W.claims.midAutumnZhangsan }],
    ] as const) {
      const response = await app.callAs(tokens.zhangsan as string, method, url, body);
      expect(response.status).toBe(403);
    }
  });

  it("lists the company's claims and ships an express one; the employee then confirms", async () => {
    const list = await get('wangwu', `${BASE}/Admin/Claims?status=1&pageSize=100`);
    expect(list.errNo).toBe(0);
    const zhangsanSpring = list.resultData.result.find(
      (c: { employeeName: string; rightName: string }) =>
        c.employeeName === '张三' && c.rightName === '春节礼包',
    );
    expect(zhangsanSpring).toMatchObject({
      delivery: 'express',
      addressArea: '上海市黄浦区',
      shipTo: '张三 13800138000 上海市黄浦区南京东路100号5楼',
      status: 1,
    });
    const reads = await app.database.db
      .select()
      .from(welfareAddressReads)
      .where(eq(welfareAddressReads.claimId, zhangsanSpring.claimId));
    expect(reads.map((r) => r.readerEid)).toEqual([DEMO_IDS.wangwu]);
    const handOverExpress = await post('wangwu', `${BASE}/Admin/HandOver`, {
      claimId: zhangsanSpring.claimId,
    });
    expect(handOverExpress.message).toBe('该领取记录不是自提');
    const badNumber = await post('wangwu', `${BASE}/Admin/Ship`, {
      claimId: zhangsanSpring.claimId,
      expCompany: '顺丰',
      expNumber: '!',
    });
    expect(badNumber.errNo).toBe(2);
    const shipped = await post('wangwu', `${BASE}/Admin/Ship`, {
      claimId: zhangsanSpring.claimId,
      expCompany: '顺丰速运',
      expNumber: 'SF9988776655',
    });
    expect(shipped.resultData.status).toBe(2);
    const twice = await post('wangwu', `${BASE}/Admin/Ship`, {
      claimId: zhangsanSpring.claimId,
      expCompany: '顺丰速运',
      expNumber: 'SF9988776655',
    });
    expect(twice.message).toBe('该领取记录已处理');
    const receipt = await get('zhangsan', `${BASE}/Receipt?id=${zhangsanSpring.claimId}`);
    expect(receipt.resultData).toMatchObject({
      status: 2,
      expressCompany: '顺丰速运',
      expressNumber: 'SF9988776655',
      canConfirm: true,
    });
  });

  it("another company's claims are neither listed to HR nor handled by them", async () => {
    const db = app.database.db;
    const companyId = randomUUID();
    await db.insert(companies).values({ id: companyId, name: '北京另一家公司', city: '北京' });
    const rightId = randomUUID();
    const packageId = randomUUID();
    await db.insert(welfareRights).values({
      id: rightId,
      companyId,
      year: 2026,
      kind: 'gift',
      names: { zh: '外公司礼包', en: 'Other gift', ja: '他社ギフト' },
      descriptions: { zh: '', en: '', ja: '' },
      claimFrom: new Date('2026-01-01T00:00:00Z'),
      claimTo: new Date('2026-12-31T00:00:00Z'),
      pickupPoint: { zh: '北京前台', en: 'Beijing reception', ja: '北京受付' },
      imagePath: 'icon:gift',
      color: '#000000',
    });
    await db.insert(welfareRightPackages).values({
      id: packageId,
      rightId,
      names: { zh: '礼包', en: 'Gift', ja: 'ギフト' },
      contents: { zh: '', en: '', ja: '' },
      valueFen: 1000,
      imagePath: 'icon:gift',
      color: '#000000',
    });
    const [outsider] = await newEmployees(1, companyId);
    const claimed = await app.callAs(outsider?.token as string, 'POST', `${BASE}/Claim`, {
      rightId,
      packageId,
      delivery: 'pickup',
    });
    expect(claimed.errNo).toBe(0);
    const list = await get('wangwu', `${BASE}/Admin/Claims?pageSize=100`);
    expect(list.resultData.result.map((c: { claimId: string }) => c.claimId)).not.toContain(
      claimed.resultData.claimId,
    );
    const handOver = await post(
      'wangwu',
      `${BASE}/Admin/HandOver`,
      { claimId: claimed.resultData.claimId },
      'en',
    );
    expect(handOver.message).toBe("You can only handle benefits of your own company's employees");
    const receipt = await get('wangwu', `${BASE}/Receipt?id=${claimed.resultData.claimId}`);
    expect(receipt.errNo).toBe(3);
    const [row] = await db
      .select()
      .from(welfareClaims)
      .where(eq(welfareClaims.id, claimed.resultData.claimId));
    expect(row?.status).toBe(1);
  });

  it('hands a pickup gift over', async () => {
    const mine = await get('sunqi', `${BASE}/MyRights`);
    const claimId = mine.resultData.result.find((r: { id: string }) => r.id === W.springGift).claimId;
    const done = await post('wangwu', `${BASE}/Admin/HandOver`, { claimId });
    expect(done.resultData.status).toBe(3);
    expect(
      (await post('wangwu', `${BASE}/Admin/Ship`, { claimId, expCompany: '顺丰', expNumber: 'SF123456' }))
        .message,
    ).toBe('该领取记录不是快递配送');
  });
});
