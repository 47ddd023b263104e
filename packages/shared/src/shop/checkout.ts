import { z } from 'zod';
import { ORDER_DELIVERY_MODES } from './constants';

/**
 * The checkout contract (spec 2 §3 "Submit-order payload", §7 GetFreight, GetGifts, GetOrderStatus,
 * SubOrder), under /CIICOnSalesAPI/OnSales/ (special sale) and /CIICOnSalesAPI/Welfare/ (the
 * prefix chooses the shop). Money is yuan with 2 decimals (number or string) in and out.
 */

const MAX_LINES = 50;
const MAX_QTY = 9999;

const uuidOf = (key: string) => z.uuid({ error: key });
/** Yuan as the client sends it: a number or a string of up to 2 decimals. */
const yuan = z.union([z.number(), z.string().max(24)], { error: 'validation.checkoutBadAmount' });

export const ZSalesQuery = z.object({ salesID: uuidOf('validation.checkoutNoSeller') });

/** GET .../GetFreight?salesID&city[&province]: the express fee to that place (yuan). */
export const ZFreightQuery = ZSalesQuery.extend({
  city: z.string().max(40).optional(),
  province: z.string().max(40).optional(),
});
export const ZFreight = z.string();

/** GET .../GetGifts?salesID&total: the gifts the payable total reaches (spec 2 §3 "Gift"). */
export const ZGiftsQuery = ZSalesQuery.extend({ total: yuan });
export const ZGift = z.object({
  gift_id: z.string(),
  gift_name: z.string(),
  decpt: z.string(),
  icon: z.string().nullable(),
  gift_count: z.number().int(),
});
export type TGift = z.infer<typeof ZGift>;
export const ZGifts = z.array(ZGift);

/** GET .../GetOrderStatus?orderID: true when the order is no longer 待支付 (settled). */
export const ZOrderStatusQuery = z.object({ orderID: uuidOf('validation.checkoutNoOrder') });
export const ZOrderSettled = z.boolean();

export const ZSubOrderLine = z.object({
  goodsID: uuidOf('validation.checkoutNoGoods'),
  options: z.array(z.string().max(100)).max(20).default([]),
  qty: z
    .number({ error: 'validation.checkoutBadQty' })
    .int({ error: 'validation.checkoutBadQty' })
    .min(1, { error: 'validation.checkoutBadQty' })
    .max(MAX_QTY, { error: 'validation.checkoutBadQty' }),
});
export type TSubOrderLine = z.infer<typeof ZSubOrderLine>;

export const ZSubOrderGift = z.object({
  gift_detail_id: z.string().max(64).nullish(),
  order_id: z.string().max(64).nullish(),
  gift_id: z.string().max(64),
  qty: z.number().int().min(0).max(MAX_QTY),
});

/**
 * POST .../SubOrder: the spec's payload plus our lines (the server prices them itself), the
 * seller and an idempotency key the client makes once per checkout attempt (a double tap or a
 * retry sends the same key and gets the same order).
 */
export const ZSubOrder = z.object({
  /** The order of an earlier attempt, if any (the spec's orderID); the server goes by clientKey. */
  orderID: z.string().max(64).nullish(),
  salesID: uuidOf('validation.checkoutNoSeller'),
  clientKey: uuidOf('validation.checkoutNoClientKey'),
  /** Welfare sends none (spec 2 §4); express needs one of the buyer's own addresses. */
  address_id: z.string().max(64).nullish(),
  delivery_mode: z.enum(ORDER_DELIVERY_MODES, { error: 'validation.checkoutDeliveryNotOffered' }).nullish(),
  total: yuan,
  old_total: yuan,
  p_total: yuan,
  ex_charges: yuan,
  exp_charges: yuan,
  is_gift: z.boolean().optional(),
  gifts: z.array(ZSubOrderGift).max(20).default([]),
  lines: z
    .array(ZSubOrderLine)
    .min(1, { error: 'validation.checkoutNoLines' })
    .max(MAX_LINES, { error: 'validation.checkoutTooManyLines' }),
});
export type TSubOrder = z.input<typeof ZSubOrder>;
export type TSubOrderParsed = z.output<typeof ZSubOrder>;

/** SubOrder's answer: what the pay screen needs (it reads the amount from the server again). */
export const ZSubOrderResult = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** yuan, 2 decimals */
  total: z.string(),
  /** 1 待支付 (go and pay) or 2 待发货 (pay on pickup, or nothing to pay). */
  status: z.number().int(),
  /** false: nothing to pay now (pay on pickup: 下单成功; or a total of 0). */
  needPay: z.boolean(),
  payFlag: z.string(),
  /** sp_billno of the pay screen: shopOrder:<orderId>. */
  billNo: z.string(),
  deliveryMode: z.enum(ORDER_DELIVERY_MODES),
});
export type TSubOrderResult = z.infer<typeof ZSubOrderResult>;

/** A seller as the settlement screen needs it: delivery mode and promotions for the pricing. */
export const ZCheckoutSeller = z.object({
  salesID: z.string(),
  name: z.string(),
  deliveryMode: z.number().int(),
  pickupAddress: z.string().nullable(),
  pickupPhone: z.string().nullable(),
  expressFee: z.string(),
  supports: z.array(
    z.object({
      id: z.string(),
      type: z.number().int(),
      discountRate: z.number().int().nullable(),
      satisfy: z.string().nullable(),
      decrease: z.string().nullable(),
      freightSatisfy: z.string().nullable(),
      freightDecrease: z.string().nullable(),
      description: z.string(),
    }),
  ),
});
export type TCheckoutSeller = z.infer<typeof ZCheckoutSeller>;

/**
 * POST .../PreviewOrder {salesID, lines}: the server's current prices of the lines, so the screen
 * prices with the figures SubOrder will use (the cart's prices may be stale).
 */
export const ZPreviewQuery = z.object({
  salesID: uuidOf('validation.checkoutNoSeller'),
  lines: z.array(ZSubOrderLine).max(MAX_LINES, { error: 'validation.checkoutTooManyLines' }),
});
export const ZPreview = z.object({
  seller: ZCheckoutSeller,
  lines: z.array(
    z.object({
      goodsID: z.string(),
      /** in the reader's language; null when no longer on sale */
      name: z.string().nullable(),
      /** null: no longer on sale */
      price: z.string().nullable(),
      stock: z.number().int(),
      limitedType: z.number().int(),
      limited: z.number().int(),
    }),
  ),
});
export type TPreview = z.infer<typeof ZPreview>;
