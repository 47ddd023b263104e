import {
  GIF_1X1,
  JPEG_1X1,
  PDF_SMALL,
  PNG_1X1,
  pngOfSize,
  type TBytes,
} from '@ehome/shared/attachments/test-files';
import { describe, expect, it, vi } from 'vitest';
import { imageBlob, imageLimitMb, prepareImage, toBase64 } from './prepare-image';
import type { TCompress } from './prepare-upload';

const MB = 1024 * 1024;
const picked = (name: string, bytes: TBytes) => new File([bytes], name);
const noCompression: TCompress = () => {
  throw new Error('compression not expected');
};

describe('prepareImage (UploadImageCommon)', () => {
  it('answers a data URL of a small image of an accepted type', async () => {
    expect(await prepareImage(picked('a.png', PNG_1X1), 'general', noCompression)).toEqual({
      ok: true,
      imageInner: `data:image/png;base64,${Buffer.from(PNG_1X1).toString('base64')}`,
      size: PNG_1X1.length,
    });
    expect(await prepareImage(picked('a.gif', GIF_1X1), 'tax', noCompression)).toMatchObject({ ok: true });
  });

  it('refuses a document and an unknown table with the shared messages', async () => {
    expect(await prepareImage(picked('a.png', PDF_SMALL), 'general', noCompression)).toEqual({
      ok: false,
      refusal: { key: 'attachments.imageType', params: { types: 'gif,jpeg,jpg,png,bmp' } },
    });
    expect(await prepareImage(picked('a.png', PNG_1X1), 'salary', noCompression)).toEqual({
      ok: false,
      refusal: { key: 'attachments.sourceTable' },
    });
  });

  it('compresses above the table threshold: 2 MB in general, 3 MB for certificates', async () => {
    const compress = vi.fn<TCompress>(async () => new Blob([JPEG_1X1]));
    expect(await prepareImage(picked('a.png', pngOfSize(2.5 * MB)), 'certificate', compress)).toMatchObject({
      ok: true,
      size: 2.5 * MB,
    });
    expect(compress).not.toHaveBeenCalled();
    const result = await prepareImage(picked('a.png', pngOfSize(2.5 * MB)), 'general', compress);
    expect(compress).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ maxSizeMB: 2, initialQuality: 0.7 }),
    );
    expect(result).toMatchObject({ ok: true, size: JPEG_1X1.length });
    if (result.ok) expect(result.imageInner.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('compresses certificate photos above 3 MB at the quality the screen asks (0.5)', async () => {
    const compress = vi.fn<TCompress>(async () => new Blob([JPEG_1X1]));
    await prepareImage(picked('a.png', pngOfSize(3.5 * MB)), 'certificate', compress, 0.5);
    expect(compress).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ maxSizeMB: 3, initialQuality: 0.5 }),
    );
  });

  it('refuses what is still above the limit after compression', async () => {
    const stillHuge: TCompress = async () => new Blob([pngOfSize(7 * MB)]);
    expect(await prepareImage(picked('a.png', pngOfSize(9 * MB)), 'tax', stillHuge)).toEqual({
      ok: false,
      refusal: { key: 'attachments.imageTooLarge', params: { max: '6' } },
    });
  });
});

describe('image helpers', () => {
  it('encodes large byte arrays and decodes them back', async () => {
    const bytes = pngOfSize(200_000);
    const text = toBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    const blob = imageBlob(`data:image/png;base64,${text}`, 'image/png');
    expect(blob?.type).toBe('image/png');
    expect(new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
    expect(imageBlob('###', 'image/png')).toBeNull();
  });

  it('names the limit of a table', () => {
    expect(imageLimitMb('general')).toBe('10');
    expect(imageLimitMb('idCard')).toBe('8');
    expect(imageLimitMb('nope')).toBe('');
  });
});
