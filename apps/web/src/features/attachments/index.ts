export { useFileList } from './api/get-file-list';
export { LazyAttachmentUploader } from './components/lazy-attachment-uploader';
export { prepareImage } from './prepare-image';
export type { TCompress } from './prepare-upload';

/** The attachment list of what files hang off (spec 1 §2: /AttachmentList?keyType&keyId). */
export function attachmentListPath(keyType: string, keyId: string): string {
  return `/AttachmentList?keyType=${encodeURIComponent(keyType)}&keyId=${encodeURIComponent(keyId)}`;
}
