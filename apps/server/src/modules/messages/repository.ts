import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, preparedPerDb } from '../../db/client';
import { approvalTasks, notifications } from '../../db/schema';

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
 * The home page's two badges in one round trip: unread messages (notifications_unread_idx) and open
 * approval tasks (approval_tasks_assignee_idx), both read from their partial or leading index.
 */
const badgeStatement = preparedPerDb((db) =>
  db
    .select({
      unread:
        sql<number>`(select count(*) from ${notifications} where ${notifications.eid} = ${sql.placeholder('eid')} and ${notifications.readAt} is null)`.mapWith(
          Number,
        ),
      pending:
        sql<number>`(select count(*) from ${approvalTasks} where ${approvalTasks.assigneeEid} = ${sql.placeholder('eid')} and ${approvalTasks.status} = 0)`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`)
    .prepare('messages_badges'),
);

export async function badges(db: DbOrTx, eid: string): Promise<{ unread: number; pending: number }> {
  const [row] = await badgeStatement(db).execute({ eid });
  return { unread: row?.unread ?? 0, pending: row?.pending ?? 0 };
}
