import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  employees,
  notifications,
  realNameVerifications,
  taxDeductionItems,
  taxDeductionRecords,
  taxDeductionVouchers,
  taxFamilyMembers,
  taxPayerInfos,
} from '../../db/schema';

export type RecordRow = typeof taxDeductionRecords.$inferSelect;
export type ItemRow = typeof taxDeductionItems.$inferSelect;
export type MemberRow = typeof taxFamilyMembers.$inferSelect;
export type VoucherRow = typeof taxDeductionVouchers.$inferSelect;
export type MemberWrite = Omit<
  typeof taxFamilyMembers.$inferInsert,
  'id' | 'eid' | 'createdAt' | 'deletedAt'
>;

export async function findRecord(db: DbOrTx, eid: string, year: number): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDeductionRecords)
    .where(and(eq(taxDeductionRecords.eid, eid), eq(taxDeductionRecords.year, year)))
    .limit(1);
  return row;
}

export async function findRecordById(db: DbOrTx, id: string, lock = false): Promise<RecordRow | undefined> {
  const query = db.select().from(taxDeductionRecords).where(eq(taxDeductionRecords.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The person's record of the year, created as a draft when missing, locked for the transaction. */
export async function lockRecord(tx: Tx, eid: string, companyId: string, year: number): Promise<RecordRow> {
  await tx.insert(taxDeductionRecords).values({ eid, companyId, year }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(taxDeductionRecords)
    .where(and(eq(taxDeductionRecords.eid, eid), eq(taxDeductionRecords.year, year)))
    .for('update');
  if (!row) throw new Error('deduction record missing after insert');
  return row;
}

export async function updateRecord(
  tx: Tx,
  id: string,
  values: Partial<typeof taxDeductionRecords.$inferInsert>,
): Promise<void> {
  await tx.update(taxDeductionRecords).set(values).where(eq(taxDeductionRecords.id, id));
}

export async function recordsOf(db: DbOrTx, eid: string): Promise<RecordRow[]> {
  return db
    .select()
    .from(taxDeductionRecords)
    .where(eq(taxDeductionRecords.eid, eid))
    .orderBy(desc(taxDeductionRecords.year));
}

export async function itemsOf(db: DbOrTx, recordIds: string[]): Promise<ItemRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(taxDeductionItems)
    .where(inArray(taxDeductionItems.recordId, recordIds))
    .orderBy(asc(taxDeductionItems.createdAt), asc(taxDeductionItems.id));
}

export async function findItem(db: DbOrTx, recordId: string, id: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDeductionItems)
    .where(and(eq(taxDeductionItems.recordId, recordId), eq(taxDeductionItems.id, id)))
    .limit(1);
  return row;
}

export async function findItemByKey(db: DbOrTx, recordId: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(taxDeductionItems)
    .where(and(eq(taxDeductionItems.recordId, recordId), eq(taxDeductionItems.clientKey, clientKey)))
    .limit(1);
  return row;
}

/** An item of one of the person's records, with its record. */
export async function findOwnedItem(db: DbOrTx, eid: string, itemId: string) {
  const [row] = await db
    .select({ item: taxDeductionItems, record: taxDeductionRecords })
    .from(taxDeductionItems)
    .innerJoin(taxDeductionRecords, eq(taxDeductionRecords.id, taxDeductionItems.recordId))
    .where(and(eq(taxDeductionItems.id, itemId), eq(taxDeductionRecords.eid, eid)))
    .limit(1);
  return row;
}

export async function insertItem(
  tx: Tx,
  row: {
    recordId: string;
    kind: string;
    data: Record<string, unknown>;
    clientKey?: string | null;
    now: Date;
  },
): Promise<string> {
  const [created] = await tx
    .insert(taxDeductionItems)
    .values({
      recordId: row.recordId,
      kind: row.kind,
      data: row.data,
      clientKey: row.clientKey ?? null,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning({ id: taxDeductionItems.id });
  if (!created) throw new Error('deduction item insert returned no row');
  return created.id;
}

export async function updateItem(
  tx: Tx,
  id: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.update(taxDeductionItems).set({ data, updatedAt: now }).where(eq(taxDeductionItems.id, id));
}

export async function deleteItem(tx: Tx, id: string): Promise<void> {
  await tx.delete(taxDeductionItems).where(eq(taxDeductionItems.id, id));
}

/** Every item of every record of the person (is a member still used?). */
export async function allItemsOf(db: DbOrTx, eid: string): Promise<ItemRow[]> {
  return db
    .select({ item: taxDeductionItems })
    .from(taxDeductionItems)
    .innerJoin(taxDeductionRecords, eq(taxDeductionRecords.id, taxDeductionItems.recordId))
    .where(eq(taxDeductionRecords.eid, eid))
    .then((rows) => rows.map((r) => r.item));
}

export async function voucherCounts(db: DbOrTx, itemIds: string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: taxDeductionVouchers.itemId, n: count() })
    .from(taxDeductionVouchers)
    .where(inArray(taxDeductionVouchers.itemId, itemIds))
    .groupBy(taxDeductionVouchers.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

export async function vouchersOf(db: DbOrTx, itemId: string): Promise<VoucherRow[]> {
  return db
    .select()
    .from(taxDeductionVouchers)
    .where(eq(taxDeductionVouchers.itemId, itemId))
    .orderBy(asc(taxDeductionVouchers.createdAt));
}

export async function findVoucher(db: DbOrTx, eid: string, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDeductionVouchers)
    .where(and(eq(taxDeductionVouchers.id, id), eq(taxDeductionVouchers.eid, eid)))
    .limit(1);
  return row;
}

/** The vouchers of some items, oldest first. */
export async function vouchersOfItems(db: DbOrTx, itemIds: string[]): Promise<VoucherRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(taxDeductionVouchers)
    .where(inArray(taxDeductionVouchers.itemId, itemIds))
    .orderBy(asc(taxDeductionVouchers.createdAt), asc(taxDeductionVouchers.id));
}

/** Anyone's voucher with the record it belongs to (HR's read checks the record's company). */
export async function findVoucherWithRecord(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ voucher: taxDeductionVouchers, record: taxDeductionRecords })
    .from(taxDeductionVouchers)
    .innerJoin(taxDeductionItems, eq(taxDeductionItems.id, taxDeductionVouchers.itemId))
    .innerJoin(taxDeductionRecords, eq(taxDeductionRecords.id, taxDeductionItems.recordId))
    .where(eq(taxDeductionVouchers.id, id))
    .limit(1);
  return row;
}

export async function insertVoucher(tx: Tx, row: Omit<typeof taxDeductionVouchers.$inferInsert, 'id'>) {
  const [created] = await tx
    .insert(taxDeductionVouchers)
    .values(row)
    .returning({ id: taxDeductionVouchers.id });
  if (!created) throw new Error('voucher insert returned no row');
  return created.id;
}

export async function deleteVoucher(tx: Tx, id: string): Promise<void> {
  await tx.delete(taxDeductionVouchers).where(eq(taxDeductionVouchers.id, id));
}

export async function membersOf(db: DbOrTx, eid: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(taxFamilyMembers)
    .where(and(eq(taxFamilyMembers.eid, eid), isNull(taxFamilyMembers.deletedAt)))
    .orderBy(asc(taxFamilyMembers.createdAt), asc(taxFamilyMembers.id));
}

export async function findMember(db: DbOrTx, eid: string, id: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(taxFamilyMembers)
    .where(
      and(eq(taxFamilyMembers.eid, eid), eq(taxFamilyMembers.id, id), isNull(taxFamilyMembers.deletedAt)),
    )
    .limit(1);
  return row;
}

export async function findMemberByKey(db: DbOrTx, eid: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(taxFamilyMembers)
    .where(and(eq(taxFamilyMembers.eid, eid), eq(taxFamilyMembers.clientKey, clientKey)))
    .limit(1);
  return row;
}

/** Another live member of the person with this ID number (blind index). */
export async function memberWithId(db: DbOrTx, eid: string, hash: string, exceptId: string | null) {
  const [row] = await db
    .select({ id: taxFamilyMembers.id })
    .from(taxFamilyMembers)
    .where(
      and(
        eq(taxFamilyMembers.eid, eid),
        eq(taxFamilyMembers.idNumberHash, hash),
        isNull(taxFamilyMembers.deletedAt),
        exceptId ? ne(taxFamilyMembers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Serialises one person's member writes (the uniqueness and count checks). */
export async function lockPerson(tx: Tx, eid: string): Promise<void> {
  await tx.select({ eid: employees.eid }).from(employees).where(eq(employees.eid, eid)).for('update');
}

export async function insertMember(tx: Tx, eid: string, row: MemberWrite, now: Date): Promise<string> {
  const [created] = await tx
    .insert(taxFamilyMembers)
    .values({ ...row, eid, createdAt: now })
    .returning({ id: taxFamilyMembers.id });
  if (!created) throw new Error('member insert returned no row');
  return created.id;
}

export async function updateMember(tx: Tx, eid: string, id: string, row: MemberWrite): Promise<void> {
  await tx
    .update(taxFamilyMembers)
    .set(row)
    .where(and(eq(taxFamilyMembers.eid, eid), eq(taxFamilyMembers.id, id)));
}

export async function softDeleteMember(tx: Tx, eid: string, id: string, now: Date): Promise<void> {
  await tx
    .update(taxFamilyMembers)
    .set({ deletedAt: now })
    .where(and(eq(taxFamilyMembers.eid, eid), eq(taxFamilyMembers.id, id)));
}

/** The blind index of the person's verified real-name ID number (a member may not have it). */
export async function ownIdHashes(db: DbOrTx, eid: string): Promise<Set<string>> {
  const rows = await db
    .select({ hash: realNameVerifications.idNumberHash })
    .from(realNameVerifications)
    .where(and(eq(realNameVerifications.eid, eid), eq(realNameVerifications.status, 'verified')));
  return new Set(rows.map((r) => r.hash));
}

export async function payerInfo(db: DbOrTx, eid: string) {
  const [row] = await db.select().from(taxPayerInfos).where(eq(taxPayerInfos.eid, eid)).limit(1);
  return row;
}

export async function savePayerInfo(
  db: DbOrTx,
  eid: string,
  values: { phoneSealed: string | null; email: string; addressSealed: string | null },
  now: Date,
): Promise<void> {
  await db
    .insert(taxPayerInfos)
    .values({ eid, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: taxPayerInfos.eid, set: { ...values, updatedAt: now } });
}

/** HR's list: the company's records that were submitted at least once, newest submit first. */
export async function companyRecords(
  db: DbOrTx,
  companyId: string,
  status: string | undefined,
  pageIndex: number,
  pageSize: number,
) {
  const where = and(
    eq(taxDeductionRecords.companyId, companyId),
    status ? eq(taxDeductionRecords.status, status) : ne(taxDeductionRecords.status, 'draft'),
  );
  const rows = await db
    .select({
      record: taxDeductionRecords,
      employeeName: employees.employeeName,
      employeeNo: employees.employeeNo,
    })
    .from(taxDeductionRecords)
    .innerJoin(employees, eq(employees.eid, taxDeductionRecords.eid))
    .where(where)
    .orderBy(sql`${taxDeductionRecords.submittedAt} desc nulls last`, desc(taxDeductionRecords.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(taxDeductionRecords).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function notify(
  tx: DbOrTx,
  row: { eid: string; titleKey: string; params: Record<string, string | number>; link: string; now: Date },
): Promise<void> {
  await tx.insert(notifications).values({
    eid: row.eid,
    titleKey: row.titleKey,
    params: row.params,
    link: row.link,
    createdAt: row.now,
  });
}
