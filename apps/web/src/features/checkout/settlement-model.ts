import type { TGift, TSubOrder } from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';
import type { TCartLine } from '@ehome/shared/shop/cart';
import type { TOrderDeliveryMode } from '@ehome/shared/shop/constants';
import type { TPricing } from '@ehome/shared/shop/pricing';
import { deliveryModesOf } from '@ehome/shared/shop/pricing';

export type TMethodOption = { method: 1 | 2 | 4; mode: TOrderDeliveryMode; enabled: boolean };

/**
 * The delivery-method list (spec 2 §2): pay on pickup (4) alone when the seller's mode is 4;
 * otherwise self pickup (1) and express (2), the one the seller does not offer greyed out.
 */
export function methodOptions(sellerMode: number): TMethodOption[] {
  const offered = deliveryModesOf(sellerMode);
  const all: TMethodOption[] = [
    { method: 1, mode: 'PickedUP', enabled: false },
    { method: 2, mode: 'Express', enabled: false },
    { method: 4, mode: 'PickedPay', enabled: false },
  ];
  return all
    .filter((m) => (sellerMode === 4 ? m.method === 4 : m.method !== 4))
    .map((m) => ({ ...m, enabled: offered.includes(m.mode) }));
}

/**
 * The SubOrder payload (spec 2 §3 "Submit-order payload" plus our lines, seller and attempt key):
 * the figures of the shared pricing in yuan; the welfare checkout sends no address and no mode.
 */
export function subOrderPayload(input: {
  welfare: boolean;
  salesID: string;
  clientKey: string;
  orderID: string | null;
  mode: TOrderDeliveryMode;
  addressId: string | null;
  price: TPricing;
  gifts: TGift[];
  lines: TCartLine[];
}): TSubOrder {
  const { price } = input;
  return {
    orderID: input.orderID,
    salesID: input.salesID,
    clientKey: input.clientKey,
    address_id: input.welfare || input.mode !== 'Express' ? undefined : input.addressId,
    delivery_mode: input.welfare ? undefined : input.mode,
    total: formatFen(price.totalFen),
    old_total: formatFen(price.itemsTotalFen),
    p_total: formatFen(price.discountFen),
    ex_charges: formatFen(price.freightFen),
    exp_charges: formatFen(price.freightDiscountFen),
    is_gift: input.gifts.length > 0,
    gifts: input.gifts.map((g) => ({ gift_id: g.gift_id, qty: g.gift_count })),
    lines: input.lines.map((l) => ({ goodsID: l.id, options: l.options, qty: l.count })),
  };
}
