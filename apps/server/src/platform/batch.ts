/**
 * Collects the keys asked for in one turn of the event loop and loads them with one call: under
 * load, the requests whose bytes arrived together (a whole office opening the app at 9:00) share one
 * database round trip instead of one each. Nothing is cached and nothing is shared across turns:
 * every load starts after each of its callers asked, so it reads what a call of its own would have.
 *
 * `loadMany` answers one value per key, in the order of the keys. When a batch of several fails,
 * each of its keys is loaded again on its own, so only the caller whose key fails gets the error.
 */
export function batchLoader<K, V>(
  loadMany: (keys: readonly K[]) => Promise<readonly V[]>,
  options: { maxBatch: number },
): (key: K) => Promise<V> {
  type Waiting = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  const run = (batch: Waiting[]) => {
    Promise.resolve()
      .then(() => loadMany(batch.map((w) => w.key)))
      .then(
        (values) => {
          for (const [i, w] of batch.entries()) w.resolve(values[i] as V);
        },
        (error: unknown) => {
          // One caller's bad key must not fail the others: alone, each gets its own answer.
          if (batch.length > 1) for (const w of batch) run([w]);
          else for (const w of batch) w.reject(error);
        },
      );
  };
  const flush = () => {
    const all = waiting;
    waiting = [];
    for (let i = 0; i < all.length; i += options.maxBatch) run(all.slice(i, i + options.maxBatch));
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      // After the I/O callbacks of this turn: every request that arrived with this one joins it.
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ key, resolve, reject });
    });
}
