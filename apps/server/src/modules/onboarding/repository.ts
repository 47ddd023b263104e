import { and, count, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  employeeProfiles,
  employees,
  notifications,
  onboardingServiceContacts,
  organizations,
  piiReadLog,
} from '../../db/schema';

export type ProfileRow = typeof employeeProfiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof employeeProfiles.$inferInsert, 'eid'>>;

export async function findProfile(db: DbOrTx, eid: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.eid, eid));
  return row ?? null;
}

/** Inserts or updates the employee's profile row with the given columns. */
export async function upsertProfile(db: DbOrTx, eid: string, values: ProfileValues, at: Date): Promise<void> {
  await db
    .insert(employeeProfiles)
    .values({ ...values, eid, updatedAt: at })
    .onConflictDoUpdate({ target: employeeProfiles.eid, set: { ...values, updatedAt: at } });
}

/** Serialises the saves of one ID number (its blind index) until the transaction ends. */
export async function lockIdNumber(tx: DbOrTx, hash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onboarding:id:${hash}`}))`);
}

/** Whether another employee holds this ID number (through its blind index). */
export async function idNumberTaken(db: DbOrTx, eid: string, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ eid: employeeProfiles.eid })
    .from(employeeProfiles)
    .where(and(eq(employeeProfiles.idNumberHash, hash), ne(employeeProfiles.eid, eid)))
    .limit(1);
  return row !== undefined;
}

/**
 * Stamps submittedAt once per confirmed agreement: only when the form was agreed after the last
 * stamp, so a repeated call (a double tap) stamps and notifies nothing. Answers the stamp or null.
 */
export async function stampSubmitted(db: DbOrTx, eid: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(employeeProfiles)
    .set({ submittedAt: at })
    .where(
      and(
        eq(employeeProfiles.eid, eid),
        isNotNull(employeeProfiles.agreedAt),
        or(isNull(employeeProfiles.submittedAt), lt(employeeProfiles.submittedAt, employeeProfiles.agreedAt)),
      ),
    )
    .returning({ submittedAt: employeeProfiles.submittedAt });
  return row?.submittedAt ?? null;
}

export async function employeeOf(db: DbOrTx, eid: string) {
  const [row] = await db
    .select({
      eid: employees.eid,
      employeeName: employees.employeeName,
      employeeNo: employees.employeeNo,
      companyId: employees.companyId,
      socialCity: employees.socialCity,
      organizationName: organizations.name,
    })
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .where(eq(employees.eid, eid));
  return row ?? null;
}

/** HR people of a company (roles hr or admin), still employed. */
export async function hrOfCompany(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ eid: employees.eid })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        ne(employees.leaveStatus, 2),
        sql`${employees.roles} && ARRAY['hr', 'admin']::text[]`,
      ),
    );
  return rows.map((r) => r.eid);
}

export async function insertNotifications(
  db: DbOrTx,
  rows: { eid: string; titleKey: string; params: Record<string, string | number>; link: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export async function contactOf(
  db: DbOrTx,
  companyId: string,
  organizationId: string,
  kind: 'operator' | 'organization',
) {
  const rows = await db
    .select()
    .from(onboardingServiceContacts)
    .where(
      and(
        eq(onboardingServiceContacts.companyId, companyId),
        eq(onboardingServiceContacts.kind, kind),
        or(
          eq(onboardingServiceContacts.organizationId, organizationId),
          isNull(onboardingServiceContacts.organizationId),
        ),
      ),
    );
  // The organisation's own row wins over the company's default.
  return rows.find((r) => r.organizationId === organizationId) ?? rows[0] ?? null;
}

export async function organizationName(db: DbOrTx, companyId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.companyId, companyId)));
  return row?.name ?? null;
}

/** The company's employees with their profile (if any), by employee number. */
export async function companyPeople(db: DbOrTx, companyId: string, pageIndex: number, pageSize: number) {
  const where = and(eq(employees.companyId, companyId), ne(employees.leaveStatus, 2));
  const [total] = await db.select({ n: count() }).from(employees).where(where);
  const rows = await db
    .select({
      eid: employees.eid,
      employeeName: employees.employeeName,
      employeeNo: employees.employeeNo,
      organizationName: organizations.name,
      profile: employeeProfiles,
    })
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .leftJoin(employeeProfiles, eq(employeeProfiles.eid, employees.eid))
    .where(where)
    .orderBy(sql`${employeeProfiles.submittedAt} desc nulls last`, employees.employeeNo)
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function markReviewed(db: DbOrTx, eid: string, by: string, at: Date): Promise<void> {
  await db
    .insert(employeeProfiles)
    .values({ eid, reviewedAt: at, reviewedBy: by, updatedAt: at })
    .onConflictDoUpdate({ target: employeeProfiles.eid, set: { reviewedAt: at, reviewedBy: by } });
}

export async function employeeName(db: DbOrTx, eid: string | null): Promise<string | null> {
  if (!eid) return null;
  const [row] = await db
    .select({ name: employees.employeeName })
    .from(employees)
    .where(eq(employees.eid, eid));
  return row?.name ?? null;
}

/** The PII read log of the people of a company, newest first. */
export async function companyReadLog(db: DbOrTx, companyId: string, pageIndex: number, pageSize: number) {
  const reader = alias(employees, 'reader');
  const subject = alias(employees, 'subject');
  const where = eq(subject.companyId, companyId);
  const [total] = await db
    .select({ n: count() })
    .from(piiReadLog)
    .innerJoin(subject, eq(subject.eid, piiReadLog.subjectEid))
    .where(where);
  const rows = await db
    .select({
      id: piiReadLog.id,
      readerName: reader.employeeName,
      subjectName: subject.employeeName,
      fields: piiReadLog.fields,
      purpose: piiReadLog.purpose,
      readAt: piiReadLog.readAt,
    })
    .from(piiReadLog)
    .innerJoin(subject, eq(subject.eid, piiReadLog.subjectEid))
    .innerJoin(reader, eq(reader.eid, piiReadLog.readerEid))
    .where(where)
    .orderBy(desc(piiReadLog.readAt), desc(piiReadLog.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  return { rows, totalCount: total?.n ?? 0 };
}
