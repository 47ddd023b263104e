import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  companies,
  employees,
  welfareAddressReads,
  welfareClaims,
  welfareMenuItems,
  welfareOffers,
  welfareRightPackages,
  welfareRights,
} from '../../db/schema';

export type RightRow = typeof welfareRights.$inferSelect;
export type PackageRow = typeof welfareRightPackages.$inferSelect;
export type ClaimRow = typeof welfareClaims.$inferSelect;
export type ClaimInsert = typeof welfareClaims.$inferInsert;

const ofCompanyOrAll = (
  column: typeof welfareOffers.companyId | typeof welfareMenuItems.companyId,
  id: string,
) => or(isNull(column), eq(column, id));

export function menuItems(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(welfareMenuItems)
    .where(ofCompanyOrAll(welfareMenuItems.companyId, companyId))
    .orderBy(asc(welfareMenuItems.sort), asc(welfareMenuItems.id));
}

/** The offers of a page valid on `today` (expired and future ones hidden). */
export function currentOffers(db: DbOrTx, companyId: string, page: string, today: string) {
  return db
    .select()
    .from(welfareOffers)
    .where(
      and(
        eq(welfareOffers.page, page),
        ofCompanyOrAll(welfareOffers.companyId, companyId),
        lte(welfareOffers.validFrom, today),
        gte(welfareOffers.validTo, today),
      ),
    )
    .orderBy(asc(welfareOffers.sort), asc(welfareOffers.id));
}

/** The employee type filter: null grants every type. */
const entitledTo = (employeeType: string) =>
  or(isNull(welfareRights.employeeTypes), sql`${employeeType} = any(${welfareRights.employeeTypes})`);

/** The company's rights of a year the employee is entitled to, with the employee's claim. */
export function rightsOfYear(db: DbOrTx, eid: string, companyId: string, employeeType: string, year: number) {
  return db
    .select({ right: welfareRights, claim: welfareClaims })
    .from(welfareRights)
    .leftJoin(welfareClaims, and(eq(welfareClaims.rightId, welfareRights.id), eq(welfareClaims.eid, eid)))
    .where(
      and(eq(welfareRights.companyId, companyId), eq(welfareRights.year, year), entitledTo(employeeType)),
    )
    .orderBy(asc(welfareRights.sort), asc(welfareRights.claimTo));
}

export async function yearsWithRights(
  db: DbOrTx,
  companyId: string,
  employeeType: string,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: welfareRights.year })
    .from(welfareRights)
    .where(and(eq(welfareRights.companyId, companyId), entitledTo(employeeType)))
    .orderBy(desc(welfareRights.year));
  return rows.map((r) => r.year);
}

export async function findRight(db: DbOrTx, id: string): Promise<RightRow | undefined> {
  const [row] = await db.select().from(welfareRights).where(eq(welfareRights.id, id)).limit(1);
  return row;
}

export function packagesOf(db: DbOrTx, rightId: string) {
  return db
    .select()
    .from(welfareRightPackages)
    .where(eq(welfareRightPackages.rightId, rightId))
    .orderBy(asc(welfareRightPackages.sort), asc(welfareRightPackages.id));
}

export async function findClaimOf(db: DbOrTx, rightId: string, eid: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(welfareClaims)
    .where(and(eq(welfareClaims.rightId, rightId), eq(welfareClaims.eid, eid)))
    .limit(1);
  return row;
}

/** Inserts the claim unless the employee already has one for the right; the new id or null. */
export async function insertClaim(tx: Tx, row: ClaimInsert): Promise<string | null> {
  const [created] = await tx
    .insert(welfareClaims)
    .values(row)
    .onConflictDoNothing({ target: [welfareClaims.rightId, welfareClaims.eid] })
    .returning({ id: welfareClaims.id });
  return created?.id ?? null;
}

/** Takes one of a package's stock in one conditional statement; false when none is left. */
export async function takeStock(tx: Tx, packageId: string): Promise<boolean> {
  const rows = await tx
    .update(welfareRightPackages)
    .set({ claimedCount: sql`${welfareRightPackages.claimedCount} + 1` })
    .where(
      and(
        eq(welfareRightPackages.id, packageId),
        or(
          isNull(welfareRightPackages.stock),
          sql`${welfareRightPackages.claimedCount} < ${welfareRightPackages.stock}`,
        ),
      ),
    )
    .returning({ id: welfareRightPackages.id });
  return rows.length === 1;
}

/** A claim with everything its receipt shows. */
export async function findClaimFull(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      claim: welfareClaims,
      right: welfareRights,
      pkg: welfareRightPackages,
      employeeName: employees.employeeName,
      employeeNo: employees.employeeNo,
      companyId: employees.companyId,
      companyName: companies.name,
    })
    .from(welfareClaims)
    .innerJoin(welfareRights, eq(welfareRights.id, welfareClaims.rightId))
    .leftJoin(welfareRightPackages, eq(welfareRightPackages.id, welfareClaims.packageId))
    .innerJoin(employees, eq(employees.eid, welfareClaims.eid))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(welfareClaims.id, id))
    .limit(1);
  return row;
}

/** Moves a claim from one status to another; false when it was no longer in `from`. */
export async function moveClaim(
  db: DbOrTx,
  id: string,
  from: number,
  set: Partial<
    Pick<ClaimRow, 'status' | 'expressCompany' | 'expressNumber' | 'shippedAt' | 'receivedAt' | 'handledBy'>
  >,
): Promise<boolean> {
  const rows = await db
    .update(welfareClaims)
    .set(set)
    .where(and(eq(welfareClaims.id, id), eq(welfareClaims.status, from)))
    .returning({ id: welfareClaims.id });
  return rows.length === 1;
}

/** The claims of a company's rights, newest first, for HR. */
export async function companyClaims(
  db: DbOrTx,
  companyId: string,
  status: number | undefined,
  pageIndex: number,
  pageSize: number,
) {
  const where = and(
    eq(welfareRights.companyId, companyId),
    status === undefined ? undefined : eq(welfareClaims.status, status),
  );
  const rows = await db
    .select({
      claim: welfareClaims,
      right: welfareRights,
      pkg: welfareRightPackages,
      employeeName: employees.employeeName,
      employeeNo: employees.employeeNo,
    })
    .from(welfareClaims)
    .innerJoin(welfareRights, eq(welfareRights.id, welfareClaims.rightId))
    .leftJoin(welfareRightPackages, eq(welfareRightPackages.id, welfareClaims.packageId))
    .innerJoin(employees, eq(employees.eid, welfareClaims.eid))
    .where(where)
    .orderBy(desc(welfareClaims.claimedAt), desc(welfareClaims.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(welfareClaims)
    .innerJoin(welfareRights, eq(welfareRights.id, welfareClaims.rightId))
    .where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Records that an HR reader saw these claims' full delivery addresses (PIPL). */
export async function recordAddressReads(db: DbOrTx, readerEid: string, claimIds: string[], at: Date) {
  if (claimIds.length === 0) return;
  await db
    .insert(welfareAddressReads)
    .values(claimIds.map((claimId) => ({ claimId, readerEid, readAt: at })));
}
