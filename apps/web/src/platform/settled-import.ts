import { type ComponentType, createElement, use } from 'react';

/**
 * A download React can read without suspending once it is here: the promise carries its outcome in
 * `status` and `value` (or `reason`), the fields React's `use` reads before it suspends. React.lazy
 * cannot be told that its module already arrived, so its first render always suspends and shows the
 * fallback, and React then holds the revealed screen back until 300 ms after that fallback
 * (FALLBACK_THROTTLE_MS). A screen made with this, loaded before it renders, commits at once.
 */
type TSettledImport<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * `load` started once, on the first call, and its promise kept with its outcome. A failed download
 * is forgotten, so the next call (a retry, the next visit) fetches it again.
 */
export function settledImport<T>(load: () => Promise<T>): () => Promise<T> {
  let current: TSettledImport<T> | undefined;
  return () => {
    if (current) return current;
    const promise = load() as TSettledImport<T>;
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        if (current === promise) current = undefined;
      },
    );
    current = promise;
    return promise;
  };
}

/**
 * Like React.lazy, but made of a settled import: once its module is here (`load` started it early,
 * or an earlier render did) it renders without suspending, so no fallback is committed first and
 * React does not hold the content back behind it. `load` starts the download; a failed one is
 * asked for again on the next render.
 */
export function settledLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { load: () => Promise<ComponentType<P>> } {
  const component = settledImport(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component at module level, as React.lazy is.
  function SettledLazy(props: P) {
    return createElement(use(component()), props);
  }
  return Object.assign(SettledLazy, { load: component });
}
