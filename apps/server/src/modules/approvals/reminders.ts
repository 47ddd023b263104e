import { waitingListPath } from '@ehome/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { businessDate, type Clock, instantAt } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs';
import type { WorkflowEngine } from './engine';

export const APPROVAL_REMINDER_JOB = 'approvals.remind';
/** Every morning in the business time zone, when approvers start their day. */
export const APPROVAL_REMINDER_CRON = '0 9 * * *';
export const REMINDER_KEY = 'approvals.notice.reminderDigest';
const DAY_MS = 86_400_000;

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  engine: WorkflowEngine;
  /** Days a request waits before it is mentioned (config APPROVAL_REMIND_AFTER_DAYS, default 1). */
  afterDays?: number;
};

type Waiting = { assignee: string; applyId: string; kind: string };

/**
 * Each approver with requests waiting on them longer than `afterDays` gets ONE in-app message a
 * business day, whatever the kinds and however many requests: "N requests have waited over D
 * days". It opens the one request when there is one, else the list of the kind waiting (or the
 * hub when several kinds wait). The day's reminder already written is the mark, so a retry, two
 * schedules or a manual run send nothing more; the advisory lock makes two overlapping runs take
 * turns, so the second sees the first's messages. Reads approval_tasks_open_since_idx.
 */
export function approvalReminders({ db, clock, timeZone, engine, afterDays = 1 }: Deps) {
  return async function remindWaitingApprovers(): Promise<number> {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - afterDays * DAY_MS).toISOString();
    const dayStart = instantAt(businessDate(now, timeZone), '00:00:00', timeZone).toISOString();
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${APPROVAL_REMINDER_JOB}))`);
      const waiting = await queryRows<Waiting>(
        tx,
        sql`select distinct t.assignee_eid as "assignee", t.apply_id as "applyId", a.kind
            from approval_tasks t
            join applies a on a.id = t.apply_id and a.approve_status = 1
            where t.status = 0 and t.created_at <= ${cutoff}::timestamptz
              and not exists (
                select 1 from notifications n
                where n.eid = t.assignee_eid and n.title_key = ${REMINDER_KEY}
                  and n.created_at >= ${dayStart}::timestamptz)`,
      );
      const byApprover = new Map<string, Waiting[]>();
      for (const row of waiting) byApprover.set(row.assignee, [...(byApprover.get(row.assignee) ?? []), row]);
      if (byApprover.size === 0) return 0;
      await tx.execute(
        sql`insert into notifications (eid, title_key, params, apply_id, link, created_at) values ${sql.join(
          [...byApprover].map(([assignee, rows]) => {
            const params = { count: rows.length, days: afterDays };
            const only = rows.length === 1 ? rows[0] : undefined;
            // One request: the message is about it and opens it in approval mode; several: their list.
            const link =
              (only && engine.definition(only.kind as never)?.viewPath(only.applyId)) ||
              waitingListPath(rows.map((row) => row.kind));
            return sql`(${assignee}, ${REMINDER_KEY}, ${JSON.stringify(params)}::jsonb, ${only?.applyId ?? null}, ${link}, ${now.toISOString()}::timestamptz)`;
          }),
          sql`, `,
        )}`,
      );
      return byApprover.size;
    });
  };
}

export function registerApprovalReminders(jobs: JobQueue, deps: Deps): void {
  const remind = approvalReminders(deps);
  jobs.work(APPROVAL_REMINDER_JOB, async () => {
    await remind();
  });
  jobs.schedule(APPROVAL_REMINDER_JOB, APPROVAL_REMINDER_CRON, deps.timeZone);
}
