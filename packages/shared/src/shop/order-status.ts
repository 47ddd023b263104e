/**
 * Order statuses (spec 2 §4 lists the texts; the codes and transitions are ours). The current-order
 * list's tab 1 shows status 2 and tab 2 status 3 (spec 2 §2 "Order list").
 *
 *   1 待支付  unpaid: placed, stock taken, waiting for payment (closes after the timeout)
 *   2 待发货  to ship: paid (or pay on pickup placed), waiting for the seller
 *   3 交易成功 done: shipped or collected
 *   4 已支付  paid: a virtual good, nothing to ship (its voucher is usable)
 *   5 退款中  refunding: a refund asked of the payment provider
 *   6 已退款  refunded: stock and money returned
 *   7 交易关闭 closed: not paid in time or cancelled; stock returned
 */
export const ORDER_STATUS = {
  unpaid: 1,
  toShip: 2,
  done: 3,
  paid: 4,
  refunding: 5,
  refunded: 6,
  closed: 7,
} as const;
export type TOrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as TOrderStatus[];

/** The spec's text of each status (zh; the client translates by `shop.orderStatus.<code>`). */
export const ORDER_STATUS_TEXT: Record<TOrderStatus, string> = {
  1: '待支付',
  2: '待发货',
  3: '交易成功',
  4: '已支付',
  5: '退款中',
  6: '已退款',
  7: '交易关闭',
};

/**
 * The allowed transitions. Every change on the server is a guarded UPDATE `where status = from`
 * checked against this table, so two actors (a notification and the timeout job) never both win.
 */
export const ORDER_TRANSITIONS: Record<TOrderStatus, readonly TOrderStatus[]> = {
  1: [2, 4, 7],
  2: [3, 5],
  3: [5],
  4: [3, 5],
  5: [6, 2, 3, 4],
  6: [],
  7: [],
};

export function canTransition(from: TOrderStatus, to: TOrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Only 待支付 and 交易关闭 orders may be ticked for deletion (spec 2 §2 "Special-sale order list"). */
export function isDeletable(status: number): boolean {
  return status === ORDER_STATUS.unpaid || status === ORDER_STATUS.closed;
}

/** Orders holding stock and counting towards a per-employee purchase cap. */
export function holdsStock(status: number): boolean {
  return status !== ORDER_STATUS.closed && status !== ORDER_STATUS.refunded;
}
