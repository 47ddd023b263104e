import { randomUUID } from 'node:crypto';
import { maskIdNumber } from '@ehome/shared/activities/catalogue-helpers';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_ACTIVITY_IDS as A } from '../../db/demo/activities';
import { activities, companies, employees, piiReadLog } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { memoryFileStorage } from '../../platform/files';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { REVEAL_REGISTRATION_PURPOSE } from './admin-service';
import { withSealedWifeIdNo } from './sealed-relative.test-helpers';

const clock = fixedClock('2026-11-26T03:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
const FOREIGN = randomUUID();

beforeAll(async () => {
  app = await createTestApp({ clock, files: memoryFileStorage() });
  for (const who of ['zhangsan', 'wangwu']) tokens[who] = await app.login(who);
  const db = app.database.db;
  const other = randomUUID();
  await db.insert(companies).values({ id: other, name: '别家公司', city: '北京' });
  await db.insert(activities).values({
    id: FOREIGN,
    companyId: other,
    names: { zh: '别家活动', en: 'Other', ja: '他社' },
    descriptions: { zh: '', en: '', ja: '' },
    signUpStart: clock.now(),
    signUpEnd: clock.now(),
    eventStart: clock.now(),
    eventEnd: clock.now(),
  });
});
afterAll(async () => {
  await app?.close();
});

const admin = (call: string) => `/CIICActivityAPI/ActivityAdmin/${call}`;
async function call(method: 'GET' | 'POST', url: string, payload?: unknown, who = 'wangwu', lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, ...response.json() };
}

const draft = (over: Record<string, unknown> = {}) => ({
  names: { zh: '读书会', en: 'Book club', ja: '読書会' },
  descriptions: { zh: '每月一本书。\n欢迎参加。', en: '', ja: '' },
  location: { zh: '公司图书角', en: 'Library corner', ja: '' },
  signUpStart: '2026-11-20 09:00',
  signUpEnd: '2026-12-10 18:00',
  eventStart: '2026-12-12 14:00',
  eventEnd: '2026-12-12 16:00',
  limit: 20,
  isRes: false,
  isMore: false,
  relativeNum: 1,
  fee: '12.5',
  items: [
    {
      names: { zh: '工号', en: 'Staff number', ja: '社員番号' },
      conName: 'txt',
      isNes: true,
      reg: '^E\\d{5}$',
      regMessages: { zh: '工号为E加5位数字', en: 'E and 5 digits', ja: 'E と数字5桁' },
    },
    {
      names: { zh: '口味', en: 'Taste', ja: '好み' },
      conName: 'cmb',
      options: [
        { value: 'tea', names: { zh: '茶', en: 'Tea', ja: 'お茶' } },
        { value: 'coffee', names: { zh: '咖啡', en: 'Coffee', ja: 'コーヒー' } },
      ],
    },
  ],
  ...over,
});

describe('HR only', () => {
  it('refuses a non-HR employee with 403 on every admin call', async () => {
    for (const [method, url, body] of [
      ['GET', admin('ListActivities')],
      ['GET', admin(`GetActivity/${A.walk}`)],
      ['POST', admin('SaveActivity'), draft()],
      ['POST', admin(`PublishActivity/${A.draft}`)],
      ['GET', admin(`Registrations?activityId=${A.concert}`)],
      ['GET', admin(`Registration/${A.registrations.bbqZhangsan}`)],
    ] as const) {
      const body2 = await call(method, url, body, 'zhangsan');
      expect(body2.status, url).toBe(403);
    }
  });

  it("lists the company's activities including the draft, never another company's", async () => {
    const body = await call('GET', admin('ListActivities'));
    expect(body.errNo).toBe(0);
    const ids = body.resultData.map((a: { id: string }) => a.id);
    expect(ids).toContain(A.draft);
    expect(ids).not.toContain(FOREIGN);
    expect(body.resultData.find((a: { id: string }) => a.id === A.concert)).toMatchObject({
      signedCount: 2,
      limit: 2,
      published: true,
    });
    expect((await call('GET', admin(`GetActivity/${FOREIGN}`))).message).toBe('活动不存在');
    expect((await call('GET', admin(`Registrations?activityId=${FOREIGN}`))).message).toBe('活动不存在');
  });
});

describe('SaveActivity', () => {
  it('refuses unsafe, invalid and over-long regular expressions, naming the item', async () => {
    const withReg = (reg: string) =>
      draft({
        items: [
          {
            names: { zh: '编号', en: 'Code', ja: 'コード' },
            conName: 'txt',
            reg,
            regMessages: { zh: '格式不对' },
          },
        ],
      });
    const unsafe = await call('POST', admin('SaveActivity'), withReg('(a+)+$'));
    expect(unsafe.errNo).not.toBe(0);
    expect(unsafe.message).toContain('报名项“编号”');
    expect(unsafe.message).toContain('嵌套重复');
    const unsafe2 = await call('POST', admin('SaveActivity'), withReg('(.*a){20}'), 'wangwu', 'en');
    expect(unsafe2.message).toContain('"Code"');
    const invalid = await call('POST', admin('SaveActivity'), withReg('('));
    expect(invalid.message).toBe('报名项“编号”的正则表达式无效');
    const long = await call('POST', admin('SaveActivity'), withReg('a'.repeat(201)));
    expect(long.errNo).not.toBe(0);
    const noMessage = await call(
      'POST',
      admin('SaveActivity'),
      draft({ items: [{ names: { zh: '编号' }, conName: 'txt', reg: '^\\d+$' }] }),
    );
    expect(noMessage.message).toContain('提示');
    const list = await call('GET', admin('ListActivities'));
    expect(list.resultData.some((a: { name: string }) => a.name === '读书会')).toBe(false);
  });

  it('checks dates, persons, options and the fee', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ signUpStart: '2026-12-11 09:00' }, '报名开始时间不能晚于报名截止时间'],
      [{ signUpEnd: '2026-12-13 09:00' }, '报名截止时间不能晚于活动结束时间'],
      [{ eventStart: '2026-12-12 17:00' }, '活动开始时间不能晚于活动结束时间'],
      [{ relativeNum: 3 }, '单人活动'],
      [{ isMore: true, relativeNum: 1 }, '多人活动'],
      [{ isMore: true, relativeNum: 21 }, '1至20'],
      [{ fee: '1.234' }, '费用'],
      [{ fee: '-1' }, '费用'],
      [{ limit: -1 }, '人数上限'],
      [{ signUpStart: '2026-13-01 09:00' }, 'YYYY-MM-DD HH:mm'],
      [{ signUpStart: '2026-02-30 09:00' }, 'YYYY-MM-DD HH:mm'],
      [{ logoKey: randomUUID() }, '图片不存在'],
      [{ images: [{ key: randomUUID(), descriptions: { zh: '' } }] }, '图片不存在'],
      [{ names: { zh: '' } }, '活动名称'],
      [{ items: [{ names: { zh: '尺码' }, conName: 'cmb', options: [] }] }, '至少需要一个选项'],
      [
        {
          items: [
            {
              names: { zh: '尺码' },
              conName: 'cmb',
              options: [
                { value: 'S', names: { zh: '小' } },
                { value: 'S', names: { zh: '小号' } },
              ],
            },
          ],
        },
        '不能重复',
      ],
    ];
    const empty = await call('POST', admin('SaveActivity'), {});
    expect(empty.status).toBe(200);
    expect(empty.message).toContain('请输入活动名称');
    for (const [over, message] of refusals) {
      const body = await call('POST', admin('SaveActivity'), draft(over));
      expect(body.status, JSON.stringify(over)).toBe(200);
      expect(body.errNo, JSON.stringify(over)).not.toBe(0);
      expect(body.message, JSON.stringify(over)).toContain(message);
    }
  });

  it('creates a draft, edits it, publishes it and zhangsan then sees it', async () => {
    const created = await call('POST', admin('SaveActivity'), draft());
    expect(created.errNo).toBe(0);
    const id = created.resultData as string;
    const seen = async () => {
      const list = await call(
        'GET',
        '/CIICActivityAPI/Activity/GetActivitiesByStatus?pageSize=50',
        undefined,
        'zhangsan',
      );
      return list.resultData.result.some((a: { id: string }) => a.id === id);
    };
    expect(await seen()).toBe(false);
    const edit = await call('GET', admin(`GetActivity/${id}`));
    expect(edit.resultData).toMatchObject({
      published: false,
      fee: '12.50',
      signUpStart: '2026-11-20 09:00',
      relativeNum: 1,
      items: [{ reg: '^E\\d{5}$', isNes: true }, { conName: 'cmb' }],
    });
    const [first, second] = edit.resultData.items;
    const saved = await call('POST', admin('SaveActivity'), {
      ...draft(),
      id,
      limit: 30,
      items: [second, { ...first, names: { zh: '员工号', en: 'Staff no.', ja: '社員番号' } }],
    });
    expect(saved.resultData).toBe(id);
    const again = await call('GET', admin(`GetActivity/${id}`));
    expect(again.resultData.items.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
    expect(again.resultData.items[1].names.zh).toBe('员工号');
    expect(again.resultData.limit).toBe(30);
    expect((await call('POST', admin(`PublishActivity/${id}`))).resultData).toBe(true);
    expect(await seen()).toBe(true);
    const detail = await call(
      'GET',
      `/CIICActivityAPI/Activity/GetActivity/${id}`,
      undefined,
      'zhangsan',
      'en',
    );
    expect(detail.resultData).toMatchObject({ name: 'Book club', actFee: '12.50', limit: 30, state: 'open' });
  });

  it('keeps the limit at or above the places taken', async () => {
    const concert = (await call('GET', admin(`GetActivity/${A.concert}`))).resultData;
    const body = await call('POST', admin('SaveActivity'), { ...concert, limit: 1 });
    expect(body.errNo).not.toBe(0);
    expect(body.message).toBe('人数上限不能少于已报名人数（2人）');
    const unlimited = await call('POST', admin('SaveActivity'), { ...concert, limit: 0 });
    expect(unlimited.errNo).toBe(0);
    expect((await call('POST', admin('SaveActivity'), { ...concert, limit: 2 })).errNo).toBe(0);
  });

  it('locks the fee, persons and the form once someone submitted, and refuses another company', async () => {
    const badminton = (await call('GET', admin(`GetActivity/${A.badminton}`))).resultData;
    expect(badminton.submittedCount).toBe(1);
    for (const change of [
      { fee: '90.00' },
      { isMore: true, relativeNum: 2 },
      { items: badminton.items.slice(1) },
      { items: [{ ...badminton.items[0], isNes: false }, badminton.items[1]] },
    ]) {
      const body = await call('POST', admin('SaveActivity'), { ...badminton, ...change });
      expect(body.message, JSON.stringify(change)).toContain('已有人提交报名');
    }
    const ok = await call('POST', admin('SaveActivity'), {
      ...badminton,
      limit: 20,
      names: { ...badminton.names, zh: '羽毛球俱乐部冬季活动（加场）' },
    });
    expect(ok.errNo).toBe(0);
    const foreign = await call('POST', admin('SaveActivity'), { ...badminton, id: FOREIGN });
    expect(foreign.message).toBe('活动不存在');
    expect((await call('POST', admin(`PublishActivity/${FOREIGN}`))).message).toBe('活动不存在');
  });
});

describe('Registrations', () => {
  it('shows HR the names, status and answers of the registrations (phones masked)', async () => {
    const body = await call('GET', admin(`Registrations?activityId=${A.bbq}`));
    expect(body.errNo).toBe(0);
    const zhang = body.resultData.find((r: { regNo: string }) => r.regNo === 'HD00000003');
    expect(zhang).toMatchObject({
      employeeName: '张三',
      status: 'confirmed',
      persons: 2,
      answers: [{ name: '手机号码', value: '138****8000' }],
      relatives: [{ name: '李梅', relation: 'wife' }],
    });
  });

  it("opens the relatives' sealed ID numbers and shows HR them masked", async () => {
    await withSealedWifeIdNo(app, async (idNo) => {
      const body = await call('GET', admin(`Registrations?activityId=${A.bbq}`));
      const zhang = body.resultData.find((r: { regNo: string }) => r.regNo === 'HD00000003');
      expect(zhang.relatives).toEqual([{ name: '李梅', relation: 'wife', idNo: maskIdNumber(idNo) }]);
      expect(JSON.stringify(body)).not.toContain('pii1.');
      expect(JSON.stringify(body)).not.toContain(idNo);
    });
  });
});

describe('Registration (HR reveals one in full)', () => {
  const reveals = async (reader: string, subject: string) =>
    (
      await app.database.db
        .select()
        .from(piiReadLog)
        .where(and(eq(piiReadLog.readerEid, reader), eq(piiReadLog.subjectEid, subject)))
    ).filter((r) => r.purpose === REVEAL_REGISTRATION_PURPOSE);

  it("shows the phone and the relative's ID number in full, and logs the read by field, not value", async () => {
    const [hr, zhang] = [DEMO_IDS.wangwu, DEMO_IDS.zhangsan];
    const before = (await reveals(hr, zhang)).length;
    await withSealedWifeIdNo(app, async (idNo) => {
      const body = await call('GET', admin(`Registration/${A.registrations.bbqZhangsan}`));
      expect(body.errNo).toBe(0);
      expect(body.resultData).toMatchObject({
        regNo: 'HD00000003',
        employeeName: '张三',
        answers: [{ name: '手机号码', value: '13800138000' }],
        relatives: [{ name: '李梅', relation: 'wife', idNo }],
      });
      const logged = await reveals(hr, zhang);
      expect(logged.length).toBe(before + 1);
      expect(logged.at(-1)?.fields).toEqual(['activityRegistration']);
      expect(JSON.stringify(logged)).not.toContain(idNo);
    });
    // The list stays masked after a reveal.
    const list = await call('GET', admin(`Registrations?activityId=${A.bbq}`));
    const listed = list.resultData.find((r: { regNo: string }) => r.regNo === 'HD00000003');
    expect(listed.answers).toEqual([{ name: '手机号码', value: '138****8000' }]);
  });

  it('answers 20 reveals sent at once, each with the full values and one log row of its own', async () => {
    const [hr, zhang] = [DEMO_IDS.wangwu, DEMO_IDS.zhangsan];
    const before = (await reveals(hr, zhang)).length;
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => call('GET', admin(`Registration/${A.registrations.bbqZhangsan}`))),
    );
    expect(bodies.map((b) => [b.status, b.errNo])).toEqual(Array.from({ length: 20 }, () => [200, 0]));
    for (const body of bodies)
      expect(body.resultData.answers).toEqual([{ name: '手机号码', value: '13800138000' }]);
    expect((await reveals(hr, zhang)).length).toBe(before + 20);
  });

  it("answers another company's registration, an unknown one and a malformed id as not found, logging nothing", async () => {
    const hr = DEMO_IDS.wangwu;
    const db = app.database.db;
    const logCount = async () =>
      (await db.select().from(piiReadLog).where(eq(piiReadLog.readerEid, hr))).length;
    const before = await logCount();
    const unknown = await call('GET', admin(`Registration/${randomUUID()}`));
    expect(unknown.errNo).not.toBe(0);
    expect(unknown.message).toBe('报名记录不存在');
    const malformed = await call('GET', admin('Registration/not-a-uuid'), undefined, 'wangwu', 'en');
    expect(malformed.errNo).not.toBe(0);
    expect(malformed.message).toBe('The registration does not exist');
    // HR of another company: move wangwu's company for one call.
    const [foreign] = await db
      .select({ companyId: activities.companyId })
      .from(activities)
      .where(eq(activities.id, FOREIGN));
    await db
      .update(employees)
      .set({ companyId: foreign?.companyId as string })
      .where(eq(employees.eid, hr));
    try {
      const other = await call('GET', admin(`Registration/${A.registrations.bbqZhangsan}`));
      expect(other.message).toBe('报名记录不存在');
    } finally {
      await db.update(employees).set({ companyId: DEMO_IDS.company }).where(eq(employees.eid, hr));
    }
    expect(await logCount()).toBe(before);
  });
});

describe('UploadImage', () => {
  const upload = async (bytes: Buffer, who = 'wangwu', field = 'file') => {
    const boundary = '----act-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: admin('UploadImage'),
      headers: {
        ...bearer(tokens[who] as string),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    return { status: response.statusCode, ...response.json() };
  };

  it('stores a picture and serves it at the image route', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const body = await upload(png);
    expect(body.errNo).toBe(0);
    expect(body.resultData.path).toBe(`/api/Shop/Image/${body.resultData.key}`);
    const image = await app.inject({ method: 'GET', url: `${body.resultData.path}?w=160` });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(160);
  });

  it('refuses a file that is not a picture, one over 10 MB, and a non-HR caller', async () => {
    const text = await upload(Buffer.from('just some text, not a picture'));
    expect(text.errNo).not.toBe(0);
    expect(text.message).toBe('图片类型必须是.gif,jpeg,jpg,png,bmp中的一种');
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
    big[0] = 0xff;
    big[1] = 0xd8;
    const large = await upload(big);
    expect(large.errNo).not.toBe(0);
    expect(large.message).toBe('图片大于10M,不能上传');
    expect((await upload(Buffer.from('x'), 'zhangsan')).status).toBe(403);
    expect((await upload(Buffer.from('x'), 'wangwu', 'other')).message).toBe('请选择图片');
  });
});
