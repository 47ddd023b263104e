/**
 * Small real files for the tests of both sides: a 1x1 PNG and GIF, a JPEG, a PDF, and Office Open
 * XML documents assembled as real zips. Not used by the app itself.
 */

/** Bytes over a plain ArrayBuffer, which is what Blob and File take. */
export type TBytes = Uint8Array<ArrayBuffer>;

const fromBase64 = (text: string): TBytes => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const encoder = new TextEncoder();

export const PNG_1X1 = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
export const GIF_1X1 = fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');
export const JPEG_1X1 = fromBase64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);

export const PDF_SMALL: TBytes = encoder.encode(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** A Windows executable's first bytes ("MZ" header). */
export const EXE_HEADER: TBytes = Uint8Array.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00,
]);
export const HTML_PAGE: TBytes = encoder.encode(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip of stored (uncompressed) entries with a proper central directory. */
export function buildZip(entries: Record<string, string>): TBytes {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((sum, c) => sum + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const DOCX_SMALL = buildZip({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});
export const XLSX_SMALL = buildZip({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
});
/** A plain archive: a zip that is no Office document. */
export const ZIP_ARCHIVE = buildZip({ 'notes.txt': 'hello', 'run.sh': 'echo hi' });

/** `size` bytes that start like a PDF, for the size limits. */
export function pdfOfSize(size: number): TBytes {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(PDF_SMALL.subarray(0, Math.min(size, PDF_SMALL.length)));
  return bytes;
}

/** `size` bytes that start like a PNG. */
export function pngOfSize(size: number): TBytes {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_1X1.subarray(0, Math.min(size, PNG_1X1.length)));
  return bytes;
}
