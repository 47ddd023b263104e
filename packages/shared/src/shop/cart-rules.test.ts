import { describe, expect, it } from 'vitest';
import {
  capRemaining,
  checkQuantity,
  confirmTemp,
  decreaseTemp,
  increaseTemp,
  shownStock,
  type TQuantityState,
} from './cart-rules';

const good = (over: Partial<TQuantityState> = {}): TQuantityState => ({
  tempCount: 0,
  count: 0,
  sellCount: 10,
  limitedType: 0,
  limited: 0,
  bought: 0,
  ...over,
});

describe('product dialog quantity (spec 2 §4, §5)', () => {
  it('adds one at a time and the shown stock moves the other way', () => {
    const first = increaseTemp(good());
    expect(first).toEqual({ ok: true, tempCount: 1 });
    expect(shownStock(good({ tempCount: 1 }))).toBe(9);
    expect(shownStock(good({ tempCount: 3, count: 2 }))).toBe(5);
  });

  it('never goes below 0 on remove', () => {
    expect(decreaseTemp(good({ tempCount: 1 }))).toBe(0);
    expect(decreaseTemp(good({ tempCount: 0 }))).toBe(0);
  });

  it('refuses confirming 0 units with 请添加商品数量', () => {
    expect(confirmTemp(good())).toEqual({ ok: false, refusal: 'shop.addQuantity' });
    expect(confirmTemp(good({ tempCount: 2 }))).toEqual({ ok: true, tempCount: 2 });
  });

  it('refuses at the cap when limited - count - tempCount <= 0 (商品购买数量已达上限)', () => {
    // A per-order cap of 2: one in the cart, one in the dialog -> the next is refused.
    expect(increaseTemp(good({ limitedType: 1, limited: 2, count: 1, tempCount: 0 }))).toEqual({
      ok: true,
      tempCount: 1,
    });
    expect(increaseTemp(good({ limitedType: 1, limited: 2, count: 1, tempCount: 1 }))).toEqual({
      ok: false,
      refusal: 'shop.capReached',
    });
    // Without a cap type the limited number means nothing.
    expect(increaseTemp(good({ limitedType: 0, limited: 1, count: 5 })).ok).toBe(true);
  });

  it('counts earlier orders toward a per-employee cap only', () => {
    expect(capRemaining(good({ limitedType: 2, limited: 3, bought: 2 }))).toBe(1);
    expect(increaseTemp(good({ limitedType: 2, limited: 3, bought: 3 }))).toEqual({
      ok: false,
      refusal: 'shop.capReached',
    });
    expect(capRemaining(good({ limitedType: 1, limited: 3, bought: 3 }))).toBe(3);
  });

  it('refuses without stock (商品库存不足), also when the cart took the last ones', () => {
    expect(increaseTemp(good({ sellCount: 0 }))).toEqual({ ok: false, refusal: 'shop.outOfStock' });
    expect(increaseTemp(good({ sellCount: 3, count: 2, tempCount: 1 }))).toEqual({
      ok: false,
      refusal: 'shop.outOfStock',
    });
    expect(increaseTemp(good({ sellCount: 3, count: 2 }))).toEqual({ ok: true, tempCount: 1 });
  });
});

describe('checkQuantity (checkout and the server)', () => {
  it('accepts up to the stock and the caps', () => {
    expect(checkQuantity(good({ count: 10 }))).toEqual({ ok: true, tempCount: 10 });
    expect(checkQuantity(good({ count: 2, limitedType: 1, limited: 2 })).ok).toBe(true);
    expect(checkQuantity(good({ count: 1, limitedType: 2, limited: 3, bought: 2 })).ok).toBe(true);
  });

  it('refuses over the stock, over a cap, and zero units', () => {
    expect(checkQuantity(good({ count: 11 }))).toEqual({ ok: false, refusal: 'shop.outOfStock' });
    expect(checkQuantity(good({ count: 3, limitedType: 1, limited: 2 }))).toEqual({
      ok: false,
      refusal: 'shop.capReached',
    });
    expect(checkQuantity(good({ count: 2, limitedType: 2, limited: 3, bought: 2 }))).toEqual({
      ok: false,
      refusal: 'shop.capReached',
    });
    expect(checkQuantity(good({ count: 0 }))).toEqual({ ok: false, refusal: 'shop.addQuantity' });
  });
});
