import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  activities,
  activityRegistrationRelatives,
  activityRegistrations,
  employees,
  relatives,
} from '../../db/schema';

/** A stored relative: `phone` and `idNo` are sealed (platform/pii.ts), `idNoIndex` their blind index. */
export type RelativeRow = typeof relatives.$inferSelect;
export type RelativeWrite = Pick<
  typeof relatives.$inferInsert,
  'name' | 'relation' | 'sex' | 'age' | 'birthday' | 'phone' | 'idNo' | 'idNoIndex'
>;

/** Serialises one person's relative writes, so two adds at once never both pass the cap. */
export async function lockOwner(tx: Tx, eid: string): Promise<void> {
  await tx.select({ eid: employees.eid }).from(employees).where(eq(employees.eid, eid)).for('update');
}

/** The owner's relatives that are not deleted, oldest first. */
export async function listByOwner(db: DbOrTx, eid: string): Promise<RelativeRow[]> {
  return db
    .select()
    .from(relatives)
    .where(and(eq(relatives.eid, eid), isNull(relatives.deletedAt)))
    .orderBy(asc(relatives.createdAt), asc(relatives.id));
}

/** One live relative of the owner; another person's (or a deleted one) is as absent as unknown. */
export async function findOwned(db: DbOrTx, eid: string, id: string): Promise<RelativeRow | undefined> {
  const rows = await db
    .select()
    .from(relatives)
    .where(and(eq(relatives.eid, eid), eq(relatives.id, id), isNull(relatives.deletedAt)))
    .limit(1);
  return rows[0];
}

/** Which of these ids are live relatives of the owner. */
export async function ownedIds(db: DbOrTx, eid: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: relatives.id })
    .from(relatives)
    .where(and(eq(relatives.eid, eid), inArray(relatives.id, ids), isNull(relatives.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Whether another live relative of the owner has this ID number (by its blind index). */
export async function hasIdNo(
  db: DbOrTx,
  eid: string,
  idNoIndex: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: relatives.id })
    .from(relatives)
    .where(
      and(
        eq(relatives.eid, eid),
        eq(relatives.idNoIndex, idNoIndex),
        isNull(relatives.deletedAt),
        exceptId ? ne(relatives.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countByOwner(db: DbOrTx, eid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(relatives)
    .where(and(eq(relatives.eid, eid), isNull(relatives.deletedAt)));
  return row?.n ?? 0;
}

export async function insertRelative(tx: Tx, eid: string, row: RelativeWrite, now: Date): Promise<string> {
  const [created] = await tx
    .insert(relatives)
    .values({ eid, ...row, createdAt: now })
    .returning({ id: relatives.id });
  if (!created) throw new Error('relative insert returned no row');
  return created.id;
}

export async function updateRelative(tx: Tx, eid: string, id: string, row: RelativeWrite): Promise<void> {
  await tx
    .update(relatives)
    .set(row)
    .where(and(eq(relatives.eid, eid), eq(relatives.id, id)));
}

export async function softDelete(tx: Tx, eid: string, id: string, now: Date): Promise<void> {
  await tx
    .update(relatives)
    .set({ deletedAt: now })
    .where(and(eq(relatives.eid, eid), eq(relatives.id, id)));
}

export type RegistrationForRelatives = {
  id: string;
  status: string;
  isMore: boolean;
  relativeNum: number;
};

/**
 * The owner's registration with what the selection rules need; `lock` takes the registration row
 * FOR UPDATE so concurrent selections of one registration run one after the other.
 */
export async function findOwnedRegistration(
  db: DbOrTx,
  eid: string,
  id: string,
  { lock = false } = {},
): Promise<RegistrationForRelatives | undefined> {
  const query = db
    .select({
      id: activityRegistrations.id,
      status: activityRegistrations.status,
      isMore: activities.isMore,
      relativeNum: activities.relativeNum,
    })
    .from(activityRegistrations)
    .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
    .where(and(eq(activityRegistrations.eid, eid), eq(activityRegistrations.id, id)))
    .limit(1);
  const rows = lock ? await query.for('update', { of: activityRegistrations }) : await query;
  return rows[0];
}

export async function selectedIds(db: DbOrTx, registrationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: activityRegistrationRelatives.relativeId })
    .from(activityRegistrationRelatives)
    .where(eq(activityRegistrationRelatives.registrationId, registrationId));
  return new Set(rows.map((r) => r.id));
}

export async function replaceSelection(
  tx: Tx,
  registrationId: string,
  relativeIds: string[],
  now: Date,
): Promise<void> {
  await tx
    .delete(activityRegistrationRelatives)
    .where(eq(activityRegistrationRelatives.registrationId, registrationId));
  if (relativeIds.length > 0)
    await tx
      .insert(activityRegistrationRelatives)
      .values(relativeIds.map((relativeId) => ({ registrationId, relativeId })));
  await tx
    .update(activityRegistrations)
    .set({ updatedAt: now })
    .where(eq(activityRegistrations.id, registrationId));
}

/** The statuses of the registrations that bring this relative. */
export async function registrationsBringing(
  db: DbOrTx,
  relativeId: string,
): Promise<{ registrationId: string; status: string }[]> {
  return db
    .select({ registrationId: activityRegistrations.id, status: activityRegistrations.status })
    .from(activityRegistrationRelatives)
    .innerJoin(
      activityRegistrations,
      eq(activityRegistrations.id, activityRegistrationRelatives.registrationId),
    )
    .where(eq(activityRegistrationRelatives.relativeId, relativeId));
}

/** Takes the relative out of these (unpaid) registrations' selections. */
export async function unselect(tx: Tx, relativeId: string, registrationIds: string[]): Promise<void> {
  if (registrationIds.length === 0) return;
  await tx
    .delete(activityRegistrationRelatives)
    .where(
      and(
        eq(activityRegistrationRelatives.relativeId, relativeId),
        inArray(activityRegistrationRelatives.registrationId, registrationIds),
      ),
    );
}

/**
 * A submitted, unpaid registration's persons and total follow its selection: the payment asks for
 * fee x persons as stored, so a relative added or taken away after the submit changes what is
 * owed at once (a confirmed registration's selection is locked, so only 'submitted' is recounted).
 */
export async function recountSubmitted(tx: Tx, registrationIds: string[], now: Date): Promise<void> {
  if (registrationIds.length === 0) return;
  const persons = sql<number>`(1 + (select count(*) from ${activityRegistrationRelatives} where ${activityRegistrationRelatives.registrationId} = ${activityRegistrations.id}))::int`;
  await tx
    .update(activityRegistrations)
    .set({
      persons: sql`${persons}`,
      totalFen: sql`${persons} * (select ${activities.feeFen} from ${activities} where ${activities.id} = ${activityRegistrations.activityId})`,
      updatedAt: now,
    })
    .where(
      and(inArray(activityRegistrations.id, registrationIds), eq(activityRegistrations.status, 'submitted')),
    );
}
