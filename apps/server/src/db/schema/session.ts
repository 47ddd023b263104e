import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './account';

/** One row per visit to a feature (GET /api/CIICEService/AccessRecord). */
export const accessRecords = pgTable(
  'access_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    type: text('type').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('access_records_eid_at_idx').on(t.eid, t.at)],
);
