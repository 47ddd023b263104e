import type { TShop } from '@ehome/shared/shop/constants';

/**
 * /Myspecialsale is "kept alive" (spec 2 §2): its tab, shop and scroll position survive a visit to
 * an order and back, and a reload of the tab (session storage). Its list comes back from the
 * query cache, so the position can be restored at once.
 */
export type TMineTab = 'all' | 'unpaid' | 'paid';
export type TMineState = { shop: TShop; tab: TMineTab; scrollY: number };

const KEY = 'orders.mine';
const DEFAULT: TMineState = { shop: 'sales', tab: 'all', scrollY: 0 };

export function readMineState(): TMineState {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<TMineState>) : {};
    return {
      shop: value.shop === 'welfare' ? 'welfare' : 'sales',
      tab: value.tab === 'unpaid' || value.tab === 'paid' ? value.tab : 'all',
      scrollY: typeof value.scrollY === 'number' && value.scrollY >= 0 ? value.scrollY : 0,
    };
  } catch {
    return DEFAULT;
  }
}

export function saveMineState(state: TMineState): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // private mode: the state lives as long as the screen
  }
}

/** The statuses each tab asks for ('' = all; paid and not refunded: 2, 3, 4). */
export const MINE_TAB_STATUS: Record<TMineTab, string> = { all: '', unpaid: '1', paid: '2,3,4' };
