import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Writes of one transaction sent as one statement: every write but the last becomes a
 * data-modifying CTE of the last (`with w0 as (...), w1 as (...) <last>`). PostgreSQL runs each of
 * them exactly once, all on the same snapshot, and the statement fails (so the transaction does)
 * if any of them does. One round trip instead of one per write.
 *
 * Only for writes that do not read what another of them writes, and touch different rows: on one
 * snapshot none of them sees the others' effects. Nothing is returned.
 */
export async function writeTogether(db: DbOrTx, writes: readonly SQLWrapper[]): Promise<void> {
  const [first, ...rest] = writes;
  if (!first) return;
  if (rest.length === 0) {
    await db.execute(first.getSQL());
    return;
  }
  const last = writes[writes.length - 1] as SQLWrapper;
  const ctes = writes.slice(0, -1).map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`);
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}`);
}
