import { mulFraction } from '../calculators/money';
import type { TOrderDeliveryMode, TSellerDeliveryMode } from './constants';

/**
 * The one pricing of an order (spec 2 §9 "Total = sum of items minus promotion discount plus
 * freight minus freight discount"), used by the settlement screen to show the figures and by the
 * server's SubOrder, which refuses a submit whose figures differ. Integer fen throughout.
 *
 * Rules (the spec shows the formula, not how promotions combine; these are ours):
 * - Type 0 percent discount: `discountRate` is the share paid in percent (88 = 八八折); the
 *   discount is items x (100 - rate) / 100 rounded half-up to the fen.
 * - Type 1 threshold reduction: items >= satisfy -> `decrease` off (never more than the items).
 * - Types 0 and 1 do not stack: when several apply (a percent discount and one or more thresholds)
 *   the single largest discount is taken, so a buyer always gets the best one and never two.
 * - Type 3 freight reduction, judged on the items total: freightSatisfy 0 waives all freight;
 *   otherwise, once items >= freightSatisfy, freightDecrease off the freight, capped at the freight.
 *   Several type 3 promotions: the largest freight discount.
 * - Type 4 gift threshold, judged on the payable total (spec 2 §4 "Gifts": the payable total
 *   reaches its threshold, so it is asked again when the freight changes): of those reached, the
 *   one with the highest threshold gives its gifts.
 * - Total never below 0.
 */
export type TPricingPromotion = {
  /** The promotion's id: the server finds the gifts of the reached type 4 promotion by it. */
  id?: string;
  type: number;
  discountRate?: number | null;
  satisfyFen?: number | null;
  decreaseFen?: number | null;
  freightSatisfyFen?: number | null;
  freightDecreaseFen?: number | null;
};

export type TPricingLine = { priceFen: number; qty: number };

export type TPricing = {
  /** old_total: the items at their prices. */
  itemsTotalFen: number;
  /** p_total: the promotion discount (type 0 or 1). */
  discountFen: number;
  /** ex_charges. */
  freightFen: number;
  /** exp_charges: the freight discount (type 3). */
  freightDiscountFen: number;
  /** total: what is paid. */
  totalFen: number;
  /** The type 4 promotion whose threshold the total reaches (its gifts are given), else null. */
  giftPromotion: TPricingPromotion | null;
};

const positive = (value: number | null | undefined): number => (value && value > 0 ? value : 0);

export function priceOrder(input: {
  lines: readonly TPricingLine[];
  promotions: readonly TPricingPromotion[];
  freightFen: number;
}): TPricing {
  const itemsTotalFen = input.lines.reduce((sum, line) => sum + line.priceFen * line.qty, 0);
  let discountFen = 0;
  let freightDiscountFen = 0;
  const freightFen = Math.max(0, input.freightFen);
  for (const p of input.promotions) {
    if (p.type === 0 && p.discountRate != null && p.discountRate > 0 && p.discountRate < 100) {
      discountFen = Math.max(discountFen, mulFraction(itemsTotalFen, 100 - p.discountRate, 100));
    } else if (p.type === 1 && itemsTotalFen > 0 && itemsTotalFen >= positive(p.satisfyFen)) {
      discountFen = Math.max(discountFen, Math.min(positive(p.decreaseFen), itemsTotalFen));
    } else if (p.type === 3 && freightFen > 0) {
      const satisfy = positive(p.freightSatisfyFen);
      if (satisfy === 0) freightDiscountFen = freightFen;
      else if (itemsTotalFen >= satisfy) {
        freightDiscountFen = Math.max(
          freightDiscountFen,
          Math.min(positive(p.freightDecreaseFen), freightFen),
        );
      }
    }
  }
  const totalFen = Math.max(0, itemsTotalFen - discountFen + freightFen - freightDiscountFen);
  const giftPromotion = itemsTotalFen > 0 ? giftPromotionFor(input.promotions, totalFen) : null;
  return { itemsTotalFen, discountFen, freightFen, freightDiscountFen, totalFen, giftPromotion };
}

/** Of the type 4 promotions whose threshold the payable total reaches, the highest (GetGifts). */
export function giftPromotionFor<T extends TPricingPromotion>(
  promotions: readonly T[],
  totalFen: number,
): T | null {
  let found: T | null = null;
  for (const p of promotions) {
    if (p.type !== 4) continue;
    const satisfy = positive(p.satisfyFen);
    if (totalFen >= satisfy && (!found || satisfy > positive(found.satisfyFen))) found = p;
  }
  return found;
}

/**
 * The delivery methods a seller's deliveryMode offers (spec 2 §2 "Delivery-method list", §4): 1
 * self pickup only, 2 express only, 3 either, 4 pay on pickup only (then the only one shown).
 */
export function deliveryModesOf(sellerMode: TSellerDeliveryMode | number): TOrderDeliveryMode[] {
  switch (sellerMode) {
    case 1:
      return ['PickedUP'];
    case 2:
      return ['Express'];
    case 3:
      return ['PickedUP', 'Express'];
    case 4:
      return ['PickedPay'];
    default:
      return [];
  }
}

/**
 * The delivery mode of an order: the one asked when the seller offers it, else (the welfare
 * checkout sends none, spec 2 §4) the seller's first; null when the asked one is not offered.
 */
export function resolveDeliveryMode(
  sellerMode: TSellerDeliveryMode | number,
  asked: TOrderDeliveryMode | null | undefined,
): TOrderDeliveryMode | null {
  const offered = deliveryModesOf(sellerMode);
  if (asked == null) return offered[0] ?? null;
  return offered.includes(asked) ? asked : null;
}

/** Whether a seller ships by express at all (GetFreight answers 0 for one that does not). */
export function sellerShips(sellerMode: TSellerDeliveryMode | number): boolean {
  return deliveryModesOf(sellerMode).includes('Express');
}

/**
 * A seller's express fee to an address: the rule of the city, else of the province, else the
 * seller's default (spec 2 §9: 20 yuan); 0 when the seller does not ship.
 */
export function freightFor(
  seller: { deliveryMode: number; expressFeeFen: number },
  rules: readonly { region: string; feeFen: number }[],
  place: { city?: string | null; province?: string | null },
): number {
  if (!sellerShips(seller.deliveryMode)) return 0;
  const byRegion = (name: string | null | undefined) =>
    name ? rules.find((r) => r.region === name)?.feeFen : undefined;
  return byRegion(place.city) ?? byRegion(place.province) ?? seller.expressFeeFen;
}
