import type { TImageRefusal } from '@ehome/shared/attachments/rules';
import { prepareImage, type TCompress, type TPickedFile } from '../attachments';

/** browser-image-compression is downloaded only when a large photo is picked. */
const compressImage: TCompress = async (file, options) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file as File, options);
};

/** Certificate photos and proofs are compressed at quality 0.5 above their threshold (spec 3 §5, §9). */
export const MATERIALS_COMPRESS_QUALITY = 0.5;

export type TPicked = { ok: true; imageInner: string } | { ok: false; refusal: TImageRefusal };

/** A picked photo checked by its table's rule (type by content, size), compressed when large. */
export async function pickImage(file: TPickedFile, table: 'certificate' | 'child'): Promise<TPicked> {
  const prepared = await prepareImage(file, table, compressImage, MATERIALS_COMPRESS_QUALITY);
  return prepared.ok ? { ok: true, imageInner: prepared.imageInner } : prepared;
}

/** The `accept` hint of the photo inputs (content decides). */
export const IMAGE_ACCEPT = 'image/*';
