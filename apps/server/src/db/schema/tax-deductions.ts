import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/*
 * Special additional deductions (个税专项附加扣除, spec 3 §4, §5; issue 18): one record per person and
 * tax year with its items, the person's family members (ID numbers sealed by platform/pii.ts with a
 * blind index for "ID already exists"), the vouchers (sealed file storage) and the person's own tax
 * contact details.
 */

/** draft -> submitted (locked) -> reported (HR accepted) | returned (editable, with a note). */
export const taxDeductionRecords = pgTable(
  'tax_deduction_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    year: smallint('year').notNull(),
    status: text('status').notNull().default('draft'),
    /** employer (withheld monthly) or self (annual settlement); locked once confirmed. */
    method: text('method'),
    methodConfirmedAt: timestamp('method_confirmed_at', { withTimezone: true }),
    /** YYYY-MM: the payroll month the last submit counts from (the cut-off on the 15th). */
    effectiveMonth: text('effective_month'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    returnNote: text('return_note'),
    decidedBy: uuid('decided_by').references(() => employees.eid),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_deduction_records_eid_year_uq').on(t.eid, t.year),
    index('tax_deduction_records_company_idx').on(t.companyId, t.status, t.submittedAt),
    check(
      'tax_deduction_records_status_ck',
      sql`${t.status} in ('draft', 'submitted', 'reported', 'returned')`,
    ),
    check('tax_deduction_records_method_ck', sql`${t.method} is null or ${t.method} in ('employer', 'self')`),
  ],
);

/** One deduction of a record; `data` holds the fields of its kind as the shared rules kept them. */
export const taxDeductionItems = pgTable(
  'tax_deduction_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => taxDeductionRecords.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The form's key: a repeated add answers the first item. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_deduction_items_record_idx').on(t.recordId),
    uniqueIndex('tax_deduction_items_client_key_uq').on(t.recordId, t.clientKey),
  ],
);

/** The person's family members (memberFamily): children, spouse, parents. */
export const taxFamilyMembers = pgTable(
  'tax_family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    nameSealed: text('name_sealed').notNull(),
    relation: text('relation').notNull(),
    idType: text('id_type').notNull(),
    idNumberSealed: text('id_number_sealed').notNull(),
    /** Blind index of the ID number: unique among the person's live members. */
    idNumberHash: text('id_number_hash').notNull(),
    birthDate: text('birth_date').notNull(),
    nationality: text('nationality').notNull(),
    phoneSealed: text('phone_sealed').notNull(),
    email: text('email').notNull().default(''),
    addressSealed: text('address_sealed'),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tax_family_members_eid_idx').on(t.eid),
    uniqueIndex('tax_family_members_id_uq').on(t.eid, t.idNumberHash).where(sql`${t.deletedAt} is null`),
    uniqueIndex('tax_family_members_client_key_uq').on(t.eid, t.clientKey),
  ],
);

/** Images proving an item (relatedVouchers), bytes sealed in the file storage. */
export const taxDeductionVouchers = pgTable(
  'tax_deduction_vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => taxDeductionItems.id, { onDelete: 'cascade' }),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_deduction_vouchers_item_idx').on(t.itemId)],
);

/** The person's own tax contact details (myOperation), sealed. */
export const taxPayerInfos = pgTable('tax_payer_infos', {
  eid: uuid('eid')
    .primaryKey()
    .references(() => employees.eid, { onDelete: 'cascade' }),
  phoneSealed: text('phone_sealed'),
  email: text('email').notNull().default(''),
  addressSealed: text('address_sealed'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
