import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { TLocalizedNames } from '../../db/schema';
import { businessDate, type Clock, instantAt } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs';
import type { WorkflowEngine } from './engine';

export const APPROVAL_REMINDER_JOB = 'approvals.remind';
/** Every morning in the business time zone, when approvers start their day. */
export const APPROVAL_REMINDER_CRON = '0 9 * * *';
const REMINDER_KEY = 'approvals.notice.reminder';
const DAY_MS = 86_400_000;

type Deps = { db: Db; clock: Clock; timeZone: string; engine: WorkflowEngine };

type Waiting = {
  assignee: string;
  applyId: string;
  kind: string;
  applicantName: string;
  categoryNames: TLocalizedNames;
  since: Date | string;
};

/**
 * Approvers with a request waiting on them for over a day get an in-app message about it, once per
 * request per business day however often the job runs (a retry, two schedules, a manual run): the
 * day's reminder already written is the mark. The advisory lock makes two overlapping runs take
 * turns, so the second sees the first's messages.
 */
export function approvalReminders({ db, clock, timeZone, engine }: Deps) {
  return async function remindWaitingApprovers(): Promise<number> {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - DAY_MS).toISOString();
    const dayStart = instantAt(businessDate(now, timeZone), '00:00:00', timeZone).toISOString();
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${APPROVAL_REMINDER_JOB}))`);
      const waiting = await queryRows<Waiting>(
        tx,
        sql`select t.assignee_eid as "assignee", t.apply_id as "applyId", a.kind,
                   e.employee_name as "applicantName", a.category_names as "categoryNames",
                   min(t.created_at) as "since"
            from approval_tasks t
            join applies a on a.id = t.apply_id and a.approve_status = 1
            join employees e on e.eid = a.eid
            where t.status = 0 and t.created_at <= ${cutoff}::timestamptz
              and not exists (
                select 1 from notifications n
                where n.eid = t.assignee_eid and n.apply_id = t.apply_id
                  and n.title_key = ${REMINDER_KEY} and n.created_at >= ${dayStart}::timestamptz)
            group by t.assignee_eid, t.apply_id, a.kind, e.employee_name, a.category_names`,
      );
      if (waiting.length === 0) return 0;
      await tx.execute(
        sql`insert into notifications (eid, title_key, params, apply_id, link, created_at) values ${sql.join(
          waiting.map((row) => {
            const days = Math.floor((now.getTime() - new Date(row.since).getTime()) / DAY_MS);
            const params = {
              name: row.applicantName,
              category_zh: row.categoryNames.zh,
              category_en: row.categoryNames.en,
              category_ja: row.categoryNames.ja,
              days,
            };
            const link = engine.definition(row.kind as never)?.viewPath(row.applyId) ?? null;
            return sql`(${row.assignee}, ${REMINDER_KEY}, ${JSON.stringify(params)}::jsonb, ${row.applyId}, ${link}, ${now.toISOString()}::timestamptz)`;
          }),
          sql`, `,
        )}`,
      );
      return waiting.length;
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
