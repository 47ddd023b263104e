import type { NotificationHeaders, PayData, VerifiedNotification } from './wechat-crypto';

/**
 * A payment provider as the payment service uses it: the real WeChat Pay API v3 JSAPI merchant
 * (wechat-provider.ts) or the sandbox (sandbox-provider.ts), chosen by configuration.
 */
export type PrepayInput = {
  outTradeNo: string;
  amountFen: number;
  description: string;
  openid: string;
  notifyUrl: string;
};

/** WeChat's trade_state: SUCCESS, NOTPAY, CLOSED, REFUND, USERPAYING, PAYERROR, REVOKED. */
export type OrderQueryResult = {
  tradeState: string;
  amountFen: number | null;
  transactionId: string | null;
};

export type RefundInput = {
  outTradeNo: string;
  outRefundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
  notifyUrl: string;
};

/** WeChat's refund status: SUCCESS, PROCESSING, CLOSED, ABNORMAL. */
export type RefundResult = { status: string; refundId: string | null };

export type PaymentProvider = {
  readonly name: 'wechat' | 'sandbox';
  createPrepay(input: PrepayInput): Promise<string>;
  payData(prepayId: string): Promise<PayData>;
  /** Throws NotificationRejected when the signature, timestamp or encryption do not check out. */
  verifyAndDecryptNotification(headers: NotificationHeaders, rawBody: string): Promise<VerifiedNotification>;
  /** null when the provider does not know the order (never prepaid there). */
  queryOrder(outTradeNo: string): Promise<OrderQueryResult | null>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** The sandbox's confirm page for a prepay id; null for the real provider. */
  sandboxUrl(prepayId: string): string | null;
};

/** The provider answered with an error or could not be reached. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}
