import { randomUUID } from 'node:crypto';
import { ACTIVITY_API, ACTIVITY_RELEASE_UNPAID_JOB } from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_ACTIVITY_IDS as A } from '../../db/demo/activities';
import {
  activities,
  activityRegistrationRelatives,
  activityRegistrations,
  companies,
  employees,
  payments,
  relatives,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { ACTIVITY_RELEASE_SWEEP_JOB } from './release-unpaid';

const clock = fixedClock('2026-11-25T02:00:00Z');
const DAY = 86_400_000;
const I = A.items;
const STAFF = 100;
let app: TestApp;
const tokens: Record<string, string> = {};
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({ clock });
  const [model] = await db().select().from(employees).where(eq(employees.eid, DEMO_IDS.zhaoliu));
  if (!model) throw new Error('demo data missing');
  const { eid: _eid, createdAt: _createdAt, ...shared } = model;
  // Same password hash as the demo: hashing 100 times would only cost time.
  await db()
    .insert(employees)
    .values(
      Array.from({ length: STAFF }, (_, i) => ({
        ...shared,
        userName: `signup${i}`,
        employeeNo: `S${String(i).padStart(4, '0')}`,
        employeeName: `报名员工${i}`,
      })),
    );
  for (const who of ['zhangsan', 'zhaoliu', 'lisi', 'wangwu']) tokens[who] = await app.login(who);
  for (let i = 0; i < STAFF; i += 10)
    await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        tokens[`signup${i + k}`] = await app.login(`signup${i + k}`);
      }),
    );
}, 180_000);
afterAll(async () => {
  await app?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes vary by call
type Body = { errNo: number; message: string; resultData: any };
async function call(who: string | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url: url.startsWith('/api') ? url : `${ACTIVITY_API}/${url}`,
    payload,
    headers: { ...(who ? bearer(tokens[who] as string) : {}), 'accept-language': lang },
  });
  return { status: response.statusCode, body: response.json() as Body };
}
const signUp = (who: string | null, actId: string, lang = 'zh') =>
  call(who, 'GET', `InsRegistration/${actId}`, undefined, lang);
const submit = (who: string, activityID: string, answers: Record<string, string>, lang = 'zh') =>
  call(
    who,
    'POST',
    'SubRegistration',
    {
      activityID,
      lstInfo: Object.entries(answers).map(([activity_detail_id, conValues]) => ({
        activity_detail_id,
        name: '',
        conValues,
      })),
    },
    lang,
  );

/** A published activity open for sign-up now, for everyone unless a company is given. */
async function openActivity(
  o: { limit?: number; feeFen?: number; companyId?: string | null; closed?: boolean } = {},
) {
  const now = clock.now().getTime();
  const id = randomUUID();
  const names = { zh: '测试活动', en: 'Test activity', ja: 'テスト' };
  await db()
    .insert(activities)
    .values({
      id,
      companyId: o.companyId ?? null,
      names,
      descriptions: names,
      signUpStart: new Date(now - 2 * DAY),
      signUpEnd: new Date(now + (o.closed ? -DAY : 5 * DAY)),
      eventStart: new Date(now + 6 * DAY),
      eventEnd: new Date(now + 7 * DAY),
      participantLimit: o.limit ?? 0,
      feeFen: o.feeFen ?? 0,
      publishedAt: new Date(now - 3 * DAY),
    });
  return id;
}

const signedCount = async (id: string) =>
  (await db().select().from(activities).where(eq(activities.id, id)))[0]?.signedCount;
const registrationRow = async (id: string) =>
  (await db().select().from(activityRegistrations).where(eq(activityRegistrations.id, id)))[0];

describe('the same write sent 20 times at once', () => {
  it('a submit and a withdrawal: one effect each, the place counted once, no fault', async () => {
    const id = await openActivity({ limit: 5, feeFen: 2000 });
    const signed = await signUp('signup99', id);
    const regID = signed.body.resultData.regID as string;
    const submits = await Promise.all(Array.from({ length: 20 }, () => submit('signup99', id, {})));
    expect(submits.every((s) => s.status === 200 && s.body.errNo === 0)).toBe(true);
    expect(new Set(submits.map((s) => s.body.resultData.total))).toEqual(new Set(['20.00']));
    expect(await registrationRow(regID)).toMatchObject({ status: 'submitted', persons: 1, totalFen: 2000 });
    expect(await signedCount(id)).toBe(1);

    const withdrawals = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('signup99', 'POST', 'CancelRegistration', { registrationId: regID }),
      ),
    );
    expect(withdrawals.every((w) => w.status === 200)).toBe(true);
    expect(withdrawals.some((w) => w.body.errNo === 0 && w.body.resultData === true)).toBe(true);
    expect((await registrationRow(regID))?.status).toBe('released');
    expect(await signedCount(id)).toBe(0);
    // The place is free again, for the same employee too.
    expect((await signUp('signup99', id)).body.errNo).toBe(0);
    expect(await signedCount(id)).toBe(1);
  });
});

describe('InsRegistration', () => {
  it('100 employees at once for 10 places: exactly 10 get one, the rest read full, no fault', async () => {
    const id = await openActivity({ limit: 10 });
    const answers = await Promise.all(Array.from({ length: STAFF }, (_, i) => signUp(`signup${i}`, id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const won = answers.filter((a) => a.body.errNo === 0);
    expect(won).toHaveLength(10);
    for (const a of won) {
      expect(a.body.resultData.result).toBe('报名成功');
      expect(a.body.resultData.regNo).toMatch(/^HD\d{8}$/);
    }
    expect(new Set(won.map((a) => a.body.resultData.regNo)).size).toBe(10);
    expect(answers.filter((a) => a.body.errNo !== 0).every((a) => a.body.message === '报名人数已满')).toBe(
      true,
    );
    expect(await signedCount(id)).toBe(10);
    const rows = await db()
      .select()
      .from(activityRegistrations)
      .where(eq(activityRegistrations.activityId, id));
    expect(rows).toHaveLength(10);
  });

  it('a double tap (ten at once) makes one registration; the others read already signed up', async () => {
    const id = await openActivity({ limit: 5 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp('zhaoliu', id)));
    expect(answers.filter((a) => a.body.errNo === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errNo !== 0).map((a) => a.body.message)).toEqual(
      Array(9).fill('您已经报过名了'),
    );
    expect(await signedCount(id)).toBe(1);
    expect((await signUp('zhaoliu', id, 'en')).body.message).toBe('You have already signed up');
  });

  it('refuses with the reason: not started, over, full, ended, unknown, draft, another company', async () => {
    const otherCompany = randomUUID();
    await db().insert(companies).values({ id: otherCompany, name: '别家公司', city: '北京' });
    const closed = await openActivity({ closed: true });
    const foreign = await openActivity({ companyId: otherCompany });
    const cases: [string, string][] = [
      [A.talent, '报名尚未开始'],
      [closed, '报名已结束'],
      [A.concert, '报名人数已满'],
      [A.bbq, '活动已结束'],
      [randomUUID(), '活动不存在'],
      [A.draft, '活动不存在'],
      [foreign, '活动不存在'],
    ];
    for (const [id, message] of cases) {
      const answer = await signUp('zhaoliu', id);
      expect(answer.status).toBe(200);
      expect(answer.body.errNo).not.toBe(0);
      expect(answer.body.message).toBe(message);
    }
    expect((await signUp('zhaoliu', A.talent, 'ja')).body.message).toBe('申込はまだ始まっていません');
    const bad = await signUp('zhaoliu', 'not-a-uuid');
    expect(bad.status).toBe(200);
    expect(bad.body.errNo).not.toBe(0);
    expect((await signUp(null, A.walk)).status).toBe(401);
    expect(await signedCount(A.concert)).toBe(2);
  });
});

describe('the registration form', () => {
  it('GetActivityDetail lists the shown items in the caller language, hidden ones left out', async () => {
    const zh = await call('zhangsan', 'GET', `GetActivityDetail/${A.museum}`);
    expect(zh.body.errNo).toBe(0);
    const ids = zh.body.resultData.map((i: { activity_detail_id: string }) => i.activity_detail_id);
    expect(ids).toEqual([I.museumPhone, I.museumIdNo, I.museumBirthday, I.museumStaffNo]);
    expect(zh.body.resultData[3]).toMatchObject({ name: '工号', isNes: true, reg: '^E\\d{5}$' });
    const en = await call('zhangsan', 'GET', `GetActivityDetail/${A.walk}`, undefined, 'en');
    expect(en.body.resultData[1]).toMatchObject({
      name: 'T-shirt size',
      columnType: {
        conName: 'cmb',
        conValues: [
          { value: 'S', label: 'S' },
          { value: 'M', label: 'M' },
          { value: 'L', label: 'L' },
          { value: 'XL', label: 'XL' },
        ],
      },
    });
  });

  it('refuses a submit without a registration, then checks every rule with its message and changes nothing', async () => {
    expect(
      (await submit('lisi', A.walk, { [I.walkPhone]: '13800138000', [I.walkSize]: 'M' })).body.message,
    ).toBe('您还没有报名该活动');
    expect((await signUp('lisi', A.walk)).body.errNo).toBe(0);
    const wrong: [Record<string, string>, string][] = [
      [{ [I.walkSize]: 'M' }, '请填写手机号码'],
      [{ [I.walkPhone]: '12345', [I.walkSize]: 'M' }, '手机号码不正确，请输入手机号码或带区号的座机号码'],
      [{ [I.walkPhone]: '13800138000', [I.walkSize]: 'XXL' }, '请从选项中选择T恤尺码'],
      [
        { [I.walkPhone]: '13800138000', [I.walkSize]: 'M', [I.museumPhone]: '13800138000' },
        '表单中有不存在的项目，请刷新后重试',
      ],
      [
        { [I.walkPhone]: '13800138000', [I.walkSize]: 'M', [randomUUID()]: 'x' },
        '表单中有不存在的项目，请刷新后重试',
      ],
      [
        { [I.walkPhone]: '13800138000', [I.walkSize]: 'M', [I.walkRemark]: 'x'.repeat(201) },
        '填写的内容过长',
      ],
    ];
    for (const [answers, message] of wrong) {
      const answer = await submit('lisi', A.walk, answers);
      expect(answer.status).toBe(200);
      expect(answer.body.errNo).not.toBe(0);
      expect(answer.body.message).toBe(message);
    }
    const en = await submit('lisi', A.walk, { [I.walkPhone]: '999', [I.walkSize]: 'M' }, 'en');
    expect(en.body.message).toBe(
      'Mobile phone is not valid: enter a mobile number or a landline with area code',
    );
    expect(en.body.resultData).toEqual([{ activity_detail_id: I.walkPhone, message: en.body.message }]);
    const lisi = await db()
      .select()
      .from(activityRegistrations)
      .where(and(eq(activityRegistrations.activityId, A.walk), eq(activityRegistrations.eid, DEMO_IDS.lisi)));
    expect(lisi[0]).toMatchObject({ status: 'signed', answers: [] });
  });

  it('a free activity: a good form confirms it at 0.00 and shows the answers; a second submit reads signed up', async () => {
    const ok = await submit('lisi', A.walk, {
      [I.walkPhone]: '021-64371234',
      [I.walkSize]: 'L',
      [I.walkRemark]: '',
    });
    expect(ok.body).toMatchObject({ errNo: 0, resultData: { total: '0.00' } });
    expect(
      (await call('lisi', 'GET', `GetRegistrationIsFinish?activityID=${A.walk}`)).body.resultData,
    ).toEqual({
      isPay: true,
      isSubmit: true,
    });
    const detail = await call('lisi', 'GET', `GetActivityDetail/${A.walk}`);
    expect(detail.body.resultData.map((i: { val: string }) => i.val)).toEqual(['021-64371234', 'L', '']);
    // Another employee sees an empty form, never lisi's answers.
    const other = await call('zhaoliu', 'GET', `GetActivityDetail/${A.walk}`);
    expect(other.body.resultData.map((i: { val: string }) => i.val)).toEqual(['', '', '']);
    expect(
      (await submit('lisi', A.walk, { [I.walkPhone]: '13800138000', [I.walkSize]: 'M' })).body.message,
    ).toBe('您已报名成功');
  });

  it('ID number, birthday and the item pattern with its own message', async () => {
    expect((await signUp('wangwu', A.museum)).body.errNo).toBe(0);
    const base = {
      [I.museumPhone]: '13800138000',
      [I.museumIdNo]: '11010519491231002X',
      [I.museumBirthday]: '1990-05-01',
      [I.museumStaffNo]: 'E10003',
    };
    const wrong: [Record<string, string>, string][] = [
      [{ ...base, [I.museumIdNo]: '110105194912310021' }, '请输入正确的身份证号码'],
      [{ ...base, [I.museumBirthday]: '2027-01-01' }, '出生日期须为今天或之前的真实日期'],
      [{ ...base, [I.museumBirthday]: '1990-02-30' }, '出生日期须为今天或之前的真实日期'],
      [{ ...base, [I.museumStaffNo]: 'X1' }, '工号为 E 加 5 位数字，如 E10086'],
      [{ ...base, [I.museumHidden]: 'secret' }, '表单中有不存在的项目，请刷新后重试'],
    ];
    for (const [answers, message] of wrong)
      expect((await submit('wangwu', A.museum, answers)).body.message).toBe(message);
    expect((await submit('wangwu', A.museum, { ...base, [I.museumStaffNo]: 'X1' }, 'ja')).body.message).toBe(
      '社員番号は E と数字 5 桁です（例: E10086）',
    );
    expect((await submit('wangwu', A.museum, base)).body.resultData).toEqual({ total: '50.00' });
  });
});

describe('a paid activity', () => {
  it('fee x persons with relatives; re-submit renews; too many relatives refused; paid once; then signed up', async () => {
    // The demo signed zhangsan up for the museum day (not submitted): he withdraws it first.
    const withdrawn = await call('zhangsan', 'POST', 'CancelRegistration', {
      registrationId: A.registrations.museumZhangsan,
    });
    expect(withdrawn.body.resultData).toBe(true);
    const signed = await signUp('zhangsan', A.museum);
    const regID = signed.body.resultData.regID as string;
    const row = await registrationRow(regID);
    expect(row?.holdUntil?.getTime()).toBe(clock.now().getTime() + 30 * 60_000);
    const answers = {
      [I.museumPhone]: '13800138000',
      [I.museumIdNo]: '11010519491231002X',
      [I.museumStaffNo]: 'E10001',
    };
    await db()
      .insert(activityRegistrationRelatives)
      .values([
        { registrationId: regID, relativeId: A.relatives.zhangsanWife },
        { registrationId: regID, relativeId: A.relatives.zhangsanSon },
      ]);
    expect((await submit('zhangsan', A.museum, answers)).body.resultData).toEqual({ total: '150.00' });
    const first = await registrationRow(regID);
    expect(first).toMatchObject({ status: 'submitted', persons: 3, totalFen: 15000 });
    expect(
      (await call('zhangsan', 'GET', `GetActivityTotalMoney?activityID=${A.museum}`)).body.resultData,
    ).toEqual({
      total: '150.00',
    });
    expect(
      (await call('zhangsan', 'GET', `GetRegistrationIsFinish?activityID=${A.museum}`)).body.resultData,
    ).toEqual({
      isPay: false,
      isSubmit: true,
    });
    // Four relatives with the registrant make five: only three relatives are allowed.
    const extra = [randomUUID(), randomUUID()];
    await db()
      .insert(relatives)
      .values(
        extra.map((id, i) => ({
          id,
          eid: DEMO_IDS.zhangsan,
          name: `亲属${i}`,
          relation: 'father',
          sex: 'male',
        })),
      );
    await db()
      .insert(activityRegistrationRelatives)
      .values(extra.map((relativeId) => ({ registrationId: regID, relativeId })));
    expect((await submit('zhangsan', A.museum, answers)).body.message).toBe('最多只能携带3位亲属');
    await db()
      .delete(activityRegistrationRelatives)
      .where(eq(activityRegistrationRelatives.relativeId, extra[0] as string));
    await db()
      .delete(activityRegistrationRelatives)
      .where(eq(activityRegistrationRelatives.relativeId, extra[1] as string));
    clock.advance(10 * 60_000);
    expect((await submit('zhangsan', A.museum, answers)).body.resultData).toEqual({ total: '150.00' });
    expect((await registrationRow(regID))?.holdUntil?.getTime()).toBe(clock.now().getTime() + 30 * 60_000);

    // Another employee can neither read this total nor pay or cancel this registration.
    expect((await call('zhaoliu', 'GET', `GetActivityTotalMoney?activityID=${A.museum}`)).body.message).toBe(
      '没有待支付的报名',
    );
    expect(
      (await call('zhaoliu', 'POST', 'CancelRegistration', { registrationId: regID })).body.message,
    ).toBe('您还没有报名该活动');
    const foreignPay = await call('zhaoliu', 'POST', '/api/Wx/JsApi', {
      openid: 'o',
      tfee: 15000,
      body: 'x',
      sp_billno: `activity:${regID}`,
    });
    expect(foreignPay.body.errNo).not.toBe(0);

    // Two pay taps: one payment; confirmed twice in the sandbox: paid once.
    const pays = await Promise.all(
      [1, 2].map(() =>
        call('zhangsan', 'POST', '/api/Wx/JsApi', {
          openid: 'o',
          tfee: 15000,
          body: 'x',
          sp_billno: `activity:${regID}`,
        }),
      ),
    );
    expect(pays.map((p) => p.body.errNo)).toEqual([0, 0]);
    const prepayId = String(pays[0]?.body.resultData.package).slice(10);
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: '/api/Wx/Sandbox/Pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ prepay_id: prepayId, return: '/pay', action: 'confirm' }).toString(),
      });
    expect((await confirm()).statusCode).toBe(303);
    expect((await confirm()).statusCode).toBe(303);
    const paid = await registrationRow(regID);
    expect(paid).toMatchObject({ status: 'confirmed', totalFen: 15000, holdUntil: null });
    expect(paid?.paidAt).not.toBeNull();
    const attempts = await db().select().from(payments).where(eq(payments.payableId, regID));
    expect(attempts.map((p) => p.status)).toEqual(['paid']);
    expect(await app.payments.settleFromProvider('activity', regID)).toBe('paid');
    expect((await registrationRow(regID))?.paidAt?.getTime()).toBe(paid?.paidAt?.getTime());
    expect((await submit('zhangsan', A.museum, answers)).body.message).toBe('您已报名成功');
    expect(
      (await call('zhangsan', 'GET', `GetRegistrationIsFinish?activityID=${A.museum}`)).body.resultData,
    ).toEqual({
      isPay: true,
      isSubmit: true,
    });
    const again = await call('zhangsan', 'POST', '/api/Wx/JsApi', {
      openid: 'o',
      tfee: 15000,
      body: 'x',
      sp_billno: `activity:${regID}`,
    });
    expect(again.body.message).toBe('该订单已支付');
    const view = await call('zhangsan', 'GET', `GetActivity/${A.museum}`);
    expect(view.body.resultData).toMatchObject({ isPay: true, isPayed: true, regID, total: '150.00' });
  });

  it('an unpaid hold runs out: the job frees the place, the next employee gets it; twice releases once', async () => {
    const id = await openActivity({ limit: 1, feeFen: 1000 });
    const first = await signUp('signup0', id);
    expect(first.body.errNo).toBe(0);
    const regID = first.body.resultData.regID as string;
    expect((await signUp('signup1', id)).body.message).toBe('报名人数已满');
    // Not yet: the job leaves it.
    await app.jobs.send(ACTIVITY_RELEASE_UNPAID_JOB, { registrationId: regID });
    await app.jobs.runDue();
    expect((await registrationRow(regID))?.status).toBe('signed');
    clock.advance(31 * 60_000);
    for (let i = 0; i < 2; i += 1) {
      await app.jobs.send(ACTIVITY_RELEASE_UNPAID_JOB, { registrationId: regID });
      await app.jobs.runDue();
    }
    expect(await registrationRow(regID)).toMatchObject({ status: 'released', releaseReason: 'timeout' });
    expect(await signedCount(id)).toBe(0);
    expect((await signUp('signup1', id)).body.errNo).toBe(0);
    expect(await signedCount(id)).toBe(1);
    // The released registrant may sign up again once there is room; now it is full.
    expect((await signUp('signup0', id)).body.message).toBe('报名人数已满');
  });

  it('the sweep releases overdue holds whose job was lost, and only those', async () => {
    const id = await openActivity({ feeFen: 500 });
    const late = (await signUp('signup2', id)).body.resultData.regID as string;
    clock.advance(31 * 60_000);
    const fresh = (await signUp('signup3', id)).body.resultData.regID as string;
    await app.jobs.send(ACTIVITY_RELEASE_SWEEP_JOB, {});
    await app.jobs.runDue();
    expect((await registrationRow(late))?.status).toBe('released');
    expect((await registrationRow(fresh))?.status).toBe('signed');
    expect(await signedCount(id)).toBe(1);
  });

  it('a refund releases the paid registration and gives the place back', async () => {
    const id = await openActivity({ limit: 2, feeFen: 3000 });
    const regID = (await signUp('signup5', id)).body.resultData.regID as string;
    expect((await submit('signup5', id, {})).body.resultData).toEqual({ total: '30.00' });
    const pay = await call('signup5', 'POST', '/api/Wx/JsApi', {
      openid: 'o',
      tfee: 3000,
      body: 'x',
      sp_billno: `activity:${regID}`,
    });
    expect(pay.body.errNo).toBe(0);
    const prepayId = String(pay.body.resultData.package).slice(10);
    await app.inject({
      method: 'POST',
      url: '/api/Wx/Sandbox/Pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ prepay_id: prepayId, return: '/pay', action: 'confirm' }).toString(),
    });
    expect((await registrationRow(regID))?.status).toBe('confirmed');
    expect(await signedCount(id)).toBe(1);
    await app.payments.refund('activity', regID, '活动取消');
    await app.jobs.runDue();
    expect(await registrationRow(regID)).toMatchObject({ status: 'released', releaseReason: 'refunded' });
    expect(await signedCount(id)).toBe(0);
  });

  it('after the deadline a submit reads registration over and changes nothing', async () => {
    const id = await openActivity({ feeFen: 100 });
    const regID = (await signUp('signup6', id)).body.resultData.regID as string;
    await db()
      .update(activities)
      .set({ signUpEnd: new Date(clock.now().getTime() - 1000) })
      .where(eq(activities.id, id));
    expect((await submit('signup6', id, {})).body.message).toBe('报名已结束');
    expect((await registrationRow(regID))?.status).toBe('signed');
    expect(
      (await call('signup6', 'POST', 'CancelRegistration', { registrationId: regID })).body.message,
    ).toBe('该报名已支付或已过报名截止时间，不能取消');
  });

  it('another employee sees none of a registration: GetActivity, IsFinish, total', async () => {
    const view = await call('zhaoliu', 'GET', `GetActivity/${A.museum}`);
    expect(view.body.resultData).toMatchObject({ regID: null, regNo: null, isSignUp: false, total: null });
    expect(
      (await call('zhaoliu', 'GET', `GetRegistrationIsFinish?activityID=${A.museum}`)).body.resultData,
    ).toEqual({
      isPay: false,
      isSubmit: false,
    });
    expect((await call(null, 'GET', `GetActivityTotalMoney?activityID=${A.museum}`)).status).toBe(401);
    expect((await call(null, 'POST', 'SubRegistration', { activityID: A.museum, lstInfo: [] })).status).toBe(
      401,
    );
  });

  it('a registrant cancels an unpaid registration before the deadline: the place goes back', async () => {
    const id = await openActivity({ limit: 3, feeFen: 2000 });
    const regID = (await signUp('signup4', id)).body.resultData.regID as string;
    expect(await signedCount(id)).toBe(1);
    expect(
      (await call('signup4', 'POST', 'CancelRegistration', { registrationId: regID })).body,
    ).toMatchObject({
      errNo: 0,
      resultData: true,
    });
    expect(await registrationRow(regID)).toMatchObject({ status: 'released', releaseReason: 'withdrawn' });
    expect(await signedCount(id)).toBe(0);
    expect(
      (await call('signup4', 'POST', 'CancelRegistration', { registrationId: regID })).body.errNo,
    ).not.toBe(0);
    expect(await signedCount(id)).toBe(0);
  });
});
