import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_ADDRESS_IDS } from '../../db/demo/addresses';
import { DEMO_CERTIFICATE_IDS as C } from '../../db/demo/certificates';
import {
  addresses,
  applies,
  certificateRequests,
  companies,
  employees,
  leaveReceipts,
  notifications,
  organizations,
  piiReadLog,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { TokenService } from '../../platform/tokens';
import { createTestApp, type TestApp } from '../../testing/app';
import { certificateBacklogSource } from './service';

// Monday 2 March 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-03-02T02:00:00Z');
const BASE = '/api/CIICEService';
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'zhaoliu', 'sunqi', 'wangwu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};
let beijingAddress = '';

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
  const [row] = await app.database.db
    .insert(addresses)
    .values({
      eid: DEMO_IDS.zhangsan,
      userName: '张三',
      tel: '13800138000',
      province: '北京市',
      city: '北京市',
      area: '朝阳区',
      streetName: '建国路1号',
    })
    .returning({ id: addresses.id });
  beijingAddress = row?.id ?? '';
});
afterAll(async () => {
  await app?.close();
});

const get = (who: Person, url: string, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'POST', url, payload, lang);

const requestsOf = async (eid: string) =>
  (
    await app.database.db
      .select({ n: count() })
      .from(certificateRequests)
      .where(eq(certificateRequests.eid, eid))
  )[0]?.n ?? 0;

/** New employees of the demo company with the given flags and tokens. */
async function newEmployees(howMany: number, changes: Partial<typeof employees.$inferInsert> = {}) {
  const db = app.database.db;
  const [template] = await db.select().from(employees).where(eq(employees.eid, DEMO_IDS.zhaoliu));
  if (!template) throw new Error('no template employee');
  const people = Array.from({ length: howMany }, (_, i) => ({
    ...template,
    eid: randomUUID(),
    userName: `cert${randomUUID().slice(0, 8)}${i}`,
    employeeNo: `C${randomUUID().slice(0, 6)}${i}`,
    createdAt: new Date(),
    afEnterTransact: true,
    afIncomeTransact: true,
    afLeaveTransact: true,
    ...changes,
  }));
  await db.insert(employees).values(people);
  const issuer = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
  return Promise.all(people.map(async (p) => ({ eid: p.eid, token: (await issuer.issue(p.eid)).token })));
}

async function approveAsHr(applyId: string, action: 'agree' | 'reject' = 'agree') {
  const detail = await get('wangwu', `${BASE}/GetCertificate?ApplyId=${applyId}`);
  expect(detail.errNo).toBe(0);
  const taskId = detail.resultData.applyEntity?.taskId;
  expect(taskId).toBeTruthy();
  const acted = await post('wangwu', '/api/Apply/ApplyAction', {
    action,
    taskId,
    ApplyId: applyId,
    comment: action === 'reject' ? '地址有误，请重新申请' : '',
  });
  expect(acted.message).toBe('');
  expect(acted.errNo).toBe(0);
}

describe('pickup points and flags', () => {
  it('lists the pickup points of each kind', async () => {
    const proofs = await get('zhangsan', `${BASE}/GetExtraction?addressType=1`);
    expect(proofs.errNo).toBe(0);
    expect(proofs.resultData.map((p: { extraction_name: string }) => p.extraction_name)).toEqual([
      '人民广场服务中心',
      '徐家汇服务网点',
      '杭州服务网点',
    ]);
    expect(proofs.resultData[0]).toMatchObject({
      extractionID: C.peoplesSquare,
      contacts: '陈老师',
      phone: '021-63210001',
      work_time: '工作日 9:00-12:00 13:30-17:00',
    });
    const leave = await get('zhangsan', `${BASE}/GetExtraction?addressType=2`);
    expect(leave.resultData).toHaveLength(1);
    const bad = await get('zhangsan', `${BASE}/GetExtraction?addressType=7`);
    expect(bad.errNo).not.toBe(0);
    expect(bad.message).toContain('自提点类型不正确');
  });

  it('enforces the role flag of each type on the server', async () => {
    expect((await get('zhangsan', `${BASE}/CheckTransact?type=3`)).resultData).toEqual({
      type: 3,
      canApply: true,
    });
    const noIncome = await get('zhaoliu', `${BASE}/CheckTransact?type=3`);
    expect(noIncome).toMatchObject({ status: 200, errNo: 1, message: '您没有申请该证明的权限' });
    const noLeave = await get('zhaoliu', `${BASE}/CheckTransact?type=2`);
    expect(noLeave.message).toBe('您没有申请该证明的权限');
    const apply = await post('zhaoliu', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.peoplesSquare,
    });
    expect(apply.message).toBe('您没有申请该证明的权限');
    expect(await requestsOf(DEMO_IDS.zhaoliu)).toBe(0);
    const badType = await get('zhangsan', `${BASE}/CheckTransact?type=9`);
    expect(badType.errNo).not.toBe(0);
    expect(badType.message).toContain('证明类型不正确');
  });

  it('hides the income certificate from 人事代理 and says so in the session', async () => {
    const info = await get('sunqi', '/api/User/GetUserInfo');
    expect(info.resultData.serviceType).toBe('人事代理');
    expect((await get('sunqi', `${BASE}/CheckTransact?type=1`)).errNo).toBe(0);
    const income = await get('sunqi', `${BASE}/CheckTransact?type=3`);
    expect(income.message).toBe('您没有申请该证明的权限');
  });

  it('gives departed employees no proofs, but their resignation certificate', async () => {
    const [gone] = await newEmployees(1, { leaveStatus: 2 });
    if (!gone) throw new Error('no employee');
    const proof = await app.callAs(gone.token, 'GET', `${BASE}/CheckTransact?type=1`);
    expect(proof.message).toBe('离职员工不能开具证明');
    const income = await app.callAs(gone.token, 'POST', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.peoplesSquare,
    });
    expect(income.message).toBe('离职员工不能开具证明');
    const en = await app.callAs(gone.token, 'GET', `${BASE}/CheckTransact?type=1`, undefined, 'en');
    expect(en.message).toBe('Former employees cannot request certificates');
    expect((await app.callAs(gone.token, 'GET', `${BASE}/CheckTransact?type=2`)).errNo).toBe(0);
    expect(await requestsOf(gone.eid)).toBe(0);
  });
});

describe('quote: fee and promised date before submit', () => {
  it('charges the courier fee by province: Shanghai 10, Zhejiang 12, elsewhere 20; pickup 0', async () => {
    const shanghai = await get(
      'zhangsan',
      `${BASE}/CertificateQuote?type=3&mode=1&addressID=${DEMO_ADDRESS_IDS.zhangsanHome}`,
    );
    expect(shanghai.resultData).toMatchObject({ fee: '10.00', province: '上海市' });
    const [zj] = await newEmployees(1);
    if (!zj) throw new Error('no employee');
    const created = await app.callAs(zj.token, 'POST', '/CIICOnSalesAPI/OnSales/InsertAddress', {
      userName: '钱八',
      tel: '13900139000',
      addressProvince: '浙江省',
      addressCity: '杭州市',
      area: '西湖区',
      streetName: '文三路1号',
    });
    expect(created.errNo).toBe(0);
    const [zjAddress] = await app.database.db.select().from(addresses).where(eq(addresses.eid, zj.eid));
    const zhejiang = await app.callAs(
      zj.token,
      'GET',
      `${BASE}/CertificateQuote?type=1&mode=1&addressID=${zjAddress?.id}`,
    );
    expect(zhejiang.resultData.fee).toBe('12.00');
    const beijing = await get(
      'zhangsan',
      `${BASE}/CertificateQuote?type=3&mode=1&addressID=${beijingAddress}`,
    );
    expect(beijing.resultData.fee).toBe('20.00');
    const pickup = await get('zhangsan', `${BASE}/CertificateQuote?type=3&mode=2`);
    expect(pickup.resultData).toMatchObject({
      fee: '0.00',
      today: '2026-03-02',
      // Collected when ready: the later of today + 3 and the promised date.
      earliestPickupDate: '2026-03-09',
      workingDays: 5,
      promisedDate: '2026-03-09',
    });
    const resignation = await get('zhangsan', `${BASE}/CertificateQuote?type=2&mode=2`);
    expect(resignation.resultData).toMatchObject({
      workingDays: 3,
      promisedDate: '2026-03-05',
      earliestPickupDate: '2026-03-05',
    });
    // Someone else's address is not a quote's business.
    const foreign = await get(
      'zhangsan',
      `${BASE}/CertificateQuote?type=3&mode=1&addressID=${DEMO_ADDRESS_IDS.lisiHome}`,
    );
    expect(foreign.message).toBe('收件地址不存在，请重新选择');
  });

  it('counts working days across the National Day holiday and its make-up Saturday', async () => {
    clock.set('2026-09-30T02:00:00Z');
    try {
      const token = await app.login('zhangsan');
      const proof = await app.callAs(token, 'GET', `${BASE}/CertificateQuote?type=1&mode=2`);
      // 1-7 October off; 8, 9, 10 (Saturday, worked), 12, 13.
      expect(proof.resultData.promisedDate).toBe('2026-10-13');
      const leave = await app.callAs(token, 'GET', `${BASE}/CertificateQuote?type=2&mode=2`);
      expect(leave.resultData.promisedDate).toBe('2026-10-10');
    } finally {
      clock.set('2026-03-02T02:00:00Z');
    }
  });
});

describe('ApplyCertificate', () => {
  let incomeId = '';

  it('refuses bad input and changes nothing', async () => {
    const before = await requestsOf(DEMO_IDS.zhangsan);
    const early = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.peoplesSquare,
      extractionDate: '2026-03-04',
    });
    // Not before the proof is ready: 5 working days from Monday 2 March is Monday 9 March.
    expect(early).toMatchObject({ status: 200, errNo: 1, message: '自提日期最早为2026-03-09' });
    const late = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.peoplesSquare,
      extractionDate: '2026-06-30',
    });
    expect(late.message).toBe('自提日期最晚为2026-05-01');
    // The pickup points work on working days: a Saturday is refused.
    const saturday = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.peoplesSquare,
      extractionDate: '2026-03-14',
    });
    expect(saturday.message).toBe('2026-03-14不是工作日，自提点不营业，请另选日期');
    const noPoint = await post('zhangsan', `${BASE}/ApplyCertificate`, { type: 3, mode: 2 });
    expect(noPoint.message).toBe('请选择自提点');
    const wrongPoint = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.resignationDesk,
    });
    expect(wrongPoint.message).toBe('自提点不存在，请重新选择');
    const noAddress = await post('zhangsan', `${BASE}/ApplyCertificate`, { type: 1, mode: 1 });
    expect(noAddress.message).toBe('请先编辑地址');
    const foreign = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 1,
      mode: 1,
      addressID: DEMO_ADDRESS_IDS.lisiHome,
    });
    expect(foreign.message).toBe('收件地址不存在，请重新选择');
    const resignationHere = await post('zhangsan', `${BASE}/ApplyCertificate`, { type: 2, mode: 2 });
    expect(resignationHere.message).toContain('证明类型不正确');
    const badMode = await post('zhangsan', `${BASE}/ApplyCertificate`, { type: 3, mode: 5 });
    expect(badMode.message).toContain('请选择领取方式');
    const badDate = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.peoplesSquare,
      extractionDate: '2026-02-30',
    });
    expect(badDate.errNo).not.toBe(0);
    expect(await requestsOf(DEMO_IDS.zhangsan)).toBe(before);
  });

  it('files a self-pickup income certificate (date defaults to when it is ready) and refuses a second one', async () => {
    const done = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.peoplesSquare,
    });
    expect(done).toMatchObject({
      errNo: 0,
      message: '申请成功',
      resultData: { type: 3, fee: '0.00', promisedDate: '2026-03-09' },
    });
    expect(done.resultData.applyNo).toMatch(/^ZM/);
    incomeId = done.resultData.applyId;
    const [row] = await app.database.db
      .select()
      .from(certificateRequests)
      .where(eq(certificateRequests.applyId, incomeId));
    expect(row).toMatchObject({ state: 1, mode: 2, extractionDate: '2026-03-09', feeFen: 0 });
    const again = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 3,
      mode: 2,
      extractionID: C.xujiahui,
    });
    expect(again).toMatchObject({ status: 200, errNo: 1, message: '您收入证明正在办理中，请勿重复申请' });
    const check = await get('zhangsan', `${BASE}/CheckTransact?type=3`);
    expect(check.message).toBe('您收入证明正在办理中，请勿重复申请');
    // Another type is not blocked by it.
    expect((await get('zhangsan', `${BASE}/CheckTransact?type=1`)).errNo).toBe(0);
    const mine = await get('zhangsan', `${BASE}/GetTransact`);
    expect(mine.resultData.map((r: { applyId: string }) => r.applyId)).toContain(incomeId);
    expect(mine.resultData.find((r: { applyId: string }) => r.applyId === incomeId)).toMatchObject({
      state: 1,
      approveStatus: 1,
    });
  });

  it('makes one request of 20 sent at once', async () => {
    const [crowd] = await newEmployees(1);
    if (!crowd) throw new Error('no employee');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.callAs(crowd.token, 'POST', `${BASE}/ApplyCertificate`, {
          type: 1,
          mode: 2,
          extractionID: C.peoplesSquare,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.message === '您在职证明正在办理中，请勿重复申请')).toHaveLength(19);
    expect(await requestsOf(crowd.eid)).toBe(1);
    const [applied] = await app.database.db
      .select({ n: count() })
      .from(applies)
      .where(and(eq(applies.eid, crowd.eid), eq(applies.kind, 'certificate')));
    expect(applied?.n).toBe(1);
  });

  it("never shows another employee's request", async () => {
    const lisi = await get('lisi', `${BASE}/GetCertificate?ApplyId=${incomeId}`);
    expect(lisi.status).toBe(403);
    const zhaoliu = await get('zhaoliu', `${BASE}/GetCertificate?ApplyId=${incomeId}`);
    expect(zhaoliu.status).toBe(403);
    const list = await get('lisi', `${BASE}/GetTransact`);
    expect(list.resultData.map((r: { applyId: string }) => r.applyId)).not.toContain(incomeId);
    expect((await get('lisi', `${BASE}/CertificateAdminList?tab=0`)).status).toBe(403);
    const handle = await post('lisi', `${BASE}/CertificateHandle`, { ApplyId: incomeId, action: 'ready' });
    expect(handle.status).toBe(403);
    const own = await get('zhangsan', `${BASE}/GetCertificate?ApplyId=${incomeId}`);
    expect(own.resultData).toMatchObject({ isOwner: true, handleActions: [], state: 1 });
    expect(own.resultData.extraction.extraction_name).toBe('人民广场服务中心');
  });

  it('refuses HR of another company the request and its handling', async () => {
    const db = app.database.db;
    const companyId = randomUUID();
    const orgId = randomUUID();
    await db.insert(companies).values({ id: companyId, name: '别家公司', city: '上海' });
    await db.insert(organizations).values({ id: orgId, companyId, parentId: null, name: '别家总部' });
    const [hr] = await newEmployees(1, {
      companyId,
      organizationId: orgId,
      managerEid: null,
      roles: ['employee', 'hr'],
    });
    if (!hr) throw new Error('no employee');
    const read = await app.callAs(hr.token, 'GET', `${BASE}/GetCertificate?ApplyId=${incomeId}`);
    expect(read.status).toBe(403);
    const handle = await app.callAs(hr.token, 'POST', `${BASE}/CertificateHandle`, {
      ApplyId: incomeId,
      action: 'ready',
    });
    expect(handle.status).toBe(403);
    const list = await app.callAs(hr.token, 'GET', `${BASE}/CertificateAdminList?tab=0`);
    expect(list.resultData.result).toEqual([]);
    const logs = await db.select().from(piiReadLog).where(eq(piiReadLog.readerEid, hr.eid));
    expect(logs).toHaveLength(0);
  });

  it('lets HR approve, mark ready and collected, messaging the employee; the backlog shows the pickup', async () => {
    const pending = await get('wangwu', `${BASE}/CertificateAdminList?tab=0`);
    expect(pending.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(incomeId);
    const early = await post('wangwu', `${BASE}/CertificateHandle`, { ApplyId: incomeId, action: 'ready' });
    expect(early).toMatchObject({ errNo: 4, message: '该申请当前不能执行此操作' });
    await approveAsHr(incomeId);
    const approved = await get('wangwu', `${BASE}/GetCertificate?ApplyId=${incomeId}`);
    expect(approved.resultData).toMatchObject({ state: 2, approveStatus: 2, handleActions: ['ready'] });
    const sent = await post('wangwu', `${BASE}/CertificateHandle`, {
      ApplyId: incomeId,
      action: 'sent',
      trackingNo: 'SF1',
    });
    expect(sent.message).toBe('该申请当前不能执行此操作');
    const ready = await post('wangwu', `${BASE}/CertificateHandle`, { ApplyId: incomeId, action: 'ready' });
    expect(ready).toMatchObject({ errNo: 0, resultData: { state: 3 } });
    const repeat = await post('wangwu', `${BASE}/CertificateHandle`, { ApplyId: incomeId, action: 'ready' });
    expect(repeat.errNo).toBe(4);
    const messages = await get('zhangsan', '/api/Message/List?pageIndex=1&pageSize=20');
    const texts = JSON.stringify(messages.resultData);
    expect(texts).toContain('您的收入证明（');
    expect(texts).toContain('已可领取，请于2026-03-09起到人民广场服务中心领取');
    const [zhangsan] = await app.database.db
      .select()
      .from(employees)
      .where(eq(employees.eid, DEMO_IDS.zhangsan));
    const user = { eid: DEMO_IDS.zhangsan } as Parameters<typeof certificateBacklogSource>[1];
    const backlog = await certificateBacklogSource(app.database.db, user, {
      now: clock.now(),
      timeZone: 'Asia/Shanghai',
    });
    expect(zhangsan).toBeTruthy();
    expect(backlog.find((e) => e.key === `certificate:${incomeId}`)).toMatchObject({
      type: 2,
      mode: 1,
      title: 'certificate.backlog.collect.3',
      path: `/CertificateDetail?ApplyId=${incomeId}`,
      done: false,
    });
    const collected = await post('wangwu', `${BASE}/CertificateHandle`, {
      ApplyId: incomeId,
      action: 'collected',
    });
    expect(collected.resultData.state).toBe(5);
    expect((await get('zhangsan', `${BASE}/CheckTransact?type=3`)).errNo).toBe(0);
    const finished = await get('wangwu', `${BASE}/CertificateAdminList?tab=2`);
    expect(finished.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(incomeId);
  });

  it('seals the courier recipient, logs HR reading it, and lets a rejected request be asked again', async () => {
    const done = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 1,
      mode: 1,
      addressID: beijingAddress,
    });
    expect(done.resultData).toMatchObject({ fee: '20.00' });
    const id = done.resultData.applyId;
    const [row] = await app.database.db
      .select()
      .from(certificateRequests)
      .where(eq(certificateRequests.applyId, id));
    expect(row?.recipientSealed).toMatch(/^pii1\./);
    expect(row?.recipientSealed).not.toContain('建国路');
    const own = await get('zhangsan', `${BASE}/GetCertificate?ApplyId=${id}`);
    expect(own.resultData.recipient).toMatchObject({ name: '张三', tel: '13800138000' });
    const logsBefore = (
      await app.database.db
        .select({ n: count() })
        .from(piiReadLog)
        .where(eq(piiReadLog.subjectEid, DEMO_IDS.zhangsan))
    )[0]?.n;
    const hr = await get('wangwu', `${BASE}/GetCertificate?ApplyId=${id}`);
    expect(hr.resultData.recipient.address).toBe('北京市朝阳区建国路1号');
    const logs = await app.database.db
      .select()
      .from(piiReadLog)
      .where(and(eq(piiReadLog.subjectEid, DEMO_IDS.zhangsan), eq(piiReadLog.readerEid, DEMO_IDS.wangwu)));
    expect(logs.length).toBe((logsBefore ?? 0) + 1);
    expect(logs.at(-1)?.fields).toEqual(['residentialAddress']);
    await approveAsHr(id, 'reject');
    const rejected = await get('zhangsan', `${BASE}/GetCertificate?ApplyId=${id}`);
    expect(rejected.resultData).toMatchObject({ state: 6, approveStatus: 3 });
    const again = await post('zhangsan', `${BASE}/ApplyCertificate`, {
      type: 1,
      mode: 1,
      addressID: DEMO_ADDRESS_IDS.zhangsanHome,
    });
    expect(again.resultData.fee).toBe('10.00');
    await approveAsHr(again.resultData.applyId);
    const noTracking = await post('wangwu', `${BASE}/CertificateHandle`, {
      ApplyId: again.resultData.applyId,
      action: 'sent',
    });
    expect(noTracking.message).toBe('请填写快递单号');
    const sent = await post('wangwu', `${BASE}/CertificateHandle`, {
      ApplyId: again.resultData.applyId,
      action: 'sent',
      trackingNo: 'SF1234567890',
    });
    expect(sent.resultData.state).toBe(4);
    const [message] = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.applyId, again.resultData.applyId),
          eq(notifications.titleKey, 'certificate.msg.sent'),
        ),
      );
    expect(message?.params).toMatchObject({ trackingNo: 'SF1234567890' });
  });
});

describe('withdrawal', () => {
  it('lets the owner withdraw a request in approval, nobody else, and ask again', async () => {
    const [owner] = await newEmployees(1);
    if (!owner) throw new Error('no employee');
    const body = { type: 1, mode: 2, extractionID: C.xujiahui };
    const done = await app.callAs(owner.token, 'POST', `${BASE}/ApplyCertificate`, body);
    const id = done.resultData.applyId;
    const stranger = await post('zhaoliu', `${BASE}/CertificateRecall`, { ApplyId: id });
    expect(stranger.errNo).not.toBe(0);
    const recalled = await app.callAs(owner.token, 'POST', `${BASE}/CertificateRecall`, { ApplyId: id });
    expect(recalled).toMatchObject({ errNo: 0, resultData: { state: 7 } });
    const again = await app.callAs(owner.token, 'POST', `${BASE}/CertificateRecall`, { ApplyId: id });
    expect(again.errNo).not.toBe(0);
    expect((await app.callAs(owner.token, 'POST', `${BASE}/ApplyCertificate`, body)).errNo).toBe(0);
  });
});

describe('resignation certificate (EmpLeave)', () => {
  it('checks the typed address, files it once and answers GetEmpLeave', async () => {
    expect((await get('zhangsan', `${BASE}/GetEmpLeave`)).resultData).toBeNull();
    const missing = await post('zhangsan', `${BASE}/EmpLeave`, {
      receiveWay: 1,
      addressName: '张三',
      state: '上海市',
      city: '上海市',
      receiveAddress: '南京西路1号',
    });
    expect(missing.message).toBe('请输入带*的信息');
    const other = await post('zhangsan', `${BASE}/EmpLeave`, {
      employeeID: 'E10004',
      receiveWay: 2,
      extractionID: C.resignationDesk,
    });
    expect(other.status).toBe(403);
    expect(await requestsOf(DEMO_IDS.zhangsan)).toBe(4);
    const done = await post('zhangsan', `${BASE}/EmpLeave`, {
      employeeID: 'E10001',
      receiveWay: 1,
      addressName: '张三',
      phoneNumber: '13800138000',
      state: '江苏省',
      city: '苏州市',
      zipCode: '215000',
      receiveAddress: '干将路1号',
    });
    expect(done).toMatchObject({
      errNo: 0,
      message: '申请成功',
      resultData: { type: 2, fee: '12.00', promisedDate: '2026-03-05' },
    });
    const again = await post('zhangsan', `${BASE}/EmpLeave`, {
      receiveWay: 2,
      extractionID: C.resignationDesk,
    });
    expect(again).toMatchObject({ errNo: 1, message: '您离职证明正在办理中' });
    expect((await get('zhangsan', `${BASE}/CheckTransact?type=2`)).message).toBe('您离职证明正在办理中');
    const record = await get('zhangsan', `${BASE}/GetEmpLeave`);
    expect(record.resultData).toMatchObject({
      employeeID: 'E10001',
      receiveWay: 1,
      addressName: '张三',
      phoneNumber: '13800138000',
      state: '江苏省',
      zipCode: '215000',
      handleState: 1,
    });
  });

  it('records the leave receipt once for af_service, and nothing without it', async () => {
    const first = await post('zhangsan', '/api/employee/handleFire', {});
    expect(first).toMatchObject({ errNo: 0, resultData: { recorded: true } });
    await post('zhangsan', '/api/employee/handleFire', {});
    const rows = await app.database.db
      .select()
      .from(leaveReceipts)
      .where(eq(leaveReceipts.eid, DEMO_IDS.zhangsan));
    expect(rows).toHaveLength(1);
    const [plain] = await newEmployees(1, { afService: false });
    if (!plain) throw new Error('no employee');
    const none = await app.callAs(plain.token, 'POST', '/api/employee/handleFire', {});
    expect(none.resultData.recorded).toBe(false);
    expect(
      await app.database.db.select().from(leaveReceipts).where(eq(leaveReceipts.eid, plain.eid)),
    ).toHaveLength(0);
  });
});
