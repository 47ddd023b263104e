import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  base64ByteLength,
  base64Payload,
  checkAttachment,
  checkAttachmentMeta,
  checkImage,
  cleanFileName,
  contentDisposition,
  formatFileSize,
  IMAGE_SOURCE_TABLES,
  imageRuleOf,
  shouldCompressImage,
  sniffFileKind,
  zipEntryNames,
} from './rules';
import {
  DOCX_SMALL,
  EXE_HEADER,
  GIF_1X1,
  HTML_PAGE,
  JPEG_1X1,
  PDF_SMALL,
  PNG_1X1,
  pdfOfSize,
  pngOfSize,
  XLSX_SMALL,
  ZIP_ARCHIVE,
} from './test-files';

const MB = 1024 * 1024;
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffFileKind', () => {
  it('recognises formats by their content whatever the name says', () => {
    expect(sniffFileKind(PNG_1X1, 'photo.pdf')).toBe('png');
    expect(sniffFileKind(JPEG_1X1, 'x')).toBe('jpeg');
    expect(sniffFileKind(GIF_1X1, 'a.gif')).toBe('gif');
    expect(sniffFileKind(PDF_SMALL, 'report')).toBe('pdf');
    expect(sniffFileKind(DOCX_SMALL, 'a.docx')).toBe('docx');
    expect(sniffFileKind(XLSX_SMALL, 'a.bin')).toBe('xlsx');
  });

  it('refuses executables, markup and plain archives even with a harmless name', () => {
    expect(sniffFileKind(EXE_HEADER, 'invoice.pdf')).toBeNull();
    expect(sniffFileKind(HTML_PAGE, 'page.pdf')).toBeNull();
    expect(sniffFileKind(HTML_PAGE, 'page.txt')).toBeNull();
    expect(sniffFileKind(text('  <svg onload="x()"/>'), 'a.txt')).toBeNull();
    expect(sniffFileKind(ZIP_ARCHIVE, 'a.docx')).toBeNull();
  });

  it('takes plain text only as .txt, as valid UTF-8 without control characters', () => {
    expect(sniffFileKind(text('病假说明\r\n第二行\t完'), 'note.txt')).toBe('txt');
    expect(sniffFileKind(text('hello'), 'note.csv')).toBeNull();
    expect(sniffFileKind(Uint8Array.from([0x68, 0x00, 0x69]), 'a.txt')).toBeNull();
    expect(sniffFileKind(Uint8Array.from([0xc3, 0x28]), 'a.txt')).toBeNull();
  });

  it('lets the name choose only among the legacy Office formats sharing the OLE container', () => {
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(sniffFileKind(ole, 'a.doc')).toBe('doc');
    expect(sniffFileKind(ole, 'a.XLS')).toBe('xls');
    expect(sniffFileKind(ole, 'a.msi')).toBeNull();
  });

  it('reads the names of a zip from its central directory', () => {
    expect(zipEntryNames(DOCX_SMALL)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(PDF_SMALL)).toBeNull();
  });
});

describe('checkAttachment (spec 3 §5: 6 MB, name at most 300 characters)', () => {
  it('accepts a real PNG and PDF and keeps the cleaned display name', () => {
    expect(checkAttachment('C:\\fakepath\\病假证明.png', PNG_1X1)).toEqual({
      ok: true,
      kind: 'png',
      name: '病假证明.png',
    });
    expect(checkAttachment('report.pdf', PDF_SMALL)).toMatchObject({ ok: true, kind: 'pdf' });
  });

  it('refuses a file above 6 MB and accepts one of exactly 6 MB', () => {
    expect(checkAttachment('big.pdf', pdfOfSize(ATTACHMENT_MAX_BYTES + 1))).toEqual({
      ok: false,
      refusal: { key: 'attachments.tooLarge', params: { max: '6' } },
    });
    expect(checkAttachment('big.pdf', pdfOfSize(ATTACHMENT_MAX_BYTES))).toMatchObject({ ok: true });
  });

  it('counts the name in characters: 300 pass, 301 are refused', () => {
    const name300 = `${'假'.repeat(296)}.pdf`;
    expect(checkAttachmentMeta(name300, 10)).toBeNull();
    expect(checkAttachmentMeta(`a${name300}`, 10)).toEqual({
      key: 'attachments.nameTooLong',
      params: { max: 300 },
    });
  });

  it('refuses an empty file or a name that is only a path', () => {
    expect(checkAttachmentMeta('a.pdf', 0)).toEqual({ key: 'attachments.noFile' });
    expect(checkAttachmentMeta('dir/', 10)).toEqual({ key: 'attachments.noFile' });
  });

  it('refuses a renamed executable by its content', () => {
    expect(checkAttachment('scan.pdf', EXE_HEADER)).toEqual({
      ok: false,
      refusal: { key: 'attachments.badType' },
    });
  });

  it('has refusal messages in every language', () => {
    expect(translate('zh', 'attachments.tooLarge', { max: '6' })).toBe('附件不能超过6M，请压缩后再上传');
    expect(translate('en', 'attachments.nameTooLong', { max: 300 })).toContain('300');
    expect(translate('ja', 'attachments.badType')).toContain('PDF');
  });

  it('lists the allowed extensions for the file picker', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.jpg', '.docx', '.txt']));
    expect(ATTACHMENT_ACCEPT).not.toContain('.exe');
  });
});

describe('cleanFileName', () => {
  it('drops paths and control characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(' a\u0000b\nc.txt ')).toBe('abc.txt');
  });
});

describe('images per source table (spec 3 §5, §9)', () => {
  it('has the spec limits: general 10 MB, certificates and ID 8 MB, tax 6 MB', () => {
    expect(IMAGE_SOURCE_TABLES.general.maxBytes).toBe(10 * MB);
    expect(IMAGE_SOURCE_TABLES.certificate.maxBytes).toBe(8 * MB);
    expect(IMAGE_SOURCE_TABLES.idCard.maxBytes).toBe(8 * MB);
    expect(IMAGE_SOURCE_TABLES.tax.maxBytes).toBe(6 * MB);
    expect(imageRuleOf('toString')).toBeNull();
    expect(imageRuleOf('unknown')).toBeNull();
  });

  it('refuses above the table limit and accepts at it', () => {
    expect(checkImage('tax', pngOfSize(6 * MB))).toEqual({ ok: true, kind: 'png' });
    expect(checkImage('tax', pngOfSize(6 * MB + 1))).toEqual({
      ok: false,
      refusal: { key: 'attachments.imageTooLarge', params: { max: '6' } },
    });
    expect(checkImage('general', pngOfSize(6 * MB + 1))).toMatchObject({ ok: true });
  });

  it('accepts only the image kinds of the table, by content', () => {
    expect(checkImage('general', GIF_1X1)).toEqual({ ok: true, kind: 'gif' });
    expect(checkImage('general', PDF_SMALL)).toEqual({
      ok: false,
      refusal: { key: 'attachments.imageType', params: { types: 'gif,jpeg,jpg,png,bmp' } },
    });
    expect(checkImage('nope', PNG_1X1)).toEqual({ ok: false, refusal: { key: 'attachments.sourceTable' } });
  });

  it('compresses large photos but not gifs (animation) nor small files', () => {
    expect(shouldCompressImage('jpeg', 2 * MB + 1)).toBe(true);
    expect(shouldCompressImage('jpeg', 2 * MB)).toBe(false);
    expect(shouldCompressImage('gif', 5 * MB)).toBe(false);
    expect(shouldCompressImage('pdf', 5 * MB)).toBe(false);
  });
});

describe('base64 images', () => {
  it('accepts plain base64 and a data URL, and refuses anything else', () => {
    expect(base64Payload('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(base64Payload('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(base64Payload('data:image/png;base64,')).toBeNull();
    expect(base64Payload('not base64!')).toBeNull();
    expect(base64Payload('abc')).toBeNull();
    expect(base64Payload('ab=c')).toBeNull();
  });

  it('knows the decoded size from the text', () => {
    expect(base64ByteLength('iVBORw0KGgo=')).toBe(8);
    expect(base64ByteLength('YQ==')).toBe(1);
  });
});

describe('downloads', () => {
  it('names the file with RFC 5987 and a safe ASCII fallback', () => {
    expect(contentDisposition('attachment', '病假"证明".pdf')).toBe(
      `attachment; filename="______.pdf"; filename*=UTF-8''%E7%97%85%E5%81%87%22%E8%AF%81%E6%98%8E%22.pdf`,
    );
    expect(contentDisposition('inline', "it's (1).png")).toBe(
      `inline; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`,
    );
  });

  it('shows sizes for people', () => {
    expect(formatFileSize(800)).toBe('800 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
  });
});
