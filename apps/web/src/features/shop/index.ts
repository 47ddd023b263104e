// The shop feature's public face: other features (checkout, orders, payment) reach the cart and the
// catalogue pieces here.
export { SHOP_API } from './api/catalogue';
export { cartId, useCartLines, useCartStore } from './cart-store';
export { cartSummary, unitsOfGood } from './cart-summary';
export { GoodsImage } from './components/goods-image';
export { Price } from './components/price';
