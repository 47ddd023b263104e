import { and, asc, eq, gt, isNotNull, isNull, notLike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIdBatches } from '../../db/id-batches';
import { relatives } from '../../db/schema';
import {
  isSealedText as isSealed,
  openTolerant,
  type PiiCipher,
  SEALED_TEXT_PREFIX as SEALED_PREFIX,
} from '../../platform/pii';

/**
 * A relative's stored ID or phone number in plain text; a plain value (written by an instance of an
 * earlier version during a rolling deploy) is read as it is (platform/pii.ts `openTolerant`).
 */
export const openRelativeValue = openTolerant;
const plain = (column: typeof relatives.phone | typeof relatives.idNo): SQL =>
  and(isNotNull(column), notLike(column, `${SEALED_PREFIX}%`)) as SQL;

/**
 * The numbers as they were read, compared by digest: the plain values never go back to the database
 * as query parameters (a failed query's error, which may be logged, carries its parameters).
 */
const numbersDigest = sql<string>`md5(row(${relatives.phone}, ${relatives.idNo})::text)`;

/**
 * Relatives written before their ID and phone numbers were sealed hold them in plain text: this
 * seals them (and fills the ID number's blind index) once, at start-up, after the migrations and
 * under the same migration lock, so one instance does it and the others find nothing left. A value
 * that already starts with `pii1.` is left alone; a sealed ID number without its index gets one.
 * Batches of `batchSize` rows, each in one transaction, each row by its id (and only while it still
 * holds what was read); an empty text becomes null, as the service stores "no number". Answers how
 * many rows it changed.
 */
export async function sealPlainRelatives(
  db: Db,
  pii: PiiCipher,
  { batchSize = 200 }: { batchSize?: number } = {},
): Promise<number> {
  const needsWork = or(
    plain(relatives.phone),
    plain(relatives.idNo),
    and(isNotNull(relatives.idNo), isNull(relatives.idNoIndex)),
  );
  return inIdBatches(
    (after) =>
      db
        .select({ id: relatives.id, phone: relatives.phone, idNo: relatives.idNo, digest: numbersDigest })
        .from(relatives)
        .where(and(needsWork, after ? gt(relatives.id, after) : undefined))
        .orderBy(asc(relatives.id))
        .limit(batchSize),
    (rows) =>
      db.transaction(async (tx) => {
        let changed = 0;
        for (const row of rows) {
          const idNo = row.idNo && isSealed(row.idNo) ? pii.open(row.idNo) : row.idNo;
          const updated = await tx
            .update(relatives)
            .set({
              phone: row.phone && isSealed(row.phone) ? row.phone : pii.sealNullable(row.phone),
              idNo: row.idNo && isSealed(row.idNo) ? row.idNo : pii.sealNullable(idNo),
              idNoIndex: idNo ? pii.blindIndex(idNo) : null,
            })
            // Only if nobody changed the row since it was read (an older instance still running).
            .where(and(eq(relatives.id, row.id), sql`${numbersDigest} = ${row.digest}`))
            .returning({ id: relatives.id });
          changed += updated.length;
        }
        return changed;
      }),
  );
}
