import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { approvalTasks, notifications } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { APPROVAL_REMINDER_JOB } from './reminders';

// Wednesday 25 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await createTestApp({ clock });
  app.approvals.replaceForTest({
    kind: 'overtime',
    process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
    viewPath: (id) => `/OverTimeView?ApplyId=${id}`,
  });
});
afterAll(async () => {
  await app?.close();
});

const zhangsan = { eid: DEMO_IDS.zhangsan, companyId: DEMO_IDS.company };

/** A request of zhangsan's, submitted now: lisi (his manager) has it waiting. */
async function submitted(): Promise<string> {
  return app.database.db.transaction(async (tx) => {
    const header = await app.approvals.createApply(tx, 'overtime', zhangsan, {
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

async function remindersOf(eid: string, applyId: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.eid, eid),
        eq(notifications.applyId, applyId),
        eq(notifications.titleKey, 'approvals.notice.reminder'),
      ),
    );
}

async function runReminders() {
  await app.jobs.send(APPROVAL_REMINDER_JOB, {});
  return app.jobs.runDue();
}

describe('approval reminders (job approvals.remind)', () => {
  let waiting = '';
  let fresh = '';

  it('leaves a request alone during its first day', async () => {
    waiting = await submitted();
    clock.advance(23 * HOUR);
    expect(await runReminders()).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(DEMO_IDS.lisi, waiting)).toHaveLength(0);
  });

  it('tells the approver of a request waiting over a day, once that day, in the reader language', async () => {
    clock.advance(2 * HOUR); // 26 Nov 11:00, 25 hours after submit
    fresh = await submitted();
    await runReminders();
    await runReminders();
    const sent = await remindersOf(DEMO_IDS.lisi, waiting);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ link: `/OverTimeView?ApplyId=${waiting}`, readAt: null });
    expect(sent[0]?.params).toMatchObject({ days: 1, category_en: 'Overtime' });
    // Nothing for the request submitted just now, nor for the applicant.
    expect(await remindersOf(DEMO_IDS.lisi, fresh)).toHaveLength(0);
    expect(await remindersOf(DEMO_IDS.zhangsan, waiting)).toHaveLength(0);

    const token = await app.login('lisi');
    const list = await app.inject({
      url: '/api/Message/List?pageIndex=1&pageSize=10',
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    const titles = list.json().resultData.result.map((m: { title: string }) => m.title);
    expect(titles).toContain("张三's Overtime request has been waiting for your approval for 1 day(s)");
  });

  it('tells again the next day, and stops once the request is decided', async () => {
    clock.advance(24 * HOUR); // 27 Nov 11:00
    await runReminders();
    expect(await remindersOf(DEMO_IDS.lisi, waiting)).toHaveLength(2);
    expect(await remindersOf(DEMO_IDS.lisi, fresh)).toHaveLength(1);

    const [task] = await app.database.db
      .select({ id: approvalTasks.id })
      .from(approvalTasks)
      .where(and(eq(approvalTasks.applyId, waiting), eq(approvalTasks.status, 0)));
    const token = await app.login('lisi');
    const acted = await app.inject({
      method: 'POST',
      url: '/api/Apply/ApplyAction',
      headers: bearer(token),
      payload: { ApplyId: waiting, taskId: task?.id, action: 'agree', comment: '' },
    });
    expect(acted.json().errNo).toBe(0);
    clock.advance(24 * HOUR);
    await runReminders();
    expect(await remindersOf(DEMO_IDS.lisi, waiting)).toHaveLength(2);
    expect(await remindersOf(DEMO_IDS.lisi, fresh)).toHaveLength(2);
  });

  // pg-boss sends cron jobs by the database's clock, which a test cannot move; its cron is pg-boss's own.
  it.skipIf(process.env.DATABASE_URL)(
    'is scheduled every morning in the business time zone (embedded queue)',
    async () => {
      const before = await remindersOf(DEMO_IDS.lisi, fresh);
      // The embedded queue sends a recurring job when its cron time passed: start, then cross 09:00.
      clock.set('2026-11-29T00:30:00Z'); // 08:30 in Shanghai
      await app.jobs.start();
      await app.jobs.stop();
      expect(await remindersOf(DEMO_IDS.lisi, fresh)).toHaveLength(before.length);
      clock.set('2026-11-29T01:05:00Z'); // 09:05
      await app.jobs.runDue();
      expect(await remindersOf(DEMO_IDS.lisi, fresh)).toHaveLength(before.length + 1);
    },
  );
});
