import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';

/**
 * A payment of something payable (a shop order now, an activity registration later) through the
 * payment provider (modules/payment). `outTradeNo` is what the provider knows it by (6-32
 * characters, unique per merchant). One payable may have several attempts over time (a new one
 * after a failed or expired one), but at most one is ever `paid` (partial unique index).
 * status: created (prepay made, waiting), paid, closed (given up), refund_pending, refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outTradeNo: text('out_trade_no').notNull(),
    /** The kind of payable: 'shopOrder', later 'activity'. */
    payableKind: text('payable_kind').notNull(),
    payableId: uuid('payable_id').notNull(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    amountFen: integer('amount_fen').notNull(),
    /** 'sandbox' or 'wechat'. */
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    prepayId: text('prepay_id'),
    /** The provider's transaction id, from the notification or the order query. */
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_out_trade_no_uq').on(t.outTradeNo),
    index('payments_payable_idx').on(t.payableKind, t.payableId),
    // Only one attempt may stand as the payable's payment. A second attempt that the provider still
    // reports paid (an old prepay paid late) is kept as refund_pending, so it is not counted here.
    uniqueIndex('payments_one_paid_uq').on(t.payableKind, t.payableId).where(sql`${t.status} = 'paid'`),
    check(
      'payments_status_ck',
      sql`${t.status} in ('created', 'paid', 'closed', 'refund_pending', 'refunded')`,
    ),
    check('payments_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

/**
 * Every payment notification that passed the signature check, kept (never lost) with what was done
 * with it: 'paid' (the one transition), 'duplicate' (already paid), 'refund' (the payable was
 * closed or refunded meanwhile: flagged for a refund), 'mismatch' (amount differs: refused).
 * Keyed by the provider's notification id so a repeat is seen as one.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: text('notification_id').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    transactionId: text('transaction_id'),
    tradeState: text('trade_state').notNull(),
    amountFen: integer('amount_fen'),
    outcome: text('outcome').notNull(),
    /** The decrypted resource without the payer's details. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_notifications_id_uq').on(t.notificationId),
    index('payment_notifications_trade_idx').on(t.outTradeNo),
  ],
);

/**
 * The sandbox provider's own state (the embedded default without a merchant account). Its keys
 * are generated once and kept here so every instance signs and verifies with the same ones.
 */
export const paymentSandboxKeys = pgTable('payment_sandbox_keys', {
  id: text('id').primaryKey(),
  /** Merchant private key (PKCS#8 PEM): signs requests and paySign. */
  merchantPrivateKey: text('merchant_private_key').notNull(),
  merchantPublicKey: text('merchant_public_key').notNull(),
  /** The "WeChat Pay" key pair the sandbox signs notifications with (public-key mode). */
  platformPrivateKey: text('platform_private_key').notNull(),
  platformPublicKey: text('platform_public_key').notNull(),
  /** 32-character APIv3 key for AEAD_AES_256_GCM. */
  apiV3Key: text('api_v3_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox's record of its prepay orders, as WeChat keeps its own: the confirm page and the
 * order query read it. status: created, paid, refunded (a cancel leaves it created, as in WeChat).
 */
export const paymentSandboxOrders = pgTable(
  'payment_sandbox_orders',
  {
    prepayId: text('prepay_id').primaryKey(),
    outTradeNo: text('out_trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    description: text('description').notNull(),
    notifyUrl: text('notify_url').notNull(),
    status: text('status').notNull(),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_sandbox_orders_trade_uq').on(t.outTradeNo)],
);
