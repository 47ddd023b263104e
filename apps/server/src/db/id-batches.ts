/**
 * Works through rows in batches by id (keyset paging), as the start-up sealing of stored personal
 * data does: `read(after)` answers the next rows after the id `after` (null: from the first), in id
 * order and at most a batch of them; `write(rows)` handles a batch and answers how many rows it
 * changed. Stops at the first empty batch and answers the total changed.
 */
export async function inIdBatches<T extends { id: string }>(
  read: (after: string | null) => Promise<T[]>,
  write: (rows: T[]) => Promise<number>,
): Promise<number> {
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    const rows = await read(after);
    const last = rows.at(-1);
    if (!last) return changed;
    changed += await write(rows);
    after = last.id;
  }
}
