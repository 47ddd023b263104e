import {
  base64ByteLength,
  base64Payload,
  checkImage,
  ErrorCode,
  FILE_KINDS,
  imageRuleOf,
  megabytes,
  THUMBNAIL_SIZE,
} from '@ehome/shared';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';

export type TCheckedImage = { bytes: Buffer; mimeType: string };

/**
 * An `imageInner` of this area checked by the rule of its table (attachments/rules.ts): well-formed
 * base64, the size before decoding it, the type by content, and an image a decoder can read.
 */
export async function checkedImage(
  imageInner: string,
  table: 'certificate' | 'child',
): Promise<TCheckedImage> {
  const rule = imageRuleOf(table);
  const payload = base64Payload(imageInner);
  if (!rule || !payload) throw new AppError(ErrorCode.InvalidInput, 'attachments.imageData');
  if (base64ByteLength(payload) > rule.maxBytes) {
    throw new AppError(ErrorCode.InvalidInput, 'attachments.imageTooLarge', {
      max: megabytes(rule.maxBytes),
    });
  }
  const bytes = Buffer.from(payload, 'base64');
  const checked = checkImage(table, bytes);
  if (!checked.ok) {
    const { refusal } = checked;
    throw new AppError(ErrorCode.InvalidInput, refusal.key, 'params' in refusal ? refusal.params : {});
  }
  // A bmp is not something sharp reads; its header was checked by the sniffer.
  if (checked.kind !== 'bmp') {
    try {
      await sharp(bytes).metadata();
    } catch {
      throw new AppError(ErrorCode.InvalidInput, 'attachments.imageData');
    }
  }
  return { bytes, mimeType: FILE_KINDS[checked.kind].mime };
}

/**
 * Previews already made, by storage key (a re-upload gets a new key): GetImageInfoAll then opens
 * and shrinks a photo once, not on every visit. Bounded; in memory only, never written anywhere.
 */
const previews = new Map<string, string>();
const PREVIEWS_MAX = 500;

/** The preview of stored bytes, made once per storage key. */
export async function cachedThumbnail(key: string, read: () => Promise<Buffer | null>): Promise<string> {
  const known = previews.get(key);
  if (known !== undefined) return known;
  const bytes = await read();
  if (!bytes) return '';
  const made = await thumbnail(bytes);
  if (previews.size >= PREVIEWS_MAX) previews.delete(previews.keys().next().value as string);
  previews.set(key, made);
  return made;
}

/** A small JPEG preview (the spec's imageInner of GetImageInfoAll) as base64; '' when unreadable. */
export async function thumbnail(bytes: Buffer): Promise<string> {
  try {
    const small = await sharp(bytes, { pages: 1 })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 70 })
      .toBuffer();
    return small.toString('base64');
  } catch {
    return '';
  }
}
