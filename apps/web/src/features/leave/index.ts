export { DateField } from './components/date-field';
export { DetailRow } from './components/detail-row';
export { isoOfDate, pickerRange } from './dates';
export { formatLengthNumber } from './format';
export { ownerActions, type TOwnerAction, viewMode } from './owner-actions';
export { refusalText } from './refusal';
export { successPath } from './success-kind';
