import { fillPlaceholders, is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { batchLoader } from '../platform/batch';
import type { DbOrTx } from './client';

/** What a drizzle prepared select keeps of its query (internal fields of PgPreparedQuery). */
type PreparedSelect<R> = {
  execute(values?: Record<string, unknown>): Promise<R[]>;
  queryString: string;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
};
type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: { path: string[]; field: unknown }[],
    name: string,
    isResponseInArrayMode: boolean,
  ): PreparedSelect<Record<string, unknown>> & { joinsNotNullableMap?: Record<string, boolean> };
};

const BATCH_INDEX = '__batchIndex';

/** A transaction handle (its statements must run on its own connection, one at a time). */
export const isTransaction = (db: DbOrTx): boolean =>
  (db as unknown as { rollback?: unknown }).rollback !== undefined;

/**
 * A prepared select run for several callers in one statement. The requests that arrive together
 * (one turn of the event loop, see `batchLoader`) each bring their placeholder values; they go to
 * PostgreSQL as arrays, one row of `unnest(...) with ordinality` per caller, and the select runs
 * once per row as a lateral subquery: the same statement, the same plan, one round trip instead of
 * one each. Each caller gets the rows of its own values, mapped as the select maps them.
 *
 * `types` names the PostgreSQL type of each placeholder (the arrays need one). Inside a transaction
 * the statement runs alone on the transaction's connection, as before.
 */
export function batchedSelect<P extends Record<string, unknown>, R>(
  statement: (db: DbOrTx) => { execute(values: P): Promise<R[]> },
  options: { name: string; types: { [K in keyof P]: string }; maxBatch?: number },
): (db: DbOrTx, values: P) => Promise<R[]> {
  const loaders = new WeakMap<object, (values: P) => Promise<R[]>>();

  function loaderFor(db: DbOrTx): ((values: P) => Promise<R[]>) | null {
    const session = (db as unknown as { _?: { session?: Session & { client?: unknown } } })._?.session;
    // Transactions are a handle of their own whose session has no `transaction` of the pool kind:
    // only the database handle batches (a transaction's statements must run on its connection).
    if (!session || isTransaction(db)) return null;
    const known = loaders.get(db);
    if (known) return known;
    const single = statement(db) as unknown as PreparedSelect<R>;
    if (!single.fields || single.customResultMapper) return null;

    // Each parameter of the select: a placeholder (per caller) or a constant (the same for all).
    const names: string[] = [];
    const replacement = single.params.map((p) => {
      const name = is(p, Placeholder)
        ? p.name
        : is(p, Param) && is(p.value, Placeholder)
          ? (p.value as Placeholder).name
          : null;
      if (name === null) return null;
      if (!names.includes(name)) names.push(name);
      return `k.p${names.indexOf(name) + 1}`;
    });
    let constantNumber = names.length;
    const constants: unknown[] = [];
    const positions = replacement.map((r, i) => {
      if (r !== null) return r;
      constants.push(single.params[i]);
      return `$${++constantNumber}`;
    });
    const inner = single.queryString.replace(
      /\$(\d+)/g,
      (_m, n: string) => positions[Number(n) - 1] as string,
    );
    const arrays = names.map((name, j) => `$${j + 1}::${options.types[name as keyof P]}[]`).join(', ');
    const columns = names.map((_n, j) => `p${j + 1}`).join(', ');
    // The caller's position comes last: each row is mapped with it as its last property, which
    // is then deleted (cheap for the last one added) rather than the row copied without it.
    const text = `select q.*, k.i from unnest(${arrays}) with ordinality as k(${columns}, i) cross join lateral (${inner}) as q`;
    const batched = session.prepareQuery(
      { sql: text, params: [...names.map((name) => sql.placeholder(`__batch_${name}`)), ...constants] },
      [...single.fields, { path: [BATCH_INDEX], field: sql`k.i`.mapWith(Number) as SQL }],
      `${options.name}_batched`,
      true,
    );
    batched.joinsNotNullableMap = single.joinsNotNullableMap;

    const load = batchLoader<P, R[]>(
      async (keys) => {
        if (keys.length === 1) return [await single.execute(keys[0] as P)];
        const filled = keys.map((values) => fillPlaceholders(single.params, values));
        const arraysOf: Record<string, unknown[]> = {};
        for (const name of names) {
          const at = replacement.indexOf(`k.p${names.indexOf(name) + 1}`);
          arraysOf[`__batch_${name}`] = filled.map((row) => row[at]);
        }
        const rows = await batched.execute(arraysOf);
        const perKey: R[][] = keys.map(() => []);
        for (const row of rows) {
          const index = row[BATCH_INDEX] as number;
          delete row[BATCH_INDEX];
          perKey[index - 1]?.push(row as R);
        }
        return perKey;
      },
      { maxBatch: options.maxBatch ?? 100 },
    );
    loaders.set(db, load);
    return load;
  }

  return (db, values) => {
    const load = loaderFor(db);
    return load ? load(values) : statement(db).execute(values);
  };
}
