import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies, employees, organizations, uniformIssues } from '../../db/schema';

export type UniformRow = typeof uniformIssues.$inferSelect;
const issuer = alias(employees, 'issuer');

const issueColumns = {
  issue: uniformIssues,
  issuedByName: issuer.employeeName,
  employeeName: employees.employeeName,
  employeeNo: employees.employeeNo,
};
export type UniformIssueRow = {
  issue: UniformRow;
  issuedByName: string;
  employeeName: string;
  employeeNo: string;
};

function issuesWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(issueColumns)
    .from(uniformIssues)
    .innerJoin(employees, eq(employees.eid, uniformIssues.eid))
    .innerJoin(issuer, eq(issuer.eid, uniformIssues.issuedBy))
    .where(where);
}

export async function issuesOf(db: DbOrTx, eid: string): Promise<UniformIssueRow[]> {
  return issuesWhere(db, eq(uniformIssues.eid, eid)).orderBy(
    desc(uniformIssues.issuedOn),
    desc(uniformIssues.createdAt),
  );
}

export async function issueById(db: DbOrTx, id: string): Promise<UniformIssueRow | null> {
  const rows = await issuesWhere(db, eq(uniformIssues.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function issueByRequest(
  db: DbOrTx,
  issuedBy: string,
  clientRequestId: string,
): Promise<UniformIssueRow | null> {
  const rows = await issuesWhere(
    db,
    and(eq(uniformIssues.issuedBy, issuedBy), eq(uniformIssues.clientRequestId, clientRequestId)),
  ).limit(1);
  return rows[0] ?? null;
}

export async function companyIssues(
  db: DbOrTx,
  companyId: string,
  onlyUnconfirmed: boolean,
  page: { offset: number; limit: number },
): Promise<{ rows: UniformIssueRow[]; total: number }> {
  const where = and(
    eq(uniformIssues.companyId, companyId),
    onlyUnconfirmed ? isNull(uniformIssues.confirmedAt) : undefined,
  );
  const [rows, totals] = await Promise.all([
    issuesWhere(db, where)
      .orderBy(desc(uniformIssues.issuedOn), desc(uniformIssues.createdAt))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(uniformIssues).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Inserts once per (issuer, form id); a resent or concurrent form inserts nothing. */
export async function insertIssue(db: DbOrTx, row: typeof uniformIssues.$inferInsert): Promise<void> {
  await db
    .insert(uniformIssues)
    .values(row)
    .onConflictDoNothing({ target: [uniformIssues.issuedBy, uniformIssues.clientRequestId] });
}

/** Sets the receipt time only if none is set: the first confirm wins, later ones change nothing. */
export async function confirmOnce(db: DbOrTx, id: string, eid: string, at: Date): Promise<void> {
  await db
    .update(uniformIssues)
    .set({ confirmedAt: at })
    .where(and(eq(uniformIssues.id, id), eq(uniformIssues.eid, eid), isNull(uniformIssues.confirmedAt)));
}

export type BadgeHolderRow = {
  eid: string;
  employeeName: string;
  employeeNo: string;
  companyId: string;
  company: string;
  department: string;
  leaveStatus: number;
};

const holderColumns = {
  eid: employees.eid,
  employeeName: employees.employeeName,
  employeeNo: employees.employeeNo,
  companyId: employees.companyId,
  company: companies.name,
  department: organizations.name,
  leaveStatus: employees.leaveStatus,
};

function holderWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(holderColumns)
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .where(where)
    .limit(1);
}

export async function holder(db: DbOrTx, eid: string): Promise<BadgeHolderRow | null> {
  return (await holderWhere(db, eq(employees.eid, eid)))[0] ?? null;
}

export async function holderByNumber(
  db: DbOrTx,
  companyId: string,
  employeeNo: string,
): Promise<BadgeHolderRow | null> {
  return (
    (
      await holderWhere(
        db,
        and(
          eq(employees.companyId, companyId),
          sql`upper(${employees.employeeNo}) = ${employeeNo.toUpperCase()}`,
        ),
      )
    )[0] ?? null
  );
}
