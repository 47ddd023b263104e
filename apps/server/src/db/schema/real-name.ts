import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './account';

/*
 * Real-name verification and the e-signature (spec 3 §2.6 "Real-name", §4: both are required
 * before special additional deductions; issue 18). A verification is a bank-card four-element check
 * (name, ID number, card, reserved mobile) by a provider (modules/real-name). The values are
 * sealed by platform/pii.ts; only the card's last four digits are kept plain for display.
 */

/** One attempt; the latest `verified` row is the person's real-name status. */
export const realNameVerifications = pgTable(
  'real_name_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    /** pending (sent to the provider), verified, failed. */
    status: text('status').notNull(),
    nameSealed: text('name_sealed').notNull(),
    idNumberSealed: text('id_number_sealed').notNull(),
    /** Blind index of the ID number (platform/pii.ts), for "ID already verified by someone else". */
    idNumberHash: text('id_number_hash').notNull(),
    bankCardSealed: text('bank_card_sealed').notNull(),
    bankCardLast4: text('bank_card_last4').notNull(),
    mobileSealed: text('mobile_sealed').notNull(),
    /** The provider's name and its reference of the check. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** A key of the shared message catalogue when failed. */
    failureReason: text('failure_reason'),
    /** The day (company time zone) the attempt counts against the daily limit. */
    attemptDay: date('attempt_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('real_name_verifications_eid_idx').on(t.eid, t.createdAt),
    index('real_name_verifications_id_hash_idx').on(t.idNumberHash),
    check('real_name_verifications_status_ck', sql`${t.status} in ('pending', 'verified', 'failed')`),
  ],
);

/** A document the person signed electronically after real-name verification (e.g. the deduction authorisation). */
export const eSignatures = pgTable(
  'e_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    /** Which document (e.g. taxDeductionAuthorization) and which version of its text. */
    document: text('document').notNull(),
    version: text('version').notNull(),
    /** The verification the signature rests on. */
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => realNameVerifications.id),
    /** SHA-256 of the signed text (what was shown), so the signature can be proven later. */
    textHash: text('text_hash').notNull(),
    /** The handwritten signature image in sealed file storage, when one was drawn. */
    imageKey: text('image_key'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('e_signatures_eid_idx').on(t.eid, t.document)],
);
