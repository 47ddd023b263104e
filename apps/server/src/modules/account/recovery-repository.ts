import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountActivations,
  employeeProfiles,
  employees,
  newHireInvitations,
  smsCodes,
  smsCounters,
} from '../../db/schema';

/**
 * Counts one more on a fixed-window counter unless it already reached `max`: one conditional
 * upsert, so concurrent requests on any instance never pass the limit together. Null: refused.
 */
export async function bumpCounter(
  db: DbOrTx,
  args: { key: string; max: number; expiresAt: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(smsCounters)
    .values({ key: args.key, count: 1, expiresAt: args.expiresAt })
    .onConflictDoUpdate({
      target: smsCounters.key,
      set: { count: sql`${smsCounters.count} + 1` },
      setWhere: sql`${smsCounters.count} < ${args.max}`,
    })
    .returning({ count: smsCounters.count });
  return row?.count ?? null;
}

/** Takes back one count (an attempt that turned out right). */
export async function releaseCounter(db: DbOrTx, key: string) {
  await db
    .update(smsCounters)
    .set({ count: sql`greatest(${smsCounters.count} - 1, 0)` })
    .where(eq(smsCounters.key, key));
}

export async function counterValue(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db
    .select({ count: smsCounters.count })
    .from(smsCounters)
    .where(eq(smsCounters.key, key));
  return row?.count ?? 0;
}

export async function deleteExpiredCounters(db: DbOrTx, now: Date) {
  await db.delete(smsCounters).where(lt(smsCounters.expiresAt, now));
}

/**
 * Stores the new code in place of the old one, unless the old one was sent after `sentAfter` (too
 * soon): false then. The conditional upsert makes "60 s apart" hold across instances.
 */
export async function replaceCode(
  db: DbOrTx,
  row: {
    purpose: string;
    mobileHash: string;
    codeHash: string;
    sentAt: Date;
    expiresAt: Date;
    sentAfter: Date;
  },
): Promise<boolean> {
  const { sentAfter, ...values } = row;
  const stored = await db
    .insert(smsCodes)
    .values({ ...values, usedAt: null })
    .onConflictDoUpdate({
      target: [smsCodes.purpose, smsCodes.mobileHash],
      set: { codeHash: values.codeHash, sentAt: values.sentAt, expiresAt: values.expiresAt, usedAt: null },
      setWhere: sql`${smsCodes.sentAt} <= ${sentAfter.toISOString()}::timestamptz`,
    })
    .returning({ purpose: smsCodes.purpose });
  return stored.length > 0;
}

export async function lastSentAt(db: DbOrTx, purpose: string, mobileHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ sentAt: smsCodes.sentAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.purpose, purpose), eq(smsCodes.mobileHash, mobileHash)));
  return row?.sentAt ?? null;
}

/** Uses the code if it is the live, unused, unexpired one: true once, false ever after. */
export async function consumeCode(
  db: DbOrTx,
  args: { purpose: string; mobileHash: string; codeHash: string; now: Date },
): Promise<boolean> {
  const used = await db
    .update(smsCodes)
    .set({ usedAt: args.now })
    .where(
      and(
        eq(smsCodes.purpose, args.purpose),
        eq(smsCodes.mobileHash, args.mobileHash),
        eq(smsCodes.codeHash, args.codeHash),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, args.now),
      ),
    )
    .returning({ purpose: smsCodes.purpose });
  return used.length > 0;
}

/**
 * The active account of a mobile: the user name of a registered new hire is the mobile, the others
 * have it on their profile (employee_profiles.phone_number). Accounts still waiting for activation
 * or for a new hire's registration are not: they set their first password elsewhere. Two accounts
 * with one mobile: none (nobody can tell which one the owner meant).
 */
export async function activeAccountsOfMobile(db: DbOrTx, mobile: string) {
  return db
    .select({ eid: employees.eid, userName: employees.userName })
    .from(employees)
    .leftJoin(employeeProfiles, eq(employeeProfiles.eid, employees.eid))
    .where(
      and(
        sql`(lower(${employees.userName}) = ${mobile} or ${employeeProfiles.phoneNumber} = ${mobile})`,
        sql`not exists (select 1 from ${accountActivations} where ${accountActivations.eid} = ${employees.eid}
          and ${accountActivations.activatedAt} is null)`,
        sql`not exists (select 1 from ${newHireInvitations} where ${newHireInvitations.eid} = ${employees.eid}
          and ${newHireInvitations.registeredAt} is null)`,
      ),
    )
    .limit(2);
}

/** The account of this mobile that HR created and nobody activated yet. */
export async function pendingActivation(db: DbOrTx, mobile: string) {
  const [row] = await db
    .select({ eid: accountActivations.eid, userName: employees.userName })
    .from(accountActivations)
    .innerJoin(employees, eq(employees.eid, accountActivations.eid))
    .where(and(eq(accountActivations.mobile, mobile), isNull(accountActivations.activatedAt)));
  return row;
}

/** Marks the activation done; false when another request did it first. */
export async function markActivated(db: DbOrTx, eid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountActivations)
    .set({ activatedAt: now })
    .where(and(eq(accountActivations.eid, eid), isNull(accountActivations.activatedAt)))
    .returning({ eid: accountActivations.eid });
  return rows.length > 0;
}

export async function setPasswordHash(db: DbOrTx, eid: string, passwordHash: string) {
  await db.update(employees).set({ passwordHash }).where(eq(employees.eid, eid));
}

export async function passwordHashOf(db: DbOrTx, eid: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: employees.passwordHash })
    .from(employees)
    .where(eq(employees.eid, eid));
  return row?.hash ?? null;
}
