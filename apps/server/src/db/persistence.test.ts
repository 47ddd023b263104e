import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bearer, createTestApp } from '../testing/app';
import { queryRows } from './client';
import { loadDemoData } from './demo';

const dataDir = mkdtempSync(join(tmpdir(), 'ehome-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database on disk', () => {
  it('keeps data, revoked tokens and the JWT secret across a restart', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const config = { ...loadConfig(env), serveWeb: false };
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const first = await createTestApp({ config });
    const kept = await first.login('zhangsan');
    const revoked = await first.login('zhangsan');
    await first.inject({ url: '/api/CIICEService/AccessRecord?type=restart', headers: bearer(kept) });
    await first.inject({ method: 'POST', url: '/api/Token/Logout', headers: bearer(revoked) });
    await first.close();

    // A new process reads the same secret from DATA_DIR, so tokens stay valid.
    const second = await createTestApp({ config: { ...loadConfig(env), serveWeb: false } });
    try {
      expect((await second.inject({ url: '/api/User/GetUserInfo', headers: bearer(kept) })).statusCode).toBe(
        200,
      );
      expect(
        (await second.inject({ url: '/api/User/GetUserInfo', headers: bearer(revoked) })).statusCode,
      ).toBe(401);
      const records = await queryRows<{ n: number }>(
        second.database.db,
        sql`select count(*)::int as n from access_records where type = 'restart'`,
      );
      expect(records[0]?.n).toBe(1);

      // Loading the demo data again changes nothing (each area's demo may add people of its own).
      const countPeople = async () =>
        (await queryRows<{ n: number }>(second.database.db, sql`select count(*)::int as n from employees`))[0]
          ?.n;
      const before = await countPeople();
      await loadDemoData(second.database.db);
      expect(await countPeople()).toBe(before);
      expect(before).toBeGreaterThanOrEqual(5);
    } finally {
      await second.close();
    }
    // Two starts on disk, each migrating and loading the demo company, next to the other test files.
  }, 90_000);
});
