import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type TJsApiRequest,
  type TMessageKey,
  type TPayData,
  type TPayInfo,
  type TPayResult,
} from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import {
  type PayableDefinition,
  type PayableDue,
  type PayableKind,
  type PaymentsPort,
  parseBillNo,
} from './ports';
import { type PaymentProvider, ProviderError } from './provider';
import * as repo from './repository';
import type { NotificationHeaders } from './wechat-crypto';

/** The job that asks the provider to refund one payment (payload { paymentId }). */
export const PAYMENT_REFUND_JOB = 'payment.refund';
/** WeChat's prepay_id lives 2 hours; an attempt is reused only well inside that. */
const PREPAY_REUSE_MS = 110 * 60_000;

type Log = {
  error(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  info(object: Record<string, unknown>, message: string): void;
};

type Deps = {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  jobs: JobQueue;
  /** Where the provider sends notifications (WXPAY_NOTIFY_URL; the sandbox delivers in process). */
  notifyUrl: string;
  log: Log;
};

/** What a notification or an order query said about one trade. */
type TradeReport = {
  /** The notification's id, or `query:<out_trade_no>:<transaction_id>` for an order query. */
  notificationId: string;
  outTradeNo: string;
  transactionId: string | null;
  tradeState: string;
  amountFen: number | null;
  summary: Record<string, unknown>;
};

/**
 * The outcome of one report: paid (the one transition), duplicate (already paid), refund (the
 * payable could not take it: flagged for a refund), mismatch (amount differs: refused), unknown (no
 * such trade), ignored (not a success), repeat (this notification was handled before).
 */
export type SettleOutcome =
  | 'paid'
  | 'duplicate'
  | 'refund'
  | 'mismatch'
  | 'unknown'
  | 'ignored'
  | 'repeat'
  | 'refunded';

const refusal = (key: TMessageKey) => new AppError(ErrorCode.Failed, key);

/** 32 characters: what WeChat allows for out_trade_no (6-32, letters and digits). */
const newOutTradeNo = () => `EH${randomBytes(15).toString('hex')}`;

export function paymentService({ db, clock, provider, jobs, notifyUrl, log }: Deps) {
  const kinds = new Map<PayableKind, PayableDefinition>();

  function definition(kind: string): PayableDefinition {
    const def = kinds.get(kind as PayableKind);
    if (!def) throw new Error(`payable kind ${kind} is not registered`);
    return def;
  }

  /** The bill of the signed-in employee; anybody else's is answered as not there. */
  async function ownBill(
    user: AuthUser,
    bill: string,
  ): Promise<{ kind: PayableKind; id: string; due: PayableDue }> {
    const parsed = parseBillNo(bill);
    if (!parsed || !kinds.has(parsed.kind)) throw new AppError(ErrorCode.NotFound, 'payment.badBill');
    const due = await definition(parsed.kind).load(db, parsed.id);
    if (!due || due.eid !== user.eid) throw new AppError(ErrorCode.NotFound, 'payment.notFound');
    return { ...parsed, due };
  }

  /** Records the report and, when it is a matching success, the one transition to paid. */
  async function settle(report: TradeReport): Promise<SettleOutcome> {
    const result = await db.transaction(async (tx) => {
      const recorded = await repo.recordNotification(tx, { ...report, outcome: 'received' });
      if (!recorded) return { outcome: 'repeat' as const, paymentId: null };
      const decide = async (): Promise<{ outcome: SettleOutcome; paymentId: string | null }> => {
        const payment = await repo.byOutTradeNo(tx, report.outTradeNo, { lock: true });
        if (!payment) return { outcome: 'unknown', paymentId: null };
        if (report.tradeState !== 'SUCCESS') return { outcome: 'ignored', paymentId: null };
        if (report.amountFen !== payment.amountFen) return { outcome: 'mismatch', paymentId: null };
        if (!['created', 'closed'].includes(payment.status)) return { outcome: 'duplicate', paymentId: null };
        const now = clock.now();
        if (await repo.otherPaid(tx, payment)) {
          // An older attempt paid as well: this money goes back, the payable keeps the first.
          await repo.setStatus(tx, payment.id, ['created', 'closed'], 'refund_pending', now, {
            transactionId: report.transactionId,
            paidAt: now,
          });
          return { outcome: 'refund', paymentId: payment.id };
        }
        const paid = await repo.markPaymentPaid(tx, payment.id, {
          transactionId: report.transactionId,
          paidAt: now,
        });
        if (!paid) return { outcome: 'duplicate', paymentId: null };
        const taken = await definition(payment.payableKind).markPaid(tx, payment.payableId, now);
        if (!taken) {
          await repo.setStatus(tx, payment.id, ['paid'], 'refund_pending', now);
          return { outcome: 'refund', paymentId: payment.id };
        }
        return { outcome: 'paid', paymentId: payment.id };
      };
      const decided = await decide();
      await repo.setNotificationOutcome(tx, recorded.id, decided.outcome);
      return decided;
    });
    if (result.outcome === 'mismatch' || result.outcome === 'unknown') {
      log.error({ outTradeNo: report.outTradeNo, outcome: result.outcome }, 'payment report refused');
    }
    if (result.outcome === 'refund' && result.paymentId) {
      log.warn({ outTradeNo: report.outTradeNo }, 'paid after the payable closed: refund started');
      await jobs.send(
        PAYMENT_REFUND_JOB,
        { paymentId: result.paymentId },
        { singletonKey: result.paymentId },
      );
    }
    return result.outcome;
  }

  /** The provider confirmed the refund: the payment is refunded and, if it had taken it, the payable. */
  async function finishRefund(outTradeNo: string) {
    await db.transaction(async (tx) => {
      const payment = await repo.byOutTradeNo(tx, outTradeNo, { lock: true });
      if (!payment) return;
      const done = await repo.setStatus(tx, payment.id, ['refund_pending'], 'refunded', clock.now());
      if (!done) return;
      const def = definition(payment.payableKind);
      if (def.markRefunded && (await repo.wasAccepted(tx, outTradeNo))) {
        await def.markRefunded(tx, payment.payableId, clock.now());
      }
    });
  }

  /** Job: ask the provider to refund a refund_pending payment (retried by the queue on failure). */
  async function runRefund({ paymentId }: { paymentId: string }) {
    const payment = await repo.byId(db, paymentId);
    if (payment?.status !== 'refund_pending') return;
    const result = await provider.refund({
      outTradeNo: payment.outTradeNo,
      outRefundNo: `R${payment.outTradeNo}`,
      amountFen: payment.amountFen,
      totalFen: payment.amountFen,
      reason: '订单已关闭，自动退款',
      notifyUrl,
    });
    if (result.status === 'SUCCESS') await finishRefund(payment.outTradeNo);
    else log.info({ outTradeNo: payment.outTradeNo, status: result.status }, 'refund accepted, waiting');
  }

  async function settleFromProvider(kind: PayableKind, id: string): Promise<'paid' | 'unpaid' | 'none'> {
    const attempts = await repo.paymentsOf(db, kind, id);
    if (attempts.length === 0) return 'none';
    if (attempts.some((p) => p.status === 'paid')) return 'paid';
    // The latest few attempts: the user may have paid an older prepay that was still open.
    for (const attempt of attempts.filter((p) => p.status === 'created').slice(0, 3)) {
      const answer = await provider.queryOrder(attempt.outTradeNo);
      if (answer?.tradeState !== 'SUCCESS') continue;
      const outcome = await settle({
        notificationId: `query:${attempt.outTradeNo}:${answer.transactionId ?? ''}`,
        outTradeNo: attempt.outTradeNo,
        transactionId: answer.transactionId,
        tradeState: answer.tradeState,
        amountFen: answer.amountFen,
        summary: { source: 'orderQuery' },
      });
      if (outcome === 'paid' || outcome === 'duplicate' || outcome === 'repeat') {
        const now = await repo.byOutTradeNo(db, attempt.outTradeNo);
        if (now?.status === 'paid') return 'paid';
      }
    }
    return 'unpaid';
  }

  const port: PaymentsPort = {
    register(def) {
      if (kinds.has(def.kind)) throw new Error(`payable kind ${def.kind} registered twice`);
      kinds.set(def.kind, def);
    },
    settleFromProvider,
    async refund(kind, id, reason) {
      const paid = (await repo.paymentsOf(db, kind, id)).find((p) => p.status === 'paid');
      if (!paid) throw refusal('payment.nothingPaid');
      const pending = await repo.setStatus(db, paid.id, ['paid'], 'refund_pending', clock.now());
      if (!pending) throw refusal('payment.nothingPaid');
      log.info({ outTradeNo: paid.outTradeNo, reason }, 'refund requested');
      await jobs.send(PAYMENT_REFUND_JOB, { paymentId: paid.id }, { singletonKey: paid.id });
    },
  };

  return {
    port,
    runRefund,
    settle,

    /** POST /api/Wx/JsApi: the pay data of the employee's own open payable, for its server amount. */
    async jsApi(user: AuthUser, input: TJsApiRequest): Promise<TPayData> {
      const { kind, id, due } = await ownBill(user, input.sp_billno);
      if (due.state === 'paid') throw refusal('payment.alreadyPaid');
      if (due.state === 'closed') throw refusal('payment.closed');
      const attempts = await repo.paymentsOf(db, kind, id);
      if (attempts.some((p) => p.status === 'paid')) throw refusal('payment.alreadyPaid');
      if (input.tfee !== due.amountFen) throw refusal('payment.amountMismatch');
      if (provider.name === 'wechat' && !input.openid) throw refusal('payment.openidRequired');
      // The attempt is chosen under a lock, the provider asked outside the transaction (never hold
      // a database transaction across the network). Asking twice for one out_trade_no is safe:
      // WeChat answers the same prepay_id, the sandbox too.
      const attempt = await db.transaction(async (tx) => {
        await repo.lockPayable(tx, kind, id);
        const now = clock.now();
        const reusable = (await repo.paymentsOf(tx, kind, id)).find(
          (p) =>
            p.status === 'created' &&
            p.provider === provider.name &&
            p.amountFen === due.amountFen &&
            now.getTime() - p.createdAt.getTime() < PREPAY_REUSE_MS,
        );
        if (reusable) return reusable;
        return repo.insertPayment(tx, {
          outTradeNo: newOutTradeNo(),
          payableKind: kind,
          payableId: id,
          eid: user.eid,
          amountFen: due.amountFen,
          provider: provider.name,
          status: 'created',
          createdAt: now,
          updatedAt: now,
        });
      });
      let prepayId = attempt.prepayId;
      if (!prepayId) {
        try {
          prepayId = await provider.createPrepay({
            outTradeNo: attempt.outTradeNo,
            amountFen: attempt.amountFen,
            description: due.description,
            openid: input.openid,
            notifyUrl,
          });
        } catch (error) {
          if (error instanceof ProviderError) {
            log.error({ err: error, bill: input.sp_billno }, 'prepay failed');
            throw refusal('payment.providerFailed');
          }
          throw error;
        }
        await repo.setPrepayId(db, attempt.id, prepayId);
      }
      return {
        ...(await provider.payData(prepayId)),
        provider: provider.name,
        sandboxUrl: provider.sandboxUrl(prepayId),
      };
    },

    /**
     * POST notify: verified and decrypted by the provider (throws NotificationRejected), then
     * settled once. Payment results and refund results both arrive here.
     */
    async notification(headers: NotificationHeaders, rawBody: string): Promise<SettleOutcome> {
      const verified = await provider.verifyAndDecryptNotification(headers, rawBody);
      const r = verified.resource;
      const outTradeNo = String(r.out_trade_no ?? '');
      const amount = (r.amount ?? {}) as { total?: unknown };
      if (verified.eventType.startsWith('REFUND.')) {
        const recorded = await repo.recordNotification(db, {
          notificationId: verified.id,
          outTradeNo,
          transactionId: typeof r.transaction_id === 'string' ? r.transaction_id : null,
          tradeState: String(r.refund_status ?? verified.eventType),
          amountFen: typeof amount.total === 'number' ? amount.total : null,
          outcome: r.refund_status === 'SUCCESS' ? 'refunded' : 'ignored',
          summary: { event: verified.eventType, refund_id: r.refund_id ?? null },
        });
        if (!recorded) return 'repeat';
        if (r.refund_status === 'SUCCESS') await finishRefund(outTradeNo);
        return r.refund_status === 'SUCCESS' ? 'refunded' : 'ignored';
      }
      return settle({
        notificationId: verified.id,
        outTradeNo,
        transactionId: typeof r.transaction_id === 'string' ? r.transaction_id : null,
        tradeState: String(r.trade_state ?? ''),
        amountFen: typeof amount.total === 'number' ? amount.total : null,
        // The payer's details (open id) are left out.
        summary: {
          event: verified.eventType,
          trade_state_desc: r.trade_state_desc ?? null,
          success_time: r.success_time ?? null,
          bank_type: r.bank_type ?? null,
        },
      });
    },

    async payInfo(user: AuthUser, bill: string): Promise<TPayInfo> {
      const { kind, due } = await ownBill(user, bill);
      return {
        bill,
        kind,
        amount: formatFen(due.amountFen),
        amountFen: due.amountFen,
        description: due.description,
        state: due.state,
      };
    },

    /** GET PayResult: the server's word (asking the provider when no notification came), never the browser's. */
    async payResult(user: AuthUser, bill: string): Promise<TPayResult> {
      const { kind, id, due } = await ownBill(user, bill);
      const amount = formatFen(due.amountFen);
      const attempts = await repo.paymentsOf(db, kind, id);
      if (attempts.some((p) => p.status === 'paid')) return { bill, state: 'paid', amount };
      if (due.state === 'paid') return { bill, state: 'paid', amount };
      if (attempts.some((p) => p.status === 'refunded')) return { bill, state: 'refunded', amount };
      if (attempts.some((p) => p.status === 'refund_pending')) return { bill, state: 'refunding', amount };
      if (due.state === 'closed') return { bill, state: 'closed', amount };
      try {
        return { bill, state: await settleFromProvider(kind, id), amount };
      } catch (error) {
        log.error({ err: error, bill }, 'order query failed');
        return { bill, state: 'unpaid', amount };
      }
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
