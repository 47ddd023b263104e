import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { type DbOrTx, preparedPerDb } from './client';
import { employees } from './schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const nameStatement = (name: string) =>
  preparedPerDb((db: DbOrTx) =>
    db
      .select({ name: employees.employeeName })
      .from(employees)
      .where(eq(employees.userName, sql.placeholder('userName')))
      .prepare(name),
  );
const rename = (db: DbOrTx, employeeName: string) =>
  db.update(employees).set({ employeeName }).where(eq(employees.userName, 'zhangsan'));
class RolledBack extends Error {}

describe('a prepared statement built once, run on any handle', () => {
  it('runs inside a transaction on its connection: it sees the transaction writes, others do not', async () => {
    const { db } = app.database;
    const nameOf = nameStatement('test_prepared_built_on_db');
    const [before] = await nameOf(db).execute({ userName: 'zhangsan' });
    expect(before?.name).toBe('张三');
    for (const attempt of ['第一次', '第二次']) {
      await expect(
        db.transaction(async (tx) => {
          await rename(tx, `张三${attempt}`);
          // On another connection (or, embedded, outside the transaction) this would read the old
          // name, or wait for the transaction forever.
          const [inside] = await nameOf(tx).execute({ userName: 'zhangsan' });
          expect(inside?.name).toBe(`张三${attempt}`);
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
    }
    const [after] = await nameOf(db).execute({ userName: 'zhangsan' });
    expect(after?.name).toBe('张三');
  });

  it('first built inside a transaction, it still runs on the database afterwards', async () => {
    const { db } = app.database;
    const nameOf = nameStatement('test_prepared_built_in_tx');
    await expect(
      db.transaction(async (tx) => {
        await rename(tx, '张三改');
        const [inside] = await nameOf(tx).execute({ userName: 'zhangsan' });
        expect(inside?.name).toBe('张三改');
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    const [after] = await nameOf(db).execute({ userName: 'zhangsan' });
    expect(after?.name).toBe('张三');
    await db.transaction(async (tx) => {
      const [inside] = await nameOf(tx).execute({ userName: 'zhangsan' });
      expect(inside?.name).toBe('张三');
    });
  });
});
