import { ApproveStatus, ErrorCode, type TApplyKind } from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { applies, approvalTasks, auditTrails, notifications } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import type { Actor } from './ports';

// Wednesday 25 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi'] as const;
type Person = (typeof PEOPLE)[number];
const actor = (who: Person): Actor => ({ eid: DEMO_IDS[who], companyId: DEMO_IDS.company });

/** The kinds other branches add, registered here as their modules will when not yet in the app. */
const OTHER_KINDS: Record<Exclude<TApplyKind, 'leave'>, (id: string) => string> = {
  overtime: (id) => `/OverTimeView?ApplyId=${id}`,
  outing: (id) => `/GooutView?ApplyId=${id}`,
  trip: (id) => `/TravelView?ApplyId=${id}`,
  maternity: (id) => `/MaternityRecordView?ApplyId=${id}`,
  makeupClock: (id) => `/AttendanceFillClockDetail/${id}`,
  overtimeCancel: (id) => `/OvertimeapprovalDetailsCancel?applyId=${id}`,
  outingCancel: (id) => `/WorkOuttingapprovalDetailsCancel?ApplyId=${id}`,
  leaveCancel: (id) => `/LeaveCancelDetail?applyId=${id}`,
  certificate: (id) => `/CertificateDetail?ApplyId=${id}`,
  fundTransfer: (id) => `/FundTransferDetail?ApplyId=${id}`,
};

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const [kind, viewPath] of Object.entries(OTHER_KINDS)) {
    // A kind whose module has landed is registered by the app already.
    if (app.approvals.definition(kind as TApplyKind)) continue;
    app.approvals.register({
      kind: kind as TApplyKind,
      process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
      viewPath,
    });
  }
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

const NAMES: Record<string, { zh: string; en: string; ja: string }> = {
  OfficialOuting: { zh: '公务外出', en: 'Official outing', ja: '外出' },
  BusinessTrip: { zh: '出差', en: 'Business trip', ja: '出張' },
};

/** A request of a kind, submitted: the applicant's manager (sunqi for zhaoliu) has it waiting. */
async function submitted(kind: TApplyKind, who: Person = 'zhaoliu', categoryCode = 'x') {
  clock.advance(60_000);
  return app.database.db.transaction(async (tx) => {
    const header = await app.approvals.createApply(tx, kind, actor(who), {
      categoryId: null,
      categoryCode,
      categoryNames: NAMES[categoryCode] ?? { zh: '加班', en: 'Overtime', ja: '残業' },
      startTime: new Date('2026-12-02T01:00:00Z'),
      endTime: new Date('2026-12-02T03:00:00Z'),
      timeLength: 2,
      timeUnit: 0,
    });
    await app.approvals.submit(tx, header.applyId, actor(who), { categoryCode, days: 1, hours: 2 });
    return header;
  });
}

async function openTask(applyId: string): Promise<string> {
  const [task] = await app.database.db
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.applyId, applyId), eq(approvalTasks.status, 0)));
  if (!task) throw new Error(`no open task on ${applyId}`);
  return task.id;
}

async function call(who: Person | null, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...(who ? bearer(tokens[who] as string) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

const list = async (who: Person, body: Record<string, unknown>) =>
  (await call(who, 'POST', '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=50', body)).body;
const counts = async (who: Person) => (await call(who, 'GET', '/api/Apply/ApprovalCounts')).body.resultData;
const hubOf = (c: { hub: { key: string; pending: number }[] }, key: string) =>
  c.hub.find((h) => h.key === key)?.pending ?? 0;
const statusOf = async (applyId: string) =>
  (await app.database.db.select().from(applies).where(eq(applies.id, applyId)))[0]?.approveStatus;

describe('the hub: every kind counted and listed, outing and trip apart', () => {
  const ids: Partial<Record<TApplyKind, string[]>> = {};

  it('counts pending per hub kind, outing and trip by kind, in one answer', async () => {
    const before = await counts('sunqi');
    const lisiBefore = await counts('lisi');
    const plan: [TApplyKind, string][] = [
      ['outing', 'OfficialOuting'],
      ['trip', 'BusinessTrip'],
      ['trip', 'BusinessTrip'],
      ['overtime', 'x'],
      ['overtimeCancel', 'x'],
      ['outingCancel', 'x'],
      ['maternity', 'x'],
    ];
    for (const [kind, code] of plan) {
      const { applyId } = await submitted(kind, 'zhaoliu', code);
      ids[kind] = [...(ids[kind] ?? []), applyId];
    }
    const after = await counts('sunqi');
    expect(hubOf(after, 'outing') - hubOf(before, 'outing')).toBe(1);
    expect(hubOf(after, 'special') - hubOf(before, 'special')).toBe(2);
    expect(hubOf(after, 'overtime') - hubOf(before, 'overtime')).toBe(1);
    expect(hubOf(after, 'overtimeCancel') - hubOf(before, 'overtimeCancel')).toBe(1);
    expect(hubOf(after, 'outingCancel') - hubOf(before, 'outingCancel')).toBe(1);
    // Maternity has no hub list of its own but waits on the approver all the same.
    expect(after.totalPending - before.totalPending).toBe(7);
    // Nothing of zhaoliu's reaches lisi's counts.
    expect(await counts('lisi')).toEqual(lisiBefore);
  });

  it('BizType 5 lists outing and trip apart by kind (and by OfficialOuting the legacy way)', async () => {
    const outing = await list('sunqi', { BizType: 5, kind: 'outing' });
    expect(outing.resultData.result.map((i: { applyId: string }) => i.applyId)).toEqual(ids.outing);
    expect(outing.resultData.result[0]).toMatchObject({ kind: 'outing', categoryCode: 'OfficialOuting' });
    const trips = await list('sunqi', { BizType: 5, kind: 'trip' });
    expect(trips.resultData.totalCount).toBe(2);
    expect(trips.resultData.result.every((i: { kind: string }) => i.kind === 'trip')).toBe(true);
    const legacy = await list('sunqi', { BizType: 5, applyCategoryCode: 'OfficialOuting' });
    expect(legacy.resultData.result.map((i: { applyId: string }) => i.applyId)).toEqual(ids.outing);
    // The legacy special list sends no code: the trips.
    const legacyTrips = await list('sunqi', { BizType: 5 });
    expect(legacyTrips.resultData.totalCount).toBe(2);
    expect(legacyTrips.resultData.result.every((i: { kind: string }) => i.kind === 'trip')).toBe(true);
    // A kind outside the BizType gives nothing rather than another list's rows.
    expect((await list('sunqi', { BizType: 5, kind: 'leave' })).resultData.totalCount).toBe(0);
    // An unknown kind is refused with a message.
    expect((await list('sunqi', { BizType: 5, kind: 'nope' })).errNo).toBe(ErrorCode.InvalidInput);
  });

  it('pending and processed tabs and the search work for every kind', async () => {
    const lists: [number, TApplyKind | undefined, TApplyKind][] = [
      [2, undefined, 'overtime'],
      [5, 'outing', 'outing'],
      [5, 'trip', 'trip'],
      [6, undefined, 'overtimeCancel'],
      [9, undefined, 'outingCancel'],
    ];
    for (const [BizType, kind, expected] of lists) {
      const applyId = ids[expected]?.[0] as string;
      const [header] = await app.database.db.select().from(applies).where(eq(applies.id, applyId));
      const found = await list('sunqi', { BizType, kind, applyNo: header?.applyNo.slice(-8) });
      expect(found.resultData.result.map((i: { applyId: string }) => i.applyId)).toContain(applyId);
      const byName = await list('sunqi', { BizType, kind, empname: '赵六' });
      expect(byName.resultData.result.every((i: { empName: string }) => i.empName === '赵六')).toBe(true);
      expect(byName.resultData.result.map((i: { applyId: string }) => i.applyId)).toContain(applyId);
      const nobody = await list('sunqi', { BizType, kind, empname: '不存在的人' });
      expect(nobody.resultData.totalCount).toBe(0);

      const acted = await call('sunqi', 'POST', '/api/Apply/ApplyAction', {
        action: 'agree',
        taskId: await openTask(applyId),
        ApplyId: applyId,
        comment: '',
      });
      expect(acted.body.errNo).toBe(0);
      const pending = await list('sunqi', { BizType, kind });
      expect(pending.resultData.result.map((i: { applyId: string }) => i.applyId)).not.toContain(applyId);
      const processed = await list('sunqi', { BizType, kind, tab: 1 });
      expect(processed.resultData.result[0]).toMatchObject({ applyId, kind: expected, taskId: null });
    }
  });
});

describe('bulk approval (POST /api/Apply/ApplyActionBatch)', () => {
  it('three where one was already decided and one is not the approver’s: two approved, two reported', async () => {
    const [a, b, decided] = [await submitted('leave'), await submitted('leave'), await submitted('leave')];
    const strangers = await submitted('overtime', 'zhangsan'); // lisi's task, not sunqi's
    const rejected = await call('sunqi', 'POST', '/api/Apply/ApplyAction', {
      action: 'reject',
      taskId: await openTask(decided.applyId),
      ApplyId: decided.applyId,
      comment: '已另行安排',
    });
    expect(rejected.body.errNo).toBe(0);
    const strangerTask = await openTask(strangers.applyId);
    const messagesBefore = await app.database.db.select().from(notifications);

    const items = [
      { applyId: a.applyId, taskId: await openTask(a.applyId) },
      {
        applyId: decided.applyId,
        taskId: (
          await app.database.db.select().from(approvalTasks).where(eq(approvalTasks.applyId, decided.applyId))
        )[0]?.id,
      },
      { applyId: strangers.applyId, taskId: strangerTask },
      { applyId: b.applyId, taskId: await openTask(b.applyId) },
    ];
    const answer = await call(
      'sunqi',
      'POST',
      '/api/Apply/ApplyActionBatch',
      { items, action: 'agree', comment: '' },
      'en',
    );
    expect(answer.body.errNo).toBe(0);
    const result = answer.body.resultData;
    expect(result.succeeded).toEqual([
      { ...items[0], approveStatus: ApproveStatus.Approved },
      { ...items[3], approveStatus: ApproveStatus.Approved },
    ]);
    expect(result.failed).toEqual([
      {
        ...items[1],
        applyNo: decided.applyNo,
        message: 'This approval task has already been handled and cannot be changed',
      },
      // A stranger's request: refused as ApplyAction would, its number not revealed.
      { ...items[2], applyNo: '', message: 'This approval task is not yours' },
    ]);
    expect(await statusOf(a.applyId)).toBe(ApproveStatus.Approved);
    expect(await statusOf(b.applyId)).toBe(ApproveStatus.Approved);
    expect(await statusOf(decided.applyId)).toBe(ApproveStatus.Rejected);
    expect(await statusOf(strangers.applyId)).toBe(ApproveStatus.InApproval);
    expect(await openTask(strangers.applyId)).toBe(strangerTask);
    // Exactly two new messages: the two applicants told of their approval.
    const messagesAfter = await app.database.db.select().from(notifications);
    const fresh = messagesAfter.filter((m) => !messagesBefore.some((old) => old.id === m.id));
    expect(fresh.map((m) => m.applyId).sort()).toEqual([a.applyId, b.applyId].sort());
    expect(fresh.every((m) => m.titleKey === 'approvals.notice.approved')).toBe(true);
    // The trail of each approved one has one agree by sunqi.
    for (const id of [a.applyId, b.applyId]) {
      const agreed = await app.database.db
        .select()
        .from(auditTrails)
        .where(and(eq(auditTrails.applyId, id), eq(auditTrails.operation, 'agree')));
      expect(agreed).toHaveLength(1);
    }

    // Sent again: nothing changes; each is reported as already handled.
    const again = await call('sunqi', 'POST', '/api/Apply/ApplyActionBatch', {
      items: [items[0]],
      action: 'agree',
    });
    expect(again.body.resultData).toEqual({
      succeeded: [],
      failed: [{ ...items[0], applyNo: a.applyNo, message: '您已处理过该审批，无需重复操作' }],
    });
  });

  it('an agree comment goes to every trail and message', async () => {
    const c = await submitted('leave');
    clock.advance(1000); // the decision comes after the submit (this clock stands still otherwise)
    const answer = await call('sunqi', 'POST', '/api/Apply/ApplyActionBatch', {
      items: [{ applyId: c.applyId, taskId: await openTask(c.applyId) }],
      action: 'agree',
      comment: '同意，注意交接',
    });
    expect(answer.body.resultData.succeeded).toHaveLength(1);
    const trail = (await call('zhaoliu', 'GET', `/api/Workflow/GetAudittrails?applyId=${c.applyId}`)).body;
    expect(trail.resultData.at(-1)).toMatchObject({ operationCode: 'agree', comments: '同意，注意交接' });
    const messages = (await call('zhaoliu', 'GET', '/api/Message/List')).body.resultData.result;
    expect(messages[0]).toMatchObject({
      applyId: c.applyId,
      title: '您的加班申请已通过，审批意见：同意，注意交接',
    });
  });

  it('refuses bad input with translated messages and changes nothing', async () => {
    const c = await submitted('leave');
    const item = { applyId: c.applyId, taskId: await openTask(c.applyId) };
    const cases: [unknown, string][] = [
      [{ items: [], action: 'agree' }, 'Please select the requests to approve'],
      [
        { items: Array.from({ length: 51 }, () => item), action: 'agree' },
        'At most 50 requests can be approved at once',
      ],
      [
        { items: [item], action: 'reject', comment: '不行' },
        'Bulk approval can only agree; reject requests one by one',
      ],
      [{ items: [{ applyId: 'x', taskId: item.taskId }], action: 'agree' }, 'The request ID is not valid'],
      [
        { items: [item], action: 'agree', comment: 'x'.repeat(201) },
        'The comment can be at most 200 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const answer = await call('sunqi', 'POST', '/api/Apply/ApplyActionBatch', payload, 'en');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ errNo: ErrorCode.InvalidInput, message });
    }
    expect(await statusOf(c.applyId)).toBe(ApproveStatus.InApproval);
    expect(
      (await call(null, 'POST', '/api/Apply/ApplyActionBatch', { items: [item], action: 'agree' })).status,
    ).toBe(401);
    // Another approver's batch on sunqi's task: refused, nothing changes.
    const other = await call('lisi', 'POST', '/api/Apply/ApplyActionBatch', {
      items: [item],
      action: 'agree',
    });
    expect(other.body.resultData).toMatchObject({ succeeded: [], failed: [{ applyNo: '' }] });
    expect(await statusOf(c.applyId)).toBe(ApproveStatus.InApproval);
  });
});

describe('parallel approvals of one step take effect once', () => {
  it('20 ApplyAction calls and 20 batches at once on one task: one decision, one trail entry, one message', async () => {
    for (const mode of ['single', 'batch'] as const) {
      const c = await submitted('leave');
      const taskId = await openTask(c.applyId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          mode === 'single'
            ? call('sunqi', 'POST', '/api/Apply/ApplyAction', {
                action: 'agree',
                taskId,
                ApplyId: c.applyId,
                comment: '',
              })
            : call('sunqi', 'POST', '/api/Apply/ApplyActionBatch', {
                items: [{ applyId: c.applyId, taskId }],
                action: 'agree',
              }),
        ),
      );
      const changed =
        mode === 'single'
          ? answers.filter((a) => a.body.resultData?.changed === true).length
          : answers.filter((a) => a.body.resultData?.succeeded.length === 1).length;
      expect(changed).toBe(1);
      expect(answers.every((a) => a.status === 200 && a.body.errNo === 0)).toBe(true);
      expect(await statusOf(c.applyId)).toBe(ApproveStatus.Approved);
      const agreed = await app.database.db
        .select()
        .from(auditTrails)
        .where(and(eq(auditTrails.applyId, c.applyId), eq(auditTrails.operation, 'agree')));
      expect(agreed).toHaveLength(1);
      const approved = await app.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.applyId, c.applyId), eq(notifications.titleKey, 'approvals.notice.approved')),
        );
      expect(approved).toHaveLength(1);
    }
  });
});
