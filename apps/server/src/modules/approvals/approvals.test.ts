import { ApproveStatus, ErrorCode, type TApproveStatus } from '@ehome/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { DEMO_IDS } from '../../db/demo';
import {
  applies,
  applySequences,
  approvalTasks,
  auditTrails,
  employees,
  notifications,
} from '../../db/schema';
import { fixedClock, formatDateTime } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { addCompany, copyEmployee } from '../../testing/people';
import { approvalEngine } from './engine';
import type { Actor, ProcessFacts, ProcessStep } from './ports';

// Wednesday 25 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
const PEOPLE = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi'] as const;
type Person = (typeof PEOPLE)[number];

/**
 * A test request kind whose process is picked by the category code, so each test states the
 * process it needs. 'overtime' stands in for any kind: the engine knows nothing of its fields.
 */
const PROCESSES: Record<string, ProcessStep[]> = {
  one: [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
  two: [
    { activity: 'manager', approver: { type: 'manager' }, mode: 'any' },
    { activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' },
  ],
  all: [{ activity: 'manager', approver: { type: 'role', role: 'manager' }, mode: 'all' }],
  any: [{ activity: 'manager', approver: { type: 'role', role: 'manager' }, mode: 'any' }],
  head: [
    { activity: 'manager', approver: { type: 'manager' }, mode: 'any' },
    { activity: 'departmentHead', approver: { type: 'departmentHead' }, mode: 'any' },
  ],
};
const statusChanges: { applyId: string; from: TApproveStatus; to: TApproveStatus }[] = [];

const actor = (who: Person): Actor => ({ eid: DEMO_IDS[who], companyId: DEMO_IDS.company });
const facts = (code: string): ProcessFacts => ({ categoryCode: code, days: 1, hours: 0 });

beforeAll(async () => {
  app = await createTestApp({ clock });
  // The engine's own tests drive a kind with made-up processes in place of the overtime module's.
  app.approvals.replaceForTest({
    kind: 'overtime',
    process: (f) => PROCESSES[f.categoryCode] ?? [],
    viewPath: (id) => `/OverTimeView?ApplyId=${id}`,
    onStatusChange: async (_tx, applyId, from, to) => {
      statusChanges.push({ applyId, from, to });
    },
  });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

let hour = 0;
/** A draft of the test kind; each one a later period so the lists have a clear order. */
async function draft(who: Person, code = 'one') {
  hour += 1;
  // Time moves between requests, as it does between real calls, so "newest first" has one answer.
  clock.advance(60_000);
  const start = new Date(Date.UTC(2026, 11, 1, hour));
  return app.database.db.transaction((tx) =>
    app.approvals.createApply(tx, 'overtime', actor(who), {
      categoryId: null,
      categoryCode: code,
      categoryNames: { zh: '加班', en: 'Overtime', ja: '残業' },
      startTime: start,
      endTime: new Date(start.getTime() + 2 * 3_600_000),
      timeLength: 2,
      timeUnit: 0,
    }),
  );
}

async function submitted(who: Person, code = 'one') {
  const header = await draft(who, code);
  await app.database.db.transaction((tx) =>
    app.approvals.submit(tx, header.applyId, actor(who), facts(code)),
  );
  return header;
}

async function statusOf(applyId: string) {
  const [row] = await app.database.db.select().from(applies).where(eq(applies.id, applyId));
  return row;
}

async function tasksOf(applyId: string) {
  return app.database.db.select().from(approvalTasks).where(eq(approvalTasks.applyId, applyId));
}

async function openTaskId(applyId: string, who: Person): Promise<string> {
  const task = (await tasksOf(applyId)).find((t) => t.assigneeEid === DEMO_IDS[who] && t.status === 0);
  if (!task) throw new Error(`${who} has no open task on ${applyId}`);
  return task.id;
}

async function act(who: Person, applyId: string, taskId: string, action: string, comment = '', lang = 'zh') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Apply/ApplyAction',
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
    payload: { action, taskId, ApplyId: applyId, comment },
  });
  return response.json();
}

async function trail(who: Person, applyId: string, lang = 'zh') {
  const response = await app.inject({
    url: `/api/Workflow/GetAudittrails?applyId=${applyId}`,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
  });
  return response.json();
}

async function approveList(who: Person, body: Record<string, unknown>, query = 'pageIndex=1&pageSize=10') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/Apply/ApplyApproveList?${query}`,
    headers: bearer(tokens[who] as string),
    payload: body,
  });
  return response.json();
}

async function get(who: Person, url: string, lang = 'zh') {
  const response = await app.inject({
    url,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
  });
  return response.json();
}

/** A request header without a period, for the numbering and id tests. */
const BARE_HEADER = {
  categoryId: null,
  categoryCode: 'one',
  categoryNames: { zh: '加班', en: 'Overtime', ja: '残業' },
  startTime: null,
  endTime: null,
  timeLength: null,
  timeUnit: null,
};

describe('applyNo', () => {
  it('is the kind prefix, the business date and a 4-digit day sequence, unique', async () => {
    const headers = await Promise.all([draft('zhangsan'), draft('zhaoliu'), draft('lisi')]);
    const numbers = headers.map((h) => h.applyNo);
    for (const no of numbers) expect(no).toMatch(/^JB20261125\d{4}$/);
    expect(new Set(numbers).size).toBe(3);
    // Concurrent drafts take consecutive numbers of the day, whatever order they committed in.
    const sequences = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(sequences[2]! - sequences[0]!).toBe(2);
  });

  it('starts again at 0001 on the next business day (Shanghai midnight, not UTC)', async () => {
    const saved = clock.now();
    clock.set('2026-11-25T16:29:00Z'); // 00:30 on the 26th in Shanghai once draft() moved a minute
    try {
      const header = await draft('zhangsan');
      expect(header.applyNo).toBe('JB202611260001');
    } finally {
      clock.set(saved);
    }
  });

  it('keeps counting past 9999 in a day, and a request rolled back leaves no gap', async () => {
    const saved = clock.now();
    clock.set('2026-11-27T02:00:00Z');
    try {
      await app.database.db
        .insert(applySequences)
        .values({ companyId: DEMO_IDS.company, prefix: 'JB', day: '2026-11-27', last: 9998 });
      expect((await draft('zhangsan')).applyNo).toBe('JB202611279999');
      // A draft whose transaction fails after numbering takes nothing from the day's counter.
      await expect(
        app.database.db.transaction(async (tx) => {
          await app.approvals.createApply(tx, 'overtime', actor('zhangsan'), BARE_HEADER);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await draft('zhangsan')).applyNo).toBe('JB2026112710000');
    } finally {
      clock.set(saved);
    }
  });

  it('refuses a client-obtained id already in use', async () => {
    const header = await draft('zhangsan');
    await expect(
      app.database.db.transaction((tx) =>
        app.approvals.createApply(tx, 'overtime', actor('zhangsan'), BARE_HEADER, header.applyId),
      ),
    ).rejects.toMatchObject({ code: ErrorCode.Conflict, messageKey: 'approvals.idInUse' });
  });
});

describe('applyNo in two companies', () => {
  /** A second company with one employee (a copy of 赵六). */
  let other: Actor;
  beforeAll(async () => {
    const { companyId, organizationId } = await addCompany(app.database.db);
    const { eid } = await copyEmployee(app.database.db, DEMO_IDS.zhaoliu, {
      companyId,
      organizationId,
      managerEid: null,
    });
    other = { eid, companyId };
  });
  const draftOf = (who: Actor, tx: Tx) => app.approvals.createApply(tx, 'overtime', who, BARE_HEADER);

  it('counts each company on its own: both have their first number of the day', async () => {
    const saved = clock.now();
    clock.set('2026-11-28T02:00:00Z');
    try {
      const mine = await app.database.db.transaction((tx) => draftOf(actor('zhangsan'), tx));
      const theirs = await app.database.db.transaction((tx) => draftOf(other, tx));
      expect(mine.applyNo).toBe('JB202611280001');
      expect(theirs.applyNo).toBe('JB202611280001');
      expect((await app.database.db.transaction((tx) => draftOf(other, tx))).applyNo).toBe('JB202611280002');
    } finally {
      clock.set(saved);
    }
  });

  // PGlite has one connection, so two transactions cannot be open at once there.
  it.runIf(process.env.DATABASE_URL)(
    "does not make one company's request wait for another's numbering to commit",
    async () => {
      const saved = clock.now();
      clock.set('2026-11-29T02:00:00Z');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let numbered = () => {};
      const hasNumbered = new Promise<void>((resolve) => {
        numbered = resolve;
      });
      try {
        // The demo company's draft holds its counter's row lock until this transaction ends.
        const holding = app.database.db.transaction(async (tx) => {
          await draftOf(actor('zhangsan'), tx);
          numbered();
          await held;
        });
        await hasNumbered;
        // The other company numbers at once; it would wait out the lock timeout on a shared counter.
        const theirs = await app.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          return draftOf(other, tx);
        });
        expect(theirs.applyNo).toBe('JB202611290001');
        release();
        await holding;
        // One company's numbers still wait their turn: the next draft follows the held one.
        expect((await app.database.db.transaction((tx) => draftOf(actor('lisi'), tx))).applyNo).toBe(
          'JB202611290002',
        );
      } finally {
        release();
        clock.set(saved);
      }
    },
  );
});

describe('client-obtained ids', () => {
  it('two saves of a new form with the same id at once: one is created, the other refused', async () => {
    const id = crypto.randomUUID();
    const create = () =>
      app.database.db.transaction((tx) =>
        app.approvals.createApply(tx, 'overtime', actor('zhangsan'), BARE_HEADER, id),
      );
    const outcomes = await Promise.allSettled([create(), create()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: ErrorCode.Conflict, messageKey: 'approvals.idInUse' });
  });
});

describe('a single-step request', () => {
  it('goes to the manager; strangers cannot see or act; the manager approves it', async () => {
    const { applyId } = await submitted('zhangsan');
    expect((await statusOf(applyId))?.approveStatus).toBe(ApproveStatus.InApproval);
    const tasks = await tasksOf(applyId);
    expect(tasks.map((t) => t.assigneeEid)).toEqual([DEMO_IDS.lisi]);
    const taskId = tasks[0]!.id;

    // The trail: submitted, then lisi pending with no time yet.
    const before = await trail('zhangsan', applyId);
    expect(before.errNo).toBe(0);
    expect(before.resultData.map((e: { operation: string }) => e.operation)).toEqual(['提交', '待审批']);
    expect(before.resultData[1]).toMatchObject({
      operator: { cnName: '李四' },
      activityName: '直属主管',
      operateTime: '',
    });
    const submittedAt = (await statusOf(applyId))?.submittedAt as Date;
    expect(before.resultData[0].operateTime).toBe(formatDateTime(submittedAt, 'Asia/Shanghai'));

    for (const stranger of ['zhaoliu', 'sunqi'] as const) {
      expect((await trail(stranger, applyId)).errNo).toBe(ErrorCode.NotFound);
      const refused = await act(stranger, applyId, taskId, 'agree');
      expect(refused.errNo).not.toBe(0);
      expect(refused.message).toBe('这不是您的审批任务');
      await expect(
        app.approvals.view(app.database.db, 'overtime', applyId, actor(stranger), 'zh'),
      ).rejects.toMatchObject({ code: ErrorCode.NotFound });
    }
    // The applicant is no assignee of their own task either.
    expect((await act('zhangsan', applyId, taskId, 'agree')).errNo).not.toBe(0);
    expect((await statusOf(applyId))?.approveStatus).toBe(ApproveStatus.InApproval);

    // lisi sees the task and the actions in the reader's language.
    const view = await app.approvals.view(app.database.db, 'overtime', applyId, actor('lisi'), 'en');
    expect(view).toMatchObject({ taskId, isOwner: false, empName: '张三', approveStatusText: 'In approval' });
    expect(view.actionList).toEqual([
      { code: 'agree', name: 'Agree' },
      { code: 'reject', name: 'Reject' },
    ]);
    const ja = await app.approvals.view(app.database.db, 'overtime', applyId, actor('lisi'), 'ja');
    expect(ja.actionList.map((a) => a.name)).toEqual(['承認', '却下']);
    const own = await app.approvals.view(app.database.db, 'overtime', applyId, actor('zhangsan'), 'zh');
    expect(own).toMatchObject({ isOwner: true, taskId: null, actionList: [] });

    clock.advance(60_000);
    const decidedAt = clock.now();
    const agreed = await act('lisi', applyId, taskId, 'agree', '同意，注意休息');
    expect(agreed).toMatchObject({
      errNo: 0,
      resultData: { applyId, approveStatus: ApproveStatus.Approved, changed: true },
    });
    const row = await statusOf(applyId);
    expect(row?.approveStatus).toBe(ApproveStatus.Approved);
    expect(row?.decidedAt?.getTime()).toBe(decidedAt.getTime());
    expect(statusChanges.filter((c) => c.applyId === applyId)).toEqual([
      { applyId, from: 0, to: 1 },
      { applyId, from: 1, to: 2 },
    ]);

    const after = await trail('lisi', applyId);
    expect(after.resultData).toMatchObject([
      { operation: '提交', operationCode: 'submit', operator: { cnName: '张三' } },
      {
        operation: '同意',
        operationCode: 'agree',
        operator: { cnName: '李四' },
        activityName: '直属主管',
        operateTime: formatDateTime(decidedAt, 'Asia/Shanghai'),
        comments: '同意，注意休息',
      },
    ]);
    const english = await trail('zhangsan', applyId, 'en');
    expect(english.resultData.map((e: { operation: string }) => e.operation)).toEqual([
      'Submitted',
      'Approved',
    ]);
  });

  it('refuses an action the task does not offer', async () => {
    const { applyId } = await submitted('zhangsan');
    const taskId = await openTaskId(applyId, 'lisi');
    const refused = await act('lisi', applyId, taskId, 'delegate');
    expect(refused.errNo).toBe(ErrorCode.InvalidInput);
    expect(refused.message).toBe('该审批任务不提供此操作');
    expect((await tasksOf(applyId))[0]?.status).toBe(0);
  });

  it('answers a task id of another request as not the caller’s task', async () => {
    const first = await submitted('zhangsan');
    const second = await submitted('zhangsan');
    const taskOfFirst = await openTaskId(first.applyId, 'lisi');
    expect((await act('lisi', second.applyId, taskOfFirst, 'agree')).message).toBe('这不是您的审批任务');
    expect((await statusOf(second.applyId))?.approveStatus).toBe(ApproveStatus.InApproval);
  });

  it('validates the body with translated messages', async () => {
    const bad = await act('lisi', 'not-a-uuid', 'nope', '');
    expect(bad.errNo).toBe(ErrorCode.InvalidInput);
    expect(bad.message).toContain('申请编号不正确');
    expect(bad.message).toContain('审批任务编号不正确');
    expect(bad.message).toContain('请选择审批操作');
  });
});

describe('multi-step processes', () => {
  it('a two-step process goes to lisi, then to wangwu (HR), then approved', async () => {
    const { applyId } = await submitted('zhangsan', 'two');
    expect((await tasksOf(applyId)).map((t) => t.assigneeEid)).toEqual([DEMO_IDS.lisi]);
    const first = await act('lisi', applyId, await openTaskId(applyId, 'lisi'), 'agree');
    expect(first.resultData.approveStatus).toBe(ApproveStatus.InApproval);
    const wangwuTask = await openTaskId(applyId, 'wangwu');
    const pending = await trail('wangwu', applyId);
    expect(pending.resultData.map((e: { operation: string }) => e.operation)).toEqual([
      '提交',
      '同意',
      '待审批',
    ]);
    expect(pending.resultData[2]).toMatchObject({
      operator: { cnName: '王五' },
      activityName: '人事/行政助理',
    });
    const second = await act('wangwu', applyId, wangwuTask, 'agree');
    expect(second.resultData.approveStatus).toBe(ApproveStatus.Approved);

    // Each approver was told when their step opened; the applicant is told of the decision.
    const noticesOf = async (who: Person) =>
      (await app.database.db.select().from(notifications).where(eq(notifications.eid, DEMO_IDS[who]))).filter(
        (n) => n.applyId === applyId,
      );
    expect((await noticesOf('lisi')).map((n) => n.titleKey)).toEqual(['approvals.notice.pending']);
    expect((await noticesOf('wangwu')).map((n) => n.titleKey)).toEqual(['approvals.notice.pending']);
    expect((await noticesOf('zhangsan')).map((n) => n.titleKey)).toEqual([
      'approvals.notice.submitted',
      'approvals.notice.approved',
    ]);
    const mine = await get('zhangsan', '/api/Message/List');
    const titles = mine.resultData.result
      .filter((m: { applyId: string }) => m.applyId === applyId)
      .map((m: { title: string }) => m.title);
    expect(titles.sort()).toEqual(['您的加班申请已提交，等待审批', '您的加班申请已通过'].sort());
  });

  it('countersign (all) waits for every approver', async () => {
    const { applyId } = await submitted('zhangsan', 'all');
    const assignees = (await tasksOf(applyId)).map((t) => t.assigneeEid).sort();
    expect(assignees).toEqual([DEMO_IDS.lisi, DEMO_IDS.sunqi].sort());
    const one = await act('lisi', applyId, await openTaskId(applyId, 'lisi'), 'agree');
    expect(one.resultData.approveStatus).toBe(ApproveStatus.InApproval);
    expect((await tasksOf(applyId)).find((t) => t.assigneeEid === DEMO_IDS.sunqi)?.status).toBe(0);
    const both = await act('sunqi', applyId, await openTaskId(applyId, 'sunqi'), 'agree');
    expect(both.resultData.approveStatus).toBe(ApproveStatus.Approved);
  });

  it('any: the first approver decides and the others’ tasks close', async () => {
    const { applyId } = await submitted('zhangsan', 'any');
    const sunqiTask = await openTaskId(applyId, 'sunqi');
    const decided = await act('lisi', applyId, await openTaskId(applyId, 'lisi'), 'agree');
    expect(decided.resultData.approveStatus).toBe(ApproveStatus.Approved);
    expect((await tasksOf(applyId)).find((t) => t.id === sunqiTask)?.status).toBe(2);
    const late = await act('sunqi', applyId, sunqiTask, 'reject', '太晚了');
    expect(late.errNo).toBe(ErrorCode.Conflict);
    expect(late.message).toBe('该审批已由他人处理或已被撤回');
    expect((await statusOf(applyId))?.approveStatus).toBe(ApproveStatus.Approved);
    // sunqi held a task on it, so sunqi may still read its trail.
    expect((await trail('sunqi', applyId)).errNo).toBe(0);
  });

  it('nobody approves their own request: with no step left it goes to HR, never through on its own', async () => {
    // lisi has no manager: the only step is empty, so the request goes to HR (wangwu) instead.
    const own = await submitted('lisi', 'one');
    expect((await statusOf(own.applyId))?.approveStatus).toBe(ApproveStatus.InApproval);
    expect((await tasksOf(own.applyId)).map((t) => [t.assigneeEid, t.activity, t.stepIndex])).toEqual([
      [DEMO_IDS.wangwu, 'hr', 1],
    ]);
    const agreed = await act('wangwu', own.applyId, await openTaskId(own.applyId, 'wangwu'), 'agree');
    expect(agreed.resultData.approveStatus).toBe(ApproveStatus.Approved);
    expect((await trail('lisi', own.applyId)).resultData).toMatchObject([
      { operationCode: 'submit' },
      { operationCode: 'agree', activityName: '人事/行政助理', operator: { cnName: '王五' } },
    ]);
    expect(statusChanges.filter((c) => c.applyId === own.applyId).map((c) => c.to)).toEqual([1, 2]);

    // wangwu is the only HR person: after lisi agrees, the HR step has nobody but her and is skipped.
    const hr = await submitted('wangwu', 'two');
    const done = await act('lisi', hr.applyId, await openTaskId(hr.applyId, 'lisi'), 'agree');
    expect(done.resultData.approveStatus).toBe(ApproveStatus.Approved);
    expect((await tasksOf(hr.applyId)).map((t) => t.assigneeEid)).toEqual([DEMO_IDS.lisi]);

    // zhangsan's department head would be lisi's manager: there is none, so one step only.
    const head = await submitted('zhangsan', 'head');
    const decided = await act('lisi', head.applyId, await openTaskId(head.applyId, 'lisi'), 'agree');
    expect(decided.resultData.approveStatus).toBe(ApproveStatus.Approved);
  });
});

describe('when nobody is left to approve', () => {
  const setManager = (who: Person, managerEid: string | null) =>
    app.database.db.update(employees).set({ managerEid }).where(eq(employees.eid, DEMO_IDS[who]));

  it("a department-head step goes to the manager's manager, as the organisation stands when it opens", async () => {
    await setManager('lisi', DEMO_IDS.sunqi);
    try {
      const { applyId } = await submitted('zhangsan', 'head');
      expect((await tasksOf(applyId)).map((t) => [t.assigneeEid, t.stepIndex])).toEqual([[DEMO_IDS.lisi, 0]]);
      const first = await act('lisi', applyId, await openTaskId(applyId, 'lisi'), 'agree');
      expect(first.resultData.approveStatus).toBe(ApproveStatus.InApproval);
      expect((await tasksOf(applyId)).filter((t) => t.stepIndex === 1).map((t) => t.assigneeEid)).toEqual([
        DEMO_IDS.sunqi,
      ]);
      const second = await act('sunqi', applyId, await openTaskId(applyId, 'sunqi'), 'agree');
      expect(second.resultData.approveStatus).toBe(ApproveStatus.Approved);

      // zhangsan's manager changes while a request waits: its manager step already opened (lisi),
      // the department-head step resolves from the new manager zhaoliu, whose manager is sunqi.
      const waiting = await submitted('zhangsan', 'head');
      await setManager('lisi', null);
      await setManager('zhangsan', DEMO_IDS.zhaoliu);
      const agreed = await act('lisi', waiting.applyId, await openTaskId(waiting.applyId, 'lisi'), 'agree');
      expect(agreed.resultData.approveStatus).toBe(ApproveStatus.InApproval);
      expect(
        (await tasksOf(waiting.applyId)).filter((t) => t.stepIndex === 1).map((t) => t.assigneeEid),
      ).toEqual([DEMO_IDS.sunqi]);
    } finally {
      await setManager('lisi', null);
      await setManager('zhangsan', DEMO_IDS.lisi);
    }
  });

  it('the only HR person without a manager cannot submit: a clear refusal, the request stays a draft', async () => {
    await setManager('wangwu', null);
    try {
      const header = await draft('wangwu');
      const refused = app.database.db.transaction((tx) =>
        app.approvals.submit(tx, header.applyId, actor('wangwu'), facts('one')),
      );
      await expect(refused).rejects.toMatchObject({ messageKey: 'approvals.noApprover' });
      expect((await statusOf(header.applyId))?.approveStatus).toBe(ApproveStatus.Draft);
      expect(await tasksOf(header.applyId)).toEqual([]);
    } finally {
      await setManager('wangwu', DEMO_IDS.lisi);
    }
  });

  it('a configured fallback approver takes it, but never their own request', async () => {
    const engine = approvalEngine({
      db: app.database.db,
      clock,
      timeZone: app.appConfig.timeZone,
      fallbackApprovers: ['SunQi', 'wangwu'],
    });
    engine.register({
      kind: 'overtime',
      process: (f) => PROCESSES[f.categoryCode] ?? [],
      viewPath: (id) => `/OverTimeView?ApplyId=${id}`,
    });
    await setManager('wangwu', null);
    try {
      const header = await draft('wangwu');
      await app.database.db.transaction((tx) =>
        engine.submit(tx, header.applyId, actor('wangwu'), facts('one')),
      );
      expect((await tasksOf(header.applyId)).map((t) => [t.assigneeEid, t.activity])).toEqual([
        [DEMO_IDS.sunqi, 'fallback'],
      ]);
      const done = await act('sunqi', header.applyId, await openTaskId(header.applyId, 'sunqi'), 'agree');
      expect(done.resultData.approveStatus).toBe(ApproveStatus.Approved);
      expect((await trail('wangwu', header.applyId, 'en')).resultData.at(-1).activityName).toBe(
        'Fallback approver',
      );
    } finally {
      await setManager('wangwu', DEMO_IDS.lisi);
    }
  });
});

describe('approver resolution', () => {
  it('never gives a task to someone who has left; resolves each step when it opens', async () => {
    const setLeft = (eid: string, leaveStatus: number) =>
      app.database.db.update(employees).set({ leaveStatus }).where(eq(employees.eid, eid));
    await setLeft(DEMO_IDS.sunqi, 2);
    try {
      const { applyId } = await submitted('zhangsan', 'all');
      expect((await tasksOf(applyId)).map((t) => t.assigneeEid)).toEqual([DEMO_IDS.lisi]);
    } finally {
      await setLeft(DEMO_IDS.sunqi, 1);
    }

    // The HR step is resolved after lisi agrees, not at submit: a new HR colleague gets it.
    const { applyId } = await submitted('zhangsan', 'two');
    await app.database.db
      .update(employees)
      .set({ roles: ['employee', 'manager', 'hr'] })
      .where(eq(employees.eid, DEMO_IDS.sunqi));
    try {
      await act('lisi', applyId, await openTaskId(applyId, 'lisi'), 'agree');
      const hrTasks = (await tasksOf(applyId)).filter((t) => t.stepIndex === 1).map((t) => t.assigneeEid);
      expect(hrTasks.sort()).toEqual([DEMO_IDS.wangwu, DEMO_IDS.sunqi].sort());
    } finally {
      await app.database.db
        .update(employees)
        .set({ roles: ['employee', 'manager'] })
        .where(eq(employees.eid, DEMO_IDS.sunqi));
    }
  });
});

describe('decisions', () => {
  it('reject needs a comment; refused without one, nothing changes', async () => {
    const { applyId } = await submitted('zhangsan', 'two');
    const taskId = await openTaskId(applyId, 'lisi');
    const trailBefore = await app.database.db
      .select()
      .from(auditTrails)
      .where(eq(auditTrails.applyId, applyId));
    for (const comment of ['', '   ']) {
      const refused = await act('lisi', applyId, taskId, 'reject', comment);
      expect(refused.errNo).toBe(ErrorCode.InvalidInput);
      expect(refused.message).toBe('拒绝时请填写审批意见');
    }
    expect((await act('lisi', applyId, taskId, 'reject', '', 'en')).message).toBe(
      'Please enter a comment when rejecting',
    );
    expect((await statusOf(applyId))?.approveStatus).toBe(ApproveStatus.InApproval);
    expect((await tasksOf(applyId))[0]?.status).toBe(0);
    const trailAfter = await app.database.db
      .select()
      .from(auditTrails)
      .where(eq(auditTrails.applyId, applyId));
    expect(trailAfter.length).toBe(trailBefore.length);

    const rejected = await act('lisi', applyId, taskId, 'reject', '时间冲突');
    expect(rejected.resultData).toMatchObject({ approveStatus: ApproveStatus.Rejected, changed: true });
    const row = await statusOf(applyId);
    expect(row?.approveStatus).toBe(ApproveStatus.Rejected);
    expect(row?.decidedAt).not.toBeNull();
    // The HR step never opened.
    expect((await tasksOf(applyId)).length).toBe(1);
    const entries = (await trail('zhangsan', applyId)).resultData;
    expect(entries.at(-1)).toMatchObject({ operation: '拒绝', comments: '时间冲突' });
    expect(statusChanges.filter((c) => c.applyId === applyId).at(-1)).toEqual({ applyId, from: 1, to: 3 });
  });

  it('a comment over 200 characters is refused', async () => {
    const { applyId } = await submitted('zhangsan');
    const taskId = await openTaskId(applyId, 'lisi');
    const refused = await act('lisi', applyId, taskId, 'agree', '长'.repeat(201));
    expect(refused.errNo).toBe(ErrorCode.InvalidInput);
    expect(refused.message).toContain('审批意见最多200个字');
  });

  it('a repeated identical action changes nothing and says so; a different one is refused', async () => {
    const { applyId } = await submitted('zhangsan', 'two');
    const taskId = await openTaskId(applyId, 'lisi');
    expect((await act('lisi', applyId, taskId, 'agree')).resultData.changed).toBe(true);
    const countTrail = async () =>
      (await app.database.db.select().from(auditTrails).where(eq(auditTrails.applyId, applyId))).length;
    const trailCount = await countTrail();
    const tasksBefore = await tasksOf(applyId);

    const again = await act('lisi', applyId, taskId, 'agree');
    expect(again).toMatchObject({
      errNo: 0,
      message: '您已处理过该审批，无需重复操作',
      resultData: { approveStatus: ApproveStatus.InApproval, changed: false },
    });
    expect(await countTrail()).toBe(trailCount);
    expect((await tasksOf(applyId)).length).toBe(tasksBefore.length);

    const different = await act('lisi', applyId, taskId, 'reject', '改主意了');
    expect(different.errNo).toBe(ErrorCode.Conflict);
    expect(different.message).toBe('该审批任务已处理，不能再做其他操作');
    expect((await statusOf(applyId))?.approveStatus).toBe(ApproveStatus.InApproval);
  });

  it('two approvers deciding at once on an any step: one wins, the other is refused', async () => {
    const { applyId } = await submitted('zhangsan', 'any');
    const [lisiTask, sunqiTask] = await Promise.all([
      openTaskId(applyId, 'lisi'),
      openTaskId(applyId, 'sunqi'),
    ]);
    const answers = await Promise.all([
      act('lisi', applyId, lisiTask, 'agree'),
      act('sunqi', applyId, sunqiTask, 'reject', '不同意'),
    ]);
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(1);
    expect((await tasksOf(applyId)).filter((t) => t.status === 1)).toHaveLength(1);
  });
});

describe('owner rules', () => {
  it('the owner recalls a request in approval: back to draft, tasks closed; others are refused', async () => {
    const { applyId } = await submitted('zhangsan', 'two');
    const taskId = await openTaskId(applyId, 'lisi');
    const recall = (who: Person) =>
      app.database.db.transaction((tx) => app.approvals.recall(tx, 'overtime', applyId, actor(who)));

    await expect(recall('lisi')).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(recall('zhaoliu')).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await recall('zhangsan');
    expect((await statusOf(applyId))?.approveStatus).toBe(ApproveStatus.Draft);
    expect((await tasksOf(applyId)).map((t) => t.status)).toEqual([2]);
    expect((await act('lisi', applyId, taskId, 'agree')).errNo).toBe(ErrorCode.Conflict);
    const entries = (await trail('zhangsan', applyId)).resultData;
    expect(entries.map((e: { operation: string }) => e.operation)).toEqual(['提交', '撤回']);
    await expect(recall('zhangsan')).rejects.toMatchObject({
      code: ErrorCode.Conflict,
      messageKey: 'approvals.cannotRecall',
    });

    // Submitted again, the process starts over with a new task.
    await app.database.db.transaction((tx) =>
      app.approvals.submit(tx, applyId, actor('zhangsan'), facts('two')),
    );
    const open = (await tasksOf(applyId)).filter((t) => t.status === 0);
    expect(open.map((t) => t.assigneeEid)).toEqual([DEMO_IDS.lisi]);
    expect(
      (await trail('zhangsan', applyId)).resultData.map((e: { operationCode: string }) => e.operationCode),
    ).toEqual(['submit', 'recall', 'submit', 'pending']);
  });

  it('submit is refused unless the request is a draft, and for anyone but the owner', async () => {
    const { applyId } = await submitted('zhangsan');
    const submit = (who: Person) =>
      app.database.db.transaction((tx) => app.approvals.submit(tx, applyId, actor(who), facts('one')));
    await expect(submit('zhangsan')).rejects.toMatchObject({ code: ErrorCode.Conflict });
    await expect(submit('lisi')).rejects.toMatchObject({ code: ErrorCode.NotFound });
    const update = app.database.db.transaction((tx) =>
      app.approvals.updateApply(tx, applyId, {
        categoryId: null,
        categoryCode: 'one',
        categoryNames: { zh: '加班', en: 'Overtime', ja: '残業' },
        startTime: null,
        endTime: null,
        timeLength: 3,
        timeUnit: 0,
      }),
    );
    await expect(update).rejects.toMatchObject({
      code: ErrorCode.Conflict,
      messageKey: 'approvals.notDraft',
    });
  });

  it('destroy deletes only the owner’s drafts and rejected requests', async () => {
    const destroy = (who: Person, applyId: string) =>
      app.database.db.transaction((tx) => app.approvals.destroy(tx, 'overtime', applyId, actor(who)));

    const inApproval = await submitted('zhangsan');
    await expect(destroy('zhangsan', inApproval.applyId)).rejects.toMatchObject({
      code: ErrorCode.Conflict,
      messageKey: 'approvals.cannotDelete',
    });

    const approved = await submitted('zhangsan');
    await act('lisi', approved.applyId, await openTaskId(approved.applyId, 'lisi'), 'agree');
    await expect(destroy('zhangsan', approved.applyId)).rejects.toMatchObject({ code: ErrorCode.Conflict });

    const drafted = await draft('zhangsan');
    await expect(destroy('lisi', drafted.applyId)).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await destroy('zhangsan', drafted.applyId);
    expect(await statusOf(drafted.applyId)).toBeUndefined();

    const rejected = await submitted('zhangsan');
    await act('lisi', rejected.applyId, await openTaskId(rejected.applyId, 'lisi'), 'reject', '不批');
    await destroy('zhangsan', rejected.applyId);
    expect(await statusOf(rejected.applyId)).toBeUndefined();
    // Its tasks and trail went with it.
    expect(await tasksOf(rejected.applyId)).toEqual([]);
  });

  it('getOwned is NotFound for someone else’s request and for another kind', async () => {
    const { applyId } = await draft('zhangsan');
    const getOwned = (who: Person, kind: 'overtime' | 'leave') =>
      app.database.db.transaction((tx) => app.approvals.getOwned(tx, kind, applyId, actor(who)));
    await expect(getOwned('zhangsan', 'overtime')).resolves.toMatchObject({ applyId, approveStatus: 0 });
    await expect(getOwned('lisi', 'overtime')).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(getOwned('zhangsan', 'leave')).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });
});

describe('lists, counts and messages', () => {
  it('pending and processed tabs, searched by number and by name, paged', async () => {
    // A fresh pair for lisi: one from zhangsan, one from wangwu.
    const fromZhangsan = await submitted('zhangsan');
    const fromWangwu = await submitted('wangwu');
    const pending = await approveList('lisi', { BizType: 2, tab: 0 });
    expect(pending.errNo).toBe(0);
    const ids = pending.resultData.result.map((r: { applyId: string }) => r.applyId);
    expect(ids.slice(0, 2)).toEqual([fromWangwu.applyId, fromZhangsan.applyId]);
    expect(pending.resultData.result[0]).toMatchObject({
      empName: '王五',
      empNo: 'E10003',
      categoryName: '加班',
      categoryDisplayName: '王五的加班申请',
      approveStatusText: '审批中',
      kind: 'overtime',
      taskId: await openTaskId(fromWangwu.applyId, 'lisi'),
    });
    expect(pending.resultData.result[0].mobileStartTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(pending.resultData.result.every((r: { approveStatus: number }) => r.approveStatus === 1)).toBe(
      true,
    );

    const byName = await approveList('lisi', { BizType: 2, empname: '王' });
    expect(byName.resultData.result.every((r: { empName: string }) => r.empName === '王五')).toBe(true);
    expect(byName.resultData.result.map((r: { applyId: string }) => r.applyId)).toContain(fromWangwu.applyId);

    const byNumber = await approveList('lisi', { BizType: 2, applyNo: fromZhangsan.applyNo.slice(-6) });
    expect(byNumber.resultData.result.map((r: { applyId: string }) => r.applyId)).toEqual([
      fromZhangsan.applyId,
    ]);
    // LIKE wildcards are searched as text.
    expect((await approveList('lisi', { BizType: 2, applyNo: '%' })).resultData.totalCount).toBe(0);

    const paged = await approveList('lisi', { BizType: 2 }, 'pageIndex=2&pageSize=1');
    expect(paged.resultData.result).toHaveLength(1);
    expect(paged.resultData.result[0].applyId).toBe(ids[1]);
    expect(paged.resultData.totalCount).toBe(pending.resultData.totalCount);
    // A page past the last has no row to carry the total: it is still the total.
    const pastLast = await approveList(
      'lisi',
      { BizType: 2 },
      `pageIndex=${pending.resultData.totalCount + 1}&pageSize=1`,
    );
    expect(pastLast.resultData).toEqual({ result: [], totalCount: pending.resultData.totalCount });

    // Another BizType lists none of these; zhaoliu has nothing to approve.
    expect((await approveList('lisi', { BizType: 1 })).resultData.totalCount).toBe(0);
    expect((await approveList('zhaoliu', { BizType: 2 })).resultData.totalCount).toBe(0);

    await act('lisi', fromZhangsan.applyId, await openTaskId(fromZhangsan.applyId, 'lisi'), 'agree');
    const processed = await approveList('lisi', { BizType: 2, tab: 1 });
    expect(processed.resultData.result[0]).toMatchObject({
      applyId: fromZhangsan.applyId,
      approveStatusText: '审批通过',
      taskId: null,
    });
    const processedIds = processed.resultData.result.map((r: { applyId: string }) => r.applyId);
    expect(new Set(processedIds).size).toBe(processedIds.length);
    const stillPending = await approveList('lisi', { BizType: 2, tab: 0 });
    expect(stillPending.resultData.result.map((r: { applyId: string }) => r.applyId)).not.toContain(
      fromZhangsan.applyId,
    );
    expect(stillPending.resultData.totalCount).toBe(pending.resultData.totalCount - 1);
  });

  it('refuses an unknown BizType with a translated message', async () => {
    const bad = await approveList('lisi', { BizType: 3 });
    expect(bad.errNo).toBe(ErrorCode.InvalidInput);
    expect(bad.message).toContain('审批类别不正确');
  });

  it('counts pending per hub kind and processed', async () => {
    const before = (await get('sunqi', '/api/Apply/ApprovalCounts')).resultData;
    await submitted('zhaoliu');
    const after = (await get('sunqi', '/api/Apply/ApprovalCounts')).resultData;
    const overtime = (c: { hub: { key: string; pending: number }[] }) =>
      c.hub.find((h) => h.key === 'overtime')?.pending;
    expect(overtime(after)).toBe((overtime(before) ?? 0) + 1);
    expect(after.totalPending).toBe(before.totalPending + 1);
    expect(after.hub.map((h: { hubType: number }) => h.hubType)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(after.hub.find((h: { key: string }) => h.key === 'leave').pending).toBe(0);

    const lisi = (await get('lisi', '/api/Apply/ApprovalCounts')).resultData;
    const acted = await app.database.db
      .selectDistinct({ applyId: approvalTasks.applyId })
      .from(approvalTasks)
      .where(and(eq(approvalTasks.assigneeEid, DEMO_IDS.lisi), eq(approvalTasks.status, 1)));
    expect(lisi.processed).toBe(acted.length);
    expect(lisi.processed).toBeGreaterThan(0);
  });

  it('messages: the approver is told of a task, the applicant of the decision; own only', async () => {
    const { applyId } = await submitted('zhaoliu');
    const unreadBefore = (await get('sunqi', '/api/Message/UnreadCount')).resultData.count;
    const list = await get('sunqi', '/api/Message/List?pageIndex=1&pageSize=10');
    expect(list.resultData.result[0]).toMatchObject({
      title: '赵六提交了加班申请，待您审批',
      applyId,
      link: `/OverTimeView?ApplyId=${applyId}`,
      read: false,
    });
    const english = await get('sunqi', '/api/Message/List', 'en');
    expect(english.resultData.result[0].title).toBe('New Overtime request from 赵六 awaiting your approval');
    const japanese = await get('sunqi', '/api/Message/List', 'ja');
    expect(japanese.resultData.result[0].title).toBe('赵六さんから残業申請が届きました。承認してください');

    const messageId = list.resultData.result[0].id;
    const readByOther = await app.inject({
      method: 'POST',
      url: '/api/Message/Read',
      headers: bearer(tokens.zhaoliu as string),
      payload: { id: messageId },
    });
    expect(readByOther.json().errNo).toBe(ErrorCode.NotFound);
    const read = await app.inject({
      method: 'POST',
      url: '/api/Message/Read',
      headers: bearer(tokens.sunqi as string),
      payload: { id: messageId },
    });
    expect(read.json()).toMatchObject({
      errNo: 0,
      resultData: { id: messageId, read: true, link: `/OverTimeView?ApplyId=${applyId}` },
    });
    expect((await get('sunqi', '/api/Message/UnreadCount')).resultData.count).toBe(unreadBefore - 1);
    expect((await get('sunqi', '/api/Message/List')).resultData.result[0].read).toBe(true);

    // The decision comes a moment after the submit (the clock here stands still otherwise).
    clock.advance(1000);
    await act('sunqi', applyId, await openTaskId(applyId, 'sunqi'), 'reject', '人手不足');
    const applicant = await get('zhaoliu', '/api/Message/List');
    expect(applicant.resultData.result[0]).toMatchObject({
      title: '您的加班申请被拒绝，审批意见：人手不足',
      applyId,
    });
    // zhaoliu's list holds only zhaoliu's messages.
    const rows = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eid, DEMO_IDS.zhaoliu));
    expect(applicant.resultData.totalCount).toBe(rows.length);
  });

  it('the owner list: newest first, status names in the reader language and in CN/EN', async () => {
    const drafted = await draft('zhaoliu');
    const result = await app.database.db.transaction((tx) =>
      app.approvals.listOwned(tx, 'overtime', actor('zhaoliu'), { pageIndex: 1, pageSize: 10 }, 'ja'),
    );
    expect(result.result[0]).toMatchObject({
      applyId: drafted.applyId,
      approveStatusName: '下書き',
      approveStatusTextCN: '草稿',
      approveStatusTextEN: 'Draft',
      categoryName: '残業',
      applyCategoryNameCN: '加班',
      applyCategoryNameEN: 'Overtime',
      timeLength: 2,
    });
    expect(result.result.every((r) => r.kind === 'overtime')).toBe(true);
    const rejectedOnly = await app.approvals.listOwned(
      app.database.db,
      'overtime',
      actor('zhaoliu'),
      { pageIndex: 1, pageSize: 10, approveStatus: 3 },
      'zh',
    );
    expect(rejectedOnly.result.every((r) => r.approveStatus === 3)).toBe(true);
    expect(rejectedOnly.totalCount).toBeGreaterThan(0);
    const pastLast = await app.approvals.listOwned(
      app.database.db,
      'overtime',
      actor('zhaoliu'),
      { pageIndex: 99, pageSize: 10, approveStatus: 3 },
      'zh',
    );
    expect(pastLast).toEqual({ result: [], totalCount: rejectedOnly.totalCount });
  });

  it('findOverlapping finds a person’s requests over a period in the given statuses', async () => {
    const header = await submitted('zhaoliu');
    const start = header.startTime as Date;
    const end = header.endTime as Date;
    const found = await app.approvals.findOverlapping(
      app.database.db,
      'overtime',
      DEMO_IDS.zhaoliu,
      start,
      end,
      [1],
    );
    expect(found.map((h) => h.applyId)).toContain(header.applyId);
    const excluded = await app.approvals.findOverlapping(
      app.database.db,
      'overtime',
      DEMO_IDS.zhaoliu,
      start,
      end,
      [1],
      header.applyId,
    );
    expect(excluded.map((h) => h.applyId)).not.toContain(header.applyId);
    // Touching periods do not overlap; another person's requests are not found.
    expect(
      (
        await app.approvals.findOverlapping(
          app.database.db,
          'overtime',
          DEMO_IDS.zhaoliu,
          end,
          new Date(end.getTime() + 3_600_000),
          [1],
        )
      ).map((h) => h.applyId),
    ).not.toContain(header.applyId);
    expect(
      (
        await app.approvals.findOverlapping(app.database.db, 'overtime', DEMO_IDS.zhangsan, start, end, [1])
      ).map((h) => h.applyId),
    ).not.toContain(header.applyId);
  });

  it('every approval route needs a token', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/Apply/ApplyAction' },
      { method: 'GET' as const, url: `/api/Workflow/GetAudittrails?applyId=${DEMO_IDS.company}` },
      { method: 'POST' as const, url: '/api/Apply/ApplyApproveList' },
      { method: 'GET' as const, url: '/api/Apply/ApprovalCounts' },
      { method: 'GET' as const, url: '/api/Message/List' },
      { method: 'POST' as const, url: '/api/Message/Read' },
      { method: 'GET' as const, url: '/api/Message/UnreadCount' },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, payload: call.method === 'POST' ? {} : undefined });
      expect(response.statusCode, call.url).toBe(401);
    }
  });
});

describe('processed tab', () => {
  it('lists each request once, newest action first, pages with the total, and past the last page keeps the total', async () => {
    const total = async () =>
      (await approveList('lisi', { BizType: 2, tab: 1 }, 'pageIndex=1&pageSize=2')).resultData
        .totalCount as number;
    const before = await total();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { applyId } = await submitted('zhangsan');
      ids.push(applyId);
    }
    // Decided in the order C, A, B: the tab shows B, A, C.
    for (const id of [ids[2], ids[0], ids[1]] as string[]) {
      clock.advance(60_000);
      expect((await act('lisi', id, await openTaskId(id, 'lisi'), 'agree')).errNo).toBe(0);
    }
    const ofPage = async (pageIndex: number) => {
      const page = await approveList('lisi', { BizType: 2, tab: 1 }, `pageIndex=${pageIndex}&pageSize=2`);
      return {
        ids: page.resultData.result.map((r: { applyId: string }) => r.applyId) as string[],
        totalCount: page.resultData.totalCount as number,
      };
    };
    const first = await ofPage(1);
    expect(first).toEqual({ ids: [ids[1], ids[0]], totalCount: before + 3 });
    const second = await ofPage(2);
    expect(second.ids[0]).toBe(ids[2]);
    expect(second.totalCount).toBe(before + 3);
    expect(await ofPage(500)).toEqual({ ids: [], totalCount: before + 3 });
    // The search narrows rows and total alike.
    const search = await approveList(
      'lisi',
      { BizType: 2, tab: 1, empname: '张三' },
      'pageIndex=1&pageSize=50',
    );
    expect(search.resultData.result.map((r: { applyId: string }) => r.applyId)).toEqual(
      expect.arrayContaining(ids),
    );
    expect(search.resultData.totalCount).toBe(search.resultData.result.length);
    const nobody = await approveList('lisi', { BizType: 2, tab: 1, empname: '无此人' });
    expect(nobody.resultData).toMatchObject({ result: [], totalCount: 0 });
  });
});

describe('task kind', () => {
  it('every task, of the demo and of every flow above, carries the kind of its request', async () => {
    const rows = await app.database.db
      .select({ taskKind: approvalTasks.kind, applyKind: applies.kind })
      .from(approvalTasks)
      .innerJoin(applies, eq(applies.id, approvalTasks.applyId));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.taskKind !== r.applyKind)).toEqual([]);
    expect(new Set(rows.map((r) => r.taskKind)).size).toBeGreaterThan(3);
  });
});
