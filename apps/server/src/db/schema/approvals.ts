import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/** Names of a category in the three catalogue languages, kept on the header for cross-kind lists. */
export type TLocalizedNames = { zh: string; en: string; ja: string };

/**
 * The apply header shared by every request kind (spec 1 §3: applyId, eid, categoryId,
 * approveStatus, applyNo, taskId, loginEid). A request module keeps its own fields in its own table
 * keyed by `apply_id`; the workflow engine owns this row, its tasks and its audit trail.
 */
export const applies = pgTable(
  'applies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Request kind: leave, overtime, outing, trip, maternity, makeupClock, overtimeCancel, outingCancel. */
    kind: text('kind').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The applicant (owner). */
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    /** Who created the row (spec's loginEid). */
    loginEid: uuid('login_eid')
      .notNull()
      .references(() => employees.eid),
    categoryId: uuid('category_id'),
    categoryCode: text('category_code').notNull().default(''),
    categoryNames: jsonb('category_names').$type<TLocalizedNames>().notNull(),
    /** Human-readable, unique: kind prefix + date + sequence (e.g. QJ20261125-0001). */
    applyNo: text('apply_no').notNull(),
    /** 0 draft, 1 in approval, 2 approved, 3 rejected. */
    approveStatus: smallint('approve_status').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    timeLength: numeric('time_length', { precision: 10, scale: 2 }),
    /** 1 day, 0 hour (spec 1 §9 uom). */
    timeUnit: smallint('time_unit'),
    /** Facts the process definition was evaluated on at submit (e.g. days), for the record. */
    processFacts: jsonb('process_facts').$type<Record<string, unknown>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Numbers are counted per company (apply_sequences), so they are unique within one.
    uniqueIndex('applies_company_apply_no_uq').on(t.companyId, t.applyNo),
    index('applies_owner_kind_idx').on(t.eid, t.kind, t.createdAt),
    index('applies_owner_time_idx').on(t.eid, t.kind, t.startTime),
    index('applies_company_kind_idx').on(t.companyId, t.kind, t.approveStatus),
    check('applies_status_ck', sql`${t.approveStatus} between 0 and 3`),
  ],
);

/**
 * Per company, prefix and day, the last sequence number handed out for applyNo. Keyed by company so
 * that one company's requests never wait on another's counter (its row is locked until the
 * numbering transaction commits).
 */
export const applySequences = pgTable(
  'apply_sequences',
  {
    companyId: uuid('company_id').notNull(),
    prefix: text('prefix').notNull(),
    day: date('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.prefix, t.day] })],
);

/**
 * One approver's task on one step. A step of mode `any` closes when one assignee acts; mode `all`
 * (countersign) waits for every assignee. status: 0 open, 1 acted, 2 closed without acting.
 */
export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applyId: uuid('apply_id')
      .notNull()
      .references(() => applies.id, { onDelete: 'cascade' }),
    /**
     * The request's kind, copied from it when the task is made (a request's kind never changes):
     * the approver's lists and counts pick and group their tasks by kind without reading requests.
     */
    kind: text('kind').notNull(),
    stepIndex: smallint('step_index').notNull(),
    /** The step's activity key (manager, departmentHead, hr ...), translated for display. */
    activity: text('activity').notNull(),
    mode: text('mode').notNull(),
    assigneeEid: uuid('assignee_eid')
      .notNull()
      .references(() => employees.eid),
    status: smallint('status').notNull().default(0),
    action: text('action'),
    comment: text('comment'),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pending tab and counts: the approver's open tasks of the asked kinds, newest first.
    index('approval_tasks_assignee_idx').on(t.assigneeEid, t.status, t.kind, t.createdAt),
    // Processed tab and the counts by kind: the approver's tasks by request, read from the index alone.
    index('approval_tasks_assignee_apply_idx').on(t.assigneeEid, t.status, t.kind, t.applyId, t.actedAt),
    index('approval_tasks_apply_idx').on(t.applyId, t.stepIndex),
    // The daily reminder looks for tasks open since before a cut-off; open tasks are few.
    index('approval_tasks_open_since_idx').on(t.createdAt).where(sql`${t.status} = 0`),
    check('approval_tasks_status_ck', sql`${t.status} between 0 and 2`),
  ],
);

/** What happened to a request, written in the same transaction as the change (spec 1 §3 trail). */
export const auditTrails = pgTable(
  'audit_trails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applyId: uuid('apply_id')
      .notNull()
      .references(() => applies.id, { onDelete: 'cascade' }),
    /** submit, agree, reject, recall. */
    operation: text('operation').notNull(),
    operatorEid: uuid('operator_eid')
      .notNull()
      .references(() => employees.eid),
    activity: text('activity').notNull(),
    comments: text('comments').notNull().default(''),
    operatedAt: timestamp('operated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_trails_apply_idx').on(t.applyId, t.operatedAt)],
);

/** In-app messages: the next approver is told of a task, the applicant of a decision. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    /** A message key of the shared catalogue and its parameters: shown in the reader's language. */
    titleKey: text('title_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    applyId: uuid('apply_id').references(() => applies.id, { onDelete: 'cascade' }),
    /** Page to open from the message. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_eid_idx').on(t.eid, t.createdAt),
    // The unread badge counts only unread rows; through notifications_eid_idx it visited every one.
    index('notifications_unread_idx').on(t.eid).where(sql`${t.readAt} is null`),
    // Retention deletes by age across everyone (spec 3 §9: messages kept six months).
    index('notifications_created_idx').on(t.createdAt),
  ],
);
