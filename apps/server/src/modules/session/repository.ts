import type { DbOrTx } from '../../db/client';
import { accessRecords } from '../../db/schema';

export async function insertAccessRecord(
  db: DbOrTx,
  row: { eid: string; type: string; ip: string; userAgent: string | null; at: Date },
) {
  await db.insert(accessRecords).values(row);
}
