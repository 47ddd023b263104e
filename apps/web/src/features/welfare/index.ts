// The welfare feature's public face: other features may link to a right or a receipt.
export { receiptPath, rightPath } from './format';
