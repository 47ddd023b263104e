import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import { bearer, createTestApp, type TestApp } from '../testing/app';
import { batchedSelect } from './batched';
import { type DbOrTx, preparedPerDb } from './client';
import { DEMO_IDS } from './demo';
import { DEMO_LEAVE_IDS } from './demo/leave';
import { employees } from './schema';

let app: TestApp;
beforeAll(async () => {
  // A fixed clock: the calendars judge today against the time, alone and together alike.
  app = await createTestApp({ clock: fixedClock('2026-11-26T03:00:00Z') });
});
afterAll(async () => {
  await app?.close();
});

/** Tokens of demo users by user name. */
async function tokensOf(users: readonly string[]): Promise<Record<string, string>> {
  return Object.fromEntries(await Promise.all(users.map(async (u) => [u, await app.login(u)] as const)));
}

/** A one-day personal leave filed through the API (approveStatus 1: submitted, 0: a draft); its id. */
async function fileLeave(token: string, day: string, remark: string, approveStatus: 0 | 1): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/LeaveApply/Create',
    headers: bearer(token),
    payload: {
      categoryId: DEMO_LEAVE_IDS.personal,
      startTime: `${day} 09:00`,
      endTime: `${day} 18:00`,
      remark,
      approveStatus,
    },
  });
  expect(created.json().errNo).toBe(0);
  return created.json().resultData.applyId;
}

// Several rows per caller, a constant beside the placeholders, and a placeholder used twice.
const colleagues = preparedPerDb((db: DbOrTx) =>
  db
    .select({ userName: employees.userName, name: employees.employeeName })
    .from(employees)
    .where(
      sql`${employees.companyId} = ${sql.placeholder('companyId')} and ${employees.leaveStatus} = ${1}
        and ${employees.eid} <> ${sql.placeholder('except')} and ${sql.placeholder('except')}::uuid is not null`,
    )
    .orderBy(asc(employees.userName))
    .prepare('test_batched_colleagues'),
);
const colleaguesOf = batchedSelect(colleagues, {
  name: 'test_batched_colleagues',
  types: { companyId: 'uuid', except: 'uuid' },
});
const byId = batchedSelect(
  preparedPerDb((db: DbOrTx) =>
    db
      .select({ eid: employees.eid, name: employees.employeeName })
      .from(employees)
      .where(eq(employees.eid, sql.placeholder('eid')))
      .prepare('test_batched_by_id'),
  ),
  { name: 'test_batched_by_id', types: { eid: 'uuid' } },
);

describe('a select for several callers in one statement', () => {
  it('gives each caller the rows of its own values, as a statement of its own would', async () => {
    const { db } = app.database;
    const asks = [DEMO_IDS.zhangsan, DEMO_IDS.lisi, DEMO_IDS.wangwu, DEMO_IDS.zhangsan].map((except) => ({
      companyId: DEMO_IDS.company,
      except,
    }));
    const alone: unknown[] = [];
    for (const ask of asks) alone.push(await colleaguesOf(db, ask));
    const together = await Promise.all(asks.map((ask) => colleaguesOf(db, ask)));
    expect(together).toEqual(alone);
    // Different values, different rows: nobody got another caller's answer by chance.
    for (const rows of alone) expect((rows as unknown[]).length).toBeGreaterThan(0);
    expect(alone[0]).not.toEqual(alone[1]);
    expect(alone[0]).toEqual(alone[3]);
    // A caller whose values match nothing gets no rows, the others theirs.
    const [none, some] = await Promise.all([
      byId(db, { eid: '00000000-0000-4000-8000-000000000000' }),
      byId(db, { eid: DEMO_IDS.lisi }),
    ]);
    expect(none).toEqual([]);
    expect(some).toEqual([{ eid: DEMO_IDS.lisi, name: '李四' }]);
  });

  it('a caller with a bad value fails alone', async () => {
    const results = await Promise.allSettled([
      byId(app.database.db, { eid: DEMO_IDS.zhangsan }),
      byId(app.database.db, { eid: 'not-a-uuid' }),
      byId(app.database.db, { eid: DEMO_IDS.lisi }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('in a transaction it runs alone on the transaction connection', async () => {
    await app.database.db
      .transaction(async (tx) => {
        await tx.update(employees).set({ employeeName: '李四改' }).where(eq(employees.eid, DEMO_IDS.lisi));
        const [a, b] = await Promise.all([
          byId(tx, { eid: DEMO_IDS.lisi }),
          byId(tx, { eid: DEMO_IDS.zhangsan }),
        ]);
        expect(a).toEqual([{ eid: DEMO_IDS.lisi, name: '李四改' }]);
        expect(b).toEqual([{ eid: DEMO_IDS.zhangsan, name: '张三' }]);
        tx.rollback();
      })
      .catch(() => {});
    expect(await byId(app.database.db, { eid: DEMO_IDS.lisi })).toEqual([
      { eid: DEMO_IDS.lisi, name: '李四' },
    ]);
  });

  it('calendars and clock cards asked for together answer as each alone', async () => {
    const tokens = await tokensOf(['zhangsan', 'lisi', 'wangwu']);
    const asks = [
      ['zhangsan', 2026, 11],
      ['lisi', 2026, 11],
      ['zhangsan', 2026, 2],
      ['wangwu', 2026, 10],
    ] as const;
    const calendar = ([user, year, m]: (typeof asks)[number]) =>
      app.inject({
        method: 'POST',
        url: '/api/Attendance/CalenderSummary',
        headers: bearer(tokens[user] as string),
        payload: { attendanceYear: year, attendanceMonth: m },
      });
    const card = (user: string) =>
      app.inject({
        url: '/api/CIICEService/GetEmployeeAttendanceDataForCurrentDay',
        headers: bearer(tokens[user] as string),
      });
    const alone: string[] = [];
    for (const ask of asks) alone.push((await calendar(ask)).body);
    for (const user of ['zhangsan', 'lisi', 'wangwu']) alone.push((await card(user)).body);
    const together = await Promise.all([...asks.map(calendar), ...['zhangsan', 'lisi', 'wangwu'].map(card)]);
    expect(together.map((r) => r.body)).toEqual(alone);
    for (const body of alone) expect(JSON.parse(body).errNo).toBe(0);
  });

  it("approvers' pending lists asked for together answer as each alone", async () => {
    const tokens = await tokensOf(['lisi', 'wangwu', 'zhangsan']);
    // 张三 files two leaves: 李四 has two pending tasks.
    for (const day of ['2026-12-01', '2026-12-02'])
      await fileLeave(tokens.zhangsan as string, day, 'batched lists', 1);
    // [user, pageIndex, pageSize, tab]: the pending tab (0) and the processed tab (1).
    const asks = [
      ['lisi', 1, 1, 0],
      ['lisi', 2, 1, 0],
      ['wangwu', 1, 10, 0],
      ['zhangsan', 1, 10, 0],
      ['lisi', 1, 10, 0],
      ['lisi', 1, 1, 1],
      ['lisi', 2, 1, 1],
      ['wangwu', 1, 10, 1],
      ['lisi', 1, 10, 1],
      ['lisi', 40, 10, 1],
    ] as const;
    const list = ([user, pageIndex, pageSize, tab]: (typeof asks)[number]) =>
      app.inject({
        method: 'POST',
        url: `/api/Apply/ApplyApproveList?pageIndex=${pageIndex}&pageSize=${pageSize}`,
        headers: bearer(tokens[user] as string),
        payload: { BizType: 1, tab },
      });
    const alone: string[] = [];
    for (const ask of asks) alone.push((await list(ask)).body);
    const together = await Promise.all(asks.map(list));
    expect(together.map((r) => r.body)).toEqual(alone);
    const page = (i: number) => JSON.parse(alone[i] as string).resultData;
    const lisiAll = page(4);
    expect(lisiAll.totalCount).toBeGreaterThan(1);
    expect(page(0).totalCount).toBe(lisiAll.totalCount);
    const lisiProcessed = page(8);
    expect(lisiProcessed.totalCount).toBeGreaterThan(1);
    expect(page(5).result).toEqual(lisiProcessed.result.slice(0, 1));
    expect(page(6).result).toEqual(lisiProcessed.result.slice(1, 2));
    // Past the last page: no row carries the total, so it is counted on its own.
    expect(page(9)).toEqual({ result: [], totalCount: lisiProcessed.totalCount });
  });

  it('request details opened together answer as each alone (owner, approver, stranger, unknown)', async () => {
    const tokens = await tokensOf(['zhangsan', 'lisi', 'wangwu']);
    const submitted = await fileLeave(
      tokens.zhangsan as string,
      '2026-12-03',
      'batched detail 2026-12-03',
      1,
    );
    const draft = await fileLeave(tokens.zhangsan as string, '2026-12-04', 'batched detail 2026-12-04', 0);
    const unknown = '0b6c3a5e-1d2f-4c8a-9e10-00000000ffff';
    const asks = [
      ['zhangsan', submitted],
      ['zhangsan', draft],
      ['lisi', submitted],
      ['wangwu', submitted],
      ['lisi', draft],
      ['zhangsan', unknown],
      ['zhangsan', 'not-an-id'],
    ] as const;
    const detail = ([user, id]: (typeof asks)[number]) =>
      app.inject({ url: `/api/LeaveApply/GetDetail?id=${id}`, headers: bearer(tokens[user] as string) });
    const alone: string[] = [];
    for (const ask of asks) alone.push((await detail(ask)).body);
    const together = await Promise.all(asks.map(detail));
    expect(together.map((r) => r.body)).toEqual(alone);
    const answer = (i: number) => JSON.parse(alone[i] as string);
    expect(answer(0).resultData).toMatchObject({ applyId: submitted, remark: 'batched detail 2026-12-03' });
    expect(answer(1).resultData).toMatchObject({ applyId: draft, remark: 'batched detail 2026-12-04' });
    expect(answer(2).resultData.taskId).toEqual(expect.any(String));
    expect(answer(3).errNo).not.toBe(0);
    expect(answer(5).errNo).not.toBe(0);
    expect(answer(6).errNo).not.toBe(0);

    // Their trails, the same way: the submitted one has its submit and 李四's pending step.
    const trail = ([user, id]: (typeof asks)[number]) =>
      app.inject({
        url: `/api/Workflow/GetAudittrails?applyId=${id}`,
        headers: bearer(tokens[user] as string),
      });
    const trailsAlone: string[] = [];
    for (const ask of asks) trailsAlone.push((await trail(ask)).body);
    const trailsTogether = await Promise.all(asks.map(trail));
    expect(trailsTogether.map((r) => r.body)).toEqual(trailsAlone);
    const steps = JSON.parse(trailsAlone[0] as string).resultData;
    expect(steps.map((t: { operationCode: string }) => t.operationCode)).toEqual(['submit', 'pending']);
    expect(steps[1].operator.cnName).toBe('李四');
    expect(JSON.parse(trailsAlone[3] as string).errNo).not.toBe(0);
    expect(JSON.parse(trailsAlone[5] as string).errNo).not.toBe(0);
  });

  it('approval counts and leave balance cards asked for together answer as each alone', async () => {
    const users = ['zhangsan', 'lisi', 'wangwu'] as const;
    const tokens = await tokensOf(users);
    const asks: [string, string, object | undefined][] = [
      ...users.map((u): [string, string, object | undefined] => [u, '/api/Apply/ApprovalCounts', undefined]),
      ...[DEMO_LEAVE_IDS.annual, DEMO_LEAVE_IDS.personal, '0b6c3a5e-1d2f-4c8a-9e10-00000000fffe'].map(
        (CategoryId): [string, string, object | undefined] => [
          'zhangsan',
          '/api/LeaveApply/GetLeaveCategoryInfo',
          { CategoryId },
        ],
      ),
    ];
    const ask = ([user, url, payload]: (typeof asks)[number]) =>
      app.inject({ method: payload ? 'POST' : 'GET', url, payload, headers: bearer(tokens[user] as string) });
    const alone: string[] = [];
    for (const a of asks) alone.push((await ask(a)).body);
    const together = await Promise.all(asks.map(ask));
    expect(together.map((r) => r.body)).toEqual(alone);
    const answer = (i: number) => JSON.parse(alone[i] as string);
    expect(answer(1).resultData.totalPending).toBeGreaterThan(0);
    expect(answer(3).resultData.remainInfo.length).toBeGreaterThan(0);
    expect(answer(5).errNo).not.toBe(0);
  });

  it('own request lists asked for together answer as each alone', async () => {
    const tokens = await tokensOf(['zhangsan', 'lisi', 'wangwu']);
    const asks = [
      ['zhangsan', '?pageIndex=1&pageSize=10'],
      ['zhangsan', '?pageIndex=1&pageSize=1'],
      ['zhangsan', '?pageIndex=2&pageSize=1'],
      ['lisi', '?pageIndex=1&pageSize=10'],
      ['wangwu', '?pageIndex=1&pageSize=10'],
      ['zhangsan', '?pageIndex=1&pageSize=10&approveStatus=2'],
      ['zhangsan', '?pageIndex=1&pageSize=10&approveStatus=1'],
    ] as const;
    const list = ([user, query]: (typeof asks)[number]) =>
      app.inject({ url: `/api/LeaveApply/List${query}`, headers: bearer(tokens[user] as string) });
    const alone: string[] = [];
    for (const ask of asks) alone.push((await list(ask)).body);
    const together = await Promise.all(asks.map(list));
    expect(together.map((r) => r.body)).toEqual(alone);
    const all = JSON.parse(alone[0] as string).resultData;
    expect(all.totalCount).toBeGreaterThan(1);
    expect(JSON.parse(alone[1] as string).resultData.totalCount).toBe(all.totalCount);
  });
});
