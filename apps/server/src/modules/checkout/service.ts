import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  freightFor,
  giftPromotionFor,
  ORDER_STATUS,
  priceOrder,
  resolveDeliveryMode,
  SHOP_CLOSE_UNPAID_JOB,
  type TCheckoutSeller,
  type TGift,
  type TLanguage,
  type TMessageKey,
  type TPreview,
  type TPricingPromotion,
  type TShop,
  type TSubOrderParsed,
  type TSubOrderResult,
} from '@ehome/shared';
import { formatFen, parseYuan } from '@ehome/shared/calculators/money';
import { shopImagePath } from '@ehome/shared/shop/catalogue-helpers';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { localizedName } from '../../platform/local-name';
import * as repo from './repository';

/**
 * Checkout (spec 2 §4 "Checkout", issue 15 "Checkout and orders"): the settlement screen's
 * freight, gifts and prices, and SubOrder, which prices the order again from the database with
 * the shared `priceOrder`, refuses figures that differ from the client's, and places the order,
 * its lines and gifts and takes their stock in one transaction.
 */
type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  jobs: Pick<JobQueue, 'send'>;
  unpaidCloseMinutes: number;
};

const refuse = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Failed, key, params);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Statuses whose units are back in stock and no longer count towards a per-person cap. */
const RELEASED = [ORDER_STATUS.closed, ORDER_STATUS.refunded];
/** Below PostgreSQL's integer limit (2^31 - 1 fen), where the order's money columns end. */
const MAX_ORDER_FEN = 2_000_000_000;

function pricingPromotions(rows: repo.PromotionRow[]): (TPricingPromotion & { id: string })[] {
  return rows.map((p) => ({
    id: p.id,
    type: p.type,
    discountRate: p.discountRate,
    satisfyFen: p.satisfyFen,
    decreaseFen: p.decreaseFen,
    freightSatisfyFen: p.freightSatisfyFen,
    freightDecreaseFen: p.freightDecreaseFen,
  }));
}

const fenOrNull = (fen: number | null) => (fen == null ? null : formatFen(fen));

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function checkoutService({ db, clock, timeZone, jobs, unpaidCloseMinutes }: Deps) {
  async function sellerOf(shop: TShop, user: AuthUser, sellerId: string) {
    const seller = await repo.findSeller(db, shop, sellerId, user.companyId);
    if (!seller) throw refuse('validation.checkoutNoSeller');
    return seller;
  }

  function giftAnswer(rows: repo.GiftRow[], lang: TLanguage): TGift[] {
    return rows.map((g) => ({
      gift_id: g.id,
      gift_name: localizedName(g.names, lang),
      decpt: localizedName(g.descriptions, lang),
      icon: shopImagePath(g.iconKey),
      gift_count: g.count,
    }));
  }

  function resultOf(order: repo.OrderRow): TSubOrderResult {
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      total: formatFen(order.totalFen),
      status: order.status,
      needPay: order.status === ORDER_STATUS.unpaid,
      payFlag: 'order',
      billNo: `shopOrder:${order.id}`,
      deliveryMode: order.deliveryMode as TSubOrderResult['deliveryMode'],
    };
  }

  /** Date and time in the business zone plus 6 random digits: 20261125103000123456. */
  function orderNumber(now: Date): string {
    const stamp = formatDateTime(now, timeZone).replace(/\D/g, '');
    return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  }

  return {
    async freight(shop: TShop, user: AuthUser, q: { salesID: string; city?: string; province?: string }) {
      const seller = await sellerOf(shop, user, q.salesID);
      const rules = await repo.freightRulesOf(db, seller.id);
      return formatFen(freightFor(seller, rules, { city: q.city ?? null, province: q.province ?? null }));
    },

    async gifts(
      shop: TShop,
      user: AuthUser,
      q: { salesID: string; total: string | number },
      lang: TLanguage,
    ) {
      const seller = await sellerOf(shop, user, q.salesID);
      const totalFen = parseYuan(q.total);
      if (totalFen == null) throw refuse('validation.checkoutBadAmount');
      const promotion = giftPromotionFor(pricingPromotions(await repo.promotionsOf(db, seller.id)), totalFen);
      return promotion ? giftAnswer(await repo.giftsOf(db, promotion.id), lang) : [];
    },

    async orderSettled(shop: TShop, user: AuthUser, orderId: string): Promise<boolean> {
      const order = await repo.ownOrder(db, user.eid, shop, orderId);
      if (!order) throw refuse('validation.checkoutNoOrder');
      return order.status !== ORDER_STATUS.unpaid;
    },

    async preview(
      shop: TShop,
      user: AuthUser,
      q: { salesID: string; lines: { goodsID: string }[] },
      lang: TLanguage,
    ): Promise<TPreview> {
      const seller = await sellerOf(shop, user, q.salesID);
      const promotions = await repo.promotionsOf(db, seller.id);
      const goods = await repo.goodsOf(db, seller.id, [...new Set(q.lines.map((l) => l.goodsID))]);
      const byId = new Map(goods.map((g) => [g.id, g]));
      const sellerView: TCheckoutSeller = {
        salesID: seller.id,
        name: localizedName(seller.names, lang),
        deliveryMode: seller.deliveryMode,
        pickupAddress: seller.pickupAddress,
        pickupPhone: seller.pickupPhone,
        expressFee: formatFen(seller.expressFeeFen),
        supports: promotions.map((p) => ({
          id: p.id,
          type: p.type,
          discountRate: p.discountRate,
          satisfy: fenOrNull(p.satisfyFen),
          decrease: fenOrNull(p.decreaseFen),
          freightSatisfy: fenOrNull(p.freightSatisfyFen),
          freightDecrease: fenOrNull(p.freightDecreaseFen),
          description: localizedName(p.descriptions, lang),
        })),
      };
      return {
        seller: sellerView,
        lines: q.lines.map((l) => {
          const g = byId.get(l.goodsID);
          return {
            goodsID: l.goodsID,
            name: g ? localizedName(g.names, lang) : null,
            price: g ? formatFen(g.priceFen) : null,
            stock: g?.stock ?? 0,
            limitedType: g?.limitedType ?? 0,
            limited: g?.limited ?? 0,
          };
        }),
      };
    },

    /**
     * Places an order. The same clientKey from the same employee answers the order it made,
     * whatever else the repeat carries (a double tap, a retry after a lost answer).
     */
    async submit(
      shop: TShop,
      user: AuthUser,
      input: TSubOrderParsed,
      lang: TLanguage,
    ): Promise<TSubOrderResult> {
      const earlier = await repo.orderByClientKey(db, user.eid, input.clientKey);
      if (earlier) return resultOf(earlier);
      const seller = await sellerOf(shop, user, input.salesID);

      const deliveryMode = resolveDeliveryMode(seller.deliveryMode, input.delivery_mode);
      if (!deliveryMode) throw refuse('validation.checkoutDeliveryNotOffered');

      // Goods: the seller's, on sale, with valid options; quantities summed per good for caps and stock.
      const goods = await repo.goodsOf(db, seller.id, [...new Set(input.lines.map((l) => l.goodsID))]);
      const byId = new Map(goods.map((g) => [g.id, g]));
      const qtyOf = new Map<string, number>();
      for (const line of input.lines) {
        const g = byId.get(line.goodsID);
        if (!g) throw refuse('validation.checkoutNoGoods');
        const valid =
          line.options.length === g.properties.length &&
          g.properties.every((p, i) => p.options.includes(line.options[i] as string));
        if (!valid) throw refuse('checkout.badOptions', { name: localizedName(g.names, lang) });
        qtyOf.set(g.id, (qtyOf.get(g.id) ?? 0) + line.qty);
      }
      for (const [id, qty] of qtyOf) {
        const g = byId.get(id) as repo.GoodsRow;
        if (g.limitedType === 1 && qty > g.limited) {
          throw refuse('checkout.orderCap', { name: localizedName(g.names, lang), limit: g.limited });
        }
        if (qty > g.stock) throw refuse('checkout.outOfStock');
      }

      // Address and freight: express goes to one of the buyer's own addresses.
      let address: Awaited<ReturnType<typeof repo.ownAddress>> = null;
      if (deliveryMode === 'Express') {
        if (input.address_id) {
          if (UUID_RE.test(input.address_id)) address = await repo.ownAddress(db, user.eid, input.address_id);
          if (!address) throw refuse('checkout.noAddress');
        } else {
          address = await repo.defaultAddress(db, user.eid);
          if (!address) throw refuse('checkout.createAddressFirst');
        }
      }
      const freightFen =
        deliveryMode === 'Express' && address
          ? freightFor(seller, await repo.freightRulesOf(db, seller.id), address)
          : 0;

      // Price it again from the database and hold the client's figures against it.
      const promotions = pricingPromotions(await repo.promotionsOf(db, seller.id));
      const lines = input.lines.map((l) => {
        const g = byId.get(l.goodsID) as repo.GoodsRow;
        return { goods: g, options: l.options, priceFen: g.priceFen, qty: l.qty };
      });
      const price = priceOrder({ lines, promotions, freightFen });
      // The order's money columns are 32-bit: an order this large is a typing slip, not a purchase.
      if (price.itemsTotalFen + price.freightFen > MAX_ORDER_FEN) throw refuse('validation.checkoutBadQty');
      const claimed = [input.total, input.old_total, input.p_total, input.ex_charges, input.exp_charges].map(
        parseYuan,
      );
      const actual = [
        price.totalFen,
        price.itemsTotalFen,
        price.discountFen,
        price.freightFen,
        price.freightDiscountFen,
      ];
      if (claimed.some((fen) => fen == null)) throw refuse('validation.checkoutBadAmount');
      if (claimed.some((fen, i) => fen !== actual[i])) throw refuse('checkout.priceChanged');

      const gifts = price.giftPromotion ? await repo.giftsOf(db, price.giftPromotion.id as string) : [];
      const claimedGifts = input.gifts
        .filter((g) => g.qty > 0)
        .map((g) => g.gift_id)
        .sort();
      const serverGifts = gifts.map((g) => g.id).sort();
      if (claimedGifts.join() !== serverGifts.join()) throw refuse('checkout.giftsChanged');

      const now = clock.now();
      const status =
        deliveryMode === 'PickedPay' || price.totalFen === 0 ? ORDER_STATUS.toShip : ORDER_STATUS.unpaid;
      let order: repo.OrderRow;
      try {
        order = await db.transaction(async (tx) => {
          await repo.lockEmployee(tx, user.eid);
          const repeat = await repo.orderByClientKey(tx, user.eid, input.clientKey);
          if (repeat) return repeat;
          const bought = await repo.boughtBy(
            tx,
            user.eid,
            goods.filter((g) => g.limitedType === 2).map((g) => g.id),
            RELEASED,
          );
          for (const [id, qty] of qtyOf) {
            const g = byId.get(id) as repo.GoodsRow;
            const already = bought.get(id) ?? 0;
            if (g.limitedType === 2 && already + qty > g.limited) {
              throw refuse('checkout.personCap', {
                name: localizedName(g.names, lang),
                limit: g.limited,
                bought: already,
              });
            }
          }
          for (const [id, qty] of qtyOf) {
            if (!(await repo.takeGoodsStock(tx, id, qty))) throw refuse('checkout.outOfStock');
          }
          for (const g of gifts) {
            if (!(await repo.takeGiftStock(tx, g.id, g.count))) throw refuse('checkout.giftOutOfStock');
          }
          return repo.insertOrder(
            tx,
            {
              orderNumber: orderNumber(now),
              shop,
              sellerId: seller.id,
              eid: user.eid,
              status,
              clientKey: input.clientKey,
              deliveryMode,
              consignee: address?.userName ?? null,
              contact: address?.tel ?? null,
              province: address?.province ?? null,
              city: address?.city ?? null,
              area: address?.area ?? null,
              address: address?.streetName ?? null,
              zipcode: address?.postCode ?? null,
              pickupAddress: deliveryMode === 'Express' ? null : seller.pickupAddress,
              pickupPhone: deliveryMode === 'Express' ? null : seller.pickupPhone,
              oldTotalFen: price.itemsTotalFen,
              promotionFen: price.discountFen,
              freightFen: price.freightFen,
              freightDiscountFen: price.freightDiscountFen,
              totalFen: price.totalFen,
              isVirtual: lines.every((l) => l.goods.isVirtual),
              payBefore:
                status === ORDER_STATUS.unpaid ? new Date(now.getTime() + unpaidCloseMinutes * 60_000) : null,
              createdAt: now,
              updatedAt: now,
            },
            lines.map((l) => ({
              goodsId: l.goods.id,
              productName: localizedName(l.goods.names, lang),
              iconKey: l.goods.iconKey,
              options: l.options,
              priceFen: l.priceFen,
              qty: l.qty,
            })),
            gifts.map((g) => ({
              giftId: g.id,
              giftName: localizedName(g.names, lang),
              iconKey: g.iconKey,
              qty: g.count,
            })),
          );
        });
      } catch (error) {
        // The same key sent at once from two connections: the unique index lets one through.
        const existing = isUniqueViolation(error)
          ? await repo.orderByClientKey(db, user.eid, input.clientKey)
          : null;
        if (!existing) throw error;
        order = existing;
      }
      // After the commit, so the close job can never meet an order that is not there yet.
      if (order.status === ORDER_STATUS.unpaid && order.payBefore) {
        const delaySeconds = Math.max(
          0,
          Math.ceil((order.payBefore.getTime() - clock.now().getTime()) / 1000),
        );
        await jobs.send(
          SHOP_CLOSE_UNPAID_JOB,
          { orderId: order.id },
          { delaySeconds, singletonKey: order.id },
        );
      }
      return resultOf(order);
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
