import type { TApplyKind } from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { approvalTasks, notifications } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { APPROVAL_REMINDER_JOB, approvalReminders, REMINDER_KEY } from './reminders';

// Wednesday 25 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await createTestApp({ clock });
  // Kinds whose modules live in other branches, registered here as their modules will.
  if (!app.approvals.definition('overtime'))
    app.approvals.register({
      kind: 'overtime',
      process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
      viewPath: (id) => `/OverTimeView?ApplyId=${id}`,
    });
  if (!app.approvals.definition('trip'))
    app.approvals.register({
      kind: 'trip',
      process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
      viewPath: (id) => `/TravelView?ApplyId=${id}`,
    });
});
beforeAll(async () => {
  // The demo's requests waiting on lisi were filed long ago; these tests count only their own.
  await app.database.db
    .update(approvalTasks)
    .set({ status: 2 })
    .where(and(eq(approvalTasks.assigneeEid, DEMO_IDS.lisi), eq(approvalTasks.status, 0)));
});
afterAll(async () => {
  await app?.close();
});

const zhangsan = { eid: DEMO_IDS.zhangsan, companyId: DEMO_IDS.company };

/** A request of zhangsan's, submitted now: lisi (his manager) has it waiting. */
async function submitted(kind: TApplyKind = 'overtime'): Promise<string> {
  return app.database.db.transaction(async (tx) => {
    const header = await app.approvals.createApply(tx, kind, zhangsan, {
      categoryId: null,
      categoryCode: 'x',
      categoryNames: { zh: '加班', en: 'Overtime', ja: '残業' },
      startTime: new Date('2026-12-01T01:00:00Z'),
      endTime: new Date('2026-12-01T03:00:00Z'),
      timeLength: 2,
      timeUnit: 0,
    });
    await app.approvals.submit(tx, header.applyId, zhangsan, { categoryCode: 'x', days: 1, hours: 0 });
    return header.applyId;
  });
}

async function remindersOf(eid: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.eid, eid), eq(notifications.titleKey, REMINDER_KEY)))
    .orderBy(notifications.createdAt);
}

async function runReminders() {
  await app.jobs.send(APPROVAL_REMINDER_JOB, {});
  return app.jobs.runDue();
}

async function agree(applyId: string) {
  const [task] = await app.database.db
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.applyId, applyId), eq(approvalTasks.status, 0)));
  const acted = await app.inject({
    method: 'POST',
    url: '/api/Apply/ApplyAction',
    headers: bearer(await app.login('lisi')),
    payload: { ApplyId: applyId, taskId: task?.id, action: 'agree', comment: '' },
  });
  expect(acted.json().errNo).toBe(0);
}

describe('approval reminders (job approvals.remind): one message a day per approver, across kinds', () => {
  let first = '';
  let second = '';
  let trip = '';

  it('leaves a request alone during its first day', async () => {
    first = await submitted();
    clock.advance(23 * HOUR);
    expect(await runReminders()).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(DEMO_IDS.lisi)).toHaveLength(0);
  });

  it('one waiting request: one message that opens it, once that day, in the reader language', async () => {
    clock.advance(2 * HOUR); // 26 Nov 11:00, 25 hours after the first submit
    second = await submitted(); // waiting a few minutes only: not mentioned
    await runReminders();
    await runReminders();
    const sent = await remindersOf(DEMO_IDS.lisi);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ applyId: first, link: `/OverTimeView?ApplyId=${first}`, readAt: null });
    expect(sent[0]?.params).toEqual({ count: 1, days: 1 });
    // Nothing for the applicant.
    expect(await remindersOf(DEMO_IDS.zhangsan)).toHaveLength(0);

    const list = await app.inject({
      url: '/api/Message/List?pageIndex=1&pageSize=10',
      headers: { ...bearer(await app.login('lisi')), 'accept-language': 'en' },
    });
    const titles = list.json().resultData.result.map((m: { title: string }) => m.title);
    expect(titles).toContain(
      '1 request(s) have been waiting for your approval for over 1 day(s). Please handle them',
    );
  });

  it('the next day: one message for two requests of one kind, opening that kind list', async () => {
    clock.advance(HOUR);
    trip = await submitted('trip'); // 26 Nov 12:00, waits under a day tomorrow at 11:30
    clock.advance(23.5 * HOUR); // 27 Nov 11:30
    await runReminders();
    const sent = await remindersOf(DEMO_IDS.lisi);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ applyId: null, link: '/ApprovalProcessOvertime' });
    expect(sent[1]?.params).toEqual({ count: 2, days: 1 });
  });

  it('the day after: several kinds in one message opening the hub; nothing once all are decided', async () => {
    clock.advance(24 * HOUR); // 28 Nov 10:00
    await runReminders();
    await runReminders();
    const sent = await remindersOf(DEMO_IDS.lisi);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ applyId: null, link: '/ApprovalProcess' });
    expect(sent[2]?.params).toEqual({ count: 3, days: 1 });

    for (const id of [first, second, trip]) await agree(id);
    clock.advance(24 * HOUR);
    await runReminders();
    expect(await remindersOf(DEMO_IDS.lisi)).toHaveLength(3);
  });

  it('the waiting time is configurable (APPROVAL_REMIND_AFTER_DAYS)', async () => {
    const waiting = await submitted();
    clock.advance(30 * HOUR);
    const before = (await remindersOf(DEMO_IDS.lisi)).length;
    const afterThree = approvalReminders({
      db: app.database.db,
      clock,
      timeZone: 'Asia/Shanghai',
      engine: app.approvals,
      afterDays: 3,
    });
    await afterThree();
    expect(await remindersOf(DEMO_IDS.lisi)).toHaveLength(before);
    clock.advance(48 * HOUR);
    await afterThree();
    const sent = await remindersOf(DEMO_IDS.lisi);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({ applyId: waiting });
    expect(sent.at(-1)?.params).toEqual({ count: 1, days: 3 });
    await agree(waiting);
  });

  // pg-boss sends cron jobs by the database's clock, which a test cannot move; its cron is pg-boss's own.
  it.skipIf(process.env.DATABASE_URL)(
    'is scheduled every morning in the business time zone (embedded queue)',
    async () => {
      await submitted();
      clock.set('2026-12-05T00:30:00Z'); // 08:30 in Shanghai, the request waiting ~1.5 days
      const before = (await remindersOf(DEMO_IDS.lisi)).length;
      // The embedded queue sends a recurring job when its cron time passed: start, then cross 09:00.
      await app.jobs.start();
      await app.jobs.stop();
      expect(await remindersOf(DEMO_IDS.lisi)).toHaveLength(before);
      clock.set('2026-12-05T01:05:00Z'); // 09:05
      await app.jobs.runDue();
      expect(await remindersOf(DEMO_IDS.lisi)).toHaveLength(before + 1);
    },
  );
});
