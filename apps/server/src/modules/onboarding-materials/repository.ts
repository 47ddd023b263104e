import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeChildren, employeeImages, employees, notifications } from '../../db/schema';

export type ImageRow = typeof employeeImages.$inferSelect;
export type ChildRow = typeof employeeChildren.$inferSelect;

export async function imagesOf(db: DbOrTx, eid: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(employeeImages)
    .where(eq(employeeImages.eid, eid))
    .orderBy(asc(employeeImages.imageType));
}

/** The employee's row locked for the transaction: one upload or child insert at a time per person. */
export async function lockEmployee(tx: DbOrTx, eid: string): Promise<void> {
  await tx.select({ eid: employees.eid }).from(employees).where(eq(employees.eid, eid)).for('update');
}

/** Puts the photo of a type in place of the previous one (back to awaiting audit); the old key. */
export async function replaceImage(
  tx: DbOrTx,
  row: { eid: string; imageType: number; storageKey: string; mimeType: string; sizeBytes: number; at: Date },
): Promise<string | null> {
  const [old] = await tx
    .select({ storageKey: employeeImages.storageKey })
    .from(employeeImages)
    .where(and(eq(employeeImages.eid, row.eid), eq(employeeImages.imageType, row.imageType)));
  const fresh = {
    storageKey: row.storageKey,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    verify: 0,
    isDelete: 0,
    reviewNote: '',
    reviewedBy: null,
    reviewedAt: null,
    uploadedAt: row.at,
  };
  await tx
    .insert(employeeImages)
    .values({ eid: row.eid, imageType: row.imageType, ...fresh })
    .onConflictDoUpdate({ target: [employeeImages.eid, employeeImages.imageType], set: fresh });
  return old?.storageKey ?? null;
}

export async function childrenOf(db: DbOrTx, eid: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(employeeChildren)
    .where(eq(employeeChildren.eid, eid))
    .orderBy(asc(employeeChildren.createdAt), asc(employeeChildren.id));
}

export async function insertChildren(
  tx: DbOrTx,
  rows: (typeof employeeChildren.$inferInsert)[],
): Promise<string[]> {
  const saved = await tx.insert(employeeChildren).values(rows).returning({ id: employeeChildren.id });
  return saved.map((r) => r.id);
}

export async function findChild(db: DbOrTx, id: string): Promise<ChildRow | null> {
  const [row] = await db.select().from(employeeChildren).where(eq(employeeChildren.id, id));
  return row ?? null;
}

export async function findImage(db: DbOrTx, id: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(employeeImages).where(eq(employeeImages.id, id));
  return row ?? null;
}

const person = { employeeName: employees.employeeName, employeeNo: employees.employeeNo };

/** Photos awaiting audit in a company, oldest first. */
export async function pendingImages(db: DbOrTx, companyId: string, limit: number, offset: number) {
  const where = and(
    eq(employees.companyId, companyId),
    eq(employeeImages.verify, 0),
    eq(employeeImages.isDelete, 0),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ image: employeeImages, ...person })
      .from(employeeImages)
      .innerJoin(employees, eq(employees.eid, employeeImages.eid))
      .where(where)
      .orderBy(asc(employeeImages.uploadedAt), asc(employeeImages.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(employeeImages)
      .innerJoin(employees, eq(employees.eid, employeeImages.eid))
      .where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Children under review in a company, oldest first. */
export async function pendingChildren(db: DbOrTx, companyId: string, limit: number, offset: number) {
  const where = and(eq(employees.companyId, companyId), eq(employeeChildren.verify, 0));
  const [rows, [total]] = await Promise.all([
    db
      .select({ child: employeeChildren, ...person })
      .from(employeeChildren)
      .innerJoin(employees, eq(employees.eid, employeeChildren.eid))
      .where(where)
      .orderBy(asc(employeeChildren.createdAt), asc(employeeChildren.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(employeeChildren)
      .innerJoin(employees, eq(employees.eid, employeeChildren.eid))
      .where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Decides a photo still awaiting audit; null when someone decided it first. */
export async function decideImage(
  tx: DbOrTx,
  id: string,
  decision: { verify: number; isDelete: number; note: string; by: string; at: Date },
): Promise<ImageRow | null> {
  const [row] = await tx
    .update(employeeImages)
    .set({
      verify: decision.verify,
      isDelete: decision.isDelete,
      reviewNote: decision.note,
      reviewedBy: decision.by,
      reviewedAt: decision.at,
    })
    .where(and(eq(employeeImages.id, id), eq(employeeImages.verify, 0), eq(employeeImages.isDelete, 0)))
    .returning();
  return row ?? null;
}

/** Decides a child under review; null when someone decided it first. */
export async function decideChild(
  tx: DbOrTx,
  id: string,
  decision: { verify: number; note: string; by: string; at: Date },
): Promise<ChildRow | null> {
  const [row] = await tx
    .update(employeeChildren)
    .set({
      verify: decision.verify,
      reviewNote: decision.note,
      reviewedBy: decision.by,
      reviewedAt: decision.at,
    })
    .where(and(eq(employeeChildren.id, id), eq(employeeChildren.verify, 0)))
    .returning();
  return row ?? null;
}

/** The in-app message of a decision (messages module), opening the screen it is about. */
export async function insertNotice(
  tx: DbOrTx,
  row: { eid: string; titleKey: string; params: Record<string, string | number>; link: string },
) {
  await tx.insert(notifications).values(row);
}

/** Children not passed of a person (backlog). */
export async function notPassedChildren(db: DbOrTx, eid: string) {
  return db
    .select()
    .from(employeeChildren)
    .where(and(eq(employeeChildren.eid, eid), eq(employeeChildren.verify, 3)));
}

export async function imageTypesOf(db: DbOrTx, eid: string, types: readonly number[]) {
  return db
    .select({
      imageType: employeeImages.imageType,
      isDelete: employeeImages.isDelete,
      verify: employeeImages.verify,
      reviewedAt: employeeImages.reviewedAt,
    })
    .from(employeeImages)
    .where(and(eq(employeeImages.eid, eid), inArray(employeeImages.imageType, [...types])));
}
