import { BACKLOG_MODES, BACKLOG_TYPES } from '@ehome/shared';
import { and, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import { activities, activityRegistrations } from '../../db/schema';
import type { BacklogSource } from '../backlog/ports';

const DONE_DAYS = 30;

/**
 * The backlog's activity task: my submitted registrations of a paid activity not paid yet (type 2,
 * pay, until the place is given back), and those paid lately as done.
 */
export const unpaidActivitiesBacklogSource: BacklogSource = async (db, user, { now }) => {
  const since = new Date(now.getTime() - DONE_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: activityRegistrations.id,
      activityId: activityRegistrations.activityId,
      status: activityRegistrations.status,
      submittedAt: activityRegistrations.submittedAt,
      createdAt: activityRegistrations.createdAt,
      paidAt: activityRegistrations.paidAt,
      names: activities.names,
    })
    .from(activityRegistrations)
    .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
    .where(
      and(
        eq(activityRegistrations.eid, user.eid),
        gt(activityRegistrations.totalFen, 0),
        or(
          and(inArray(activityRegistrations.status, ['submitted']), isNull(activityRegistrations.paidAt)),
          gte(activityRegistrations.paidAt, since),
        ),
      ),
    )
    .limit(100);
  return rows.map((r) => {
    const done = r.paidAt !== null;
    return {
      key: `activity:${r.id}`,
      type: BACKLOG_TYPES.Collect,
      mode: BACKLOG_MODES.OpenScreen,
      title: done ? ('backlog.paidActivity' as const) : ('backlog.unpaidActivity' as const),
      params: { title: r.names.zh },
      path: `/Detailedactivity?${new URLSearchParams({ activity_id: r.activityId, registrationId: r.id })}`,
      createdAt: done ? (r.paidAt as Date) : (r.submittedAt ?? r.createdAt),
      done,
    };
  });
};
