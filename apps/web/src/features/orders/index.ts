// The orders feature's public face: other features (checkout, payment) link to an order's screens.
export { detailPath, payPath } from './format';
