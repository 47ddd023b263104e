import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { S3Config } from '../config';

/**
 * Where uploaded bytes live. Keys are made here (random, never from a file name), so no name a
 * user sends can reach the file system; the display name stays in the database.
 */
export type FileStorage = {
  /** Stores the bytes under a new key and returns it. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes as a stream, or null when the key holds nothing. */
  open(key: string): Promise<Readable | null>;
  read(key: string): Promise<Buffer | null>;
  /** Removes the bytes; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
};

/**
 * How long a second upload of the same bytes, by the same person under the same name, counts as a
 * doubled tap or a retry (answered by the first upload) rather than a new file.
 */
export const UPLOAD_RETRY_MS = 2 * 60 * 1000;

/**
 * A doubled or retried upload: of `earlier` (uploads already narrowed to the same person, name and
 * size within UPLOAD_RETRY_MS), the first whose stored bytes are `bytes`.
 */
export async function sameStoredUpload<T>(
  files: FileStorage,
  earlier: readonly T[],
  keyOf: (row: T) => string,
  bytes: Buffer,
): Promise<T | undefined> {
  for (const row of earlier) {
    const stored = await files.read(keyOf(row));
    if (stored?.equals(bytes)) return row;
  }
  return undefined;
}

/** Where the configured files live: S3 when a bucket is set, else DATA_DIR/files, else memory. */
export async function fileStorageFrom(config: {
  s3: S3Config | null;
  dataDir: string | null;
}): Promise<FileStorage> {
  if (config.s3) {
    // Imported on demand so tests and `tsx` runs without S3 skip loading the large SDK (the
    // production bundle links it statically either way).
    const { s3FileStorage } = await import('./s3-files');
    return s3FileStorage(config.s3);
  }
  return config.dataDir ? diskFileStorage(join(config.dataDir, 'files')) : memoryFileStorage();
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkedKey(key: string): string {
  // Keys come from the database, but a key shaped otherwise must never become a path.
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/**
 * Files under `root`, spread over 256 folders by the key's first two characters so no folder grows
 * huge. A file is written to a temporary name and renamed, so a reader never sees half a file.
 */
export function diskFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key).slice(0, 2), key);

  async function read(key: string): Promise<Buffer | null> {
    const stream = await open(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function open(key: string): Promise<Readable | null> {
    const path = pathOf(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  return {
    async put(bytes) {
      const key = randomUUID();
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      const temporary = `${path}.part`;
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
      return key;
    },
    open,
    read,
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Bytes kept in memory: the in-memory test database has no data folder to write to. */
export function memoryFileStorage(): FileStorage & { size(): number } {
  const files = new Map<string, Buffer>();
  return {
    async put(bytes) {
      const key = randomUUID();
      files.set(key, Buffer.from(bytes));
      return key;
    },
    async open(key) {
      const bytes = files.get(checkedKey(key));
      return bytes ? Readable.from([bytes]) : null;
    },
    async read(key) {
      return files.get(checkedKey(key)) ?? null;
    },
    async remove(key) {
      files.delete(checkedKey(key));
    },
    size: () => files.size,
  };
}
