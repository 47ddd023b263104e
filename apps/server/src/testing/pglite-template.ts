import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
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

type Artifacts = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>;
/** Node's WebAssembly global, which the server's type libraries (no DOM) do not declare. */
const compileWasm = (bytes: Uint8Array) =>
  (
    globalThis as unknown as {
      WebAssembly: { compile(bytes: Uint8Array): Promise<Artifacts['pgliteWasmModule']> };
    }
  ).WebAssembly.compile(bytes);
/**
 * Kept on globalThis, not in a module variable: the test runner may evaluate this module again for
 * each file of a worker, while the process (and what it compiled) stays.
 */
const processCache = globalThis as typeof globalThis & {
  ehomePgliteArtifacts?: Promise<Artifacts>;
  ehomePgliteDump?: Promise<Uint8Array>;
};

/**
 * PGlite's WebAssembly compiled, and its file-system bundle read, once per process: compiling the
 * 9 MB module is most of what opening a database costs, and every test file of a worker opens one.
 */
export function pgliteArtifacts(): Promise<Artifacts> {
  processCache.ehomePgliteArtifacts ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compileWasm(readFileSync(join(dist, 'pglite.wasm'))),
      compileWasm(readFileSync(join(dist, 'initdb.wasm'))),
    ]);
    return {
      pgliteWasmModule,
      initdbWasmModule,
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })();
  return processCache.ehomePgliteArtifacts;
}

/**
 * A dump of an empty, migrated PGlite cluster, made once per set of migrations and kept on disk.
 * A fresh PGlite runs initdb (about 4 s here); loading a dump takes well under a second, so each
 * test file still gets its own database without paying for a new cluster.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  processCache.ehomePgliteDump ??= dumpBytes();
  return new Blob([await processCache.ehomePgliteDump]);
}

async function dumpBytes(): Promise<Uint8Array> {
  const folder = migrationsFolder();
  const file = join(cacheDir, `pglite-${migrationsKey(folder)}.tar`);
  if (existsSync(file)) return readFileSync(file);

  const client = await PGlite.create(await pgliteArtifacts());
  await migrate(drizzle(client), { migrationsFolder: folder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  // Parallel test workers may race to write it: write aside, then rename atomically.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const bytes = new Uint8Array(await dump.arrayBuffer());
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}
