import type { TShop } from '@ehome/shared';
import { and, asc, eq, gte, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  addresses,
  employees,
  shopFreightRules,
  shopGifts,
  shopGoods,
  shopOrderEvents,
  shopOrderGifts,
  shopOrderLines,
  shopOrders,
  shopPromotionGifts,
  shopPromotions,
  shopSellers,
} from '../../db/schema';

/** A seller of this shop the employee's company may buy from (null: none such). */
export async function findSeller(db: DbOrTx, shop: TShop, sellerId: string, companyId: string) {
  const [row] = await db
    .select()
    .from(shopSellers)
    .where(
      and(
        eq(shopSellers.id, sellerId),
        eq(shopSellers.shop, shop),
        eq(shopSellers.active, true),
        or(isNull(shopSellers.companyId), eq(shopSellers.companyId, companyId)),
      ),
    );
  return row ?? null;
}
export type SellerRow = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

export function promotionsOf(db: DbOrTx, sellerId: string) {
  return db
    .select()
    .from(shopPromotions)
    .where(eq(shopPromotions.sellerId, sellerId))
    .orderBy(asc(shopPromotions.type));
}
export type PromotionRow = Awaited<ReturnType<typeof promotionsOf>>[number];

export function freightRulesOf(db: DbOrTx, sellerId: string) {
  return db
    .select({ region: shopFreightRules.region, feeFen: shopFreightRules.feeFen })
    .from(shopFreightRules)
    .where(eq(shopFreightRules.sellerId, sellerId));
}

/** The gifts of a promotion that still have the stock to give their full count. */
export function giftsOf(db: DbOrTx, promotionId: string) {
  return db
    .select({
      id: shopGifts.id,
      names: shopGifts.names,
      descriptions: shopGifts.descriptions,
      iconKey: shopGifts.iconKey,
      count: shopPromotionGifts.count,
    })
    .from(shopPromotionGifts)
    .innerJoin(shopGifts, eq(shopGifts.id, shopPromotionGifts.giftId))
    .where(
      and(eq(shopPromotionGifts.promotionId, promotionId), gte(shopGifts.stock, shopPromotionGifts.count)),
    )
    .orderBy(asc(shopGifts.id));
}
export type GiftRow = Awaited<ReturnType<typeof giftsOf>>[number];

/** The seller's goods among `ids` that are on sale. */
export function goodsOf(db: DbOrTx, sellerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shopGoods)
    .where(and(eq(shopGoods.sellerId, sellerId), inArray(shopGoods.id, ids), eq(shopGoods.onSale, true)));
}
export type GoodsRow = Awaited<ReturnType<typeof goodsOf>>[number];

export async function ownAddress(db: DbOrTx, eid: string, addressId: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.eid, eid)));
  return row ?? null;
}

/** The default address, else the newest; null when the employee has none. */
export async function defaultAddress(db: DbOrTx, eid: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.eid, eid))
    .orderBy(sql`${addresses.isDefault} desc`, sql`${addresses.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * Serialises one employee's submits: the idempotency check, the per-person caps and the insert
 * happen under this row lock, so 50 identical submits make one order and two different ones cannot
 * both pass a per-person cap.
 */
export async function lockEmployee(tx: Tx, eid: string): Promise<void> {
  await tx.select({ eid: employees.eid }).from(employees).where(eq(employees.eid, eid)).for('update');
}

export async function orderByClientKey(db: DbOrTx, eid: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.eid, eid), eq(shopOrders.clientKey, clientKey)));
  return row ?? null;
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderByClientKey>>>;

export async function ownOrder(db: DbOrTx, eid: string, shop: TShop, orderId: string) {
  const [row] = await db
    .select({ id: shopOrders.id, status: shopOrders.status })
    .from(shopOrders)
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.eid, eid), eq(shopOrders.shop, shop)));
  return row ?? null;
}

/** Units of each good already in the employee's orders that hold stock (not closed, not refunded). */
export async function boughtBy(db: DbOrTx, eid: string, goodsIds: string[], releasedStatuses: number[]) {
  if (goodsIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ goodsId: shopOrderLines.goodsId, qty: sql<string>`sum(${shopOrderLines.qty})` })
    .from(shopOrderLines)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
    .where(
      and(
        eq(shopOrders.eid, eid),
        inArray(shopOrderLines.goodsId, goodsIds),
        notInArray(shopOrders.status, releasedStatuses),
      ),
    )
    .groupBy(shopOrderLines.goodsId);
  return new Map(rows.map((r) => [r.goodsId, Number(r.qty)]));
}

/** Takes `qty` of a good's stock; false when fewer are left (nothing taken). */
export async function takeGoodsStock(tx: Tx, goodsId: string, qty: number): Promise<boolean> {
  const rows = await tx
    .update(shopGoods)
    .set({ stock: sql`${shopGoods.stock} - ${qty}` })
    .where(and(eq(shopGoods.id, goodsId), gte(shopGoods.stock, qty)))
    .returning({ id: shopGoods.id });
  return rows.length === 1;
}

export async function takeGiftStock(tx: Tx, giftId: string, qty: number): Promise<boolean> {
  const rows = await tx
    .update(shopGifts)
    .set({ stock: sql`${shopGifts.stock} - ${qty}` })
    .where(and(eq(shopGifts.id, giftId), gte(shopGifts.stock, qty)))
    .returning({ id: shopGifts.id });
  return rows.length === 1;
}

export async function insertOrder(
  tx: Tx,
  order: typeof shopOrders.$inferInsert,
  lines: Omit<typeof shopOrderLines.$inferInsert, 'orderId'>[],
  gifts: Omit<typeof shopOrderGifts.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await tx.insert(shopOrders).values(order).returning();
  const created = row as OrderRow;
  await tx.insert(shopOrderLines).values(lines.map((l) => ({ ...l, orderId: created.id })));
  if (gifts.length > 0)
    await tx.insert(shopOrderGifts).values(gifts.map((g) => ({ ...g, orderId: created.id })));
  await tx
    .insert(shopOrderEvents)
    .values({ orderId: created.id, fromStatus: null, toStatus: created.status, actor: 'buyer' });
  return created;
}
