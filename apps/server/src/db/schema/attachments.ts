import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './account';
import { companies } from './organization';

/**
 * A file attached to something (spec 1 §7 SaveFile?keyId&keyType): the bytes live in the file
 * storage under `storageKey`; who may fetch it is decided by the owner of `keyType`.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    keyType: text('key_type').notNull(),
    keyId: text('key_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Sniffed from the content, never taken from the name or the client's header. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => employees.eid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_key_idx').on(t.keyType, t.keyId, t.createdAt),
    // GetFileList without keyType asks by id alone: without this it read the whole table.
    index('attachments_key_id_idx').on(t.keyId, t.createdAt),
  ],
);

/** An image uploaded as base64 (UploadImageCommon: sourceID, imageInner, sourceTable). */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    sourceTable: text('source_table').notNull(),
    sourceId: text('source_id').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => employees.eid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_source_idx').on(t.sourceTable, t.sourceId, t.createdAt)],
);
