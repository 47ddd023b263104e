import type { TApplyKind, TApproveStatus, TRole } from '@ehome/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  lt,
  ne,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { batchedSelect } from '../../db/batched';
import { type DbOrTx, preparedPerDb, queryRows, type Tx } from '../../db/client';
import {
  applies,
  applySequences,
  approvalTasks,
  auditTrails,
  employees,
  notifications,
} from '../../db/schema';
import { writeTogether } from '../../db/together';
import type { ApplyHeader } from './ports';

export type ApplyRow = typeof applies.$inferSelect;
export type TaskRow = typeof approvalTasks.$inferSelect;

/** Task status: 0 open, 1 acted, 2 closed without acting (schema). */
export const TaskStatus = { Open: 0, Acted: 1, Closed: 2 } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

export function toHeader(row: ApplyRow): ApplyHeader {
  return {
    applyId: row.id,
    kind: row.kind as TApplyKind,
    applyNo: row.applyNo,
    eid: row.eid,
    companyId: row.companyId,
    loginEid: row.loginEid,
    approveStatus: row.approveStatus as TApproveStatus,
    categoryId: row.categoryId,
    categoryCode: row.categoryCode,
    categoryNames: row.categoryNames,
    startTime: row.startTime,
    endTime: row.endTime,
    timeLength: row.timeLength === null ? null : Number(row.timeLength),
    timeUnit: row.timeUnit,
    createdAt: row.createdAt,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
  };
}

/**
 * Inserts a request numbered with its company's next number of the day for its prefix, in one
 * statement: `<prefix><yyyymmdd><4 digits, more past 9999>`, unique within the company. The day's
 * counter is an upsert that takes its row lock, so two transactions of one company numbering at once
 * get consecutive numbers (the second waits for the first to commit), a rolled-back request leaves
 * no gap, and another company's requests do not wait.
 */
export async function insertNumberedApply(
  tx: Tx,
  numbering: { prefix: string; day: string },
  values: Omit<typeof applies.$inferInsert, 'applyNo'>,
): Promise<ApplyRow> {
  const sequence = tx.$with('sequence', { last: sql<number>`last` }).as(
    sql`insert into ${applySequences} (company_id, prefix, day, last)
      values (${values.companyId}, ${numbering.prefix}, ${numbering.day}::date, 1)
      on conflict (company_id, prefix, day) do update set last = ${applySequences}.last + 1 returning last`,
  );
  const stem = `${numbering.prefix}${numbering.day.replaceAll('-', '')}`;
  const [row] = await tx
    .with(sequence)
    .insert(applies)
    .values({
      ...values,
      applyNo: sql`${stem}::text || (select lpad(last::text, greatest(4, length(last::text)), '0') from ${sequence})`,
    })
    .returning();
  if (!row) throw new Error('apply insert returned nothing');
  return row;
}

export async function applyExists(db: DbOrTx, applyId: string): Promise<boolean> {
  const rows = await db.select({ id: applies.id }).from(applies).where(eq(applies.id, applyId)).limit(1);
  return rows.length > 0;
}

/** The header row locked for the rest of the transaction: decisions on one request run one at a time. */
// The write paths of every request kind run these in their transactions: prepared once (see
// preparedPerDb) rather than built by the query builder each time.
const lockApplyStatement = preparedPerDb((db) =>
  db
    .select()
    .from(applies)
    .where(eq(applies.id, sql.placeholder('applyId')))
    .for('update')
    .prepare('approvals_lock_apply'),
);
const findApplyStatement = preparedPerDb((db) =>
  db
    .select()
    .from(applies)
    .where(eq(applies.id, sql.placeholder('applyId')))
    .prepare('approvals_find_apply'),
);

export async function lockApply(tx: Tx, applyId: string): Promise<ApplyRow | null> {
  const [row] = await lockApplyStatement(tx).execute({ applyId });
  return row ?? null;
}

export async function findApply(db: DbOrTx, applyId: string): Promise<ApplyRow | null> {
  const [row] = await findApplyStatement(db).execute({ applyId });
  return row ?? null;
}

/**
 * What a request's detail screen needs of the engine, in one prepared statement: the request, its
 * applicant (null when the row is gone), whether the viewer holds or held a task on it, and the
 * viewer's first open task.
 */
const applyViewStatement = preparedPerDb((db) => {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      apply: applies,
      applicantName: employees.employeeName,
      applicantNo: employees.employeeNo,
      hasTask: sql<boolean>`exists (select 1 from approval_tasks t
        where t.apply_id = ${applies.id} and t.assignee_eid = ${viewer})`,
      openTaskId: sql<string | null>`(select t.id from approval_tasks t
        where t.apply_id = ${applies.id} and t.assignee_eid = ${viewer} and t.status = ${sql.raw(String(TaskStatus.Open))}
        order by t.step_index asc limit 1)`,
    })
    .from(applies)
    .leftJoin(employees, eq(employees.eid, applies.eid))
    .where(eq(applies.id, sql.placeholder('applyId')))
    .prepare('approvals_apply_view');
});

const applyViews = batchedSelect(applyViewStatement, {
  name: 'approvals_apply_view',
  types: { applyId: 'uuid', viewer: 'uuid' },
});

export async function findApplyView(db: DbOrTx, applyId: string, viewerEid: string) {
  const [row] = await applyViews(db, { applyId, viewer: viewerEid });
  return row ?? null;
}

/** The update of a request's row, not yet run (await it, or send it with others: writeTogether). */
export function applyUpdate(tx: Tx, applyId: string, patch: Partial<typeof applies.$inferInsert>) {
  return tx.update(applies).set(patch).where(eq(applies.id, applyId));
}

export async function updateApply(
  tx: Tx,
  applyId: string,
  patch: Partial<typeof applies.$inferInsert>,
): Promise<void> {
  await applyUpdate(tx, applyId, patch);
}

export async function deleteApply(tx: Tx, applyId: string): Promise<void> {
  await tx.delete(applies).where(eq(applies.id, applyId));
}

// ---------------------------------------------------------------- tasks and trail

/** The insert of a step's tasks, not yet run (see applyUpdate); none for no rows. */
export function tasksInsert(tx: Tx, rows: (typeof approvalTasks.$inferInsert)[]): SQLWrapper[] {
  return rows.length === 0 ? [] : [tx.insert(approvalTasks).values(rows)];
}

const findTaskStatement = preparedPerDb((db) =>
  db
    .select()
    .from(approvalTasks)
    .where(eq(approvalTasks.id, sql.placeholder('taskId')))
    .prepare('approvals_find_task'),
);

export async function findTask(db: DbOrTx, taskId: string): Promise<TaskRow | null> {
  const [row] = await findTaskStatement(db).execute({ taskId });
  return row ?? null;
}

const markTaskActedStatement = preparedPerDb((db) =>
  db
    .update(approvalTasks)
    .set({
      status: TaskStatus.Acted,
      action: sql`${sql.placeholder('action')}::text`,
      comment: sql`${sql.placeholder('comment')}::text`,
      actedAt: sql`${sql.placeholder('at')}::timestamptz`,
    })
    .where(eq(approvalTasks.id, sql.placeholder('taskId')))
    .prepare('approvals_mark_task_acted'),
);

export async function markTaskActed(tx: Tx, taskId: string, action: string, comment: string, at: Date) {
  await markTaskActedStatement(tx).execute({ taskId, action, comment, at: at.toISOString() });
}

const closeOpenTasksStatement = preparedPerDb((db) =>
  db
    .update(approvalTasks)
    .set({ status: TaskStatus.Closed })
    .where(
      and(
        eq(approvalTasks.applyId, sql.placeholder('applyId')),
        eq(approvalTasks.status, TaskStatus.Open),
        // -1: every step.
        sql`(${sql.placeholder('stepIndex')}::int = -1 or ${approvalTasks.stepIndex} = ${sql.placeholder('stepIndex')}::int)`,
      ),
    )
    .returning({ assigneeEid: approvalTasks.assigneeEid })
    .prepare('approvals_close_open_tasks'),
);

/** Closes the open tasks of a request (of one step when given); answers whose tasks were closed. */
export async function closeOpenTasks(tx: Tx, applyId: string, stepIndex?: number): Promise<string[]> {
  const closed = await closeOpenTasksStatement(tx).execute({ applyId, stepIndex: stepIndex ?? -1 });
  return closed.map((task) => task.assigneeEid);
}

/**
 * An approver's agree in one statement: the task is marked acted; on an "any" step the step's other
 * open tasks close; the answer is how many tasks of the step are still open (always 0 on an "any"
 * step). The count reads the snapshot from before the two updates, hence the task itself and, on an
 * "any" step, everything is left out of it.
 */
export async function agreeOnTask(
  tx: Tx,
  task: Pick<TaskRow, 'id' | 'applyId' | 'stepIndex'>,
  closeOthers: boolean,
  comment: string,
  at: Date,
): Promise<number> {
  const [row] = await queryRows<{ open: number }>(
    tx,
    sql`with acted as (
        update ${approvalTasks} set status = ${TaskStatus.Acted}, action = 'agree', comment = ${comment}::text,
          acted_at = ${at.toISOString()}::timestamptz
        where id = ${task.id}::uuid
        returning id
      ), closed as (
        update ${approvalTasks} set status = ${TaskStatus.Closed}
        where apply_id = ${task.applyId}::uuid and step_index = ${task.stepIndex}::int
          and status = ${TaskStatus.Open} and id <> ${task.id}::uuid and ${closeOthers}::boolean
        returning id
      )
      select (select count(*) from ${approvalTasks}
        where apply_id = ${task.applyId}::uuid and step_index = ${task.stepIndex}::int
          and status = ${TaskStatus.Open} and id <> ${task.id}::uuid and not ${closeOthers}::boolean)::int as open`,
  );
  return Number(row?.open ?? 0);
}

/** Whether the person holds or held a task on the request (an approver of it). */
export async function openTaskOf(db: DbOrTx, applyId: string, eid: string): Promise<TaskRow | null> {
  const [row] = await db
    .select()
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.applyId, applyId),
        eq(approvalTasks.assigneeEid, eid),
        eq(approvalTasks.status, TaskStatus.Open),
      ),
    )
    .orderBy(asc(approvalTasks.stepIndex))
    .limit(1);
  return row ?? null;
}

/**
 * Writes a trail entry at `at`, or just after the request's latest entry when that is not earlier:
 * the trail is read in time order, and a submit and a decision in the same millisecond (or under a
 * clock that stands still, as in tests) must still read in the order they happened.
 */
export async function insertTrail(
  tx: Tx,
  row: Omit<typeof auditTrails.$inferInsert, 'operatedAt'>,
  at: Date,
): Promise<void> {
  await tx.execute(trailInsert(row, at));
}

/** insertTrail's statement, not yet run (see applyUpdate). */
export function trailInsert(row: Omit<typeof auditTrails.$inferInsert, 'operatedAt'>, at: Date): SQL {
  // The same rule in one statement (it was a read of the latest entry, then the insert).
  const when = sql`${at.toISOString()}::timestamptz`;
  return sql`insert into ${auditTrails}
      (apply_id, operation, operator_eid, activity, comments, operated_at)
    select ${row.applyId}::uuid, ${row.operation}::text, ${row.operatorEid}::uuid, ${row.activity}::text, ${row.comments ?? ''}::text,
      case when m.latest >= ${when} then m.latest + interval '1 millisecond' else ${when} end
    from (select max(operated_at) as latest from ${auditTrails} where apply_id = ${row.applyId}) m`;
}

// Prepared and batched: every request screen opens its trail.
const trailPages = batchedSelect(
  preparedPerDb((db) =>
    db
      .select({
        operation: auditTrails.operation,
        operatorEid: auditTrails.operatorEid,
        operatorName: employees.employeeName,
        activity: auditTrails.activity,
        comments: auditTrails.comments,
        operatedAt: auditTrails.operatedAt,
      })
      .from(auditTrails)
      .innerJoin(employees, eq(employees.eid, auditTrails.operatorEid))
      .where(eq(auditTrails.applyId, sql.placeholder('applyId')))
      .orderBy(asc(auditTrails.operatedAt))
      .prepare('approvals_trail'),
  ),
  { name: 'approvals_trail', types: { applyId: 'uuid' } },
);

export function trailOf(db: DbOrTx, applyId: string) {
  return trailPages(db, { applyId });
}

const openTasksStatement = batchedSelect(
  preparedPerDb((db) =>
    db
      .select({
        taskId: approvalTasks.id,
        activity: approvalTasks.activity,
        assigneeEid: approvalTasks.assigneeEid,
        assigneeName: employees.employeeName,
      })
      .from(approvalTasks)
      .innerJoin(employees, eq(employees.eid, approvalTasks.assigneeEid))
      .where(
        and(eq(approvalTasks.applyId, sql.placeholder('applyId')), eq(approvalTasks.status, TaskStatus.Open)),
      )
      .orderBy(asc(approvalTasks.stepIndex), asc(employees.employeeNo))
      .prepare('approvals_open_tasks'),
  ),
  { name: 'approvals_open_tasks', types: { applyId: 'uuid' } },
);

export function openTasksWithAssignee(db: DbOrTx, applyId: string) {
  return openTasksStatement(db, { applyId });
}

// ---------------------------------------------------------------- the organisation

export type OrgPerson = {
  eid: string;
  name: string;
  employeeNo: string;
  companyId: string;
  managerEid: string | null;
  leaveStatus: number;
};

const orgColumns = {
  eid: employees.eid,
  name: employees.employeeName,
  employeeNo: employees.employeeNo,
  companyId: employees.companyId,
  managerEid: employees.managerEid,
  leaveStatus: employees.leaveStatus,
};

const findPersonStatement = preparedPerDb((db) =>
  db
    .select(orgColumns)
    .from(employees)
    .where(eq(employees.eid, sql.placeholder('eid')))
    .prepare('approvals_find_person'),
);

export async function findPerson(db: DbOrTx, eid: string): Promise<OrgPerson | null> {
  const [row] = await findPersonStatement(db).execute({ eid });
  return row ?? null;
}

/**
 * A person with their manager and their manager's manager, in one statement: the applicant of a
 * request, and who its manager and department-head steps resolve to. People missing are left out.
 */
const personWithChainStatement = preparedPerDb((db) => {
  const manager = alias(employees, 'manager');
  const head = alias(employees, 'head');
  const columnsOf = (table: typeof manager | typeof head) => ({
    eid: table.eid,
    name: table.employeeName,
    employeeNo: table.employeeNo,
    companyId: table.companyId,
    managerEid: table.managerEid,
    leaveStatus: table.leaveStatus,
  });
  return db
    .select({ person: orgColumns, manager: columnsOf(manager), head: columnsOf(head) })
    .from(employees)
    .leftJoin(manager, eq(manager.eid, employees.managerEid))
    .leftJoin(head, eq(head.eid, manager.managerEid))
    .where(eq(employees.eid, sql.placeholder('eid')))
    .prepare('approvals_person_with_chain');
});

export async function findPersonWithChain(db: DbOrTx, eid: string): Promise<OrgPerson[]> {
  const [row] = await personWithChainStatement(db).execute({ eid });
  if (!row) return [];
  return [row.person, row.manager, row.head].filter((person): person is OrgPerson => person !== null);
}

export async function peopleWithRole(db: DbOrTx, companyId: string, role: TRole): Promise<OrgPerson[]> {
  return db
    .select(orgColumns)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), sql`${role} = any(${employees.roles})`))
    .orderBy(asc(employees.employeeNo));
}

export async function peopleByUserName(
  db: DbOrTx,
  companyId: string,
  userNames: readonly string[],
): Promise<OrgPerson[]> {
  if (userNames.length === 0) return [];
  const lowered = userNames.map((name) => name.toLowerCase());
  return db
    .select(orgColumns)
    .from(employees)
    .where(
      and(eq(employees.companyId, companyId), inArray(sql<string>`lower(${employees.userName})`, lowered)),
    )
    .orderBy(asc(employees.employeeNo));
}

// ---------------------------------------------------------------- notifications

export type NotificationRow = typeof notifications.$inferInsert;

/** The insert of messages, not yet run (see applyUpdate); none for no rows. */
export function notificationsInsert(tx: Tx, rows: NotificationRow[]): SQLWrapper[] {
  return rows.length === 0 ? [] : [tx.insert(notifications).values(rows)];
}

export async function insertNotifications(tx: Tx, rows: NotificationRow[]) {
  await writeTogether(tx, notificationsInsert(tx, rows));
}

// ---------------------------------------------------------------- lists

/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Rows of a page with the count of all matching rows (`count(*) over ()`): one prepared statement,
 * one round trip and one pooled connection where a page and a separate count took two of each.
 */
const pageTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** A page past the last has no row to carry the count: only then is it counted on its own. */
async function withTotal<R extends { total: number }>(
  rows: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; totalCount: number }> {
  const totalCount = rows[0]?.total ?? (offset > 0 ? await countAll() : 0);
  return { rows: rows.map(({ total: _, ...row }) => row), totalCount };
}

const ownedWhere = (status: boolean) =>
  and(
    eq(applies.eid, sql.placeholder('eid')),
    eq(applies.kind, sql.placeholder('kind')),
    status ? eq(applies.approveStatus, sql.placeholder('status')) : undefined,
  );
const ownedPage = (status: boolean) =>
  preparedPerDb((db) =>
    db
      .select({ ...getTableColumns(applies), total: pageTotal })
      .from(applies)
      .where(ownedWhere(status))
      .orderBy(desc(applies.createdAt), desc(applies.applyNo))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(status ? 'approvals_owned_page_by_status' : 'approvals_owned_page'),
  );
const ownedCount = (status: boolean) =>
  preparedPerDb((db) =>
    db
      .select({ n: count() })
      .from(applies)
      .where(ownedWhere(status))
      .prepare(status ? 'approvals_owned_count_by_status' : 'approvals_owned_count'),
  );
// Everyone opening their request list at once: the pages asked for together are one statement.
const ownedStatements = {
  all: {
    page: batchedSelect(ownedPage(false), {
      name: 'approvals_owned_page',
      types: { eid: 'uuid', kind: 'text', limit: 'int', offset: 'int' },
    }),
    count: ownedCount(false),
  },
  byStatus: {
    page: batchedSelect(ownedPage(true), {
      name: 'approvals_owned_page_by_status',
      types: { eid: 'uuid', kind: 'text', status: 'smallint', limit: 'int', offset: 'int' },
    }),
    count: ownedCount(true),
  },
};

export async function listOwned(
  db: DbOrTx,
  kind: TApplyKind,
  eid: string,
  page: { pageIndex: number; pageSize: number; approveStatus?: number },
) {
  const statements = page.approveStatus === undefined ? ownedStatements.all : ownedStatements.byStatus;
  const offset = (page.pageIndex - 1) * page.pageSize;
  const params = { eid, kind, status: page.approveStatus };
  const rows = await statements.page(db, { ...params, limit: page.pageSize, offset });
  return withTotal(rows, offset, async () => (await statements.count(db).execute(params))[0]?.n ?? 0);
}

export async function findOverlapping(
  db: DbOrTx,
  kind: TApplyKind,
  eid: string,
  from: Date,
  to: Date,
  statuses: readonly number[],
  excludeApplyId?: string,
): Promise<ApplyRow[]> {
  if (statuses.length === 0) return [];
  const where: SQL[] = [
    eq(applies.eid, eid),
    eq(applies.kind, kind),
    inArray(applies.approveStatus, [...statuses]),
    lt(applies.startTime, to),
    gt(applies.endTime, from),
  ];
  if (excludeApplyId) where.push(ne(applies.id, excludeApplyId));
  return db
    .select()
    .from(applies)
    .where(and(...where))
    .orderBy(asc(applies.startTime));
}

export type ApproveListFilter = {
  assigneeEid: string;
  kinds: readonly TApplyKind[];
  applyNo?: string;
  empName?: string;
  categoryCode?: string;
};

function searchConditions(filter: ApproveListFilter): SQL[] {
  const where: SQL[] = [inArray(approvalTasks.kind, [...filter.kinds])];
  if (filter.applyNo) where.push(ilike(applies.applyNo, likeContains(filter.applyNo)));
  if (filter.empName) where.push(ilike(employees.employeeName, likeContains(filter.empName)));
  if (filter.categoryCode) where.push(eq(applies.categoryCode, filter.categoryCode));
  return where;
}

/**
 * What an approver's list item shows of a request: its header columns, not the process facts
 * (a jsonb parsed per row), ids and timestamps the list never shows.
 */
const listApplyColumns = {
  id: applies.id,
  kind: applies.kind,
  categoryNames: applies.categoryNames,
  categoryCode: applies.categoryCode,
  applyNo: applies.applyNo,
  approveStatus: applies.approveStatus,
  startTime: applies.startTime,
  endTime: applies.endTime,
  timeLength: applies.timeLength,
  timeUnit: applies.timeUnit,
  submittedAt: applies.submittedAt,
};
export type ListApply = Pick<ApplyRow, keyof typeof listApplyColumns>;

const listColumns = {
  apply: listApplyColumns,
  empName: employees.employeeName,
  empNo: employees.employeeNo,
};

/**
 * The approver's tasks, joined to their requests and applicants only when a search reads their
 * columns: without one, a page or a count is taken from the tasks alone (their kind is on the
 * task), and only the page's rows are joined afterwards.
 */
function searchable<Q extends PgSelect>(query: Q, searched: boolean): Q {
  if (!searched) return query;
  return query
    .innerJoin(applies, eq(applies.id, approvalTasks.applyId))
    .innerJoin(employees, eq(employees.eid, applies.eid)) as unknown as Q;
}

/**
 * The tasks of one status of the approver, without a search (what the approver opens): prepared,
 * the kinds as one comma-separated parameter (a text, so that the lists asked for together batch as
 * one statement).
 */
const unfilteredFor = (status: TaskStatus) =>
  and(
    eq(approvalTasks.assigneeEid, sql.placeholder('eid')),
    eq(approvalTasks.status, status),
    sql`${approvalTasks.kind} = any(string_to_array(${sql.placeholder('kinds')}::text, ','))`,
  );
const unfilteredTypes = { eid: 'uuid', kinds: 'text', limit: 'int', offset: 'int' } as const;

/**
 * One approver tab: without a search, its page (prepared and batched) and count (prepared); with a
 * search, both built for the call, on the same conditions plus the search's.
 */
function approverTab<R extends { total: number }>(tab: {
  status: TaskStatus;
  pages: (db: DbOrTx, params: { eid: string; kinds: string; limit: number; offset: number }) => Promise<R[]>;
  count: (db: DbOrTx, params: { eid: string; kinds: string }) => Promise<number>;
  searched: (db: DbOrTx, condition: SQL | undefined, limit: number, offset: number) => Promise<R[]>;
  searchedCount: (db: DbOrTx, condition: SQL | undefined) => Promise<number>;
}) {
  return async (db: DbOrTx, filter: ApproveListFilter, limit: number, offset: number) => {
    if (filter.kinds.length === 0) return { rows: [], totalCount: 0 };
    if (!filter.applyNo && !filter.empName && !filter.categoryCode) {
      const params = { eid: filter.assigneeEid, kinds: filter.kinds.join(',') };
      const rows = await tab.pages(db, { ...params, limit, offset });
      return withTotal(rows, offset, () => tab.count(db, params));
    }
    const condition = and(
      eq(approvalTasks.assigneeEid, filter.assigneeEid),
      eq(approvalTasks.status, tab.status),
      ...searchConditions(filter),
    );
    const rows = await tab.searched(db, condition, limit, offset);
    return withTotal(rows, offset, () => tab.searchedCount(db, condition));
  };
}

/**
 * My open tasks (pending tab) without a search, newest task first, over approval_tasks_assignee_idx.
 * The page is taken from the tasks alone (with the total as `count(*) over ()`), then its rows are
 * joined to their requests and applicants: joining all of a busy approver's open tasks first cost
 * PostgreSQL twice as much for the same ten rows.
 */
function pendingPageQuery(db: DbOrTx, condition: SQL | undefined, limit: Placeholder, offset: Placeholder) {
  const page = db
    .select({
      taskId: sql<string>`${approvalTasks.id}`.as('page_task_id'),
      applyId: sql<string>`${approvalTasks.applyId}`.as('page_apply_id'),
      createdAt: sql<Date>`${approvalTasks.createdAt}`.as('page_created_at'),
      total: sql<number>`count(*) over ()`.as('page_total'),
    })
    .from(approvalTasks)
    .where(condition)
    .orderBy(desc(approvalTasks.createdAt), desc(approvalTasks.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...listColumns, taskId: page.taskId, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(applies, eq(applies.id, page.applyId))
    .innerJoin(employees, eq(employees.eid, applies.eid))
    .orderBy(desc(page.createdAt), desc(page.taskId));
}

/**
 * My open tasks searched by request number, applicant or category: one join, planned for the call
 * (a page over the tasks joined twice took PostgreSQL longer to plan than to run).
 */
const pendingSearched = (db: DbOrTx, condition: SQL | undefined, limit: number, offset: number) =>
  db
    .select({ ...listColumns, taskId: approvalTasks.id, total: pageTotal })
    .from(approvalTasks)
    .innerJoin(applies, eq(applies.id, approvalTasks.applyId))
    .innerJoin(employees, eq(employees.eid, applies.eid))
    .where(condition)
    .orderBy(desc(approvalTasks.createdAt), desc(approvalTasks.id))
    .limit(limit)
    .offset(offset);
const pendingTotal = (db: DbOrTx, condition: SQL | undefined, searched: boolean) =>
  searchable(db.select({ n: count() }).from(approvalTasks).$dynamic(), searched).where(condition);

const pendingPages = batchedSelect(
  preparedPerDb((db) =>
    pendingPageQuery(
      db,
      unfilteredFor(TaskStatus.Open),
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare('approvals_pending_page'),
  ),
  { name: 'approvals_pending_page', types: unfilteredTypes },
);
const pendingCount = preparedPerDb((db) =>
  pendingTotal(db, unfilteredFor(TaskStatus.Open), false).prepare('approvals_pending_count'),
);

export const pendingTasks = approverTab({
  status: TaskStatus.Open,
  pages: pendingPages,
  count: async (db, params) => (await pendingCount(db).execute(params))[0]?.n ?? 0,
  searched: pendingSearched,
  searchedCount: async (db, condition) => (await pendingTotal(db, condition, true))[0]?.n ?? 0,
});

/**
 * Requests I acted on (processed tab): one row per request, my newest action first. The page is
 * taken from the tasks grouped by request alone (with the total as `count(*) over ()`), and only
 * its rows are joined to their requests and applicants: grouping by every column of the request
 * and person made PostgreSQL sort all of a busy approver's acted tasks (95-130 ms at 4,250).
 */
function processedQuery(
  db: DbOrTx,
  condition: SQL | undefined,
  searched: boolean,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const lastActed = sql<Date>`max(${approvalTasks.actedAt})`;
  const page = searchable(
    db
      .select({
        applyId: sql<string>`${approvalTasks.applyId}`.as('page_apply_id'),
        lastActed: lastActed.as('page_last_acted'),
        total: sql<number>`count(*) over ()`.as('page_total'),
      })
      .from(approvalTasks)
      .$dynamic(),
    searched,
  )
    .where(condition)
    .groupBy(approvalTasks.applyId)
    .orderBy(desc(lastActed), desc(approvalTasks.applyId))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...listColumns, lastActed: page.lastActed, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(applies, eq(applies.id, page.applyId))
    .innerJoin(employees, eq(employees.eid, applies.eid))
    .orderBy(desc(page.lastActed), desc(applies.id));
}
const processedTotal = (db: DbOrTx, condition: SQL | undefined, searched: boolean) =>
  searchable(
    db
      .select({ n: sql<number>`count(distinct ${approvalTasks.applyId})::int` })
      .from(approvalTasks)
      .$dynamic(),
    searched,
  ).where(condition);

/** The processed tab without a search: prepared, and the tabs asked for together are one statement. */
const processedPages = batchedSelect(
  preparedPerDb((db) =>
    processedQuery(
      db,
      unfilteredFor(TaskStatus.Acted),
      false,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare('approvals_processed_page'),
  ),
  { name: 'approvals_processed_page', types: unfilteredTypes },
);
const processedCount = preparedPerDb((db) =>
  processedTotal(db, unfilteredFor(TaskStatus.Acted), false).prepare('approvals_processed_count'),
);

export const processedApplies = approverTab({
  status: TaskStatus.Acted,
  pages: processedPages,
  count: async (db, params) => (await processedCount(db).execute(params))[0]?.n ?? 0,
  searched: (db, condition, limit, offset) => processedQuery(db, condition, true, limit, offset),
  searchedCount: async (db, condition) => (await processedTotal(db, condition, true))[0]?.n ?? 0,
});

/**
 * My open tasks per request kind and the requests I acted on, in one statement over
 * approval_tasks_assignee_apply_idx (hot at 9:00: the hub, the query home and the home tile).
 */
export async function approvalCounts(
  db: DbOrTx,
  eid: string,
): Promise<{ byKind: Map<string, number>; processed: number }> {
  const rows = await approvalCountsOf(db, { eid });
  const byKind = new Map<string, number>();
  let processed = 0;
  for (const row of rows) {
    if (row.pending > 0) byKind.set(row.kind, row.pending);
    processed += row.processed;
  }
  return { byKind, processed };
}
const approvalCountsStatement = preparedPerDb((db) =>
  db
    .select({
      kind: approvalTasks.kind,
      pending: sql<number>`count(*) filter (where ${approvalTasks.status} = ${TaskStatus.Open})`.mapWith(
        Number,
      ),
      // A request has one kind, so the per-kind distinct counts add up to the distinct total.
      processed:
        sql<number>`count(distinct ${approvalTasks.applyId}) filter (where ${approvalTasks.status} = ${TaskStatus.Acted})`.mapWith(
          Number,
        ),
    })
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.assigneeEid, sql.placeholder('eid')),
        inArray(approvalTasks.status, [TaskStatus.Open, TaskStatus.Acted]),
      ),
    )
    .groupBy(approvalTasks.kind)
    .prepare('approvals_counts'),
);

// Everyone's home tile at 9:00: the counts asked for together are one statement.
const approvalCountsOf = batchedSelect(approvalCountsStatement, {
  name: 'approvals_counts',
  types: { eid: 'uuid' },
});

/** applyNo of those requests the person owns or holds or held a task on. */
export async function applyNosVisibleTo(
  db: DbOrTx,
  applyIds: readonly string[],
  eid: string,
): Promise<Map<string, string>> {
  if (applyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ id: applies.id, applyNo: applies.applyNo })
    .from(applies)
    .leftJoin(approvalTasks, and(eq(approvalTasks.applyId, applies.id), eq(approvalTasks.assigneeEid, eid)))
    .where(
      and(
        inArray(applies.id, [...applyIds]),
        sql`(${applies.eid} = ${eid} or ${approvalTasks.id} is not null)`,
      ),
    );
  return new Map(rows.map((row) => [row.id, row.applyNo]));
}
