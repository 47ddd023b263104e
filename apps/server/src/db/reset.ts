import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { piiCipher } from '../platform/pii';
import { databaseOptionsFrom, openDatabase } from './client';
import { loadDemoData } from './demo';

/**
 * `npm run db:reset`: drops every table of the configured database, migrates and loads the demo
 * company. Refuses in production unless --force, because it destroys all data.
 */
async function main() {
  const config = loadConfig();
  if (config.nodeEnv === 'production' && !process.argv.includes('--force')) {
    throw new Error('Refusing to wipe a production database without --force');
  }
  const database = await openDatabase(databaseOptionsFrom(config));
  try {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.migrate();
    // With the cipher, so the demo's personal data is sealed as the app stores it (none left out).
    await loadDemoData(database.db, { timeZone: config.timeZone, pii: piiCipher(config.piiKeys) });
    console.log(`Database reset (${database.kind}) and demo data loaded.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
