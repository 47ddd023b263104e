import { describe, expect, it } from 'vitest';
import { payLabelKind, payReturnPath } from './flags';

describe('pay flags (spec 2 §4)', () => {
  it('labels order and special sale as special-offer payment, the activity flags as activity payment', () => {
    expect(payLabelKind('order')).toBe('special');
    expect(payLabelKind('myspecialsale')).toBe('special');
    expect(payLabelKind('myactive')).toBe('activity');
    expect(payLabelKind('myactivitypage')).toBe('activity');
  });
  it('returns to the order detail of its shop, or the flag list', () => {
    expect(payReturnPath('order', 'sales', 'a b')).toBe('/Specialsaledetails?orderId=a%20b');
    expect(payReturnPath('order', 'welfare', 'x')).toBe('/Specialsaledetails2?orderId=x');
    expect(payReturnPath('order', 'sales', null)).toBe('/Myspecialsale');
    expect(payReturnPath('myspecialsale', 'sales', 'x')).toBe('/Myspecialsale');
    expect(payReturnPath('myactive', 'sales', 'x')).toBe('/eventRegistration');
    expect(payReturnPath('myactivitypage', 'sales', null)).toBe('/Myactivitypage');
  });
});
