import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  employeeChildren,
  employeeProfiles,
  employees,
  newHireInvitations,
  newHireWorkExperiences,
  organizations,
} from '../../db/schema';

/** Drizzle queries of the new-hire module; every function takes the database or a transaction. */
export type Invitation = typeof newHireInvitations.$inferSelect;

export async function findInvitation(db: Db, id: string): Promise<Invitation | null> {
  const [row] = await db.select().from(newHireInvitations).where(eq(newHireInvitations.id, id)).limit(1);
  return row ?? null;
}

export async function findInvitationByCode(db: Db, codeHash: string) {
  const [row] = await db
    .select({
      invitation: newHireInvitations,
      employeeName: employees.employeeName,
      mobile: employees.userName,
    })
    .from(newHireInvitations)
    .innerJoin(employees, eq(employees.eid, newHireInvitations.eid))
    .where(eq(newHireInvitations.codeHash, codeHash))
    .limit(1);
  return row ?? null;
}

/** One more wrong answer, counted in the database (concurrent guesses all count). */
export async function countFailure(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(newHireInvitations)
    .set({ failures: sql`${newHireInvitations.failures} + 1` })
    .where(eq(newHireInvitations.id, id))
    .returning({ failures: newHireInvitations.failures });
  return row?.failures ?? 0;
}

export async function companyInvitations(db: Db, companyId: string, pageIndex: number, pageSize: number) {
  const where = eq(newHireInvitations.companyId, companyId);
  const rows = await db
    .select({
      invitation: newHireInvitations,
      employeeName: employees.employeeName,
      mobile: employees.userName,
      hireDate: employees.hireDate,
      socialCity: employees.socialCity,
      organizationName: organizations.name,
    })
    .from(newHireInvitations)
    .innerJoin(employees, eq(employees.eid, newHireInvitations.eid))
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .where(where)
    .orderBy(desc(newHireInvitations.createdAt), desc(newHireInvitations.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(newHireInvitations).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function companyOrganizations(db: Db, companyId: string) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.companyId, companyId))
    .orderBy(asc(organizations.createdAt), asc(organizations.name));
}

export async function userNameTaken(db: Db, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ eid: employees.eid })
    .from(employees)
    .where(sql`lower(${employees.userName}) = lower(${userName})`)
    .limit(1);
  return !!row;
}

export async function findEmployee(db: Db, eid: string) {
  const [row] = await db.select().from(employees).where(eq(employees.eid, eid)).limit(1);
  return row ?? null;
}

export async function findProfile(db: Db, eid: string) {
  const [row] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.eid, eid)).limit(1);
  return row ?? null;
}

/** Someone else whose profile carries this ID number's blind index. */
export async function idNumberOwner(db: Db, idNumberHash: string, eid: string) {
  const [row] = await db
    .select({ eid: employeeProfiles.eid })
    .from(employeeProfiles)
    .where(and(eq(employeeProfiles.idNumberHash, idNumberHash), ne(employeeProfiles.eid, eid)))
    .limit(1);
  return row ?? null;
}

export async function workExperiences(db: Db, eid: string) {
  return db
    .select()
    .from(newHireWorkExperiences)
    .where(eq(newHireWorkExperiences.eid, eid))
    .orderBy(asc(newHireWorkExperiences.position));
}

export async function newHireChildren(db: Db, eid: string) {
  return db
    .select()
    .from(employeeChildren)
    .where(and(eq(employeeChildren.eid, eid), eq(employeeChildren.source, 'newHire')))
    .orderBy(asc(employeeChildren.createdAt), asc(employeeChildren.id));
}

export async function countChildren(db: Db, eid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employeeChildren).where(eq(employeeChildren.eid, eid));
  return row?.n ?? 0;
}

export const stillOpen = (id: string) =>
  and(eq(newHireInvitations.id, id), isNull(newHireInvitations.registeredAt));

/** A transaction lock on a name (released at commit): serialises the writers of one thing. */
export async function lockOn(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
