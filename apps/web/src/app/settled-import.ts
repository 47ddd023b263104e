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
