import { z } from 'zod';

/**
 * The catalogue calls of both shops (spec 2 §2 /goods, /goodsDetail, /myWealf*, /Swimmingstadium;
 * §3 Seller, Promotion, Goods). The spec does not name these calls; they are named in its style
 * under /CIICOnSalesAPI/OnSales/ and /CIICOnSalesAPI/Welfare/ (the prefix picks the shop). Field
 * names are the spec's; money is yuan with two decimals as a string ("12.80").
 */

/** Yuan with two decimals, written by formatFen. */
const zYuan = z.string().regex(/^-?\d+\.\d{2}$/);

/** A gift of a type 4 promotion (spec 2 §3 Gift: gift_id, gift_count) with its name for display. */
export const ZPromotionGift = z.object({
  gift_id: z.string(),
  gift_name: z.string(),
  gift_count: z.number().int(),
  icon: z.string().nullable(),
});

/**
 * A seller's promotion (spec 2 §3 "Promotion (support)"). type 0: `discount` is the share paid in
 * percent (88 = 12 % off); 1: `satisfy` reached -> `decrease` off; 3: freight reduction,
 * `freightSatisfy` "0.00" waives all freight, else `freightDecrease` off the freight (capped at it);
 * 4: `satisfy` reached -> `gifts`. Amounts that do not apply to the type are null.
 */
export const ZSupport = z.object({
  type: z.number().int(),
  description: z.string(),
  discount: z.number().int().nullable(),
  satisfy: zYuan.nullable(),
  decrease: zYuan.nullable(),
  freightSatisfy: zYuan.nullable(),
  freightDecrease: zYuan.nullable(),
  gifts: z.array(ZPromotionGift),
});
export type TSupport = z.infer<typeof ZSupport>;

/** A seller (spec 2 §3 "Seller") with its promotions (`supports`). */
export const ZSeller = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Image path (GET /api/Shop/Image/<key>; add ?w=160|320|640), or null. */
  avatar: z.string().nullable(),
  /** 1 self pickup only, 2 express only, 3 both, 4 pay on pickup. */
  deliveryMode: z.number().int(),
  /** Express fee when no freight rule matches the city. */
  expressFee: zYuan,
  pickupAddress: z.string().nullable(),
  pickupPhone: z.string().nullable(),
  supports: z.array(ZSupport),
});
export type TSeller = z.infer<typeof ZSeller>;

export const ZSellers = z.array(ZSeller);

/** spec 2 §3 productsProperties: one property, its options comma separated ("红色,蓝色"). */
export const ZProductProperty = z.object({ column_name: z.string(), column_value: z.string() });
export type TProductProperty = z.infer<typeof ZProductProperty>;

/** spec 2 §3 proPath: an image path and its description. */
export const ZProPath = z.object({ path: z.string(), description: z.string() });

/** A good as the lists show it (spec 2 §3 "Goods"). */
export const ZGoods = z.object({
  id: z.string(),
  /** The seller (the cart's saleid). */
  saleid: z.string(),
  name: z.string(),
  description: z.string(),
  /** Image path of the icon, or null. */
  icon: z.string().nullable(),
  /** Stock left. */
  sellCount: z.number().int(),
  /** 0 no cap, 1 at most `limited` per order, 2 at most `limited` per employee. */
  limited_type: z.number().int(),
  limited: z.number().int(),
  price: zYuan,
  oldPrice: zYuan.nullable(),
  is_virtual: z.boolean(),
  proPath: z.array(ZProPath),
  productsProperties: z.array(ZProductProperty),
});
export type TGoods = z.infer<typeof ZGoods>;

/** A good's detail: the list fields, its seller, and how many the employee already bought (per-person cap). */
export const ZGoodsDetail = ZGoods.extend({
  /** Units of this good in the employee's own orders that are not closed or refunded. */
  bought: z.number().int(),
  sellerName: z.string(),
  deliveryMode: z.number().int(),
});
export type TGoodsDetail = z.infer<typeof ZGoodsDetail>;

export const ZGoodsPage = z.object({ result: z.array(ZGoods), totalCount: z.number().int() });
export type TGoodsPage = z.infer<typeof ZGoodsPage>;

/** A store where a virtual good is used (/Swimmingstadium?productId). */
export const ZVirtualStore = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  openingHours: z.string().nullable(),
  /** Units left at that store. */
  stock: z.number().int(),
});
export type TVirtualStore = z.infer<typeof ZVirtualStore>;
export const ZVirtualStores = z.object({ goodsName: z.string(), stores: z.array(ZVirtualStore) });
export type TVirtualStores = z.infer<typeof ZVirtualStores>;

const zId = z.uuid({ message: 'validation.invalid' });

/** GetGoodsList?salesID&pageIndex&pageSize */
export const ZGoodsListQuery = z.object({
  salesID: zId,
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
/** GetGoodsDetail?goodsID */
export const ZGoodsDetailQuery = z.object({ goodsID: zId });
/** GetVirtualStores?productId */
export const ZVirtualStoresQuery = z.object({ productId: zId });

export * from './catalogue-helpers';
