import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@ehome/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRAVEL_IDS } from '../../db/demo/travel';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

// Wednesday 25 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};
const C = DEMO_TRAVEL_IDS;

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
const base = '/api/LocalTravelApply';

const outing = (over: object = {}) => ({
  ApplyCategoryId: C.officialOuting,
  TimeLengthType: 0,
  LocalTravelStartDate: '2026-12-01 09:00',
  LocalTravelEndDate: '2026-12-01 12:40',
  TimeLength: '3.5',
  Remark: '拜访客户',
  ArrivalName: '客户公司',
  Transportation: '地铁',
  approveStatus: 1,
  ...over,
});
const trip = (over: object = {}) => ({
  ApplyCategoryId: C.domesticTrip,
  TimeLengthType: 1,
  LocalTravelStartDate: '2026-12-07',
  LocalTravelEndDate: '2026-12-09',
  TimeLength: '3',
  Remark: '',
  ArrivalName: '北京',
  Transportation: '高铁',
  approveStatus: 1,
  ...over,
});

async function task(who: Person, applyId: string): Promise<string> {
  const detail = await post(who, `${base}/Get`, { ApplyId: applyId });
  expect(detail.errNo).toBe(0);
  expect(detail.resultData.taskId).toBeTruthy();
  return detail.resultData.taskId;
}
const act = async (who: Person, applyId: string, action: string, comment = '') =>
  post(who, '/api/Apply/ApplyAction', {
    action,
    taskId: await task(who, applyId),
    ApplyId: applyId,
    comment,
  });
const list = async (who: Person, type: number) =>
  (await get(who, `${base}/List?type=${type}&pageIndex=1&pageSize=100`)).resultData;
const approveList = async (who: Person, body: object) =>
  (await post(who, '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=50', body)).resultData;
const calendarDay = async (who: Person, date: string) => {
  const body = await post(who, '/api/Attendance/CalenderSummary', {
    attendanceYear: Number(date.slice(0, 4)),
    attendanceMonth: Number(date.slice(5, 7)),
  });
  return {
    day: body.resultData.days.find((d: { attendanceDate: string }) => d.attendanceDate === date),
    summary: body.resultData.summary,
  };
};

describe('categories', () => {
  it('offers the outing type and only the first two trip types, named in the reader language', async () => {
    const outings = (await get('zhangsan', `${base}/GetCategoryList?type=0`)).resultData;
    expect(outings.map((c: { categoryCode: string }) => c.categoryCode)).toEqual(['OfficialOuting']);
    const trips = (await get('zhangsan', `${base}/GetCategoryList?type=1`, 'ja')).resultData;
    expect(trips.map((c: { applyCategoryId: string }) => c.applyCategoryId)).toEqual([
      C.domesticTrip,
      C.overseasTrip,
    ]);
    expect(trips[0].displayName).toBe('国内出張');
    expect(trips[1].settingsObj).toEqual({ uom: 1, isRemarkRequired: true });
    const en = (await get('zhangsan', `${base}/GetCategoryList?type=1`, 'en')).resultData;
    expect(en[0].displayName).toBe('Domestic business trip');
  });
});

describe('outing', () => {
  let outingId = '';

  it('saves a draft with 3h40m as 3.5 hours, edits and submits it', async () => {
    const draft = await post('zhangsan', `${base}/Add`, outing({ approveStatus: 0, TimeLength: '' }));
    expect(draft.errNo).toBe(0);
    expect(draft.resultData).toMatchObject({
      approveStatus: 0,
      applyNo: expect.stringMatching(/^WC2026112\d{5}$/),
    });
    outingId = draft.resultData.applyId;
    const got = (await post('zhangsan', `${base}/Get`, { ApplyId: outingId })).resultData;
    expect(got).toMatchObject({
      timeLength: 3.5,
      timeLengthType: 0,
      localTravelStartDate: '2026-12-01 09:00',
      localTravelEndDate: '2026-12-01 12:40',
      arrivalName: '客户公司',
      transportation: '地铁',
      categoryCode: 'OfficialOuting',
      isOwner: true,
      approveStatus: 0,
      cancel: null,
      cancelled: false,
    });
    const submitted = await post(
      'zhangsan',
      `${base}/Update`,
      outing({ LocalTravelId: outingId, LocalTravelEndDate: '2026-12-01 12:59', TimeLength: '3.5' }),
    );
    expect(submitted.errNo).toBe(0);
    expect(submitted.resultData).toMatchObject({
      approveStatus: 1,
      viewPath: `/GooutView?ApplyId=${outingId}`,
    });
    // 3h59m still rounds down to 3.5.
    expect((await post('zhangsan', `${base}/Get`, { ApplyId: outingId })).resultData.timeLength).toBe(3.5);
  });

  it('is in the manager outing list (BizType 5, OfficialOuting), not in the trip list', async () => {
    const outings = await approveList('lisi', { BizType: 5, applyCategoryCode: 'OfficialOuting' });
    expect(outings.result.map((r: { applyId: string }) => r.applyId)).toContain(outingId);
    const trips = await approveList('lisi', { BizType: 5 });
    expect(trips.result.map((r: { applyId: string }) => r.applyId)).not.toContain(outingId);
    expect(trips.result.every((r: { kind: string }) => r.kind === 'trip')).toBe(true);
  });

  it('another employee neither sees nor acts on it', async () => {
    for (const path of ['Get', 'Recall', 'Destory']) {
      const answer = await post('zhaoliu', `${base}/${path}`, { ApplyId: outingId });
      expect(answer.errNo, path).toBe(ErrorCode.NotFound);
    }
    const update = await post('zhaoliu', `${base}/Update`, outing({ LocalTravelId: outingId }));
    expect(update.errNo).toBe(ErrorCode.NotFound);
    const trail = await get('zhaoliu', `/api/Workflow/GetAudittrails?applyId=${outingId}`);
    expect(trail.errNo).toBe(ErrorCode.NotFound);
    // The approver sees it but may not recall it.
    expect((await post('lisi', `${base}/Recall`, { ApplyId: outingId })).errNo).toBe(ErrorCode.NotFound);
  });

  it('the owner recalls it to draft, submits again, and the manager approves: it shows on the calendar', async () => {
    const recalled = await post('zhangsan', `${base}/Recall`, { applyId: outingId, eid: 'x' });
    expect(recalled.resultData).toEqual({ applyId: outingId, approveStatus: 0 });
    expect((await post('zhangsan', `${base}/Update`, outing({ LocalTravelId: outingId }))).errNo).toBe(0);
    const agreed = await act('lisi', outingId, 'agree');
    expect(agreed.resultData).toMatchObject({ approveStatus: 2, changed: true });
    const mine = await list('zhangsan', 0);
    expect(mine.result.find((r: { applyId: string }) => r.applyId === outingId)).toMatchObject({
      approveStatus: 2,
      kind: 'outing',
    });
    const { day, summary } = await calendarDay('zhangsan', '2026-12-01');
    expect(day.requests).toEqual([
      expect.objectContaining({ kind: 'outing', applyId: outingId, startTime: '2026-12-01 09:00:00' }),
    ]);
    expect(summary.applyCategoryList).toContainEqual(
      expect.objectContaining({ type: 'outing:OfficialOuting', count: 1 }),
    );
    const trail = (await get('zhangsan', `/api/Workflow/GetAudittrails?applyId=${outingId}`)).resultData;
    expect(trail.map((t: { operationCode: string }) => t.operationCode)).toEqual([
      'submit',
      'recall',
      'submit',
      'agree',
    ]);
  });

  it('an approved outing can neither be recalled, edited nor deleted', async () => {
    expect((await post('zhangsan', `${base}/Recall`, { ApplyId: outingId })).errNo).toBe(ErrorCode.Conflict);
    expect((await post('zhangsan', `${base}/Destory`, { ApplyId: outingId })).errNo).toBe(ErrorCode.Conflict);
    expect((await post('zhangsan', `${base}/Update`, outing({ LocalTravelId: outingId }))).errNo).toBe(
      ErrorCode.Conflict,
    );
  });

  it('an overlapping outing or trip of the same person is refused', async () => {
    const again = await post(
      'zhangsan',
      `${base}/Add`,
      outing({
        LocalTravelStartDate: '2026-12-01 12:00',
        LocalTravelEndDate: '2026-12-01 15:00',
        TimeLength: '3',
      }),
    );
    expect(again.errNo).toBe(ErrorCode.Failed);
    expect(again.message).toMatch(/^与申请WC\d+（2026-12-01 09:00至2026-12-01 12:40）时间重叠$/);
    const overTrip = await post(
      'zhangsan',
      `${base}/Add`,
      trip({ LocalTravelStartDate: '2026-12-01', LocalTravelEndDate: '2026-12-01', TimeLength: '1' }),
    );
    expect(overTrip.errNo).toBe(ErrorCode.Failed);
    // A draft does not block, and a different afternoon does not overlap.
    const later = await post(
      'zhangsan',
      `${base}/Add`,
      outing({
        LocalTravelStartDate: '2026-12-01 13:00',
        LocalTravelEndDate: '2026-12-01 14:00',
        TimeLength: '1',
        approveStatus: 0,
      }),
    );
    expect(later.errNo).toBe(0);
    expect((await post('zhangsan', `${base}/Destory`, { ApplyId: later.resultData.applyId })).errNo).toBe(0);
  });

  it('outing cancellation: create, one open per outing, approve takes the outing off the calendar', async () => {
    const cancellable = (await post('zhangsan', `${base}/WotCancelListSuccess?pageIndex=1&pageSize=10`, {}))
      .resultData;
    expect(cancellable.result.map((r: { applyId: string }) => r.applyId)).toContain(outingId);
    // Nobody else may cancel it, and a pending outing cannot be cancelled.
    expect((await post('zhaoliu', `${base}/CreateWOT`, { applyId: outingId, Cremark: 'x' })).errNo).toBe(
      ErrorCode.NotFound,
    );
    const pending = await post(
      'zhangsan',
      `${base}/Add`,
      outing({
        LocalTravelStartDate: '2026-12-02 09:00',
        LocalTravelEndDate: '2026-12-02 10:00',
        TimeLength: '1',
      }),
    );
    expect(
      (await post('zhangsan', `${base}/CreateWOT`, { applyId: pending.resultData.applyId, Cremark: '' }))
        .message,
    ).toBe('只有审批通过的外出申请可以撤销');

    // Twenty at once: one cancellation.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('zhangsan', `${base}/CreateWOT`, { applyId: outingId, Cremark: '客户改期', approveStatus: 0 }),
      ),
    );
    const made = answers.filter((a) => a.errNo === 0);
    expect(made).toHaveLength(1);
    expect(answers.filter((a) => a.errNo !== 0).every((a) => a.errNo === ErrorCode.Conflict)).toBe(true);
    const cancelId = made[0].resultData.localTravelCancelID;

    const view = (await post('zhangsan', `${base}/WOTCancelProcessGet`, { ApplyId: outingId })).resultData;
    expect(view).toMatchObject({
      canCreate: false,
      cancel: { localTravelCancelID: cancelId, remark: '客户改期', approveStatus: 0 },
    });
    expect((await post('zhaoliu', `${base}/WOTCancelProcessGet`, { ApplyId: cancelId })).errNo).toBe(
      ErrorCode.NotFound,
    );

    const submitted = await post('zhangsan', `${base}/UpdateWOT`, {
      applyId: cancelId,
      Cremark: '客户改期到下周',
    });
    expect(submitted.resultData).toMatchObject({ approveStatus: 1 });
    const mine = (
      await post('zhangsan', `${base}/WotCancelList?pageIndex=1&pageSize=10`, {
        applyNo: submitted.resultData.applyNo,
      })
    ).resultData;
    expect(mine.totalCount).toBe(1);
    expect(mine.result[0]).toMatchObject({
      applyId: cancelId,
      localTravelCancelID: cancelId,
      outingApplyId: outingId,
      kind: 'outingCancel',
    });
    const none = (
      await post('zhangsan', `${base}/WotCancelList?pageIndex=1&pageSize=10`, { applyNo: 'nothing' })
    ).resultData;
    expect(none.totalCount).toBe(0);

    // The manager sees it in the outing cancellation list (BizType 9) with the outing, and approves it.
    const pendingList = await approveList('lisi', { BizType: 9 });
    expect(pendingList.result.map((r: { applyId: string }) => r.applyId)).toContain(cancelId);
    const approverView = (await post('lisi', `${base}/WOTCancelProcessGet`, { ApplyId: cancelId }))
      .resultData;
    expect(approverView.outing.applyId).toBe(outingId);
    expect(approverView.cancel.taskId).toBeTruthy();
    const agreed = await post('lisi', '/api/Apply/ApplyAction', {
      action: 'agree',
      taskId: approverView.cancel.taskId,
      ApplyId: cancelId,
      comment: '',
    });
    expect(agreed.resultData.approveStatus).toBe(2);

    // The owner is told the outing is void, with a link to it.
    const inbox = (await get('zhangsan', '/api/Message/List?pageSize=20')).resultData.result;
    const titles = inbox
      .filter((m: { applyId: string }) => m.applyId === outingId)
      .map((m: { title: string }) => m.title);
    expect(titles).toContainEqual(expect.stringMatching(/^您的.+申请已作废$/));

    const { day, summary } = await calendarDay('zhangsan', '2026-12-01');
    expect(day.requests).toEqual([]);
    expect(summary.applyCategoryList.find((c: { kind: string }) => c.kind === 'outing')).toBeUndefined();
    const outingNow = (await post('zhangsan', `${base}/Get`, { ApplyId: outingId })).resultData;
    expect(outingNow).toMatchObject({
      cancelled: true,
      cancel: { localTravelCancelID: cancelId, approveStatus: 2 },
    });
    expect((await post('zhangsan', `${base}/CreateWOT`, { applyId: outingId, Cremark: '' })).errNo).toBe(
      ErrorCode.Conflict,
    );
    // Cancelled: the time is free again.
    const again = await post('zhangsan', `${base}/Add`, outing({ approveStatus: 0 }));
    expect(again.errNo).toBe(0);
    await post('zhangsan', `${base}/Destory`, { ApplyId: again.resultData.applyId });
    await post('zhangsan', `${base}/Recall`, { ApplyId: pending.resultData.applyId });
    await post('zhangsan', `${base}/Destory`, { ApplyId: pending.resultData.applyId });
  });

  it('a cancellation draft is deleted, a submitted one recalled; a rejected one lets the owner ask again', async () => {
    const made = await post(
      'zhangsan',
      `${base}/Add`,
      outing({
        LocalTravelStartDate: '2026-12-03 09:00',
        LocalTravelEndDate: '2026-12-03 11:00',
        TimeLength: '2',
      }),
    );
    const id = made.resultData.applyId;
    await act('lisi', id, 'agree');
    const draft = await post('zhangsan', `${base}/CreateWOT`, { applyId: id, Cremark: '', approveStatus: 0 });
    expect(
      (await post('zhaoliu', '/api/TbizLocalTravelApply/DeleteCancel', { ApplyId: draft.resultData.applyId }))
        .errNo,
    ).toBe(ErrorCode.NotFound);
    expect(
      (
        await post('zhangsan', '/api/TbizLocalTravelApply/DeleteCancel', {
          ApplyId: draft.resultData.applyId,
        })
      ).errNo,
    ).toBe(0);
    const sent = await post('zhangsan', `${base}/CreateWOT`, { applyId: id, Cremark: '不去了' });
    expect(sent.resultData.approveStatus).toBe(1);
    expect(
      (await post('zhangsan', `${base}/Recall`, { ApplyId: sent.resultData.applyId })).resultData
        .approveStatus,
    ).toBe(0);
    await post('zhangsan', `${base}/UpdateWOT`, { applyId: id, Cremark: '不去了' });
    const view = (await post('lisi', `${base}/WOTCancelProcessGet`, { ApplyId: sent.resultData.applyId }))
      .resultData;
    const rejected = await post('lisi', '/api/Apply/ApplyAction', {
      action: 'reject',
      taskId: view.cancel.taskId,
      ApplyId: sent.resultData.applyId,
      comment: '请按计划外出',
    });
    expect(rejected.resultData.approveStatus).toBe(3);
    expect((await post('zhangsan', `${base}/Get`, { ApplyId: id })).resultData).toMatchObject({
      cancelled: false,
      cancel: null,
    });
    expect(
      (await post('zhangsan', `${base}/CreateWOT`, { applyId: id, Cremark: '', approveStatus: 0 })).errNo,
    ).toBe(0);
  });
});

describe('business trip', () => {
  it('counts whole days from the dates (3 for 7 to 9 December) and is approved by the manager', async () => {
    const saved = await post('zhangsan', `${base}/Add`, trip({ TimeLength: '' }));
    expect(saved.errNo).toBe(0);
    expect(saved.resultData.applyNo).toMatch(/^CC/);
    const id = saved.resultData.applyId;
    const got = (await post('zhangsan', `${base}/Get`, { ApplyId: id })).resultData;
    expect(got).toMatchObject({
      timeLength: 3,
      timeLengthType: 1,
      localTravelStartDate: '2026-12-07',
      localTravelEndDate: '2026-12-09',
    });
    const special = await approveList('lisi', { BizType: 5 });
    expect(special.result.map((r: { applyId: string }) => r.applyId)).toContain(id);
    const outings = await approveList('lisi', { BizType: 5, applyCategoryCode: 'OfficialOuting' });
    expect(outings.result.map((r: { applyId: string }) => r.applyId)).not.toContain(id);
    expect((await act('lisi', id, 'agree')).resultData.approveStatus).toBe(2);
    const { day } = await calendarDay('zhangsan', '2026-12-09');
    expect(day.requests).toEqual([expect.objectContaining({ kind: 'trip', applyId: id })]);
    const { day: after } = await calendarDay('zhangsan', '2026-12-10');
    expect(after.requests).toEqual([]);
  });

  it('a single day is 1 day; a trip longer than 3 days also goes to HR', async () => {
    const one = await post(
      'zhangsan',
      `${base}/Add`,
      trip({
        LocalTravelStartDate: '2026-12-21',
        LocalTravelEndDate: '2026-12-21',
        TimeLength: '1',
        approveStatus: 0,
      }),
    );
    expect(
      (await post('zhangsan', `${base}/Get`, { ApplyId: one.resultData.applyId })).resultData.timeLength,
    ).toBe(1);
    const long = await post(
      'zhangsan',
      `${base}/Add`,
      trip({ LocalTravelStartDate: '2026-12-22', LocalTravelEndDate: '2026-12-25', TimeLength: '4' }),
    );
    const id = long.resultData.applyId;
    expect((await act('lisi', id, 'agree')).resultData.approveStatus).toBe(1);
    expect((await act('wangwu', id, 'agree')).resultData.approveStatus).toBe(2);
  });

  it('is rejected with a comment, then deleted by its owner', async () => {
    const saved = await post(
      'zhangsan',
      `${base}/Add`,
      trip({
        LocalTravelStartDate: '2027-01-11',
        LocalTravelEndDate: '2027-01-12',
        TimeLength: '2',
        ApplyCategoryId: C.overseasTrip,
        Remark: '海外客户拜访',
      }),
    );
    const id = saved.resultData.applyId;
    expect((await act('lisi', id, 'reject')).errNo).not.toBe(0);
    expect((await act('lisi', id, 'reject', '预算不足')).resultData.approveStatus).toBe(3);
    expect((await post('zhangsan', `${base}/Recall`, { ApplyId: id })).errNo).toBe(ErrorCode.Conflict);
    expect((await post('zhaoliu', `${base}/Destory`, { ApplyId: id })).errNo).toBe(ErrorCode.NotFound);
    expect((await post('zhangsan', `${base}/Destory`, { ApplyId: id })).errNo).toBe(0);
    expect((await post('zhangsan', `${base}/Get`, { ApplyId: id })).errNo).toBe(ErrorCode.NotFound);
  });

  it('the same submit sent 20 times at once makes one request', async () => {
    const before = (await list('zhangsan', 1)).totalCount;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          'zhangsan',
          `${base}/Add`,
          trip({ LocalTravelStartDate: '2027-02-01', LocalTravelEndDate: '2027-02-02', TimeLength: '2' }),
        ),
      ),
    );
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await list('zhangsan', 1)).totalCount).toBe(before + 1);
  });
});

describe('bad input gets the spec message and saves nothing', () => {
  const cases: [string, object, string][] = [
    ['outing type', outing({ ApplyCategoryId: '' }), '请选择外出类型'],
    ['trip type', trip({ ApplyCategoryId: '' }), '请选择出差类型'],
    ['third trip type', trip({ ApplyCategoryId: C.trainingTrip }), '请选择出差类型'],
    ['outing type as trip', trip({ ApplyCategoryId: C.officialOuting }), '请选择出差类型'],
    ['start', outing({ LocalTravelStartDate: '' }), '请选择开始时间'],
    ['end', trip({ LocalTravelEndDate: null }), '请选择结束时间'],
    ['outing order', outing({ LocalTravelEndDate: '2026-12-01 09:00' }), '开始时间不能大于等于结束时间'],
    ['trip order', trip({ LocalTravelStartDate: '2026-12-10' }), '开始时间不能大于结束时间'],
    ['duration format', outing({ TimeLength: '3.555' }), '请输入正确申请时长'],
    ['duration letters', outing({ TimeLength: 'abc' }), '请输入正确申请时长'],
    [
      'outing under half an hour',
      outing({ LocalTravelEndDate: '2026-12-01 09:20', TimeLength: '' }),
      '请输入正确申请时长',
    ],
    ['trip duration 4 characters', trip({ TimeLength: '1000' }), '请输入正确申请时长'],
    ['remark required by category', trip({ ApplyCategoryId: C.overseasTrip, Remark: ' ' }), '请输入申请说明'],
    ['destination', outing({ ArrivalName: '' }), '请输入目的地'],
    ['destination 21', outing({ ArrivalName: '一'.repeat(21) }), '目的地最多20个字'],
    ['transport 31', trip({ Transportation: 'x'.repeat(31) }), '交通工具最多30个字'],
    [
      'outside the request window',
      trip({ LocalTravelStartDate: '2030-01-01', LocalTravelEndDate: '2030-01-01', TimeLength: '1' }),
      '',
    ],
  ];
  it.each(cases)('%s', async (_name, payload, message) => {
    const before = [(await list('zhangsan', 0)).totalCount, (await list('zhangsan', 1)).totalCount];
    const answer = await post('zhangsan', `${base}/Add`, payload);
    expect(answer.status).toBe(200);
    expect(answer.errNo).not.toBe(0);
    if (message) expect(answer.message).toBe(message);
    expect([(await list('zhangsan', 0)).totalCount, (await list('zhangsan', 1)).totalCount]).toEqual(before);
  });

  it('messages come in English and Japanese too', async () => {
    expect((await post('zhangsan', `${base}/Add`, outing({ ArrivalName: '' }), 'en')).message).toBe(
      'Please enter the destination',
    );
    expect((await post('zhangsan', `${base}/Add`, trip({ ApplyCategoryId: '' }), 'ja')).message).toBe(
      '出張種別を選んでください',
    );
  });

  it('malformed payloads are refused without a fault', async () => {
    for (const payload of [
      {},
      { TimeLengthType: 5 },
      outing({ LocalTravelId: 'not-a-uuid' }),
      outing({ approveStatus: 2 }),
    ]) {
      const answer = await post('zhangsan', `${base}/Add`, payload);
      expect(answer.status).toBe(200);
      expect(answer.errNo).toBe(ErrorCode.InvalidInput);
    }
    expect((await post('zhangsan', `${base}/Get`, { ApplyId: randomUUID() })).errNo).toBe(ErrorCode.NotFound);
    expect((await post('zhangsan', `${base}/Get`, { ApplyId: C.officialOuting })).errNo).toBe(
      ErrorCode.NotFound,
    );
  });
});
