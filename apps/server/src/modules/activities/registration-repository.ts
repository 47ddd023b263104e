import { and, asc, count, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  activities,
  activityFormItems,
  activityImages,
  activityRegistrationRelatives,
  activityRegistrations,
  type TActivityAnswer,
} from '../../db/schema';

/** What the registration calls read of an activity and a registration. */
export type ActivityRow = typeof activities.$inferSelect;
export type RegistrationRow = typeof activityRegistrations.$inferSelect;
export type FormItemRow = typeof activityFormItems.$inferSelect;

const LIVE = ['signed', 'submitted', 'confirmed'];
const HOLDING = ['signed', 'submitted'];

/** A published activity the employee of `companyId` may see (its company's or everyone's). */
export async function findVisibleActivity(db: DbOrTx, id: string, companyId: string) {
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.id, id),
        isNotNull(activities.publishedAt),
        or(isNull(activities.companyId), eq(activities.companyId, companyId)),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findActivity(db: DbOrTx, id: string) {
  const rows = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return rows[0];
}

export function imagesOf(db: DbOrTx, activityId: string) {
  return db
    .select()
    .from(activityImages)
    .where(eq(activityImages.activityId, activityId))
    .orderBy(asc(activityImages.sort));
}

/** The employee's registration that is not released, if any (at most one: partial unique index). */
export async function liveRegistration(db: DbOrTx, activityId: string, eid: string) {
  const rows = await db
    .select()
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.activityId, activityId),
        eq(activityRegistrations.eid, eid),
        ne(activityRegistrations.status, 'released'),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findRegistration(db: DbOrTx, id: string) {
  const rows = await db.select().from(activityRegistrations).where(eq(activityRegistrations.id, id)).limit(1);
  return rows[0];
}

/**
 * Takes one place: a single conditional UPDATE, so the limit holds however many sign up at once.
 * False when the activity is full.
 */
export async function takePlace(tx: Tx, activityId: string): Promise<boolean> {
  const rows = await tx
    .update(activities)
    .set({ signedCount: sql`${activities.signedCount} + 1` })
    .where(
      and(
        eq(activities.id, activityId),
        or(
          eq(activities.participantLimit, 0),
          sql`${activities.signedCount} < ${activities.participantLimit}`,
        ),
      ),
    )
    .returning({ id: activities.id });
  return rows.length === 1;
}

/** Gives a place back (in the transaction that released the registration). */
export async function givePlaceBack(tx: Tx, activityId: string): Promise<void> {
  await tx
    .update(activities)
    .set({ signedCount: sql`greatest(${activities.signedCount} - 1, 0)` })
    .where(eq(activities.id, activityId));
}

export async function insertRegistration(
  tx: Tx,
  row: { activityId: string; eid: string; regNo: string; holdUntil: Date | null; at: Date },
) {
  const [inserted] = await tx
    .insert(activityRegistrations)
    .values({
      activityId: row.activityId,
      eid: row.eid,
      regNo: row.regNo,
      holdUntil: row.holdUntil,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning();
  if (!inserted) throw new Error('registration insert returned nothing');
  return inserted;
}

/** The form items of an activity in order (shown and hidden). */
export function formItemsOf(db: DbOrTx, activityId: string) {
  return db
    .select()
    .from(activityFormItems)
    .where(eq(activityFormItems.activityId, activityId))
    .orderBy(asc(activityFormItems.sort), asc(activityFormItems.id));
}

export async function relativesLinked(db: DbOrTx, registrationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityRegistrationRelatives)
    .where(eq(activityRegistrationRelatives.registrationId, registrationId));
  return row?.n ?? 0;
}

/**
 * Records a submitted form on a registration still signed or submitted (guarded, so a payment or
 * a release in between wins). False when it was no longer there to change.
 */
export async function saveSubmission(
  tx: Tx,
  id: string,
  set: {
    answers: TActivityAnswer[];
    persons: number;
    totalFen: number;
    status: 'submitted' | 'confirmed';
    holdUntil: Date | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(activityRegistrations)
    .set({
      answers: set.answers,
      persons: set.persons,
      totalFen: set.totalFen,
      status: set.status,
      holdUntil: set.holdUntil,
      submittedAt: set.at,
      updatedAt: set.at,
    })
    .where(and(eq(activityRegistrations.id, id), inArray(activityRegistrations.status, HOLDING)))
    .returning({ id: activityRegistrations.id });
  return rows.length === 1;
}

/** submitted -> confirmed with paidAt, once. */
export async function markRegistrationPaid(tx: Tx, id: string, paidAt: Date): Promise<boolean> {
  const rows = await tx
    .update(activityRegistrations)
    .set({ status: 'confirmed', paidAt, holdUntil: null, updatedAt: paidAt })
    .where(and(eq(activityRegistrations.id, id), eq(activityRegistrations.status, 'submitted')))
    .returning({ id: activityRegistrations.id });
  return rows.length === 1;
}

/**
 * Releases a registration in one of `from` and gives its place back, in the caller's transaction.
 * `dueBy`: only when its hold ended by then (the timeout; a renewed hold is kept). False when
 * nothing changed (already released, paid, or renewed), so running it twice releases once.
 */
export async function release(
  tx: Tx,
  id: string,
  o: { from: string[]; reason: 'timeout' | 'withdrawn' | 'refunded'; at: Date; dueBy?: Date },
): Promise<boolean> {
  const rows = await tx
    .update(activityRegistrations)
    .set({ status: 'released', releasedAt: o.at, releaseReason: o.reason, holdUntil: null, updatedAt: o.at })
    .where(
      and(
        eq(activityRegistrations.id, id),
        inArray(activityRegistrations.status, o.from),
        o.dueBy ? lte(activityRegistrations.holdUntil, o.dueBy) : undefined,
      ),
    )
    .returning({ activityId: activityRegistrations.activityId });
  const released = rows[0];
  if (!released) return false;
  await givePlaceBack(tx, released.activityId);
  return true;
}

/** Unpaid registrations whose hold is up (the sweep for lost release jobs). */
export async function overdueHolds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: activityRegistrations.id })
    .from(activityRegistrations)
    .where(and(inArray(activityRegistrations.status, HOLDING), lte(activityRegistrations.holdUntil, now)))
    .limit(limit);
  return rows.map((r) => r.id);
}

export const LIVE_STATUSES = LIVE;
export const HOLDING_STATUSES = HOLDING;
