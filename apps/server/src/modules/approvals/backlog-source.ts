import { BACKLOG_MODES, BACKLOG_TYPES, waitingListPath } from '@ehome/shared';
import { and, count, eq, min } from 'drizzle-orm';
import { approvalTasks } from '../../db/schema';
import type { BacklogSource } from '../backlog/ports';

/** The backlog's approval task: the requests waiting for the caller, one entry per list (type 3). */
export const approvalsBacklogSource: BacklogSource = async (db, user) => {
  const rows = await db
    .select({ kind: approvalTasks.kind, n: count(), since: min(approvalTasks.createdAt) })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.assigneeEid, user.eid), eq(approvalTasks.status, 0)))
    .groupBy(approvalTasks.kind);
  // Kinds sharing a list (e.g. the hub) become one entry with their sum.
  const byPath = new Map<string, { n: number; since: Date }>();
  for (const row of rows) {
    const path = waitingListPath([row.kind]);
    const since = row.since ? new Date(row.since) : new Date();
    const known = byPath.get(path);
    byPath.set(path, {
      n: (known?.n ?? 0) + Number(row.n),
      since: known && known.since < since ? known.since : since,
    });
  }
  return [...byPath].map(([path, { n, since }]) => ({
    key: `approvals:${path}`,
    type: BACKLOG_TYPES.Approve,
    mode: BACKLOG_MODES.OpenScreen,
    title: 'backlog.approvals' as const,
    params: { count: n },
    path,
    createdAt: since,
    done: false,
  }));
};
