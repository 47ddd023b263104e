import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { addresses, employees } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressWrite = Pick<
  typeof addresses.$inferInsert,
  'userName' | 'tel' | 'province' | 'city' | 'area' | 'postCode' | 'streetName'
>;

/**
 * Serialises one person's address writes (first-default, the cap, moving the default), so two
 * calls at once never both see "no default" or both pass the cap.
 */
export async function lockBook(tx: Tx, eid: string): Promise<void> {
  await tx.select({ eid: employees.eid }).from(employees).where(eq(employees.eid, eid)).for('update');
}

/** The owner's addresses, default first, then the newest. */
export async function listByOwner(db: DbOrTx, eid: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.eid, eid))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One address of the owner; another person's address is as absent as an unknown one. */
export async function findOwned(db: DbOrTx, eid: string, id: string): Promise<AddressRow | undefined> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.eid, eid), eq(addresses.id, id)))
    .limit(1);
  return rows[0];
}

export async function countByOwner(db: DbOrTx, eid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.eid, eid));
  return row?.n ?? 0;
}

export async function insertAddress(
  tx: Tx,
  eid: string,
  row: AddressWrite & { isDefault: boolean },
  now: Date,
): Promise<string> {
  const [created] = await tx
    .insert(addresses)
    .values({ eid, ...row, createdAt: now, updatedAt: now })
    .returning({ id: addresses.id });
  if (!created) throw new Error('address insert returned no row');
  return created.id;
}

export async function updateAddress(tx: Tx, eid: string, id: string, row: AddressWrite, now: Date) {
  await tx
    .update(addresses)
    .set({ ...row, updatedAt: now })
    .where(and(eq(addresses.eid, eid), eq(addresses.id, id)));
}

/**
 * Makes `id` the owner's only default: the old default is unset first, in its own statement, so
 * the partial unique index (one default per person) never sees two at once.
 */
export async function makeDefault(tx: Tx, eid: string, id: string, now: Date): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(addresses.eid, eid), eq(addresses.isDefault, true), ne(addresses.id, id)));
  await tx
    .update(addresses)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(addresses.eid, eid), eq(addresses.id, id)));
}

export async function deleteAddress(tx: Tx, eid: string, id: string): Promise<void> {
  await tx.delete(addresses).where(and(eq(addresses.eid, eid), eq(addresses.id, id)));
}

/** The newest of the owner's addresses, if any. */
export async function newest(db: DbOrTx, eid: string): Promise<AddressRow | undefined> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.eid, eid))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return rows[0];
}
