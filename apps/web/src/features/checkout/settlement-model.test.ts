import type { TCartLine } from '@ehome/shared/shop/cart';
import { priceOrder } from '@ehome/shared/shop/pricing';
import { describe, expect, it } from 'vitest';
import { methodOptions, subOrderPayload } from './settlement-model';

describe('methodOptions', () => {
  it('pay on pickup alone for mode 4; pickup and express otherwise, greyed per mode', () => {
    expect(methodOptions(4)).toEqual([{ method: 4, mode: 'PickedPay', enabled: true }]);
    expect(methodOptions(3).map((m) => [m.method, m.enabled])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(methodOptions(1).map((m) => [m.method, m.enabled])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(methodOptions(2).map((m) => [m.method, m.enabled])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});

const line = (id: string, count: number, options: string[] = []): TCartLine => ({
  id,
  saleid: 's',
  name: id,
  icon: null,
  price: '10.00',
  count,
  limitedType: 0,
  limited: 0,
  sellCount: 9,
  isVirtual: false,
  options,
  checked: true,
});

describe('subOrderPayload', () => {
  const price = priceOrder({
    lines: [{ priceFen: 5990, qty: 2 }],
    promotions: [{ type: 1, satisfyFen: 10000, decreaseFen: 1000 }],
    freightFen: 1200,
  });
  const base = {
    salesID: 's',
    clientKey: 'k',
    orderID: null,
    addressId: 'a',
    price,
    gifts: [{ gift_id: 'g', gift_name: '袋', decpt: '', icon: null, gift_count: 1 }],
    lines: [line('tea', 2, ['红茶'])],
  };

  it('special sale by express: yuan figures, the address, the gifts and the lines', () => {
    expect(subOrderPayload({ ...base, welfare: false, mode: 'Express' })).toEqual({
      orderID: null,
      salesID: 's',
      clientKey: 'k',
      address_id: 'a',
      delivery_mode: 'Express',
      total: '121.80',
      old_total: '119.80',
      p_total: '10.00',
      ex_charges: '12.00',
      exp_charges: '0.00',
      is_gift: true,
      gifts: [{ gift_id: 'g', qty: 1 }],
      lines: [{ goodsID: 'tea', options: ['红茶'], qty: 2 }],
    });
  });

  it('self pickup sends no address; welfare sends neither address nor mode', () => {
    expect(subOrderPayload({ ...base, welfare: false, mode: 'PickedUP' }).address_id).toBeUndefined();
    const welfare = subOrderPayload({ ...base, welfare: true, mode: 'PickedPay', gifts: [] });
    expect(welfare.address_id).toBeUndefined();
    expect(welfare.delivery_mode).toBeUndefined();
    expect(welfare.is_gift).toBe(false);
  });
});
