import { and, between, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { applies, attendanceRecords, makeupClockApplies, makeupClockSettings } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

// Wednesday 25 November 2026, 10:00 in Shanghai: the demo history runs up to yesterday.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

type Day = {
  attendanceDate: string;
  state: string;
  signInTime: string | null;
  signOutTime: string | null;
  signInRepaired: boolean;
  signOutRepaired: boolean;
  makeups: { applyId: string; punch: string; approveStatus: number }[];
};
const days: Day[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
  for (const month of [10, 11]) days.push(...(await calendar(month)));
  // The demo's forgotten sign-outs may be excused or made up already: make sure two October days
  // and one November day miss their sign-out, by taking it off normal days.
  const normal = days.filter((d) => d.state === 'normal');
  const chosen = [
    ...normal.filter((d) => d.attendanceDate.startsWith('2026-10')).slice(-2),
    ...normal.filter((d) => d.attendanceDate.startsWith('2026-11')).slice(0, 1),
  ];
  for (const d of chosen) {
    await app.database.db
      .update(attendanceRecords)
      .set({ signOutAt: null })
      .where(
        and(
          eq(attendanceRecords.eid, DEMO_IDS.zhangsan),
          eq(attendanceRecords.attendanceDate, d.attendanceDate),
        ),
      );
  }
  days.length = 0;
  for (const month of [10, 11]) days.push(...(await calendar(month)));
  // The limit has its own test; the others file more make-ups in a month than the default allows.
  await app.database.db
    .insert(makeupClockSettings)
    .values({ companyId: DEMO_IDS.company, monthlyLimit: 31 })
    .onConflictDoNothing();
});
afterAll(async () => {
  await app?.close();
});

async function call(who: Person, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  call(who, 'POST', url, payload, lang);
const get = (who: Person, url: string, lang = 'zh') => call(who, 'GET', url, undefined, lang);

async function calendar(month: number, who: Person = 'zhangsan'): Promise<Day[]> {
  const body = await post(who, '/api/Attendance/CalenderSummary', {
    attendanceYear: 2026,
    attendanceMonth: month,
  });
  expect(body.errNo).toBe(0);
  return body.resultData.days;
}
async function dayOf(date: string): Promise<Day> {
  return (await calendar(Number(date.slice(5, 7)))).find((d) => d.attendanceDate === date) as Day;
}
const pick = (state: string, index = 0) => {
  const found = days.filter((d) => d.state === state)[index];
  if (!found) throw new Error(`no ${state} day #${index} in the demo`);
  return found.attendanceDate;
};
const add = (who: Person, change: Record<string, unknown>, approveStatus = 1, lang = 'zh') =>
  post(who, '/api/AttendanceChange/Add', { AttendanceChange: change, approveStatus }, lang);
const ownCount = async (who: Person = 'zhangsan') =>
  (await get(who, '/api/AttendanceChange/List?pageIndex=1&pageSize=50')).resultData.totalCount as number;
async function pendingFor(who: Person, applyId: string, empNo = '') {
  const list = await get(
    who,
    `/api/AttendanceQuerySummary/GetSupplementAttendanceApplyList?pageNow=1&pageSize=50&tab=0${empNo ? `&empNo=${empNo}` : ''}`,
  );
  expect(list.errNo).toBe(0);
  return list.resultData.result.find((r: { applyId: string }) => r.applyId === applyId);
}
const verify = (who: Person, applyId: string, approveId: string, result: 1 | 2, opinion = '') =>
  post(who, '/api/AttendanceQuerySummary/UpdateSupplementAttendanceVerify', {
    applyId,
    approveId,
    result,
    opinion,
  });

describe('make-up clock: bad input changes nothing', () => {
  it('answers every field with its message, in the reader language', async () => {
    const before = await ownCount();
    const date = pick('missing');
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 1, remark: '忘记打卡', workStatus: 1 }, '请选择补打卡日期'],
      [{ attendanceDate: 'yesterday', type: 1, remark: 'x', workStatus: 1 }, '请输入正确的日期'],
      [
        { attendanceDate: '2026-11-30', type: 1, remark: 'x', workStatus: 1 },
        '只能为已经过去的打卡时间补打卡',
      ],
      [
        { attendanceDate: '2020-01-06', type: 1, remark: 'x', workStatus: 1 },
        '日期须在2024-11-25至2027-12-31之间',
      ],
      [{ attendanceDate: date, remark: 'x' }, '请选择补打卡类型'],
      [{ attendanceDate: date, type: 9, remark: 'x' }, '请选择补打卡类型'],
      [{ attendanceDate: date, type: 'abc', remark: 'x' }, '请选择补打卡类型'],
      [{ attendanceDate: date, type: 1, remark: '  ', workStatus: 1 }, '请输入补打卡原因'],
      [{ attendanceDate: date, type: 1, remark: 'x'.repeat(201), workStatus: 1 }, '补打卡原因最多200个字'],
      [{ attendanceDate: date, type: 1, remark: 'x' }, '请选择工作状态'],
      [{ attendanceDate: date, type: 1, remark: 'x', workStatus: 7 }, '请选择工作状态'],
      // A sign-in exists on a missing-sign-out day: nothing to repair in the morning.
      [{ attendanceDate: date, type: 0, remark: 'x' }, '该日上班卡正常，无需补上班卡'],
      [{ attendanceDate: pick('rest'), type: 0, remark: 'x' }, '该日不是您的工作日，无需补打卡'],
      [{ attendanceDate: pick('normal'), type: 0, remark: 'x' }, '该日上班卡正常，无需补上班卡'],
    ];
    for (const [change, message] of cases) {
      const body = await add('zhangsan', change);
      expect(body.status, message).toBe(200);
      expect(body.errNo, message).not.toBe(0);
      expect(body.message).toBe(message);
    }
    const en = await add('zhangsan', { attendanceDate: date, type: 1, remark: 'x' }, 1, 'en');
    expect(en.message).toBe('Please choose the work status');
    const ja = await add('zhangsan', { attendanceDate: date, type: 1, remark: 'x' }, 1, 'ja');
    expect(ja.message).toBe('勤務状況を選んでください');
    expect(await ownCount()).toBe(before);
  });
});

describe('make-up clock: file, approve, repair', () => {
  it('HR approves an off-duty make-up and the missing day turns normal; others neither see nor act', async () => {
    const date = pick('missing');
    const filed = await add('zhangsan', {
      attendanceDate: date,
      type: 1,
      remark: '忘记打下班卡',
      workStatus: 1,
    });
    expect(filed.errNo).toBe(0);
    expect(filed.resultData.approveStatus).toBe(1);
    expect(filed.resultData.applyNo).toMatch(/^BK\d{12}$/);
    const applyId = filed.resultData.applyId as string;

    // Pending: the day shows the make-up but is not repaired yet.
    const pendingDay = await dayOf(date);
    expect(pendingDay.state).toBe('missing');
    expect(pendingDay.makeups).toEqual([{ applyId, punch: 'out', approveStatus: 1 }]);

    // The owner sees it; the manager (not its approver) and a colleague get "not found".
    const own = await get('zhangsan', `/api/AttendanceChange/Get?ApplyId=${applyId}`);
    expect(own.errNo).toBe(0);
    expect(own.resultData.attendanceChange).toMatchObject({ attendanceDate: date, type: 1, workStatus: 1 });
    expect(own.resultData.isOwner).toBe(true);
    for (const who of ['lisi', 'zhaoliu'] as const) {
      expect((await get(who, `/api/AttendanceChange/Get?ApplyId=${applyId}`)).errNo).toBe(3);
      expect((await post(who, '/api/AttendanceChange/Recall', { applyId })).errNo).toBe(3);
    }

    // HR finds it by employee number, with a task to decide.
    const item = await pendingFor('wangwu', applyId, 'E10001');
    expect(item).toMatchObject({ empNo: 'E10001', attendanceDate: date, type: 1, result: '' });
    expect(await pendingFor('wangwu', applyId, 'E99')).toBeUndefined();
    expect(await pendingFor('zhaoliu', applyId)).toBeUndefined();
    const hrView = await get(
      'wangwu',
      `/api/AttendanceQuerySummary/GetSupplementAttendanceApplyDetail?applyId=${applyId}&approveId=${item.approveId}`,
    );
    expect(hrView.errNo).toBe(0);
    expect(hrView.resultData.taskId).toBe(item.approveId);

    // Another employee cannot decide it with the task id either.
    expect((await verify('zhaoliu', applyId, item.approveId, 1)).errNo).not.toBe(0);
    const agreed = await verify('wangwu', applyId, item.approveId, 1, '同意');
    expect(agreed.errNo).toBe(0);
    expect(agreed.resultData.approveStatus).toBe(2);

    const repaired = await dayOf(date);
    expect(repaired.state).toBe('normal');
    expect(repaired.signOutRepaired).toBe(true);
    // The record stays honest: no sign-out was punched.
    expect(repaired.signOutTime).toBeNull();
    const processed = await get(
      'wangwu',
      '/api/AttendanceQuerySummary/GetSupplementAttendanceApplyList?pageNow=1&pageSize=50&tab=1',
    );
    expect(processed.resultData.result.find((r: { applyId: string }) => r.applyId === applyId).result).toBe(
      '通过',
    );

    // One make-up per shift and type: returnTag 100.
    const again = await add('zhangsan', { attendanceDate: date, type: 1, remark: 'again', workStatus: 1 });
    expect(again.errNo).not.toBe(0);
    expect(again.message).toBe('该班次已申请补打卡记录');
    expect(again.resultData).toEqual({ returnTag: 100 });
  });

  it('asks for the morning make-up first; two sent at once make one request; a rejection repairs nothing', async () => {
    const date = pick('absent');
    const first = await add('zhangsan', { attendanceDate: date, type: 1, remark: '下班忘打', workStatus: 1 });
    expect(first.message).toBe('该日没有上班卡，请先申请上班或全天补打卡');

    const before = await ownCount();
    const change = { attendanceDate: date, type: 2, remark: '全天忘打卡', workStatus: 1 };
    const answers = await Promise.all([add('zhangsan', change), add('zhangsan', change)]);
    const okAnswers = answers.filter((a) => a.errNo === 0);
    const refused = answers.filter((a) => a.errNo !== 0);
    expect(okAnswers).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].resultData).toEqual({ returnTag: 100 });
    expect(await ownCount()).toBe(before + 1);
    const applyId = okAnswers[0].resultData.applyId as string;

    const item = await pendingFor('wangwu', applyId);
    // A rejection needs an opinion (the engine's rule).
    expect((await verify('wangwu', applyId, item.approveId, 2)).errNo).not.toBe(0);
    expect((await verify('wangwu', applyId, item.approveId, 2, '无证明')).errNo).toBe(0);
    const day = await dayOf(date);
    expect(day.state).toBe('absent');
    expect(day.signInRepaired).toBe(false);

    // The rejected one gave its shift up: a new morning make-up, then the evening one, may follow.
    const morning = await add('zhangsan', { attendanceDate: date, type: 0, remark: '上班忘打' });
    expect(morning.errNo).toBe(0);
    const evening = await add('zhangsan', {
      attendanceDate: date,
      type: 1,
      remark: '下班忘打',
      workStatus: 2,
    });
    expect(evening.errNo).toBe(0);
  });

  it('recalls to a draft that repairs nothing, then deletes it', async () => {
    const date = pick('late');
    const filed = await add('zhangsan', { attendanceDate: date, type: 0, remark: '地铁故障' });
    expect(filed.errNo).toBe(0);
    const applyId = filed.resultData.applyId as string;
    const recalled = await post('zhangsan', '/api/AttendanceChange/Recall', { applyId });
    expect(recalled.errNo).toBe(0);
    expect(recalled.resultData.approveStatus).toBe(0);
    expect(await pendingFor('wangwu', applyId)).toBeUndefined();
    expect((await dayOf(date)).makeups).toEqual([]);
    // The draft is edited and submitted again through Update, then recalled and deleted.
    const updated = await post('zhangsan', '/api/AttendanceChange/Update', {
      ApplyId: applyId,
      AttendanceChange: { attendanceDate: date, type: 0, remark: '地铁故障，已附证明' },
      approveStatus: 1,
    });
    expect(updated.errNo).toBe(0);
    expect(updated.resultData.approveStatus).toBe(1);
    expect((await post('zhangsan', '/api/AttendanceChange/Destory', { applyId })).errNo).not.toBe(0);
    await post('zhangsan', '/api/AttendanceChange/Recall', { applyId });
    expect((await post('zhangsan', '/api/AttendanceChange/Destory', { applyId })).errNo).toBe(0);
    expect((await get('zhangsan', `/api/AttendanceChange/Get?ApplyId=${applyId}`)).errNo).toBe(3);
  });

  it('ApplyRepairAttendance files and submits a whole day; the shift taken answers returnTag 100', async () => {
    const date = pick('absent');
    // The earlier test filed both punches of this day already.
    const taken = await post('zhangsan', '/api/CIICEService/ApplyRepairAttendance', {
      attendanceDate: date,
      specialRemarks: '出差忘打卡',
      workStatus: 3,
    });
    expect(taken.errNo).not.toBe(0);
    expect(taken.resultData).toEqual({ returnTag: 100 });
    const bad = await post('zhangsan', '/api/CIICEService/ApplyRepairAttendance', { attendanceDate: date });
    expect(bad.message).toBe('请输入补打卡原因');
  });
});

describe('make-up clock: monthly limit', () => {
  it('refuses a submission over the company limit with a clear message; a draft is still kept', async () => {
    const db = app.database.db;
    const [used] = await db
      .select({ n: count() })
      .from(makeupClockApplies)
      .innerJoin(applies, eq(applies.id, makeupClockApplies.applyId))
      .where(
        and(
          eq(makeupClockApplies.eid, DEMO_IDS.zhangsan),
          between(makeupClockApplies.attendanceDate, '2026-10-01', '2026-10-31'),
          inArray(applies.approveStatus, [1, 2]),
        ),
      );
    const limit = (used?.n ?? 0) + 1;
    await db
      .insert(makeupClockSettings)
      .values({ companyId: DEMO_IDS.company, monthlyLimit: limit })
      .onConflictDoUpdate({ target: makeupClockSettings.companyId, set: { monthlyLimit: limit } });
    const octoberProblem = (await calendar(10)).filter(
      (d) => ['late', 'early', 'missing'].includes(d.state) && d.makeups.length === 0,
    );
    expect(octoberProblem.length).toBeGreaterThanOrEqual(2);
    const [a, b] = octoberProblem as [Day, Day];
    const change = (d: Day) =>
      d.state === 'late'
        ? { attendanceDate: d.attendanceDate, type: 0, remark: '迟到说明' }
        : { attendanceDate: d.attendanceDate, type: 1, remark: '早退说明', workStatus: 3 };
    expect((await add('zhangsan', change(a))).errNo).toBe(0);
    const over = await add('zhangsan', change(b));
    expect(over.errNo).toBe(1);
    expect(over.message).toBe(`每月最多申请补打卡${limit}次，该月已申请${limit}次`);
    expect((await add('zhangsan', change(b), 0)).errNo).toBe(0);
  });
});
