import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { ShopImageStore } from '../../modules/shop/images';
import type { Db, Tx } from '../client';
import {
  shopFreightRules,
  shopGifts,
  shopGoods,
  shopPromotionGifts,
  shopPromotions,
  shopSellers,
  shopVirtualStores,
} from '../schema';
import type { TLocalizedNames } from '../schema/approvals';

/** Fixed ids of the demo shops, for tests and journeys; a second load is a no-op. */
export const DEMO_SHOP_IDS = {
  /** special sale, deliveryMode 3, promotions of type 0, 1, 3 and 4 (with gifts) */
  salesSeller: '0b6c3a5e-1d2f-4c8a-9e10-000000015001',
  /** special sale, deliveryMode 2 (express only) */
  salesSeller2: '0b6c3a5e-1d2f-4c8a-9e10-000000015002',
  /** welfare, deliveryMode 4 (pay on pickup) */
  welfareSeller: '0b6c3a5e-1d2f-4c8a-9e10-000000015003',
  /** welfare, deliveryMode 1 (self pickup) */
  welfareSeller2: '0b6c3a5e-1d2f-4c8a-9e10-000000015004',
  /** colour and size options, at most 2 per order */
  tshirt: '0b6c3a5e-1d2f-4c8a-9e10-000000015101',
  /** at most 1 per employee */
  tea: '0b6c3a5e-1d2f-4c8a-9e10-000000015102',
  /** low stock (2), colour option */
  earphones: '0b6c3a5e-1d2f-4c8a-9e10-000000015103',
  /** sold out */
  cup: '0b6c3a5e-1d2f-4c8a-9e10-000000015104',
  /** virtual good (swimming ticket) with three stores */
  swim: '0b6c3a5e-1d2f-4c8a-9e10-000000015105',
  /** low stock (3) */
  nuts: '0b6c3a5e-1d2f-4c8a-9e10-000000015106',
  rice: '0b6c3a5e-1d2f-4c8a-9e10-000000015107',
  oil: '0b6c3a5e-1d2f-4c8a-9e10-000000015108',
  mooncake: '0b6c3a5e-1d2f-4c8a-9e10-000000015109',
  movie: '0b6c3a5e-1d2f-4c8a-9e10-000000015110',
  yogaMat: '0b6c3a5e-1d2f-4c8a-9e10-000000015111',
  bottle: '0b6c3a5e-1d2f-4c8a-9e10-000000015112',
  /** off sale: never listed */
  offSale: '0b6c3a5e-1d2f-4c8a-9e10-000000015113',
  giftBag: '0b6c3a5e-1d2f-4c8a-9e10-000000015301',
  giftNotebook: '0b6c3a5e-1d2f-4c8a-9e10-000000015302',
  giftTowel: '0b6c3a5e-1d2f-4c8a-9e10-000000015303',
  promoDiscount: '0b6c3a5e-1d2f-4c8a-9e10-000000015201',
  promoReduce: '0b6c3a5e-1d2f-4c8a-9e10-000000015202',
  promoFreight: '0b6c3a5e-1d2f-4c8a-9e10-000000015203',
  promoGift: '0b6c3a5e-1d2f-4c8a-9e10-000000015204',
  promoReduce2: '0b6c3a5e-1d2f-4c8a-9e10-000000015205',
  promoDiscountWelfare: '0b6c3a5e-1d2f-4c8a-9e10-000000015206',
  promoGiftWelfare: '0b6c3a5e-1d2f-4c8a-9e10-000000015207',
  storePeople: '0b6c3a5e-1d2f-4c8a-9e10-000000015401',
  storeXuhui: '0b6c3a5e-1d2f-4c8a-9e10-000000015402',
  storePudong: '0b6c3a5e-1d2f-4c8a-9e10-000000015403',
} as const;
const ID = DEMO_SHOP_IDS;

const n = (zh: string, en: string, ja: string): TLocalizedNames => ({ zh, en, ja });
const colour = n('颜色', 'Colour', 'カラー');
const size = n('尺码', 'Size', 'サイズ');

/** How a demo picture looks: made at load time from SVG, so no binary file is committed. */
type TPicture = { color: string; shape: 'circle' | 'box' | 'drop' | 'wave' | 'card'; label: string };

type TDemoGood = {
  id: string;
  sellerId: string;
  names: TLocalizedNames;
  descriptions: TLocalizedNames;
  priceFen: number;
  oldPriceFen: number | null;
  stock: number;
  limitedType?: number;
  limited?: number;
  isVirtual?: boolean;
  onSale?: boolean;
  properties?: { name: TLocalizedNames; options: string[] }[];
  picture: TPicture;
};

const GOODS: TDemoGood[] = [
  {
    id: ID.tshirt,
    sellerId: ID.salesSeller,
    names: n('浦江纪念T恤', 'Pujiang anniversary T-shirt', '浦江記念Tシャツ'),
    descriptions: n(
      '精梳棉，圆领短袖，胸前印有公司30周年纪念标志。每单限购2件。',
      'Combed cotton, crew neck, with the 30th anniversary logo. At most 2 per order.',
      'コーマ綿のクルーネック。30周年記念ロゴ入り。1注文2枚まで。',
    ),
    priceFen: 5900,
    oldPriceFen: 8900,
    stock: 50,
    limitedType: 1,
    limited: 2,
    properties: [
      { name: colour, options: ['白色', '黑色', '藏青'] },
      { name: size, options: ['S', 'M', 'L', 'XL'] },
    ],
    picture: { color: '#3b82f6', shape: 'box', label: 'T-SHIRT' },
  },
  {
    id: ID.tea,
    sellerId: ID.salesSeller,
    names: n('明前龙井礼盒', 'Pre-Qingming Longjing tea box', '明前龍井茶ギフト'),
    descriptions: n(
      '西湖产区明前龙井250克，礼盒包装。每人限购1盒。',
      '250 g of West Lake Longjing picked before Qingming, gift boxed. One box per person.',
      '西湖産の明前龍井茶250g、ギフト箱入り。お一人様1箱まで。',
    ),
    priceFen: 29800,
    oldPriceFen: 36800,
    stock: 20,
    limitedType: 2,
    limited: 1,
    picture: { color: '#16a34a', shape: 'drop', label: 'TEA' },
  },
  {
    id: ID.earphones,
    sellerId: ID.salesSeller,
    names: n('降噪蓝牙耳机', 'Noise-cancelling earbuds', 'ノイズキャンセリングイヤホン'),
    descriptions: n(
      '主动降噪，续航30小时，Type-C快充。仅剩少量库存。',
      'Active noise cancelling, 30 hours of play, USB-C fast charging. Only a few left.',
      'アクティブノイズキャンセリング、30時間再生、USB-C急速充電。残りわずか。',
    ),
    priceFen: 19900,
    oldPriceFen: 25900,
    stock: 2,
    properties: [{ name: colour, options: ['白色', '黑色'] }],
    picture: { color: '#111827', shape: 'circle', label: 'BUDS' },
  },
  {
    id: ID.cup,
    sellerId: ID.salesSeller,
    names: n('不锈钢保温杯', 'Stainless steel vacuum flask', 'ステンレス保温ボトル'),
    descriptions: n(
      '500毫升，12小时保温。已售罄，补货中。',
      '500 ml, keeps drinks hot for 12 hours. Sold out, restocking.',
      '500ml、12時間保温。売り切れ、入荷待ち。',
    ),
    priceFen: 7900,
    oldPriceFen: 9900,
    stock: 0,
    picture: { color: '#9ca3af', shape: 'box', label: 'FLASK' },
  },
  {
    id: ID.swim,
    sellerId: ID.salesSeller,
    names: n('游泳次卡（10次）', 'Swimming pass (10 visits)', '水泳回数券（10回）'),
    descriptions: n(
      '电子票，可在下列三家合作游泳馆使用，有效期一年。',
      'E-ticket for any of the three partner pools, valid for one year.',
      '電子チケット。提携プール3か所で利用可、有効期間1年。',
    ),
    priceFen: 38000,
    oldPriceFen: 45000,
    stock: 30,
    isVirtual: true,
    picture: { color: '#0891b2', shape: 'wave', label: 'SWIM' },
  },
  {
    id: ID.nuts,
    sellerId: ID.salesSeller,
    names: n('每日坚果礼包', 'Daily nuts gift pack', 'デイリーナッツギフト'),
    descriptions: n(
      '30日装混合坚果，独立小包装。库存紧张。',
      'Thirty days of mixed nuts in single packs. Low stock.',
      'ミックスナッツ30日分、個包装。在庫僅少。',
    ),
    priceFen: 12800,
    oldPriceFen: 15800,
    stock: 3,
    picture: { color: '#b45309', shape: 'circle', label: 'NUTS' },
  },
  {
    id: ID.offSale,
    sellerId: ID.salesSeller,
    names: n('已下架商品', 'Withdrawn item', '販売終了商品'),
    descriptions: n('不再销售。', 'No longer sold.', '販売終了。'),
    priceFen: 1000,
    oldPriceFen: null,
    stock: 10,
    onSale: false,
    picture: { color: '#6b7280', shape: 'box', label: 'OFF' },
  },
  {
    id: ID.rice,
    sellerId: ID.salesSeller2,
    names: n('五常大米 5kg', 'Wuchang rice 5 kg', '五常米 5kg'),
    descriptions: n(
      '当季新米，真空包装，快递到家。',
      'This season’s rice, vacuum packed, delivered.',
      '新米、真空パック、宅配。',
    ),
    priceFen: 6900,
    oldPriceFen: 7900,
    stock: 100,
    picture: { color: '#ca8a04', shape: 'card', label: 'RICE' },
  },
  {
    id: ID.oil,
    sellerId: ID.salesSeller2,
    names: n('特级初榨橄榄油', 'Extra virgin olive oil', 'エクストラバージンオリーブオイル'),
    descriptions: n('西班牙原瓶进口。', 'Bottled in Spain.', 'スペイン産、現地瓶詰め。'),
    priceFen: 11900,
    oldPriceFen: 14900,
    stock: 40,
    properties: [{ name: n('规格', 'Volume', '容量'), options: ['500ml', '1L'] }],
    picture: { color: '#65a30d', shape: 'drop', label: 'OIL' },
  },
  {
    id: ID.mooncake,
    sellerId: ID.welfareSeller,
    names: n('中秋月饼礼盒', 'Mid-Autumn mooncake box', '中秋月餅ギフト'),
    descriptions: n(
      '六只装，到店自提时付款。',
      'Six mooncakes; pay when you collect.',
      '6個入り。受け取り時にお支払い。',
    ),
    priceFen: 8800,
    oldPriceFen: 12800,
    stock: 60,
    properties: [{ name: n('口味', 'Flavour', '味'), options: ['五仁', '豆沙', '蛋黄莲蓉'] }],
    picture: { color: '#dc2626', shape: 'circle', label: 'MOON' },
  },
  {
    id: ID.movie,
    sellerId: ID.welfareSeller,
    names: n('电影兑换券', 'Cinema voucher', '映画引換券'),
    descriptions: n(
      '全国影院通用，每人限购4张。',
      'Valid in cinemas nationwide; 4 per person.',
      '全国の映画館で利用可、お一人様4枚まで。',
    ),
    priceFen: 3500,
    oldPriceFen: 5000,
    stock: 200,
    limitedType: 2,
    limited: 4,
    picture: { color: '#7c3aed', shape: 'card', label: 'MOVIE' },
  },
  {
    id: ID.yogaMat,
    sellerId: ID.welfareSeller2,
    names: n('加厚瑜伽垫', 'Thick yoga mat', '厚手ヨガマット'),
    descriptions: n(
      '10毫米加厚，附收纳绑带。',
      '10 mm thick, with a carrying strap.',
      '10mm厚、収納ベルト付き。',
    ),
    priceFen: 9900,
    oldPriceFen: 13900,
    stock: 15,
    properties: [{ name: colour, options: ['紫色', '蓝色'] }],
    picture: { color: '#a855f7', shape: 'wave', label: 'YOGA' },
  },
  {
    id: ID.bottle,
    sellerId: ID.welfareSeller2,
    names: n('运动水杯', 'Sports bottle', 'スポーツボトル'),
    descriptions: n('750毫升，仅剩1只。', '750 ml, only one left.', '750ml、残り1本。'),
    priceFen: 3900,
    oldPriceFen: null,
    stock: 1,
    picture: { color: '#0ea5e9', shape: 'drop', label: 'BOTTLE' },
  },
];

const SELLERS = [
  {
    id: ID.salesSeller,
    shop: 'sales',
    names: n('浦江优选', 'Pujiang Select', '浦江セレクト'),
    descriptions: n('员工特卖精选', 'Staff special sale picks', '社員特売セレクション'),
    deliveryMode: 3,
    sort: 1,
    pickupAddress: '上海市黄浦区人民大道200号 1楼前台',
    pickupPhone: '021-63210001',
    picture: { color: '#ef4444', shape: 'circle', label: 'PJ' } as TPicture,
  },
  {
    id: ID.salesSeller2,
    shop: 'sales',
    names: n('沪上生鲜', 'Hushang Fresh', '滬上フレッシュ'),
    descriptions: n('粮油生鲜，快递到家', 'Groceries delivered to your door', '食品を宅配でお届け'),
    deliveryMode: 2,
    sort: 2,
    pickupAddress: null,
    pickupPhone: null,
    picture: { color: '#22c55e', shape: 'circle', label: 'HF' } as TPicture,
  },
  {
    id: ID.welfareSeller,
    shop: 'welfare',
    names: n('员工福利社', 'Staff Welfare Store', '社員福利ストア'),
    descriptions: n(
      '节日福利，到店自提付款',
      'Festival welfare; pay on pickup',
      '季節の福利、受け取り時払い',
    ),
    deliveryMode: 4,
    sort: 1,
    pickupAddress: '上海市黄浦区人民大道200号 B1 福利社',
    pickupPhone: '021-63210002',
    picture: { color: '#f97316', shape: 'circle', label: 'WS' } as TPicture,
  },
  {
    id: ID.welfareSeller2,
    shop: 'welfare',
    names: n('健康生活馆', 'Healthy Living', 'ヘルシーリビング'),
    descriptions: n(
      '运动健康好物，公司自提',
      'Sport and health, collect at the office',
      'スポーツ・健康用品、社内受け取り',
    ),
    deliveryMode: 1,
    sort: 2,
    pickupAddress: '上海市黄浦区人民大道200号 3楼工会',
    pickupPhone: '021-63210003',
    picture: { color: '#8b5cf6', shape: 'circle', label: 'HL' } as TPicture,
  },
] as const;

const GIFTS = [
  {
    id: ID.giftBag,
    sellerId: ID.salesSeller,
    names: n('帆布购物袋', 'Canvas tote bag', 'キャンバストート'),
    picture: { color: '#d97706', shape: 'box', label: 'BAG' } as TPicture,
  },
  {
    id: ID.giftNotebook,
    sellerId: ID.salesSeller,
    names: n('定制笔记本', 'Custom notebook', 'オリジナルノート'),
    picture: { color: '#2563eb', shape: 'card', label: 'NOTE' } as TPicture,
  },
  {
    id: ID.giftTowel,
    sellerId: ID.welfareSeller2,
    names: n('运动毛巾', 'Sports towel', 'スポーツタオル'),
    picture: { color: '#14b8a6', shape: 'wave', label: 'TOWEL' } as TPicture,
  },
];

/** The demo shops: two sellers per shop, promotions of every type, goods, gifts, stores and freight. */
export async function loadShopDemo(tx: Tx): Promise<void> {
  await tx
    .insert(shopSellers)
    .values(
      SELLERS.map(({ picture: _picture, ...seller }) => ({
        ...seller,
        companyId: null,
        expressFeeFen: 2000,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(shopGoods)
    .values(
      GOODS.map(({ picture: _picture, ...good }, index) => ({
        ...good,
        limitedType: good.limitedType ?? 0,
        limited: good.limited ?? 0,
        isVirtual: good.isVirtual ?? false,
        onSale: good.onSale ?? true,
        properties: good.properties ?? [],
        sort: index,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(shopPromotions)
    .values([
      {
        id: ID.promoDiscount,
        sellerId: ID.salesSeller,
        type: 0,
        discountRate: 95,
        descriptions: n('全场95折', '5% off everything', '全品5%オフ'),
      },
      {
        id: ID.promoReduce,
        sellerId: ID.salesSeller,
        type: 1,
        satisfyFen: 20000,
        decreaseFen: 3000,
        descriptions: n('满200减30', '¥30 off orders of ¥200', '200元以上で30元引き'),
      },
      {
        id: ID.promoFreight,
        sellerId: ID.salesSeller,
        type: 3,
        freightSatisfyFen: 9900,
        freightDecreaseFen: 1000,
        descriptions: n('满99运费减10元', '¥10 off shipping from ¥99', '99元以上で送料10元引き'),
      },
      {
        id: ID.promoGift,
        sellerId: ID.salesSeller,
        type: 4,
        satisfyFen: 30000,
        descriptions: n(
          '满300送购物袋和笔记本',
          'Tote bag and notebook free from ¥300',
          '300元以上でトートとノートを進呈',
        ),
      },
      {
        id: ID.promoReduce2,
        sellerId: ID.salesSeller2,
        type: 1,
        satisfyFen: 15000,
        decreaseFen: 2000,
        descriptions: n('满150减20', '¥20 off orders of ¥150', '150元以上で20元引き'),
      },
      {
        id: ID.promoDiscountWelfare,
        sellerId: ID.welfareSeller,
        type: 0,
        discountRate: 90,
        descriptions: n('员工9折', '10% staff discount', '社員10%オフ'),
      },
      {
        id: ID.promoGiftWelfare,
        sellerId: ID.welfareSeller2,
        type: 4,
        satisfyFen: 10000,
        descriptions: n('满100送运动毛巾', 'Free sports towel from ¥100', '100元以上でタオル進呈'),
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(shopGifts)
    .values(
      GIFTS.map(({ picture: _picture, ...gift }) => ({
        ...gift,
        descriptions: gift.names,
        stock: 100,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(shopPromotionGifts)
    .values([
      { promotionId: ID.promoGift, giftId: ID.giftBag, count: 1 },
      { promotionId: ID.promoGift, giftId: ID.giftNotebook, count: 1 },
      { promotionId: ID.promoGiftWelfare, giftId: ID.giftTowel, count: 1 },
    ])
    .onConflictDoNothing();
  await tx
    .insert(shopVirtualStores)
    .values([
      {
        id: ID.storePeople,
        goodsId: ID.swim,
        names: n('人民广场游泳馆', 'People’s Square Natatorium', '人民広場プール'),
        address: '上海市黄浦区西藏中路18号',
        phone: '021-63510001',
        openingHours: '06:30-21:30',
        stock: 12,
      },
      {
        id: ID.storeXuhui,
        goodsId: ID.swim,
        names: n('徐汇游泳馆', 'Xuhui Swimming Centre', '徐匯スイミングセンター'),
        address: '上海市徐汇区漕溪北路1111号',
        phone: '021-64380002',
        openingHours: '07:00-21:00',
        stock: 10,
      },
      {
        id: ID.storePudong,
        goodsId: ID.swim,
        names: n('浦东游泳馆', 'Pudong Aquatic Centre', '浦東アクアセンター'),
        address: '上海市浦东新区锦绣路2299号',
        phone: '021-58990003',
        openingHours: '08:00-22:00',
        stock: 8,
      },
    ])
    .onConflictDoNothing();
  const freight = (sellerId: string) => [
    { sellerId, region: '上海市', feeFen: 800 },
    { sellerId, region: '浙江省', feeFen: 1200 },
    { sellerId, region: '江苏省', feeFen: 1200 },
    { sellerId, region: '安徽省', feeFen: 1200 },
  ];
  await tx
    .insert(shopFreightRules)
    .values([...freight(ID.salesSeller), ...freight(ID.salesSeller2)])
    .onConflictDoNothing();
}

const SHAPES: Record<TPicture['shape'], string> = {
  circle: '<circle cx="320" cy="290" r="170" fill="#ffffff" fill-opacity="0.9"/>',
  box: '<rect x="150" y="130" width="340" height="320" rx="36" fill="#ffffff" fill-opacity="0.9"/>',
  drop: '<path d="M320 90 C 410 210 450 270 450 330 A 130 130 0 0 1 190 330 C 190 270 230 210 320 90 Z" fill="#ffffff" fill-opacity="0.9"/>',
  wave: '<path d="M60 330 Q 190 220 320 330 T 580 330 L 580 460 L 60 460 Z" fill="#ffffff" fill-opacity="0.9"/><circle cx="320" cy="200" r="70" fill="#ffffff" fill-opacity="0.7"/>',
  card: '<rect x="110" y="170" width="420" height="250" rx="24" fill="#ffffff" fill-opacity="0.9"/><rect x="110" y="220" width="420" height="40" fill="#000000" fill-opacity="0.15"/>',
};

/** A 640 x 640 product picture: a coloured background, a light shape and a label. */
export function demoPictureSvg({ color, shape, label }: TPicture, variant = 0): string {
  const angle = variant * 35;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<defs><linearGradient id="g" gradientTransform="rotate(${45 + angle})"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.35"/></linearGradient></defs>
<rect width="640" height="640" fill="${color}"/><rect width="640" height="640" fill="url(#g)"/>
${SHAPES[shape]}
<text x="320" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff" text-anchor="middle">${label}</text>
</svg>`;
}

/** Drawn pictures kept per process: test files each load the demo into a new database. */
const drawnCache = globalThis as typeof globalThis & { ehomeShopPictures?: Map<string, Promise<Buffer>> };

async function picture(images: ShopImageStore, spec: TPicture, variant = 0): Promise<string> {
  const svg = demoPictureSvg(spec, variant);
  drawnCache.ehomeShopPictures ??= new Map();
  let jpeg = drawnCache.ehomeShopPictures.get(svg);
  if (!jpeg) {
    jpeg = sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
    drawnCache.ehomeShopPictures.set(svg, jpeg);
  }
  return images.store(await jpeg);
}

/**
 * The demo shops' pictures, drawn at start-up and stored through the shop image store (so the file
 * storage, local or S3, holds them like any uploaded picture). Only demo rows still without a
 * picture are drawn, so a restart does nothing and an instance racing another stores nothing twice
 * (same bytes, same key).
 */
export async function loadShopDemoImages(db: Db, images: ShopImageStore): Promise<number> {
  let drawn = 0;
  const goods = await db
    .select({ id: shopGoods.id })
    .from(shopGoods)
    .where(
      and(
        inArray(
          shopGoods.id,
          GOODS.map((g) => g.id),
        ),
        isNull(shopGoods.iconKey),
      ),
    );
  for (const { id } of goods) {
    const good = GOODS.find((g) => g.id === id) as TDemoGood;
    const icon = await picture(images, good.picture);
    const second = await picture(images, good.picture, 1);
    const third = await picture(images, good.picture, 2);
    await db
      .update(shopGoods)
      .set({
        iconKey: icon,
        images: [
          { key: icon, description: good.names.zh },
          { key: second, description: good.names.zh },
          { key: third, description: good.names.zh },
        ],
      })
      .where(and(eq(shopGoods.id, id), isNull(shopGoods.iconKey)));
    drawn += 1;
  }
  const sellers = await db
    .select({ id: shopSellers.id })
    .from(shopSellers)
    .where(
      and(
        inArray(
          shopSellers.id,
          SELLERS.map((s) => s.id),
        ),
        isNull(shopSellers.logoKey),
      ),
    );
  for (const { id } of sellers) {
    const seller = SELLERS.find((s) => s.id === id) as (typeof SELLERS)[number];
    const logo = await picture(images, seller.picture);
    await db
      .update(shopSellers)
      .set({ logoKey: logo })
      .where(and(eq(shopSellers.id, id), isNull(shopSellers.logoKey)));
    drawn += 1;
  }
  const gifts = await db
    .select({ id: shopGifts.id })
    .from(shopGifts)
    .where(
      and(
        inArray(
          shopGifts.id,
          GIFTS.map((g) => g.id),
        ),
        isNull(shopGifts.iconKey),
      ),
    );
  for (const { id } of gifts) {
    const gift = GIFTS.find((g) => g.id === id) as (typeof GIFTS)[number];
    const icon = await picture(images, gift.picture);
    await db
      .update(shopGifts)
      .set({ iconKey: icon })
      .where(and(eq(shopGifts.id, id), isNull(shopGifts.iconKey)));
    drawn += 1;
  }
  return drawn;
}
