import { createHash } from 'node:crypto';
import { SHOP_IMAGE_WIDTHS, type TShopImageWidth } from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { shopImages, shopImageVariants } from '../../db/schema';
import type { FileStorage } from '../../platform/files';

export type TImageFormat = 'webp' | 'jpeg';
type TContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The largest picture accepted into the shop (the spec's upload limit is 10 MB). */
export const MAX_SHOP_IMAGE_BYTES = 10 * 1024 * 1024;

/** The picture's type from its first bytes; a name or a declared type is never trusted. */
export function sniffImage(bytes: Uint8Array): TContentType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return 'image/png';
  if (
    b.length >= 12 &&
    Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export class ShopImageRefused extends Error {}

export type ShopImageVariant = { bytes: Buffer; format: TImageFormat; etag: string };

/**
 * Shop pictures in the file storage: stored once per content (sha256), and served in phone widths.
 * A variant is made on first request, stored through the file storage and listed in
 * shop_image_variants, so every instance serves the same bytes and sharp runs once per variant.
 */
export function shopImageStore({ db, files }: { db: Db; files: FileStorage }) {
  /** Variants being made in this process, so a burst of requests makes one. */
  const making = new Map<string, Promise<ShopImageVariant | null>>();

  async function store(bytes: Uint8Array): Promise<string> {
    if (bytes.length === 0 || bytes.length > MAX_SHOP_IMAGE_BYTES) throw new ShopImageRefused('size');
    const contentType = sniffImage(bytes);
    if (!contentType) throw new ShopImageRefused('type');
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw new ShopImageRefused('decode');
    }
    if (!meta.width || !meta.height) throw new ShopImageRefused('decode');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const [known] = await db
      .select({ key: shopImages.key })
      .from(shopImages)
      .where(eq(shopImages.sha256, sha256));
    if (known) return known.key;
    const key = await files.put(bytes);
    const [inserted] = await db
      .insert(shopImages)
      .values({ key, sha256, contentType, width: meta.width, height: meta.height })
      .onConflictDoNothing()
      .returning({ key: shopImages.key });
    if (inserted) return inserted.key;
    // Another instance stored the same picture at the same moment: keep its key.
    await files.remove(key);
    const [winner] = await db
      .select({ key: shopImages.key })
      .from(shopImages)
      .where(eq(shopImages.sha256, sha256));
    if (!winner) throw new Error('shop image vanished while storing');
    return winner.key;
  }

  async function make(
    key: string,
    width: TShopImageWidth,
    format: TImageFormat,
  ): Promise<ShopImageVariant | null> {
    const etag = `"${key}-${width}.${format}"`;
    const [cached] = await db
      .select({ variantKey: shopImageVariants.variantKey })
      .from(shopImageVariants)
      .where(
        and(
          eq(shopImageVariants.sourceKey, key),
          eq(shopImageVariants.width, width),
          eq(shopImageVariants.format, format),
        ),
      );
    if (cached) {
      const bytes = await files.read(cached.variantKey);
      if (bytes) return { bytes, format, etag };
      // Listed but gone from the storage (restored from an older backup): make it again.
      await db
        .delete(shopImageVariants)
        .where(
          and(
            eq(shopImageVariants.sourceKey, key),
            eq(shopImageVariants.width, width),
            eq(shopImageVariants.format, format),
          ),
        );
    }
    const [image] = await db.select({ key: shopImages.key }).from(shopImages).where(eq(shopImages.key, key));
    if (!image) return null;
    const source = await files.read(key);
    if (!source || !sniffImage(source)) return null;
    const resized = sharp(source).rotate().resize({ width, withoutEnlargement: true });
    const bytes =
      format === 'webp'
        ? await resized.webp({ quality: 78 }).toBuffer()
        : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    const variantKey = await files.put(bytes);
    const [inserted] = await db
      .insert(shopImageVariants)
      .values({ sourceKey: key, width, format, variantKey, bytes: bytes.length })
      .onConflictDoNothing()
      .returning({ variantKey: shopImageVariants.variantKey });
    // Lost the race to another instance: its copy is the one listed; ours goes.
    if (!inserted) await files.remove(variantKey);
    return { bytes, format, etag };
  }

  /** A width variant of a shop picture, or null when the key is not a shop picture. */
  function variant(
    key: string,
    width: TShopImageWidth,
    format: TImageFormat,
  ): Promise<ShopImageVariant | null> {
    const id = `${key}|${width}|${format}`;
    let pending = making.get(id);
    if (!pending) {
      pending = make(key, width, format).finally(() => making.delete(id));
      making.set(id, pending);
    }
    return pending;
  }

  return { store, variant };
}
export type ShopImageStore = ReturnType<typeof shopImageStore>;

/** WebP when the browser says it takes it, else JPEG (every browser). */
export function pickImageFormat(accept: string | undefined): TImageFormat {
  return accept?.includes('image/webp') ? 'webp' : 'jpeg';
}

export function isShopImageWidth(width: number): width is TShopImageWidth {
  return (SHOP_IMAGE_WIDTHS as readonly number[]).includes(width);
}
