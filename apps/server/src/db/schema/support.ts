import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/**
 * Customer service (issue 18, spec 3 §2.6 /Mycustomerservice, /Satisfactionscore, /ServiceTickets):
 * a ticket is a request for a human agent (in hours) or a message left after hours.
 */
export const serviceTickets = pgTable(
  'service_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    ticketNo: text('ticket_no').notNull().unique(),
    /** 'open' | 'answered'. */
    status: text('status').notNull().default('open'),
    afterHours: boolean('after_hours').notNull().default(false),
    question: text('question').notNull().default(''),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => employees.eid),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    score: integer('score'),
    comment: text('comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_tickets_company_idx').on(t.companyId, t.status, t.createdAt),
    index('service_tickets_eid_idx').on(t.eid, t.createdAt),
    // One open ticket per person: a second "9" adds to it.
    uniqueIndex('service_tickets_one_open_uq').on(t.eid).where(sql`${t.status} = 'open'`),
    check('service_tickets_status_ck', sql`${t.status} in ('open', 'answered')`),
    check('service_tickets_score_ck', sql`${t.score} is null or ${t.score} between 1 and 5`),
  ],
);

/**
 * The chat of a person with the service: their own lines, the bot's (a message key and parameters,
 * shown in the reader's language) and the agent's answers.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the lines (several share a moment: a line and the bot's answer). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    /** 'user' | 'bot' | 'agent'. */
    sender: text('sender').notNull(),
    /** The client's id of a user line: a resend is recognised. */
    clientMsgId: uuid('client_msg_id'),
    body: text('body').notNull().default(''),
    messageKey: text('message_key'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** A bot line: what the input offers next ('menu' | 'text'). */
    expects: text('expects'),
    ticketId: uuid('ticket_id').references(() => serviceTickets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_eid_idx').on(t.eid, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.eid, t.clientMsgId),
    check('chat_messages_sender_ck', sql`${t.sender} in ('user', 'bot', 'agent')`),
  ],
);

/** Employee tests published by HR: texts per language ({zh, en, ja}). companyId null: every company. */
export const employeeTests = pgTable('employee_tests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').references(() => companies.id),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testQuestions = pgTable(
  'test_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => employeeTests.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    /** 'single' | 'multiple'. */
    kind: text('kind').notNull(),
    text: jsonb('text').$type<Record<string, string>>().notNull(),
    options: jsonb('options').$type<{ key: string; text: Record<string, string> }[]>().notNull(),
    correct: jsonb('correct').$type<string[]>().notNull(),
  },
  (t) => [index('test_questions_test_idx').on(t.testId, t.sort)],
);

/** The first submitted result of a person for a test is kept (primary key: one per person). */
export const testResults = pgTable(
  'test_results',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => employeeTests.id, { onDelete: 'cascade' }),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    score: integer('score').notNull(),
    correctCount: integer('correct_count').notNull(),
    total: integer('total').notNull(),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.eid] })],
);
