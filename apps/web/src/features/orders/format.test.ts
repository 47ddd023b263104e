import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detailPath, payPath } from './format';
import { MINE_TAB_STATUS, readMineState, saveMineState } from './kept-state';

const id = '0b6c3a5e-1d2f-4c8a-9e15-000000000101';

describe('order links', () => {
  it('pays a special-sale order on /pay and a welfare order on /pay2, naming the bill', () => {
    expect(payPath({ order_id: id, shop: 'sales' })).toBe(`/pay?flag=myspecialsale&bill=shopOrder%3A${id}`);
    expect(payPath({ order_id: id, shop: 'welfare' })).toBe(`/pay2?flag=order&bill=shopOrder%3A${id}`);
  });

  it('opens virtual, welfare and special-sale orders on their own detail screens', () => {
    expect(detailPath({ order_id: id, shop: 'sales', is_virtual: true })).toBe(
      `/Virtualdetails?orderId=${id}`,
    );
    expect(detailPath({ order_id: id, shop: 'welfare', is_virtual: false })).toBe(
      `/Specialsaledetails2?orderId=${id}`,
    );
    expect(detailPath({ order_id: id, shop: 'sales', is_virtual: false })).toBe(
      `/Specialsaledetails?orderId=${id}`,
    );
  });
});

describe('the kept-alive state of /Myspecialsale', () => {
  // The tests run without a DOM: a session storage of our own.
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
  });

  it('comes back as it was left', () => {
    saveMineState({ shop: 'welfare', tab: 'paid', scrollY: 420 });
    expect(readMineState()).toEqual({ shop: 'welfare', tab: 'paid', scrollY: 420 });
  });

  it('falls back to the defaults for anything it does not know', () => {
    sessionStorage.setItem('orders.mine', JSON.stringify({ shop: 'x', tab: 'y', scrollY: -3 }));
    expect(readMineState()).toEqual({ shop: 'sales', tab: 'all', scrollY: 0 });
    sessionStorage.setItem('orders.mine', '{bad json');
    expect(readMineState()).toEqual({ shop: 'sales', tab: 'all', scrollY: 0 });
  });

  it('asks the paid tab for the paid statuses', () => {
    expect(MINE_TAB_STATUS).toEqual({ all: '', unpaid: '1', paid: '2,3,4' });
  });
});
