import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@ehome/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_LEAVE_IDS } from '../../db/demo/leave';
import { attachments } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

// Wednesday 25 November 2026, 10:00 in Shanghai; the next workday is Thursday 26 November.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};
const C = DEMO_LEAVE_IDS;

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

type LeaveInput = {
  categoryId: string;
  startTime: string;
  endTime: string;
  approveStatus?: 0 | 1;
  [field: string]: unknown;
};
const create = (who: Person, input: LeaveInput, lang = 'zh') =>
  post(who, '/api/LeaveApply/Create', { approveStatus: 1, ...input }, lang);

async function annualBalance(who: Person, year = 2026) {
  const body = await post(who, '/api/LeaveRemain/GetAllLeaveRemainForEhome', { year });
  expect(body.errNo).toBe(0);
  return body.resultData.find((r: { applyCategoryId: string }) => r.applyCategoryId === C.annual);
}

async function openTask(who: Person, applyId: string): Promise<string> {
  const detail = await get(who, `/api/LeaveApply/GetDetail?id=${applyId}`);
  expect(detail.errNo).toBe(0);
  expect(detail.resultData.taskId).toBeTruthy();
  return detail.resultData.taskId;
}
const act = (who: Person, applyId: string, taskId: string, action: string, comment = '') =>
  post(who, '/api/Apply/ApplyAction', { action, taskId, ApplyId: applyId, comment });

describe('leave types and lengths', () => {
  it('lists the company leave types with the policy, named in the reader language', async () => {
    const zh = await get('zhangsan', '/api/LeaveApply/GetCategoryList');
    expect(zh.errNo).toBe(0);
    expect(zh.resultData.policy).toEqual({
      workStartTime: '09:00',
      workEndTime: '18:00',
      dinnerStartTime: '12:00',
      dinnerEndTime: '13:00',
    });
    const codes = zh.resultData.categories.map((c: { categoryCode: string }) => c.categoryCode);
    expect(codes).toEqual([
      'annual',
      'personal',
      'sick',
      'marriage',
      'maternity',
      'paternity',
      'bereavement',
      'compensatory',
      'nursing',
      'prenatal',
    ]);
    const en = await get('zhangsan', '/api/LeaveApply/GetCategoryList', 'en');
    const nursing = en.resultData.categories.find(
      (c: { categoryCode: string }) => c.categoryCode === 'nursing',
    );
    expect(nursing.displayName).toBe('Nursing leave');
    expect(nursing.settingsObj.extendFields[0]).toMatchObject({
      fieldName: 'BabyBirthDate',
      displayName: "Baby's date of birth",
      componentType: 'DatePicker',
    });
    const ja = await get('zhangsan', '/api/LeaveApply/GetCategoryList', 'ja');
    expect(ja.resultData.categories[0].displayName).toBe('年次有給休暇');
  });

  it('writes the leave type note under the picker in the reader language, on the list and on a request', async () => {
    const remarkOf = async (lang: string, code: string) => {
      const body = await get('zhangsan', '/api/LeaveApply/GetCategoryList', lang);
      expect(body.errNo).toBe(0);
      return body.resultData.categories.find((c: { categoryCode: string }) => c.categoryCode === code).remark;
    };
    expect(await remarkOf('zh', 'personal')).toBe('无薪，按小时请');
    expect(await remarkOf('en', 'personal')).toBe('Unpaid; taken by the hour');
    expect(await remarkOf('ja', 'personal')).toBe('無給。時間単位で取得します');
    // Every demo type has its own note in each language, not the Chinese one passed through.
    const en = await get('zhangsan', '/api/LeaveApply/GetCategoryList', 'en');
    for (const category of en.resultData.categories as { remark: string }[]) {
      expect(category.remark).toMatch(/^[\x20-\x7e]+$/);
    }
    const detail = await get('zhangsan', `/api/LeaveApply/GetDetail?id=${C.rejectedPersonal}`, 'en');
    expect(detail.errNo).toBe(0);
    expect(detail.resultData.category.remark).toBe('Unpaid; taken by the hour');
  });

  it('classifies every date of 2026-02-12..2026-02-24 (Spring Festival) and charges the workdays', async () => {
    const body = await post('zhangsan', '/api/LeaveApply/GetLeaveDays', {
      categoryId: C.annual,
      startTime: '2026-02-12 09:00',
      endTime: '2026-02-24 18:00',
    });
    expect(body.errNo).toBe(0);
    const types = body.resultData.detailList.map((d: { date: string; workDayType: number }) => [
      d.date.slice(5),
      d.workDayType,
    ]);
    expect(types).toEqual([
      ['02-12', 0],
      ['02-13', 0],
      ['02-14', 0],
      ['02-15', 2],
      ['02-16', 2],
      ['02-17', 2],
      ['02-18', 2],
      ['02-19', 2],
      ['02-20', 2],
      ['02-21', 2],
      ['02-22', 2],
      ['02-23', 2],
      ['02-24', 0],
    ]);
    expect(body.resultData).toMatchObject({
      totalDays: 4,
      calendarDays: 13,
      timeLength: 4,
      workingDay: 4,
      weekend: 0,
      holiday: 9,
    });
    const makeUp = await post('zhangsan', '/api/LeaveApply/GetLeaveDays', {
      categoryId: C.annual,
      startTime: '2026-02-27 09:00',
      endTime: '2026-03-01 18:00',
    });
    expect(makeUp.resultData.detailList.map((d: { workDayType: number }) => d.workDayType)).toEqual([
      0, 0, 1,
    ]);
    expect(makeUp.resultData.timeLength).toBe(2);
  });

  it('counts calendar days for maternity and hours without the dinner break', async () => {
    const maternity = await post('zhangsan', '/api/LeaveApply/GetLeaveDays', {
      categoryId: C.maternity,
      startTime: '2026-12-01 09:00',
      endTime: '2026-12-10 18:00',
    });
    expect(maternity.resultData.timeLength).toBe(10);
    const hours = await post('zhangsan', '/api/LeaveApply/GetLeaveDays', {
      categoryId: C.personal,
      startTime: '2026-11-26 10:00',
      endTime: '2026-11-26 15:00',
    });
    expect(hours.resultData).toMatchObject({ timeLength: 4, uom: 0 });
  });

  it('refuses bad times with a translated message, never a 500', async () => {
    const reversed = await post('zhangsan', '/api/LeaveApply/GetLeaveDays', {
      categoryId: C.annual,
      startTime: '2026-11-27 09:00',
      endTime: '2026-11-26 18:00',
    });
    expect(reversed).toMatchObject({ errNo: ErrorCode.Failed, message: '开始时间不能大于等于结束时间' });
    const garbage = await post(
      'zhangsan',
      '/api/LeaveApply/GetLeaveDays',
      { categoryId: 'x', startTime: 'soon', endTime: '2026-11-26 18:00' },
      'en',
    );
    expect(garbage.errNo).toBe(ErrorCode.InvalidInput);
    expect(garbage.message).toContain('Choose a leave type');
    const otherCompany = await post('zhangsan', '/api/LeaveApply/GetLeaveDays', {
      categoryId: randomUUID(),
      startTime: '2026-11-26 09:00',
      endTime: '2026-11-26 18:00',
    });
    expect(otherCompany.message).toBe('该假期类型不存在或已停用');
  });

  it('answers the kinship dictionary and the extension fields of a type', async () => {
    const kin = await get('zhangsan', '/api/LeaveApply/GetKinshipList', 'en');
    expect(kin.resultData.find((k: { dictKey: string }) => k.dictKey === 'father')).toMatchObject({
      dictValue: '父亲',
      dictValueEn: 'Father',
      displayName: 'Father',
    });
    const fields = await post('zhangsan', '/api/LeaveApply/GetApplyExtendFieldList', {
      CategoryId: C.prenatal,
      ApplyId: '00000000-0000-0000-0000-000000000000',
    });
    expect(fields.resultData).toEqual([
      {
        fieldName: 'Hospital',
        displayName: '就诊医院',
        required: true,
        componentType: 'Input',
        fieldValue: '',
      },
    ]);
  });
});

describe('the leave journey', () => {
  let applyId = '';

  it('zhangsan files a day of annual leave; lisi sees it; strangers cannot; lisi agrees', async () => {
    const before = await annualBalance('zhangsan');
    // The demo's approved half day last month is already used.
    expect(before).toMatchObject({ granted: 5, used: 0.5, pending: 0, remain: 4.5 });

    const info = await post('zhangsan', '/api/LeaveApply/GetLeaveCategoryInfo?EID=x', {
      CategoryId: C.annual,
      StartTime: '2026-11-26 09:00',
    });
    expect(info.resultData.remainInfo).toEqual([
      { code: 'Amount', value: 5, text: '总额' },
      { code: 'Used', value: 0.5, text: '已用' },
      { code: 'Remain', value: 4.5, text: '剩余' },
    ]);

    const created = await create('zhangsan', {
      categoryId: C.annual,
      startTime: '2026-11-26 09:00',
      endTime: '2026-11-26 18:00',
      timeLength: 1,
      remark: '回老家办事',
    });
    expect(created.errNo).toBe(0);
    expect(created.resultData).toMatchObject({
      approveStatus: 1,
      viewPath: expect.stringContaining('/CommonApplicationforView?id='),
    });
    applyId = created.resultData.applyId;
    expect(created.resultData.applyNo).toMatch(/^QJ20261125\d{4}$/);
    expect(await annualBalance('zhangsan')).toMatchObject({ used: 0.5, pending: 1, remain: 3.5 });

    const pending = await post('lisi', '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10', { BizType: 1 });
    expect(pending.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(applyId);

    for (const stranger of ['zhaoliu', 'sunqi'] as const) {
      expect((await get(stranger, `/api/LeaveApply/GetDetail?id=${applyId}`)).errNo).toBe(ErrorCode.NotFound);
      expect((await get(stranger, `/api/LeaveApply/Get?id=${applyId}`)).errNo).toBe(ErrorCode.NotFound);
      expect((await get(stranger, `/api/Workflow/GetAudittrails?applyId=${applyId}`)).errNo).toBe(
        ErrorCode.NotFound,
      );
      expect(
        (await get(stranger, `/api/AttendanceQuerySummary/GetApprovalList?vacationId=${applyId}`)).errNo,
      ).toBe(ErrorCode.NotFound);
      const lisiTask = await openTask('lisi', applyId);
      expect((await act(stranger, applyId, lisiTask, 'agree')).errNo).not.toBe(0);
    }
    // lisi may read the request but not open it for editing.
    expect((await get('lisi', `/api/LeaveApply/Get?id=${applyId}`)).errNo).toBe(ErrorCode.NotFound);

    const agreed = await act('lisi', applyId, await openTask('lisi', applyId), 'agree', '同意，注意交接');
    expect(agreed.errNo).toBe(0);
    expect(agreed.resultData.approveStatus).toBe(2);

    const detail = await get('zhangsan', `/api/LeaveApply/GetDetail?id=${applyId}`);
    expect(detail.resultData).toMatchObject({
      approveStatus: 2,
      startTime: '2026-11-26 09:00',
      endTime: '2026-11-26 18:00',
      timeLength: 1,
      timeLengthType: 1,
      remark: '回老家办事',
      isOwner: true,
      category: { categoryCode: 'annual' },
      leaveDetails: [{ date: '2026-11-26', workDayType: 0, length: 1 }],
    });
    expect(await annualBalance('zhangsan')).toMatchObject({ used: 1.5, pending: 0, remain: 3.5 });

    const trail = await get('zhangsan', `/api/AttendanceQuerySummary/GetApprovalList?vacationId=${applyId}`);
    expect(trail.resultData.map((t: { operation: string }) => t.operation)).toEqual(['提交', '同意']);
  });

  it('shows the approved leave in the attendance calendar and the balance in the summary', async () => {
    const calendar = await post('zhangsan', '/api/Attendance/CalenderSummary', {
      attendanceYear: 2026,
      attendanceMonth: 11,
    });
    const day = calendar.resultData.days.find(
      (d: { attendanceDate: string }) => d.attendanceDate === '2026-11-26',
    );
    expect(day.requests).toEqual([expect.objectContaining({ kind: 'leave', applyId, categoryName: '年假' })]);
    const limits = await get('zhangsan', '/api/AttendanceQuerySummary/GetVacationLimit?ym=2026-11');
    expect(
      limits.resultData.find((l: { categoryCode: string }) => l.categoryCode === 'annual'),
    ).toMatchObject({
      count: 3.5,
      totalValue: 5,
    });
  });

  it('lists my leave, its years and the year requests', async () => {
    const list = await get('zhangsan', '/api/LeaveApply/List?pageIndex=1&pageSize=10');
    expect(list.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(applyId);
    const viaPost = await post('zhangsan', '/api/LeaveApply/List?pageIndex=1&pageSize=10', {});
    expect(viaPost.resultData.totalCount).toBe(list.resultData.totalCount);
    const years = await get('zhangsan', '/api/AttendanceQuerySummary/GetVacationYearList');
    expect(years.resultData.map((y: { year: number }) => y.year)).toEqual([2027, 2026, 2025]);
    const applies = await get(
      'zhangsan',
      '/api/AttendanceQuerySummary/GetVacationApplyList?argStartYear=2026',
    );
    expect(applies.resultData.map((a: { vacationId: string }) => a.vacationId)).toContain(applyId);
  });

  it('a leave over 3 days needs lisi, then wangwu (HR)', async () => {
    const created = await create('zhangsan', {
      categoryId: C.paternity,
      startTime: '2026-11-30 09:00',
      endTime: '2026-12-04 18:00',
    });
    expect(created.errNo).toBe(0);
    const id = created.resultData.applyId;
    expect((await get('wangwu', `/api/LeaveApply/GetDetail?id=${id}`)).errNo).toBe(ErrorCode.NotFound);
    expect((await act('lisi', id, await openTask('lisi', id), 'agree')).resultData.approveStatus).toBe(1);
    const hr = await act('wangwu', id, await openTask('wangwu', id), 'agree');
    expect(hr.resultData.approveStatus).toBe(2);
    const trail = await get('zhangsan', `/api/Workflow/GetAudittrails?applyId=${id}`);
    expect(trail.resultData.map((t: { operationCode: string }) => t.operationCode)).toEqual([
      'submit',
      'agree',
      'agree',
    ]);
  });

  it('a manager with no manager above files a leave: it waits for HR, never approved at submit', async () => {
    const filed = await create('lisi', {
      categoryId: C.personal,
      startTime: '2026-12-10 09:00',
      endTime: '2026-12-10 11:00',
    });
    expect(filed).toMatchObject({ errNo: 0, resultData: { approveStatus: 1 } });
    const waiting = await post('wangwu', '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10', {
      BizType: 1,
    });
    expect(waiting.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(
      filed.resultData.applyId,
    );
    await post('lisi', '/api/LeaveApply/Recall', { ApplyId: filed.resultData.applyId, eid: DEMO_IDS.lisi });
    await post('lisi', '/api/LeaveApply/Destory', { ApplyId: filed.resultData.applyId });
  });

  it('recall returns a pending request to draft and releases the pending balance; a draft can be deleted', async () => {
    const created = await create('zhangsan', {
      categoryId: C.annual,
      startTime: '2026-12-07 13:00',
      endTime: '2026-12-07 18:00',
    });
    expect(created.resultData.approveStatus).toBe(1);
    const id = created.resultData.applyId;
    expect(await annualBalance('zhangsan')).toMatchObject({ pending: 0.5, remain: 3 });
    expect((await post('lisi', '/api/LeaveApply/Recall', { ApplyId: id, eid: DEMO_IDS.lisi })).errNo).toBe(
      ErrorCode.NotFound,
    );
    const recalled = await post('zhangsan', '/api/LeaveApply/Recall', {
      ApplyId: id,
      eid: DEMO_IDS.zhangsan,
    });
    expect(recalled.resultData).toEqual({ applyId: id, approveStatus: 0 });
    expect(await annualBalance('zhangsan')).toMatchObject({ pending: 0, remain: 3.5 });
    expect((await get('zhangsan', `/api/LeaveApply/Get?id=${id}`)).resultData.approveStatus).toBe(0);

    // Edited and saved again as a draft: still nothing charged.
    const updated = await post('zhangsan', '/api/LeaveApply/Update', {
      applyId: id,
      categoryId: C.annual,
      startTime: '2026-12-07 09:00',
      endTime: '2026-12-07 18:00',
      approveStatus: 0,
    });
    expect(updated.resultData).toMatchObject({ applyId: id, approveStatus: 0 });
    expect((await get('zhangsan', `/api/LeaveApply/Get?id=${id}`)).resultData.timeLength).toBe(1);
    expect((await post('zhaoliu', '/api/LeaveApply/Destory', { ApplyId: id })).errNo).toBe(
      ErrorCode.NotFound,
    );
    expect((await post('zhangsan', '/api/LeaveApply/Destory', { ApplyId: id })).errNo).toBe(0);
    expect((await get('zhangsan', `/api/LeaveApply/Get?id=${id}`)).errNo).toBe(ErrorCode.NotFound);
  });

  it('a rejection needs a comment and releases the balance', async () => {
    const created = await create('zhangsan', {
      categoryId: C.annual,
      startTime: '2026-12-08 09:00',
      endTime: '2026-12-08 12:00',
    });
    const id = created.resultData.applyId;
    expect(await annualBalance('zhangsan')).toMatchObject({ pending: 0.5 });
    const task = await openTask('lisi', id);
    expect((await act('lisi', id, task, 'reject')).errNo).not.toBe(0);
    const rejected = await act('lisi', id, task, 'reject', '月底交付，请改期');
    expect(rejected.resultData.approveStatus).toBe(3);
    expect(await annualBalance('zhangsan')).toMatchObject({ used: 1.5, pending: 0, remain: 3.5 });
  });
});

describe('refusals', () => {
  it('overdraft: more than the balance plus the overdraft allowance cannot be submitted, but may be saved', async () => {
    const input = { categoryId: C.annual, startTime: '2026-12-14 09:00', endTime: '2026-12-18 18:00' };
    const refused = await create('zhangsan', input);
    expect(refused).toMatchObject({
      errNo: ErrorCode.Failed,
      message: '假期余额不足：可用3.5天，本次申请5天',
    });
    const en = await create('zhangsan', input, 'en');
    expect(en.message).toBe('Not enough balance: 3.5 day(s) available, 5 day(s) requested');
    const draft = await create('zhangsan', { ...input, approveStatus: 0 });
    expect(draft.resultData.approveStatus).toBe(0);
    await post('zhangsan', '/api/LeaveApply/Destory', { ApplyId: draft.resultData.applyId });
  });

  it('minimum length: hours must be whole, days must be halves at the policy times', async () => {
    const hours = await create('zhangsan', {
      categoryId: C.personal,
      startTime: '2026-12-09 09:00',
      endTime: '2026-12-09 10:30',
    });
    expect(hours.message).toBe('请假时长须为1小时的整数倍');
    const half = await create('zhangsan', {
      categoryId: C.annual,
      startTime: '2026-12-09 10:00',
      endTime: '2026-12-09 18:00',
    });
    expect(half.message).toBe('该假期按半天请，开始时间须为09:00或13:00，结束时间须为12:00或18:00');
    const whole = await create('zhangsan', {
      categoryId: C.paternity,
      startTime: '2026-12-09 13:00',
      endTime: '2026-12-09 18:00',
    });
    expect(whole.message).toBe('该假期按天请，开始时间须为09:00，结束时间须为18:00');
    const stale = await create('zhangsan', {
      categoryId: C.annual,
      startTime: '2026-12-09 09:00',
      endTime: '2026-12-09 18:00',
      timeLength: 2,
    });
    expect(stale.message).toBe('请假时长已变为1天，请确认后重新提交');
  });

  it('marriage leave: required date, not before it, within 365 days of it', async () => {
    const base = { categoryId: C.marriage, startTime: '2026-12-15 09:00', endTime: '2026-12-17 18:00' };
    expect((await create('zhangsan', base)).message).toBe('结婚登记日期不能为空');
    expect((await create('zhangsan', { ...base, marryDate: '2026-12-16' })).message).toBe(
      '婚假开始日期不能早于结婚登记日期（2026-12-16）',
    );
    expect((await create('zhangsan', { ...base, marryDate: '2025-12-10' })).message).toBe(
      '婚假须在结婚登记日期起365天内（2026-12-10之前）休完',
    );
    const ok = await create('zhangsan', { ...base, marryDate: '2026-11-21', approveStatus: 0 });
    expect(ok.errNo).toBe(0);
    expect(
      (await get('zhangsan', `/api/LeaveApply/Get?id=${ok.resultData.applyId}`)).resultData.marryDate,
    ).toBe('2026-11-21');
    await post('zhangsan', '/api/LeaveApply/Destory', { ApplyId: ok.resultData.applyId });
  });

  it('dates before two years back or after next year are refused, in a draft, a submission and GetLeaveDays', async () => {
    const window = '日期须在2024-11-25至2027-12-31之间';
    const far = await create('zhangsan', {
      categoryId: C.personal,
      startTime: '9999-12-30 09:00',
      endTime: '9999-12-31 18:00',
      approveStatus: 0,
    });
    expect(far).toMatchObject({ errNo: ErrorCode.Failed, message: window });
    const past = await create('zhangsan', {
      categoryId: C.personal,
      startTime: '2024-11-22 09:00',
      endTime: '2024-11-22 18:00',
    });
    expect(past.message).toBe(window);
    const days = await post(
      'zhangsan',
      '/api/LeaveApply/GetLeaveDays',
      { categoryId: C.annual, startTime: '2028-01-03 09:00', endTime: '2028-01-03 18:00' },
      'en',
    );
    expect(days.message).toBe('Dates must lie between 2024-11-25 and 2027-12-31');
    const edge = await post('zhangsan', '/api/LeaveApply/GetLeaveDays', {
      categoryId: C.personal,
      startTime: '2027-12-31 09:00',
      endTime: '2027-12-31 18:00',
    });
    expect(edge.errNo).toBe(0);
  });

  it('limitType 1: annual leave cannot cross the year end', async () => {
    const refused = await create('zhangsan', {
      categoryId: C.annual,
      startTime: '2026-12-31 09:00',
      endTime: '2027-01-04 18:00',
    });
    expect(refused.message).toBe('该假期的开始时间和结束时间须在同一年内');
  });

  it('overlap with a request in approval or approved is refused', async () => {
    const refused = await create('zhangsan', {
      categoryId: C.personal,
      startTime: '2026-11-26 14:00',
      endTime: '2026-11-26 16:00',
    });
    expect(refused.message).toMatch(/^与申请QJ\d{12}（2026-11-26 09:00至2026-11-26 18:00）时间重叠$/);
    // 李四's demo annual leave from 2 December waits for HR: still in approval, it blocks the period.
    const pending = await create('lisi', {
      categoryId: C.personal,
      startTime: '2026-12-03 10:00',
      endTime: '2026-12-03 12:00',
    });
    expect(pending.message).toMatch(/^与申请QJ\d{12}（2026-12-02 09:00至2026-12-07 18:00）时间重叠$/);
    // A rejected request blocks nothing: 张三's rejected half day of 8 December is free again.
    const free = await create('zhangsan', {
      categoryId: C.personal,
      startTime: '2026-12-08 09:00',
      endTime: '2026-12-08 11:00',
      approveStatus: 0,
    });
    expect(free.errNo).toBe(0);
    await post('zhangsan', '/api/LeaveApply/Destory', { ApplyId: free.resultData.applyId });
  });

  it('attachment: sick leave over a day needs a file uploaded under the request id', async () => {
    const applyId = randomUUID();
    const input = { applyId, categoryId: C.sick, startTime: '2026-12-10 09:00', endTime: '2026-12-11 18:00' };
    expect((await create('zhangsan', input)).message).toBe('请上传附件（如病历、证明材料）');
    // A single day needs none.
    const oneDay = await create('zhangsan', {
      ...input,
      applyId: randomUUID(),
      approveStatus: 0,
      endTime: '2026-12-10 18:00',
    });
    expect(oneDay.errNo).toBe(0);
    await app.database.db.insert(attachments).values({
      companyId: DEMO_IDS.company,
      keyType: 'leave',
      keyId: applyId,
      fileName: '病历.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1024,
      storageKey: `test/${applyId}`,
      uploadedBy: DEMO_IDS.zhangsan,
    });
    const accepted = await create('zhangsan', input);
    expect(accepted.errNo).toBe(0);
    expect(accepted.resultData.applyId).toBe(applyId);
    expect(
      (await get('zhangsan', `/api/LeaveApply/GetDetail?id=${applyId}`)).resultData.attachmentCount,
    ).toBe(1);
  });

  it('custom and extension fields, remark length and the client id', async () => {
    const bereavement = {
      categoryId: C.bereavement,
      startTime: '2026-12-21 09:00',
      endTime: '2026-12-21 18:00',
    };
    expect((await create('zhangsan', bereavement)).message).toBe('亲属关系不能为空');
    expect((await create('zhangsan', { ...bereavement, kinship: 'neighbour' })).message).toBe(
      '请从选项中选择亲属关系',
    );
    expect(
      (
        await create('zhangsan', {
          ...bereavement,
          startTime: '2026-12-21 09:00',
          endTime: '2026-12-24 18:00',
          kinship: 'father',
        })
      ).message,
    ).toBe('该假期单次最多可请3天');
    const prenatal = { categoryId: C.prenatal, startTime: '2026-12-22 09:00', endTime: '2026-12-22 12:00' };
    expect((await create('zhangsan', prenatal, 'en')).message).toBe('Hospital cannot be empty');
    const remark = await create('zhangsan', { ...prenatal, remark: '产'.repeat(31) });
    expect(remark).toMatchObject({ errNo: ErrorCode.InvalidInput, message: '请假说明最多30个字' });
    const id = randomUUID();
    const saved = await create('zhangsan', {
      ...prenatal,
      applyId: id,
      approveStatus: 0,
      ApplyExtendFieldList: [{ fieldName: 'Hospital', fieldValue: '仁济医院' }],
    });
    expect(saved.resultData.applyId).toBe(id);
    const fields = await post('zhangsan', '/api/LeaveApply/GetApplyExtendFieldList', {
      CategoryId: C.prenatal,
      ApplyId: id,
    });
    expect(fields.resultData[0].fieldValue).toBe('仁济医院');
    expect(
      (
        await post('zhaoliu', '/api/LeaveApply/GetApplyExtendFieldList', {
          CategoryId: C.prenatal,
          ApplyId: id,
        })
      ).errNo,
    ).toBe(ErrorCode.NotFound);
    const again = await create('zhangsan', {
      ...prenatal,
      applyId: id,
      approveStatus: 0,
      ApplyExtendFieldList: [{ fieldName: 'Hospital', fieldValue: 'x' }],
    });
    expect(again.errNo).toBe(ErrorCode.Conflict);
  });
});

describe('maternity and time off in lieu', () => {
  it('maternity counts calendar days, wants the twin count and caesarean flag, caps by them, needs a file', async () => {
    // 2026-12-30 .. 2027-06-10: 163 calendar days; crossing the year end is fine (limitType 0).
    const base = { categoryId: C.maternity, startTime: '2026-12-30 09:00', endTime: '2027-06-10 18:00' };
    expect((await create('zhangsan', base)).message).toBe('胎数不能为空');
    expect((await create('zhangsan', { ...base, twinCount: 1 })).message).toBe('是否计划剖腹产不能为空');
    const single = await create('zhangsan', { ...base, twinCount: 1, isPlaningCaesarean: false });
    expect(single.message).toBe('该假期单次最多可请158天');
    const twins = await create('zhangsan', { ...base, twinCount: 2, isPlaningCaesarean: false });
    expect(twins.message).toBe('请上传附件（如病历、证明材料）');
    const draft = await create('zhangsan', {
      ...base,
      twinCount: 2,
      isPlaningCaesarean: false,
      approveStatus: 0,
    });
    const detail = await get('zhangsan', `/api/LeaveApply/Get?id=${draft.resultData.applyId}`);
    expect(detail.resultData).toMatchObject({
      timeLength: 163,
      twinCount: 2,
      isPlaningCaesarean: false,
      chargeYear: 2026,
    });
    await post('zhangsan', '/api/LeaveApply/Destory', { ApplyId: draft.resultData.applyId });
  });

  it('time off in lieu is taken in hours from its own balance', async () => {
    const info = await post(
      'zhangsan',
      '/api/LeaveApply/GetLeaveCategoryInfo',
      { CategoryId: C.compensatory },
      'ja',
    );
    expect(info.resultData).toMatchObject({ uom: 0, hasBalance: true });
    expect(info.resultData.remainInfo.find((r: { code: string }) => r.code === 'Remain')).toEqual({
      code: 'Remain',
      // 16 hours granted and 5 credited by the demo's approved rest-day overtime (overtime module).
      value: 21,
      text: '残り',
    });
    const tooMuch = await create(
      'zhangsan',
      { categoryId: C.compensatory, startTime: '2026-12-28 09:00', endTime: '2026-12-30 18:00' },
      'ja',
    );
    expect(tooMuch.message).toBe('休暇残日数が不足しています：利用可能21時間、申請24時間');
    const fits = await create('zhangsan', {
      categoryId: C.compensatory,
      startTime: '2026-12-28 09:00',
      endTime: '2026-12-29 18:00',
    });
    expect(fits.errNo).toBe(0);
    const balances = await post('zhangsan', '/api/LeaveRemain/GetAllLeaveRemainForEhome', { year: 2026 });
    expect(
      balances.resultData.find((r: { categoryCode: string }) => r.categoryCode === 'compensatory'),
    ).toMatchObject({
      uom: 0,
      granted: 21,
      pending: 16,
      remain: 5,
    });
    await post('zhangsan', '/api/LeaveApply/Recall', { ApplyId: fits.resultData.applyId });
    await post('zhangsan', '/api/LeaveApply/Destory', { ApplyId: fits.resultData.applyId });
  });
});

describe('consistency', () => {
  it('two submissions at once cannot both spend the same balance', async () => {
    // 3.5 days remain; each asks for 3 (Monday to Wednesday of two different weeks).
    const answers = await Promise.all([
      create('zhangsan', {
        categoryId: C.annual,
        startTime: '2026-12-14 09:00',
        endTime: '2026-12-16 18:00',
      }),
      create('zhangsan', {
        categoryId: C.annual,
        startTime: '2026-12-21 09:00',
        endTime: '2026-12-23 18:00',
      }),
    ]);
    expect(answers.map((a) => a.errNo).sort()).toEqual([0, ErrorCode.Failed]);
    expect(answers.find((a) => a.errNo !== 0)?.message).toBe('假期余额不足：可用0.5天，本次申请3天');
    const accepted = answers.find((a) => a.errNo === 0);
    expect(await annualBalance('zhangsan')).toMatchObject({ pending: 3, remain: 0.5 });
    await post('zhangsan', '/api/LeaveApply/Recall', { ApplyId: accepted.resultData.applyId });
    await post('zhangsan', '/api/LeaveApply/Destory', { ApplyId: accepted.resultData.applyId });
    expect(await annualBalance('zhangsan')).toMatchObject({ pending: 0, remain: 3.5 });
  });

  it('only a draft is edited: a request in approval or approved is refused', async () => {
    const [approved] = (
      await get('zhangsan', '/api/LeaveApply/List?pageIndex=1&pageSize=50')
    ).resultData.result.filter(
      (r: { approveStatus: number; categoryName: string }) =>
        r.approveStatus === 2 && r.categoryName === '年假',
    );
    const answer = await post('zhangsan', '/api/LeaveApply/Update', {
      applyId: approved.applyId,
      categoryId: C.annual,
      startTime: '2026-12-28 09:00',
      endTime: '2026-12-28 18:00',
      approveStatus: 1,
    });
    expect(answer.errNo).toBe(ErrorCode.Conflict);
    expect(
      (await get('zhangsan', `/api/LeaveApply/Get?id=${approved.applyId}`)).resultData.approveStatus,
    ).toBe(2);
  });
});

describe('balances', () => {
  it("an employee reads only their own; HR of the company and the direct manager may read another's", async () => {
    const body = { year: 2026, eid: DEMO_IDS.zhangsan };
    const url = '/api/LeaveRemain/GetAllLeaveRemainForEhome';
    // Refused to the home, never as a lost session (a 403 without a page would log them out).
    expect(await post('zhaoliu', url, body)).toMatchObject({ status: 403, resultData: '/index' });
    expect(await post('sunqi', url, body)).toMatchObject({ status: 403, resultData: '/index' });
    expect(await post('zhaoliu', url, { ...body, eid: 'not-an-id' })).toMatchObject({
      status: 403,
      resultData: '/index',
    });
    const own = await post('zhaoliu', url, { year: 2026 });
    expect(own.resultData.find((r: { categoryCode: string }) => r.categoryCode === 'annual').granted).toBe(5);
    for (const reader of ['wangwu', 'lisi'] as const) {
      const answer = await post(reader, url, body);
      expect(answer.errNo).toBe(0);
      expect(answer.resultData.find((r: { categoryCode: string }) => r.categoryCode === 'annual').used).toBe(
        1.5,
      );
    }
    const detail = await post('zhaoliu', '/api/LeaveRemain/GetLeaveRemainDetailForEhome', {
      ...body,
      applyCategoryId: C.annual,
    });
    expect(detail.status).toBe(403);
  });

  it('grants the statutory tiers by hire date; the detail lists the requests charged', async () => {
    const lisi = await annualBalance('lisi');
    // 李四 (since 2012) has 10 days; 4 of them wait for HR in the demo.
    expect(lisi).toMatchObject({ granted: 10, pending: 4, remain: 6 });
    const lastYear = await annualBalance('zhangsan', 2025);
    expect(lastYear).toMatchObject({ granted: 5, used: 3, remain: 2 });
    const detail = await post('zhangsan', '/api/LeaveRemain/GetLeaveRemainDetailForEhome', {
      year: 2026,
      applyCategoryId: C.annual,
    });
    expect(detail.resultData.balance.remain).toBe(3.5);
    const statuses = detail.resultData.applies.map((a: { approveStatus: number }) => a.approveStatus).sort();
    expect(statuses).toContain(2);
    expect(statuses).toContain(3);
  });

  it('the dynamic leave form shows the annual leave balance', async () => {
    const limit = await get('zhangsan', '/api/FastSellingLeave/ThatYearAnnualLeaveLimit');
    expect(limit.resultData).toMatchObject({
      year: 2026,
      hasGrant: true,
      granted: 5,
      used: 1.5,
      remain: 3.5,
    });
  });
});
