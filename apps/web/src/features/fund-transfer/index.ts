// The fund-transfer feature's public face: other features may link to one transfer.
export { fundTransferDetailPath } from '@ehome/shared/fund-transfer/constants';
