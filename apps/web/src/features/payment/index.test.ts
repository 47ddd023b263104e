import { describe, expect, it } from 'vitest';
import { payPath } from './index';

describe('payPath', () => {
  it('sends the sales shop and activities to /pay and the welfare shop to /pay2', () => {
    expect(payPath('order', 'shopOrder:a-b')).toBe('/pay?flag=order&bill=shopOrder%3Aa-b');
    expect(payPath('order', 'shopOrder:x', 'welfare')).toBe('/pay2?flag=order&bill=shopOrder%3Ax');
    expect(payPath('myactive', 'activity:y')).toBe('/pay?flag=myactive&bill=activity%3Ay');
  });
});
