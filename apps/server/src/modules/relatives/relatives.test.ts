import { randomBytes } from 'node:crypto';
import { ACTIVITY_API } from '@ehome/shared/activities/constants';
import { EMPTY_RELATIVE_GUID, maskIdNo } from '@ehome/shared/activities/relative-rules';
import { nationalIdCheckChar } from '@ehome/shared/validation/national-id';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_ACTIVITY_IDS } from '../../db/demo/activities';
import { activities, activityRegistrationRelatives, activityRegistrations, relatives } from '../../db/schema';
import { businessDate } from '../../platform/clock';
import { type PiiCipher, piiCipher } from '../../platform/pii';
import { bearer, createPostgresDatabase, createTestApp, type TestApp } from '../../testing/app';
import { sealPlainRelatives } from './seal-at-rest';

const A = DEMO_ACTIVITY_IDS;
const R = A.relatives;
const G = A.registrations;
let app: TestApp;
/** The app's own cipher (same key): to read what the database holds and to write sealed rows. */
let pii: PiiCipher;
const PEOPLE = ['zhangsan', 'lisi', 'zhaoliu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  pii = piiCipher(app.appConfig.piiKeys);
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

async function call(who: Person, method: 'GET' | 'POST', path: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url: `${ACTIVITY_API}/${path}`,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const listOf = async (who: Person, regId: string = EMPTY_RELATIVE_GUID) => {
  const body = await call(who, 'GET', `GetAllRelatives/${regId}`);
  expect(body.errNo).toBe(0);
  return body.resultData as {
    relative_id: string;
    is_selected: boolean;
    idNo: string | null;
    phone: string | null;
  }[];
};
const save = (who: Person, relative: object, lang = 'zh') => call(who, 'POST', 'InsRelative', relative, lang);
const choose = (who: Person, registrationId: string, ids: string[], lang = 'zh') =>
  call(
    who,
    'POST',
    'InsActivityRelative',
    {
      registrationId,
      ActivityRelatives: ids.map((relativeID) => ({ registrationID: registrationId, relativeID })),
    },
    lang,
  );
const selection = async (registrationId: string) =>
  (
    await app.database.db
      .select({ id: activityRegistrationRelatives.relativeId })
      .from(activityRegistrationRelatives)
      .where(eq(activityRegistrationRelatives.registrationId, registrationId))
  )
    .map((r) => r.id)
    .sort();
const liveCount = async (eid: string) =>
  (
    await app.database.db
      .select({ id: relatives.id })
      .from(relatives)
      .where(and(eq(relatives.eid, eid), isNull(relatives.deletedAt)))
  ).length;

/** A valid 18-character ID: Shanghai, born on `birth` (YYYYMMDD), sex digit odd for male. */
const idFor = (birth: string, sex: 'male' | 'female', seq = '12') => {
  const first17 = `310104${birth}${seq}${sex === 'male' ? '3' : '4'}`;
  return first17 + nationalIdCheckChar(first17);
};
const today = () => businessDate(new Date(), 'Asia/Shanghai');
const daughter = {
  relative_name: '张小花',
  relation: 'daughter',
  sex: 'female',
  age: 8,
  birthday: '2018-05-01',
  phone: '13912345678',
  idNo: idFor('20180501', 'female'),
};
let seq = 10;
/** Adds a relative for zhangsan (a fresh ID number each time) and answers its id. */
const addDaughter = async (name = '张小花') => {
  seq += 1;
  const body = await save('zhangsan', {
    ...daughter,
    relative_name: name,
    idNo: idFor('20180501', 'female', String(seq)),
  });
  expect(body.errNo).toBe(0);
  return body.resultData as string;
};

describe('GetAllRelatives', () => {
  it('lists the own relatives oldest first with the registration ticks and masked ID numbers', async () => {
    await app.database.db
      .update(relatives)
      .set({ idNo: pii.seal(idFor('19920308', 'female')) })
      .where(eq(relatives.id, R.zhangsanWife));
    const bbq = await listOf('zhangsan', G.bbqZhangsan);
    expect(bbq.map((r) => [r.relative_id, r.is_selected])).toEqual([
      [R.zhangsanWife, true],
      [R.zhangsanSon, false],
    ]);
    expect(bbq[0]?.idNo).toBe(`3101${'*'.repeat(10)}${idFor('19920308', 'female').slice(-4)}`);
    expect(bbq[1]?.idNo).toBeNull();
    expect(bbq[0]?.phone).toBe('139****9000');
    const plain = await listOf('zhangsan');
    expect(plain.every((r) => !r.is_selected)).toBe(true);
  });

  it('never shows another employee their relatives or registrations', async () => {
    expect((await listOf('lisi')).map((r) => r.relative_id)).toEqual([R.lisiMother]);
    expect(await listOf('zhaoliu')).toEqual([]);
    const foreign = await call('zhangsan', 'GET', `GetAllRelatives/${G.bbqLisi}`);
    expect(foreign).toMatchObject({ status: 200, errNo: 3, message: '报名记录不存在' });
    const unknown = await call(
      'zhangsan',
      'GET',
      `GetAllRelatives/${EMPTY_RELATIVE_GUID.replace(/0$/, '9')}`,
    );
    expect(unknown.message).toBe('报名记录不存在');
    const bad = await call('zhangsan', 'GET', 'GetAllRelatives/nope');
    expect(bad.status).toBe(200);
    expect(bad.errNo).not.toBe(0);
  });

  it('needs a login', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${ACTIVITY_API}/GetAllRelatives/${EMPTY_RELATIVE_GUID}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('InsRelative rules (spec 2 §5 "Activity")', () => {
  it.each([
    [{ relative_name: '  ' }, '请填写完整信息（姓名、关系、性别）'],
    [{ relation: 'cousin' }, '请填写完整信息（姓名、关系、性别）'],
    [{ sex: '' }, '请填写完整信息（姓名、关系、性别）'],
    [{ relative_name: '张'.repeat(21) }, '姓名最多20个字'],
    [{ sex: 'male' }, '性别与关系不符'],
    [{ age: 121 }, '请输入正确的年龄（0或1至120的整数）'],
    [{ age: -1 }, '请输入正确的年龄（0或1至120的整数）'],
    [{ age: 2.5 }, '请输入正确的年龄（0或1至120的整数）'],
    [{ age: 'abc' }, '请输入正确的年龄（0或1至120的整数）'],
    [{ birthday: '1979-12-31' }, '出生日期须在1980-01-01至今天之间'],
    [{ birthday: '2999-01-01' }, '出生日期须在1980-01-01至今天之间'],
    [{ birthday: '2020-02-30' }, '出生日期须在1980-01-01至今天之间'],
    [{ phone: '12345' }, '电话号码不正确'],
    [{ idNo: '310104201805011240' }, '请输入正确的身份证号码（须与性别相符）'],
    [{ idNo: idFor('20180501', 'male') }, '请输入正确的身份证号码（须与性别相符）'],
    [{ idNo: '3101**********1234' }, '请输入正确的身份证号码（须与性别相符）'],
  ])('%o is refused with %s and nothing is saved', async (change, message) => {
    const before = await liveCount(DEMO_IDS.zhangsan);
    const body = await save('zhangsan', { ...daughter, ...change });
    expect(body).toMatchObject({ status: 200, errNo: 2, message });
    expect(await liveCount(DEMO_IDS.zhangsan)).toBe(before);
  });

  it('answers in the request language', async () => {
    const en = await save('zhangsan', { ...daughter, idNo: idFor('20180501', 'male') }, 'en');
    expect(en.message).toBe('Please enter a valid ID number (matching the sex)');
    const enName = await save('zhangsan', { ...daughter, relative_name: '' }, 'en');
    expect(enName.message).toBe('Please fill in all the information (name, relation, sex)');
    const ja = await save('zhangsan', { ...daughter, age: 121 }, 'ja');
    expect(ja.message).toBe('正しい年齢を入力してください（0、または1～120の整数）');
  });

  it.each([0, 1, 120, null, ''])('age %o is accepted', async (age) => {
    const body = await save('zhangsan', { ...daughter, age, idNo: '' });
    expect(body.errNo).toBe(0);
    const [row] = await app.database.db.select().from(relatives).where(eq(relatives.id, body.resultData));
    expect(row?.age).toBe(age === '' ? null : age);
    await call('zhangsan', 'GET', `DelRelative/${body.resultData}`);
  });

  it('birthday bounds are 1980-01-01 and today, both included', async () => {
    for (const birthday of ['1980-01-01', today()]) {
      const body = await save('zhangsan', { ...daughter, birthday, idNo: '' });
      expect(body.errNo).toBe(0);
      await call('zhangsan', 'GET', `DelRelative/${body.resultData}`);
    }
  });

  it('relation sets the sex: husband, son, father male; wife, daughter, mother female', async () => {
    for (const [relation, sex, wrong] of [
      ['husband', 'male', 'female'],
      ['son', 'male', 'female'],
      ['father', 'male', 'female'],
      ['wife', 'female', 'male'],
      ['mother', 'female', 'male'],
    ] as const) {
      const refused = await save('zhangsan', { ...daughter, relation, sex: wrong, idNo: '' });
      expect(refused.message).toBe('性别与关系不符');
      const accepted = await save('zhangsan', {
        ...daughter,
        relation,
        sex,
        idNo: idFor('19800101', sex),
        birthday: '',
      });
      expect(accepted.errNo).toBe(0);
      await call('zhangsan', 'GET', `DelRelative/${accepted.resultData}`);
    }
  });

  it('adds, stores the upper-case 18-character ID, and updates keeping a masked ID unchanged', async () => {
    const idNo = idFor('20180501', 'female', '77');
    const body = await save('zhangsan', {
      ...daughter,
      relative_id: EMPTY_RELATIVE_GUID,
      idNo: idNo.toLowerCase(),
    });
    expect(body.errNo).toBe(0);
    const id = body.resultData as string;
    const listed = (await listOf('zhangsan')).find((r) => r.relative_id === id);
    expect(listed?.idNo).toBe(maskIdNo(idNo));
    expect(listed?.phone).toBe('139****5678');
    const wrongMask = await save('zhangsan', { ...daughter, relative_id: id, phone: '138****5678' });
    expect(wrongMask).toMatchObject({ errNo: 2, message: '电话号码不正确' });
    const update = await save('zhangsan', {
      ...daughter,
      relative_id: id,
      relative_name: '张小芳',
      idNo: listed?.idNo,
      phone: listed?.phone,
    });
    expect(update).toMatchObject({ errNo: 0, resultData: id });
    const [row] = await app.database.db.select().from(relatives).where(eq(relatives.id, id));
    expect(row?.name).toBe('张小芳');
    expect(pii.openNullable(row?.idNo)).toBe(idNo);
    expect(pii.openNullable(row?.phone)).toBe(daughter.phone);
    expect(row?.idNoIndex).toBe(pii.blindIndex(idNo));
    const clear = await save('zhangsan', { ...daughter, relative_id: id, idNo: '' });
    expect(clear.errNo).toBe(0);
    const [cleared] = await app.database.db.select().from(relatives).where(eq(relatives.id, id));
    expect(cleared?.idNo).toBeNull();
    expect(cleared?.idNoIndex).toBeNull();
    await call('zhangsan', 'GET', `DelRelative/${id}`);
  });

  it('a kept (masked) ID number is checked against a changed sex', async () => {
    const idNo = idFor('20180501', 'female', '78');
    const id = (await save('zhangsan', { ...daughter, idNo })).resultData as string;
    const masked = maskIdNo(idNo);
    const body = await save('zhangsan', {
      ...daughter,
      relative_id: id,
      relation: 'son',
      sex: 'male',
      idNo: masked,
    });
    expect(body).toMatchObject({ errNo: 2, message: '请输入正确的身份证号码（须与性别相符）' });
    const [row] = await app.database.db.select().from(relatives).where(eq(relatives.id, id));
    expect(row?.relation).toBe('daughter');
    expect(pii.openNullable(row?.idNo)).toBe(idNo);
    await call('zhangsan', 'GET', `DelRelative/${id}`);
  });

  it('another employee cannot update, and a masked ID never takes a stranger number', async () => {
    const body = await save('zhangsan', { ...daughter, relative_id: R.lisiMother, relation: 'mother' });
    expect(body).toMatchObject({ errNo: 3, message: '亲属不存在或已删除' });
    const [row] = await app.database.db.select().from(relatives).where(eq(relatives.id, R.lisiMother));
    expect(row?.name).toBe('王秀英');
  });

  it('wrong types and bad ids are bad input, never a 500', async () => {
    for (const payload of [
      { ...daughter, relative_id: 'x' },
      { ...daughter, relative_name: 12 },
      { ...daughter, age: { n: 1 } },
    ]) {
      const body = await save('zhangsan', payload);
      expect(body.status).toBe(200);
      expect(body.errNo).not.toBe(0);
    }
  });

  it('keeps at most 50 relatives per employee, also when 20 adds come at once', async () => {
    const existing = await liveCount(DEMO_IDS.zhaoliu);
    for (let i = existing; i < 40; i++) {
      const body = await save('zhaoliu', { ...daughter, relative_name: `亲属${i}`, idNo: '' });
      expect(body.errNo).toBe(0);
    }
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        save('zhaoliu', { ...daughter, relative_name: `并发${i}`, idNo: '' }),
      ),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(burst.filter((r) => r.errNo === 0)).toHaveLength(10);
    expect(burst.filter((r) => r.errNo === 4)).toHaveLength(10);
    const over = await save('zhaoliu', { ...daughter, idNo: '' });
    expect(over).toMatchObject({ errNo: 4, message: '最多保存50位亲属，请先删除不用的亲属' });
    expect(await liveCount(DEMO_IDS.zhaoliu)).toBe(50);
  });
});

describe('InsActivityRelative', () => {
  const museum = G.museumZhangsan;

  it('takes relativeNum - 1 relatives (museum: 4 persons, 3 relatives) and refuses a fourth', async () => {
    const third = await addDaughter('张小三');
    const fourth = await addDaughter('张小四');
    const three = [R.zhangsanWife, R.zhangsanSon, third];
    expect(await choose('zhangsan', museum, three)).toMatchObject({ errNo: 0, resultData: true });
    expect(await selection(museum)).toEqual([...three].sort());
    const over = await choose('zhangsan', museum, [...three, fourth]);
    expect(over).toMatchObject({ errNo: 4, message: '最多只能添加3位亲属' });
    expect((await choose('zhangsan', museum, [...three, fourth], 'en')).message).toBe(
      'You can add at most 3 relatives',
    );
    expect(await selection(museum)).toEqual([...three].sort());
    const ticks = await listOf('zhangsan', museum);
    expect(
      ticks
        .filter((r) => r.is_selected)
        .map((r) => r.relative_id)
        .sort(),
    ).toEqual([...three].sort());
    expect((await choose('zhangsan', museum, [R.zhangsanSon])).errNo).toBe(0);
    expect(await selection(museum)).toEqual([R.zhangsanSon]);
  });

  it('refuses duplicates, another employee relatives, and another employee registration', async () => {
    expect((await choose('zhangsan', museum, [R.zhangsanWife, R.zhangsanWife])).message).toBe(
      '同一位亲属不能重复选择',
    );
    expect((await choose('zhangsan', museum, [R.lisiMother])).message).toBe('亲属不存在或已删除');
    expect((await choose('lisi', museum, [R.lisiMother])).message).toBe('报名记录不存在');
    expect(await selection(museum)).toEqual([R.zhangsanSon]);
  });

  it('refuses an activity that takes no relatives, and a confirmed or released registration', async () => {
    const regId = '0b6c3a5e-1d2f-4c8a-9e16-000000009001';
    await app.database.db.insert(activityRegistrations).values({
      id: regId,
      activityId: A.walk,
      eid: DEMO_IDS.zhangsan,
      regNo: 'HDTEST9001',
    });
    expect((await choose('zhangsan', regId, [R.zhangsanWife])).message).toBe('该活动不能携带亲属');
    expect((await choose('zhangsan', G.badmintonZhangsan, [])).message).toBe(
      '报名已确认，不能再修改携带的亲属',
    );
    await app.database.db
      .update(activityRegistrations)
      .set({ status: 'released' })
      .where(eq(activityRegistrations.id, regId));
    await app.database.db
      .update(activities)
      .set({ isMore: true, relativeNum: 3 })
      .where(eq(activities.id, A.walk));
    expect((await choose('zhangsan', regId, [R.zhangsanWife])).message).toBe('该报名已失效，请重新报名');
    await app.database.db
      .update(activities)
      .set({ isMore: false, relativeNum: 1 })
      .where(eq(activities.id, A.walk));
    expect(await selection(regId)).toEqual([]);
  });

  it('a submitted, unpaid registration may still change its relatives', async () => {
    await app.database.db
      .update(activityRegistrations)
      .set({ status: 'submitted' })
      .where(eq(activityRegistrations.id, museum));
    expect((await choose('zhangsan', museum, [R.zhangsanWife, R.zhangsanSon])).errNo).toBe(0);
    expect(await selection(museum)).toEqual([R.zhangsanWife, R.zhangsanSon].sort());
    // What is owed follows the selection at once (50 yuan a person): three persons, then two.
    const owed = async () => {
      const [row] = await app.database.db
        .select({ persons: activityRegistrations.persons, totalFen: activityRegistrations.totalFen })
        .from(activityRegistrations)
        .where(eq(activityRegistrations.id, museum));
      return row;
    };
    expect(await owed()).toEqual({ persons: 3, totalFen: 15_000 });
    expect((await choose('zhangsan', museum, [R.zhangsanWife])).errNo).toBe(0);
    expect(await owed()).toEqual({ persons: 2, totalFen: 10_000 });
    await app.database.db
      .update(activityRegistrations)
      .set({ status: 'signed', persons: 1, totalFen: 0 })
      .where(eq(activityRegistrations.id, museum));
  });

  it('a registration item naming another registration is refused', async () => {
    const body = await call('zhangsan', 'POST', 'InsActivityRelative', {
      registrationId: museum,
      ActivityRelatives: [{ registrationID: G.bbqZhangsan, relativeID: R.zhangsanWife }],
    });
    expect(body).toMatchObject({ errNo: 2, message: '报名记录不存在' });
  });

  it('20 concurrent selections leave one whole valid selection', async () => {
    const extra = await addDaughter('张小五');
    const choices = [[R.zhangsanWife], [R.zhangsanSon, extra], [R.zhangsanWife, R.zhangsanSon, extra], []];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        choose('zhangsan', museum, choices[i % choices.length] as string[]),
      ),
    );
    expect(results.every((r) => r.status === 200 && r.errNo === 0)).toBe(true);
    const final = await selection(museum);
    expect(choices.map((c) => [...c].sort().join())).toContain(final.join());
  });
});

describe('DelRelative', () => {
  it('deletes the own relative softly and takes it out of unpaid selections', async () => {
    const id = await addDaughter('张小六');
    expect((await choose('zhangsan', G.museumZhangsan, [id, R.zhangsanSon])).errNo).toBe(0);
    const body = await call('zhangsan', 'GET', `DelRelative/${id}`);
    expect(body).toMatchObject({ errNo: 0, resultData: true });
    expect(await selection(G.museumZhangsan)).toEqual([R.zhangsanSon]);
    const [row] = await app.database.db.select().from(relatives).where(eq(relatives.id, id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await listOf('zhangsan')).some((r) => r.relative_id === id)).toBe(false);
    expect((await call('zhangsan', 'GET', `DelRelative/${id}`)).message).toBe('亲属不存在或已删除');
    expect((await choose('zhangsan', G.museumZhangsan, [id])).message).toBe('亲属不存在或已删除');
  });

  it('a relative who comes with a confirmed registration stays: false and the reason', async () => {
    const body = await call('zhangsan', 'GET', `DelRelative/${R.zhangsanWife}`);
    expect(body).toMatchObject({
      errNo: 4,
      resultData: false,
      message: '该亲属已随已确认的报名参加活动，不能删除',
    });
    const [row] = await app.database.db.select().from(relatives).where(eq(relatives.id, R.zhangsanWife));
    expect(row?.deletedAt).toBeNull();
  });

  it('another employee cannot delete', async () => {
    const body = await call('zhangsan', 'GET', `DelRelative/${R.lisiMother}`);
    expect(body).toMatchObject({ errNo: 3, message: '亲属不存在或已删除' });
    expect((await listOf('lisi')).map((r) => r.relative_id)).toEqual([R.lisiMother]);
  });
});

describe('ID and phone numbers sealed at rest', () => {
  const rowOf = async (id: string) => {
    const [row] = await app.database.db.select().from(relatives).where(eq(relatives.id, id));
    if (!row) throw new Error(`no relative ${id}`);
    return row;
  };

  it('stores them sealed, answers them masked, and a mask sent back unchanged keeps the number', async () => {
    const idNo = idFor('20180501', 'female', '81');
    const created = await save('zhangsan', { ...daughter, relative_name: '张小封', idNo });
    expect(created.errNo).toBe(0);
    const id = created.resultData as string;
    const stored = await rowOf(id);
    expect(stored.idNo).toMatch(/^pii1\./);
    expect(stored.phone).toMatch(/^pii1\./);
    expect(JSON.stringify(stored)).not.toContain(idNo);
    expect(JSON.stringify(stored)).not.toContain(daughter.phone);
    expect(stored.idNoIndex).toBe(pii.blindIndex(idNo));
    expect(pii.openNullable(stored.idNo)).toBe(idNo);
    expect(pii.openNullable(stored.phone)).toBe(daughter.phone);

    const listed = (await listOf('zhangsan')).find((r) => r.relative_id === id);
    expect(listed).toMatchObject({ idNo: maskIdNo(idNo), phone: '139****5678' });
    const body = await call('zhangsan', 'GET', `GetAllRelatives/${EMPTY_RELATIVE_GUID}`);
    expect(JSON.stringify(body)).not.toContain('pii1.');
    expect(JSON.stringify(body)).not.toContain(idNo);

    const kept = await save('zhangsan', {
      ...daughter,
      relative_id: id,
      relative_name: '张小封二',
      idNo: listed?.idNo,
      phone: listed?.phone,
    });
    expect(kept).toMatchObject({ errNo: 0, resultData: id });
    const after = await rowOf(id);
    expect(after.name).toBe('张小封二');
    expect(after.idNo).toMatch(/^pii1\./);
    expect(pii.openNullable(after.idNo)).toBe(idNo);
    expect(pii.openNullable(after.phone)).toBe(daughter.phone);
    expect(after.idNoIndex).toBe(pii.blindIndex(idNo));
    await call('zhangsan', 'GET', `DelRelative/${id}`);
  });

  it('refuses an ID number another of my live relatives has (by its blind index), not one of someone else', async () => {
    const idNo = idFor('20180501', 'female', '82');
    const first = await save('zhangsan', { ...daughter, relative_name: '张小一', idNo });
    expect(first.errNo).toBe(0);
    const before = await liveCount(DEMO_IDS.zhangsan);
    const again = await save('zhangsan', { ...daughter, relative_name: '张小二', idNo: idNo.toLowerCase() });
    expect(again).toMatchObject({ status: 200, errNo: 2, message: '已有一位亲属使用该身份证号码' });
    expect((await save('zhangsan', { ...daughter, idNo }, 'en')).message).toBe(
      'Another of your relatives already has this ID number',
    );
    expect((await save('zhangsan', { ...daughter, idNo }, 'ja')).message).toBe(
      'この身分証番号はすでに別の親族に登録されています',
    );
    expect(await liveCount(DEMO_IDS.zhangsan)).toBe(before);
    // Another relative of mine cannot take it by an update either; the same one may keep it.
    const other = await addDaughter('张小三');
    expect((await save('zhangsan', { ...daughter, relative_id: other, idNo })).errNo).toBe(2);
    expect((await save('zhangsan', { ...daughter, relative_id: first.resultData, idNo })).errNo).toBe(0);
    // Someone else's relative may have the same number.
    const lisi = await save('lisi', { ...daughter, idNo });
    expect(lisi.errNo).toBe(0);
    await call('lisi', 'GET', `DelRelative/${lisi.resultData}`);
    // Once deleted, the number is free again.
    await call('zhangsan', 'GET', `DelRelative/${first.resultData}`);
    const readded = await save('zhangsan', { ...daughter, idNo });
    expect(readded.errNo).toBe(0);
    await call('zhangsan', 'GET', `DelRelative/${readded.resultData}`);
    await call('zhangsan', 'GET', `DelRelative/${other}`);
  });

  it('a plain row written by an instance of the earlier version is listed masked before the next start seals it', async () => {
    const idNo = idFor('19800101', 'male', '85');
    const [row] = await app.database.db
      .insert(relatives)
      .values({
        eid: DEMO_IDS.zhangsan,
        name: '旧版本写的',
        relation: 'father',
        sex: 'male',
        phone: '13800003333',
        idNo,
      })
      .returning({ id: relatives.id });
    if (!row) throw new Error('insert failed');
    const listed = (await listOf('zhangsan')).find((r) => r.relative_id === row.id);
    expect(listed).toMatchObject({ idNo: maskIdNo(idNo), phone: '138****3333' });
    await call('zhangsan', 'GET', `DelRelative/${row.id}`);
  });

  it('start-up sealing seals plain rows once (in batches, deleted ones too) and a second run changes nothing', async () => {
    const plainId = idFor('19800101', 'male', '83');
    const deletedId = idFor('19800101', 'female', '84');
    const alreadySealedPhone = pii.seal('13700001111');
    const [live, deleted, half, empty] = await app.database.db
      .insert(relatives)
      .values([
        {
          eid: DEMO_IDS.zhangsan,
          name: '旧数据甲',
          relation: 'father',
          sex: 'male',
          phone: '13800001111',
          idNo: plainId,
        },
        {
          eid: DEMO_IDS.zhangsan,
          name: '旧数据乙',
          relation: 'mother',
          sex: 'female',
          phone: '13800002222',
          idNo: deletedId,
          deletedAt: new Date(),
        },
        { eid: DEMO_IDS.zhangsan, name: '旧数据丙', relation: 'son', sex: 'male', phone: alreadySealedPhone },
        { eid: DEMO_IDS.zhangsan, name: '旧数据丁', relation: 'son', sex: 'male', phone: '', idNo: '' },
      ])
      .returning({ id: relatives.id });
    if (!live || !deleted || !half || !empty) throw new Error('insert failed');

    expect(await sealPlainRelatives(app.database.db, pii, { batchSize: 1 })).toBeGreaterThanOrEqual(3);
    const a = await rowOf(live.id);
    expect(a.idNo).toMatch(/^pii1\./);
    expect(a.phone).toMatch(/^pii1\./);
    expect(pii.openNullable(a.idNo)).toBe(plainId);
    expect(pii.openNullable(a.phone)).toBe('13800001111');
    expect(a.idNoIndex).toBe(pii.blindIndex(plainId));
    const b = await rowOf(deleted.id);
    expect(pii.openNullable(b.idNo)).toBe(deletedId);
    expect(pii.openNullable(b.phone)).toBe('13800002222');
    expect(b.idNoIndex).toBe(pii.blindIndex(deletedId));
    const c = await rowOf(half.id);
    expect(c.phone).toBe(alreadySealedPhone);
    expect(c.idNo).toBeNull();
    const d = await rowOf(empty.id);
    expect(d).toMatchObject({ phone: null, idNo: null, idNoIndex: null });

    const everything = async () => app.database.db.select().from(relatives).orderBy(relatives.id);
    const once = await everything();
    expect(
      once.every(
        (r) =>
          (r.phone === null || r.phone.startsWith('pii1.')) &&
          (r.idNo === null || r.idNo.startsWith('pii1.')),
      ),
    ).toBe(true);
    expect(await sealPlainRelatives(app.database.db, pii)).toBe(0);
    expect(await everything()).toEqual(once);

    // Read back through the API as before: masked; and the sealed number counts as a duplicate.
    const listed = (await listOf('zhangsan')).find((r) => r.relative_id === live.id);
    expect(listed).toMatchObject({ idNo: maskIdNo(plainId), phone: '138****1111' });
    const twice = await save('zhangsan', {
      ...daughter,
      relation: 'father',
      sex: 'male',
      idNo: plainId,
      birthday: '',
    });
    expect(twice.message).toBe('已有一位亲属使用该身份证号码');
    for (const row of [live, half, empty]) await call('zhangsan', 'GET', `DelRelative/${row.id}`);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'sealing at start-up (PostgreSQL: the app migrates itself)',
  () => {
    it('a start seals a plain row inserted before it, a later start changes nothing', async () => {
      const database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
      // What instances share: the database, the JWT secret and the personal-data key.
      const config = {
        databaseUrl: database.url,
        jwtSecret: new Uint8Array(randomBytes(32)),
        piiKeys: { current: new Uint8Array(randomBytes(32)), previous: [], derived: false },
      };
      const cipher = piiCipher(config.piiKeys);
      const idNo = idFor('19800101', 'male', '85');
      const start = () => createTestApp({ config });
      try {
        const first = await start();
        const [row] = await first.database.db
          .insert(relatives)
          .values({
            eid: DEMO_IDS.zhangsan,
            name: '旧数据',
            relation: 'father',
            sex: 'male',
            phone: '13800003333',
            idNo,
          })
          .returning({ id: relatives.id });
        await first.close();
        if (!row) throw new Error('insert failed');
        const stored = async (app: TestApp) =>
          (await app.database.db.select().from(relatives).where(eq(relatives.id, row.id)))[0];

        const second = await start();
        const sealed = await stored(second);
        await second.close();
        expect(sealed?.idNo).toMatch(/^pii1\./);
        expect(sealed?.phone).toMatch(/^pii1\./);
        expect(cipher.openNullable(sealed?.idNo)).toBe(idNo);
        expect(cipher.openNullable(sealed?.phone)).toBe('13800003333');
        expect(sealed?.idNoIndex).toBe(cipher.blindIndex(idNo));

        const third = await start();
        try {
          expect(await stored(third)).toEqual(sealed);
          const token = await third.login('zhangsan');
          const listed = await third.callAs(
            token,
            'GET',
            `${ACTIVITY_API}/GetAllRelatives/${EMPTY_RELATIVE_GUID}`,
          );
          expect(
            listed.resultData.find((r: { relative_id: string }) => r.relative_id === row.id),
          ).toMatchObject({
            idNo: maskIdNo(idNo),
            phone: '138****3333',
          });
        } finally {
          await third.close();
        }
      } finally {
        await database.drop();
      }
    }, 120_000);
  },
);
