import {
  EXE_HEADER,
  HTML_PAGE,
  JPEG_1X1,
  PDF_SMALL,
  PNG_1X1,
  pdfOfSize,
  pngOfSize,
  type TBytes,
} from '@ehome/shared/attachments/test-files';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../platform/http-client';
import {
  fileIcon,
  fileUrl,
  isImageType,
  isRefusal,
  prepareAttachment,
  type TCompress,
  withExtension,
} from './prepare-upload';

const MB = 1024 * 1024;
const picked = (name: string, bytes: TBytes) => new File([bytes], name);
const noCompression: TCompress = () => {
  throw new Error('compression not expected');
};

describe('prepareAttachment', () => {
  it('passes a small PNG and PDF through unchanged', async () => {
    const png = picked('证明.png', PNG_1X1);
    expect(await prepareAttachment(png, noCompression)).toEqual({
      ok: true,
      file: png,
      fileName: '证明.png',
      compressed: false,
    });
    expect(await prepareAttachment(picked('a.pdf', PDF_SMALL), noCompression)).toMatchObject({ ok: true });
  });

  it('refuses a renamed executable or HTML page by content, as the server would', async () => {
    expect(await prepareAttachment(picked('scan.pdf', EXE_HEADER), noCompression)).toEqual({
      ok: false,
      refusal: { key: 'attachments.badType' },
    });
    expect(await prepareAttachment(picked('page.txt', HTML_PAGE), noCompression)).toMatchObject({
      ok: false,
    });
  });

  it('refuses a 7 MB document and a 301-character name before sending anything', async () => {
    expect(await prepareAttachment(picked('big.pdf', pdfOfSize(7 * MB)), noCompression)).toEqual({
      ok: false,
      refusal: { key: 'attachments.tooLarge', params: { max: '6' } },
    });
    expect(await prepareAttachment(picked(`${'a'.repeat(297)}.pdf`, PDF_SMALL), noCompression)).toEqual({
      ok: false,
      refusal: { key: 'attachments.nameTooLong', params: { max: 300 } },
    });
  });

  it('compresses a photo above 2 MB to JPEG at quality 0.7 and sends the smaller file', async () => {
    const compress = vi.fn<TCompress>(async () => new Blob([JPEG_1X1], { type: 'image/jpeg' }));
    const result = await prepareAttachment(picked('IMG_0001.PNG', pngOfSize(9 * MB)), compress);
    expect(compress).toHaveBeenCalledWith(expect.anything(), {
      maxSizeMB: 2,
      initialQuality: 0.7,
      fileType: 'image/jpeg',
      useWebWorker: false,
    });
    expect(result).toMatchObject({ ok: true, fileName: 'IMG_0001.jpg', compressed: true });
    if (result.ok) expect(result.file.size).toBe(JPEG_1X1.length);
  });

  it('leaves a photo of 2 MB or less alone and still refuses one compression could not save', async () => {
    expect(await prepareAttachment(picked('a.png', pngOfSize(2 * MB)), noCompression)).toMatchObject({
      ok: true,
      compressed: false,
    });
    const stillHuge: TCompress = async () => new Blob([pngOfSize(7 * MB)]);
    expect(await prepareAttachment(picked('a.png', pngOfSize(20 * MB)), stillHuge)).toEqual({
      ok: false,
      refusal: { key: 'attachments.tooLarge', params: { max: '6' } },
    });
  });
});

describe('file helpers', () => {
  it('builds download URLs and names', () => {
    expect(fileUrl('/api/Attachment/Download?id=', 'a b')).toBe('/api/Attachment/Download?id=a%20b');
    expect(withExtension('photo.png', 'jpg')).toBe('photo.jpg');
    expect(withExtension('photo', 'jpg')).toBe('photo.jpg');
  });

  it('tells images from documents by type', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(fileIcon('application/pdf')).toBe('pdf');
    expect(fileIcon('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('excel');
    expect(fileIcon('text/plain; charset=utf-8')).toBe('text');
  });

  it('offers a retry only for failures on the way, not for refusals', () => {
    expect(isRefusal(new ApiError('business', 'not found', 3))).toBe(true);
    expect(isRefusal(new ApiError('network', 'offline', -1))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
  });
});
