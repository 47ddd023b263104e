import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import type { TLocalizedNames } from './approvals';
import { companies } from './organization';

/**
 * The two shops of spec 2 (special sale "sales" and "welfare"): sellers, their goods and
 * promotions, and the orders employees place. Money is integer fen everywhere in these tables; the
 * API shows yuan with two decimals (GUIDE "Money").
 */

/**
 * A seller (spec 2 §3 "Seller") in one of the two shops. `companyId` null: every client company's
 * employees see it; else only that company's. The cart is kept per seller (the spec's "brand").
 */
export const shopSellers = pgTable(
  'shop_sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'sales' (special sale, paid) or 'welfare'. */
    shop: text('shop').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    descriptions: jsonb('descriptions').$type<TLocalizedNames>().notNull(),
    /** Storage key of the logo (platform/files), served through the image route. */
    logoKey: text('logo_key'),
    /** 1 self pickup only, 2 express only, 3 self pickup or express, 4 pay on pickup (spec 2 §3). */
    deliveryMode: smallint('delivery_mode').notNull(),
    /** Express fee when no freight rule matches the city (spec 2 §9: default 20 yuan). */
    expressFeeFen: integer('express_fee_fen').notNull().default(2000),
    /** Where self pickup and pay-on-pickup orders are collected. */
    pickupAddress: text('pickup_address'),
    pickupPhone: text('pickup_phone'),
    /** Order of the sellers on the shop home. */
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('shop_sellers_shop_idx').on(t.shop, t.sort),
    check('shop_sellers_shop_ck', sql`${t.shop} in ('sales', 'welfare')`),
    check('shop_sellers_delivery_mode_ck', sql`${t.deliveryMode} between 1 and 4`),
    check('shop_sellers_express_fee_ck', sql`${t.expressFeeFen} >= 0`),
  ],
);

/**
 * A seller's promotion (spec 2 §3 "Promotion (support)"): type 0 percent discount (`discountRate`
 * is the share paid in percent, 88 = 八八折), 1 threshold reduction (`satisfyFen` -> `decreaseFen`
 * off), 3 freight reduction (`freightSatisfyFen` 0 waives all freight, else `freightDecreaseFen`
 * off the freight, capped at it), 4 gift threshold (`satisfyFen` reached -> the gifts of
 * shop_promotion_gifts).
 */
export const shopPromotions = pgTable(
  'shop_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => shopSellers.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    discountRate: smallint('discount_rate'),
    satisfyFen: integer('satisfy_fen'),
    decreaseFen: integer('decrease_fen'),
    freightSatisfyFen: integer('freight_satisfy_fen'),
    freightDecreaseFen: integer('freight_decrease_fen'),
    descriptions: jsonb('descriptions').$type<TLocalizedNames>().notNull(),
  },
  (t) => [
    index('shop_promotions_seller_idx').on(t.sellerId),
    check('shop_promotions_type_ck', sql`${t.type} in (0, 1, 3, 4)`),
    check('shop_promotions_rate_ck', sql`${t.discountRate} is null or ${t.discountRate} between 1 and 99`),
  ],
);

/** A gift a seller gives away (spec 2 §3 "Gift"); `stock` never goes below 0. */
export const shopGifts = pgTable(
  'shop_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => shopSellers.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    descriptions: jsonb('descriptions').$type<TLocalizedNames>().notNull(),
    iconKey: text('icon_key'),
    stock: integer('stock').notNull(),
  },
  (t) => [index('shop_gifts_seller_idx').on(t.sellerId), check('shop_gifts_stock_ck', sql`${t.stock} >= 0`)],
);

/** The gifts a type 4 promotion gives when its threshold is reached, and how many of each. */
export const shopPromotionGifts = pgTable(
  'shop_promotion_gifts',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => shopPromotions.id, { onDelete: 'cascade' }),
    giftId: uuid('gift_id')
      .notNull()
      .references(() => shopGifts.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.giftId] }),
    check('shop_promotion_gifts_count_ck', sql`${t.count} > 0`),
  ],
);

/** One property of a good with its options (spec 2 §3 productsProperties: column_name, column_value). */
export type TGoodsProperty = { name: TLocalizedNames; options: string[] };
/** An image of a good (spec 2 §3 proPath: path, description). */
export type TGoodsImage = { key: string; description: string };

/**
 * A good (spec 2 §3 "Goods"). `stock` is the spec's sellCount and never goes below 0: orders take
 * it with a conditional UPDATE in their transaction. `limitedType` 0 no cap, 1 at most `limited`
 * per order, 2 at most `limited` per employee over all their orders that are not closed or
 * refunded.
 */
export const shopGoods = pgTable(
  'shop_goods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => shopSellers.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    descriptions: jsonb('descriptions').$type<TLocalizedNames>().notNull(),
    iconKey: text('icon_key'),
    images: jsonb('images').$type<TGoodsImage[]>().notNull().default([]),
    properties: jsonb('properties').$type<TGoodsProperty[]>().notNull().default([]),
    priceFen: integer('price_fen').notNull(),
    oldPriceFen: integer('old_price_fen'),
    stock: integer('stock').notNull(),
    limitedType: smallint('limited_type').notNull().default(0),
    limited: integer('limited').notNull().default(0),
    isVirtual: boolean('is_virtual').notNull().default(false),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_goods_seller_idx').on(t.sellerId, t.sort),
    check('shop_goods_price_ck', sql`${t.priceFen} >= 0`),
    check('shop_goods_stock_ck', sql`${t.stock} >= 0`),
    check('shop_goods_limited_type_ck', sql`${t.limitedType} between 0 and 2`),
    check('shop_goods_limited_ck', sql`${t.limited} >= 0`),
  ],
);

/**
 * Where a virtual good (a swimming ticket, a gym pass) can be used, with the units left there
 * (spec 2 §2 /Swimmingstadium?productId: "Product stock list").
 */
export const shopVirtualStores = pgTable(
  'shop_virtual_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goodsId: uuid('goods_id')
      .notNull()
      .references(() => shopGoods.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    openingHours: text('opening_hours'),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [index('shop_virtual_stores_goods_idx').on(t.goodsId)],
);

/** Express fee of a seller to a city (spec 2 §7 GetFreight salesID, city); no row: the seller's default. */
export const shopFreightRules = pgTable(
  'shop_freight_rules',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => shopSellers.id, { onDelete: 'cascade' }),
    /** Province or city name as the region data writes it (e.g. 上海市, 浙江省); the city wins. */
    region: text('region').notNull(),
    feeFen: integer('fee_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.region] }),
    check('shop_freight_rules_fee_ck', sql`${t.feeFen} >= 0`),
  ],
);

/**
 * An order (spec 2 §3 "Order", "Order detail"). Status codes in packages/shared/src/shop/order-status.ts
 * (1 待支付 ... 7 交易关闭); every change is a guarded UPDATE (`where status = from`).
 * `clientKey` is the idempotency key of SubOrder: the same key from the same employee returns the
 * same order. The address and pickup point are copied in, so later edits of the address book do
 * not change an order. Money: `oldTotalFen` items at their prices, `promotionFen` (p_total) the
 * promotion discount, `freightFen` (ex_charges), `freightDiscountFen` (exp_charges), `totalFen`
 * what is paid.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    shop: text('shop').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => shopSellers.id),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    status: smallint('status').notNull(),
    clientKey: text('client_key').notNull(),
    /** Express, PickedUP or PickedPay (spec 2 §4 "Delivery mode sent"). */
    deliveryMode: text('delivery_mode').notNull(),
    consignee: text('consignee'),
    contact: text('contact'),
    province: text('province'),
    city: text('city'),
    area: text('area'),
    address: text('address'),
    zipcode: text('zipcode'),
    pickupAddress: text('pickup_address'),
    pickupPhone: text('pickup_phone'),
    oldTotalFen: integer('old_total_fen').notNull(),
    promotionFen: integer('promotion_fen').notNull(),
    freightFen: integer('freight_fen').notNull(),
    freightDiscountFen: integer('freight_discount_fen').notNull(),
    totalFen: integer('total_fen').notNull(),
    isVirtual: boolean('is_virtual').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    expressCompany: text('express_company'),
    expressNumber: text('express_number'),
    /**
     * A virtual good's voucher code (12 random digits), made when the order is paid and shown only
     * to its buyer; the store checks it (/Virtercheck). Random, not derived from the order number,
     * so knowing an order number does not give its voucher.
     */
    voucherCode: text('voucher_code'),
    /** An unpaid order closes at this time (SHOP_UNPAID_CLOSE_MINUTES after it was placed). */
    payBefore: timestamp('pay_before', { withTimezone: true }),
    /** Why it closed: 'timeout', 'cancelled' (by the buyer), 'refunded'. */
    closeReason: text('close_reason'),
    /** Hidden from the buyer's lists (DelOrderById of a 待支付 or 交易关闭 order). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_orders_number_uq').on(t.orderNumber),
    uniqueIndex('shop_orders_client_key_uq').on(t.eid, t.clientKey),
    index('shop_orders_eid_status_idx').on(t.eid, t.shop, t.status, t.createdAt),
    index('shop_orders_unpaid_idx').on(t.payBefore).where(sql`${t.status} = 1`),
    uniqueIndex('shop_orders_voucher_uq').on(t.voucherCode),
    check('shop_orders_shop_ck', sql`${t.shop} in ('sales', 'welfare')`),
    check('shop_orders_status_ck', sql`${t.status} between 1 and 7`),
    check('shop_orders_delivery_mode_ck', sql`${t.deliveryMode} in ('Express', 'PickedUP', 'PickedPay')`),
    check('shop_orders_total_ck', sql`${t.totalFen} >= 0`),
  ],
);

/** A line of an order, with the good's name, icon, price and chosen options as they were then. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    goodsId: uuid('goods_id')
      .notNull()
      .references(() => shopGoods.id),
    productName: text('product_name').notNull(),
    iconKey: text('icon_key'),
    /** The chosen option of each property, e.g. ['红色', 'L']. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    priceFen: integer('price_fen').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('shop_order_lines_order_idx').on(t.orderId),
    index('shop_order_lines_goods_idx').on(t.goodsId),
    check('shop_order_lines_qty_ck', sql`${t.qty} > 0`),
  ],
);

/** The gifts an order received (type 4 promotion), taken from the gift's stock with the order. */
export const shopOrderGifts = pgTable(
  'shop_order_gifts',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    giftId: uuid('gift_id')
      .notNull()
      .references(() => shopGifts.id),
    giftName: text('gift_name').notNull(),
    iconKey: text('icon_key'),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.giftId] }),
    check('shop_order_gifts_qty_ck', sql`${t.qty} > 0`),
  ],
);

/** Every status change of an order, who or what made it (buyer, job, payment, admin), for support. */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** 'buyer', 'timeout', 'payment', 'admin:<eid>'. */
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_order_events_order_idx').on(t.orderId, t.at)],
);
