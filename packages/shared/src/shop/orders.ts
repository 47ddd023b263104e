import { z } from 'zod';
import { ORDER_PAGE_SIZE } from './constants';
import { ORDER_STATUSES } from './order-status';

/**
 * The order screens' contract (spec 2 §3 "Order (list item)", "Order detail", §7 GetOrderList,
 * GetOrderByID, GetSalesDetailById, DelOrderById). Field names are the spec's; money is yuan with
 * two decimals as text ("12.50"), computed from the integer fen the server stores.
 */

const ZYuan = z.string().regex(/^-?\d+\.\d{2}$/);

const looseInt = (key: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: key }).int({ error: key }),
  );

/** An order id as the calls send it (orderID, orderId, id): a uuid, else a clear refusal. */
export const ZOrderId = z.uuid({ error: 'validation.orderId' });

/** The statuses of the "paid" tab of the special-sale query page: paid and not refunded. */
export const PAID_ORDER_STATUSES = [2, 3, 4] as const;

/**
 * GET GetOrderList?orderStatus&pageNow&pageSize: orderStatus 0 or absent = every status, one
 * status, or several separated by commas (the query page's "paid" tab asks 2,3,4).
 */
export const ZOrderListQuery = z.object({
  orderStatus: z
    .preprocess(
      (v) => {
        if (v === '' || v === undefined || v === '0' || v === 0) return [];
        const parts = typeof v === 'number' ? [String(v)] : typeof v === 'string' ? v.split(',') : null;
        if (!parts || parts.length > 7 || parts.some((p) => !/^\d$/.test(p.trim()))) return null;
        return parts.map((p) => Number(p));
      },
      z.array(
        z
          .number()
          .refine((n) => (ORDER_STATUSES as number[]).includes(n), { error: 'validation.orderStatus' }),
        { error: 'validation.orderStatus' },
      ),
    )
    .optional()
    .default([]),
  pageNow: looseInt('validation.positiveInt')
    .refine((n) => n >= 1 && n <= 100000, { error: 'validation.positiveInt' })
    .optional()
    .default(1),
  pageSize: looseInt('validation.positiveInt')
    .refine((n) => n >= 1 && n <= 50, { error: 'validation.positiveInt' })
    .optional()
    .default(ORDER_PAGE_SIZE),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;

export const ZOrderLine = z.object({
  icon: z.string().nullable(),
  product_name: z.string(),
  sales_prices: ZYuan,
  qty: z.number().int(),
  /** The chosen option of each property (e.g. 红色, L). */
  options: z.array(z.string()),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderGift = z.object({
  icon: z.string().nullable(),
  gift_name: z.string(),
  gift_count: z.number().int(),
});
export type TOrderGift = z.infer<typeof ZOrderGift>;

export const ZOrderListItem = z.object({
  order_id: z.string(),
  order_number: z.string(),
  total: ZYuan,
  is_virtual: z.boolean(),
  sales_name: z.string(),
  create_time: z.string(),
  order_status: z.number().int(),
  /** The seller's logo. */
  avatar: z.string().nullable(),
  is_read: z.boolean(),
  /** The first product's name. */
  productName: z.string(),
  /** Pieces in the order. */
  pro_count: z.number().int(),
  ex_charges: ZYuan,
  exp_charges: ZYuan,
  /** true when the order asks for payment now (待支付). */
  is_payment: z.boolean(),
  /** 'sales' or 'welfare': which detail screen shows it. */
  shop: z.string(),
  products: z.array(ZOrderLine),
  gifts: z.array(ZOrderGift),
  /** HR's company list only: the buyer, how it is delivered, whether it was paid online (refundable). */
  buyer_name: z.string().optional(),
  delivery_mode: z.string().optional(),
  paid_online: z.boolean().optional(),
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

export const ZOrderPage = z.object({ result: z.array(ZOrderListItem), totalCount: z.number().int() });
export type TOrderPage = z.infer<typeof ZOrderPage>;

export const ZOrderDetail = z.object({
  order_id: z.string(),
  shop: z.string(),
  sales_name: z.string(),
  order_status: z.number().int(),
  consignee: z.string().nullable(),
  contact: z.string().nullable(),
  /** Express, PickedUP or PickedPay. */
  delivery_mode: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  extraction_address: z.string().nullable(),
  extraction_phone: z.string().nullable(),
  zipcode: z.string().nullable(),
  is_virtual: z.boolean(),
  products: z.array(ZOrderLine),
  gifts: z.array(ZOrderGift),
  old_total: ZYuan,
  ex_charges: ZYuan,
  exp_charges: ZYuan,
  p_total: ZYuan,
  total: ZYuan,
  order_number: z.string(),
  create_time: z.string(),
  /** When an unpaid order closes (YYYY-MM-DD HH:mm:ss), null otherwise. */
  pay_before: z.string().nullable(),
  exp_company: z.string().nullable(),
  exp_number: z.string().nullable(),
  /** A virtual good's voucher code (shown at the store), once it is paid; null before. */
  voucher_code: z.string().nullable(),
  /** The first virtual good's id (its stores list /Swimmingstadium?productId=). */
  virtual_product_id: z.string().nullable(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZOrderByIdQuery = z.object({ orderID: ZOrderId });
export const ZSalesDetailQuery = z.object({ orderId: ZOrderId });

/** POST DelOrderById {orderIds}: 1 to 50 ids, each one the caller's 待支付 or 交易关闭 order. */
export const ZDelOrders = z.object({
  orderIds: z
    .array(ZOrderId, { error: 'validation.orderIds' })
    .min(1, { error: 'validation.orderIds' })
    .max(50, { error: 'validation.orderIdsMax' }),
});
export type TDelOrders = z.infer<typeof ZDelOrders>;
export const ZDelOrdersResult = z.object({ deleted: z.number().int(), closed: z.number().int() });
export type TDelOrdersResult = z.infer<typeof ZDelOrdersResult>;

/**
 * GET /api/CIICEService/UpdateReadStatus?id&readType=Sales|Activities: an order (Sales) or an
 * activity (Activities) read by the caller.
 */
export const READ_TYPES = ['Sales', 'Activities', 'Material'] as const;
export type TReadType = (typeof READ_TYPES)[number];
export const ZReadStatusQuery = z.object({
  /** An order (Sales) or an activity (Activities): the message names neither. */
  id: z.uuid({ error: 'validation.readId' }),
  readType: z.enum(READ_TYPES, { error: 'validation.readType' }),
});

/** Admin (HR): ship {orderId, expCompany, expNumber}; hand over at pickup {orderId}; refund {orderId, reason}. */
export const ZShipOrder = z.object({
  orderId: ZOrderId,
  expCompany: z
    .string({ error: 'validation.expCompany' })
    .trim()
    .min(1, { error: 'validation.expCompany' })
    .max(50, { error: 'validation.expCompany' }),
  expNumber: z
    .string({ error: 'validation.expNumber' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'validation.expNumber' }),
});
export type TShipOrder = z.infer<typeof ZShipOrder>;
export const ZOrderRef = z.object({ orderId: ZOrderId });
export const ZRefundOrder = z.object({
  orderId: ZOrderId,
  reason: z.string().trim().max(100, { error: 'validation.refundReason' }).optional().default(''),
});
export type TRefundOrder = z.infer<typeof ZRefundOrder>;
export const ZOrderStatusResult = z.object({ order_id: z.string(), order_status: z.number().int() });
export type TOrderStatusResult = z.infer<typeof ZOrderStatusResult>;
