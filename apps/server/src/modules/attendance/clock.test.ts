import { ErrorCode } from '@ehome/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_IDS, HEAD_OFFICE } from '../../db/demo';
import { attendanceRecords, clockExceptions, employeeNumberChanges } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { addCompany, copyEmployee } from '../../testing/people';

// Monday 23 November 2026, 09:30 in Shanghai.
const clock = fixedClock('2026-11-23T01:30:00Z');
let app: TestApp;
let zhangsan: string;
let lisi: string;

beforeAll(async () => {
  // The clock moves over several days here; tokens must outlive it.
  app = await createTestApp({ clock, config: { tokenTtlSeconds: 30 * 86_400 } });
  [zhangsan, lisi] = await Promise.all([app.login('zhangsan'), app.login('lisi')]);
});
afterAll(async () => {
  await app?.close();
});

/** A position `metres` north of a point (0.001 degree of latitude is about 111.2 m). */
const north = (metres: number, from = HEAD_OFFICE) => ({
  wd: from.latitude + metres / 111_195,
  jd: from.longitude,
});

async function call(token: string, url: string) {
  const response = await app.inject({ url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const clockIn = (token: string, p: { jd: number; wd: number }) =>
  call(token, `/api/CIICEService/ClockIn?jd=${p.jd}&wd=${p.wd}`);
const clockOut = (token: string, p: { jd: number; wd: number }) =>
  call(token, `/api/CIICEService/ClockOut?jd=${p.jd}&wd=${p.wd}`);
const today = (token: string) => call(token, '/api/CIICEService/GetEmployeeAttendanceDataForCurrentDay');

describe('clock card', () => {
  it("shows today's record with the spec's Chinese-keyed fields before any punch", async () => {
    const body = await today(zhangsan);
    expect(body.errNo).toBe(0);
    expect(body.resultData).toMatchObject({
      经度: HEAD_OFFICE.longitude,
      纬度: HEAD_OFFICE.latitude,
      打卡范围: 300,
      员工编号: 'E10001',
      柜台经理编号: null,
      实际上班时间: null,
      attendanceDate: '2026-11-23',
      dayType: 0,
      shift: { shiftName: '标准班', workStartTime: '09:00', workEndTime: '18:00', workHours: 8 },
      state: 'pending',
      isToday: true,
      canClockIn: true,
      canClockOut: false,
    });
  });

  it('refuses a clock-out before the clock-in (message5)', async () => {
    const body = await clockOut(zhangsan, north(10));
    expect(body).toMatchObject({
      errNo: ErrorCode.NotClockedIn,
      message: '您今天还没有打上班卡，请先打上班卡',
    });
  });

  it('refuses a clock-in 5 km away and keeps the attempt for HR (message2)', async () => {
    const body = await clockIn(zhangsan, north(-5000));
    expect(body.errNo).toBe(ErrorCode.OutOfRange);
    expect(body.message).toBe('不在打卡范围内，上班打卡失败：距上海总部（人民广场）约5000米，允许范围300米');
    expect(body.resultData).toMatchObject({
      distance: 5000,
      limit: 300,
      locationName: '上海总部（人民广场）',
    });
    const kept = await app.database.db
      .select()
      .from(clockExceptions)
      .where(eq(clockExceptions.id, body.resultData.exceptionId));
    expect(kept[0]).toMatchObject({
      eid: DEMO_IDS.zhangsan,
      kind: 'in',
      attendanceDate: '2026-11-23',
      distance: 5000,
      limitMeters: 300,
      status: 0,
    });
    expect(kept[0]?.occurredAt.toISOString()).toBe('2026-11-23T01:30:00.000Z');
    // Nothing was punched.
    expect((await today(zhangsan)).resultData.signInTime).toBeNull();

    // The phone's silent report (ClockInNull) joins that attempt instead of adding a second one.
    const p = north(-5000);
    const report = await call(
      zhangsan,
      `/api/CIICEService/ClockInNull?jd=${p.jd}&wd=${p.wd}&juli=4998.6&limit=300&startlatitude=${HEAD_OFFICE.latitude}&startlongitude=${HEAD_OFFICE.longitude}`,
    );
    expect(report).toEqual({
      errNo: 0,
      message: '',
      resultData: { exceptionId: body.resultData.exceptionId },
    });
    const rows = await app.database.db
      .select()
      .from(clockExceptions)
      .where(
        and(eq(clockExceptions.eid, DEMO_IDS.zhangsan), eq(clockExceptions.attendanceDate, '2026-11-23')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reportedDistance: 4998.6, reportedLimit: 300 });
    // The person sees the attempt on their day, waiting for review.
    expect((await today(zhangsan)).resultData.exceptions).toEqual([
      expect.objectContaining({ kind: 'in', distance: 5000, status: 0, occurredAt: '2026-11-23 09:30:00' }),
    ]);
  });

  it('accepts a clock-in 10 m from the office at the server time', async () => {
    clock.set('2026-11-23T01:31:07Z');
    const body = await clockIn(zhangsan, north(10));
    expect(body).toEqual({
      errNo: 0,
      message: '',
      resultData: {
        kind: 'in',
        attendanceDate: '2026-11-23',
        time: '2026-11-23 09:31:07',
        locationId: DEMO_IDS.headOfficeLocation,
        locationName: '上海总部（人民广场）',
        distance: 10,
        restDayWork: false,
        replaced: false,
      },
    });
    const day = (await today(zhangsan)).resultData;
    expect(day).toMatchObject({
      实际上班时间: '2026-11-23 09:31:07',
      signInTime: '2026-11-23 09:31:07',
      state: 'late',
      lateMinutes: 31,
      canClockIn: false,
      canClockOut: true,
    });
  });

  it('refuses a second clock-in the same day, saying when the first was', async () => {
    const body = await clockIn(zhangsan, north(10));
    expect(body).toMatchObject({ errNo: ErrorCode.AlreadyClockedIn, message: '今天已于09:31:07打过上班卡' });
  });

  it('refuses an out-of-range clock-out (message6); a later clock-out replaces the earlier', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const far = await clockOut(zhangsan, north(2000));
    expect(far.errNo).toBe(ErrorCode.OutOfRange);
    expect(far.message).toContain('下班打卡失败');

    const first = await clockOut(zhangsan, north(50));
    expect(first.resultData).toMatchObject({ kind: 'out', time: '2026-11-23 17:00:00', replaced: false });
    clock.set('2026-11-23T10:05:00Z');
    const last = await clockOut(zhangsan, north(30));
    expect(last.resultData).toMatchObject({ time: '2026-11-23 18:05:00', replaced: true, distance: 30 });
    const day = (await today(zhangsan)).resultData;
    expect(day).toMatchObject({ signOutTime: '2026-11-23 18:05:00', state: 'late', earlyMinutes: 0 });
  });

  it('lets exactly one of two simultaneous clock-ins through', async () => {
    clock.set('2026-11-23T00:55:00Z');
    const results = await Promise.all([clockIn(lisi, north(5)), clockIn(lisi, north(5))]);
    expect(results.map((r) => r.errNo).sort()).toEqual([0, ErrorCode.AlreadyClockedIn]);
    const rows = await app.database.db
      .select()
      .from(attendanceRecords)
      .where(
        and(eq(attendanceRecords.eid, DEMO_IDS.lisi), eq(attendanceRecords.attendanceDate, '2026-11-23')),
      );
    expect(rows).toHaveLength(1);
  });

  it('clock-ins arriving together are each stored as their own (one insert for all), a doubled one once', async () => {
    clock.set('2026-11-25T00:50:00Z');
    const people = ['wangwu', 'zhaoliu', 'sunqi'] as const;
    const tokens = await Promise.all(people.map((u) => app.login(u)));
    const asked = [...tokens.map((t, i) => [t, north(10 + i)] as const), [tokens[0], north(20)] as const];
    const results = await Promise.all(asked.map(([token, p]) => clockIn(token as string, p)));
    expect(results.slice(1, 3).map((r) => r.errNo)).toEqual([0, 0]);
    expect([results[0]?.errNo, results[3]?.errNo].sort()).toEqual([0, ErrorCode.AlreadyClockedIn]);
    const rows = await app.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.attendanceDate, '2026-11-25'));
    const mine = people.map((_u, i) =>
      rows.filter((r) => r.eid === [DEMO_IDS.wangwu, DEMO_IDS.zhaoliu, DEMO_IDS.sunqi][i]),
    );
    for (const [i, list] of mine.entries()) {
      expect(list).toHaveLength(1);
      expect(list[0]?.signInAt?.toISOString()).toBe('2026-11-25T00:50:00.000Z');
      expect(list[0]?.signInSource).toBe('clock');
      if (i > 0) expect(list[0]?.signInLatitude).toBeCloseTo(north(10 + i).wd, 9);
    }
  });

  it('takes the business date from the business time zone: 00:30 in Shanghai is the next day', async () => {
    clock.set('2026-11-23T16:30:00Z');
    const body = await clockIn(lisi, north(5));
    expect(body.resultData).toMatchObject({ attendanceDate: '2026-11-24', time: '2026-11-24 00:30:00' });
  });

  it('records rest-day work on a Saturday', async () => {
    clock.set('2026-11-28T02:00:00Z');
    const body = await clockIn(zhangsan, north(10));
    expect(body.resultData).toMatchObject({ attendanceDate: '2026-11-28', restDayWork: true });
    expect((await today(zhangsan)).resultData).toMatchObject({
      dayType: 1,
      shift: null,
      state: 'rest',
      restDayWork: true,
    });
  });

  it('takes the mobile form of a punch and reports the mobile data', async () => {
    clock.set('2026-11-25T00:50:00Z');
    const p = north(20);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/Attendance/Update',
      headers: bearer(zhangsan),
      payload: { signInTimeLongitude: p.jd },
    });
    expect(bad.json().errNo).toBe(ErrorCode.InvalidInput);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Attendance/Update',
      headers: bearer(zhangsan),
      payload: { signInTimeLongitude: p.jd, signInTimeLatitude: p.wd, signInTimeLimit: 300 },
    });
    expect(response.json().resultData).toMatchObject({
      kind: 'in',
      time: '2026-11-25 08:50:00',
      distance: 20,
    });
    const mobile = await app.inject({
      method: 'POST',
      url: '/api/Attendance/GetAttendanceFromMobile',
      headers: bearer(zhangsan),
    });
    expect(mobile.json().resultData).toEqual({
      attendanceDate: '2026-11-25',
      signInTime: '2026-11-25 08:50:00',
      signOutTime: null,
      locationList: [{ latitude: HEAD_OFFICE.latitude, longitude: HEAD_OFFICE.longitude, limit: 300 }],
    });
  });

  it('records a change of employee number seen by the phone', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/DearBATime/RecordChangeAFNo',
      headers: bearer(zhangsan),
      payload: { oldAFNo: 'E10004', status: 0 },
    });
    expect(response.json()).toEqual({ errNo: 0, message: '', resultData: true });
    const rows = await app.database.db
      .select()
      .from(employeeNumberChanges)
      .where(eq(employeeNumberChanges.eid, DEMO_IDS.zhangsan));
    expect(rows).toEqual([expect.objectContaining({ oldNo: 'E10004', currentNo: 'E10001', status: 0 })]);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/DearBATime/RecordChangeAFNo',
      headers: bearer(zhangsan),
      payload: { oldAFNo: '', status: 3 },
    });
    expect(bad.json().errNo).toBe(ErrorCode.InvalidInput);
  });
});

describe('bad input changes nothing and never crashes', () => {
  it.each([
    ['/api/CIICEService/ClockIn', '经度不能为空; 纬度不能为空'],
    ['/api/CIICEService/ClockIn?jd=121.47&wd=', '纬度不能为空'],
    ['/api/CIICEService/ClockIn?jd=abc&wd=31.2', '经度须在-180到180之间'],
    ['/api/CIICEService/ClockOut?jd=121.47&wd=91', '纬度须在-90到90之间'],
    ['/api/CIICEService/ClockInNull?jd=121.47&wd=31.2&juli=-3', '距离须为不小于0的数字'],
    [
      '/api/CIICEService/GetEmployeeAttendanceDataForCurrentDay?dateOfAttendance=2026-02-30',
      '请输入正确的日期',
    ],
    [
      '/api/CIICEService/GetEmployeeAttendanceDataForCurrentDay?dateOfAttendance=0001-01-01',
      '请输入正确的日期',
    ],
  ])('%s', async (url, message) => {
    const before = await queryRows<{ n: number }>(
      app.database.db,
      sql`select (select count(*) from attendance_records) + (select count(*) from clock_exceptions) as n`,
    );
    const response = await app.inject({ url, headers: bearer(zhangsan) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ errNo: ErrorCode.InvalidInput, message });
    const after = await queryRows<{ n: number }>(
      app.database.db,
      sql`select (select count(*) from attendance_records) + (select count(*) from clock_exceptions) as n`,
    );
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });

  it('needs a login', async () => {
    expect((await app.inject({ url: '/api/CIICEService/ClockIn?jd=121.47&wd=31.23' })).statusCode).toBe(401);
  });
});

describe('an unlimited punch point (range -1)', () => {
  let fresh: TestApp;
  let employee: string;
  let hr: string;
  beforeAll(async () => {
    fresh = await createTestApp({ clock });
    [employee, hr] = await Promise.all([fresh.login('zhangsan'), fresh.login('wangwu')]);
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('accepts a clock-in from anywhere once HR registers one for the department', async () => {
    const far = { jd: 120.1551, wd: 30.2741 }; // Hangzhou, about 165 km from the head office
    const refused = await fresh.inject({
      url: `/api/CIICEService/ClockIn?jd=${far.jd}&wd=${far.wd}`,
      headers: bearer(employee),
    });
    expect(refused.json().errNo).not.toBe(0);

    const added = await fresh.inject({
      method: 'POST',
      url: '/api/TbizOrgAttendanceLocation/Add',
      headers: bearer(hr),
      payload: {
        organizationId: DEMO_IDS.rdDepartment,
        remark: '外勤（不限范围）',
        limit: -1,
        longitude: HEAD_OFFICE.longitude,
        latitude: HEAD_OFFICE.latitude,
      },
    });
    expect(added.json().errNo).toBe(0);

    const accepted = await fresh.inject({
      url: `/api/CIICEService/ClockIn?jd=${far.jd}&wd=${far.wd}`,
      headers: bearer(employee),
    });
    expect(accepted.json()).toMatchObject({ errNo: 0 });
  });
});

describe('nobody punches for someone else', () => {
  let fresh: TestApp;
  let employee: string;
  beforeAll(async () => {
    fresh = await createTestApp({ clock });
    employee = await fresh.login('zhangsan');
  });
  afterAll(async () => {
    await fresh?.close();
  });

  const recordsOf = (eid: string) =>
    fresh.database.db.select().from(attendanceRecords).where(eq(attendanceRecords.eid, eid));

  it('an eid in the query or body is ignored: the punch is the caller’s own', async () => {
    const before = await recordsOf(DEMO_IDS.zhaoliu);
    const p = north(10);
    const byQuery = await fresh.inject({
      url: `/api/CIICEService/ClockIn?jd=${p.jd}&wd=${p.wd}&eid=${DEMO_IDS.zhaoliu}`,
      headers: bearer(employee),
    });
    expect(byQuery.json().errNo).toBe(0);
    const byBody = await fresh.inject({
      method: 'POST',
      url: '/api/Attendance/Update',
      headers: bearer(employee),
      payload: {
        signOutTimeLongitude: p.jd,
        signOutTimeLatitude: p.wd,
        signOutTimeLimit: 300,
        eid: DEMO_IDS.zhaoliu,
      },
    });
    expect(byBody.json().errNo).toBe(0);
    expect(await recordsOf(DEMO_IDS.zhaoliu)).toEqual(before);
    const own = await fresh.database.db
      .select()
      .from(attendanceRecords)
      .where(
        and(eq(attendanceRecords.eid, DEMO_IDS.zhangsan), eq(attendanceRecords.attendanceDate, '2026-11-23')),
      );
    expect(own).toHaveLength(1);
    expect(own[0]?.signInAt).toBeInstanceOf(Date);
    expect(own[0]?.signOutAt).toBeInstanceOf(Date);
  });
});

describe('a punch needs a punch point', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp({ clock });
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('refuses a clock-in where no organisation up the chain has a point (message8) and stores nothing', async () => {
    const { companyId, organizationId } = await addCompany(fresh.database.db);
    const person = await copyEmployee(fresh.database.db, DEMO_IDS.zhangsan, {
      companyId,
      organizationId,
      managerEid: null,
    });
    const token = await fresh.login(person.userName);
    const response = await fresh.inject({
      url: `/api/CIICEService/ClockIn?jd=${HEAD_OFFICE.longitude}&wd=${HEAD_OFFICE.latitude}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      errNo: ErrorCode.NoPunchLocation,
      message: '未设置打卡地点，请联系人事管理员',
    });
    const stored = await fresh.database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.eid, person.eid));
    expect(stored).toEqual([]);

    // The demo employee next to it still punches against the head office's point (his department's parent).
    const demo = await fresh.login('zhangsan');
    const accepted = await fresh.inject({
      url: `/api/CIICEService/ClockIn?jd=${HEAD_OFFICE.longitude}&wd=${HEAD_OFFICE.latitude}`,
      headers: bearer(demo),
    });
    expect(accepted.json()).toMatchObject({
      errNo: 0,
      resultData: { locationName: expect.any(String), distance: 0 },
    });
  });
});
