export { useFileList } from './api/get-file-list';
export { LazyAttachmentUploader } from './components/lazy-attachment-uploader';

/** The attachment list of what files hang off (spec 1 §2: /AttachmentList?keyType&keyId). */
export function attachmentListPath(keyType: string, keyId: string): string {
  return `/AttachmentList?keyType=${encodeURIComponent(keyType)}&keyId=${encodeURIComponent(keyId)}`;
}

/** Images as base64 for the image calls (type by content, the table's size, compression). */
export { imageBlob, prepareImage, type TPreparedImage } from './prepare-image';
export type { TCompress, TPickedFile } from './prepare-upload';
