import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The pictures of the shops (goods, seller logos, gifts) kept in the file storage. Only keys listed
 * here are served by the public image route (GET /api/Shop/Image/<key>): a product picture is not
 * personal data, but no other stored file (attachments, ID scans) may be reachable without a token.
 * The bytes behind a key never change (a new picture is a new key), so answers are cached forever.
 */
export const shopImages = pgTable(
  'shop_images',
  {
    key: text('key').primaryKey(),
    /** sha256 of the bytes: the same picture stored twice keeps one key. */
    sha256: text('sha256').notNull(),
    /** image/jpeg, image/png or image/webp, checked by magic bytes when stored. */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_images_sha256_uq').on(t.sha256),
    check('shop_images_type_ck', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);

/**
 * A phone-sized variant of a shop image, made once with sharp and stored through the file storage
 * so every instance serves the same bytes; the first instance to store it wins.
 */
export const shopImageVariants = pgTable(
  'shop_image_variants',
  {
    sourceKey: text('source_key')
      .notNull()
      .references(() => shopImages.key, { onDelete: 'cascade' }),
    width: smallint('width').notNull(),
    /** 'webp' or 'jpeg' */
    format: text('format').notNull(),
    variantKey: text('variant_key').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceKey, t.width, t.format] }),
    check('shop_image_variants_format_ck', sql`${t.format} in ('webp', 'jpeg')`),
  ],
);
