import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  companyDocuments,
  contributions,
  employees,
  fundAccounts,
  payslips,
  reimbursements,
  socialSecurityCards,
} from '../../db/schema';
import { UPLOAD_RETRY_MS } from '../../platform/files';

export type PayslipRow = typeof payslips.$inferSelect;
export type PayslipInsert = typeof payslips.$inferInsert;

export async function findPayslip(db: DbOrTx, eid: string, month: string) {
  const [row] = await db
    .select()
    .from(payslips)
    .where(and(eq(payslips.eid, eid), eq(payslips.month, month)))
    .limit(1);
  return row;
}

export function payslipsOfYear(db: DbOrTx, eid: string, year: number) {
  return db
    .select()
    .from(payslips)
    .where(and(eq(payslips.eid, eid), like(payslips.month, `${year}-%`)))
    .orderBy(asc(payslips.month));
}

export async function payslipYears(db: DbOrTx, eid: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<string>`substr(${payslips.month}, 1, 4)` })
    .from(payslips)
    .where(eq(payslips.eid, eid));
  return rows.map((r) => Number(r.year)).sort((a, b) => b - a);
}

export function contributionsOfYear(db: DbOrTx, eid: string, year: number) {
  return db
    .select()
    .from(contributions)
    .where(and(eq(contributions.eid, eid), like(contributions.month, `${year}-%`)))
    .orderBy(asc(contributions.month), asc(contributions.kind));
}

export async function contributionYears(db: DbOrTx, eid: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<string>`substr(${contributions.month}, 1, 4)` })
    .from(contributions)
    .where(eq(contributions.eid, eid));
  return rows.map((r) => Number(r.year)).sort((a, b) => b - a);
}

/** Paid fund deposits (both sides) by year, and the latest month paid. */
export function fundDepositsByYear(db: DbOrTx, eid: string) {
  return db
    .select({
      year: sql<string>`substr(${contributions.month}, 1, 4)`,
      deposits: sql<string>`sum(${contributions.employee} + ${contributions.employer})`,
      lastMonth: sql<string>`max(${contributions.month})`,
    })
    .from(contributions)
    .where(and(eq(contributions.eid, eid), eq(contributions.kind, 'fund'), eq(contributions.status, 'paid')))
    .groupBy(sql`substr(${contributions.month}, 1, 4)`);
}

export async function findFundAccount(db: DbOrTx, eid: string) {
  const [row] = await db.select().from(fundAccounts).where(eq(fundAccounts.eid, eid)).limit(1);
  return row;
}

export async function findCard(db: DbOrTx, eid: string) {
  const [row] = await db.select().from(socialSecurityCards).where(eq(socialSecurityCards.eid, eid)).limit(1);
  return row;
}

/** Marks an issued card lost; false when it was not issued (or already lost) at that moment. */
export async function reportCardLost(db: DbOrTx, eid: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(socialSecurityCards)
    .set({ status: 'lostReported', lostReportedAt: at })
    .where(and(eq(socialSecurityCards.eid, eid), eq(socialSecurityCards.status, 'issued')))
    .returning({ eid: socialSecurityCards.eid });
  return rows.length > 0;
}

export function reimbursementsOf(db: DbOrTx, eid: string, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(reimbursements)
    .where(eq(reimbursements.eid, eid))
    .orderBy(desc(reimbursements.submittedOn), desc(reimbursements.claimNo))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReimbursements(db: DbOrTx, eid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(reimbursements)
    .where(eq(reimbursements.eid, eid));
  return Number(row?.n ?? 0);
}

export async function findReimbursement(db: DbOrTx, id: string, eid: string) {
  const [row] = await db
    .select()
    .from(reimbursements)
    .where(and(eq(reimbursements.id, id), eq(reimbursements.eid, eid)))
    .limit(1);
  return row;
}

export function documentsOf(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(desc(companyDocuments.createdAt));
}

export async function findDocument(db: DbOrTx, id: string, companyId: string) {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.id, id), eq(companyDocuments.companyId, companyId)))
    .limit(1);
  return row;
}

/** Serialises a company's document uploads (a transaction-scoped advisory lock). */
export async function lockCompanyDocuments(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-documents:${companyId}`}))`);
}

/**
 * The company's documents uploaded by `eid` under `title` with `size` bytes within UPLOAD_RETRY_MS
 * (by the database's clock, which stamps them): the candidates of a doubled or retried upload.
 */
export function recentDocumentsLike(db: DbOrTx, companyId: string, eid: string, title: string, size: number) {
  return db
    .select()
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.companyId, companyId),
        eq(companyDocuments.uploadedBy, eid),
        eq(companyDocuments.title, title),
        eq(companyDocuments.size, size),
        sql`${companyDocuments.createdAt} > now() - ${`${UPLOAD_RETRY_MS} milliseconds`}::interval`,
      ),
    )
    .orderBy(asc(companyDocuments.createdAt));
}

export async function insertDocument(db: DbOrTx, row: typeof companyDocuments.$inferInsert) {
  const [inserted] = await db.insert(companyDocuments).values(row).returning();
  return inserted;
}

export function employeesOfCompany(db: DbOrTx, companyId: string) {
  return db
    .select({ eid: employees.eid, employeeNo: employees.employeeNo, employeeName: employees.employeeName })
    .from(employees)
    .where(eq(employees.companyId, companyId));
}

export function companyMonths(db: DbOrTx, companyId: string) {
  return db
    .select({ month: payslips.month, slips: sql<string>`count(*)` })
    .from(payslips)
    .where(eq(payslips.companyId, companyId))
    .groupBy(payslips.month)
    .orderBy(desc(payslips.month));
}

export function companySlips(db: DbOrTx, companyId: string, month: string) {
  return db
    .select({
      eid: payslips.eid,
      net: payslips.net,
      employeeNo: employees.employeeNo,
      employeeName: employees.employeeName,
    })
    .from(payslips)
    .innerJoin(employees, eq(employees.eid, payslips.eid))
    .where(and(eq(payslips.companyId, companyId), eq(payslips.month, month)))
    .orderBy(asc(employees.employeeNo));
}

/** Inserts or corrects one employee's slip of a month; true when it was new. */
export async function upsertPayslip(db: DbOrTx, row: PayslipInsert): Promise<boolean> {
  const [result] = await db
    .insert(payslips)
    .values(row)
    .onConflictDoUpdate({
      target: [payslips.eid, payslips.month],
      set: {
        gross: row.gross,
        taxFree: row.taxFree,
        socialEmployee: row.socialEmployee,
        fundEmployee: row.fundEmployee,
        specialDeduction: row.specialDeduction,
        otherDeduction: row.otherDeduction,
        tax: row.tax,
        net: row.net,
        items: row.items,
        paidOn: row.paidOn,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return Boolean(result?.inserted);
}
