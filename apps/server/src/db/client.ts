import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a service decides whether a call runs inside its transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database-wide migration lock: instances starting together on one
   * PostgreSQL take turns, so only the first migrates and loads demo data and the rest find it done.
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  pgliteDir: string | null;
  /** Start the in-memory database from a dump (PGlite's dumpDataDir) instead of an empty cluster. */
  pgliteDump?: Blob;
  /** Compiled WebAssembly and the file-system bundle, so a process opening many databases (tests) builds them once. */
  pgliteArtifacts?: Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
  poolMax?: number;
  /** Errors of idle pooled connections (a restarted server); unhandled they would end the process. */
  onPoolError?: (error: Error) => void;
};

/**
 * Migrations sit next to this file in src (tsx) and are copied next to main.js in dist (bundle),
 * so look in both places relative to the running module.
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'migrations'),
    join(here, 'db/migrations'),
    resolve(here, '../src/db/migrations'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Any fixed 64-bit number; the same in every instance of this app ("ehome" in ASCII). */
const MIGRATION_LOCK_KEY = '435459499365';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    pool.on('error', (error) => (options.onPoolError ?? console.error)(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: folder }),
      async withMigrationLock(work) {
        // A session lock on a connection of its own: the migrator runs its transaction on another.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDump
    ? await PGlite.create({ loadDataDir: options.pgliteDump, ...options.pgliteArtifacts })
    : await PGlite.create(options.pgliteDir ?? undefined);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    // One process owns an embedded database: nobody to take turns with.
    withMigrationLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Where the configured database lives: PostgreSQL when a URL is set, else PGlite in DATA_DIR. */
export function databaseOptionsFrom(config: {
  databaseUrl: string | null;
  dataDir: string | null;
  dbPoolMax: number;
}): DatabaseOptions {
  return {
    databaseUrl: config.databaseUrl,
    pgliteDir: config.dataDir ? join(config.dataDir, 'pglite') : null,
    poolMax: config.dbPoolMax,
  };
}

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`, but the shared PgDatabase type cannot
 * say so, hence the one cast here rather than at every caller.
 */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The driver session behind a handle: its client is the pool (or PGlite) for the database, one connection for a transaction. */
function sessionOf(db: DbOrTx): { client?: object } | undefined {
  return (db as unknown as { _?: { session?: { client?: object } } })._?.session;
}

/**
 * A prepared statement built once per driver and run on whichever handle the caller has. Drizzle
 * binds a prepared query to the handle it was built on, and a transaction is a new handle each
 * time, so a statement used inside transactions was built again (SQL text, parameter list, result
 * mapping) in every one: a third of the server's CPU in a leave write. Here the first build for a
 * driver (PostgreSQL or PGlite: one process may have both, as the tests do) is kept and, for
 * another handle, a view of it with that handle's driver connection is made (once per connection:
 * pooled connections come back), which is all a drizzle prepared query reads of its handle.
 * Hot-path reads also skip PostgreSQL's planning: the statement is named, so each connection
 * parses and plans it once.
 */
export function preparedPerDb<T extends object>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const builtPerDriver = new Map<unknown, { statement: T; client: object | undefined }>();
  const views = new WeakMap<object, T>();
  const perHandle = new WeakMap<DbOrTx, T>();
  return (db) => {
    const session = sessionOf(db);
    const driver = session?.constructor;
    let built = builtPerDriver.get(driver);
    if (built === undefined) {
      built = { statement: build(db), client: session?.client };
      builtPerDriver.set(driver, built);
    }
    const client = session?.client;
    const rebindable = client !== undefined && built.client !== undefined && 'client' in built.statement;
    if (!rebindable) {
      // Not a drizzle prepared query (or a driver without a client): one per handle, as built.
      let statement = perHandle.get(db);
      if (statement === undefined) {
        statement = build(db);
        perHandle.set(db, statement);
      }
      return statement;
    }
    if (client === built.client) return built.statement;
    let view = views.get(client);
    if (view === undefined) {
      view = Object.create(built.statement, { client: { value: client } }) as T;
      views.set(client, view);
    }
    return view;
  };
}
