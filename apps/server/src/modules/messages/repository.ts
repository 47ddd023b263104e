import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** A person's messages, newest first (notifications_eid_idx). */
export async function listOf(db: DbOrTx, eid: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.eid, eid))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(eq(notifications.eid, eid)),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/**
 * Marks one message read when it is the person's own and answers it; null when it is not theirs
 * (or gone). Reading twice keeps the first moment it was read.
 */
export async function markRead(
  db: DbOrTx,
  eid: string,
  id: string,
  at: Date,
): Promise<NotificationRow | null> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.eid, eid)))
    .returning();
  return updated ?? null;
}

/** Marks every unread message of the person read (notifications_unread_idx); answers how many. */
export async function markAllRead(db: DbOrTx, eid: string, at: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.eid, eid), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

/**
 * The home page's two badges in one statement: unread messages (notifications_unread_idx) and my
 * open approval tasks per kind (approval_tasks_assignee_idx, the kind is on the task), so "waiting
 * for me" can lead straight to the list of the kind waiting.
 */
export async function badges(
  db: DbOrTx,
  eid: string,
): Promise<{ unread: number; pendingByKind: Map<string, number> }> {
  const rows = await queryRows<{ kind: string | null; n: number }>(
    db,
    sql`select null as kind, count(*)::int as n from notifications where eid = ${eid} and read_at is null
        union all
        select kind, count(*)::int from approval_tasks
        where assignee_eid = ${eid} and status = 0 group by kind`,
  );
  let unread = 0;
  const pendingByKind = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === null) unread = Number(row.n);
    else pendingByKind.set(row.kind, Number(row.n));
  }
  return { unread, pendingByKind };
}
