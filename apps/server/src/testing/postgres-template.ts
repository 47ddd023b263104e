import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../db/client';
import { migrationsKey } from './pglite-template';

const PREFIX = 'ehome_tpl_';
/** Serialises template builds of parallel workers or runs on one server (any fixed number will do). */
const LOCK_ID = 0x65686f6d;

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The name of a database on the server of `url` holding the current migrations and nothing else,
 * built once per set of migrations (its name carries their hash) and kept between runs. Each test
 * file then copies it with CREATE DATABASE ... TEMPLATE, a file copy on the server, instead of
 * running every migration again. When a new one is built, templates of other migrations beyond the
 * newest few are dropped, unless in use.
 */
/** Templates of other migrations kept for suites of other checkouts running on the same server. */
const KEEP_OTHER_TEMPLATES = 4;

export async function migratedPostgresTemplate(url: string): Promise<string> {
  const name = `${PREFIX}${migrationsKey(migrationsFolder())}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [LOCK_ID]);
    try {
      if (await exists()) return name;
      // Built under another name and renamed when complete, so no one copies a half-migrated one.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const pool = new pg.Pool({ connectionString: withDatabase(url, building), max: 1 });
      try {
        await migrate(drizzle(pool), { migrationsFolder: migrationsFolder() });
      } finally {
        await pool.end();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      // Other checkouts (branches with other migrations) may be running their suites on the same
      // server right now and copy their template for every file: keep the few newest (by oid, the
      // order of creation), drop older ones.
      const stale = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2 order by oid desc offset $3',
        [`${PREFIX}%`, name, KEEP_OTHER_TEMPLATES],
      );
      for (const { datname } of stale.rows) {
        // Not forced: a run of another checkout may be copying it right now; it goes next time.
        await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)}`).catch(() => {});
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [LOCK_ID]);
    }
  } finally {
    await admin.end();
  }
}
