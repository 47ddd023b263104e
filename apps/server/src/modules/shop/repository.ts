import { ORDER_STATUS, type TShop } from '@ehome/shared';
import { and, asc, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  shopGifts,
  shopGoods,
  shopOrderLines,
  shopOrders,
  shopPromotionGifts,
  shopPromotions,
  shopSellers,
  shopVirtualStores,
} from '../../db/schema';

/**
 * Catalogue reads. A seller is visible to an employee when it is active, belongs to the shop of the
 * call's prefix and is open to every company or to the employee's own; a good when its seller is
 * visible and it is on sale.
 */
const sellerVisible = (shop: TShop, companyId: string) =>
  and(
    eq(shopSellers.shop, shop),
    eq(shopSellers.active, true),
    or(isNull(shopSellers.companyId), eq(shopSellers.companyId, companyId)),
  );

export function catalogueRepository(db: Db) {
  return {
    sellers(shop: TShop, companyId: string) {
      return db
        .select()
        .from(shopSellers)
        .where(sellerVisible(shop, companyId))
        .orderBy(asc(shopSellers.sort), asc(shopSellers.id));
    },

    async seller(shop: TShop, companyId: string, sellerId: string) {
      const [row] = await db
        .select()
        .from(shopSellers)
        .where(and(eq(shopSellers.id, sellerId), sellerVisible(shop, companyId)));
      return row ?? null;
    },

    promotions(sellerIds: string[]) {
      if (sellerIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(shopPromotions)
        .where(inArray(shopPromotions.sellerId, sellerIds))
        .orderBy(asc(shopPromotions.type), asc(shopPromotions.id));
    },

    promotionGifts(promotionIds: string[]) {
      if (promotionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          promotionId: shopPromotionGifts.promotionId,
          giftId: shopGifts.id,
          names: shopGifts.names,
          iconKey: shopGifts.iconKey,
          count: shopPromotionGifts.count,
        })
        .from(shopPromotionGifts)
        .innerJoin(shopGifts, eq(shopGifts.id, shopPromotionGifts.giftId))
        .where(inArray(shopPromotionGifts.promotionId, promotionIds))
        .orderBy(asc(shopGifts.id));
    },

    async goodsPage(sellerId: string, pageIndex: number, pageSize: number) {
      const where = and(eq(shopGoods.sellerId, sellerId), eq(shopGoods.onSale, true));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(shopGoods)
          .where(where)
          .orderBy(asc(shopGoods.sort), asc(shopGoods.id))
          .limit(pageSize)
          .offset((pageIndex - 1) * pageSize),
        db.select({ n: count() }).from(shopGoods).where(where),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },

    /** A good on sale with its seller, when the seller is visible in this shop to this company. */
    async goods(shop: TShop, companyId: string, goodsId: string) {
      const [row] = await db
        .select({ goods: shopGoods, seller: shopSellers })
        .from(shopGoods)
        .innerJoin(shopSellers, eq(shopSellers.id, shopGoods.sellerId))
        .where(and(eq(shopGoods.id, goodsId), eq(shopGoods.onSale, true), sellerVisible(shop, companyId)));
      return row ?? null;
    },

    /** Units of a good in the employee's orders that still count (not closed, not refunded). */
    async bought(eid: string, goodsId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${shopOrderLines.qty}), 0)::int` })
        .from(shopOrderLines)
        .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
        .where(
          and(
            eq(shopOrders.eid, eid),
            eq(shopOrderLines.goodsId, goodsId),
            notInArray(shopOrders.status, [ORDER_STATUS.closed, ORDER_STATUS.refunded]),
          ),
        );
      return Number(row?.n ?? 0);
    },

    virtualStores(goodsId: string) {
      return db
        .select()
        .from(shopVirtualStores)
        .where(eq(shopVirtualStores.goodsId, goodsId))
        .orderBy(asc(shopVirtualStores.id));
    },
  };
}
