import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './account';

/*
 * Registration, forgotten password and password change (issue 18, spec 3 §5 "Account and login").
 * Codes and their counters know a mobile only by its blind index (platform/pii.ts blindIndex) and a
 * code only by a keyed hash (HMAC with the same key), so a dump of them reveals neither.
 */

/** The live verification code of one mobile for one purpose: a new code replaces the old one. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    /** 'reset' (forgotten password) or 'register' (activation). */
    purpose: text('purpose').notNull(),
    mobileHash: text('mobile_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used: single use. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.mobileHash] })],
);

/**
 * Fixed-window counters of code requests (per mobile per hour and per day, per address per hour)
 * and of wrong codes (per mobile per business day). Each key names its window; rows go once expired.
 * Incremented with one conditional upsert, so every instance sees the same count.
 */
export const smsCounters = pgTable(
  'sms_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_counters_expires_idx').on(t.expiresAt)],
);

/**
 * An account HR created without a password: it cannot log in until its owner proves the mobile by
 * SMS code and chooses a password (/Userregistrationprotocol, /Password). No row: an ordinary
 * account (or a new hire, who registers through the invitation of modules/new-hire).
 */
export const accountActivations = pgTable(
  'account_activations',
  {
    eid: uuid('eid')
      .primaryKey()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    /** The mobile HR registered (plain like employee_profiles.phone_number; shown masked). */
    mobile: text('mobile').notNull(),
    /** Null until the owner set the password. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_activations_mobile_uq').on(t.mobile)],
);

/**
 * Every token of the user issued up to `revokedBefore` is refused (a password reset or change), but
 * the session `keptJti` (the one that changed the password) stays.
 */
export const sessionCutoffs = pgTable('session_cutoffs', {
  eid: uuid('eid')
    .primaryKey()
    .references(() => employees.eid, { onDelete: 'cascade' }),
  revokedBefore: timestamp('revoked_before', { withTimezone: true, precision: 3 }).notNull(),
  keptJti: uuid('kept_jti'),
});
