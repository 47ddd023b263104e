import { describe, expect, it } from 'vitest';
import { deliveryModesOf, freightFor, priceOrder, resolveDeliveryMode } from './pricing';

// Two lines: 2 x 59.90 + 1 x 120.00 = 239.80 yuan.
const lines = [
  { priceFen: 5990, qty: 2 },
  { priceFen: 12000, qty: 1 },
];

describe('priceOrder', () => {
  it('without promotions: items plus freight', () => {
    expect(priceOrder({ lines, promotions: [], freightFen: 2000 })).toEqual({
      itemsTotalFen: 23980,
      discountFen: 0,
      freightFen: 2000,
      freightDiscountFen: 0,
      totalFen: 25980,
      giftPromotion: null,
    });
  });

  it('type 0: 八八折 pays 88 %, the 12 % off rounded half-up to the fen', () => {
    // 239.80 x 12 % = 28.776 -> 28.78
    const p = priceOrder({ lines, promotions: [{ type: 0, discountRate: 88 }], freightFen: 0 });
    expect(p.discountFen).toBe(2878);
    expect(p.totalFen).toBe(21102);
    // 0.05 x 10 % = 0.005 -> 0.01 (half up)
    expect(
      priceOrder({
        lines: [{ priceFen: 5, qty: 1 }],
        promotions: [{ type: 0, discountRate: 90 }],
        freightFen: 0,
      }).discountFen,
    ).toBe(1);
    // 0.04 x 10 % = 0.004 -> 0.00
    expect(
      priceOrder({
        lines: [{ priceFen: 4, qty: 1 }],
        promotions: [{ type: 0, discountRate: 90 }],
        freightFen: 0,
      }).discountFen,
    ).toBe(0);
  });

  it('type 1: 满200减30 applies from the threshold on, not below it', () => {
    const promotions = [{ type: 1, satisfyFen: 20000, decreaseFen: 3000 }];
    expect(priceOrder({ lines, promotions, freightFen: 0 }).discountFen).toBe(3000);
    expect(priceOrder({ lines: [{ priceFen: 20000, qty: 1 }], promotions, freightFen: 0 }).discountFen).toBe(
      3000,
    );
    expect(priceOrder({ lines: [{ priceFen: 19999, qty: 1 }], promotions, freightFen: 0 }).discountFen).toBe(
      0,
    );
  });

  it('type 1: the reduction never exceeds the items', () => {
    const p = priceOrder({
      lines: [{ priceFen: 1000, qty: 1 }],
      promotions: [{ type: 1, satisfyFen: 500, decreaseFen: 3000 }],
      freightFen: 2000,
    });
    expect(p.discountFen).toBe(1000);
    expect(p.totalFen).toBe(2000);
  });

  it('types 0 and 1 together: the larger discount only, never both', () => {
    // 八五折 on 239.80 = 35.97 off; 满200减30 = 30 off -> 35.97
    const both = [
      { type: 0, discountRate: 85 },
      { type: 1, satisfyFen: 20000, decreaseFen: 3000 },
    ];
    expect(priceOrder({ lines, promotions: both, freightFen: 0 }).discountFen).toBe(3597);
    // 九五折 = 11.99 off; 满200减30 = 30 -> 30
    const both2 = [
      { type: 0, discountRate: 95 },
      { type: 1, satisfyFen: 20000, decreaseFen: 3000 },
      { type: 1, satisfyFen: 10000, decreaseFen: 1000 },
    ];
    expect(priceOrder({ lines, promotions: both2, freightFen: 0 }).discountFen).toBe(3000);
  });

  it('type 3 with freightSatisfy 0 waives all freight', () => {
    const p = priceOrder({
      lines,
      promotions: [{ type: 3, freightSatisfyFen: 0, freightDecreaseFen: 500 }],
      freightFen: 2000,
    });
    expect(p.freightDiscountFen).toBe(2000);
    expect(p.totalFen).toBe(23980);
  });

  it('type 3: freightDecrease from the threshold on, capped at the freight', () => {
    const promotions = [{ type: 3, freightSatisfyFen: 20000, freightDecreaseFen: 1000 }];
    expect(priceOrder({ lines, promotions, freightFen: 2000 }).freightDiscountFen).toBe(1000);
    expect(priceOrder({ lines, promotions, freightFen: 800 }).freightDiscountFen).toBe(800);
    expect(
      priceOrder({ lines: [{ priceFen: 100, qty: 1 }], promotions, freightFen: 2000 }).freightDiscountFen,
    ).toBe(0);
    // no freight (self pickup): nothing to discount
    expect(priceOrder({ lines, promotions, freightFen: 0 }).freightDiscountFen).toBe(0);
  });

  it('type 4: the gift threshold is judged on the payable total, freight included', () => {
    const gift = { id: 'g', type: 4, satisfyFen: 25000 };
    expect(priceOrder({ lines, promotions: [gift], freightFen: 0 }).giftPromotion).toBeNull();
    expect(priceOrder({ lines, promotions: [gift], freightFen: 2000 }).giftPromotion).toEqual(gift);
    const higher = { id: 'h', type: 4, satisfyFen: 25500 };
    expect(priceOrder({ lines, promotions: [gift, higher], freightFen: 2000 }).giftPromotion).toEqual(higher);
  });

  it('every type at once: 239.80 - 35.97 + 20.00 - 20.00 = 203.83 and the gift reached', () => {
    const p = priceOrder({
      lines,
      promotions: [
        { type: 0, discountRate: 85 },
        { type: 1, satisfyFen: 20000, decreaseFen: 3000 },
        { type: 3, freightSatisfyFen: 0 },
        { id: 'g', type: 4, satisfyFen: 20000 },
      ],
      freightFen: 2000,
    });
    expect(p).toMatchObject({
      itemsTotalFen: 23980,
      discountFen: 3597,
      freightFen: 2000,
      freightDiscountFen: 2000,
      totalFen: 20383,
    });
    expect(p.giftPromotion?.id).toBe('g');
  });

  it('an empty order reaches no gift and costs nothing but its freight', () => {
    const p = priceOrder({ lines: [], promotions: [{ type: 4, satisfyFen: 0 }], freightFen: 0 });
    expect(p.totalFen).toBe(0);
    expect(p.giftPromotion).toBeNull();
  });
});

describe('delivery modes', () => {
  it('offers per seller mode and resolves the asked one', () => {
    expect(deliveryModesOf(1)).toEqual(['PickedUP']);
    expect(deliveryModesOf(2)).toEqual(['Express']);
    expect(deliveryModesOf(3)).toEqual(['PickedUP', 'Express']);
    expect(deliveryModesOf(4)).toEqual(['PickedPay']);
    expect(resolveDeliveryMode(3, 'Express')).toBe('Express');
    expect(resolveDeliveryMode(1, 'Express')).toBeNull();
    expect(resolveDeliveryMode(4, 'PickedUP')).toBeNull();
    expect(resolveDeliveryMode(4, undefined)).toBe('PickedPay');
    expect(resolveDeliveryMode(3, undefined)).toBe('PickedUP');
  });

  it('freight: the city rule, else the province rule, else the default; 0 without express', () => {
    const rules = [
      { region: '上海市', feeFen: 800 },
      { region: '浙江省', feeFen: 1200 },
      { region: '杭州市', feeFen: 1000 },
    ];
    const seller = { deliveryMode: 3, expressFeeFen: 2000 };
    expect(freightFor(seller, rules, { city: '上海市' })).toBe(800);
    expect(freightFor(seller, rules, { city: '杭州市', province: '浙江省' })).toBe(1000);
    expect(freightFor(seller, rules, { city: '宁波市', province: '浙江省' })).toBe(1200);
    expect(freightFor(seller, rules, { city: '北京市', province: '北京市' })).toBe(2000);
    expect(freightFor({ deliveryMode: 1, expressFeeFen: 2000 }, rules, { city: '上海市' })).toBe(0);
    expect(freightFor({ deliveryMode: 4, expressFeeFen: 2000 }, rules, { city: '上海市' })).toBe(0);
  });
});
