import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/** The migrations up to and including `lastTag`, as a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'ehome-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0035: a task carries its request kind', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('gives the tasks already there, and those the release before still writes, the kind of their request', async () => {
    const before = migrationsUpTo('0034_apply_numbers_per_company');
    folders.push(before);
    const client = await PGlite.create();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into companies (id, name, city) values ('00000000-0000-4000-8000-000000000001', 'C', '上海');
        insert into organizations (id, company_id, name)
          values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'O');
        insert into employees (eid, user_name, password_hash, employee_name, employee_no, company_id,
            organization_id, social_city, employee_type)
          values ('00000000-0000-4000-8000-000000000003', 'a', 'x', '甲', 'E1',
            '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '上海', '1');
        insert into applies (id, kind, company_id, eid, login_eid, category_names, apply_no) values
          ('00000000-0000-4000-8000-00000000000a', 'leave', '00000000-0000-4000-8000-000000000001',
            '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{}', 'N1'),
          ('00000000-0000-4000-8000-00000000000b', 'overtime', '00000000-0000-4000-8000-000000000001',
            '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{}', 'N2');
        insert into approval_tasks (apply_id, step_index, activity, mode, assignee_eid, status) values
          ('00000000-0000-4000-8000-00000000000a', 0, 'manager', 'any', '00000000-0000-4000-8000-000000000003', 0),
          ('00000000-0000-4000-8000-00000000000a', 1, 'hr', 'any', '00000000-0000-4000-8000-000000000003', 1),
          ('00000000-0000-4000-8000-00000000000b', 0, 'manager', 'any', '00000000-0000-4000-8000-000000000003', 0);
      `);

      await migrate(db, { migrationsFolder: migrationsFolder() });

      const { rows } = await client.query<{ apply_no: string; step_index: number; kind: string }>(
        `select a.apply_no, t.step_index, t.kind from approval_tasks t join applies a on a.id = t.apply_id
         order by a.apply_no, t.step_index`,
      );
      expect(rows).toEqual([
        { apply_no: 'N1', step_index: 0, kind: 'leave' },
        { apply_no: 'N1', step_index: 1, kind: 'leave' },
        { apply_no: 'N2', step_index: 0, kind: 'overtime' },
      ]);
      // A task written as the release before wrote them (no kind), during a rolling update.
      await client.query(
        `insert into approval_tasks (apply_id, step_index, activity, mode, assignee_eid)
         values ('00000000-0000-4000-8000-00000000000b', 1, 'hr', 'any', '00000000-0000-4000-8000-000000000003')`,
      );
      const { rows: added } = await client.query<{ kind: string }>(
        `select kind from approval_tasks where apply_id = '00000000-0000-4000-8000-00000000000b' and step_index = 1`,
      );
      expect(added).toEqual([{ kind: 'overtime' }]);
      // A task of no request still has no kind, and is refused.
      await expect(
        client.query(
          `insert into approval_tasks (apply_id, step_index, activity, mode, assignee_eid)
           values ('00000000-0000-4000-8000-0000000000ff', 0, 'hr', 'any', '00000000-0000-4000-8000-000000000003')`,
        ),
      ).rejects.toThrow(/kind/);
    } finally {
      await client.close();
    }
  });
});
