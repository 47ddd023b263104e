import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentSandboxKeys, paymentSandboxOrders } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { type PaymentProvider, ProviderError } from './provider';
import {
  encryptResource,
  jsapiPayData,
  privateKeyOf,
  publicKeyOf,
  signNotification,
  verifyNotification,
} from './wechat-crypto';

export const SANDBOX_APP_ID = 'wx-sandbox';
/** The sandbox signs notifications in the WeChat Pay public-key mode. */
export const SANDBOX_KEY_ID = 'PUB_KEY_ID_SANDBOX';
export const SANDBOX_PAGE = '/api/Wx/Sandbox/Pay';

type SandboxKeys = {
  merchantPrivate: KeyObject;
  platformPrivate: KeyObject;
  platformPublic: KeyObject;
  apiV3Key: string;
};

export type SandboxOrder = typeof paymentSandboxOrders.$inferSelect;

export type SandboxProvider = PaymentProvider & {
  order(prepayId: string): Promise<SandboxOrder | null>;
  /**
   * The user confirmed on the sandbox page: the order is paid (once) and the answer is the
   * notification WeChat would send, signed and encrypted, for the one notify handler.
   */
  confirm(prepayId: string): Promise<{ headers: Record<string, string>; body: string } | null>;
};

function generateKeys() {
  const pair = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
  const merchant = pair();
  const platform = pair();
  return {
    id: 'default',
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    platformPublicKey: platform.publicKey,
    // 32 characters: AES-256 as the APIv3 key is.
    apiV3Key: randomBytes(24).toString('base64url').slice(0, 32),
  };
}

/**
 * The embedded default without a merchant account: WeChat Pay played locally. Its keys live in the
 * database (generated once, so every instance agrees), its prepay ids are `sandbox_...`, a page
 * served by this server plays the user's confirm or cancel, and its notifications go through the
 * same verification and decryption as WeChat's.
 */
export function sandboxProvider({
  db,
  clock,
  appId,
}: {
  db: Db;
  clock: Clock;
  appId?: string;
}): SandboxProvider {
  const app = appId ?? SANDBOX_APP_ID;
  let loaded: Promise<SandboxKeys> | null = null;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function loadKeys(): Promise<SandboxKeys> {
    let [row] = await db.select().from(paymentSandboxKeys).where(eq(paymentSandboxKeys.id, 'default'));
    if (!row) {
      // Two instances may both generate: the first insert wins and both read it back.
      await db.insert(paymentSandboxKeys).values(generateKeys()).onConflictDoNothing();
      [row] = await db.select().from(paymentSandboxKeys).where(eq(paymentSandboxKeys.id, 'default'));
    }
    if (!row) throw new Error('sandbox keys missing');
    return {
      merchantPrivate: privateKeyOf(row.merchantPrivateKey),
      platformPrivate: privateKeyOf(row.platformPrivateKey),
      platformPublic: publicKeyOf(row.platformPublicKey),
      apiV3Key: row.apiV3Key,
    };
  }
  const keys = () => {
    loaded ??= loadKeys().catch((error) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };

  async function order(prepayId: string) {
    const [row] = await db
      .select()
      .from(paymentSandboxOrders)
      .where(eq(paymentSandboxOrders.prepayId, prepayId));
    return row ?? null;
  }

  return {
    name: 'sandbox',
    order,
    async createPrepay({ outTradeNo, amountFen, description, notifyUrl }) {
      // Like WeChat, the same out_trade_no asked again answers the prepay id it already has.
      await db
        .insert(paymentSandboxOrders)
        .values({
          prepayId: `sandbox_${randomBytes(16).toString('hex')}`,
          outTradeNo,
          amountFen,
          description: description.slice(0, 127),
          notifyUrl,
          status: 'created',
        })
        .onConflictDoNothing({ target: paymentSandboxOrders.outTradeNo });
      const [row] = await db
        .select({ prepayId: paymentSandboxOrders.prepayId, amountFen: paymentSandboxOrders.amountFen })
        .from(paymentSandboxOrders)
        .where(eq(paymentSandboxOrders.outTradeNo, outTradeNo));
      if (!row || row.amountFen !== amountFen)
        throw new ProviderError('sandbox: out_trade_no reused with another amount', 400, 'INVALID_REQUEST');
      return row.prepayId;
    },
    async payData(prepayId) {
      return jsapiPayData(app, prepayId, (await keys()).merchantPrivate, nowSeconds());
    },
    async verifyAndDecryptNotification(headers, rawBody) {
      const k = await keys();
      return verifyNotification(
        headers,
        rawBody,
        new Map([[SANDBOX_KEY_ID, k.platformPublic]]),
        k.apiV3Key,
        nowSeconds(),
      );
    },
    async queryOrder(outTradeNo) {
      const [row] = await db
        .select()
        .from(paymentSandboxOrders)
        .where(eq(paymentSandboxOrders.outTradeNo, outTradeNo));
      if (!row) return null;
      const tradeState = { created: 'NOTPAY', paid: 'SUCCESS', refunded: 'REFUND' }[row.status] ?? 'NOTPAY';
      return { tradeState, amountFen: row.amountFen, transactionId: row.transactionId };
    },
    async refund({ outTradeNo }) {
      const [row] = await db
        .update(paymentSandboxOrders)
        .set({ status: 'refunded', updatedAt: clock.now() })
        .where(eq(paymentSandboxOrders.outTradeNo, outTradeNo))
        .returning();
      if (!row) throw new ProviderError('sandbox: no such order', 404, 'ORDER_NOT_EXIST');
      return { status: 'SUCCESS', refundId: `sandbox_refund_${randomBytes(8).toString('hex')}` };
    },
    sandboxUrl: (prepayId) => `${SANDBOX_PAGE}?prepay_id=${encodeURIComponent(prepayId)}`,
    async confirm(prepayId) {
      const current = await order(prepayId);
      if (!current || (current.status !== 'created' && current.status !== 'paid')) return null;
      const transactionId = current.transactionId ?? `4200${randomBytes(12).toString('hex')}`.slice(0, 28);
      const [row] = await db
        .update(paymentSandboxOrders)
        .set({ status: 'paid', transactionId, updatedAt: clock.now() })
        .where(eq(paymentSandboxOrders.prepayId, prepayId))
        .returning();
      if (!row) return null;
      const k = await keys();
      const successTime = clock.now().toISOString();
      const resource = {
        mchid: 'sandbox',
        appid: app,
        out_trade_no: row.outTradeNo,
        transaction_id: row.transactionId,
        trade_type: 'JSAPI',
        trade_state: 'SUCCESS',
        trade_state_desc: '支付成功',
        bank_type: 'OTHERS',
        success_time: successTime,
        payer: { openid: 'sandbox-payer' },
        amount: { total: row.amountFen, payer_total: row.amountFen, currency: 'CNY', payer_currency: 'CNY' },
      };
      const body = JSON.stringify({
        id: `sandbox-${row.transactionId}`,
        create_time: successTime,
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: encryptResource(JSON.stringify(resource), k.apiV3Key, 'transaction', 'transaction'),
      });
      return { headers: signNotification(body, SANDBOX_KEY_ID, k.platformPrivate, nowSeconds()), body };
    },
  };
}
