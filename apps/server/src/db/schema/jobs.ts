import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The job queue of the embedded database (PGlite). On PostgreSQL pg-boss keeps its own tables in
 * the `pgboss` schema and these stay empty: PGlite is one process, so a polled table is enough there.
 * state: created (waiting for start_after), active, completed, failed.
 */
export const embeddedJobs = pgTable(
  'embedded_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    data: jsonb('data').$type<unknown>().notNull().default({}),
    /** Sends with the same name and key collapse into one while one of them is waiting. */
    singletonKey: text('singleton_key'),
    state: text('state').notNull().default('created'),
    startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
    /** Runs started, the first included. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('embedded_jobs_due_idx').on(t.startAfter).where(sql`${t.state} = 'created'`),
    uniqueIndex('embedded_jobs_singleton_uq')
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} = 'created' and ${t.singletonKey} is not null`),
  ],
);

/** Recurring jobs of the embedded queue and the last cron time each was sent for. */
export const embeddedJobSchedules = pgTable('embedded_job_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  timeZone: text('time_zone').notNull(),
  data: jsonb('data').$type<unknown>().notNull().default({}),
  lastSentFor: timestamp('last_sent_for', { withTimezone: true }),
});
