/**
 * Every local-storage key of the app, in one place (spec 3 "Client state"), so the version rule and
 * the session reset know what exists. Domains add their keys here when they start using them.
 */
const PREFIX = 'ehome.';

/** The session store's persisted blob: language, token, user info, version, open id. */
export const SESSION_KEY = `${PREFIX}session`;

/**
 * Shop and order state kept between pages of the order and payment flow. A new client version may
 * change their shape, so the version rule drops them (spec 1 §9).
 */
export const ORDER_KEYS = [
  'foods',
  'goods',
  'seller',
  'orderId',
  'orderNo',
  'addressId',
  'payFlag',
  'money',
  'expressFee',
  'isExpressFee',
  'brandId',
].map((name) => `${PREFIX}order.${name}`);

/**
 * The employee number of the last punch on this device (spec 1 §4): a later punch under another
 * number sends a change-of-number record. Its shape never changes between versions, so the version
 * rule keeps it; a lost session or a logout clears it with the rest of local storage.
 */
export const PUNCH_EMPLOYEE_NO_KEY = `${PREFIX}attendance.employeeNo`;
