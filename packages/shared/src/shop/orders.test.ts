import { describe, expect, it } from 'vitest';
import { ZDelOrders, ZOrderListQuery } from './orders';

describe('GetOrderList query', () => {
  it('takes every status, one, or several', () => {
    expect(ZOrderListQuery.parse({}).orderStatus).toEqual([]);
    expect(ZOrderListQuery.parse({ orderStatus: '0' }).orderStatus).toEqual([]);
    expect(ZOrderListQuery.parse({ orderStatus: '2' }).orderStatus).toEqual([2]);
    expect(ZOrderListQuery.parse({ orderStatus: '2,3,4' }).orderStatus).toEqual([2, 3, 4]);
    expect(ZOrderListQuery.parse({ pageNow: '3' })).toMatchObject({ pageNow: 3, pageSize: 10 });
  });

  it('refuses unknown statuses and pages with the message keys', () => {
    for (const orderStatus of ['8', 'x', '2,', '1,2,3,4,5,6,7,1', '-1']) {
      const result = ZOrderListQuery.safeParse({ orderStatus });
      expect(result.success, orderStatus).toBe(false);
      expect(result.error?.issues[0]?.message, orderStatus).toBe('validation.orderStatus');
    }
    expect(ZOrderListQuery.safeParse({ pageNow: '0' }).success).toBe(false);
    expect(ZOrderListQuery.safeParse({ pageSize: '51' }).success).toBe(false);
  });
});

describe('DelOrderById body', () => {
  it('wants 1 to 50 order ids', () => {
    const id = '0b6c3a5e-1d2f-4c8a-9e15-000000000101';
    expect(ZDelOrders.safeParse({ orderIds: [id] }).success).toBe(true);
    expect(ZDelOrders.safeParse({ orderIds: [] }).error?.issues[0]?.message).toBe('validation.orderIds');
    expect(ZDelOrders.safeParse({ orderIds: ['x'] }).error?.issues[0]?.message).toBe('validation.orderId');
    expect(ZDelOrders.safeParse({ orderIds: Array(51).fill(id) }).error?.issues[0]?.message).toBe(
      'validation.orderIdsMax',
    );
  });
});
