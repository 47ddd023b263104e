import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { batchedSelect } from '../../db/batched';
import { type DbOrTx, preparedPerDb } from '../../db/client';
import { attachments, images } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * Files attached to a record, for the request modules' "attachment required" rule (spec 1 §5
 * "Leave": attachment required if the category needs it and none is uploaded).
 */
/** Prepared: every request detail counts its attachments. */
const countStatement = preparedPerDb((db) =>
  db
    .select({ n: count() })
    .from(attachments)
    .where(
      and(
        eq(attachments.keyType, sql.placeholder('keyType')),
        eq(attachments.keyId, sql.placeholder('keyId')),
      ),
    )
    .prepare('attachments_count'),
);

// The details opened together count theirs in one statement.
const counts = batchedSelect(countStatement, {
  name: 'attachments_count',
  types: { keyType: 'text', keyId: 'text' },
});

export async function countAttachments(db: DbOrTx, keyType: string, keyId: string): Promise<number> {
  const rows = await counts(db, { keyType, keyId });
  return rows[0]?.n ?? 0;
}

/** The ids among `ids` that the person uploaded under a key. */
export async function uploadedFileIds(
  db: DbOrTx,
  keyType: string,
  keyId: string,
  eid: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        inArray(attachments.id, [...ids]),
        eq(attachments.keyType, keyType),
        eq(attachments.keyId, keyId),
        eq(attachments.uploadedBy, eid),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function insertAttachment(db: DbOrTx, row: typeof attachments.$inferInsert) {
  const rows = await db.insert(attachments).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('attachment insert returned no row');
  return inserted;
}

export function listAttachments(db: DbOrTx, companyId: string, keyId: string, keyType?: string) {
  const conditions = [eq(attachments.companyId, companyId), eq(attachments.keyId, keyId)];
  if (keyType) conditions.push(eq(attachments.keyType, keyType));
  return db
    .select()
    .from(attachments)
    .where(and(...conditions))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

export async function findAttachment(db: DbOrTx, id: string) {
  const rows = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return rows[0];
}

export async function deleteAttachment(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(attachments).where(eq(attachments.id, id)).returning({ id: attachments.id });
  return rows.length > 0;
}

/** Deletes every file row under a key; answers their storage keys. */
export async function deleteAttachmentsOf(db: DbOrTx, keyType: string, keyId: string): Promise<string[]> {
  const rows = await db
    .delete(attachments)
    .where(and(eq(attachments.keyType, keyType), eq(attachments.keyId, keyId)))
    .returning({ storageKey: attachments.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Whether someone other than `eid` put a file or image under the key (the uploader-only rule). */
export async function hasOtherUploader(
  db: DbOrTx,
  table: 'attachments' | 'images',
  companyId: string,
  keyType: string,
  keyId: string,
  eid: string,
): Promise<boolean> {
  if (table === 'attachments') {
    const rows = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(
        and(
          eq(attachments.companyId, companyId),
          eq(attachments.keyType, keyType),
          eq(attachments.keyId, keyId),
          ne(attachments.uploadedBy, eid),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        eq(images.companyId, companyId),
        eq(images.sourceTable, keyType),
        eq(images.sourceId, keyId),
        ne(images.uploadedBy, eid),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function listImages(db: DbOrTx, companyId: string, sourceTable: string, sourceId: string) {
  return db
    .select()
    .from(images)
    .where(
      and(
        eq(images.companyId, companyId),
        eq(images.sourceTable, sourceTable),
        eq(images.sourceId, sourceId),
      ),
    )
    .orderBy(asc(images.createdAt), asc(images.id));
}

/** Removes the images of a source and returns their storage keys, to delete the bytes after commit. */
export async function deleteImages(
  db: DbOrTx,
  companyId: string,
  sourceTable: string,
  sourceId: string,
): Promise<string[]> {
  const rows = await db
    .delete(images)
    .where(
      and(
        eq(images.companyId, companyId),
        eq(images.sourceTable, sourceTable),
        eq(images.sourceId, sourceId),
      ),
    )
    .returning({ storageKey: images.storageKey });
  return rows.map((r) => r.storageKey);
}

export async function insertImages(db: DbOrTx, rows: (typeof images.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(images).values(rows).returning({ id: images.id });
}
