// The payment feature's public face: other features (checkout, orders, activities) send the user to
// the pay screen with this path; the bridge to the in-app payment sheet is platform/wechat-pay.ts.
import type { TPayFlag } from '@ehome/shared/shop/constants';

/** `/pay?flag&bill` (sales shop, activities) or `/pay2?flag=order&bill` (welfare shop). */
export function payPath(flag: TPayFlag, bill: string, shop: 'sales' | 'welfare' = 'sales'): string {
  const query = new URLSearchParams({ flag, bill }).toString();
  return `${shop === 'welfare' ? '/pay2' : '/pay'}?${query}`;
}
