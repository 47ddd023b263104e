import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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

/*
 * Onboarding data of an employee (spec 3 §2.1, §3 "Employee base eb", "Employee other eo",
 * "Household info", "Household address"), filled by the employee (/Entrymanagement and its
 * sub-screens) or by a new hire before the first login (/EntryRegistrationForm), reviewed by HR.
 *
 * Columns ending in `_sealed` hold personal data sealed by platform/pii.ts (AES-256-GCM, key from
 * the environment): ID numbers, household and residential street and detailed address, children's
 * names and birthdays. A `_hash` column is the blind index of the sealed value beside it (equality
 * look-ups only). Codes (nation, political status, ...) are the shared option codes of
 * packages/shared/src/onboarding/options.ts.
 */

/** One row per employee: base info, other info, household info and both addresses. */
export const employeeProfiles = pgTable(
  'employee_profiles',
  {
    eid: uuid('eid')
      .primaryKey()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    // Employee base (eb).
    formerName: text('former_name').notNull().default(''),
    /** 1 man, 2 woman (spec 3 §2.1). */
    gender: smallint('gender'),
    nation: text('nation'),
    political: text('political'),
    highestDegree: text('highest_degree'),
    /** Health state code (5 levels). */
    health: text('health'),
    email: text('email').notNull().default(''),
    /** The employee's own mobile as HR knows it (shown read-only on the form). */
    phoneNumber: text('phone_number').notNull().default(''),
    /** Emergency contact (name and phone as typed). */
    contact: text('contact').notNull().default(''),
    idNumberSealed: text('id_number_sealed'),
    idNumberHash: text('id_number_hash'),
    /** Note on the social-security city (required when it is Shanghai, spec 3 §2.1). */
    socialCityNote: text('social_city_note').notNull().default(''),
    // Employee other (eo).
    /** married, unmarried, divorced. */
    maritalStatus: text('marital_status'),
    spouseName: text('spouse_name').notNull().default(''),
    /** husband or wife. */
    relation: text('relation'),
    childrenCount: smallint('children_count').notNull().default(0),
    isLocalHukou: boolean('is_local_hukou').notNull().default(false),
    spouseIdNumberSealed: text('spouse_id_number_sealed'),
    // Household info.
    /** Residence (hukou) switch: household registered here. */
    hukouTypeCode: text('hukou_type_code'),
    hukouCity: text('hukou_city').notNull().default(''),
    /** Urban residence switch. */
    urbanHukou: boolean('urban_hukou').notNull().default(false),
    /** Social security paid (or newly opened) here. */
    social: boolean('social').notNull().default(false),
    /** Provident fund paid here; then fundAccount (9 digits) is required. */
    fund: boolean('fund').notNull().default(false),
    fundAccount: text('fund_account').notNull().default(''),
    /** Holds a residence permit (only asked when the residence switch is off). */
    resiPermitInfo: boolean('resi_permit_info').notNull().default(false),
    /** 1 temporary residence permit, 2 residence permit. */
    resiPermitType: smallint('resi_permit_type'),
    resiPermitNoSealed: text('resi_permit_no_sealed'),
    // Household address (permanent, /AddressHome).
    hukouProvince: text('hukou_province').notNull().default(''),
    hukouCityName: text('hukou_city_name').notNull().default(''),
    hukouDistrict: text('hukou_district').notNull().default(''),
    hukouStreetSealed: text('hukou_street_sealed'),
    hukouAddressSealed: text('hukou_address_sealed'),
    hukouZip: text('hukou_zip').notNull().default(''),
    isSameAddress: boolean('is_same_address').notNull().default(false),
    // Residential address (/Residentialaddress).
    liveProvince: text('live_province').notNull().default(''),
    liveCity: text('live_city').notNull().default(''),
    liveDistrict: text('live_district').notNull().default(''),
    liveStreetSealed: text('live_street_sealed'),
    residentialAddressSealed: text('residential_address_sealed'),
    resZipCode: text('res_zip_code').notNull().default(''),
    /** The employee ticked the agreement and confirmed the form. */
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    /** Last confirmed submit of the whole form (handleHire). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => employees.eid),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employee_profiles_id_hash_idx').on(t.idNumberHash),
    // Password reset and activation find an account by its mobile (modules/account/recovery-repository.ts).
    index('employee_profiles_phone_idx').on(t.phoneNumber).where(sql`${t.phoneNumber} <> ''`),
    check('employee_profiles_gender_ck', sql`${t.gender} is null or ${t.gender} in (1, 2)`),
    check('employee_profiles_children_ck', sql`${t.childrenCount} between 0 and 4`),
    check(
      'employee_profiles_permit_type_ck',
      sql`${t.resiPermitType} is null or ${t.resiPermitType} in (1, 2)`,
    ),
  ],
);

/**
 * A child of an employee (spec 3 §2.1 /Addchildren, §3 "Child"): name and birthday sealed, the
 * proof (birth certificate) in the sealed file storage. HR reviews the proof within one working day.
 */
export const employeeChildren = pgTable(
  'employee_children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    nameSealed: text('name_sealed').notNull(),
    /** 男 or 女, stored as the two Chinese characters (spec 3 §2.1). */
    sex: text('sex').notNull(),
    /** YYYY-MM-DD, sealed. */
    birthdaySealed: text('birthday_sealed').notNull(),
    /** Key in the sealed file storage. */
    proofKey: text('proof_key'),
    proofMime: text('proof_mime'),
    /** 0 under review, 1 passed, 3 not passed (re-upload). */
    verify: smallint('verify').notNull().default(0),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => employees.eid),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** employee (/Addchildren) or newHire (/RegistrationChildren). */
    source: text('source').notNull().default('employee'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employee_children_eid_idx').on(t.eid, t.createdAt),
    check('employee_children_sex_ck', sql`${t.sex} in ('男', '女')`),
    check('employee_children_verify_ck', sql`${t.verify} in (0, 1, 3)`),
  ],
);

/**
 * Certificate photos of onboarding (spec 3 §3 "Certificate image": imageType, verify, isDelete):
 * one row per employee and image type, replaced on re-upload; the bytes in the sealed file storage.
 */
export const employeeImages = pgTable(
  'employee_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eid: uuid('eid')
      .notNull()
      .references(() => employees.eid, { onDelete: 'cascade' }),
    /** ONBOARDING_IMAGE_TYPES code. */
    imageType: smallint('image_type').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** 0 awaiting audit, 1 verified. */
    verify: smallint('verify').notNull().default(0),
    /** 0 current, 3 failed (the employee must upload it again). */
    isDelete: smallint('is_delete').notNull().default(0),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => employees.eid),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employee_images_eid_type_uq').on(t.eid, t.imageType),
    index('employee_images_review_idx').on(t.verify, t.isDelete),
    check('employee_images_verify_ck', sql`${t.verify} in (0, 1)`),
    check('employee_images_delete_ck', sql`${t.isDelete} in (0, 3)`),
  ],
);

/**
 * Every read of someone else's sensitive personal data (PIPL): who read whose what, when, through
 * which call. Written by modules/personal-data/read-log.ts in the reading request; never updated.
 */
export const piiReadLog = pgTable(
  'pii_read_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    readerEid: uuid('reader_eid')
      .notNull()
      .references(() => employees.eid),
    subjectEid: uuid('subject_eid')
      .notNull()
      .references(() => employees.eid),
    /** What was shown unmasked: idNumber, hukouAddress, residentialAddress, children, images, ... */
    fields: text('fields').array().notNull(),
    /** The call that showed it (e.g. GET /api/OnboardingAdmin/Profile). */
    purpose: text('purpose').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pii_read_log_subject_idx').on(t.subjectEid, t.readAt),
    index('pii_read_log_reader_idx').on(t.readerEid, t.readAt),
  ],
);
