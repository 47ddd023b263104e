/**
 * Welfare rights, partner offers and the welfare menu (issue 16; spec 3 §2.5, §2.6). Constants the
 * server and the web both read; no zod here, so the web can import them without pulling zod in.
 */

/** A 'gift' right: the employee chooses one package and a delivery; a 'voucher' right issues a code. */
export const WELFARE_RIGHT_KINDS = ['gift', 'voucher'] as const;
export type TWelfareRightKind = (typeof WELFARE_RIGHT_KINDS)[number];

/** How a gift reaches the employee; a voucher needs no delivery. */
export const WELFARE_DELIVERIES = ['express', 'pickup', 'voucher'] as const;
export type TWelfareDelivery = (typeof WELFARE_DELIVERIES)[number];

/**
 * A claim's status: claimed (waiting for HR) -> shipped (express, with the courier) -> received
 * (the employee confirmed, or HR handed a pickup gift over); a voucher claim is issued at once.
 */
export const WELFARE_CLAIM_STATUS = { claimed: 1, shipped: 2, received: 3, voucherIssued: 4 } as const;
export type TWelfareClaimStatus = (typeof WELFARE_CLAIM_STATUS)[keyof typeof WELFARE_CLAIM_STATUS];
export const WELFARE_CLAIM_STATUS_NAMES: Record<TWelfareClaimStatus, string> = {
  1: 'claimed',
  2: 'shipped',
  3: 'received',
  4: 'voucherIssued',
};

/** Where a right stands for the caller: claim window and own claim. */
export const WELFARE_RIGHT_STATES = ['notStarted', 'open', 'ended', 'claimed'] as const;
export type TWelfareRightState = (typeof WELFARE_RIGHT_STATES)[number];

/** The three partner-offer screens: /Preferential, /elife, /eShow. */
export const WELFARE_OFFER_PAGES = ['preferential', 'elife', 'eshow'] as const;
export type TWelfareOfferPage = (typeof WELFARE_OFFER_PAGES)[number];

/** Icons the web draws for menu items, packages and offers (imagePath `icon:<name>`). */
export const WELFARE_ICONS = [
  'gift',
  'mooncake',
  'ticket',
  'shop',
  'discount',
  'life',
  'show',
  'activity',
  'rights',
  'car',
  'health',
  'home',
  'coffee',
  'fitness',
] as const;
export type TWelfareIcon = (typeof WELFARE_ICONS)[number];

export const WELFARE_COURIER_MAX = 30;
export const WELFARE_TRACKING_MAX = 40;
