import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MAX_BYTES,
  checkAttachment,
  checkAttachmentMeta,
  cleanFileName,
  IMAGE_COMPRESS_ABOVE_BYTES,
  IMAGE_COMPRESS_QUALITY,
  shouldCompressImage,
  sniffFileKind,
  type TFileRefusal,
} from '@ehome/shared/attachments/rules';
import { ApiError } from '../../platform/http-client';

/** What the picker hands over: a File, or anything with its name, size and bytes (tests). */
export type TPickedFile = Blob & { name: string };

/** browser-image-compression's call, injected so the rules run in tests without a canvas. */
export type TCompress = (
  file: TPickedFile,
  options: { maxSizeMB: number; initialQuality: number; fileType: string; useWebWorker: boolean },
) => Promise<Blob>;

export type TPrepared =
  | { ok: true; file: Blob; fileName: string; compressed: boolean }
  | { ok: false; refusal: TFileRefusal };

/** "photo.png" -> "photo.jpg" after the photo was re-encoded as JPEG. */
export function withExtension(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${extension}`;
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The shared attachment rules before anything is sent (the server applies them again): name length,
 * type by content, and size. A photo above 2 MB is first re-encoded as JPEG at quality 0.7 (spec 3
 * §9), so a phone camera's 8 MB picture still fits the 6 MB limit.
 */
export async function prepareAttachment(file: TPickedFile, compress: TCompress): Promise<TPrepared> {
  const name = cleanFileName(file.name);
  // The name first: a picker gives it without reading the file.
  const nameRefusal = checkAttachmentMeta(name, Math.min(file.size, 1));
  if (nameRefusal) return { ok: false, refusal: nameRefusal };
  // Too big and not a photo that compression could shrink: refused without reading it all.
  const headKind = sniffFileKind(await bytesOf(file.slice(0, 64)));
  if (file.size > ATTACHMENT_MAX_BYTES && !shouldCompressImage(headKind, file.size)) {
    return { ok: false, refusal: checkAttachmentMeta(name, file.size) as TFileRefusal };
  }
  const bytes = await bytesOf(file);
  const kind = sniffFileKind(bytes, name);
  if (!kind || !ATTACHMENT_KINDS.includes(kind))
    return { ok: false, refusal: { key: 'attachments.badType' } };

  if (shouldCompressImage(kind, bytes.length, IMAGE_COMPRESS_ABOVE_BYTES)) {
    const smaller = await compress(file, {
      maxSizeMB: IMAGE_COMPRESS_ABOVE_BYTES / (1024 * 1024),
      initialQuality: IMAGE_COMPRESS_QUALITY,
      fileType: 'image/jpeg',
      // The library's worker loads its own copy from a CDN, which the app's CSP (and an offline
      // phone) would refuse; a few photos compress well enough on the main thread.
      useWebWorker: false,
    });
    const compressedName = withExtension(name, 'jpg');
    const checked = checkAttachment(compressedName, await bytesOf(smaller));
    if (!checked.ok) return { ok: false, refusal: checked.refusal };
    return { ok: true, file: smaller, fileName: checked.name, compressed: true };
  }

  const checked = checkAttachment(name, bytes);
  if (!checked.ok) return { ok: false, refusal: checked.refusal };
  return { ok: true, file, fileName: checked.name, compressed: false };
}

/** The download URL of a file: GetFileList's url prefix plus the file id. */
export function fileUrl(prefix: string, fileId: string): string {
  return `${prefix}${encodeURIComponent(fileId)}`;
}

/** Images are previewed in place; other files are saved. */
export const isImageType = (mimeType: string) => /^image\/(png|jpeg|gif|webp|bmp)$/.test(mimeType);

/** The kind of icon a list shows for a file. */
export function fileIcon(
  mimeType: string,
): 'image' | 'pdf' | 'word' | 'excel' | 'powerpoint' | 'text' | 'file' {
  if (isImageType(mimeType)) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.includes('word')) return 'word';
  if (mimeType.includes('sheet') || mimeType.includes('excel')) return 'excel';
  if (mimeType.includes('presentation') || mimeType.includes('powerpoint')) return 'powerpoint';
  if (mimeType.startsWith('text/')) return 'text';
  return 'file';
}

/** A call the server refused (errNo != 0): asking again gives the same answer, so no retry. */
export const isRefusal = (error: unknown) => error instanceof ApiError && error.kind === 'business';
