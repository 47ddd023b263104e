import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { applySequences } from '../schema';

/**
 * Raises a company's apply-number counter for a prefix and day to at least `last`. The demo's
 * requests carry numbers of their own; the counter must not hand them out again.
 */
export async function raiseApplySequence(
  tx: Tx,
  key: { companyId: string; prefix: string; day: string },
  last: number,
): Promise<void> {
  await tx
    .insert(applySequences)
    .values({ ...key, last })
    .onConflictDoUpdate({
      target: [applySequences.companyId, applySequences.prefix, applySequences.day],
      set: { last: sql`greatest(${applySequences.last}, excluded.last)` },
    });
}
