import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';

const cacheDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../node_modules/.cache/ehome-server-tests',
);

/** A short hash of the migrations, so a cached template is rebuilt when a migration changes. */
export function migrationsKey(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(folder, file)));
  }
  hash.update(readFileSync(join(folder, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of an empty, migrated PGlite cluster, made once per set of migrations and kept on disk.
 * A fresh PGlite runs initdb (about 4 s here); loading a dump takes well under a second, so each
 * test file still gets its own database without paying for a new cluster.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const folder = migrationsFolder();
  const file = join(cacheDir, `pglite-${migrationsKey(folder)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: folder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  // Parallel test workers may race to write it: write aside, then rename atomically.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}
