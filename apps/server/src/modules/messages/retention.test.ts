import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { notifications } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';
import { MESSAGE_RETENTION_JOB } from './retention';

// 25 November 2026, 03:30 in Shanghai (the job's nightly time).
const clock = fixedClock('2026-11-24T19:30:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

async function messagesOf(eid: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.eid, eid));
  return row?.n ?? 0;
}

describe('message retention (job messages.retention; spec 3 §9: kept six months)', () => {
  it('deletes messages older than six months and keeps the rest', async () => {
    const eid = DEMO_IDS.zhaoliu;
    const at = (iso: string) => ({ eid, titleKey: 'approvals.notice.approved', createdAt: new Date(iso) });
    const before = await messagesOf(eid);
    await app.database.db.insert(notifications).values([
      at('2026-01-01T00:00:00Z'),
      // Six months and a minute before now (business time) goes; a minute under six months stays.
      at('2026-05-24T19:29:00Z'),
      at('2026-05-24T19:31:00Z'),
      at('2026-11-20T00:00:00Z'),
    ]);
    expect(await messagesOf(eid)).toBe(before + 4);
    await app.jobs.send(MESSAGE_RETENTION_JOB, {});
    expect(await app.jobs.runDue()).toBe(1);
    expect(await messagesOf(eid)).toBe(before + 2);
    const kept = await app.database.db
      .select({ createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.eid, eid));
    expect(kept.every((row) => row.createdAt >= new Date('2026-05-24T19:30:00Z'))).toBe(true);
  });
});
