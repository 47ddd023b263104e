// The address screen's public face: checkout links here to let the buyer pick an address.
export { addressPickerPath } from './return-path';
