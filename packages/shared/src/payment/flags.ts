import type { TPayFlag } from '../shop/constants';

/** Pure pay-flag rules (no zod): the pay screen's label and where its back button goes. */

/** The label of the pay screen by flag (spec 2 §4 "Payment flags"). */
export function payLabelKind(flag: TPayFlag): 'special' | 'activity' {
  return flag === 'order' || flag === 'myspecialsale' ? 'special' : 'activity';
}

/**
 * Where the pay screen's back button goes (spec 2 §4): an order flag goes back to the order's
 * detail (the welfare detail from /pay2), the others to their lists.
 */
export function payReturnPath(flag: TPayFlag, shop: 'sales' | 'welfare', orderId: string | null): string {
  switch (flag) {
    case 'order':
      if (!orderId) return shop === 'welfare' ? '/myWealf' : '/Myspecialsale';
      return shop === 'welfare'
        ? `/Specialsaledetails2?orderId=${encodeURIComponent(orderId)}`
        : `/Specialsaledetails?orderId=${encodeURIComponent(orderId)}`;
    case 'myspecialsale':
      return '/Myspecialsale';
    case 'myactive':
      return '/eventRegistration';
    case 'myactivitypage':
      return '/Myactivitypage';
  }
}
