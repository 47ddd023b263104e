// The checkout feature's public face: the settlement screens are reached by route only
// (/settlement?salesID, /settlement2?salesID); others link there with these helpers.
export const settlementPath = (shop: 'sales' | 'welfare', salesID: string) =>
  `/${shop === 'sales' ? 'settlement' : 'settlement2'}?salesID=${encodeURIComponent(salesID)}`;
