import { randomUUID } from 'node:crypto';
import { GIF_1X1, JPEG_1X1, PDF_SMALL, PNG_1X1 } from '@ehome/shared/attachments/test-files';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { loadMaterialsDemo } from '../../db/demo/materials';
import { companies, employeeChildren, employeeImages, notifications, piiReadLog } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { fixedClock } from '../../platform/clock';
import { memoryFileStorage } from '../../platform/files';
import { piiCipher, sealedFileStorage } from '../../platform/pii';
import { TokenService } from '../../platform/tokens';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { copyEmployee } from '../../testing/people';
import { materialsBacklogSource } from './backlog';

// Wednesday 2026-11-25, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
const MB = 1024 * 1024;
const files = memoryFileStorage();
let app: TestApp;
const tokens: Record<string, string> = {};
const PEOPLE = ['zhangsan', 'zhaoliu', 'wangwu', 'lisi'] as const;
type Person = (typeof PEOPLE)[number];
let temporary: { eid: string; token: string };
let otherHr: { eid: string; token: string };

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** A real PNG followed by padding up to `size` bytes (decoders stop at IEND). */
const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_1X1);
  return bytes;
};
/** A minimal valid BMP (1x1, 24 bit). */
const BMP_1X1 = (() => {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  return new Uint8Array(b);
})();

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const get = (who: Person, url: string, lang = 'zh') =>
  call(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: unknown, lang = 'zh') =>
  call(tokens[who] as string, 'POST', url, payload, lang);

const imagesOf = (eid: string) =>
  app.database.db.select().from(employeeImages).where(eq(employeeImages.eid, eid));
const childrenOf = (eid: string) =>
  app.database.db.select().from(employeeChildren).where(eq(employeeChildren.eid, eid));

async function newEmployee(employeeType: string, companyId: string, roles: string[] = ['employee']) {
  const { eid } = await copyEmployee(app.database.db, DEMO_IDS.zhaoliu, { companyId, employeeType, roles });
  const issuer = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
  return { eid, token: (await issuer.issue(eid)).token };
}

const child = (over: Record<string, unknown> = {}) => ({
  childName: '张小明',
  sex: '男',
  birthday: '2020-05-01',
  img: { imageType: 1, imageInner: `data:image/png;base64,${b64(PNG_1X1)}` },
  ...over,
});

beforeAll(async () => {
  app = await createTestApp({ clock, files });
  // The demo materials (loaded on PostgreSQL by the app itself) are not this suite's.
  await app.database.db.delete(employeeImages);
  await app.database.db.delete(employeeChildren);
  for (const who of PEOPLE) tokens[who] = await app.login(who);
  temporary = await newEmployee('Temporary', DEMO_IDS.company);
  const otherCompany = randomUUID();
  await app.database.db.insert(companies).values({ id: otherCompany, name: '另一家公司', city: '杭州' });
  otherHr = await newEmployee('CiicEmployee', otherCompany, ['employee', 'hr']);
});
afterAll(async () => {
  await app?.close();
});

describe('certificate photos (GetImageInfoAll, UploadImage)', () => {
  it('lists every image type as missing before any upload', async () => {
    const res = await get('zhangsan', '/api/PersonInfo/GetImageInfoAll');
    expect(res.errNo).toBe(0);
    expect(res.resultData).toHaveLength(9);
    expect(res.resultData.every((i: { state: string }) => i.state === 'missing')).toBe(true);
  });

  it('stores a photo sealed, awaiting audit, with a preview', async () => {
    const res = await post('zhangsan', '/api/PersonInfo/UploadImage', [
      { imageType: 1, imageInner: `data:image/png;base64,${b64(PNG_1X1)}` },
      { imageType: 2, imageInner: b64(JPEG_1X1) },
    ]);
    expect(res).toMatchObject({ errNo: 0, resultData: { saved: 2 } });
    const rows = await imagesOf(DEMO_IDS.zhangsan);
    expect(rows.map((r) => [r.imageType, r.verify, r.isDelete, r.mimeType]).sort()).toEqual([
      [1, 0, 0, 'image/png'],
      [2, 0, 0, 'image/jpeg'],
    ]);
    const front = rows.find((r) => r.imageType === 1);
    const raw = await files.read(front?.storageKey as string);
    expect(raw?.subarray(0, 4).toString('latin1')).toBe('pii1');
    expect(raw?.includes(Buffer.from(PNG_1X1.subarray(0, 16)))).toBe(false);
    const info = await get('zhangsan', '/api/PersonInfo/GetImageInfoAll');
    const one = info.resultData.find((i: { imageType: number }) => i.imageType === 1);
    expect(one).toMatchObject({ state: 'awaiting', key: 'idCardFront', required: true, verify: 0 });
    expect(Buffer.from(one.imageInner, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('replaces the photo of a type on re-upload and removes the old bytes', async () => {
    const [before] = await imagesOf(DEMO_IDS.zhangsan).then((r) => r.filter((x) => x.imageType === 1));
    const res = await post('zhangsan', '/api/PersonInfo/UploadImage', [
      { imageType: 1, imageInner: b64(GIF_1X1) },
    ]);
    expect(res.errNo).toBe(0);
    const after = (await imagesOf(DEMO_IDS.zhangsan)).filter((x) => x.imageType === 1);
    expect(after).toHaveLength(1);
    expect(after[0]?.mimeType).toBe('image/gif');
    expect(await files.read(before?.storageKey as string)).toBeNull();
  });

  it('takes 8 MB and refuses one byte more with the size message', async () => {
    expect(
      (
        await post('zhangsan', '/api/PersonInfo/UploadImage', [
          { imageType: 3, imageInner: b64(pngOf(8 * MB)) },
        ])
      ).errNo,
    ).toBe(0);
    const res = await post('zhangsan', '/api/PersonInfo/UploadImage', [
      { imageType: 4, imageInner: b64(pngOf(8 * MB + 1)) },
    ]);
    expect(res.errNo).not.toBe(0);
    expect(res.message).toBe('图片大于8M，不能上传');
    expect((await imagesOf(DEMO_IDS.zhangsan)).some((r) => r.imageType === 4)).toBe(false);
  });

  it('decides the type by content, never by a name or a data-URL label', async () => {
    const pdf = await post('zhangsan', '/api/PersonInfo/UploadImage', [
      { imageType: 5, imageInner: `data:image/png;base64,${b64(PDF_SMALL)}` },
    ]);
    expect(pdf.message).toBe('图片类型必须是.gif,jpeg,jpg,png中的一种');
    // A PNG labelled as a gif is a PNG, and a PNG is allowed.
    const labelled = await post('zhangsan', '/api/PersonInfo/UploadImage', [
      { imageType: 5, imageInner: `data:image/gif;base64,${b64(PNG_1X1)}` },
    ]);
    expect(labelled.errNo).toBe(0);
    expect((await imagesOf(DEMO_IDS.zhangsan)).find((r) => r.imageType === 5)?.mimeType).toBe('image/png');
    // The certificate rule takes gif, jpeg and png (attachments/rules.ts).
    const bmp = await post('zhangsan', '/api/PersonInfo/UploadImage', [
      { imageType: 6, imageInner: b64(BMP_1X1) },
    ]);
    expect(bmp.message).toBe('图片类型必须是.gif,jpeg,jpg,png中的一种');
    // Magic bytes alone are not an image.
    const broken = new Uint8Array(64);
    broken.set(PNG_1X1.subarray(0, 8));
    const res = await post('zhangsan', '/api/PersonInfo/UploadImage', [
      { imageType: 6, imageInner: b64(broken) },
    ]);
    expect(res.message).toBe('图片数据无效，请重新选择图片');
  });

  it('checks every photo before storing any (bad input changes nothing)', async () => {
    const before = await imagesOf(DEMO_IDS.zhangsan);
    const keysBefore = files.size();
    for (const [payload, message] of [
      [
        [
          { imageType: 7, imageInner: b64(PNG_1X1) },
          { imageType: 8, imageInner: b64(PDF_SMALL) },
        ],
        '图片类型必须是.gif,jpeg,jpg,png中的一种',
      ],
      [[{ imageType: 42, imageInner: b64(PNG_1X1) }], '图片类别不正确'],
      [
        [
          { imageType: 7, imageInner: b64(PNG_1X1) },
          { imageType: 7, imageInner: b64(PNG_1X1) },
        ],
        '同一类别的图片每次只能上传一张',
      ],
      [[{ imageType: 7, imageInner: 'not base64!' }], '图片数据无效，请重新选择图片'],
      [[], '每次可上传1至9张图片'],
    ] as const) {
      const res = await post('zhangsan', '/api/PersonInfo/UploadImage', payload);
      expect(res.status).toBe(200);
      expect(res.errNo).not.toBe(0);
      expect(res.message).toContain(message);
    }
    expect(await imagesOf(DEMO_IDS.zhangsan)).toEqual(before);
    expect(files.size()).toBe(keysBefore);
  });

  it('refuses a body over the limit with the size message (HTTP 413), storing nothing', async () => {
    const keysBefore = files.size();
    const big = b64(pngOf(8 * MB));
    const res = await post('zhangsan', '/api/PersonInfo/UploadImage', [
      { imageType: 7, imageInner: big },
      { imageType: 8, imageInner: big },
      { imageType: 9, imageInner: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.message).toBe('图片大于8M，不能上传');
    expect(files.size()).toBe(keysBefore);
  });

  it('answers in English and Japanese', async () => {
    const en = await post(
      'zhangsan',
      '/api/PersonInfo/UploadImage',
      [{ imageType: 8, imageInner: b64(PDF_SMALL) }],
      'en',
    );
    expect(en.message).toBe('The image must be one of .gif,jpeg,jpg,png');
    const ja = await post(
      'zhangsan',
      '/api/PersonInfo/UploadImage',
      [{ imageType: 8, imageInner: b64(pngOf(8 * MB + 1)) }],
      'ja',
    );
    expect(ja.message).toBe('画像が8MBを超えているためアップロードできません');
  });

  it("never shows another employee's photos", async () => {
    const res = await get('zhaoliu', '/api/PersonInfo/GetImageInfoAll');
    expect(
      res.resultData.every(
        (i: { state: string; imageInner: string }) => i.state === 'missing' && !i.imageInner,
      ),
    ).toBe(true);
  });

  it('needs a login', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/PersonInfo/GetImageInfoAll' });
    expect(res.statusCode).toBe(401);
  });
});

describe('children (InsertEmployeeChildren, GetEmpChildren)', () => {
  it('refuses anyone but a CiicEmployee (spec 3 §6) and stores nothing', async () => {
    const res = await call(temporary.token, 'POST', '/api/CIICEService/InsertEmployeeChildren', [child()]);
    expect(res.status).toBe(403);
    expect(res.message).toBe('非员工不能进入，没有权限使用该功能');
    expect(res.resultData).toBe('/index');
    expect(await childrenOf(temporary.eid)).toHaveLength(0);
  });

  it('needs name, sex, birthday and a proof, the birthday from 1980-01-01 to today', async () => {
    for (const [over, message] of [
      [{ childName: ' ' }, '请填写子女姓名、性别、出生日期并上传证明'],
      [{ sex: 'male' }, '请填写子女姓名、性别、出生日期并上传证明'],
      [{ birthday: '' }, '请填写子女姓名、性别、出生日期并上传证明'],
      [{ img: null }, '请填写子女姓名、性别、出生日期并上传证明'],
      [{ birthday: '1979-12-31' }, '出生日期须在1980-01-01至今天之间'],
      [{ birthday: '2026-11-26' }, '出生日期须在1980-01-01至今天之间'],
      [{ birthday: '2020-02-30' }, '出生日期须在1980-01-01至今天之间'],
      [{ childName: '张'.repeat(21) }, '填写内容过长（最多20个字）'],
      [{ img: { imageType: 1, imageInner: b64(PDF_SMALL) } }, '图片类型必须是.gif,jpeg,jpg,png,bmp中的一种'],
      [{ img: { imageType: 1, imageInner: b64(pngOf(10 * MB + 1)) } }, '图片大于10M，不能上传'],
    ] as const) {
      const res = await post('zhangsan', '/api/CIICEService/InsertEmployeeChildren', [child(over)]);
      expect(res.errNo, message).not.toBe(0);
      expect(res.message).toBe(message);
    }
    expect(await childrenOf(DEMO_IDS.zhangsan)).toHaveLength(0);
  });

  it('saves a child sealed with a 9 MB proof (the general 10 MB rule), under review until the next working day', async () => {
    const res = await post('zhangsan', '/api/CIICEService/InsertEmployeeChildren', [
      child({ img: { imageType: 1, imageInner: b64(pngOf(9 * MB)) } }),
    ]);
    expect(res.errNo).toBe(0);
    const [row] = await childrenOf(DEMO_IDS.zhangsan);
    expect(row?.nameSealed.startsWith('pii1.')).toBe(true);
    expect(row?.nameSealed).not.toContain('张小明');
    expect(row?.birthdaySealed).not.toContain('2020');
    expect((await files.read(row?.proofKey as string))?.subarray(0, 4).toString('latin1')).toBe('pii1');
    const list = await get('zhangsan', '/api/CIICEService/GetEmpChildren');
    expect(list.resultData).toEqual([
      expect.objectContaining({
        childName: '张小明',
        sex: '男',
        birthday: '2020-05-01',
        state: 'underReview',
        expectedReviewDate: '2026-11-26',
      }),
    ]);
    const proof = await get('zhangsan', `/api/CIICEService/GetChildProof?id=${row?.id}`);
    expect(proof.resultData.mimeType).toBe('image/png');
    expect(Buffer.from(proof.resultData.imageInner, 'base64').length).toBe(9 * MB);
  });

  it('does not add the same child twice (a double tap)', async () => {
    const res = await post('zhangsan', '/api/CIICEService/InsertEmployeeChildren', [child()]);
    expect(res.message).toBe('该子女信息已提交，请勿重复添加');
    const twice = await post('zhangsan', '/api/CIICEService/InsertEmployeeChildren', [
      child({ childName: '张小红', sex: '女' }),
      child({ childName: '张小红', sex: '女' }),
    ]);
    expect(twice.message).toBe('该子女信息已提交，请勿重复添加');
    expect(await childrenOf(DEMO_IDS.zhangsan)).toHaveLength(1);
  });

  it("never shows another employee's children or proof", async () => {
    const [row] = await childrenOf(DEMO_IDS.zhangsan);
    expect((await get('zhaoliu', '/api/CIICEService/GetEmpChildren')).resultData).toEqual([]);
    const proof = await get('zhaoliu', `/api/CIICEService/GetChildProof?id=${row?.id}`);
    expect(proof.errNo).not.toBe(0);
    expect(proof.resultData).toBeNull();
    // HR reads children through the logged review only.
    expect((await get('wangwu', `/api/CIICEService/GetChildProof?id=${row?.id}`)).errNo).not.toBe(0);
  });
});

describe('HR material review', () => {
  it('is for HR only', async () => {
    for (const who of ['zhangsan', 'lisi'] as const) {
      expect((await get(who, '/api/MaterialReview/Pending?kind=image')).status).toBe(403);
    }
  });

  it("lists the company's pending photos and children, the child's name masked", async () => {
    const images = await get('wangwu', '/api/MaterialReview/Pending?kind=image');
    expect(images.resultData.totalCount).toBe(4);
    expect(images.resultData.result[0]).toMatchObject({ employeeName: '张三', imageKey: expect.any(String) });
    const children = await get('wangwu', '/api/MaterialReview/Pending?kind=child');
    expect(children.resultData.result).toEqual([
      expect.objectContaining({ kind: 'child', childName: '张**' }),
    ]);
    // Another company's HR sees none of them.
    const other = await call(otherHr.token, 'GET', '/api/MaterialReview/Pending?kind=child');
    expect(other.resultData.totalCount).toBe(0);
  });

  it('shows one child unmasked and logs the read; another company is refused', async () => {
    const [row] = await childrenOf(DEMO_IDS.zhangsan);
    const refused = await call(otherHr.token, 'GET', `/api/MaterialReview/View?kind=child&id=${row?.id}`);
    expect(refused).toMatchObject({ status: 403, resultData: '/index' });
    expect(refused.message).toBe('只能审核本公司员工的材料');
    const view = await get('wangwu', `/api/MaterialReview/View?kind=child&id=${row?.id}`);
    expect(view.resultData.child).toEqual({ childName: '张小明', sex: '男', birthday: '2020-05-01' });
    expect(view.resultData.imageInner.length).toBeGreaterThan(0);
    const logged = await app.database.db
      .select()
      .from(piiReadLog)
      .where(and(eq(piiReadLog.readerEid, DEMO_IDS.wangwu), eq(piiReadLog.subjectEid, DEMO_IDS.zhangsan)));
    expect(logged.map((l) => l.fields)).toEqual([['children']]);
    expect(logged.some((l) => JSON.stringify(l).includes('张小明'))).toBe(false);
    const [image] = await imagesOf(DEMO_IDS.zhangsan);
    await get('wangwu', `/api/MaterialReview/View?kind=image&id=${image?.id}`);
    const after = await app.database.db
      .select()
      .from(piiReadLog)
      .where(eq(piiReadLog.readerEid, DEMO_IDS.wangwu));
    expect(after.map((l) => l.fields[0]).sort()).toEqual(['children', 'images']);
  });

  it('passes a child once and tells the employee', async () => {
    const [row] = await childrenOf(DEMO_IDS.zhangsan);
    const res = await post('wangwu', '/api/MaterialReview/Decide', {
      kind: 'child',
      id: row?.id,
      pass: true,
    });
    expect(res).toMatchObject({ errNo: 0, resultData: { state: 'passed' } });
    const again = await post('wangwu', '/api/MaterialReview/Decide', {
      kind: 'child',
      id: row?.id,
      pass: false,
      note: 'x',
    });
    expect(again.message).toBe('该材料已审核');
    const list = await get('zhangsan', '/api/CIICEService/GetEmpChildren');
    expect(list.resultData[0]).toMatchObject({ state: 'passed', expectedReviewDate: null });
    const notices = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eid, DEMO_IDS.zhangsan));
    const notice = notices.find((n) => n.titleKey === 'materials.notice.childPassed');
    expect(notice).toMatchObject({ link: '/Essentialinformation', params: { name: '张**' } });
    const messages = await get('zhangsan', '/api/Message/GetMessageList?pageIndex=1&pageSize=10');
    if (messages.errNo === 0)
      expect(JSON.stringify(messages.resultData)).toContain('子女张**的出生证明已审核通过');
  });

  it('fails a photo only with a note; the employee re-uploads it and the backlog asks for it', async () => {
    const image = (await imagesOf(DEMO_IDS.zhangsan)).find((r) => r.imageType === 2);
    const noNote = await post('wangwu', '/api/MaterialReview/Decide', {
      kind: 'image',
      id: image?.id,
      pass: false,
      note: ' ',
    });
    expect(noNote.message).toBe('请填写不通过的原因');
    expect((await imagesOf(DEMO_IDS.zhangsan)).find((r) => r.imageType === 2)?.isDelete).toBe(0);
    const res = await post('wangwu', '/api/MaterialReview/Decide', {
      kind: 'image',
      id: image?.id,
      pass: false,
      note: '照片模糊',
    });
    expect(res.resultData.state).toBe('failed');
    const info = await get('zhangsan', '/api/PersonInfo/GetImageInfoAll');
    expect(info.resultData.find((i: { imageType: number }) => i.imageType === 2)).toMatchObject({
      state: 'failed',
      isDelete: 3,
      reviewNote: '照片模糊',
    });
    const [notice] = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.eid, DEMO_IDS.zhangsan),
          eq(notifications.titleKey, 'materials.notice.imageFailed'),
        ),
      );
    expect(notice).toMatchObject({ link: '/EntrymanagementCertificates' });
    expect(notice?.params).toMatchObject({
      type_zh: '身份证反面',
      type_en: 'ID card (back)',
      note: '照片模糊',
    });

    const source = materialsBacklogSource(piiCipher(app.appConfig.piiKeys));
    const user = { eid: DEMO_IDS.zhangsan, profile: { leaveStatus: 1 } } as AuthUser;
    const entries = await source(app.database.db, user, { now: clock.now(), timeZone: 'Asia/Shanghai' });
    expect(entries).toEqual([
      expect.objectContaining({
        key: 'onboardingMaterials:images',
        type: 1,
        mode: 1,
        params: { count: 1 },
        path: '/EntrymanagementCertificates',
      }),
    ]);
    // While onboarding, the missing required photos count too (types 4 and 6 of 1, 2, 3, 4, 6).
    const onboarding = await source(
      app.database.db,
      { ...user, profile: { ...user.profile, leaveStatus: 0 } },
      { now: clock.now(), timeZone: 'Asia/Shanghai' },
    );
    expect(onboarding[0]?.params).toEqual({ count: 3 });

    expect(
      (await post('zhangsan', '/api/PersonInfo/UploadImage', [{ imageType: 2, imageInner: b64(PNG_1X1) }]))
        .errNo,
    ).toBe(0);
    expect((await imagesOf(DEMO_IDS.zhangsan)).find((r) => r.imageType === 2)).toMatchObject({
      isDelete: 0,
      verify: 0,
      reviewNote: '',
    });
    expect(await source(app.database.db, user, { now: clock.now(), timeZone: 'Asia/Shanghai' })).toEqual([]);
  });

  it('refuses bad decisions without changing anything', async () => {
    for (const body of [
      { kind: 'photo', id: randomUUID(), pass: true },
      { kind: 'image', id: 'nope', pass: true },
      { kind: 'image', id: randomUUID(), pass: 'yes' },
    ]) {
      const res = await post('wangwu', '/api/MaterialReview/Decide', body);
      expect(res.status).toBe(200);
      expect(res.errNo).not.toBe(0);
    }
    expect(
      (await post('wangwu', '/api/MaterialReview/Decide', { kind: 'image', id: randomUUID(), pass: true }))
        .message,
    ).toBe('材料不存在或您无权查看');
  });
});

describe('demo materials', () => {
  it("seals zhangsan's photos and child once, readable through the calls", async () => {
    const db = app.database.db;
    await db.delete(employeeImages);
    await db.delete(employeeChildren);
    const pii = piiCipher(app.appConfig.piiKeys);
    const deps = {
      pii,
      files: sealedFileStorage(files, pii),
      zhangsan: DEMO_IDS.zhangsan,
      wangwu: DEMO_IDS.wangwu,
      now: clock.now(),
    };
    expect(await loadMaterialsDemo(db, deps)).toBe(4);
    expect(await loadMaterialsDemo(db, deps)).toBe(0);
    const info = await get('zhangsan', '/api/PersonInfo/GetImageInfoAll');
    expect(info.resultData.slice(0, 3).map((i: { state: string }) => i.state)).toEqual([
      'verified',
      'verified',
      'failed',
    ]);
    expect(info.resultData[0].imageInner.length).toBeGreaterThan(100);
    const children = await get('zhangsan', '/api/CIICEService/GetEmpChildren');
    expect(children.resultData).toEqual([
      expect.objectContaining({ childName: '张小雨', sex: '女', state: 'passed' }),
    ]);
  });
});
