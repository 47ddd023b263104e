import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrorCode } from '@ehome/shared';
import {
  DOCX_SMALL,
  EXE_HEADER,
  GIF_1X1,
  HTML_PAGE,
  PDF_SMALL,
  PNG_1X1,
  pdfOfSize,
  pngOfSize,
  ZIP_ARCHIVE,
} from '@ehome/shared/attachments/test-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { memoryFileStorage } from '../../platform/files';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import type { Actor } from '../approvals/ports';
import { countAttachments } from './repository';

const MB = 1024 * 1024;
const files = memoryFileStorage();
let app: TestApp;
const tokens: Record<string, string> = {};
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu'] as const;
type Person = (typeof PEOPLE)[number];
const actor = (who: Person): Actor => ({ eid: DEMO_IDS[who], companyId: DEMO_IDS.company });

/** The request kind the engine tests drive; its process is one step by the direct manager. */
/** A request kind its direct manager (lisi, for zhangsan) decides, as registered by the app. */
const KIND = 'outing';

beforeAll(async () => {
  app = await createTestApp({ files });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

function multipart(fileName: string, bytes: Uint8Array, field = 'file') {
  const boundary = `----ehome${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(who: Person, keyType: string, keyId: string, fileName: string, bytes: Uint8Array) {
  const body = multipart(fileName, bytes);
  const response = await app.inject({
    method: 'POST',
    url: `/api/Attachment/SaveFile?keyId=${keyId}&keyType=${keyType}`,
    headers: { ...bearer(tokens[who] as string), ...body.headers },
    payload: body.payload,
  });
  return response.json();
}

async function list(who: Person, keyId: string, keyType?: string) {
  const query = keyType ? `id=${keyId}&keyType=${keyType}` : `id=${keyId}`;
  const response = await app.inject({
    method: 'GET',
    url: `/api/Attachment/GetFileList?${query}`,
    headers: bearer(tokens[who] as string),
  });
  return response.json();
}

async function remove(who: Person, id: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/Attachment/DeleteFile?id=${id}`,
    headers: bearer(tokens[who] as string),
  });
  return response.json();
}

function download(who: Person, id: string) {
  return app.inject({
    method: 'GET',
    url: `/api/Attachment/Download?id=${id}`,
    headers: bearer(tokens[who] as string),
  });
}

describe('SaveFile, GetFileList, Download, DeleteFile on a new form (client-made key)', () => {
  const keyId = randomUUID();
  let pngId = '';
  let pdfId = '';

  it('stores a real PNG and PDF and lists them with name, size and sniffed type', async () => {
    const png = await upload('zhangsan', 'leave', keyId, '病假证明.png', PNG_1X1);
    expect(png.errNo).toBe(0);
    pngId = png.resultData;
    const pdf = await upload('zhangsan', 'leave', keyId, 'report.pdf', PDF_SMALL);
    expect(pdf.errNo).toBe(0);
    pdfId = pdf.resultData;

    const body = await list('zhangsan', keyId, 'leave');
    expect(body.errNo).toBe(0);
    expect(body.resultData.url).toBe('/api/Attachment/Download?id=');
    expect(body.resultData.fileList).toEqual([
      expect.objectContaining({
        fileId: pngId,
        fileName: '病假证明.png',
        size: PNG_1X1.length,
        mimeType: 'image/png',
      }),
      expect.objectContaining({ fileId: pdfId, fileName: 'report.pdf', size: PDF_SMALL.length }),
    ]);
    expect(body.resultData.fileList[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The legacy call sends only the id.
    expect((await list('zhangsan', keyId)).resultData.fileList).toHaveLength(2);
    expect(await countAttachments(app.database.db, 'leave', keyId)).toBe(2);
  });

  it('serves the bytes with the sniffed type: images inline, documents as downloads', async () => {
    const png = await download('zhangsan', pngId);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-disposition']).toBe(
      `inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('病假证明.png')}`,
    );
    expect(new Uint8Array(png.rawPayload)).toEqual(PNG_1X1);

    const pdf = await download('zhangsan', pdfId);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);
    expect(pdf.rawPayload.equals(Buffer.from(PDF_SMALL))).toBe(true);
  });

  it('accepts an Office document recognised by its parts', async () => {
    const docx = await upload('zhangsan', 'leave', keyId, '说明.docx', DOCX_SMALL);
    expect(docx.errNo).toBe(0);
    expect(await remove('zhangsan', docx.resultData)).toMatchObject({ errNo: 0 });
  });

  it('refuses a renamed executable, HTML page or archive by content, storing nothing', async () => {
    const stored = files.size();
    for (const [name, bytes] of [
      ['scan.pdf', EXE_HEADER],
      ['page.pdf', HTML_PAGE],
      ['page.txt', HTML_PAGE],
      ['setup.docx', ZIP_ARCHIVE],
    ] as const) {
      const body = await upload('zhangsan', 'leave', keyId, name, bytes);
      expect(body.errNo, name).toBe(ErrorCode.InvalidInput);
      expect(body.message).toContain('文件类型不支持');
    }
    expect(files.size()).toBe(stored);
    expect((await list('zhangsan', keyId, 'leave')).resultData.fileList).toHaveLength(2);
  });

  it('refuses a 7 MB file with a clear message and keeps nothing; 6 MB passes', async () => {
    const stored = files.size();
    const body = await upload('zhangsan', 'leave', keyId, 'big.pdf', pdfOfSize(7 * MB));
    expect(body).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '附件不能超过6M，请压缩后再上传' });
    expect(files.size()).toBe(stored);
    expect(await countAttachments(app.database.db, 'leave', keyId)).toBe(2);

    const huge = await upload('zhangsan', 'leave', keyId, 'huge.pdf', pdfOfSize(20 * MB));
    expect(huge).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '附件不能超过6M，请压缩后再上传' });
    expect(files.size()).toBe(stored);

    const exact = await upload('zhangsan', 'leave', keyId, 'exact.pdf', pdfOfSize(6 * MB));
    expect(exact.errNo).toBe(0);
    expect(await remove('zhangsan', exact.resultData)).toMatchObject({ errNo: 0 });
  });

  /**
   * A multipart body as a browser's fetch streams it: chunked, no length known up front. `pulled`
   * counts what the server read of it, so a refusal that drains the whole body shows.
   */
  function streamedUpload(fileName: string, size: number) {
    const boundary = `----ehome${randomUUID()}`;
    const sent = { pulled: 0 };
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    async function* parts() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      // The file in whole chunks, so the limit falls on a chunk boundary as it does from a browser.
      for (let at = 0; at < size; at += chunk.length) {
        const piece = Buffer.from(chunk.subarray(0, Math.min(chunk.length, size - at)));
        if (at === 0) piece.write('%PDF-1.4\n');
        sent.pulled += piece.length;
        yield piece;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = app.inject({
      method: 'POST',
      url: `/api/Attachment/SaveFile?keyId=${keyId}&keyType=leave`,
      headers: {
        ...bearer(tokens.zhangsan as string),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Readable.from(parts(), { objectMode: false, highWaterMark: 64 * 1024 }),
    });
    return { response, sent };
  }

  it('refuses a streamed file over the limit, keeps nothing and stops reading at the limit', async () => {
    const stored = files.size();
    for (const size of [6 * MB + 1, 50 * MB]) {
      const { response, sent } = streamedUpload('streamed.pdf', size);
      const answer = await response;
      expect(answer.json(), String(size)).toMatchObject({
        errNo: ErrorCode.InvalidInput,
        message: '附件不能超过6M，请压缩后再上传',
      });
      expect(answer.headers.connection).toBe('close');
      expect(files.size()).toBe(stored);
      expect(await countAttachments(app.database.db, 'leave', keyId)).toBe(2);
      // The limit plus what the pipes buffer, never the 50 MB.
      expect(sent.pulled, String(size)).toBeLessThan(8 * MB);
    }
    const { response } = streamedUpload('exact.pdf', 6 * MB);
    const exact = (await response).json();
    expect(exact.errNo).toBe(0);
    expect(await remove('zhangsan', exact.resultData)).toMatchObject({ errNo: 0 });
  });

  it('refuses a name of 301 characters', async () => {
    const body = await upload('zhangsan', 'leave', keyId, `${'a'.repeat(297)}.pdf`, PDF_SMALL);
    expect(body).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '文件名不能超过300个字符' });
  });

  it('refuses an unknown key type and a request without a file', async () => {
    const body = await upload('zhangsan', 'salary', keyId, 'a.pdf', PDF_SMALL);
    expect(body).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '不支持的附件类别' });
    const wrongField = multipart('a.pdf', PDF_SMALL, 'other');
    const response = await app.inject({
      method: 'POST',
      url: `/api/Attachment/SaveFile?keyId=${keyId}&keyType=leave`,
      headers: { ...bearer(tokens.zhangsan as string), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(response.json()).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '请选择要上传的文件' });
    const json = await app.inject({
      method: 'POST',
      url: `/api/Attachment/SaveFile?keyId=${keyId}&keyType=leave`,
      headers: bearer(tokens.zhangsan as string),
      payload: { file: 'x' },
    });
    expect(json.json().errNo).toBe(ErrorCode.InvalidInput);
  });

  it('answers in the language of the request', async () => {
    const body = multipart('scan.pdf', EXE_HEADER);
    const response = await app.inject({
      method: 'POST',
      url: `/api/Attachment/SaveFile?keyId=${keyId}&keyType=leave`,
      headers: { ...bearer(tokens.zhangsan as string), ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(response.json().message).toMatch(/^This file type is not supported/);
  });

  it('hides the files from another employee: list, fetch, delete and upload are NotFound', async () => {
    expect(await list('zhaoliu', keyId, 'leave')).toMatchObject({ errNo: ErrorCode.NotFound });
    expect(await list('zhaoliu', keyId)).toMatchObject({ errNo: ErrorCode.NotFound });
    const fetched = await download('zhaoliu', pngId);
    expect(fetched.json()).toMatchObject({ errNo: ErrorCode.NotFound });
    expect(fetched.headers['content-type']).toContain('application/json');
    expect(await remove('zhaoliu', pngId)).toMatchObject({ errNo: ErrorCode.NotFound });
    expect(await upload('zhaoliu', 'leave', keyId, 'x.png', PNG_1X1)).toMatchObject({
      errNo: ErrorCode.NotFound,
    });
    // The manager learns nothing either: the request does not exist yet, so only the uploader sees it.
    expect(await list('lisi', keyId, 'leave')).toMatchObject({ errNo: ErrorCode.NotFound });
    expect(await countAttachments(app.database.db, 'leave', keyId)).toBe(2);
  });

  it('requires a session', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/Attachment/GetFileList?id=${keyId}` });
    expect(response.statusCode).toBe(401);
    const fetched = await app.inject({ method: 'GET', url: `/api/Attachment/Download?id=${pngId}` });
    expect(fetched.statusCode).toBe(401);
  });

  it('deletes a file: the list and the stored bytes lose it', async () => {
    const stored = files.size();
    expect(await remove('zhangsan', pdfId)).toMatchObject({ errNo: 0, resultData: true });
    expect(files.size()).toBe(stored - 1);
    expect(
      (await list('zhangsan', keyId, 'leave')).resultData.fileList.map((f: { fileId: string }) => f.fileId),
    ).toEqual([pngId]);
    expect(await remove('zhangsan', pdfId)).toMatchObject({ errNo: ErrorCode.NotFound });
    expect((await download('zhangsan', pdfId)).json()).toMatchObject({ errNo: ErrorCode.NotFound });
  });

  it('refuses malformed ids and keys as input errors, not faults', async () => {
    expect(await remove('zhangsan', 'not-a-uuid')).toMatchObject({ errNo: ErrorCode.InvalidInput });
    expect(await list('zhangsan', '../../etc')).toMatchObject({ errNo: ErrorCode.InvalidInput });
  });
});

describe('files of a request: owner while editable, approvers read only', () => {
  const applyId = randomUUID();
  let fileId = '';

  const createDraft = () =>
    app.database.db.transaction((tx) =>
      app.approvals.createApply(
        tx,
        KIND,
        actor('zhangsan'),
        {
          categoryId: null,
          categoryCode: 'fill',
          categoryNames: { zh: '补打卡', en: 'Make-up clock', ja: '打刻修正' },
          startTime: new Date('2026-11-20T01:00:00Z'),
          endTime: new Date('2026-11-20T10:00:00Z'),
          timeLength: null,
          timeUnit: null,
        },
        applyId,
      ),
    );

  it('keeps the files uploaded before saving when the request takes the form id', async () => {
    const body = await upload('zhangsan', KIND, applyId, 'proof.gif', GIF_1X1);
    expect(body.errNo).toBe(0);
    fileId = body.resultData;
    await createDraft();
    expect((await list('zhangsan', applyId, KIND)).resultData.fileList).toHaveLength(1);
    expect(await list('lisi', applyId, KIND)).toMatchObject({ errNo: ErrorCode.NotFound });
  });

  it('lets the approver read but not delete once submitted; the owner can no longer change them', async () => {
    await app.database.db.transaction((tx) =>
      app.approvals.submit(tx, applyId, actor('zhangsan'), { categoryCode: 'fill', days: 0, hours: 0 }),
    );
    const seen = await list('lisi', applyId, KIND);
    expect(seen.errNo).toBe(0);
    expect(seen.resultData.fileList).toHaveLength(1);
    expect((await download('lisi', fileId)).statusCode).toBe(200);
    expect(await remove('lisi', fileId)).toMatchObject({
      errNo: ErrorCode.Conflict,
      message: '只有申请人可以修改附件',
    });
    expect(await upload('lisi', KIND, applyId, 'more.png', PNG_1X1)).toMatchObject({
      errNo: ErrorCode.Conflict,
    });
    expect(await remove('zhangsan', fileId)).toMatchObject({
      errNo: ErrorCode.Conflict,
      message: '附件只能在申请提交前修改',
    });
    expect(await upload('zhangsan', KIND, applyId, 'late.png', PNG_1X1)).toMatchObject({
      errNo: ErrorCode.Conflict,
    });
  });

  it('keeps the request hidden from people who are neither owner nor approver', async () => {
    for (const who of ['zhaoliu', 'wangwu'] as const) {
      expect(await list(who, applyId, KIND)).toMatchObject({ errNo: ErrorCode.NotFound });
      expect((await download(who, fileId)).json()).toMatchObject({ errNo: ErrorCode.NotFound });
      expect(await remove(who, fileId)).toMatchObject({ errNo: ErrorCode.NotFound });
    }
  });

  it('refuses the request id under another kind', async () => {
    expect(await list('zhangsan', applyId, 'leave')).toMatchObject({ errNo: ErrorCode.NotFound });
    expect(await upload('zhangsan', 'leave', applyId, 'x.png', PNG_1X1)).toMatchObject({
      errNo: ErrorCode.NotFound,
    });
  });

  it('gives the owner the files back after a recall', async () => {
    await app.database.db.transaction((tx) => app.approvals.recall(tx, KIND, applyId, actor('zhangsan')));
    expect(await remove('zhangsan', fileId)).toMatchObject({ errNo: 0 });
    expect(await countAttachments(app.database.db, KIND, applyId)).toBe(0);
  });

  it('deletes the files and their bytes with the request', async () => {
    const kept = (await upload('zhangsan', KIND, applyId, 'again.png', PNG_1X1)).resultData as string;
    const before = files.size();
    await app.database.db.transaction((tx) => app.approvals.destroy(tx, KIND, applyId, actor('zhangsan')));
    expect(await countAttachments(app.database.db, KIND, applyId)).toBe(0);
    expect(files.size()).toBe(before - 1);
    expect((await download('zhangsan', kept)).json()).toMatchObject({ errNo: ErrorCode.NotFound });
  });
});

describe('files of a rejected request: kept as the approver saw them', () => {
  const applyId = randomUUID();
  let fileId = '';

  beforeAll(async () => {
    fileId = (await upload('zhangsan', KIND, applyId, 'proof.png', PNG_1X1)).resultData;
    const db = app.database.db;
    await db.transaction(async (tx) => {
      await app.approvals.createApply(
        tx,
        KIND,
        actor('zhangsan'),
        {
          categoryId: null,
          categoryCode: 'fill',
          categoryNames: { zh: '补打卡', en: 'Make-up clock', ja: '打刻修正' },
          startTime: new Date('2026-11-19T01:00:00Z'),
          endTime: new Date('2026-11-19T10:00:00Z'),
          timeLength: null,
          timeUnit: null,
        },
        applyId,
      );
      await app.approvals.submit(tx, applyId, actor('zhangsan'), { categoryCode: 'fill', days: 0, hours: 0 });
    });
    const view = await app.approvals.view(db, KIND, applyId, actor('lisi'), 'zh');
    const result = await db.transaction((tx) =>
      app.approvals.act(
        tx,
        { action: 'reject', taskId: view.taskId as string, ApplyId: applyId, comment: '证明不清楚' },
        actor('lisi'),
      ),
    );
    expect(result.approveStatus).toBe(3);
  });

  it('refuses the owner an upload or a delete, with the reason, and keeps the file', async () => {
    const refused = { errNo: ErrorCode.Conflict, message: '附件只能在申请提交前修改' };
    expect(await upload('zhangsan', KIND, applyId, 'better.png', PNG_1X1)).toMatchObject(refused);
    expect(await remove('zhangsan', fileId)).toMatchObject(refused);
    expect((await list('zhangsan', applyId, KIND)).resultData.fileList).toHaveLength(1);
  });

  it('still shows the approver the file, read only, and hides it from others', async () => {
    expect((await list('lisi', applyId, KIND)).resultData.fileList).toHaveLength(1);
    expect(await remove('lisi', fileId)).toMatchObject({ errNo: ErrorCode.Conflict });
    expect(await list('zhaoliu', applyId, KIND)).toMatchObject({ errNo: ErrorCode.NotFound });
  });

  it('lets the owner delete the rejected request with its files', async () => {
    await app.database.db.transaction((tx) => app.approvals.destroy(tx, KIND, applyId, actor('zhangsan')));
    expect(await countAttachments(app.database.db, KIND, applyId)).toBe(0);
  });
});

describe('UploadImageCommon and GetImageInfoCommon', () => {
  const sourceID = DEMO_IDS.zhangsan;
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

  async function uploadImages(who: Person, items: unknown, lang = 'zh') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/PersonInfo/UploadImageCommon',
      headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
      payload: items as object,
    });
    return response.json();
  }
  async function getImages(who: Person, query: { sourceID: string; sourceTable: string }) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/PersonInfo/GetImageInfoCommon',
      headers: bearer(tokens[who] as string),
      payload: query,
    });
    return response.json();
  }

  it('round-trips an image sent as a data URL', async () => {
    const saved = await uploadImages('zhangsan', [
      { sourceID, sourceTable: 'child', imageInner: `data:image/png;base64,${base64(PNG_1X1)}` },
    ]);
    expect(saved.errNo).toBe(0);
    expect(saved.resultData.imageIds).toHaveLength(1);
    const body = await getImages('zhangsan', { sourceID, sourceTable: 'child' });
    expect(body.errNo).toBe(0);
    expect(body.resultData).toEqual([
      expect.objectContaining({
        imageId: saved.resultData.imageIds[0],
        sourceID,
        sourceTable: 'child',
        imageInner: base64(PNG_1X1),
        mimeType: 'image/png',
        size: PNG_1X1.length,
      }),
    ]);
  });

  it('replaces the images of a source with the ones sent', async () => {
    const stored = files.size();
    const saved = await uploadImages('zhangsan', [
      { sourceID, sourceTable: 'child', imageInner: base64(GIF_1X1) },
      { sourceID, sourceTable: 'child', imageInner: base64(PNG_1X1) },
    ]);
    expect(saved.errNo).toBe(0);
    const body = await getImages('zhangsan', { sourceID, sourceTable: 'child' });
    expect(body.resultData.map((i: { mimeType: string }) => i.mimeType)).toEqual(['image/gif', 'image/png']);
    expect(files.size()).toBe(stored + 1);
  });

  it('refuses bad base64, a PDF sent as an image and an unknown table, storing nothing', async () => {
    const stored = files.size();
    expect(
      await uploadImages('zhangsan', [{ sourceID, sourceTable: 'child', imageInner: 'not base64!' }]),
    ).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '图片数据无效，请重新选择图片' });
    expect(
      await uploadImages('zhangsan', [{ sourceID, sourceTable: 'general', imageInner: base64(PDF_SMALL) }]),
    ).toMatchObject({
      errNo: ErrorCode.InvalidInput,
      message: '图片类型必须是.gif,jpeg,jpg,png,bmp中的一种',
    });
    expect(
      await uploadImages('zhangsan', [{ sourceID, sourceTable: 'salary', imageInner: base64(PNG_1X1) }]),
    ).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '不支持的图片类别' });
    // One bad image refuses the whole call: the good one before it is not kept.
    expect(
      await uploadImages('zhangsan', [
        { sourceID, sourceTable: 'child', imageInner: base64(PNG_1X1) },
        { sourceID, sourceTable: 'child', imageInner: base64(EXE_HEADER) },
      ]),
    ).toMatchObject({ errNo: ErrorCode.InvalidInput });
    expect(await uploadImages('zhangsan', [])).toMatchObject({ errNo: ErrorCode.InvalidInput });
    expect(files.size()).toBe(stored);
    expect((await getImages('zhangsan', { sourceID, sourceTable: 'child' })).resultData).toHaveLength(2);
  });

  it('answers a body over the image limit with the image message, not a network error', async () => {
    const sourceID = randomUUID();
    const big = base64(pngOfSize(10 * MB));
    const response = await app.inject({
      method: 'POST',
      url: '/api/PersonInfo/UploadImageCommon',
      headers: { ...bearer(tokens.zhangsan as string), 'accept-language': 'en' },
      payload: [1, 2, 3].map(() => ({ sourceID, sourceTable: 'tax', imageInner: big })),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errNo: ErrorCode.PayloadTooLarge,
      message: 'The image is larger than 10 MB and cannot be uploaded',
    });
  });

  it('applies the limit of the table: tax images above 6 MB are refused', async () => {
    const body = await uploadImages('zhangsan', [
      { sourceID, sourceTable: 'tax', imageInner: base64(pngOfSize(6 * MB + 1)) },
    ]);
    expect(body).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '图片大于6M，不能上传' });
    const en = await uploadImages(
      'zhangsan',
      [{ sourceID, sourceTable: 'tax', imageInner: base64(pngOfSize(6 * MB + 1)) }],
      'en',
    );
    expect(en.message).toBe('The image is larger than 6 MB and cannot be uploaded');
  });

  it("keeps a person's images from everyone else", async () => {
    expect(await getImages('zhaoliu', { sourceID, sourceTable: 'child' })).toMatchObject({
      errNo: ErrorCode.NotFound,
    });
    expect(
      await uploadImages('zhaoliu', [{ sourceID, sourceTable: 'child', imageInner: base64(PNG_1X1) }]),
    ).toMatchObject({ errNo: ErrorCode.NotFound });
    expect((await getImages('zhangsan', { sourceID, sourceTable: 'child' })).resultData).toHaveLength(2);
  });
});
