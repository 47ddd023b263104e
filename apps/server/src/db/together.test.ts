import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { DEMO_IDS } from './demo';
import { employees, notifications } from './schema';
import { writeTogether } from './together';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const notice = (titleKey: string) => ({
  eid: DEMO_IDS.zhangsan,
  titleKey,
  params: { n: 1 },
  applyId: null,
  link: '/x',
  createdAt: new Date('2026-11-26T03:00:00Z'),
});

describe('writeTogether', () => {
  it('runs every write once, in one statement, with its own parameters', async () => {
    const seen: string[] = [];
    await app.database.db.transaction(async (tx) => {
      const execute = tx.execute.bind(tx);
      tx.execute = ((query: Parameters<typeof execute>[0]) => {
        seen.push('statement');
        return execute(query);
      }) as typeof tx.execute;
      await writeTogether(tx, [
        tx.update(employees).set({ wxImage: 'together.png' }).where(eq(employees.eid, DEMO_IDS.zhangsan)),
        tx.insert(notifications).values([notice('together.a'), notice('together.b')]),
        tx.insert(notifications).values(notice('together.c')),
      ]);
      // The driver's own commit goes through execute too.
      tx.execute = execute;
    });
    expect(seen).toEqual(['statement']);
    const [person] = await app.database.db
      .select({ wxImage: employees.wxImage })
      .from(employees)
      .where(eq(employees.eid, DEMO_IDS.zhangsan));
    expect(person?.wxImage).toBe('together.png');
    const written = await app.database.db
      .select({ titleKey: notifications.titleKey, params: notifications.params })
      .from(notifications)
      .where(sql`${notifications.titleKey} like 'together.%'`);
    expect(written.map((n) => n.titleKey).sort()).toEqual(['together.a', 'together.b', 'together.c']);
    expect(written.every((n) => JSON.stringify(n.params) === '{"n":1}')).toBe(true);
  });

  it('changes nothing when one of the writes fails', async () => {
    await expect(
      app.database.db.transaction(async (tx) => {
        await writeTogether(tx, [
          tx.insert(notifications).values(notice('together.lost')),
          // Not a person: the foreign key refuses it, and the first write goes with it.
          tx
            .insert(notifications)
            .values({ ...notice('together.bad'), eid: '00000000-0000-4000-8000-000000000000' }),
        ]);
      }),
    ).rejects.toThrow();
    const lost = await app.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.titleKey} in ('together.lost', 'together.bad')`);
    expect(lost).toEqual([]);
  });

  it('runs a single write as it is, and nothing for none', async () => {
    await writeTogether(app.database.db, []);
    await writeTogether(app.database.db, [
      app.database.db.insert(notifications).values(notice('together.one')),
    ]);
    const one = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.titleKey, 'together.one'));
    expect(one).toHaveLength(1);
  });
});
