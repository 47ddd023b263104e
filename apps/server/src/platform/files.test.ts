import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3Server, type TestS3Server } from '../testing/s3-server';
import { diskFileStorage, fileStorageFrom, memoryFileStorage } from './files';
import { s3FileStorage } from './s3-files';

const roots: string[] = [];
let s3: TestS3Server | null = null;
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
  await s3?.close();
});

async function s3Server(): Promise<TestS3Server> {
  s3 ??= await startS3Server();
  return s3;
}

describe.each([
  [
    'disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'ehome-files-'));
      roots.push(root);
      return diskFileStorage(root);
    },
  ],
  ['memory', async () => memoryFileStorage()],
  ['S3', async () => s3FileStorage((await s3Server()).config)],
])('%s file storage', (_name, create) => {
  it('stores bytes under a random key and gives them back', async () => {
    const storage = await create();
    const bytes = Uint8Array.from([1, 2, 3, 250]);
    const key = await storage.put(bytes);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storage.put(bytes)).not.toBe(key);
    expect(new Uint8Array((await storage.read(key)) ?? [])).toEqual(bytes);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.open(key)) ?? []) chunks.push(chunk as Buffer);
    expect(new Uint8Array(Buffer.concat(chunks))).toEqual(bytes);
  });

  it('forgets removed keys and does not mind removing twice', async () => {
    const storage = await create();
    const key = await storage.put(Uint8Array.from([7]));
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
  });

  it('never turns a key that is not its own into a path', async () => {
    const storage = await create();
    await expect(storage.read('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});

describe('disk file storage layout', () => {
  it('keeps no temporary file once a write finished', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ehome-files-'));
    roots.push(root);
    const key = await diskFileStorage(root).put(Uint8Array.from([1]));
    expect(await readdir(join(root, key.slice(0, 2)))).toEqual([key]);
  });
});

describe('S3 file storage', () => {
  it('keeps a 6 MB file byte for byte and streams it back in pieces', async () => {
    const storage = s3FileStorage((await s3Server()).config);
    const bytes = Uint8Array.from({ length: 6 * 1024 * 1024 }, (_, i) => (i * 31) % 251);
    const key = await storage.put(bytes);
    let pieces = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.open(key)) ?? []) {
      pieces += 1;
      chunks.push(chunk as Buffer);
    }
    expect(pieces).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(Buffer.from(bytes))).toBe(true);
  });

  it('fails loudly when the bucket is not there, instead of answering "no such file"', async () => {
    const storage = s3FileStorage({ ...(await s3Server()).config, bucket: 'no-such-bucket' });
    await expect(storage.put(Uint8Array.from([1]))).rejects.toThrow();
  });

  it('is what the configuration picks when S3_BUCKET is set', async () => {
    const server = await s3Server();
    const env = {
      DATA_DIR: ':memory:',
      S3_BUCKET: server.config.bucket,
      S3_ENDPOINT: server.config.endpoint ?? '',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const config = loadConfig(env);
    expect(config.s3).toMatchObject({ bucket: 'ehome-test', forcePathStyle: true, region: 'us-east-1' });
    const storage = await fileStorageFrom(config);
    const key = await storage.put(Uint8Array.from([4, 2]));
    // Written through the configured storage, read back through a second client: it is in the bucket.
    expect(await s3FileStorage(server.config).read(key)).toEqual(Buffer.from([4, 2]));
    expect(() => loadConfig({ ...env, S3_SECRET_ACCESS_KEY: '' })).toThrow('set together');
  });
});
