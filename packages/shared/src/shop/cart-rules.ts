/**
 * The product dialog's quantity rules (spec 2 §4 "Product dialog", §5 "Shop"), written once for the
 * dialog and for checkout: tempCount rises on add and falls on remove (never below 0) while the
 * shown stock moves the opposite way; adding is refused at the purchase cap or without stock;
 * confirming 0 is refused.
 */

/** What the dialog knows about one good and the cart. */
export type TQuantityState = {
  /** Units chosen in the open dialog. */
  tempCount: number;
  /** Units of this good already in the cart (every option combination). */
  count: number;
  /** Stock left on the server when the good was loaded (spec sellCount). */
  sellCount: number;
  /** 0 no cap, 1 per order, 2 per employee. */
  limitedType: number;
  limited: number;
  /** Units in the employee's own earlier orders (counts toward a per-employee cap only). */
  bought: number;
};

/** Keys of the shared message catalogue (shop.*), so server and client say the same words. */
export type TQuantityRefusal = 'shop.addQuantity' | 'shop.capReached' | 'shop.outOfStock';

export type TQuantityAnswer = { ok: true; tempCount: number } | { ok: false; refusal: TQuantityRefusal };

/** Units the cap still allows beyond the cart and the dialog; Infinity without a cap. */
export function capRemaining(state: TQuantityState): number {
  if (state.limitedType === 0) return Number.POSITIVE_INFINITY;
  const earlier = state.limitedType === 2 ? state.bought : 0;
  return state.limited - earlier - state.count - state.tempCount;
}

/** Stock as the dialog shows it: what is left after the cart and the dialog, never below 0. */
export function shownStock(state: TQuantityState): number {
  return Math.max(0, state.sellCount - state.count - state.tempCount);
}

/** The + button: one more unit, unless the cap is reached (商品购买数量已达上限) or no stock is left (商品库存不足). */
export function increaseTemp(state: TQuantityState): TQuantityAnswer {
  if (capRemaining(state) <= 0) return { ok: false, refusal: 'shop.capReached' };
  if (shownStock(state) <= 0) return { ok: false, refusal: 'shop.outOfStock' };
  return { ok: true, tempCount: state.tempCount + 1 };
}

/** The - button: one unit less, never below 0. */
export function decreaseTemp(state: TQuantityState): number {
  return Math.max(0, state.tempCount - 1);
}

/** Add to cart: refused with 0 units (请添加商品数量); the units are re-checked against cap and stock. */
export function confirmTemp(state: TQuantityState): TQuantityAnswer {
  if (state.tempCount <= 0) return { ok: false, refusal: 'shop.addQuantity' };
  const check = checkQuantity({ ...state, tempCount: 0, count: state.count + state.tempCount });
  return check.ok ? { ok: true, tempCount: state.tempCount } : check;
}

/**
 * Whether `count` units of a good may be bought (checkout and the server's order check): not over
 * the stock, not over a per-order cap, and with a per-employee cap not over it together with
 * `bought`. The units checked are `count + tempCount`; the answer carries them.
 */
export function checkQuantity(state: TQuantityState): TQuantityAnswer {
  const units = state.count + state.tempCount;
  if (units <= 0) return { ok: false, refusal: 'shop.addQuantity' };
  if (state.limitedType !== 0 && capRemaining({ ...state, count: units, tempCount: 0 }) < 0)
    return { ok: false, refusal: 'shop.capReached' };
  if (units > state.sellCount) return { ok: false, refusal: 'shop.outOfStock' };
  return { ok: true, tempCount: units };
}
