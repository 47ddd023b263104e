import { ErrorCode, waitingListPath } from '@ehome/shared';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { applies, approvalTasks, notifications } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

// Wednesday 25 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  if (!app.approvals.definition('overtime'))
    app.approvals.register({
      kind: 'overtime',
      process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
      viewPath: (id) => `/OverTimeView?ApplyId=${id}`,
    });
  for (const who of ['zhaoliu', 'sunqi', 'zhangsan'] as const) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

const zhaoliu = { eid: DEMO_IDS.zhaoliu, companyId: DEMO_IDS.company };

async function call(who: string | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...(who ? bearer(tokens[who] as string) : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}
const badges = async (who: string) => (await call(who, 'GET', '/api/Message/UnreadCount')).body.resultData;

async function submitted() {
  clock.advance(60_000);
  return app.database.db.transaction(async (tx) => {
    const header = await app.approvals.createApply(tx, 'overtime', zhaoliu, {
      categoryId: null,
      categoryCode: 'x',
      categoryNames: { zh: '加班', en: 'Overtime', ja: '残業' },
      startTime: new Date('2026-12-03T01:00:00Z'),
      endTime: new Date('2026-12-03T03:00:00Z'),
      timeLength: 2,
      timeUnit: 0,
    });
    await app.approvals.submit(tx, header.applyId, zhaoliu, { categoryCode: 'x', days: 1, hours: 2 });
    return header.applyId;
  });
}

async function openTask(applyId: string) {
  const [task] = await app.database.db
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.applyId, applyId), eq(approvalTasks.status, 0)));
  return task?.id as string;
}

describe('messages (/Mynews): what the workflow writes, read, unread, mark all read, own only', () => {
  it('the demo: each decided leave request brought its applicant a message, recent ones unread', async () => {
    const decided = await app.database.db
      .select()
      .from(applies)
      .where(and(eq(applies.kind, 'leave'), inArray(applies.approveStatus, [2, 3])));
    expect(decided.length).toBeGreaterThan(0);
    const list = (await call('zhangsan', 'GET', '/api/Message/List?pageSize=100')).body.resultData.result;
    for (const apply of decided.filter((a) => a.eid === DEMO_IDS.zhangsan)) {
      const message = list.find((m: { applyId: string }) => m.applyId === apply.id);
      expect(message?.link).toBe(`/CommonApplicationforView?id=${apply.id}`);
      expect(message?.title).toMatch(apply.approveStatus === 2 ? /已通过/ : /被拒绝/);
    }
    const mine = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.eid, DEMO_IDS.zhangsan), like(notifications.titleKey, 'approvals.notice.%')),
      );
    expect(mine.length).toBeGreaterThan(0);
  });

  it('the workflow writes submitted, pending, approved, rejected with the comment and recalled', async () => {
    const first = await submitted();
    const mine = async (lang = 'zh') =>
      (await call('zhaoliu', 'GET', '/api/Message/List?pageIndex=1&pageSize=10', undefined, lang)).body
        .resultData.result;
    expect((await mine())[0]).toMatchObject({
      title: '您的加班申请已提交，等待审批',
      applyId: first,
      link: `/OverTimeView?ApplyId=${first}`,
      read: false,
    });
    expect((await mine('en'))[0].title).toBe('Your Overtime request was submitted and awaits approval');
    expect((await mine('ja'))[0].title).toBe('あなたの残業申請を提出しました。承認をお待ちください');
    const approver = (await call('sunqi', 'GET', '/api/Message/List')).body.resultData.result[0];
    expect(approver).toMatchObject({ title: '赵六提交了加班申请，待您审批', applyId: first });

    clock.advance(1000);
    await call('sunqi', 'POST', '/api/Apply/ApplyAction', {
      action: 'reject',
      taskId: await openTask(first),
      ApplyId: first,
      comment: '时间冲突',
    });
    expect((await mine('en'))[0].title).toBe('Your Overtime request was rejected. Comment: 时间冲突');

    // Recalled: the approver it waited on is told.
    const second = await submitted();
    clock.advance(1000);
    await app.database.db.transaction((tx) => app.approvals.recall(tx, 'overtime', second, zhaoliu));
    const told = (await call('sunqi', 'GET', '/api/Message/List', undefined, 'ja')).body.resultData.result[0];
    expect(told).toMatchObject({
      title: '赵六さんが残業申請を取り下げました。承認は不要です',
      applyId: second,
    });

    // Cancelled (an approved cancellation voids the request): the port tells the owner.
    clock.advance(1000);
    await app.database.db.transaction((tx) => app.approvals.notifyCancelled(tx, second));
    expect((await mine())[0]).toMatchObject({ title: '您的加班申请已作废', applyId: second });
  });

  it('newest first, paged; the unread count; reading one; another’s is invisible and unmarkable', async () => {
    for (let i = 0; i < 3; i += 1) await submitted();
    const total = (
      await app.database.db.select().from(notifications).where(eq(notifications.eid, DEMO_IDS.zhaoliu))
    ).length;
    const page1 = (await call('zhaoliu', 'GET', '/api/Message/List?pageIndex=1&pageSize=4')).body.resultData;
    const page2 = (await call('zhaoliu', 'GET', '/api/Message/List?pageIndex=2&pageSize=4')).body.resultData;
    expect(page1.totalCount).toBe(total);
    expect(page1.result).toHaveLength(4);
    const all = [...page1.result, ...page2.result];
    expect(new Set(all.map((m: { id: string }) => m.id)).size).toBe(all.length);
    const times = all.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const unread = (
      await app.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.eid, DEMO_IDS.zhaoliu), isNull(notifications.readAt)))
    ).length;
    const before = await badges('zhaoliu');
    expect(before.count).toBe(unread);

    const target = page1.result[0];
    // sunqi can neither read nor mark zhaoliu's message: "not found", and it stays unread.
    const foreign = await call('sunqi', 'POST', '/api/Message/Read', { id: target.id });
    expect(foreign.body.errNo).toBe(ErrorCode.NotFound);
    const sunqiList = (await call('sunqi', 'GET', '/api/Message/List?pageSize=100')).body.resultData.result;
    expect(sunqiList.some((m: { id: string }) => m.id === target.id)).toBe(false);
    expect((await badges('zhaoliu')).count).toBe(unread);

    const read = await call('zhaoliu', 'POST', '/api/Message/Read', { id: target.id });
    expect(read.body).toMatchObject({
      errNo: 0,
      resultData: { id: target.id, read: true, link: target.link },
    });
    expect((await badges('zhaoliu')).count).toBe(unread - 1);
    // Reading again keeps the first moment and the count.
    const [row] = await app.database.db.select().from(notifications).where(eq(notifications.id, target.id));
    clock.advance(60_000);
    await call('zhaoliu', 'POST', '/api/Message/Read', { id: target.id });
    const [again] = await app.database.db.select().from(notifications).where(eq(notifications.id, target.id));
    expect(again?.readAt).toEqual(row?.readAt);
    expect((await badges('zhaoliu')).count).toBe(unread - 1);

    const bad = await call('zhaoliu', 'POST', '/api/Message/Read', { id: 'nope' }, 'en');
    expect(bad.body).toMatchObject({ errNo: ErrorCode.InvalidInput, message: 'The message ID is not valid' });
  });

  it('mark all read: only mine, only unread; the home badges count pending approvals too', async () => {
    const sunqiBefore = await badges('sunqi');
    expect(sunqiBefore.count).toBeGreaterThan(0);
    const open = await app.database.db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.assigneeEid, DEMO_IDS.sunqi), eq(approvalTasks.status, 0)));
    expect(sunqiBefore.pendingApprovals).toBe(open.length);
    expect(sunqiBefore.pendingApprovals).toBeGreaterThan(0);
    // Waiting for sunqi: overtime requests only (demo leaves wait on lisi), so the tap opens that list.
    const kinds = await app.database.db
      .selectDistinct({ kind: applies.kind })
      .from(approvalTasks)
      .innerJoin(applies, eq(applies.id, approvalTasks.applyId))
      .where(and(eq(approvalTasks.assigneeEid, DEMO_IDS.sunqi), eq(approvalTasks.status, 0)));
    expect(sunqiBefore.pendingPath).toBe(waitingListPath(kinds.map((k) => k.kind)));

    const unread = (await badges('zhaoliu')).count;
    const marked = await call('zhaoliu', 'POST', '/api/Message/ReadAll');
    expect(marked.body).toMatchObject({ errNo: 0, resultData: { marked: unread } });
    expect(await badges('zhaoliu')).toEqual({
      count: 0,
      pendingApprovals: 0,
      pendingPath: '/ApprovalProcess',
    });
    // sunqi's messages are untouched.
    expect((await badges('sunqi')).count).toBe(sunqiBefore.count);
    expect((await call('zhaoliu', 'POST', '/api/Message/ReadAll')).body.resultData).toEqual({ marked: 0 });
  });

  it('every message route needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/Message/List'],
      ['GET', '/api/Message/UnreadCount'],
      ['POST', '/api/Message/Read'],
      ['POST', '/api/Message/ReadAll'],
    ] as const) {
      expect((await call(null, method, url, method === 'POST' ? {} : undefined)).status).toBe(401);
    }
  });
});
