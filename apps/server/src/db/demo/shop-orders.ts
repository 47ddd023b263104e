import type { Tx } from '../client';
import { shopOrderEvents, shopOrderGifts, shopOrderLines, shopOrders } from '../schema';
import { DEMO_SHOP_IDS } from './shop';

const id = (n: number) => `0b6c3a5e-1d2f-4c8a-9e15-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of the orders demo (issue 15), so tests and the journey can name them. The orders need
 * a seller and goods: those of the catalogue's demo (db/demo/shop.ts, loaded before this).
 */
export const DEMO_ORDER_IDS = {
  salesSeller: DEMO_SHOP_IDS.salesSeller,
  welfareSeller: DEMO_SHOP_IDS.welfareSeller,
  tshirt: DEMO_SHOP_IDS.tshirt,
  earphones: DEMO_SHOP_IDS.earphones,
  swimCard: DEMO_SHOP_IDS.swim,
  mooncake: DEMO_SHOP_IDS.mooncake,
  bag: DEMO_SHOP_IDS.giftBag,
  /** 张三's orders, one per status (1 ... 7), a welfare pay-on-pickup order and older done ones. */
  unpaid: id(101),
  toShip: id(102),
  done: id(103),
  paidVirtual: id(104),
  refunding: id(105),
  refunded: id(106),
  closed: id(107),
  welfarePickup: id(108),
  olderDone: [id(111), id(112), id(113), id(114)],
  /** 赵六's unpaid order: invisible to 张三. */
  zhaoliuUnpaid: id(201),
} as const;

const MINUTE = 60_000;

type Options = { zhangsan: string; zhaoliu: string; now: Date };

export async function loadShopOrdersDemo(tx: Tx, { zhangsan, zhaoliu, now }: Options): Promise<void> {
  const D = DEMO_ORDER_IDS;
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  type Line = { goodsId: string; name: string; priceFen: number; qty: number; options?: string[] };
  const rice: Line = {
    goodsId: D.tshirt,
    name: '浦江纪念T恤',
    priceFen: 5900,
    qty: 2,
    options: ['白色', 'L'],
  };
  const ear: Line = {
    goodsId: D.earphones,
    name: '降噪蓝牙耳机',
    priceFen: 19900,
    qty: 1,
    options: ['白色'],
  };
  const swim: Line = { goodsId: D.swimCard, name: '游泳次卡（10次）', priceFen: 38000, qty: 1 };
  const box: Line = { goodsId: D.mooncake, name: '中秋月饼礼盒', priceFen: 8800, qty: 1, options: ['五仁'] };
  const address = {
    consignee: '张三',
    contact: '13800138000',
    province: '上海市',
    city: '上海市',
    area: '黄浦区',
    address: '人民大道200号 研发部',
    zipcode: '200003',
  };
  type Spec = {
    id: string;
    number: string;
    status: number;
    minutesAgo: number;
    lines: Line[];
    eid?: string;
    shop?: 'sales' | 'welfare';
    mode?: 'Express' | 'PickedUP' | 'PickedPay';
    virtual?: boolean;
    gift?: boolean;
    paid?: boolean;
    express?: [string, string];
    closeReason?: string;
  };
  const specs: Spec[] = [
    { id: D.unpaid, number: 'S20261126001', status: 1, minutesAgo: 5, lines: [rice] },
    {
      id: D.toShip,
      number: 'S20261125002',
      status: 2,
      minutesAgo: 60 * 20,
      lines: [ear, rice],
      gift: true,
      paid: true,
    },
    {
      id: D.done,
      number: 'S20261120003',
      status: 3,
      minutesAgo: 60 * 24 * 6,
      lines: [ear],
      paid: true,
      express: ['顺丰速运', 'SF1234567890123'],
    },
    {
      id: D.paidVirtual,
      number: 'S20261118004',
      status: 4,
      minutesAgo: 60 * 24 * 8,
      lines: [swim],
      virtual: true,
      paid: true,
      mode: 'PickedUP',
    },
    {
      id: D.refunding,
      number: 'S20261115005',
      status: 5,
      minutesAgo: 60 * 24 * 11,
      lines: [rice],
      paid: true,
    },
    {
      id: D.refunded,
      number: 'S20261110006',
      status: 6,
      minutesAgo: 60 * 24 * 16,
      lines: [rice],
      paid: true,
      closeReason: 'refunded',
    },
    {
      id: D.closed,
      number: 'S20261105007',
      status: 7,
      minutesAgo: 60 * 24 * 21,
      lines: [ear],
      closeReason: 'timeout',
    },
    {
      id: D.welfarePickup,
      number: 'W20261124008',
      status: 2,
      minutesAgo: 60 * 24 * 2,
      lines: [box],
      shop: 'welfare',
      mode: 'PickedPay',
    },
    ...D.olderDone.map((orderId, i) => ({
      id: orderId,
      number: `S202610${String(20 - i).padStart(2, '0')}01${i}`,
      status: 3,
      minutesAgo: 60 * 24 * (36 + i),
      lines: [{ ...rice, qty: 1 + i }],
      paid: true,
      express: ['中通快递', `ZT7788${i}0012345`] as [string, string],
    })),
    { id: D.zhaoliuUnpaid, number: 'S20261126009', status: 1, minutesAgo: 3, lines: [ear], eid: zhaoliu },
  ];
  for (const s of specs) {
    const createdAt = ago(s.minutesAgo);
    const oldTotal = s.lines.reduce((n, l) => n + l.priceFen * l.qty, 0);
    const mode = s.mode ?? (s.shop === 'welfare' ? 'PickedPay' : 'Express');
    const freight = mode === 'Express' ? 1000 : 0;
    const freightDiscount = mode === 'Express' && oldTotal >= 20000 ? freight : 0;
    const pickup = mode !== 'Express';
    const inserted = await tx
      .insert(shopOrders)
      .values({
        id: s.id,
        orderNumber: s.number,
        shop: s.shop ?? 'sales',
        sellerId: s.shop === 'welfare' ? D.welfareSeller : D.salesSeller,
        eid: s.eid ?? zhangsan,
        status: s.status,
        clientKey: `demo-${s.number}`,
        deliveryMode: mode,
        ...(pickup || s.virtual ? { consignee: '张三', contact: '13800138000' } : address),
        pickupAddress: pickup
          ? s.shop === 'welfare'
            ? '上海市黄浦区人民大道200号 B1 福利社'
            : '上海市黄浦区人民大道200号 1楼前台'
          : null,
        pickupPhone: pickup ? (s.shop === 'welfare' ? '021-63210002' : '021-63210001') : null,
        oldTotalFen: oldTotal,
        promotionFen: 0,
        freightFen: freight,
        freightDiscountFen: freightDiscount,
        totalFen: oldTotal + freight - freightDiscount,
        isVirtual: s.virtual ?? false,
        isRead: s.status !== 2,
        expressCompany: s.express?.[0] ?? null,
        expressNumber: s.express?.[1] ?? null,
        // Fixed for the demo; a paid order gets a random one (orders/payable.ts).
        voucherCode: s.virtual && s.paid ? '802614470519' : null,
        // The demo's unpaid orders wait a day (not the configured 30 minutes), so a new user of the
        // demo still finds one to pay; the timeout sweep closes them after that.
        payBefore: new Date(createdAt.getTime() + (s.status === 1 ? 24 * 60 : 30) * MINUTE),
        closeReason: s.closeReason ?? null,
        createdAt,
        paidAt: s.paid ? new Date(createdAt.getTime() + 2 * MINUTE) : null,
        shippedAt: s.express ? new Date(createdAt.getTime() + 24 * 60 * MINUTE) : null,
        closedAt: s.closeReason ? new Date(createdAt.getTime() + 30 * MINUTE) : null,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: shopOrders.id });
    if (inserted.length === 0) continue;
    await tx.insert(shopOrderLines).values(
      s.lines.map((l) => ({
        orderId: s.id,
        goodsId: l.goodsId,
        productName: l.name,
        options: l.options ?? [],
        priceFen: l.priceFen,
        qty: l.qty,
      })),
    );
    if (s.gift)
      await tx
        .insert(shopOrderGifts)
        .values({ orderId: s.id, giftId: D.bag, giftName: '帆布购物袋', qty: 1 });
    await tx.insert(shopOrderEvents).values({
      orderId: s.id,
      fromStatus: null,
      toStatus: 1,
      actor: 'checkout',
      note: 'demo',
      at: createdAt,
    });
  }
}
