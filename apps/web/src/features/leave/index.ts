export { formatLengthNumber } from './format';
export { refusalText } from './refusal';
