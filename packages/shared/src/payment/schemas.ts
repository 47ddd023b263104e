import { z } from 'zod';

/**
 * The payment contract (spec 2 §3 "Pay-order request", §7 /api/Wx/JsApi) and our additions for the
 * pay screen (PayInfo, PayResult). tfee is in cents (fen); the amounts we show are yuan strings.
 */

/** sp_billno `<kind>:<uuid>` (modules/payment/ports.ts parseBillNo decides what it names). */
export const BILL_NO_MAX = 64;

export const ZJsApiRequest = z.object({
  /** The payer's open id in the messaging app; the sandbox takes any value. */
  openid: z.string().max(128).default(''),
  /** The amount in fen (cents); it must equal the payable's own amount. */
  tfee: z.coerce
    .number({ error: 'validation.positiveInt' })
    .int({ error: 'validation.positiveInt' })
    .positive({
      error: 'validation.positiveInt',
    }),
  /** Informational only: the description comes from the payable. */
  body: z.string().max(200).default(''),
  sp_billno: z.string().min(1, { error: 'validation.required' }).max(BILL_NO_MAX),
});
export type TJsApiRequest = z.infer<typeof ZJsApiRequest>;

/** What WeixinJSBridge getBrandWCPayRequest takes, plus where the sandbox confirms (null in WeChat). */
export const ZPayData = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
  provider: z.enum(['wechat', 'sandbox']),
  /** The sandbox's confirm page (add `&return=`); null with the real provider. */
  sandboxUrl: z.string().nullable(),
});
export type TPayData = z.infer<typeof ZPayData>;

export const ZBillQuery = z.object({
  bill: z.string().min(1, { error: 'validation.required' }).max(BILL_NO_MAX),
});

export const PAYABLE_STATES = ['open', 'paid', 'closed'] as const;

export const ZPayInfo = z.object({
  bill: z.string(),
  kind: z.string(),
  /** Yuan with 2 decimals. */
  amount: z.string(),
  amountFen: z.number().int(),
  description: z.string(),
  state: z.enum(PAYABLE_STATES),
});
export type TPayInfo = z.infer<typeof ZPayInfo>;

/**
 * The pay result as the server knows it after asking the provider: paid; unpaid (started, not
 * paid yet); none (never started); closed; refunding / refunded (paid, then given back).
 */
export const PAY_RESULT_STATES = ['paid', 'unpaid', 'none', 'closed', 'refunding', 'refunded'] as const;
export type TPayResultState = (typeof PAY_RESULT_STATES)[number];
export const ZPayResult = z.object({
  bill: z.string(),
  state: z.enum(PAY_RESULT_STATES),
  amount: z.string(),
});
export type TPayResult = z.infer<typeof ZPayResult>;
