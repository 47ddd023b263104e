import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/** Marks one message read when it is the person's own; answers whether it was found. */
export async function markRead(db: DbOrTx, eid: string, id: string, at: Date): Promise<boolean> {
  const [own] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.eid, eid)));
  if (!own) return false;
  // Reading twice keeps the first moment it was read.
  if (!own.readAt) await db.update(notifications).set({ readAt: at }).where(eq(notifications.id, id));
  return true;
}

export async function unreadCount(db: DbOrTx, eid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.eid, eid), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
