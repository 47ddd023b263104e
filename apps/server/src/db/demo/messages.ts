import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * The messages the demo's decided leave requests would have brought their applicants (the leave demo
 * writes the approvers' "waiting for you" notices): approved or rejected, with the approver's
 * comment, linking to the request. Those decided over a week ago are read, the recent ones unread,
 * so /Mynews and the home badge have something to show. Ids derive from the request (fixed), and a
 * second load changes nothing.
 */
export async function loadMessagesDemo(tx: Tx, args: { companyId: string; now: Date }): Promise<void> {
  const weekAgo = new Date(args.now.getTime() - 7 * 86_400_000).toISOString();
  await tx.execute(sql`
    insert into notifications (id, eid, title_key, params, apply_id, link, read_at, created_at)
    select md5('demo-decision-' || a.id::text)::uuid,
           a.eid,
           case
             when a.approve_status = 2 and coalesce(d.comments, '') <> '' then 'approvals.notice.approvedComment'
             when a.approve_status = 2 then 'approvals.notice.approved'
             when coalesce(d.comments, '') <> '' then 'approvals.notice.rejectedComment'
             else 'approvals.notice.rejected'
           end,
           jsonb_build_object(
             'category_zh', a.category_names->>'zh',
             'category_en', a.category_names->>'en',
             'category_ja', a.category_names->>'ja',
             'comment', coalesce(d.comments, '')),
           a.id,
           '/CommonApplicationforView?id=' || a.id::text,
           case when a.decided_at < ${weekAgo}::timestamptz then a.decided_at end,
           a.decided_at
    from applies a
    left join lateral (
      select t.comments from audit_trails t
      where t.apply_id = a.id and t.operation in ('agree', 'reject')
      order by t.operated_at desc limit 1) d on true
    where a.company_id = ${args.companyId} and a.kind = 'leave'
      and a.approve_status in (2, 3) and a.decided_at is not null
    on conflict (id) do nothing`);
}
