import { randomUUID } from 'node:crypto';
import { ORDER_STATUS, SHOP_IMAGE_PATH } from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { loadShopDemoImages, DEMO_SHOP_IDS as S } from '../../db/demo/shop';
import {
  companies,
  shopGoods,
  shopImages,
  shopImageVariants,
  shopOrderLines,
  shopOrders,
  shopSellers,
} from '../../db/schema';
import { memoryFileStorage } from '../../platform/files';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { shopImageStore, sniffImage } from './images';

const files = memoryFileStorage();
let app: TestApp;
const tokens: Record<string, string> = {};
const OTHER_COMPANY = randomUUID();
const FOREIGN_SELLER = randomUUID();
const FOREIGN_GOOD = randomUUID();

beforeAll(async () => {
  app = await createTestApp({ files });
  const db = app.database.db;
  await loadShopDemoImages(db, shopImageStore({ db, files }));
  for (const who of ['zhangsan', 'zhaoliu']) tokens[who] = await app.login(who);
  // A seller only another company's employees may see, with a good on sale.
  await db.insert(companies).values({ id: OTHER_COMPANY, name: '别家公司', city: '北京' });
  await db.insert(shopSellers).values({
    id: FOREIGN_SELLER,
    shop: 'sales',
    companyId: OTHER_COMPANY,
    names: { zh: '别家商家', en: 'Other', ja: '他社' },
    descriptions: { zh: '', en: '', ja: '' },
    deliveryMode: 2,
  });
  await db.insert(shopGoods).values({
    id: FOREIGN_GOOD,
    sellerId: FOREIGN_SELLER,
    names: { zh: '别家商品', en: 'Other good', ja: '他社商品' },
    descriptions: { zh: '', en: '', ja: '' },
    priceFen: 100,
    stock: 5,
  });
});
afterAll(async () => {
  await app?.close();
});

async function get(url: string, who = 'zhangsan', lang = 'zh') {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
  });
  return { status: response.statusCode, ...response.json() };
}
const sales = (call: string) => `/CIICOnSalesAPI/OnSales/${call}`;
const welfare = (call: string) => `/CIICOnSalesAPI/Welfare/${call}`;

describe('GetSellers', () => {
  it('lists the sales shop sellers in order with their promotions and gifts', async () => {
    const body = await get(sales('GetSellers'));
    expect(body.errNo).toBe(0);
    const ids = body.resultData.map((s: { id: string }) => s.id);
    expect(ids).toEqual([S.salesSeller, S.salesSeller2]);
    const first = body.resultData[0];
    expect(first).toMatchObject({ name: '浦江优选', deliveryMode: 3, expressFee: '20.00' });
    expect(first.avatar).toMatch(new RegExp(`^${SHOP_IMAGE_PATH}[0-9a-f-]{36}$`));
    expect(first.supports.map((p: { type: number }) => p.type)).toEqual([0, 1, 3, 4]);
    expect(first.supports[0]).toMatchObject({ discount: 95, satisfy: null });
    expect(first.supports[1]).toMatchObject({ satisfy: '200.00', decrease: '30.00' });
    expect(first.supports[2]).toMatchObject({ freightSatisfy: '99.00', freightDecrease: '10.00' });
    expect(first.supports[3].gifts.map((g: { gift_name: string }) => g.gift_name).sort()).toEqual(
      ['定制笔记本', '帆布购物袋'].sort(),
    );
  });

  it('the welfare prefix lists the welfare sellers, named in the request language', async () => {
    const body = await get(welfare('GetSellers'), 'zhangsan', 'en');
    expect(body.resultData.map((s: { id: string; deliveryMode: number }) => [s.id, s.deliveryMode])).toEqual([
      [S.welfareSeller, 4],
      [S.welfareSeller2, 1],
    ]);
    expect(body.resultData[0].name).toBe('Staff Welfare Store');
    const ja = await get(welfare('GetSellers'), 'zhangsan', 'ja');
    expect(ja.resultData[0].name).toBe('社員福利ストア');
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'GET', url: sales('GetSellers') });
    expect(response.statusCode).toBe(401);
  });

  it("never shows another company's seller", async () => {
    const body = await get(sales('GetSellers'));
    expect(body.resultData.map((s: { id: string }) => s.id)).not.toContain(FOREIGN_SELLER);
  });
});

describe('GetGoodsList', () => {
  it('lists the on-sale goods of a seller with money in yuan and options comma separated', async () => {
    const body = await get(sales(`GetGoodsList?salesID=${S.salesSeller}`));
    expect(body.errNo).toBe(0);
    const ids = body.resultData.result.map((g: { id: string }) => g.id);
    expect(ids).toContain(S.tshirt);
    expect(ids).not.toContain(S.offSale);
    expect(body.resultData.totalCount).toBe(ids.length);
    const tshirt = body.resultData.result.find((g: { id: string }) => g.id === S.tshirt);
    expect(tshirt).toMatchObject({
      saleid: S.salesSeller,
      price: '59.00',
      oldPrice: '89.00',
      limited_type: 1,
      limited: 2,
      is_virtual: false,
      productsProperties: [
        { column_name: '颜色', column_value: '白色,黑色,藏青' },
        { column_name: '尺码', column_value: 'S,M,L,XL' },
      ],
    });
    expect(tshirt.proPath).toHaveLength(3);
    const cup = body.resultData.result.find((g: { id: string }) => g.id === S.cup);
    expect(cup.sellCount).toBe(0);
  });

  it('pages', async () => {
    const body = await get(sales(`GetGoodsList?salesID=${S.salesSeller}&pageIndex=2&pageSize=2`));
    expect(body.resultData.result).toHaveLength(2);
    expect(body.resultData.totalCount).toBe(6);
  });

  it('refuses a seller of the other shop, of another company, an unknown one and a bad id', async () => {
    for (const url of [
      sales(`GetGoodsList?salesID=${S.welfareSeller}`),
      welfare(`GetGoodsList?salesID=${S.salesSeller}`),
      sales(`GetGoodsList?salesID=${FOREIGN_SELLER}`),
      sales(`GetGoodsList?salesID=${randomUUID()}`),
    ]) {
      const body = await get(url);
      expect(body.status).toBe(200);
      expect(body.errNo).not.toBe(0);
      expect(body.message).toBe('该商家不存在或暂不开放');
    }
    const bad = await get(sales('GetGoodsList?salesID=1%27%20or%201=1'));
    expect(bad.status).toBe(200);
    expect(bad.errNo).toBe(2);
  });

  it('an inactive seller disappears', async () => {
    await app.database.db
      .update(shopSellers)
      .set({ active: false })
      .where(eq(shopSellers.id, S.salesSeller2));
    const body = await get(sales(`GetGoodsList?salesID=${S.salesSeller2}`));
    expect(body.errNo).not.toBe(0);
    const sellers = await get(sales('GetSellers'));
    expect(sellers.resultData.map((s: { id: string }) => s.id)).toEqual([S.salesSeller]);
    await app.database.db.update(shopSellers).set({ active: true }).where(eq(shopSellers.id, S.salesSeller2));
  });
});

describe('GetGoodsDetail', () => {
  it('answers a good with its seller and the per-person count bought', async () => {
    const body = await get(sales(`GetGoodsDetail?goodsID=${S.tea}`), 'zhangsan', 'en');
    expect(body.errNo).toBe(0);
    expect(body.resultData).toMatchObject({
      id: S.tea,
      name: 'Pre-Qingming Longjing tea box',
      limited_type: 2,
      limited: 1,
      bought: 0,
      sellerName: 'Pujiang Select',
      deliveryMode: 3,
    });
  });

  it("counts the employee's own open orders, not closed ones nor another employee's", async () => {
    const db = app.database.db;
    const order = async (eid: string, status: number, qty: number) => {
      const [row] = await db
        .insert(shopOrders)
        .values({
          orderNumber: `T${randomUUID().slice(0, 12)}`,
          shop: 'sales',
          sellerId: S.salesSeller,
          eid,
          status,
          clientKey: randomUUID(),
          deliveryMode: 'PickedUP',
          oldTotalFen: 29800 * qty,
          promotionFen: 0,
          freightFen: 0,
          freightDiscountFen: 0,
          totalFen: 29800 * qty,
        })
        .returning({ id: shopOrders.id });
      await db.insert(shopOrderLines).values({
        orderId: (row as { id: string }).id,
        goodsId: S.tea,
        productName: '明前龙井礼盒',
        priceFen: 29800,
        qty,
      });
    };
    await order(DEMO_IDS.zhangsan, ORDER_STATUS.toShip, 1);
    await order(DEMO_IDS.zhangsan, ORDER_STATUS.closed, 2);
    await order(DEMO_IDS.zhaoliu, ORDER_STATUS.unpaid, 3);
    expect((await get(sales(`GetGoodsDetail?goodsID=${S.tea}`))).resultData.bought).toBe(1);
    expect((await get(sales(`GetGoodsDetail?goodsID=${S.tea}`), 'zhaoliu')).resultData.bought).toBe(3);
  });

  it('refuses a good off sale, of the other shop, of another company, unknown', async () => {
    for (const url of [
      sales(`GetGoodsDetail?goodsID=${S.offSale}`),
      welfare(`GetGoodsDetail?goodsID=${S.tshirt}`),
      sales(`GetGoodsDetail?goodsID=${S.mooncake}`),
      sales(`GetGoodsDetail?goodsID=${FOREIGN_GOOD}`),
      sales(`GetGoodsDetail?goodsID=${randomUUID()}`),
    ]) {
      const body = await get(url);
      expect(body.errNo).toBe(3);
      expect(body.message).toBe('该商品不存在或已下架');
    }
    const ja = await get(sales(`GetGoodsDetail?goodsID=${S.offSale}`), 'zhangsan', 'ja');
    expect(ja.message).toBe('この商品は存在しないか、販売終了しました');
  });
});

describe('GetVirtualStores', () => {
  it('lists the three stores of the swimming pass', async () => {
    const body = await get(sales(`GetVirtualStores?productId=${S.swim}`));
    expect(body.errNo).toBe(0);
    expect(body.resultData.goodsName).toBe('游泳次卡（10次）');
    expect(body.resultData.stores).toHaveLength(3);
    expect(body.resultData.stores[0]).toMatchObject({
      name: '人民广场游泳馆',
      phone: '021-63510001',
      openingHours: '06:30-21:30',
      stock: 12,
    });
  });

  it('refuses a good that is not virtual, or not visible', async () => {
    expect((await get(sales(`GetVirtualStores?productId=${S.tshirt}`))).message).toBe(
      '该商品不是虚拟商品，没有门店列表',
    );
    expect((await get(welfare(`GetVirtualStores?productId=${S.swim}`))).errNo).toBe(3);
  });
});

describe('GET /api/Shop/Image/<key>', () => {
  async function iconKey() {
    const body = await get(sales(`GetGoodsDetail?goodsID=${S.tshirt}`));
    return (body.resultData.icon as string).slice(SHOP_IMAGE_PATH.length);
  }

  it('serves a WebP variant to a browser that takes WebP, without a token, cached for a year', async () => {
    const key = await iconKey();
    const response = await app.inject({
      method: 'GET',
      url: `/api/Shop/Image/${key}?w=320`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept');
    expect(sniffImage(response.rawPayload)).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.width).toBe(320);
    // The first picture of a goods page stays under 100 KB even at the largest width.
    const large = await app.inject({
      method: 'GET',
      url: `/api/Shop/Image/${key}?w=640`,
      headers: { accept: 'image/webp' },
    });
    expect(large.rawPayload.length).toBeLessThan(100 * 1024);
    // Conditional request: 304 without a body.
    const again = await app.inject({
      method: 'GET',
      url: `/api/Shop/Image/${key}?w=320`,
      headers: { accept: 'image/webp', 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves JPEG otherwise, and makes each variant once (kept in the storage)', async () => {
    const key = await iconKey();
    const before = files.size();
    const first = await app.inject({ method: 'GET', url: `/api/Shop/Image/${key}?w=160` });
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(sniffImage(first.rawPayload)).toBe('image/jpeg');
    expect(files.size()).toBe(before + 1);
    const second = await app.inject({ method: 'GET', url: `/api/Shop/Image/${key}?w=160` });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(files.size()).toBe(before + 1);
    const rows = await app.database.db
      .select()
      .from(shopImageVariants)
      .where(eq(shopImageVariants.sourceKey, key));
    expect(rows.map((r) => `${r.width}.${r.format}`).sort()).toContain('160.jpeg');
  });

  it('a burst of requests for a new variant makes it once; a variant lost from the storage is made again', async () => {
    const key = await iconKey();
    const before = files.size();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: `/api/Shop/Image/${key}?w=640` })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(files.size()).toBe(before + 1);
    const [row] = await app.database.db
      .select()
      .from(shopImageVariants)
      .where(
        and(
          eq(shopImageVariants.sourceKey, key),
          eq(shopImageVariants.width, 640),
          eq(shopImageVariants.format, 'jpeg'),
        ),
      );
    await files.remove((row as { variantKey: string }).variantKey);
    const again = await app.inject({ method: 'GET', url: `/api/Shop/Image/${key}?w=640` });
    expect(again.statusCode).toBe(200);
    expect(sniffImage(again.rawPayload)).toBe('image/jpeg');
    expect(files.size()).toBe(before + 1);
  });

  it('serves only shop pictures: another stored file, an unknown key, a bad key or width are refused', async () => {
    const other = await files.put(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    for (const url of [
      `/api/Shop/Image/${other}?w=160`,
      `/api/Shop/Image/${randomUUID()}?w=160`,
      '/api/Shop/Image/..%2F..%2Fetc%2Fpasswd?w=160',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).not.toBe(500);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().errNo).not.toBe(0);
    }
    const key = await iconKey();
    const badWidth = await app.inject({ method: 'GET', url: `/api/Shop/Image/${key}?w=9999` });
    expect(badWidth.json().errNo).toBe(2);
  });

  it('stores only real pictures, once per content', async () => {
    const store = shopImageStore({ db: app.database.db, files });
    await expect(store.store(Buffer.from('<svg onload="alert(1)"/>'))).rejects.toThrow();
    await expect(
      store.store(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).rejects.toThrow();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const a = await store.store(png);
    const b = await store.store(png);
    expect(a).toBe(b);
    const [row] = await app.database.db.select().from(shopImages).where(eq(shopImages.key, a));
    expect(row).toMatchObject({ contentType: 'image/png', width: 8, height: 8 });
  });
});
