export { formatLengthNumber } from './format';
