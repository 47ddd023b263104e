/**
 * Attachment and image rules of spec 3 §5 / §9, applied by the server on the bytes it receives and
 * by the client before it uploads. The type of a file is decided by its content (magic bytes), never
 * by its name or the browser's MIME header, which any user controls.
 */

const MB = 1024 * 1024;

/** Attachments: at most 6 MB each (spec 3 §5). */
export const ATTACHMENT_MAX_BYTES = 6 * MB;
/** File names at most 300 characters (spec 3 §5, §9). */
export const FILE_NAME_MAX_LENGTH = 300;
/** The client compresses images above 2 MB at quality 0.7 before upload (spec 3 §9). */
export const IMAGE_COMPRESS_ABOVE_BYTES = 2 * MB;
export const IMAGE_COMPRESS_QUALITY = 0.7;
/** Images sent in one UploadImageCommon call; keeps one request's memory bounded. */
export const IMAGES_PER_UPLOAD_MAX = 9;

export const FILE_KINDS = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  png: { mime: 'image/png', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpeg', 'jpg', 'jfif'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  bmp: { mime: 'image/bmp', extensions: ['bmp'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  txt: { mime: 'text/plain; charset=utf-8', extensions: ['txt'] },
} as const satisfies Record<string, { mime: string; extensions: readonly string[] }>;
export type TFileKind = keyof typeof FILE_KINDS;

/** What an attachment may be: documents, office files, plain text and the common image formats. */
export const ATTACHMENT_KINDS: readonly TFileKind[] = [
  'pdf',
  'png',
  'jpeg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
  'txt',
];
export const IMAGE_KINDS: readonly TFileKind[] = ['png', 'jpeg', 'gif', 'webp', 'bmp'];

/** The `accept` attribute of a file input for attachments (a hint only; content decides). */
export const ATTACHMENT_ACCEPT = ATTACHMENT_KINDS.flatMap((kind) =>
  FILE_KINDS[kind].extensions.map((ext) => `.${ext}`),
).join(',');

export type TImageRule = { maxBytes: number; kinds: readonly TFileKind[]; compressAboveBytes: number };

const generalImage: TImageRule = {
  maxBytes: 10 * MB,
  kinds: ['gif', 'jpeg', 'png', 'bmp'],
  compressAboveBytes: 2 * MB,
};
const certificateImage: TImageRule = {
  maxBytes: 8 * MB,
  kinds: ['gif', 'jpeg', 'png'],
  compressAboveBytes: 3 * MB,
};

/**
 * Limits per `sourceTable` of UploadImageCommon (spec 3 §5, §9): general images 10 MB (gif, jpeg,
 * png, bmp), certificate and ID photos 8 MB, tax images 6 MB (gif, jpeg, png). Request kinds keep
 * their images (birth record, make-up clock proof) under their kind, authorised like attachments.
 */
export const IMAGE_SOURCE_TABLES = {
  general: generalImage,
  child: generalImage,
  certificate: certificateImage,
  idCard: certificateImage,
  tax: { maxBytes: 6 * MB, kinds: ['gif', 'jpeg', 'png'], compressAboveBytes: 2 * MB },
  leave: generalImage,
  overtime: generalImage,
  outing: generalImage,
  trip: generalImage,
  maternity: generalImage,
  makeupClock: generalImage,
  overtimeCancel: generalImage,
  outingCancel: generalImage,
} as const satisfies Record<string, TImageRule>;
export type TImageSourceTable = keyof typeof IMAGE_SOURCE_TABLES;

export function imageRuleOf(sourceTable: string): TImageRule | null {
  return Object.hasOwn(IMAGE_SOURCE_TABLES, sourceTable)
    ? IMAGE_SOURCE_TABLES[sourceTable as TImageSourceTable]
    : null;
}

/** The extensions of the kinds, as the message lists them (".gif,jpeg,jpg,png,bmp" in the spec). */
export function describeKinds(kinds: readonly TFileKind[]): string {
  return kinds.flatMap((kind) => FILE_KINDS[kind].extensions.filter((ext) => ext !== 'jfif')).join(',');
}

/** Whole megabytes for messages ("6"). */
export const megabytes = (bytes: number) => String(Math.round(bytes / MB));

/** Lower-case extension of a file name without the dot, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, i) => bytes[offset + i] === value);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const readU16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const readU32 = (b: Uint8Array, at: number) => (readU16(b, at) | (readU16(b, at + 2) << 16)) >>> 0;

/**
 * Names in a zip's central directory. Office Open XML files are zips; their part names tell a Word
 * document from a workbook or a presentation. Any other zip (an archive that may hold anything) is
 * not a document and is refused.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= floor; at -= 1) {
    if (readU32(bytes, at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = readU16(bytes, eocd + 10);
  let at = readU32(bytes, eocd + 16);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || readU32(bytes, at) !== 0x02014b50) return null;
    const nameLength = readU16(bytes, at + 28);
    const extraLength = readU16(bytes, at + 30);
    const commentLength = readU16(bytes, at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function officeOpenXmlKind(bytes: Uint8Array): TFileKind | null {
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return null;
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  if (names.includes('ppt/presentation.xml')) return 'pptx';
  return null;
}

/**
 * Plain text: valid UTF-8 without control characters other than tab, line breaks and form feed,
 * and not markup (HTML or SVG renamed to .txt could run script if a browser ever rendered it).
 */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^\s*</.test(text.replace(/^\ufeff/, ''));
}

/**
 * The kind of a file by its content. The name only picks between formats that share one container
 * and cannot be told apart cheaply (legacy Word/Excel/PowerPoint all use the OLE container) and
 * marks plain text, which has no signature.
 */
export function sniffFileKind(bytes: Uint8Array, fileName = ''): TFileKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26 && readU32(bytes, 2) === bytes.length)
    return 'bmp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeOpenXmlKind(bytes);
  const extension = extensionOf(fileName);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return extension === 'doc' || extension === 'xls' || extension === 'ppt' ? extension : null;
  }
  if (extension === 'txt' && bytes.length > 0 && isPlainText(bytes)) return 'txt';
  return null;
}

/**
 * The name kept for display and downloads: the last path segment (some browsers send
 * "C:\fakepath\x.pdf"), without control characters, trimmed.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** Length in characters as a person counts them (an emoji or a CJK ideograph is one). */
export const characterCount = (text: string) => [...text].length;

export type TFileRefusal =
  | { key: 'attachments.noFile' }
  | { key: 'attachments.nameTooLong'; params: { max: number } }
  | { key: 'attachments.tooLarge'; params: { max: string } }
  | { key: 'attachments.badType' };

/** Name and size rules an attachment must pass before its bytes are even read. */
export function checkAttachmentMeta(fileName: string, size: number): TFileRefusal | null {
  const name = cleanFileName(fileName);
  if (!name || size <= 0) return { key: 'attachments.noFile' };
  if (characterCount(name) > FILE_NAME_MAX_LENGTH) {
    return { key: 'attachments.nameTooLong', params: { max: FILE_NAME_MAX_LENGTH } };
  }
  if (size > ATTACHMENT_MAX_BYTES) {
    return { key: 'attachments.tooLarge', params: { max: megabytes(ATTACHMENT_MAX_BYTES) } };
  }
  return null;
}

/** Every attachment rule: name, size, and a content of an allowed kind. */
export function checkAttachment(
  fileName: string,
  bytes: Uint8Array,
): { ok: true; kind: TFileKind; name: string } | { ok: false; refusal: TFileRefusal } {
  const refusal = checkAttachmentMeta(fileName, bytes.length);
  if (refusal) return { ok: false, refusal };
  const name = cleanFileName(fileName);
  const kind = sniffFileKind(bytes, name);
  if (!kind || !ATTACHMENT_KINDS.includes(kind))
    return { ok: false, refusal: { key: 'attachments.badType' } };
  return { ok: true, kind, name };
}

export type TImageRefusal =
  | { key: 'attachments.sourceTable' }
  | { key: 'attachments.imageData' }
  | { key: 'attachments.imageType'; params: { types: string } }
  | { key: 'attachments.imageTooLarge'; params: { max: string } };

/**
 * The base64 payload of an `imageInner`: plain base64, or a data URL (`data:image/png;base64,...`)
 * as a browser's FileReader gives it. Null when it is not well-formed base64.
 */
export function base64Payload(imageInner: string): string | null {
  const match = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,/i.exec(imageInner);
  const payload = (match ? imageInner.slice(match[0].length) : imageInner).replace(/\s+/g, '');
  if (!payload || payload.length % 4 !== 0) return null;
  return /^[A-Za-z0-9+/]+={0,2}$/.test(payload) ? payload : null;
}

/** Decoded size of a base64 payload without decoding it. */
export function base64ByteLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
}

/** The image rules of a source table for already-decoded bytes. */
export function checkImage(
  sourceTable: string,
  bytes: Uint8Array,
): { ok: true; kind: TFileKind } | { ok: false; refusal: TImageRefusal } {
  const rule = imageRuleOf(sourceTable);
  if (!rule) return { ok: false, refusal: { key: 'attachments.sourceTable' } };
  if (bytes.length === 0) return { ok: false, refusal: { key: 'attachments.imageData' } };
  if (bytes.length > rule.maxBytes) {
    return {
      ok: false,
      refusal: { key: 'attachments.imageTooLarge', params: { max: megabytes(rule.maxBytes) } },
    };
  }
  const kind = sniffFileKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) {
    return {
      ok: false,
      refusal: { key: 'attachments.imageType', params: { types: describeKinds(rule.kinds) } },
    };
  }
  return { ok: true, kind };
}

/** Whether the client should compress an image before upload (spec 3 §9); gif would lose animation. */
export function shouldCompressImage(
  kind: TFileKind | null,
  size: number,
  thresholdBytes = IMAGE_COMPRESS_ABOVE_BYTES,
) {
  return size > thresholdBytes && (kind === 'jpeg' || kind === 'png' || kind === 'webp' || kind === 'bmp');
}

/** "1.2 MB", "830 KB", "12 B" for lists. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * Content-Disposition with the RFC 6266 / RFC 5987 `filename*` for any name and an ASCII fallback
 * `filename` for old clients; quotes and backslashes cannot break out of the quoted fallback.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
