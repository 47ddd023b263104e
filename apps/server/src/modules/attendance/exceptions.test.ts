import { ErrorCode } from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, HEAD_OFFICE } from '../../db/demo';
import { attendanceRecords, clockExceptions } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

// Monday 23 November 2026, 09:30 in Shanghai.
const clock = fixedClock('2026-11-23T01:30:00Z');
let app: TestApp;
let zhangsan: string;
let lisi: string;
let wangwu: string;

beforeAll(async () => {
  app = await createTestApp({ clock });
  [zhangsan, lisi, wangwu] = await Promise.all([
    app.login('zhangsan'),
    app.login('lisi'),
    app.login('wangwu'),
  ]);
});
afterAll(async () => {
  await app?.close();
});

/** 5 km south of the head office: out of its 300 m range. */
const FAR = { jd: HEAD_OFFICE.longitude, wd: HEAD_OFFICE.latitude - 5000 / 111_195 };

async function attempt(token: string, kind: 'In' | 'Out' = 'In'): Promise<string> {
  const response = await app.inject({
    url: `/api/CIICEService/Clock${kind}?jd=${FAR.jd}&wd=${FAR.wd}`,
    headers: bearer(token),
  });
  const body = response.json();
  expect(body.errNo).toBe(ErrorCode.OutOfRange);
  return body.resultData.exceptionId;
}

const list = (token: string, query = 'status=0') =>
  app.inject({ url: `/api/Attendance/ClockExceptionList?${query}`, headers: bearer(token) });
const review = (token: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/Attendance/ReviewClockException',
    headers: bearer(token),
    payload,
  });
const todayRecord = async (eid: string) =>
  (
    await app.database.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.eid, eid), eq(attendanceRecords.attendanceDate, '2026-11-23')))
  )[0];
const exceptionRow = async (id: string) =>
  (await app.database.db.select().from(clockExceptions).where(eq(clockExceptions.id, id)))[0];

describe('HR review of out-of-range attempts', () => {
  let zhangsanAttempt: string;

  it('lists waiting attempts of the company, newest first, for HR only', async () => {
    zhangsanAttempt = await attempt(zhangsan);
    const body = (await list(wangwu)).json();
    expect(body.errNo).toBe(0);
    expect(body.resultData.result[0]).toMatchObject({
      id: zhangsanAttempt,
      eid: DEMO_IDS.zhangsan,
      employeeName: '张三',
      kind: 'in',
      attendanceDate: '2026-11-23',
      distance: 5000,
      limit: 300,
      status: 0,
      reviewerName: null,
    });
    expect(body.resultData.totalCount).toBeGreaterThanOrEqual(1);

    for (const token of [zhangsan, lisi]) {
      const refused = await list(token);
      expect(refused.statusCode).toBe(403);
    }
  });

  it('pages by 10 and filters by status', async () => {
    const accepted = (await list(wangwu, 'status=1&pageIndex=1&pageSize=10')).json().resultData;
    expect(accepted.result.every((item: { status: number }) => item.status === 1)).toBe(true);
    const bad = (await list(wangwu, 'status=7')).json();
    expect(bad.errNo).toBe(ErrorCode.InvalidInput);
  });

  it('refuses employees and managers who try to review', async () => {
    for (const token of [zhangsan, lisi]) {
      const response = await review(token, { id: zhangsanAttempt, accept: true });
      expect(response.statusCode).toBe(403);
    }
    expect((await exceptionRow(zhangsanAttempt))?.status).toBe(0);
    expect(await todayRecord(DEMO_IDS.zhangsan)).toBeUndefined();
  });

  it('accepting writes the punch at the time of the attempt, once', async () => {
    const response = await review(wangwu, { id: zhangsanAttempt, accept: true, remark: '客户现场，已核实' });
    expect(response.json()).toMatchObject({ errNo: 0, resultData: true });
    const record = await todayRecord(DEMO_IDS.zhangsan);
    expect(record?.signInAt?.toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(record?.signInSource).toBe('review');
    expect(await exceptionRow(zhangsanAttempt)).toMatchObject({
      status: 1,
      reviewedBy: DEMO_IDS.wangwu,
      reviewRemark: '客户现场，已核实',
    });

    const again = (await review(wangwu, { id: zhangsanAttempt, accept: false })).json();
    expect(again).toMatchObject({ errNo: ErrorCode.Conflict, message: '该打卡异常已处理' });
    expect((await exceptionRow(zhangsanAttempt))?.status).toBe(1);

    const reviewed = (await list(wangwu, 'status=1')).json().resultData.result;
    expect(reviewed.find((item: { id: string }) => item.id === zhangsanAttempt)).toMatchObject({
      reviewerName: '王五',
      reviewRemark: '客户现场，已核实',
    });
  });

  it('dismissing keeps the attempt and writes no punch', async () => {
    const id = await attempt(lisi);
    const response = await review(wangwu, { id, accept: false, remark: '非工作地点' });
    expect(response.json().errNo).toBe(0);
    expect((await exceptionRow(id))?.status).toBe(2);
    expect(await todayRecord(DEMO_IDS.lisi)).toBeUndefined();
  });

  it('HR cannot decide their own attempt', async () => {
    const id = await attempt(wangwu);
    const body = (await review(wangwu, { id, accept: true })).json();
    expect(body).toMatchObject({
      errNo: ErrorCode.Conflict,
      message: '不能审核自己的打卡异常，请由其他人事处理',
    });
    expect((await exceptionRow(id))?.status).toBe(0);
    expect(await todayRecord(DEMO_IDS.wangwu)).toBeUndefined();
  });

  it('bad input changes nothing', async () => {
    const id = await attempt(zhangsan, 'Out');
    for (const payload of [
      {},
      { id: 'not-a-uuid', accept: true },
      { id, accept: 'yes' },
      { id, accept: true, remark: 'x'.repeat(101) },
    ]) {
      const body = (await review(wangwu, payload)).json();
      expect(body.errNo).toBe(ErrorCode.InvalidInput);
    }
    expect((await exceptionRow(id))?.status).toBe(0);
    const unknown = (
      await review(wangwu, { id: '0b6c3a5e-1d2f-4c8a-9e10-00000000ffff', accept: true })
    ).json();
    expect(unknown.errNo).toBe(ErrorCode.NotFound);
  });
});
