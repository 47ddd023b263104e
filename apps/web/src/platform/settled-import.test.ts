import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { settledImport, settledLazy } from './settled-import';

/** The fields React's `use` reads before it suspends. */
const outcome = (promise: Promise<unknown>) => {
  const { status, value, reason } = promise as Promise<unknown> & Record<string, unknown>;
  return { status, value, reason };
};

describe('settledImport', () => {
  it('starts the download once, on the first call, and hands out the same promise', async () => {
    const load = vi.fn(() => Promise.resolve('page'));
    const screen = settledImport(load);
    expect(load).not.toHaveBeenCalled();
    const first = screen();
    expect(screen()).toBe(first);
    await first;
    expect(screen()).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });

  it('carries its outcome where React reads it: pending, then fulfilled with the value', async () => {
    let resolve: (value: string) => void = () => undefined;
    const screen = settledImport(() => new Promise<string>((done) => (resolve = done)));
    const promise = screen();
    expect(outcome(promise).status).toBe('pending');
    resolve('page');
    await promise;
    expect(outcome(promise)).toEqual({ status: 'fulfilled', value: 'page', reason: undefined });
  });

  it('keeps a failure on its promise and forgets it, so the next call downloads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('page');
    const screen = settledImport(load);
    const failed = screen();
    await expect(failed).rejects.toThrow('offline');
    expect(outcome(failed).status).toBe('rejected');
    const retried = screen();
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

const Greeting = ({ name }: { name: string }) => createElement('p', null, `hello ${name}`);

describe('settledLazy', () => {
  const inSuspense = (element: ReturnType<typeof createElement>) =>
    renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, element));

  it('shows the fallback while its module downloads, and only then asks for it', () => {
    const load = vi.fn(() => new Promise<typeof Greeting>(() => undefined));
    const Lazy = settledLazy(load);
    expect(load).not.toHaveBeenCalled();
    expect(inSuspense(createElement(Lazy, { name: 'Li' }))).toContain('loading');
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders with its props without suspending once loaded', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = settledLazy(load);
    await Lazy.load();
    const html = inSuspense(createElement(Lazy, { name: 'Li' }));
    expect(html).toContain('hello Li');
    expect(html).not.toContain('loading');
    expect(load).toHaveBeenCalledOnce();
  });
});
