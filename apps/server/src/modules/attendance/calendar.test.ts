import { ErrorCode, type TCalendarDay } from '@ehome/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_ATTENDANCE_IDS } from '../../db/demo/attendance';
import { attendanceRules } from '../../db/schema';
import { fixedClock, instantAt } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import type { RequestSource } from './ports';

// Monday 23 November 2026, 09:30 in Shanghai; the demo history runs from 1 September to yesterday.
const clock = fixedClock('2026-11-23T01:30:00Z');
const SUMMARY_TYPES = ['normal', 'late', 'early', 'absence', 'missing', 'restWork'] as const;
const COUNT_OF = {
  normal: 'normalTimes',
  late: 'lateTimes',
  early: 'earlyTimes',
  absence: 'absenceTimes',
  missing: 'missingTimes',
  restWork: 'restWorkTimes',
} as const;

/**
 * The leave and outing modules (next issues) register sources like these; here they answer from a
 * list so the calendar's handling of approved requests is tested before those modules exist.
 */
const zone = 'Asia/Shanghai';
const approved = {
  leave: [
    {
      applyId: 'L-20261120-001',
      categoryCode: 'annual',
      categoryName: '年假',
      categoryNames: { zh: '年假', en: 'Annual leave', ja: '年次有給休暇' },
      start: instantAt('2026-11-20', '09:00', zone),
      end: instantAt('2026-11-20', '18:00', zone),
    },
  ],
  outing: [
    {
      applyId: 'O-20261119-001',
      categoryCode: 'business',
      categoryName: '公务外出',
      categoryNames: { zh: '公务外出', en: 'Business outing', ja: '公用外出' },
      start: instantAt('2026-11-19', '15:00', zone),
      end: instantAt('2026-11-19', '18:00', zone),
    },
  ],
};
const sources: RequestSource[] = (['leave', 'outing'] as const).map((kind) => ({
  kind,
  listApproved: async (_db, eid, from, to) =>
    eid === DEMO_IDS.zhangsan ? approved[kind].filter((r) => r.start < to && r.end > from) : [],
}));

let app: TestApp;
let zhangsan: string;
let wangwu: string;
let lisi: string;

beforeAll(async () => {
  app = await createTestApp({
    clock,
    requestSources: sources,
    vacationLimits: async (_db, eid) =>
      eid === DEMO_IDS.zhangsan
        ? [{ categoryCode: 'annual', name: '年假', count: 4, totalValue: 5, uom: 1, setColor: '#1677ff' }]
        : [],
  });
  [zhangsan, wangwu, lisi] = await Promise.all([
    app.login('zhangsan'),
    app.login('wangwu'),
    app.login('lisi'),
  ]);
});
afterAll(async () => {
  await app?.close();
});

async function get(token: string, url: string) {
  const response = await app.inject({ url, headers: bearer(token) });
  return { status: response.statusCode, ...response.json() };
}
async function calendar(token: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Attendance/CalenderSummary',
    headers: bearer(token),
    payload,
  });
  return { status: response.statusCode, ...response.json() };
}
const dayOf = (days: TCalendarDay[], date: string) =>
  days.find((d) => d.attendanceDate === date) as TCalendarDay;

describe('months', () => {
  it('offers the months from the start of attendance records to now', async () => {
    expect((await get(zhangsan, '/api/AttendanceQuerySummary/GetAttendanceMonth')).resultData).toEqual({
      currentMonth: '2026-11',
      earliestMonth: '2026-09',
      months: ['2026-11', '2026-10', '2026-09'],
    });
  });
});

describe('calendar of a month', () => {
  it('gives every day its day type, holiday, lunar date and state (October 2026)', async () => {
    const body = await calendar(zhangsan, { attendanceYear: 2026, attendanceMonth: 10 });
    expect(body.errNo).toBe(0);
    const { days, eid, today } = body.resultData as { days: TCalendarDay[]; eid: string; today: string };
    expect(eid).toBe(DEMO_IDS.zhangsan);
    expect(today).toBe('2026-11-23');
    expect(days).toHaveLength(31);
    for (const date of ['2026-10-01', '2026-10-04', '2026-10-07']) {
      expect(dayOf(days, date)).toMatchObject({
        dayType: 2,
        holiday: 'nationalDay',
        state: 'holiday',
        shiftName: null,
      });
    }
    expect(dayOf(days, '2026-10-01').lunar).toMatchObject({
      month: 8,
      day: 21,
      dayCN: '廿一',
      festival: 'nationalDay',
    });
    expect(dayOf(days, '2026-10-08').lunar.solarTerm).toBe('code_dew');
    // The make-up Saturday is worked like any workday.
    expect(dayOf(days, '2026-10-10')).toMatchObject({ dayType: 0, makeUpWorkday: true, shiftName: '标准班' });
    expect(dayOf(days, '2026-10-10').signInTime).toMatch(/^08:\d\d:\d\d$/);
    // The company's own day off and extra workday (demo overrides of last month).
    expect(dayOf(days, '2026-10-16')).toMatchObject({
      dayType: 1,
      override: '公司成立纪念日',
      state: 'rest',
    });
    expect(dayOf(days, '2026-10-31')).toMatchObject({
      dayType: 0,
      override: '年度盘点',
      shiftName: '标准班',
    });
    expect(dayOf(days, '2026-10-11')).toMatchObject({ dayType: 1, state: 'rest', signInTime: null });
  });

  it('totals match the days they count, and each summary category lists exactly those days', async () => {
    for (const month of [9, 10, 11]) {
      const ym = `2026-${String(month).padStart(2, '0')}`;
      const { resultData } = await calendar(zhangsan, { attendanceYear: 2026, attendanceMonth: month });
      const { days, summary } = resultData as { days: TCalendarDay[]; summary: Record<string, number> };
      expect(summary.normalTimes).toBe(days.filter((d) => d.state === 'normal').length);
      expect(summary.absenceTimes).toBe(days.filter((d) => d.state === 'absent').length);
      expect(summary.lateTimes).toBe(days.filter((d) => d.lateMinutes > 0).length);
      const viaSummary = (await get(zhangsan, `/api/AttendanceQuerySummary/GetAttendanceSummary?ym=${ym}`))
        .resultData;
      for (const type of SUMMARY_TYPES) {
        const detail = (
          await get(zhangsan, `/api/AttendanceQuerySummary/GetAttendanceDetail?ym=${ym}&type=${type}`)
        ).resultData;
        expect(detail.result, `${ym} ${type}`).toHaveLength(viaSummary[COUNT_OF[type]]);
      }
    }
  });

  it('shows the demo history: some late days, missing punches and one absence, and rest-day work', async () => {
    const months = await Promise.all(
      ['2026-09', '2026-10', '2026-11'].map(
        async (ym) =>
          (await get(zhangsan, `/api/AttendanceQuerySummary/GetAttendanceSummary?ym=${ym}`)).resultData,
      ),
    );
    const total = (key: string) => months.reduce((sum, m) => sum + m[key], 0);
    expect(total('absenceTimes')).toBe(1);
    // Three late mornings, one of them made up by an approved make-up clock (demo/makeup-clock.ts).
    expect(total('lateTimes')).toBeGreaterThanOrEqual(2);
    expect(total('missingTimes')).toBeGreaterThanOrEqual(2);
    expect(total('restWorkTimes')).toBe(1);
    // October has no rest-day work and no early departure: those tiles open nothing.
    expect(months[1]).toMatchObject({ restWorkTimes: 0, earlyTimes: 0, absenceTimes: 1 });
  });

  it("shows approved requests: a day's leave and an afternoon outing that excuses leaving early", async () => {
    const { resultData } = await calendar(zhangsan, { attendanceYear: 2026, attendanceMonth: 11 });
    const days = resultData.days as TCalendarDay[];
    expect(dayOf(days, '2026-11-20')).toMatchObject({
      state: 'leave',
      requests: [
        expect.objectContaining({
          kind: 'leave',
          categoryName: '年假',
          categoryNames: expect.objectContaining({ en: 'Annual leave' }),
          startTime: '2026-11-20 09:00:00',
        }),
      ],
    });
    expect(dayOf(days, '2026-11-19').requests[0]).toMatchObject({
      kind: 'outing',
      applyId: 'O-20261119-001',
    });
    expect(resultData.summary.applyCategoryList).toEqual([
      { type: 'leave:annual', kind: 'leave', name: '年假', count: 1 },
      { type: 'outing:business', kind: 'outing', name: '公务外出', count: 1 },
    ]);
    const detail = await get(
      zhangsan,
      '/api/AttendanceQuerySummary/GetAttendanceDetail?ym=2026-11&type=leave:annual',
    );
    expect(detail.resultData.result.map((d: { attendanceDate: string }) => d.attendanceDate)).toEqual([
      '2026-11-20',
    ]);
  });

  it("today's day is pending until the shift is over; later days are pending too", async () => {
    const { resultData } = await calendar(zhangsan, { attendanceYear: 2026, attendanceMonth: 11 });
    expect(dayOf(resultData.days, '2026-11-23')).toMatchObject({ state: 'pending', signInTime: null });
    expect(dayOf(resultData.days, '2026-11-30').state).toBe('pending');
    expect(resultData.summary).toMatchObject({ workdays: 21, workdaysSoFar: 16 });
  });

  it('lists the days with attendance up to today (calendar events)', async () => {
    const list = (await get(zhangsan, '/api/AttendanceQuerySummary/GetAttendanceList?argYm=2026-11'))
      .resultData;
    const dates = list.map((d: { attendanceDate: string }) => d.attendanceDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.at(-1) <= '2026-11-23').toBe(true);
    expect(dates).not.toContain('2026-11-21');
    expect(list[0]).toMatchObject({ shiftName: '标准班', startTime: '09:00', endTime: '18:00' });
  });

  it('gives the leave balances the leave module supplies', async () => {
    expect(
      (await get(zhangsan, '/api/AttendanceQuerySummary/GetVacationLimit?ym=2026-11')).resultData,
    ).toEqual([
      { categoryCode: 'annual', name: '年假', count: 4, totalValue: 5, uom: 1, setColor: '#1677ff' },
    ]);
  });
});

describe("another employee's attendance", () => {
  it('is refused to an employee and to a manager who is not HR', async () => {
    for (const token of [zhangsan, lisi]) {
      const body = await calendar(token, {
        eid: DEMO_IDS.zhaoliu,
        attendanceYear: 2026,
        attendanceMonth: 11,
      });
      expect(body.status).toBe(403);
      expect(body.resultData).toBe('/index');
    }
  });

  it('is open to HR of the same company, with that person’s own schedule', async () => {
    const body = await calendar(wangwu, { eid: DEMO_IDS.zhaoliu, attendanceYear: 2026, attendanceMonth: 11 });
    expect(body.errNo).toBe(0);
    expect(body.resultData.eid).toBe(DEMO_IDS.zhaoliu);
    // 赵六 works the counter shift six days a week with Tuesday off.
    expect(dayOf(body.resultData.days, '2026-11-17')).toMatchObject({ state: 'rest', shiftName: null });
    expect(dayOf(body.resultData.days, '2026-11-21')).toMatchObject({
      shiftName: '门店班',
      startTime: '10:00',
    });
  });

  it('is refused to HR for someone who is not in the company', async () => {
    const body = await calendar(wangwu, {
      eid: '7f000000-0000-4000-8000-000000000000',
      attendanceYear: 2026,
      attendanceMonth: 11,
    });
    expect(body.status).toBe(403);
  });
});

describe('rule articles', () => {
  it('lists the company rules and opens a text one', async () => {
    const list = (await get(zhangsan, '/api/AttendanceQuerySummary/GetAttendanceDescription')).resultData;
    expect(list.map((r: { name: string }) => r.name)).toEqual([
      '考勤管理制度',
      '手机打卡说明',
      '节假日与调休安排',
      '打卡流程图',
    ]);
    const detail = await get(
      zhangsan,
      `/api/AttendanceQuerySummary/GetAttendanceDescriptionDetail?id=${DEMO_ATTENDANCE_IDS.rules[0]}`,
    );
    expect(detail.resultData).toMatchObject({ name: '考勤管理制度', kind: 'text', imageUrl: null });
    expect(detail.resultData.content).toContain('<h2>一、工作时间</h2>');
    expect(detail.resultData.content).toContain('<table>');
  });

  it('opens the picture rule', async () => {
    const detail = await get(
      zhangsan,
      `/api/AttendanceQuerySummary/GetAttendanceDescriptionDetail?id=${DEMO_ATTENDANCE_IDS.rules[3]}`,
    );
    expect(detail.resultData).toMatchObject({
      kind: 'image',
      content: null,
      imageUrl: '/rules/punch-flow.svg',
    });
  });

  it('sanitises whatever HTML was stored', async () => {
    const [rule] = await app.database.db
      .insert(attendanceRules)
      .values({
        companyId: DEMO_IDS.company,
        name: '含脚本的规则',
        kind: 'text',
        contentHtml:
          '<p onclick="steal()">正文<script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:x()">链接</a><a href="https://example.com">外链</a></p><style>body{}</style>',
        imageUrl: 'javascript:alert(1)',
        sort: 9,
      })
      .returning();
    const detail = (
      await get(zhangsan, `/api/AttendanceQuerySummary/GetAttendanceDescriptionDetail?id=${rule?.id}`)
    ).resultData;
    expect(detail.content).not.toMatch(/script|onclick|javascript|style/i);
    expect(detail.content).toContain('正文');
    expect(detail.content).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">外链</a>',
    );
    expect(detail.imageUrl).toBeNull();
  });

  it('answers not found for an unknown article', async () => {
    const body = await get(
      zhangsan,
      '/api/AttendanceQuerySummary/GetAttendanceDescriptionDetail?id=7f000000-0000-4000-8000-000000000000',
    );
    expect(body).toMatchObject({ errNo: ErrorCode.NotFound, message: '记录不存在' });
  });
});

describe("names from data in the reader's language", () => {
  async function read(lang: string, url: string, payload?: object) {
    const response = await app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { ...bearer(zhangsan), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
    return response.json();
  }

  it('names the shift and the leave category in English and Japanese', async () => {
    const november = { attendanceYear: 2026, attendanceMonth: 11 };
    for (const [lang, shift, leave] of [
      ['en', 'Standard shift', 'Annual leave'],
      ['ja', '標準勤務', '年次有給休暇'],
      ['zh', '标准班', '年假'],
    ] as const) {
      const body = await read(lang, '/api/Attendance/CalenderSummary', november);
      expect(dayOf(body.resultData.days, '2026-11-20').shiftName).toBe(shift);
      const summary = await read(lang, '/api/AttendanceQuerySummary/GetAttendanceSummary?ym=2026-11');
      expect(summary.resultData.applyCategoryList).toContainEqual(
        expect.objectContaining({ type: 'leave:annual', name: leave }),
      );
      const today = await read(lang, '/api/CIICEService/GetWorkscheduleByDate?dt=2026-11-23');
      expect(today.resultData[0].shiftName).toBe(shift);
      const list = await read(lang, '/api/AttendanceQuerySummary/GetAttendanceList?argYm=2026-11');
      expect(list.resultData[0].shiftName).toBe(shift);
    }
  });

  it("titles the rule articles in the reader's language, in Chinese where the company gave no other", async () => {
    const [untranslated] = await app.database.db
      .insert(attendanceRules)
      .values({
        companyId: DEMO_IDS.company,
        name: '加班规定',
        kind: 'text',
        contentHtml: '<p>正文</p>',
        sort: 8,
      })
      .returning();
    const en = await read('en', '/api/AttendanceQuerySummary/GetAttendanceDescription');
    expect(en.resultData.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Attendance policy', 'Clocking in on your phone', '加班规定']),
    );
    const ja = await read(
      'ja',
      `/api/AttendanceQuerySummary/GetAttendanceDescriptionDetail?id=${DEMO_ATTENDANCE_IDS.rules[2]}`,
    );
    expect(ja.resultData.name).toBe('祝日と振替出勤');
    const fallback = await read(
      'ja',
      `/api/AttendanceQuerySummary/GetAttendanceDescriptionDetail?id=${untranslated?.id}`,
    );
    expect(fallback.resultData.name).toBe('加班规定');
    await app.database.db.delete(attendanceRules).where(eq(attendanceRules.id, untranslated?.id as string));
  });
});

describe('bad input', () => {
  it.each([
    ['/api/AttendanceQuerySummary/GetAttendanceSummary?ym=2026-13', '请输入正确的月份'],
    ['/api/AttendanceQuerySummary/GetAttendanceSummary?ym=1899-12', '请输入正确的月份'],
    ['/api/AttendanceQuerySummary/GetAttendanceDetail?ym=2026-11&type=bogus', '汇总类别不正确'],
    ['/api/AttendanceQuerySummary/GetAttendanceList', '请输入正确的月份'],
    ['/api/AttendanceQuerySummary/GetAttendanceDescriptionDetail?id=1', '编号格式不正确'],
  ])('%s', async (url, message) => {
    const body = await get(zhangsan, url);
    expect(body).toMatchObject({ status: 200, errNo: ErrorCode.InvalidInput, message });
  });

  it('a month out of range', async () => {
    const body = await calendar(zhangsan, { attendanceYear: 2026, attendanceMonth: 13 });
    expect(body).toMatchObject({ status: 200, errNo: ErrorCode.InvalidInput });
  });
});
