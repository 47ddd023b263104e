import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch';

describe('batchLoader', () => {
  it('loads the keys asked for in one turn with one call, each caller getting its own value', async () => {
    const calls: number[][] = [];
    const load = batchLoader(
      async (keys: readonly number[]) => {
        calls.push([...keys]);
        return keys.map((k) => k * 10);
      },
      { maxBatch: 100 },
    );
    const values = await Promise.all([load(1), load(2), load(3), load(2)]);
    expect(values).toEqual([10, 20, 30, 20]);
    expect(calls).toEqual([[1, 2, 3, 2]]);
    // A later turn is a new batch: nothing is kept from the last one.
    expect(await load(4)).toBe(40);
    expect(calls).toEqual([[1, 2, 3, 2], [4]]);
  });

  it('splits a turn into batches of at most maxBatch keys', async () => {
    const sizes: number[] = [];
    const load = batchLoader(
      async (keys: readonly number[]) => {
        sizes.push(keys.length);
        return keys.map((k) => -k);
      },
      { maxBatch: 3 },
    );
    const values = await Promise.all(Array.from({ length: 8 }, (_, i) => load(i)));
    expect(values).toEqual([-0, -1, -2, -3, -4, -5, -6, -7]);
    expect(sizes).toEqual([3, 3, 2]);
  });

  it('when a batch fails, each of its keys is loaded alone: only the bad one fails', async () => {
    const calls: number[][] = [];
    const load = batchLoader(
      async (keys: readonly number[]) => {
        calls.push([...keys]);
        if (keys.includes(13)) throw new Error('unlucky');
        return keys;
      },
      { maxBatch: 10 },
    );
    const results = await Promise.allSettled([load(12), load(13), load(14)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual([[12, 13, 14], [12], [13], [14]]);
    expect(await load(16)).toBe(16);
  });

  it('a load that throws at once fails its callers instead of the process', async () => {
    const load = batchLoader(
      (_keys: readonly number[]): Promise<number[]> => {
        throw new Error('thrown before any promise');
      },
      { maxBatch: 10 },
    );
    await expect(load(1)).rejects.toThrow('thrown before any promise');
  });
});
