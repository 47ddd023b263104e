/**
 * The shop's fixed vocabulary (spec 2 §3, §4, §9), shared by server and client. The two shops:
 * 'sales' (special sale, /goods, API under /CIICOnSalesAPI/OnSales/) and 'welfare' (/myWealf,
 * /CIICOnSalesAPI/Welfare/).
 */
export const SHOPS = ['sales', 'welfare'] as const;
export type TShop = (typeof SHOPS)[number];

/** Seller deliveryMode: 1 self pickup only, 2 express only, 3 both, 4 pay on pickup. */
export const SELLER_DELIVERY_MODES = [1, 2, 3, 4] as const;
export type TSellerDeliveryMode = (typeof SELLER_DELIVERY_MODES)[number];

/** The delivery method a buyer picks at checkout: 1 self pickup (free), 2 express (fee), 4 pay on pickup. */
export const DELIVERY_METHODS = [1, 2, 4] as const;
export type TDeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** delivery_mode sent with SubOrder and stored on the order (spec 2 §4 "Delivery mode sent"). */
export const ORDER_DELIVERY_MODES = ['Express', 'PickedUP', 'PickedPay'] as const;
export type TOrderDeliveryMode = (typeof ORDER_DELIVERY_MODES)[number];

/** Promotion types (spec 2 §3): 0 percent discount, 1 threshold reduction, 3 freight reduction, 4 gift threshold. */
export const PROMOTION_TYPES = [0, 1, 3, 4] as const;
export type TPromotionType = (typeof PROMOTION_TYPES)[number];

/** Goods purchase cap: 0 none, 1 at most `limited` per order, 2 at most `limited` per employee. */
export const LIMITED_TYPES = [0, 1, 2] as const;
export type TLimitedType = (typeof LIMITED_TYPES)[number];

/**
 * Pay flags (spec 2 §4 "Payment flags"): they decide the pay screen's label and where it returns.
 * order and myspecialsale: special-offer payment; myactive and myactivitypage: activity payment.
 */
export const PAY_FLAGS = ['order', 'myspecialsale', 'myactive', 'myactivitypage'] as const;
export type TPayFlag = (typeof PAY_FLAGS)[number];

/** Spec 2 §9: default express fee 20 yuan. */
export const DEFAULT_EXPRESS_FEE_FEN = 2000;
/** Unpaid orders close after this many minutes unless configured (SHOP_UNPAID_CLOSE_MINUTES). */
export const DEFAULT_UNPAID_CLOSE_MINUTES = 30;
/** Spec 2 §9: page size of order lists. */
export const ORDER_PAGE_SIZE = 10;

/** The job that closes one unpaid order when its time is up (payload { orderId }). */
export const SHOP_CLOSE_UNPAID_JOB = 'shop.closeUnpaid';
