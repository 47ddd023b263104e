import type { TCartLine } from '@ehome/shared/shop/cart';
import { describe, expect, it } from 'vitest';
import { cartSummary, unitsOfGood } from './cart-summary';

const line = (id: string, price: string, count: number, options: string[] = []): TCartLine => ({
  id,
  saleid: 's',
  name: id,
  icon: null,
  price,
  count,
  limitedType: 0,
  limited: 0,
  sellCount: 10,
  isVirtual: false,
  options,
  checked: true,
});

describe('cart summary', () => {
  it('adds units and prices in fen (no float drift)', () => {
    expect(cartSummary([line('a', '0.10', 3), line('b', '0.20', 1)])).toEqual({ units: 4, total: '0.50' });
    expect(cartSummary([])).toEqual({ units: 0, total: '0.00' });
  });
  it('counts a good over its option combinations', () => {
    const lines = [line('a', '1.00', 1, ['红']), line('a', '1.00', 2, ['蓝']), line('b', '1.00', 5)];
    expect(unitsOfGood(lines, 'a')).toBe(3);
    expect(unitsOfGood(lines, 'c')).toBe(0);
  });
});
