import type { KeyObject } from 'node:crypto';
import type { WxPayConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import { type PaymentProvider, ProviderError } from './provider';
import {
  authorizationHeader,
  jsapiPayData,
  type Merchant,
  nonce,
  privateKeyOf,
  publicKeyOf,
  rsaVerify,
  verifyNotification,
} from './wechat-crypto';

type Fetch = typeof fetch;

/**
 * The WeChat Pay API v3 JSAPI merchant (reference/wechat.md): every request signed with the merchant
 * key, every answer's signature checked with the WeChat Pay key it names, notifications verified and
 * decrypted with the APIv3 key.
 */
export function wechatPayProvider(
  config: WxPayConfig,
  { clock, fetchImpl = fetch }: { clock: Clock; fetchImpl?: Fetch },
): PaymentProvider {
  const merchant: Merchant = {
    mchId: config.mchId,
    serialNo: config.serialNo,
    privateKey: privateKeyOf(config.privateKey),
  };
  const keys = new Map<string, KeyObject>(config.publicKeys.map((k) => [k.serial, publicKeyOf(k.pem)]));
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function call(method: 'GET' | 'POST', pathWithQuery: string, payload?: object) {
    const body = payload ? JSON.stringify(payload) : '';
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${pathWithQuery}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'user-agent': 'ehome-payment/1.0',
          authorization: authorizationHeader(merchant, method, pathWithQuery, body, nowSeconds(), nonce()),
        },
        body: payload ? body : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderError(`wechat pay unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    // An answer is WeChat's only when it carries WeChat's signature (over the same three lines).
    const serial = response.headers.get('wechatpay-serial') ?? '';
    const key = keys.get(serial);
    const ts = response.headers.get('wechatpay-timestamp') ?? '';
    const nonceStr = response.headers.get('wechatpay-nonce') ?? '';
    const signature = response.headers.get('wechatpay-signature') ?? '';
    if (!key || !rsaVerify(`${ts}\n${nonceStr}\n${text}\n`, signature, key)) {
      throw new ProviderError(
        `wechat pay answer without a valid signature (${response.status})`,
        response.status,
      );
    }
    const data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok) {
      throw new ProviderError(
        `wechat pay ${response.status}: ${String(data.message ?? '')}`,
        response.status,
        typeof data.code === 'string' ? data.code : null,
      );
    }
    return data;
  }

  return {
    name: 'wechat',
    async createPrepay({ outTradeNo, amountFen, description, openid, notifyUrl }) {
      const data = await call('POST', '/v3/pay/transactions/jsapi', {
        appid: config.appId,
        mchid: config.mchId,
        description: description.slice(0, 127),
        out_trade_no: outTradeNo,
        notify_url: notifyUrl,
        amount: { total: amountFen, currency: 'CNY' },
        payer: { openid },
      });
      if (typeof data.prepay_id !== 'string') throw new ProviderError('no prepay_id in the answer');
      return data.prepay_id;
    },
    async payData(prepayId) {
      return jsapiPayData(config.appId, prepayId, merchant.privateKey, nowSeconds());
    },
    async verifyAndDecryptNotification(headers, rawBody) {
      return verifyNotification(headers, rawBody, keys, config.apiV3Key, nowSeconds());
    },
    async queryOrder(outTradeNo) {
      try {
        const data = await call(
          'GET',
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`,
        );
        const amount = data.amount as { total?: number } | undefined;
        return {
          tradeState: String(data.trade_state ?? ''),
          amountFen: typeof amount?.total === 'number' ? amount.total : null,
          transactionId: typeof data.transaction_id === 'string' ? data.transaction_id : null,
        };
      } catch (error) {
        if (error instanceof ProviderError && error.code === 'ORDER_NOT_EXIST') return null;
        throw error;
      }
    },
    async refund({ outTradeNo, outRefundNo, amountFen, totalFen, reason, notifyUrl }) {
      const data = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: outTradeNo,
        out_refund_no: outRefundNo,
        reason: reason.slice(0, 80),
        notify_url: notifyUrl,
        amount: { refund: amountFen, total: totalFen, currency: 'CNY' },
      });
      return {
        status: String(data.status ?? 'PROCESSING'),
        refundId: typeof data.refund_id === 'string' ? data.refund_id : null,
      };
    },
    sandboxUrl: () => null,
  };
}
