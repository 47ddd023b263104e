/**
 * `npx tsx bench/indexes.ts` (in apps/server): do the request lists use indexes at a million requests?
 *
 * Creates a throwaway PostgreSQL database (BENCH_INDEX_URL names the server, default
 * postgres://postgres@127.0.0.1:5432; the database is `bench_requests_<random>`), migrates it, loads
 * the demo company, fills it with BENCH_INDEX_APPLIES (1,000,000) requests of 20,000 employees under
 * 200 managers (approval tasks, audit trails, leave rows, leave grants, notifications, attachments),
 * ANALYZEs it, then calls the repository functions the lists and checks run (the real functions, on
 * a Drizzle instance that records the SQL they issue) and runs EXPLAIN (ANALYZE, BUFFERS) on every
 * recorded statement with its parameters. Prints per statement the execution time, the indexes read
 * and any sequential scan of a table of more than 10,000 rows; exits with 1 when there is one. The
 * database is dropped at the end, also after an error.
 */
import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { DEMO_IDS } from '../src/db/demo';
import { DEMO_LEAVE_IDS } from '../src/db/demo/leave';
import * as schema from '../src/db/schema';
import * as approvals from '../src/modules/approvals/repository';
import * as attachments from '../src/modules/attachments/repository';
import * as leave from '../src/modules/leave/repository';
import * as messages from '../src/modules/messages/repository';

const server = process.env.BENCH_INDEX_URL ?? 'postgres://postgres@127.0.0.1:5432';
const appliesCount = Number(process.env.BENCH_INDEX_APPLIES ?? 1_000_000);
const EMPLOYEES = 20_000;
const MANAGERS = 200;
/** Below this many rows a sequential scan is the planner's right choice, not a missing index. */
const BIG_TABLE = 10_000;

type Statement = { label: string; query: string; params: unknown[] };

function urlOf(database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const timed = async (label: string, work: () => Promise<unknown>) => {
  const t0 = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

/**
 * Deterministic ids (md5 of a tag and a number) so the fill can point rows at each other without
 * reading them back. Employee m (1..EMPLOYEES): the first MANAGERS report to 李四, the others to
 * manager 1 + m % MANAGERS. Request n belongs to employee MANAGERS + 1 + n % (EMPLOYEES - MANAGERS).
 */
async function fill(db: Db) {
  const staff = EMPLOYEES - MANAGERS;
  const owner = `(${MANAGERS + 1} + n % ${staff})`;
  const managerOf = `md5('e' || (1 + ${owner} % ${MANAGERS}))::uuid`;
  const leaveIds = Object.values(DEMO_LEAVE_IDS).slice(0, 10);
  const category = `(array['${leaveIds.join("','")}']::uuid[])[1 + n % 10]`;
  // Status and kind are taken from s = n / MANAGERS, not n: n % MANAGERS picks the manager, so each
  // manager gets every status of every kind. s % 20: 0 draft, 1-2 in approval, 3 rejected, else
  // approved; k = s / 20 % 10: 0-5 leave, 6-7 overtime, 8 outing, 9 trip; periods over 2024-2026.
  const s = `(n / ${MANAGERS})`;
  const k = `(${s} / 20 % 10)`;
  const status = `case when ${s} % 20 = 0 then 0 when ${s} % 20 in (1, 2) then 1 when ${s} % 20 = 3 then 3 else 2 end`;
  const kind = `case when ${k} < 6 then 'leave' when ${k} < 8 then 'overtime' when ${k} = 8 then 'outing' else 'trip' end`;
  const start = `(timestamptz '2024-01-01 09:00+08' + ((n::bigint * 7919) % 1095) * interval '1 day')`;
  await timed(`${EMPLOYEES} employees`, () =>
    db.execute(
      sql.raw(`insert into employees (eid, user_name, password_hash, employee_name, employee_no, company_id,
        organization_id, manager_eid, social_city, employee_type, leave_status, hire_date, roles)
      select md5('e' || m)::uuid, '__idx__' || m, z.password_hash, '索引员工' || m, 'IDX-' || m, z.company_id,
        z.organization_id,
        case when m <= ${MANAGERS} then '${DEMO_IDS.lisi}'::uuid else md5('e' || (1 + m % ${MANAGERS}))::uuid end,
        z.social_city, z.employee_type, 1, date '2020-03-01', array['employee']
      from generate_series(1, ${EMPLOYEES}) m, employees z where z.eid = '${DEMO_IDS.zhangsan}'
      order by m`),
    ),
  );
  await timed(`${appliesCount} applies`, () =>
    db.execute(
      sql.raw(`insert into applies (id, kind, company_id, eid, login_eid, category_id, category_code,
        category_names, apply_no, approve_status, start_time, end_time, time_length, time_unit, submitted_at,
        decided_at, created_at, updated_at)
      select md5('a' || n)::uuid, ${kind}, '${DEMO_IDS.company}', md5('e' || ${owner})::uuid,
        md5('e' || ${owner})::uuid, ${category}, 'c' || n % 10, '{"zh":"假","en":"Leave","ja":"休暇"}',
        'IX' || n, ${status}, ${start}, ${start} + interval '8 hours', 1, 1,
        case when ${status} > 0 then ${start} - interval '3 days' end,
        case when ${status} > 1 then ${start} - interval '2 days' end,
        ${start} - interval '3 days', ${start} - interval '2 days'
      from generate_series(1, ${appliesCount}) n`),
    ),
  );
  await timed('approval tasks', () =>
    db.execute(
      sql.raw(`insert into approval_tasks (id, apply_id, kind, step_index, activity, mode, assignee_eid, status,
        action, acted_at, created_at)
      select md5('t' || n)::uuid, md5('a' || n)::uuid, ${kind}, 0, 'manager', 'any', ${managerOf},
        case when ${status} = 1 then 0 else 1 end,
        case when ${status} = 2 then 'agree' when ${status} = 3 then 'reject' end,
        case when ${status} > 1 then ${start} - interval '2 days' end, ${start} - interval '3 days'
      from generate_series(1, ${appliesCount}) n where ${status} > 0`),
    ),
  );
  await timed('audit trails', () =>
    db.execute(
      sql.raw(`insert into audit_trails (apply_id, operation, operator_eid, activity, operated_at)
      select md5('a' || n)::uuid, 'submit', md5('e' || ${owner})::uuid, 'applicant', ${start} - interval '3 days'
      from generate_series(1, ${appliesCount}) n where ${status} > 0
      union all
      select md5('a' || n)::uuid, case when ${status} = 2 then 'agree' else 'reject' end, ${managerOf}, 'manager',
        ${start} - interval '2 days'
      from generate_series(1, ${appliesCount}) n where ${status} > 1`),
    ),
  );
  await timed('leave applies', () =>
    db.execute(
      sql.raw(`insert into leave_applies (apply_id, category_id, start_time, end_time, time_length,
        time_length_type, charge_year)
      select md5('a' || n)::uuid, ${category}, ${start}, ${start} + interval '8 hours', 1, 1,
        extract(year from ${start} at time zone 'Asia/Shanghai')
      from generate_series(1, ${appliesCount}) n where ${k} < 6`),
    ),
  );
  await timed('leave grants', () =>
    db.execute(
      sql.raw(`insert into leave_grants (eid, category_id, year, granted, source, valid_from, valid_to)
      select md5('e' || m)::uuid, '${DEMO_LEAVE_IDS.annual}', y, 10, 'statutory', make_date(y, 1, 1), make_date(y, 12, 31)
      from generate_series(1, ${EMPLOYEES}) m, generate_series(2024, 2026) y`),
    ),
  );
  await timed('notifications', () =>
    db.execute(
      sql.raw(`insert into notifications (eid, title_key, apply_id, read_at, created_at)
      select ${managerOf}, 'approvals.notice.task', md5('a' || n)::uuid,
        case when ${status} > 1 then ${start} - interval '2 days' end, ${start} - interval '3 days'
      from generate_series(1, ${appliesCount}) n where ${status} > 0`),
    ),
  );
  await timed('attachments', () =>
    db.execute(
      sql.raw(`insert into attachments (company_id, key_type, key_id, file_name, mime_type, size_bytes,
        storage_key, uploaded_by, created_at)
      select '${DEMO_IDS.company}', 'leave', md5('a' || n)::uuid::text, 'proof.jpg', 'image/jpeg', 1000,
        'idx/' || n, md5('e' || ${owner})::uuid, ${start} - interval '3 days'
      from generate_series(1, ${appliesCount}) n where ${k} < 6 and n % 3 = 0`),
    ),
  );
  // As autovacuum leaves a table that has settled: statistics and the visibility map (index-only scans).
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

/** Walks a JSON plan: sequential scans of big tables, and the indexes it reads. */
function inspect(
  plan: Record<string, unknown>,
  rows: Map<string, number>,
  found = { seq: [] as string[], indexes: new Set<string>() },
) {
  const node = plan['Node Type'];
  const relation = plan['Relation Name'] as string | undefined;
  if (node === 'Seq Scan' && relation && (rows.get(relation) ?? 0) > BIG_TABLE) found.seq.push(relation);
  if (typeof plan['Index Name'] === 'string') found.indexes.add(plan['Index Name']);
  for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? [])
    inspect(child, rows, found);
  return found;
}

async function main() {
  const database = `bench_requests_${randomBytes(3).toString('hex')}`;
  await admin((c) => c.query(`create database ${database}`));
  console.log(`database ${database} (dropped at the end)`);
  let seqScans = 0;
  try {
    const config = {
      ...loadConfig({
        ...process.env,
        DATABASE_URL: urlOf(database),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      }),
      serveWeb: false,
    };
    // Migrations and the demo company (its leave types, 李四, 张三) as the server sets them up.
    const app = await buildApp(config);
    await app.close();

    const pool = new pg.Pool({ connectionString: urlOf(database), max: 4 });
    const recorded: Statement[] = [];
    let label = '';
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => recorded.push({ label, query, params }) },
    }) as unknown as Db;
    try {
      console.log('fill:');
      await fill(db);
      const counts = await pool.query<{ relname: string; n: string }>(
        `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
      );
      const rows = new Map(counts.rows.map((r) => [r.relname, Number(r.n)]));
      console.log(
        [
          'applies',
          'approval_tasks',
          'audit_trails',
          'leave_applies',
          'leave_grants',
          'notifications',
          'attachments',
          'employees',
        ]
          .map((t) => `${t} ${rows.get(t)?.toLocaleString('en')}`)
          .join(', '),
      );

      // The busiest kind of approver: manager 1 has about 500 open and 4,250 acted tasks (60 % leave); employee
      // 1001 about 50 requests; request 201 (a leave in approval) has a trail and attachments.
      const approver = (await pool.query(`select md5('e1')::uuid as eid`)).rows[0].eid as string;
      const ownerN = 1001;
      const owner = (await pool.query(`select md5('e' || $1::int)::uuid as eid`, [ownerN])).rows[0]
        .eid as string;
      const apply = (await pool.query(`select md5('a201')::uuid as id`)).rows[0].id as string;
      const company = DEMO_IDS.company;
      // BizType 1 (leave), as the approver's leave tab asks.
      const filter = { assigneeEid: approver, kinds: ['leave'] as const };
      const calls: [string, () => Promise<unknown>][] = [
        ['pending tasks of an approver (tab 0)', () => approvals.pendingTasks(db, filter, 10, 0)],
        [
          'pending tasks, search by name',
          () => approvals.pendingTasks(db, { ...filter, empName: '索引员工1' }, 10, 0),
        ],
        ['pending tasks, page 20', () => approvals.pendingTasks(db, filter, 10, 190)],
        ['processed list (tab 1)', () => approvals.processedApplies(db, filter, 10, 0)],
        ['ApprovalCounts: pending by kind and processed', () => approvals.approvalCounts(db, approver)],
        [
          'owner list by kind (leave)',
          () => approvals.listOwned(db, 'leave', owner, { pageIndex: 1, pageSize: 10 }),
        ],
        [
          'owner list by kind and status',
          () => approvals.listOwned(db, 'leave', owner, { pageIndex: 1, pageSize: 10, approveStatus: 2 }),
        ],
        [
          'overlap check',
          () =>
            approvals.findOverlapping(
              db,
              'leave',
              owner,
              new Date('2025-03-01'),
              new Date('2025-03-08'),
              [0, 1, 2],
            ),
        ],
        ['audit trail', () => approvals.trailOf(db, apply)],
        ['open tasks of a request', () => approvals.openTasksWithAssignee(db, apply)],
        ['open task of an approver on a request', () => approvals.openTaskOf(db, apply, approver)],
        ['balance sums by employee/category/year', () => leave.chargedLengths(db, owner, 2025)],
        ['grants of an employee and year', () => leave.listGrants(db, owner, 2025)],
        [
          'leave charged to a year (remain detail)',
          () => leave.listChargedApplies(db, owner, 2025, DEMO_LEAVE_IDS.annual),
        ],
        [
          'approved leave overlapping a month',
          () => leave.listApprovedOverlapping(db, owner, new Date('2025-03-01'), new Date('2025-04-01')),
        ],
        ['years with leave', () => leave.yearsOf(db, owner)],
        ['attachments by key', () => attachments.listAttachments(db, company, apply, 'leave')],
        [
          'attachments by id only (legacy GetFileList)',
          () => attachments.listAttachments(db, company, apply),
        ],
        ['attachment count (submit rule)', () => attachments.countAttachments(db, 'leave', apply)],
        [
          'other uploader check',
          () => attachments.hasOtherUploader(db, 'attachments', company, 'leave', apply, owner),
        ],
        ['notifications by eid', () => messages.listOf(db, approver, 20, 0)],
        ['home badges: unread notifications and open tasks', () => messages.badges(db, approver)],
      ];
      for (const [name, call] of calls) {
        label = name;
        await call();
      }
      label = '';
      console.log('\nstatement | execution ms | indexes | sequential scans of big tables');
      for (const s of recorded.filter((r) => r.label)) {
        const result = await pool.query(`explain (analyze, buffers, format json) ${s.query}`, s.params);
        const [explained] = result.rows[0]['QUERY PLAN'] as {
          Plan: Record<string, unknown>;
          'Execution Time': number;
        }[];
        if (!explained) continue;
        const found = inspect(explained.Plan, rows);
        seqScans += found.seq.length;
        console.log(
          `${s.label} | ${explained['Execution Time'].toFixed(2)} | ${[...found.indexes].join(', ') || '-'} | ${found.seq.length ? `SEQ SCAN ${found.seq.join(', ')}` : 'none'}`,
        );
        if (found.seq.length || process.env.BENCH_INDEX_PLANS) {
          const text = await pool.query(`explain (analyze) ${s.query}`, s.params);
          for (const line of text.rows) console.log(`    ${line['QUERY PLAN']}`);
        }
      }
    } finally {
      await pool.end();
    }
  } finally {
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
    console.log(`dropped ${database}`);
  }
  console.log(
    seqScans ? `${seqScans} sequential scan(s) of big tables` : 'no sequential scan of a big table',
  );
  if (seqScans) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
