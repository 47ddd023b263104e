import { z } from 'zod';
import { IMAGES_PER_UPLOAD_MAX } from './rules';

/**
 * The attachment and image contract (spec 1 §3 "Attachment list", §7 "Attachments and images";
 * spec 3 §7). Paths and field names are the spec's: keyId/keyType, fileList/url, sourceID,
 * imageInner, sourceTable.
 */

/** A key is a request id or a client-made uuid for a form not saved yet: a short token, no paths. */
const zKeyId = z
  .string({ error: 'validation.attachmentKey' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.attachmentKey' });
const zKeyType = z
  .string({ error: 'validation.attachmentKeyType' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: 'validation.attachmentKeyType' });

export const ZSaveFileQuery = z.object({ keyId: zKeyId, keyType: zKeyType });
export type TSaveFileQuery = z.infer<typeof ZSaveFileQuery>;

/** GetFileList?id (the key id, as the legacy client sends it) and optionally keyType. */
export const ZFileListQuery = z.object({ id: zKeyId, keyType: zKeyType.optional() });
export type TFileListQuery = z.infer<typeof ZFileListQuery>;

export const ZFileIdQuery = z.object({ id: z.uuid({ error: 'validation.attachmentId' }) });
export type TFileIdQuery = z.infer<typeof ZFileIdQuery>;

export const ZFileItem = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  /** YYYY-MM-DD HH:mm:ss in the business time zone. */
  createdAt: z.string(),
  keyType: z.string(),
});
export type TFileItem = z.infer<typeof ZFileItem>;

/** fileList and the url prefix a file id is appended to for the download. */
export const ZFileList = z.object({ fileList: z.array(ZFileItem), url: z.string() });
export type TFileList = z.infer<typeof ZFileList>;

export const ZSavedFile = z.object({ fileId: z.string(), fileName: z.string(), size: z.number().int() });
export type TSavedFile = z.infer<typeof ZSavedFile>;

const zSourceId = z
  .string({ error: 'validation.imageSource' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.imageSource' });
const zSourceTable = z
  .string({ error: 'validation.imageSourceTable' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: 'validation.imageSourceTable' });

export const ZImageUploadItem = z.object({
  sourceID: zSourceId,
  /** Base64, with or without a data-URL prefix; content and size checked after decoding. */
  imageInner: z.string({ error: 'validation.imageData' }).min(1, { error: 'validation.imageData' }),
  sourceTable: zSourceTable,
});
export type TImageUploadItem = z.infer<typeof ZImageUploadItem>;

export const ZImageUpload = z
  .array(ZImageUploadItem, { error: 'validation.imageList' })
  .min(1, { error: 'validation.imageList' })
  .max(IMAGES_PER_UPLOAD_MAX, { error: 'validation.imageList' });
export type TImageUpload = z.infer<typeof ZImageUpload>;

export const ZImageQuery = z.object({ sourceID: zSourceId, sourceTable: zSourceTable });
export type TImageQuery = z.infer<typeof ZImageQuery>;

export const ZImageInfo = z.object({
  imageId: z.string(),
  sourceID: z.string(),
  sourceTable: z.string(),
  /** Base64 without prefix. */
  imageInner: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type TImageInfo = z.infer<typeof ZImageInfo>;

export const ZImageSaved = z.object({ imageIds: z.array(z.string()) });
export type TImageSaved = z.infer<typeof ZImageSaved>;
