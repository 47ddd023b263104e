import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAVE_IDS } from '../../db/demo/leave';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

// Wednesday 25 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

async function post(who: Person, url: string, payload: object = {}, lang = 'zh') {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
    payload,
  });
  return { status: response.statusCode, ...response.json() };
}
const B = '/api/BirthRecordApply';
const newId = async (who: Person) => {
  const body = await post(who, `${B}/Get`, { ApplyId: '' });
  expect(body.errNo).toBe(0);
  expect(body.resultData.isNew).toBe(true);
  return body.resultData.applyID as string;
};
async function taskOf(who: Person, applyId: string): Promise<string> {
  const body = await post(who, `${B}/Get`, { ApplyId: applyId });
  expect(body.errNo).toBe(0);
  expect(body.resultData.applyEntity.taskId).toBeTruthy();
  return body.resultData.applyEntity.taskId;
}
const act = (who: Person, applyId: string, taskId: string, action: string, comment = '') =>
  post(who, '/api/Apply/ApplyAction', { action, taskId, ApplyId: applyId, comment });

async function maternityBalance(who: Person, year: number) {
  const body = await post(who, '/api/LeaveRemain/GetAllLeaveRemainForEhome', { year });
  expect(body.errNo).toBe(0);
  return body.resultData.find(
    (r: { applyCategoryId: string }) => r.applyCategoryId === DEMO_LEAVE_IDS.maternity,
  );
}

describe('birth record (maternity)', () => {
  it('refuses a record without a birth time, in the future or with bad numbers, and saves nothing', async () => {
    const id = await newId('zhangsan');
    expect((await post('zhangsan', `${B}/Add`, { ApplyID: id, BirthTime: '', Remark: '' })).message).toBe(
      '请选择生育时间',
    );
    expect((await post('zhangsan', `${B}/Add`, { ApplyID: id, Remark: '' }, 'en')).message).toBe(
      'Please select the time of birth',
    );
    expect((await post('zhangsan', `${B}/Add`, { ApplyID: id, BirthTime: '2026-11-26 08:00' })).message).toBe(
      '生育时间不能晚于当前时间',
    );
    const babies = await post('zhangsan', `${B}/Add`, {
      ApplyID: id,
      BirthTime: '2026-11-20 08:00',
      BabyCount: 0,
    });
    expect(babies.errNo).not.toBe(0);
    expect(babies.status).toBe(200);
    expect(
      (await post('zhangsan', `${B}/Add`, { ApplyID: id, BirthTime: '2020-01-01 08:00' })).errNo,
    ).not.toBe(0);
    const impossible = await post('zhangsan', `${B}/Add`, { ApplyID: id, BirthTime: '2026-02-30 08:00' });
    expect(impossible).toMatchObject({ status: 200, message: '请选择生育时间' });
    const list = await post('zhangsan', `${B}/List`);
    expect(list.resultData.totalCount).toBe(0);
    // The id is still free: Get answers a new record for it.
    expect((await post('zhangsan', `${B}/Get`, { ApplyId: id })).resultData.isNew).toBe(true);
  });

  it('drafts, submits, is recalled, resubmitted and approved: the maternity leave is granted (Shanghai 158 + 15 + 15)', async () => {
    const id = await newId('zhangsan');
    const draft = await post('zhangsan', `${B}/Add`, {
      ApplyID: id,
      BirthTime: '2026-11-20 08:30',
      Remark: '顺利',
      Dystocia: true,
      BabyCount: 2,
      approveStatus: 0,
    });
    expect(draft.errNo).toBe(0);
    expect(draft.resultData.applyNo).toMatch(/^SY20261125\d{4}$/);
    const got = await post('zhangsan', `${B}/Get`, { ApplyId: id });
    expect(got.resultData.birthRecordEntity).toMatchObject({
      birthTime: '2026-11-20 08:30',
      birthDate: '2026-11-20',
      dystocia: true,
      babyCount: 2,
      socialCity: '上海',
    });
    expect(got.resultData.entitlement).toEqual({
      national: 98,
      dystocia: 15,
      multiple: 15,
      local: 60,
      total: 188,
    });

    // Another employee can neither see nor act on it.
    expect((await post('zhaoliu', `${B}/Get`, { ApplyId: id })).errNo).toBe(3);
    expect(
      (await post('zhaoliu', `${B}/Update`, { ApplyID: id, BirthTime: '2026-11-20 08:30', approveStatus: 1 }))
        .errNo,
    ).toBe(3);
    expect((await post('zhaoliu', `${B}/Recall`, { applyId: id })).errNo).toBe(3);
    expect((await post('zhaoliu', `${B}/Destory`, { applyId: id })).errNo).toBe(3);
    expect((await post('zhaoliu', '/api/Workflow/GetAudittrails', {})).errNo).not.toBe(0);

    const submitted = await post('zhangsan', `${B}/Update`, {
      ApplyID: id,
      BirthTime: '2026-11-20 08:30',
      Remark: '顺利',
      Dystocia: true,
      BabyCount: 2,
      approveStatus: 1,
    });
    expect(submitted.resultData.approveStatus).toBe(1);
    expect((await post('zhangsan', `${B}/Recall`, { applyId: id })).resultData.approveStatus).toBe(0);
    expect(
      (
        await post('zhangsan', `${B}/Update`, {
          ApplyID: id,
          BirthTime: '2026-11-20 08:30',
          Dystocia: true,
          BabyCount: 2,
          approveStatus: 1,
        })
      ).errNo,
    ).toBe(0);
    // In approval: no more edits.
    expect(
      (await post('zhangsan', `${B}/Update`, { ApplyID: id, BirthTime: '2026-11-20 08:30' })).errNo,
    ).toBe(4);

    const before = await maternityBalance('zhangsan', 2026);
    expect(before).toBeUndefined();
    // The approver list of leave shows it (BizType 1).
    const pending = await post('lisi', '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10', { BizType: 1 });
    expect(
      pending.resultData.result.some(
        (r: { applyId: string; kind: string }) => r.applyId === id && r.kind === 'maternity',
      ),
    ).toBe(true);
    expect((await act('lisi', id, await taskOf('lisi', id), 'agree', '同意')).resultData.approveStatus).toBe(
      1,
    );
    expect((await act('wangwu', id, await taskOf('wangwu', id), 'agree')).resultData.approveStatus).toBe(2);

    const granted = await maternityBalance('zhangsan', 2026);
    expect(granted).toMatchObject({ granted: 188, remain: 188, validFrom: '2026-11-20' });
    const trail = await app.inject({
      method: 'GET',
      url: `/api/Workflow/GetAudittrails?applyId=${id}`,
      headers: bearer(tokens.zhangsan as string),
    });
    const ops = trail.json().resultData.map((t: { operationCode: string }) => t.operationCode);
    expect(ops).toEqual(['submit', 'recall', 'submit', 'agree', 'agree']);
    expect(trail.json().resultData[3].comments).toBe('同意');
    // Approved is final.
    expect((await post('zhangsan', `${B}/Destory`, { applyId: id })).errNo).toBe(4);
    expect((await post('zhangsan', `${B}/Recall`, { applyId: id })).errNo).toBe(4);
  });

  it('a rejected record grants nothing and can be deleted', async () => {
    // The demo gave zhaoliu an approved record already: its grant must stay as it is.
    const before = await maternityBalance('zhaoliu', 2026);
    const id = await newId('zhaoliu');
    expect(
      (await post('zhaoliu', `${B}/Add`, { ApplyID: id, BirthTime: '2026-10-01 10:00', approveStatus: 1 }))
        .errNo,
    ).toBe(0);
    expect((await act('sunqi', id, await taskOf('sunqi', id), 'reject')).errNo).not.toBe(0); // comment needed
    expect(
      (await act('sunqi', id, await taskOf('sunqi', id), 'reject', '材料不全')).resultData.approveStatus,
    ).toBe(3);
    expect(await maternityBalance('zhaoliu', 2026)).toEqual(before);
    expect((await post('zhaoliu', `${B}/Destory`, { applyId: id })).errNo).toBe(0);
  });

  it('the same Add sent 20 times at once makes one record', async () => {
    const id = randomUUID();
    const body = { ApplyID: id, BirthTime: '2026-11-01 09:00', approveStatus: 1 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('sunqi', `${B}/Add`, body)));
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const list = await post('sunqi', `${B}/List`);
    expect(list.resultData.result.filter((r: { applyId: string }) => r.applyId === id)).toHaveLength(1);
  });
});
