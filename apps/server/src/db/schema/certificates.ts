import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { applies } from './approvals';
import { companies } from './organization';

/**
 * Pickup points (spec 3 §3 "Pickup point"): where certificates are collected. address_type 1 for
 * proofs (on-job, income), 2 for the resignation certificate (GetExtraction?addressType).
 */
export const certificateExtractions = pgTable(
  'certificate_extractions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    addressType: smallint('address_type').notNull(),
    extractionName: text('extraction_name').notNull(),
    contacts: text('contacts').notNull(),
    phone: text('phone').notNull(),
    extractionAddress: text('extraction_address').notNull(),
    workTime: text('work_time').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('certificate_extractions_type_idx').on(t.addressType, t.sort),
    check('certificate_extractions_type_ck', sql`${t.addressType} in (1, 2)`),
  ],
);

/**
 * A certificate request: the certificate-specific part of an apply of kind `certificate` (the
 * approvals engine keeps the header, the HR task and the trail). The recipient of a courier
 * delivery is personal data: name, phone and address are sealed together (platform/pii.ts); the
 * province stays plain for the fee. One open request (states 1 to 3) per person and type: the
 * partial unique index refuses a second one even under concurrent submits.
 */
export const certificateRequests = pgTable(
  'certificate_requests',
  {
    applyId: uuid('apply_id')
      .primaryKey()
      .references(() => applies.id, { onDelete: 'cascade' }),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** 1 on-the-job, 2 resignation, 3 income. */
    type: smallint('type').notNull(),
    /** 1 courier (to pay), 2 self-pickup. */
    mode: smallint('mode').notNull(),
    /** CERTIFICATE_STATES: 1 approving .. 7 withdrawn. */
    state: smallint('state').notNull().default(1),
    /** The address-book entry chosen (a snapshot is kept: the entry may change later). */
    addressId: uuid('address_id'),
    province: text('province').notNull().default(''),
    /** Sealed JSON {name, tel, address, zipCode} of a courier delivery. */
    recipientSealed: text('recipient_sealed'),
    extractionId: uuid('extraction_id').references(() => certificateExtractions.id),
    extractionDate: date('extraction_date'),
    feeFen: integer('fee_fen').notNull().default(0),
    promisedDate: date('promised_date').notNull(),
    trackingNo: text('tracking_no').notNull().default(''),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificate_requests_open_uq').on(t.eid, t.type).where(sql`${t.state} in (1, 2, 3)`),
    index('certificate_requests_eid_idx').on(t.eid, t.createdAt),
    index('certificate_requests_company_idx').on(t.companyId, t.state),
    check('certificate_requests_type_ck', sql`${t.type} in (1, 2, 3)`),
    check('certificate_requests_mode_ck', sql`${t.mode} in (1, 2)`),
    check('certificate_requests_state_ck', sql`${t.state} between 1 and 7`),
  ],
);

/** The leave receipt handleFire records once per person holding af_service (spec 3 §6, §7). */
export const leaveReceipts = pgTable('leave_receipts', {
  eid: uuid('eid')
    .primaryKey()
    .references(() => employees.eid),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
