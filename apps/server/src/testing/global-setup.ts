import { migratedPostgresTemplate } from './postgres-template';

/**
 * Vitest globalSetup of the server project: with DATABASE_URL, migrate the PostgreSQL template once
 * per run before any worker starts, so the test files only copy it.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) await migratedPostgresTemplate(url);
}
