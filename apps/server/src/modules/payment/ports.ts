import type { DbOrTx, Tx } from '../../db/client';

/**
 * The payment module as the things that are paid for see it (a shop order now, an activity
 * registration in the activities issue). Like the approvals engine it never reaches into their
 * tables: each payable kind registers how to read what is owed and what to do once it is paid.
 *
 * The flow: the pay screen calls POST /api/Wx/JsApi {openid, tfee, body, sp_billno}; sp_billno
 * names the payable (`<kind>:<id>`, e.g. `shopOrder:<uuid>`). The payment module asks the kind's
 * `load` for the amount (never `tfee` alone: a `tfee` that differs is refused), makes the
 * provider's prepay, and answers the pay data. The provider's notification (or the order query)
 * then calls `markPaid` inside the transaction that records the payment as paid - once.
 */
export type PayableKind = 'shopOrder' | 'activity';

/** What is owed, read fresh from the payable's own table. */
export type PayableDue = {
  /** The employee who owes it: only they may pay it. */
  eid: string;
  amountFen: number;
  /** Shown by the messaging app in the payment sheet (127 characters at most). */
  description: string;
  /**
   * open: may be paid now; paid: already paid (JsApi refuses: 该订单已支付); closed: closed or
   * refunded (JsApi refuses: 订单已关闭).
   */
  state: 'open' | 'paid' | 'closed';
};

export type PayableDefinition = {
  kind: PayableKind;
  /** null when there is no such payable. */
  load(db: DbOrTx, id: string): Promise<PayableDue | null>;
  /**
   * Called once, in the payment's transaction, when the provider says it is paid and the amount
   * matches. Returns false when the payable can no longer take the payment (closed by timeout,
   * refunded): the payment is then kept and flagged for a refund, never lost.
   */
  markPaid(tx: Tx, id: string, paidAt: Date): Promise<boolean>;
  /** Called in the refund's transaction once the provider confirms the refund. */
  markRefunded?(tx: Tx, id: string, at: Date): Promise<void>;
};

/** What other modules call on the payment module. */
export type PaymentsPort = {
  register(definition: PayableDefinition): void;
  /**
   * Asks the provider's order query about the payable's latest started payment and, when the
   * provider says it is paid, records it (markPaid) before answering. 'none': no payment was ever
   * started. The unpaid-order timeout calls this before it closes an order, so a late notification
   * never meets a closed order; the pay result screen calls it when no notification has come yet.
   */
  settleFromProvider(kind: PayableKind, id: string): Promise<'paid' | 'unpaid' | 'none'>;
  /**
   * Starts a refund of the payable's paid payment with the provider (status refund_pending);
   * the refund's result (notification or query) calls markRefunded. Throws a business error when
   * nothing was paid.
   */
  refund(kind: PayableKind, id: string, reason: string): Promise<void>;
};

/** `shopOrder:<uuid>` -> { kind, id }; null when sp_billno names nothing we know. */
export function parseBillNo(spBillno: string): { kind: PayableKind; id: string } | null {
  const match = /^(shopOrder|activity):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(
    spBillno,
  );
  return match ? { kind: match[1] as PayableKind, id: (match[2] as string).toLowerCase() } : null;
}
