import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { employees, eSignatures, realNameVerifications } from '../../db/schema';

/** Real-name rows (the contract's tables in db/schema/real-name.ts); every method takes db | tx. */
export type VerificationRow = typeof realNameVerifications.$inferSelect;
export type SignatureRow = typeof eSignatures.$inferSelect;

/** Serialises one person's real-name actions (submit, sign): their employee row, locked. */
export async function lockPerson(tx: Tx, eid: string): Promise<void> {
  await tx.select({ eid: employees.eid }).from(employees).where(eq(employees.eid, eid)).for('update');
}

/** Serialises the decisions on one ID number (its blind index) across people. */
export async function lockIdNumber(tx: Tx, idHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`real-name:${idHash}`}))`);
}

export async function latestOf(db: DbOrTx, eid: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(realNameVerifications)
    .where(eq(realNameVerifications.eid, eid))
    .orderBy(desc(realNameVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

export async function verifiedOf(db: DbOrTx, eid: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(realNameVerifications)
    .where(and(eq(realNameVerifications.eid, eid), eq(realNameVerifications.status, 'verified')))
    .limit(1);
  return row ?? null;
}

export async function pendingOf(db: DbOrTx, eid: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(realNameVerifications)
    .where(and(eq(realNameVerifications.eid, eid), eq(realNameVerifications.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function byId(db: DbOrTx, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(realNameVerifications).where(eq(realNameVerifications.id, id));
  return row ?? null;
}

export async function attemptsOn(db: DbOrTx, eid: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(realNameVerifications)
    .where(and(eq(realNameVerifications.eid, eid), eq(realNameVerifications.attemptDay, day)));
  return row?.n ?? 0;
}

/** Whether someone other than `eid` holds a verified real name with this ID number. */
export async function idVerifiedByOther(db: DbOrTx, idHash: string, eid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: realNameVerifications.id })
    .from(realNameVerifications)
    .where(
      and(
        eq(realNameVerifications.idNumberHash, idHash),
        eq(realNameVerifications.status, 'verified'),
        ne(realNameVerifications.eid, eid),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertAttempt(
  db: DbOrTx,
  values: typeof realNameVerifications.$inferInsert,
): Promise<VerificationRow> {
  const [row] = await db.insert(realNameVerifications).values(values).returning();
  if (!row) throw new Error('real-name attempt not stored');
  return row;
}

/** Decides a pending attempt; answers null when it was decided already (a job ran twice). */
export async function decide(
  db: DbOrTx,
  id: string,
  change: {
    status: 'verified' | 'failed';
    failureReason: string | null;
    providerRef: string | null;
    at: Date;
  },
): Promise<VerificationRow | null> {
  const [row] = await db
    .update(realNameVerifications)
    .set({
      status: change.status,
      failureReason: change.failureReason,
      providerRef: change.providerRef,
      decidedAt: change.at,
    })
    .where(and(eq(realNameVerifications.id, id), eq(realNameVerifications.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function setProviderRef(db: DbOrTx, id: string, ref: string): Promise<void> {
  await db.update(realNameVerifications).set({ providerRef: ref }).where(eq(realNameVerifications.id, id));
}

/** The person's latest signature of a document (any version). */
export async function signatureOf(db: DbOrTx, eid: string, document: string): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(eSignatures)
    .where(and(eq(eSignatures.eid, eid), eq(eSignatures.document, document)))
    .orderBy(desc(eSignatures.signedAt))
    .limit(1);
  return row ?? null;
}

export async function signatureOfVersion(
  db: DbOrTx,
  eid: string,
  document: string,
  version: string,
): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(eSignatures)
    .where(
      and(eq(eSignatures.eid, eid), eq(eSignatures.document, document), eq(eSignatures.version, version)),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSignature(
  db: DbOrTx,
  values: typeof eSignatures.$inferInsert,
): Promise<SignatureRow> {
  const [row] = await db.insert(eSignatures).values(values).returning();
  if (!row) throw new Error('signature not stored');
  return row;
}
