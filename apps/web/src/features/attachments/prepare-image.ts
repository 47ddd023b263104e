import {
  base64Payload,
  checkImage,
  IMAGE_COMPRESS_QUALITY,
  imageRuleOf,
  megabytes,
  shouldCompressImage,
  sniffFileKind,
  type TImageRefusal,
} from '@ehome/shared/attachments/rules';
import type { TCompress, TPickedFile } from './prepare-upload';

export type TPreparedImage =
  | { ok: true; imageInner: string; size: number }
  | { ok: false; refusal: TImageRefusal };

/** Base64 of bytes, in slices so a large photo does not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
}

/**
 * An image for UploadImageCommon (spec 3 §5, §9): the limits of its source table (type by content,
 * general 10 MB, certificates 8 MB, tax 6 MB), compressed to JPEG at quality 0.7 above the table's
 * threshold (2 MB, certificates 3 MB). Answers the base64 `imageInner` as a data URL.
 */
export async function prepareImage(
  file: TPickedFile,
  sourceTable: string,
  compress: TCompress,
  /** JPEG quality of the compression (spec 3 §9: 0.5 where the screen says so, default 0.7). */
  quality = IMAGE_COMPRESS_QUALITY,
): Promise<TPreparedImage> {
  const rule = imageRuleOf(sourceTable);
  if (!rule) return { ok: false, refusal: { key: 'attachments.sourceTable' } };
  let bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffFileKind(bytes);
  // The type of the original decides; a bmp or a huge png may still become an acceptable JPEG.
  const first = checkImage(sourceTable, bytes);
  if (!first.ok && first.refusal.key === 'attachments.imageType') return first;
  if (shouldCompressImage(kind, bytes.length, rule.compressAboveBytes)) {
    const smaller = await compress(file, {
      maxSizeMB: rule.compressAboveBytes / (1024 * 1024),
      initialQuality: quality,
      fileType: 'image/jpeg',
      useWebWorker: false,
    });
    bytes = new Uint8Array(await smaller.arrayBuffer());
  }
  const checked = checkImage(sourceTable, bytes);
  if (!checked.ok) return checked;
  const mime = checked.kind === 'jpeg' ? 'image/jpeg' : `image/${checked.kind}`;
  return { ok: true, imageInner: `data:${mime};base64,${toBase64(bytes)}`, size: bytes.length };
}

/** The bytes a stored image's base64 stands for, for an <img> through a blob URL. */
export function imageBlob(imageInner: string, mimeType: string): Blob | null {
  const payload = base64Payload(imageInner);
  if (!payload) return null;
  return new Blob([Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))], { type: mimeType });
}

/** "10" for the largest image a table takes, for hints. */
export const imageLimitMb = (sourceTable: string) => {
  const rule = imageRuleOf(sourceTable);
  return rule ? megabytes(rule.maxBytes) : '';
};
