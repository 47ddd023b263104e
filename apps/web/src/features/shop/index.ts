// The shop feature's public face: other features (checkout, orders, payment) reach the cart here.
export { cartId, useCartLines, useCartStore } from './cart-store';
