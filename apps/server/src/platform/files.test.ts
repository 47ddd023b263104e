import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskFileStorage, memoryFileStorage } from './files';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

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
