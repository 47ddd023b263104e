import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { applies, employees, fundTransfers, notifications } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { TokenService } from '../../platform/tokens';
import { createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-11-25T02:00:00Z');
const BASE = '/api/CIICEService';
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'zhaoliu', 'sunqi', 'wangwu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

const get = (who: Person | string, url: string, lang = 'zh') =>
  app.callAs(tokens[who] ?? who, 'GET', url, undefined, lang);
const post = (who: Person | string, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] ?? who, 'POST', url, payload, lang);

const transfersOf = async (eid: string) =>
  (await app.database.db.select({ n: count() }).from(fundTransfers).where(eq(fundTransfers.eid, eid)))[0]?.n;
const appliesOf = async (eid: string) =>
  (
    await app.database.db
      .select({ n: count() })
      .from(applies)
      .where(and(eq(applies.eid, eid), eq(applies.kind, 'fundTransfer')))
  )[0]?.n;

/** New employees of the demo company with the fundtransfer flag (and a social city), with tokens. */
async function newEmployees(howMany: number, socialCity = '上海', companyId: string = DEMO_IDS.company) {
  const db = app.database.db;
  const [template] = await db.select().from(employees).where(eq(employees.eid, DEMO_IDS.zhaoliu));
  if (!template) throw new Error('no template employee');
  const people = Array.from({ length: howMany }, (_, i) => ({
    ...template,
    eid: randomUUID(),
    companyId,
    socialCity,
    afFundTransfer: true,
    userName: `fund${randomUUID().slice(0, 8)}${i}`,
    employeeNo: `F${randomUUID().slice(0, 6)}${i}`,
    createdAt: new Date(),
  }));
  await db.insert(employees).values(people);
  const issuer = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
  return Promise.all(people.map(async (p) => ({ eid: p.eid, token: (await issuer.issue(p.eid)).token })));
}

const transfer = { fundHandleMode: 1, companyName: '上海新东家科技有限公司', account: '123456789' };

describe('fund transfer on resignation', () => {
  it('refuses a missing company name and a wrong account with the spec messages, and saves nothing', async () => {
    const [p] = await newEmployees(1);
    const noName = await post(p!.token, `${BASE}/SaveFundTransfer`, { ...transfer, companyName: '  ' });
    expect(noName).toMatchObject({ status: 200, errNo: 1, message: '请输入新公司名称' });
    for (const account of ['12345678', '1234567890', '12345678a', '']) {
      const bad = await post(p!.token, `${BASE}/SaveFundTransfer`, { ...transfer, account });
      expect(bad).toMatchObject({ status: 200, message: '请输入正确九位数公积金账号' });
      expect(bad.errNo).not.toBe(0);
    }
    const en = await post(p!.token, `${BASE}/SaveFundTransfer`, { ...transfer, account: '1' }, 'en');
    expect(en.message).toBe('Please enter the correct 9-digit provident fund account');
    const badMode = await post(p!.token, `${BASE}/SaveFundTransfer`, { ...transfer, fundHandleMode: 7 });
    expect(badMode.errNo).not.toBe(0);
    expect(badMode.status).toBe(200);
    expect(await transfersOf(p!.eid)).toBe(0);
    expect(await appliesOf(p!.eid)).toBe(0);
  });

  it('files a transfer to the new employer for HR, then refuses a second one', async () => {
    const [p] = await newEmployees(1);
    const before = await get(p!.token, `${BASE}/CheckFundTransfer`);
    expect(before.resultData).toEqual({ handled: false, applyId: null, state: null });
    const info = await get(p!.token, `${BASE}/GetFundTransfer`);
    expect(info.resultData).toMatchObject({ socialCity: '上海', warnSubmitOnce: true, transfer: null });

    const saved = await post(p!.token, `${BASE}/SaveFundTransfer`, { ...transfer, account: ' 123456789 ' });
    expect(saved).toMatchObject({ errNo: 0, message: '保存成功' });
    expect(saved.resultData.applyNo).toMatch(/^GJ\d{12}$/);
    expect(saved.resultData.viewPath).toBe(`/FundTransferDetail?ApplyId=${saved.resultData.applyId}`);
    const [row] = await app.database.db.select().from(fundTransfers).where(eq(fundTransfers.eid, p!.eid));
    expect(row).toMatchObject({
      companyName: '上海新东家科技有限公司',
      account: '123456789',
      fundHandleMode: 1,
      state: 'submitted',
    });

    const again = await post(p!.token, `${BASE}/SaveFundTransfer`, { fundHandleMode: 2, sealOnly: true });
    expect(again).toMatchObject({ errNo: 1, message: '公积金已办理，不能再次办理' });
    const check = await get(p!.token, `${BASE}/CheckFundTransfer`);
    expect(check.resultData).toEqual({
      handled: true,
      applyId: saved.resultData.applyId,
      state: 'submitted',
    });
    expect(await transfersOf(p!.eid)).toBe(1);
    expect(await appliesOf(p!.eid)).toBe(1);
  });

  it('does not warn outside Shanghai, and seals the account without a new employer', async () => {
    const [p] = await newEmployees(1, '北京');
    const info = await get(p!.token, `${BASE}/GetFundTransfer`);
    expect(info.resultData.warnSubmitOnce).toBe(false);
    const saved = await post(p!.token, `${BASE}/SaveFundTransfer`, {
      fundHandleMode: 2,
      companyName: 'ignored',
      account: 'x',
      sealOnly: true,
    });
    expect(saved.errNo).toBe(0);
    const mine = await get(p!.token, `${BASE}/GetFundTransfer`);
    expect(mine.resultData.transfer).toMatchObject({
      fundHandleMode: 2,
      companyName: '',
      account: '',
      sealOnly: true,
      state: 'submitted',
    });
    expect(mine.resultData.applyEntity).toMatchObject({ isOwner: true, approveStatus: 1 });
  });

  it('accepts exactly one of 20 concurrent submits', async () => {
    const [p] = await newEmployees(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(p!.token, `${BASE}/SaveFundTransfer`, transfer)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.errNo === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.errNo !== 0))
      expect(r.message).toBe('公积金已办理，不能再次办理');
    expect(await transfersOf(p!.eid)).toBe(1);
    expect(await appliesOf(p!.eid)).toBe(1);
  });

  it('goes to HR; HR sees it and approves; the employee is told; handled blocks for good', async () => {
    const [p] = await newEmployees(1);
    const saved = await post(p!.token, `${BASE}/SaveFundTransfer`, transfer);
    const applyId = saved.resultData.applyId as string;
    const list = await post('wangwu', '/api/Apply/ApplyApproveList', { BizType: 13 });
    expect(list.errNo).toBe(0);
    expect(list.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(applyId);
    const hrView = await get('wangwu', `${BASE}/GetFundTransfer?ApplyId=${applyId}`);
    expect(hrView.resultData.transfer).toMatchObject({ account: '123456789' });
    const taskId = hrView.resultData.applyEntity.taskId as string;
    expect(taskId).toBeTruthy();
    const decided = await post('wangwu', '/api/Apply/ApplyAction', {
      action: 'agree',
      taskId,
      ApplyId: applyId,
      comment: '',
    });
    expect(decided.errNo).toBe(0);
    const [row] = await app.database.db
      .select()
      .from(fundTransfers)
      .where(eq(fundTransfers.applyId, applyId));
    expect(row?.state).toBe('handled');
    const told = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.eid, p!.eid), eq(notifications.applyId, applyId)));
    expect(told.map((n) => n.titleKey)).toContain('approvals.notice.approved');
    const again = await post(p!.token, `${BASE}/SaveFundTransfer`, transfer);
    expect(again.message).toBe('公积金已办理，不能再次办理');
  });

  it('lets the employee submit again after HR rejected', async () => {
    const [p] = await newEmployees(1);
    const saved = await post(p!.token, `${BASE}/SaveFundTransfer`, transfer);
    const applyId = saved.resultData.applyId as string;
    const hrView = await get('wangwu', `${BASE}/GetFundTransfer?ApplyId=${applyId}`);
    const rejected = await post('wangwu', '/api/Apply/ApplyAction', {
      action: 'reject',
      taskId: hrView.resultData.applyEntity.taskId,
      ApplyId: applyId,
      comment: '账号有误',
    });
    expect(rejected.errNo).toBe(0);
    const check = await get(p!.token, `${BASE}/CheckFundTransfer`);
    expect(check.resultData.handled).toBe(false);
    const second = await post(p!.token, `${BASE}/SaveFundTransfer`, { ...transfer, account: '987654321' });
    expect(second.errNo).toBe(0);
  });

  it('needs the fundtransfer flag (403 with /index) and never shows another employee a transfer', async () => {
    const [p] = await newEmployees(1);
    const saved = await post(p!.token, `${BASE}/SaveFundTransfer`, transfer);
    const applyId = saved.resultData.applyId as string;
    for (const url of [`${BASE}/GetFundTransfer`, `${BASE}/CheckFundTransfer`]) {
      const refused = await get('zhaoliu', url);
      expect(refused).toMatchObject({ status: 403, resultData: '/index' });
    }
    const save = await post('zhaoliu', `${BASE}/SaveFundTransfer`, transfer);
    expect(save.status).toBe(403);
    const other = await get('zhangsan', `${BASE}/GetFundTransfer?ApplyId=${applyId}`);
    expect(other.errNo).not.toBe(0);
    expect(other.resultData).toBeNull();
    const [q] = await newEmployees(1);
    const stranger = await get(q!.token, `${BASE}/GetFundTransfer?ApplyId=${applyId}`);
    expect(stranger.resultData).toBeNull();
    const anonymous = await app.inject({ method: 'GET', url: `${BASE}/CheckFundTransfer` });
    expect(anonymous.statusCode).toBe(401);
  });
});
