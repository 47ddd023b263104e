import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_LEAVE_IDS } from '../../db/demo/leave';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { leaveRequestSource } from './service';

// Wednesday 25 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};
const C = DEMO_LEAVE_IDS;
const X = '/api/LeaveCancelApply';

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
const post = (who: Person, url: string, payload: object = {}, lang = 'zh') =>
  call(who, 'POST', url, payload, lang);
const act = (who: Person, applyId: string, taskId: string, action: string, comment = '') =>
  post(who, '/api/Apply/ApplyAction', { action, taskId, ApplyId: applyId, comment });

async function annualRemain(who: Person) {
  const body = await post(who, '/api/LeaveRemain/GetAllLeaveRemainForEhome', { year: 2026 });
  return body.resultData.find((r: { applyCategoryId: string }) => r.applyCategoryId === C.annual)
    .remain as number;
}
async function leaveTask(who: Person, applyId: string) {
  return (await call(who, 'GET', `/api/LeaveApply/GetDetail?id=${applyId}`)).resultData.taskId as string;
}
async function cancelTask(who: Person, applyId: string) {
  return (await post(who, `${X}/Get`, { ApplyId: applyId })).resultData.applyEntity.taskId as string;
}
async function approvedLeave(who: Person, approver: Person, start: string, end: string) {
  const created = await post(who, '/api/LeaveApply/Create', {
    categoryId: C.annual,
    startTime: start,
    endTime: end,
    approveStatus: 1,
  });
  expect(created.errNo).toBe(0);
  const id = created.resultData.applyId as string;
  expect((await act(approver, id, await leaveTask(approver, id), 'agree')).resultData.approveStatus).toBe(2);
  return id;
}
const calendarDays = async (eid: string) =>
  leaveRequestSource.listApproved(
    app.database.db,
    eid,
    new Date('2026-12-01T00:00:00+08:00'),
    new Date('2027-01-01T00:00:00+08:00'),
  );

describe('leave cancellation (销假)', () => {
  it('cancels an approved leave from a date on: approval returns the days and the calendar stops showing them', async () => {
    const before = await annualRemain('zhangsan');
    const listedBefore = (await post('zhangsan', `${X}/GetLeaveCancelApplyList`)).resultData.totalCount;
    const leaveId = await approvedLeave('zhangsan', 'lisi', '2026-12-14 09:00', '2026-12-16 18:00');
    expect(await annualRemain('zhangsan')).toBe(before - 3);

    // Only an approved leave, only its owner; bad input refused with the message, nothing saved.
    expect((await post('zhaoliu', `${X}/Get`, { LeaveApplyId: leaveId })).errNo).toBe(3);
    const stranger = await post('zhaoliu', `${X}/Create`, {
      LeaveApplyId: leaveId,
      CancelFrom: '2026-12-15',
      Remark: 'x',
    });
    expect(stranger.errNo).toBe(3);
    expect(
      (
        await post('zhangsan', `${X}/Create`, {
          LeaveApplyId: leaveId,
          CancelFrom: '2026-12-20',
          Remark: '提前返岗',
        })
      ).message,
    ).toBe('销假开始日期须在请假期间2026-12-14至2026-12-16之内');
    expect(
      (
        await post(
          'zhangsan',
          `${X}/Create`,
          { LeaveApplyId: leaveId, CancelFrom: '2026-12-15', Remark: '' },
          'en',
        )
      ).message,
    ).toBe('Please enter the reason for the cancellation');
    const impossible = await post('zhangsan', `${X}/Create`, {
      LeaveApplyId: leaveId,
      CancelFrom: '2026-12-32',
      Remark: 'x',
    });
    expect(impossible).toMatchObject({ status: 200, message: '请选择销假开始日期' });
    // Nothing saved: the list holds only what was there before (the demo's own cancellation).
    const listed = async () => (await post('zhangsan', `${X}/GetLeaveCancelApplyList`)).resultData.totalCount;
    expect(await listed()).toBe(listedBefore);

    const form = await post('zhangsan', `${X}/Get`, { LeaveApplyId: leaveId });
    expect(form.resultData.leave).toMatchObject({ timeLength: 3, chargedUntil: '2026-12-16' });

    const draft = await post('zhangsan', `${X}/Create`, {
      LeaveApplyId: leaveId,
      CancelFrom: '2026-12-15',
      Remark: '提前返岗',
      approveStatus: 0,
    });
    expect(draft.errNo).toBe(0);
    const cancelId = draft.resultData.applyId as string;
    expect(draft.resultData.applyNo).toMatch(/^XJ/);
    // One open cancellation per leave.
    expect(
      (
        await post('zhangsan', `${X}/Create`, {
          LeaveApplyId: leaveId,
          CancelFrom: '2026-12-16',
          Remark: 'x',
        })
      ).message,
    ).toMatch(/已有未完成的销假申请/);
    // Another employee can neither see, change, recall nor delete it.
    expect((await post('zhaoliu', `${X}/Get`, { ApplyId: cancelId })).errNo).toBe(3);
    expect(
      (
        await post('zhaoliu', `${X}/Update`, {
          ApplyId: cancelId,
          CancelFrom: '2026-12-15',
          Remark: 'x',
          approveStatus: 1,
        })
      ).errNo,
    ).toBe(3);
    expect((await post('zhaoliu', `${X}/Destory`, { applyId: cancelId })).errNo).toBe(3);

    expect(
      (
        await post('zhangsan', `${X}/Update`, {
          ApplyId: cancelId,
          CancelFrom: '2026-12-15',
          Remark: '提前返岗',
          approveStatus: 1,
        })
      ).resultData.approveStatus,
    ).toBe(1);
    expect((await post('zhangsan', `${X}/Recall`, { applyId: cancelId })).resultData.approveStatus).toBe(0);
    const resubmitted = await post('zhangsan', `${X}/Update`, {
      ApplyId: cancelId,
      CancelFrom: '2026-12-15',
      Remark: '提前返岗',
      approveStatus: 1,
    });
    expect(resubmitted.errNo).toBe(0);
    // Pending: still charged.
    expect(await annualRemain('zhangsan')).toBe(before - 3);

    // The sell-off approval list (BizType 11) shows it to the manager.
    const list = await post('lisi', '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10', { BizType: 11 });
    expect(list.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(cancelId);
    expect(list.resultData.result[0]).toMatchObject({ kind: 'leaveCancel', timeLength: 2 });
    const counts = await call('lisi', 'GET', '/api/Apply/ApprovalCounts');
    expect(counts.resultData.hub.find((h: { key: string }) => h.key === 'sellOff').pending).toBeGreaterThan(
      0,
    );

    // Parallel approvals of the one task take effect once.
    const task = await cancelTask('lisi', cancelId);
    const results = await Promise.all(Array.from({ length: 5 }, () => act('lisi', cancelId, task, 'agree')));
    expect(results.filter((r) => r.errNo === 0 && r.resultData.changed)).toHaveLength(1);

    expect(await annualRemain('zhangsan')).toBe(before - 1);
    const detail = await post('zhangsan', '/api/LeaveRemain/GetLeaveRemainDetailForEhome', {
      year: 2026,
      applyCategoryId: C.annual,
    });
    expect(detail.resultData.applies.find((a: { applyId: string }) => a.applyId === leaveId).timeLength).toBe(
      1,
    );
    const shown = (await calendarDays(DEMO_IDS.zhangsan)).find((r) => r.applyId === leaveId);
    expect(shown?.end.toISOString()).toBe(new Date('2026-12-15T00:00:00+08:00').toISOString());
    // A second cancellation of the rest is measured against what is still charged.
    expect(
      (await post('zhangsan', `${X}/Get`, { LeaveApplyId: leaveId })).resultData.leave.chargedUntil,
    ).toBe('2026-12-14');
    expect(
      (
        await post('zhangsan', `${X}/Create`, {
          LeaveApplyId: leaveId,
          CancelFrom: '2026-12-15',
          Remark: 'x',
        })
      ).errNo,
    ).toBe(1);
    // The freed days can be taken again.
    const again = await post('zhangsan', '/api/LeaveApply/Create', {
      categoryId: C.annual,
      startTime: '2026-12-16 09:00',
      endTime: '2026-12-16 18:00',
      approveStatus: 0,
    });
    expect(again.errNo).toBe(0);
    const owned = await post('zhangsan', `${X}/GetLeaveCancelApplyList?pageIndex=1&pageSize=10`);
    expect(owned.resultData.result[0]).toMatchObject({
      applyId: cancelId,
      kind: 'leaveCancel',
      approveStatus: 2,
    });
  });

  it('cancels a leave whole; a rejected cancellation returns nothing; 20 submits at once make one', async () => {
    const before = await annualRemain('zhangsan');
    const leaveId = await approvedLeave('zhangsan', 'lisi', '2026-12-21 09:00', '2026-12-22 18:00');
    const body = { LeaveApplyId: leaveId, CancelFrom: '2026-12-21', Remark: '行程取消', approveStatus: 1 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('zhangsan', `${X}/Create`, body)),
    );
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const cancelId = answers.find((a) => a.errNo === 0)?.resultData.applyId as string;

    expect(
      (await act('lisi', cancelId, await cancelTask('lisi', cancelId), 'reject', '工作需要')).resultData
        .approveStatus,
    ).toBe(3);
    expect(await annualRemain('zhangsan')).toBe(before - 2);
    expect((await post('zhangsan', `${X}/Destory`, { applyId: cancelId })).errNo).toBe(0);

    const second = await post('zhangsan', `${X}/Create`, body);
    expect(second.errNo).toBe(0);
    const secondId = second.resultData.applyId as string;
    expect(
      (await act('lisi', secondId, await cancelTask('lisi', secondId), 'agree')).resultData.approveStatus,
    ).toBe(2);
    expect(await annualRemain('zhangsan')).toBe(before);
    expect((await calendarDays(DEMO_IDS.zhangsan)).some((r) => r.applyId === leaveId)).toBe(false);
    expect((await post('zhangsan', `${X}/Create`, body)).message).toBe('该请假已全部销假');
  });

  it('refuses a leave that is not approved', async () => {
    const created = await post('zhangsan', '/api/LeaveApply/Create', {
      categoryId: C.annual,
      startTime: '2026-12-29 09:00',
      endTime: '2026-12-29 18:00',
      approveStatus: 1,
    });
    const refused = await post('zhangsan', `${X}/Create`, {
      LeaveApplyId: created.resultData.applyId,
      CancelFrom: '2026-12-29',
      Remark: 'x',
    });
    expect(refused.message).toBe('只有审批通过的请假可以销假');
  });
});

describe('quick leave pickers', () => {
  it('start at the next working day from the server clock (Wed 10:00 -> Thu 09:00-18:00)', async () => {
    const body = await call('zhangsan', 'GET', '/api/LeaveApply/GetNextWorkPeriod');
    expect(body.resultData).toEqual({ startTime: '2026-11-26 09:00', endTime: '2026-11-26 18:00' });
  });
});
