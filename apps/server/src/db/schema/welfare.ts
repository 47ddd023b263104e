import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import type { TLocalizedNames } from './approvals';
import { companies } from './organization';

/**
 * Welfare rights (issue 16; spec 3 §2.6 rights, Myrights, rightsDetails, Welfarereceipt): the
 * benefits a client company grants its employees for a year, claimed once per employee in a claim
 * window; partner offers (Preferential, elife, eShow); the welfare menu (spec 3 §2.5: menu_name,
 * imagePath, color). Money is integer fen. Pictures are `icon:<name>` (drawn by the web) or shop
 * picture paths.
 */

/**
 * A right. `employeeTypes` null: every employee of the company; otherwise only those types. A 'gift'
 * right offers packages (welfare_right_packages) by express (`allowExpress`) and/or at the company's
 * pickup point (`pickupPoint` set); a 'voucher' right issues a code valid until `voucherValidTo`.
 */
export const welfareRights = pgTable(
  'welfare_rights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    year: smallint('year').notNull(),
    /** 'gift' | 'voucher' (WELFARE_RIGHT_KINDS). */
    kind: text('kind').notNull(),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    descriptions: jsonb('descriptions').$type<TLocalizedNames>().notNull(),
    /** A voucher's value; a gift's value is its package's. */
    valueFen: integer('value_fen').notNull().default(0),
    employeeTypes: text('employee_types').array(),
    claimFrom: timestamp('claim_from', { withTimezone: true }).notNull(),
    claimTo: timestamp('claim_to', { withTimezone: true }).notNull(),
    allowExpress: boolean('allow_express').notNull().default(true),
    pickupPoint: jsonb('pickup_point').$type<TLocalizedNames>(),
    voucherPrefix: text('voucher_prefix'),
    voucherValidTo: date('voucher_valid_to'),
    imagePath: text('image_path').notNull(),
    color: text('color').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('welfare_rights_company_year_idx').on(t.companyId, t.year),
    check('welfare_rights_kind_ck', sql`${t.kind} in ('gift', 'voucher')`),
    check('welfare_rights_value_ck', sql`${t.valueFen} >= 0`),
    check('welfare_rights_window_ck', sql`${t.claimFrom} <= ${t.claimTo}`),
  ],
);

/**
 * A package of a gift right. `stock` null: no limit; otherwise `claimedCount` is taken in the same
 * conditional UPDATE that checks it, so concurrent claims never oversell (the check backs it up).
 */
export const welfareRightPackages = pgTable(
  'welfare_right_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rightId: uuid('right_id')
      .notNull()
      .references(() => welfareRights.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    contents: jsonb('contents').$type<TLocalizedNames>().notNull(),
    valueFen: integer('value_fen').notNull(),
    stock: integer('stock'),
    claimedCount: integer('claimed_count').notNull().default(0),
    imagePath: text('image_path').notNull(),
    color: text('color').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('welfare_right_packages_right_idx').on(t.rightId, t.sort),
    check('welfare_right_packages_value_ck', sql`${t.valueFen} >= 0`),
    check(
      'welfare_right_packages_stock_ck',
      sql`${t.claimedCount} >= 0 and (${t.stock} is null or ${t.claimedCount} <= ${t.stock})`,
    ),
  ],
);

/**
 * An employee's claim of a right: at most one per employee and right (unique index), so a double
 * tap or twenty concurrent submits make one claim. The address is copied in (later edits of the
 * address book do not change a shipped gift). `status` WELFARE_CLAIM_STATUS.
 */
export const welfareClaims = pgTable(
  'welfare_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rightId: uuid('right_id')
      .notNull()
      .references(() => welfareRights.id),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid),
    packageId: uuid('package_id').references(() => welfareRightPackages.id),
    receiptNo: text('receipt_no').notNull(),
    /** 'express' | 'pickup' | 'voucher'. */
    delivery: text('delivery').notNull(),
    valueFen: integer('value_fen').notNull(),
    consignee: text('consignee'),
    tel: text('tel'),
    province: text('province'),
    city: text('city'),
    area: text('area'),
    streetName: text('street_name'),
    pickupPoint: jsonb('pickup_point').$type<TLocalizedNames>(),
    voucherCode: text('voucher_code'),
    voucherValidTo: date('voucher_valid_to'),
    status: smallint('status').notNull(),
    expressCompany: text('express_company'),
    expressNumber: text('express_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** HR who shipped or handed it over. */
    handledBy: uuid('handled_by').references(() => employees.eid),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('welfare_claims_right_eid_uq').on(t.rightId, t.eid),
    uniqueIndex('welfare_claims_receipt_no_uq').on(t.receiptNo),
    uniqueIndex('welfare_claims_voucher_code_uq').on(t.voucherCode),
    index('welfare_claims_eid_idx').on(t.eid, t.claimedAt),
    index('welfare_claims_right_status_idx').on(t.rightId, t.status),
    check('welfare_claims_delivery_ck', sql`${t.delivery} in ('express', 'pickup', 'voucher')`),
    check('welfare_claims_status_ck', sql`${t.status} between 1 and 4`),
  ],
);

/**
 * A partner merchant's offer on one of the three pages ('preferential' | 'elife' | 'eshow').
 * `companyId` null: for every client company. Shown from `validFrom` to `validTo` (dates).
 */
export const welfareOffers = pgTable(
  'welfare_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    page: text('page').notNull(),
    partnerNames: jsonb('partner_names').$type<TLocalizedNames>().notNull(),
    titles: jsonb('titles').$type<TLocalizedNames>().notNull(),
    discounts: jsonb('discounts').$type<TLocalizedNames>().notNull(),
    usages: jsonb('usages').$type<TLocalizedNames>().notNull(),
    code: text('code'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    imagePath: text('image_path').notNull(),
    color: text('color').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('welfare_offers_page_idx').on(t.page, t.validTo),
    check('welfare_offers_page_ck', sql`${t.page} in ('preferential', 'elife', 'eshow')`),
  ],
);

/** The welfare home's menu (spec 3 §2.5). `companyId` null: every company. */
export const welfareMenuItems = pgTable(
  'welfare_menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    /** menu_name in zh/en/ja. */
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    imagePath: text('image_path').notNull(),
    color: text('color').notNull(),
    menuUrl: text('menu_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('welfare_menu_items_company_idx').on(t.companyId, t.sort)],
);

/**
 * HR's reads of an employee's full delivery address (the claim list shows it to ship by express):
 * recorded per claim and read (PIPL), without copying the address itself.
 */
export const welfareAddressReads = pgTable(
  'welfare_address_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => welfareClaims.id),
    readerEid: uuid('reader_eid')
      .notNull()
      .references(() => employees.eid),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('welfare_address_reads_claim_idx').on(t.claimId, t.readAt)],
);
