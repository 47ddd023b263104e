import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAVE_IDS } from '../../db/demo/leave';
import { DEMO_OVERTIME_IDS } from '../../db/demo/overtime';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

// Wednesday 25 November 2026, 10:00 in Shanghai. Demo: 张三's rest-day overtime of Sunday 22 November
// is approved (5 h to 调休), his workday overtime of Tuesday 24 November 18:30-21:00 waits for 李四.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};
const C = DEMO_OVERTIME_IDS;
const BASE = '/api/OvertimeApply';

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
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

type Input = Record<string, unknown>;
/** A workday evening overtime on Monday 23 November: 18:00-21:00, 3 h, overtime pay. */
const evening = (over: Input = {}): Input => ({
  applyCategoryId: C.workday,
  startTime: '2026-11-23 18:00',
  endTime: '2026-11-23 21:00',
  timeLength: 3,
  diningTime: 0,
  remark: '版本上线',
  approveStatus: 1,
  ...over,
});
/** A rest-day overtime on Saturday 21 November settled as 调休: 09:00-18:00 less 1 h = 8 h. */
const saturday = (over: Input = {}): Input => ({
  applyCategoryId: C.restDay,
  startTime: '2026-11-21 09:00',
  endTime: '2026-11-21 18:00',
  timeLength: 8,
  diningTime: 1,
  TransferType: 1,
  remark: '客户现场支持',
  approveStatus: 1,
  ...over,
});

const count = async (who: Person) =>
  (await get(who, `${BASE}/List?pageIndex=1&pageSize=50`)).resultData.totalCount;
async function compLeave(who: Person) {
  const body = await post(who, '/api/LeaveRemain/GetAllLeaveRemainForEhome', { year: 2026 });
  expect(body.errNo).toBe(0);
  return body.resultData.find(
    (r: { applyCategoryId: string }) => r.applyCategoryId === DEMO_LEAVE_IDS.compensatory,
  );
}
async function taskOf(who: Person, applyId: string) {
  const detail = await post(who, `${BASE}/Get`, { ApplyId: applyId });
  expect(detail.errNo).toBe(0);
  expect(detail.resultData.taskId).toBeTruthy();
  return detail.resultData.taskId as string;
}
const act = (who: Person, applyId: string, taskId: string, action: string, comment = '') =>
  post(who, '/api/Apply/ApplyAction', { action, taskId, ApplyId: applyId, comment });
/** November 2026 as the calendar shows it: every day with its approved requests, and the month's totals. */
async function november(who: Person, lang = 'zh') {
  const body = await post(
    who,
    '/api/Attendance/CalenderSummary',
    { attendanceYear: 2026, attendanceMonth: 11 },
    lang,
  );
  expect(body.errNo).toBe(0);
  return body.resultData as {
    days: { attendanceDate: string; state: string; requests: { kind: string; applyId: string }[] }[];
    summary: { applyCategoryList: { type: string; kind: string; name: string; count: number }[] };
  };
}
const daysOf = async (who: Person, _ym: string) => (await november(who)).days;

describe('overtime types and length', () => {
  it('lists the company overtime types with their fields, named in the reader language', async () => {
    const zh = await get('zhangsan', `${BASE}/GetCategoryList`);
    expect(zh.errNo).toBe(0);
    expect(zh.resultData.categories.map((c: { categoryCode: string }) => c.categoryCode)).toEqual([
      'workday',
      'restDay',
      'holiday',
    ]);
    expect(zh.resultData.categories[1]).toMatchObject({
      displayName: '休息日加班',
      customFields: ['DiningTime', 'TransferType'],
      defaultTransferType: 1,
    });
    expect(zh.resultData.transferTypes).toEqual([
      { itemID: 0, itemTextCN: '加班费', itemText: '加班费' },
      { itemID: 1, itemTextCN: '转调休', itemText: '转调休' },
    ]);
    const en = await get('zhangsan', `${BASE}/GetCategoryList`, 'en');
    expect(en.resultData.categories[2].displayName).toBe('Public holiday overtime');
    expect(en.resultData.transferTypes[1].itemText).toBe('Time off in lieu');
    const ja = await get('zhangsan', `${BASE}/GetCategoryList`, 'ja');
    expect(ja.resultData.categories[0].displayName).toBe('平日残業');
  });

  it('computes hours on the server less the dining time, rounded down to half hours', async () => {
    const length = async (StartTime: string, EndTime: string, DiningTime: number, id: string = C.workday) =>
      (
        await post('zhangsan', `${BASE}/GetOverTimeLength`, {
          ApplyCategoryId: id,
          StartTime,
          EndTime,
          DiningTime,
        })
      ).resultData?.result;
    expect(await length('2026-11-26 18:00', '2026-11-26 21:10', 0)).toBe(3);
    expect(await length('2026-11-26 18:00', '2026-11-26 21:29', 0)).toBe(3);
    expect(await length('2026-11-26 18:00', '2026-11-26 21:30', 0)).toBe(3.5);
    expect(await length('2026-11-26 18:00', '2026-11-26 21:45', 0.5)).toBe(3);
    expect(await length('2026-11-28 09:00', '2026-11-28 18:00', 1, C.restDay)).toBe(8);
    // Past midnight into the next day.
    expect(await length('2026-11-26 22:00', '2026-11-27 01:30', 0)).toBe(3.5);
    const refused = await post('zhangsan', `${BASE}/GetOverTimeLength`, {
      ApplyCategoryId: C.workday,
      StartTime: '2026-11-26 21:00',
      EndTime: '2026-11-26 18:00',
      DiningTime: 0,
    });
    expect(refused.errNo).toBe(1);
    expect(refused.message).toBe('结束时间不能早于开始时间');
  });
});

describe('bad input: the spec message, nothing saved', () => {
  const cases: [string, Input, string, string][] = [
    ['no type', { applyCategoryId: undefined }, '请选择加班类型', 'Choose an overtime type'],
    ['unknown type', { applyCategoryId: 'not-a-uuid' }, '请选择加班类型', 'Choose an overtime type'],
    [
      "another company's type id",
      { applyCategoryId: randomUUID() },
      '请选择加班类型',
      'Choose an overtime type',
    ],
    ['no start', { startTime: '' }, '请选择开始时间', 'Choose the start time'],
    ['a start that is no date', { startTime: '2026-02-30 18:00' }, '请选择开始时间', 'Choose the start time'],
    ['no end', { endTime: null }, '请选择结束时间', 'Choose the end time'],
    [
      'end before start',
      { endTime: '2026-11-23 17:00' },
      '结束时间不能早于开始时间',
      'The end time cannot be earlier than the start time',
    ],
    ['length not a number', { timeLength: 'abc' }, '请输入正确加班时长', 'Enter a valid overtime length'],
    [
      'length with three decimals',
      { timeLength: '3.125' },
      '请输入正确加班时长',
      'Enter a valid overtime length',
    ],
    ['negative length', { timeLength: -3 }, '请输入正确加班时长', 'Enter a valid overtime length'],
    ['no reason', { remark: '  ' }, '请输入加班事由', 'Enter the reason for the overtime'],
    [
      'a dining time off the half hours',
      { diningTime: 0.3 },
      '请选择正确的用餐时间',
      'Choose a valid meal break',
    ],
    [
      'no settlement where the type asks',
      {
        applyCategoryId: C.restDay,
        diningTime: 1,
        TransferType: null,
        startTime: '2026-11-28 09:00',
        endTime: '2026-11-28 18:00',
        timeLength: 8,
      },
      '请选择结算方式',
      'Choose how the overtime is settled',
    ],
    [
      'a settlement that does not exist',
      {
        applyCategoryId: C.restDay,
        diningTime: 1,
        TransferType: 7,
        startTime: '2026-11-28 09:00',
        endTime: '2026-11-28 18:00',
        timeLength: 8,
      },
      '请选择结算方式',
      'Choose how the overtime is settled',
    ],
    [
      'a date outside the request window',
      { startTime: '2031-01-02 18:00', endTime: '2031-01-02 21:00' },
      '日期须在2024-11-25至2027-12-31之间',
      'Dates must lie between 2024-11-25 and 2027-12-31',
    ],
    [
      'a stale length',
      { timeLength: 2.5 },
      '加班时长已变为3小时，请确认后重新提交',
      'The overtime length is now 3 hours; check it and submit again',
    ],
    [
      'a span over 24 hours',
      { endTime: '2026-11-24 19:00', timeLength: 25 },
      '一次加班不能超过24小时',
      'One overtime request cannot exceed 24 hours',
    ],
    [
      'an overlap with the pending overtime of 24 November',
      { startTime: '2026-11-24 20:00', endTime: '2026-11-24 22:00', timeLength: 2 },
      '与加班申请',
      'Overlaps overtime request',
    ],
  ];
  it.each(cases)('%s', async (_name, over, zh, en) => {
    const before = await count('zhangsan');
    const body = evening(over);
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const answer = await post('zhangsan', `${BASE}/Add`, body);
    expect(answer.status).toBe(200);
    expect(answer.errNo).toBe(1);
    expect(answer.message).toContain(zh);
    const english = await post('zhangsan', `${BASE}/Add`, body, 'en');
    expect(english.message).toContain(en);
    expect(await count('zhangsan')).toBe(before);
  });

  it('refuses a non-numeric dining time or status by the schema, never a 500', async () => {
    for (const body of [
      evening({ diningTime: 'lots' }),
      evening({ approveStatus: 2 }),
      evening({ remark: 'x'.repeat(500) }),
    ]) {
      const answer = await post('zhangsan', `${BASE}/Add`, body);
      expect(answer.status).toBe(200);
      expect(answer.errNo).not.toBe(0);
    }
  });
});

describe('an overtime from draft to decision', () => {
  it('saves a draft, submits it, hides it from others, and the manager agrees', async () => {
    const draft = await post('zhangsan', `${BASE}/Add`, evening({ approveStatus: 0, remark: '' }));
    expect(draft.errNo).toBe(0);
    expect(draft.resultData.approveStatus).toBe(0);
    expect(draft.resultData.applyNo).toMatch(/^JB20261125\d{4}$/);
    const applyId = draft.resultData.applyId as string;

    // Another employee can neither see nor act on it.
    for (const [url, body] of [
      [`${BASE}/Get`, { ApplyId: applyId }],
      [`${BASE}/Update`, { ...evening(), overtimeApplyId: applyId }],
      [`${BASE}/Recall`, { ApplyId: applyId, Eid: 'x' }],
      [`${BASE}/Destory`, { ApplyId: applyId }],
    ] as const) {
      const answer = await post('zhaoliu', url, body);
      expect(answer.errNo).toBe(3);
      expect(answer.message).toBe('记录不存在');
    }

    const submitted = await post('zhangsan', `${BASE}/Update`, { ...evening(), overtimeApplyId: applyId });
    expect(submitted.errNo).toBe(0);
    expect(submitted.resultData.approveStatus).toBe(1);

    const pending = await post('lisi', '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10', { BizType: 2 });
    expect(pending.resultData.result.map((i: { applyId: string }) => i.applyId)).toContain(applyId);
    expect(await get('zhaoliu', `${BASE}/Get?ApplyId=${applyId}`)).toMatchObject({ errNo: 3 });

    const detail = await post('lisi', `${BASE}/Get`, { ApplyId: applyId }, 'en');
    expect(detail.resultData).toMatchObject({
      isOwner: false,
      startTime: '2026-11-23 18:00',
      endTime: '2026-11-23 21:00',
      timeLength: 3,
      categoryDisplayName: 'Workday overtime',
      transferType: null,
    });
    const taskId = await taskOf('lisi', applyId);
    expect((await act('zhaoliu', applyId, taskId, 'agree')).errNo).not.toBe(0);
    const agreed = await act('lisi', applyId, taskId, 'agree', '同意');
    expect(agreed.errNo).toBe(0);
    expect(agreed.resultData.approveStatus).toBe(2);

    const mine = await get('zhangsan', `${BASE}/List?pageIndex=1&pageSize=10`);
    const item = mine.resultData.result.find((i: { applyId: string }) => i.applyId === applyId);
    expect(item).toMatchObject({ kind: 'overtime', approveStatus: 2, approveStatusName: '审批通过' });

    // The calendar shows it on the day without excusing anything.
    const days = await daysOf('zhangsan', '2026-11');
    const day = days.find((d) => d.attendanceDate === '2026-11-23');
    expect(day?.requests.filter((r) => r.kind === 'overtime').map((r) => r.applyId)).toEqual([applyId]);
    // Overtime excuses nothing: the workday is judged on its punches (no state 'overtime').
    expect(['normal', 'late', 'early', 'absent', 'missing']).toContain(day?.state);
  });

  it('the owner recalls a submitted overtime, and a rejected one can be deleted', async () => {
    const sent = await post(
      'zhangsan',
      `${BASE}/Create`,
      evening({ startTime: '2026-11-27 18:00', endTime: '2026-11-27 20:00', timeLength: 2 }),
    );
    expect(sent.errNo).toBe(0);
    const applyId = sent.resultData.applyId;
    expect((await post('lisi', `${BASE}/Recall`, { ApplyId: applyId })).errNo).toBe(3);
    const recalled = await post('zhangsan', `${BASE}/Recall`, { Eid: 'ignored', ApplyId: applyId });
    expect(recalled).toMatchObject({ errNo: 0, resultData: { approveStatus: 0 } });
    const again = await post('zhangsan', `${BASE}/Update`, {
      ...evening({ startTime: '2026-11-27 18:00', endTime: '2026-11-27 20:00', timeLength: 2 }),
      overtimeApplyId: applyId,
    });
    expect(again.resultData.approveStatus).toBe(1);
    const taskId = await taskOf('lisi', applyId);
    expect((await act('lisi', applyId, taskId, 'reject')).errNo).not.toBe(0);
    const rejected = await act('lisi', applyId, taskId, 'reject', '本周无需加班');
    expect(rejected.resultData.approveStatus).toBe(3);
    const trail = await get('zhangsan', `/api/Workflow/GetAudittrails?applyId=${applyId}`);
    expect(trail.resultData.map((t: { comments: string }) => t.comments)).toContain('本周无需加班');
    expect((await post('zhaoliu', `${BASE}/Destory`, { ApplyId: applyId })).errNo).toBe(3);
    expect((await post('zhangsan', `${BASE}/Destory`, { ApplyId: applyId })).errNo).toBe(0);
    expect((await post('zhangsan', `${BASE}/Get`, { ApplyId: applyId })).errNo).toBe(3);
  });

  it('the same submit sent 20 times at once makes one request', async () => {
    const before = await count('zhangsan');
    const body = evening({ startTime: '2026-11-30 18:00', endTime: '2026-11-30 20:00', timeLength: 2 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('zhangsan', `${BASE}/Add`, body)),
    );
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await count('zhangsan')).toBe(before + 1);

    // With the form's own id, the repeats answer the one request.
    const id = randomUUID();
    const same = evening({
      overtimeApplyId: id,
      startTime: '2026-12-01 18:00',
      endTime: '2026-12-01 20:00',
      timeLength: 2,
    });
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => post('zhangsan', `${BASE}/Add`, same)),
    );
    expect(repeats.every((a) => a.errNo === 0 && a.resultData.applyId === id)).toBe(true);
    expect(await count('zhangsan')).toBe(before + 2);
  });
});

describe('comp leave and cancellation', () => {
  it('an approved 调休 overtime credits the balance; its approved cancellation takes it back', async () => {
    // Demo: 16 h granted + the approved rest-day overtime's 5 h.
    expect((await compLeave('zhangsan')).granted).toBe(21);
    const sent = await post('zhangsan', `${BASE}/Add`, saturday());
    expect(sent.errNo).toBe(0);
    const applyId = sent.resultData.applyId as string;
    expect((await compLeave('zhangsan')).granted).toBe(21);
    const agreed = await act('lisi', applyId, await taskOf('lisi', applyId), 'agree');
    expect(agreed.resultData.approveStatus).toBe(2);
    expect((await compLeave('zhangsan')).granted).toBe(29);
    const seen = (await daysOf('zhangsan', '2026-11')).find((d) => d.attendanceDate === '2026-11-21');
    expect(seen?.requests.map((r) => r.kind)).toEqual(['overtime']);
    expect(seen?.state).toBe('rest');
    const en = await november('zhangsan', 'en');
    expect(en.summary.applyCategoryList).toContainEqual(
      expect.objectContaining({
        type: 'overtime:restDay',
        kind: 'overtime',
        name: 'Rest-day overtime',
        count: 2,
      }),
    );
    const limits = await get('zhangsan', '/api/AttendanceQuerySummary/GetVacationLimit?ym=2026-11');
    expect(
      limits.resultData.find((l: { categoryCode: string }) => l.categoryCode === 'compensatory').totalValue,
    ).toBe(29);

    // The cancel list offers it, searchable by its number.
    const { applyNo } = (await post('zhangsan', `${BASE}/Get`, { ApplyId: applyId })).resultData;
    const listed = await post('zhangsan', `${BASE}/overTimeApplyCancelList?pageIndex=1&pageSize=10`, {
      applyNo: applyNo.slice(-6),
    });
    expect(listed.resultData.result).toEqual([
      expect.objectContaining({
        applyId,
        applyNo,
        categoryName: '休息日加班',
        startTime: '2026-11-21 09:00',
        endTime: '2026-11-21 18:00',
      }),
    ]);
    expect(
      (await post('zhaoliu', `${BASE}/overTimeApplyCancelList?pageIndex=1&pageSize=10`, {})).resultData
        .totalCount,
    ).toBe(0);

    // Others can neither see the form nor file one.
    expect((await post('zhaoliu', `${BASE}/GetCancel`, { ApplyId: applyId })).errNo).toBe(3);
    expect(
      (await post('zhaoliu', `${BASE}/UpdateCancel`, { ApplyId: applyId, remark: 'x', approveStatus: 1 }))
        .errNo,
    ).toBe(3);
    const form = await post('zhangsan', `${BASE}/GetCancel`, { ApplyId: applyId });
    expect(form.resultData).toMatchObject({
      applyId: null,
      canEdit: true,
      transferTypeCancel: 1,
      overtimeApplyNo: applyNo,
    });

    expect(
      (await post('zhangsan', `${BASE}/UpdateCancel`, { ApplyId: applyId, remark: ' ', approveStatus: 1 }))
        .message,
    ).toBe('请输入撤销原因');
    const draft = await post('zhangsan', `${BASE}/UpdateCancel`, {
      ApplyId: applyId,
      remark: '客户改期',
      approveStatus: 0,
    });
    expect(draft.resultData.approveStatus).toBe(0);
    const cancelId = draft.resultData.applyId as string;
    // Twenty submits at once: one cancellation, submitted once.
    const submits = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('zhangsan', `${BASE}/UpdateCancel`, { ApplyId: applyId, remark: '客户改期', approveStatus: 1 }),
      ),
    );
    expect(submits.filter((a) => a.errNo === 0)).toHaveLength(1);
    expect(submits.find((a) => a.errNo !== 0)?.message).toContain('已有进行中的撤销申请');
    const filed = await get('zhangsan', `${BASE}/overTimeApplyCancelListSuccess?pageIndex=1&pageSize=10`);
    expect(filed.resultData.result.filter((i: { applyId: string }) => i.applyId === cancelId)).toHaveLength(
      1,
    );
    expect(filed.resultData.totalCount).toBe(1);

    // Approver: the cancellation list (BizType 6) and its detail by the cancellation's id.
    const pending = await post('lisi', '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10', { BizType: 6 });
    expect(pending.resultData.result.map((i: { applyId: string }) => i.applyId)).toEqual([cancelId]);
    const view = await post('lisi', `${BASE}/GetCancel`, { ApplyId: cancelId });
    expect(view.resultData).toMatchObject({
      isOwner: false,
      canEdit: false,
      remark: '客户改期',
      approveStatus: 1,
    });
    expect(view.resultData.actionList.map((a: { code: string }) => a.code)).toEqual(['agree', 'reject']);
    expect((await post('zhaoliu', `${BASE}/GetCancel`, { ApplyId: cancelId })).errNo).toBe(3);
    const done = await act('lisi', cancelId, view.resultData.taskId, 'agree');
    expect(done.resultData.approveStatus).toBe(2);

    // The credit is gone, the overtime is off the calendar and out of the cancel list.
    expect((await compLeave('zhangsan')).granted).toBe(21);
    const shown = async () =>
      (await daysOf('zhangsan', '2026-11'))
        .find((d) => d.attendanceDate === '2026-11-21')
        ?.requests.some((r) => r.applyId === applyId);
    expect(await shown()).toBe(false);
    expect(
      (await post('zhangsan', `${BASE}/overTimeApplyCancelList?pageIndex=1&pageSize=10`, { applyNo }))
        .resultData.totalCount,
    ).toBe(0);
    const after = await post('zhangsan', `${BASE}/Get`, { ApplyId: applyId });
    expect(after.resultData).toMatchObject({
      cancelled: true,
      cancelApplyId: cancelId,
      cancelApproveStatus: 2,
    });
    expect(
      (await post('zhangsan', `${BASE}/UpdateCancel`, { ApplyId: applyId, remark: '再来', approveStatus: 1 }))
        .message,
    ).toBe('只有审批通过且未撤销的加班可以申请撤销');
  });

  it('a rejected cancellation frees the overtime for another; recall and delete of a cancellation', async () => {
    const applyId = C.approvedRestDay;
    const first = await post('zhangsan', `${BASE}/UpdateCancel`, {
      ApplyId: applyId,
      remark: '误报',
      approveStatus: 1,
    });
    expect(first.errNo).toBe(0);
    const cancelId = first.resultData.applyId;
    expect((await post('lisi', `${BASE}/RecallCancel`, { ApplyId: cancelId })).errNo).toBe(3);
    expect(
      (await post('zhangsan', `${BASE}/RecallCancel`, { ApplyId: cancelId })).resultData.approveStatus,
    ).toBe(0);
    expect(
      (await post('zhangsan', `${BASE}/UpdateCancel`, { ApplyId: applyId, remark: '误报', approveStatus: 1 }))
        .resultData.applyId,
    ).toBe(cancelId);
    const view = await post('lisi', `${BASE}/GetCancel`, { ApplyId: cancelId });
    expect(
      (await act('lisi', cancelId, view.resultData.taskId, 'reject', '加班属实')).resultData.approveStatus,
    ).toBe(3);
    // The credit stands after a rejected cancellation.
    expect((await compLeave('zhangsan')).granted).toBe(21);
    expect((await post('zhaoliu', `${BASE}/DeleteCancel`, { ApplyId: cancelId })).errNo).toBe(3);
    expect((await post('zhangsan', `${BASE}/DeleteCancel`, { ApplyId: cancelId })).errNo).toBe(0);
    const second = await post('zhangsan', `${BASE}/UpdateCancel`, {
      ApplyId: applyId,
      remark: '重新申请',
      approveStatus: 0,
    });
    expect(second.errNo).toBe(0);
    expect(second.resultData.applyId).not.toBe(cancelId);
  });
});
