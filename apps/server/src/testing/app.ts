import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, type AppDeps, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_PASSWORD, loadDemoDataIfEmpty } from '../db/demo';
import { piiCipher } from '../platform/pii';
import { migratedPgliteDump, pgliteArtifacts } from './pglite-template';
import { migratedPostgresTemplate } from './postgres-template';

export type TestAppOptions = AppDeps & { config?: Partial<AppConfig> };
export type TestApp = App & {
  login(userName: string, password?: string): Promise<string>;
  /** A call with a bearer token in a language: the HTTP status and the envelope's fields. */
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer's shape it expects
  callAs(token: string, method: 'GET' | 'POST', url: string, payload?: object, lang?: string): Promise<any>;
};

/**
 * A throwaway database on the PostgreSQL server of DATABASE_URL, copied from the migrated template
 * (see postgres-template.ts), or empty when the test is about migrating it; dropped when the app
 * closes.
 */
export async function createPostgresDatabase(
  url: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = empty ? null : await migratedPostgresTemplate(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The app as production builds it, on a fresh database with the demo data: in-memory PGlite, or a
 * new database on the server of DATABASE_URL so the same suite also runs on real PostgreSQL.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config: overrides, ...deps } = options;
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  });
  /** Cleanup after the app closed: drop the PostgreSQL test database or close the PGlite one. */
  let drop: (() => Promise<void>) | null = null;
  let databaseUrl: string | null = null;
  const serverUrl = process.env.DATABASE_URL;
  // A databaseUrl given by the test is its own (several instances on one database): none is made.
  if (
    serverUrl &&
    !deps.database &&
    overrides?.dataDir === undefined &&
    overrides?.databaseUrl === undefined
  ) {
    const created = await createPostgresDatabase(serverUrl);
    databaseUrl = created.url;
    drop = created.drop;
  }
  const config: AppConfig = {
    ...base,
    databaseUrl,
    dbPoolMax: 4,
    serveWeb: false,
    ...overrides,
  };
  if (!deps.database && !config.databaseUrl && !config.dataDir) {
    // In memory: start from the cached migrated dump; this helper then owns the database.
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      pgliteDump: await migratedPgliteDump(),
      pgliteArtifacts: await pgliteArtifacts(),
    });
    await database.migrate();
    // The same demo as buildApp loads (with the personal-data cipher), on PGlite as on PostgreSQL.
    await loadDemoDataIfEmpty(database.db, {
      now: deps.clock?.now() ?? new Date(),
      timeZone: config.timeZone,
      pii: piiCipher(config.piiKeys),
    });
    deps.database = database;
    drop = () => database.close();
  }
  const app = (await buildApp(config, deps)) as TestApp;
  if (drop) {
    const release = drop;
    const closeApp = app.close.bind(app);
    // buildApp already called ready(), so no onClose hook can be added: wrap close instead. A
    // PostgreSQL test database is dropped after the app closed its pool, so no connection holds it.
    Object.defineProperty(app, 'close', {
      value: async () => {
        await closeApp();
        await release();
      },
    });
  }
  app.callAs = async (token, method, url, payload, lang = 'zh') => {
    const response = await app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, ...response.json() };
  };
  app.login = async (userName, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      payload: { userName, password },
    });
    const body = response.json();
    if (body.errNo !== 0) throw new Error(`login ${userName} failed: ${body.message}`);
    return body.resultData.token as string;
  };
  return app;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
