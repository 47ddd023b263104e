import { describe, expect, it } from 'vitest';
import { inFlightGuard } from './in-flight';

/** A promise settled from outside, to hold an upload in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('inFlightGuard (one upload per tap)', () => {
  it('runs a second tap made while the first is in flight not at all', async () => {
    const changes: boolean[] = [];
    const guard = inFlightGuard((busy) => changes.push(busy));
    const upload = deferred<string>();
    let calls = 0;
    const action = () => {
      calls += 1;
      return upload.promise;
    };
    const first = guard.run(action);
    const second = guard.run(action);
    expect(calls).toBe(1);
    expect(guard.busy).toBe(true);
    expect(await second).toBeUndefined();
    upload.resolve('id-1');
    expect(await first).toBe('id-1');
    expect(guard.busy).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('takes the next upload once the first has settled', async () => {
    const guard = inFlightGuard();
    let calls = 0;
    await guard.run(async () => {
      calls += 1;
    });
    await guard.run(async () => {
      calls += 1;
    });
    expect(calls).toBe(2);
  });

  it('opens again after a failed upload and passes the failure on', async () => {
    const guard = inFlightGuard();
    const failing = deferred<never>();
    const attempt = guard.run(() => failing.promise);
    expect(guard.busy).toBe(true);
    failing.reject(new Error('network'));
    await expect(attempt).rejects.toThrow('network');
    expect(guard.busy).toBe(false);
    expect(await guard.run(async () => 'retried')).toBe('retried');
  });

  it('holds the guard across the work before the request (reading the file)', async () => {
    const guard = inFlightGuard();
    const read = deferred<void>();
    const sent: string[] = [];
    const upload = (name: string) =>
      guard.run(async () => {
        await read.promise;
        sent.push(name);
      });
    const taps = [upload('a.png'), upload('a.png'), upload('a.png')];
    read.resolve();
    await Promise.all(taps);
    expect(sent).toEqual(['a.png']);
  });
});
