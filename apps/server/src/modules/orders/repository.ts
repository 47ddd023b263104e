import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  employees,
  shopGifts,
  shopGoods,
  shopOrderEvents,
  shopOrderGifts,
  shopOrderLines,
  shopOrders,
  shopSellers,
} from '../../db/schema';

export type OrderRow = typeof shopOrders.$inferSelect;
export type SellerNames = typeof shopSellers.$inferSelect.names;

/** One order by id with the seller's names and logo; undefined when there is none. */
export async function findOrder(db: DbOrTx, id: string) {
  const rows = await db
    .select({ order: shopOrders, sellerNames: shopSellers.names, sellerLogo: shopSellers.logoKey })
    .from(shopOrders)
    .innerJoin(shopSellers, eq(shopSellers.id, shopOrders.sellerId))
    .where(eq(shopOrders.id, id))
    .limit(1);
  return rows[0];
}

/** The company of the order's buyer (admin actions stay within the admin's company). */
export async function buyerCompany(db: DbOrTx, eid: string): Promise<string | undefined> {
  const rows = await db
    .select({ companyId: employees.companyId })
    .from(employees)
    .where(eq(employees.eid, eid))
    .limit(1);
  return rows[0]?.companyId;
}

/** The buyer's visible (not deleted) orders of one shop, newest first; no statuses = all. */
export async function listOwnOrders(
  db: DbOrTx,
  eid: string,
  shop: string,
  statuses: number[],
  offset: number,
  limit: number,
) {
  const where = and(
    eq(shopOrders.eid, eid),
    eq(shopOrders.shop, shop),
    isNull(shopOrders.deletedAt),
    statuses.length > 0 ? inArray(shopOrders.status, statuses) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({ order: shopOrders, sellerNames: shopSellers.names, sellerLogo: shopSellers.logoKey })
      .from(shopOrders)
      .innerJoin(shopSellers, eq(shopSellers.id, shopOrders.sellerId))
      .where(where)
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(shopOrders).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The lines of orders, the dearest first (a list card shows the first). */
export async function linesOf(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(shopOrderLines)
    .where(inArray(shopOrderLines.orderId, orderIds))
    .orderBy(
      asc(shopOrderLines.orderId),
      desc(shopOrderLines.priceFen),
      asc(shopOrderLines.productName),
      asc(shopOrderLines.id),
    );
}

export async function giftsOf(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(shopOrderGifts)
    .where(inArray(shopOrderGifts.orderId, orderIds))
    .orderBy(asc(shopOrderGifts.giftName));
}

/**
 * The one guarded change of status: it happens only while the order is still in `from`, so of two
 * actors (the timeout job and a payment notification) exactly one wins. Answers whether it won.
 */
export async function moveStatus(
  tx: Tx,
  id: string,
  from: number,
  to: number,
  set: Partial<typeof shopOrders.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(shopOrders)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(shopOrders.id, id), eq(shopOrders.status, from)))
    .returning({ id: shopOrders.id });
  return rows.length === 1;
}

export async function insertEvent(
  tx: Tx,
  row: {
    orderId: string;
    fromStatus: number;
    toStatus: number;
    actor: string;
    note: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(shopOrderEvents).values(row);
}

/** Puts the order's goods and gifts back on the shelf (called only by the transition that won). */
export async function returnStock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({ goodsId: shopOrderLines.goodsId, qty: shopOrderLines.qty })
    .from(shopOrderLines)
    .where(eq(shopOrderLines.orderId, orderId));
  for (const line of lines)
    await tx
      .update(shopGoods)
      .set({ stock: sql`${shopGoods.stock} + ${line.qty}` })
      .where(eq(shopGoods.id, line.goodsId));
  const gifts = await tx
    .select({ giftId: shopOrderGifts.giftId, qty: shopOrderGifts.qty })
    .from(shopOrderGifts)
    .where(eq(shopOrderGifts.orderId, orderId));
  for (const gift of gifts)
    await tx
      .update(shopGifts)
      .set({ stock: sql`${shopGifts.stock} + ${gift.qty}` })
      .where(eq(shopGifts.id, gift.giftId));
}

/** Unpaid orders past their pay-before time (the sweep for jobs that were lost). */
export async function overdueUnpaid(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, 1), lte(shopOrders.payBefore, now)))
    .orderBy(asc(shopOrders.payBefore))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function markRead(db: DbOrTx, id: string, eid: string): Promise<boolean> {
  const rows = await db
    .update(shopOrders)
    .set({ isRead: true })
    .where(and(eq(shopOrders.id, id), eq(shopOrders.eid, eid), isNull(shopOrders.deletedAt)))
    .returning({ id: shopOrders.id });
  return rows.length === 1;
}

/** Hides closed orders from their buyer (an unpaid one is closed first, in the same transaction). */
export async function hideOrders(tx: Tx, ids: string[], eid: string, now: Date): Promise<number> {
  const rows = await tx
    .update(shopOrders)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        inArray(shopOrders.id, ids),
        eq(shopOrders.eid, eid),
        isNull(shopOrders.deletedAt),
        eq(shopOrders.status, 7),
      ),
    )
    .returning({ id: shopOrders.id });
  return rows.length;
}

/**
 * The orders of one company's employees in one shop (HR's list), newest first, with the buyer's
 * name; no statuses = all. Orders the buyer hid stay visible to HR.
 */
export async function listCompanyOrders(
  db: DbOrTx,
  companyId: string,
  shop: string,
  statuses: number[],
  offset: number,
  limit: number,
) {
  const where = and(
    eq(employees.companyId, companyId),
    eq(shopOrders.shop, shop),
    statuses.length > 0 ? inArray(shopOrders.status, statuses) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        order: shopOrders,
        sellerNames: shopSellers.names,
        sellerLogo: shopSellers.logoKey,
        buyerName: employees.employeeName,
      })
      .from(shopOrders)
      .innerJoin(employees, eq(employees.eid, shopOrders.eid))
      .innerJoin(shopSellers, eq(shopSellers.id, shopOrders.sellerId))
      .where(where)
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(shopOrders)
      .innerJoin(employees, eq(employees.eid, shopOrders.eid))
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
