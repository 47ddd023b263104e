import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentNotifications, payments } from '../../db/schema';

export type Payment = typeof payments.$inferSelect;
export type NewNotification = typeof paymentNotifications.$inferInsert;

export async function paymentsOf(db: DbOrTx, kind: string, payableId: string): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.payableKind, kind), eq(payments.payableId, payableId)))
    .orderBy(desc(payments.createdAt));
}

export async function byOutTradeNo(db: DbOrTx, outTradeNo: string, { lock = false } = {}) {
  const query = db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function byId(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** Serializes the start of payments of one payable across instances (until the transaction ends). */
export async function lockPayable(tx: DbOrTx, kind: string, payableId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment:${kind}:${payableId}`}))`);
}

export async function insertPayment(db: DbOrTx, row: typeof payments.$inferInsert): Promise<Payment> {
  const [created] = await db.insert(payments).values(row).returning();
  if (!created) throw new Error('payment not inserted');
  return created;
}

/** The one guarded transition to paid: only from created (or closed by us while the user paid). */
export async function markPaymentPaid(
  db: DbOrTx,
  id: string,
  { transactionId, paidAt }: { transactionId: string | null; paidAt: Date },
) {
  const [row] = await db
    .update(payments)
    .set({ status: 'paid', transactionId, paidAt, updatedAt: paidAt })
    .where(and(eq(payments.id, id), inArray(payments.status, ['created', 'closed'])))
    .returning();
  return row ?? null;
}

export async function setStatus(
  db: DbOrTx,
  id: string,
  from: readonly string[],
  to: string,
  at: Date,
  extra: Partial<Payment> = {},
) {
  const [row] = await db
    .update(payments)
    .set({ ...extra, status: to, updatedAt: at })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row ?? null;
}

/** Another attempt of the same payable that already stands as its payment. */
export async function otherPaid(db: DbOrTx, payment: Payment) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.payableKind, payment.payableKind),
        eq(payments.payableId, payment.payableId),
        eq(payments.status, 'paid'),
        ne(payments.id, payment.id),
      ),
    );
  return row ?? null;
}

/** Records a notification once; null when its id was seen before. */
export async function recordNotification(db: DbOrTx, row: NewNotification) {
  const [inserted] = await db
    .insert(paymentNotifications)
    .values(row)
    .onConflictDoNothing({ target: paymentNotifications.notificationId })
    .returning({ id: paymentNotifications.id });
  return inserted ?? null;
}

export async function setNotificationOutcome(db: DbOrTx, id: string, outcome: string) {
  await db.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, id));
}

/** Whether the payable took this payment (markPaid said yes): then a refund is the payable's. */
export async function wasAccepted(db: DbOrTx, outTradeNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.outTradeNo, outTradeNo), eq(paymentNotifications.outcome, 'paid')))
    .limit(1);
  return Boolean(row);
}

export async function setPrepayId(db: DbOrTx, id: string, prepayId: string) {
  await db.update(payments).set({ prepayId }).where(eq(payments.id, id));
}
