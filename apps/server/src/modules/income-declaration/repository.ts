import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { incomeDeclarationItems, incomeDeclarations } from '../../db/schema';

export type DeclarationRow = typeof incomeDeclarations.$inferSelect;
export type DeclarationItemRow = typeof incomeDeclarationItems.$inferSelect;
export type DeclarationItemKind = 'income' | 'donation' | 'preference';

export async function findDeclaration(db: DbOrTx, eid: string, year: number): Promise<DeclarationRow | null> {
  const rows = await db
    .select()
    .from(incomeDeclarations)
    .where(and(eq(incomeDeclarations.eid, eid), eq(incomeDeclarations.year, year)))
    .limit(1);
  return rows[0] ?? null;
}

/** The person's declaration of the year, created as a draft when missing, locked for the transaction. */
export async function lockDeclaration(db: DbOrTx, eid: string, year: number): Promise<DeclarationRow> {
  await db.insert(incomeDeclarations).values({ eid, year }).onConflictDoNothing();
  const rows = await db
    .select()
    .from(incomeDeclarations)
    .where(and(eq(incomeDeclarations.eid, eid), eq(incomeDeclarations.year, year)))
    .for('update');
  return rows[0] as DeclarationRow;
}

export async function listItems(db: DbOrTx, declarationId: string): Promise<DeclarationItemRow[]> {
  return db
    .select()
    .from(incomeDeclarationItems)
    .where(eq(incomeDeclarationItems.declarationId, declarationId))
    .orderBy(asc(incomeDeclarationItems.createdAt), asc(incomeDeclarationItems.id));
}

type ItemValues = Omit<typeof incomeDeclarationItems.$inferInsert, 'id' | 'declarationId' | 'createdAt'>;

export async function insertItem(db: DbOrTx, declarationId: string, values: ItemValues) {
  const rows = await db
    .insert(incomeDeclarationItems)
    .values({ ...values, declarationId })
    .returning({ id: incomeDeclarationItems.id });
  return (rows[0] as { id: string }).id;
}

/** Updates an entry of this declaration and kind; false when there is none. */
export async function updateItem(
  db: DbOrTx,
  declarationId: string,
  id: string,
  values: ItemValues,
): Promise<boolean> {
  const rows = await db
    .update(incomeDeclarationItems)
    .set(values)
    .where(
      and(
        eq(incomeDeclarationItems.id, id),
        eq(incomeDeclarationItems.declarationId, declarationId),
        eq(incomeDeclarationItems.kind, values.kind),
      ),
    )
    .returning({ id: incomeDeclarationItems.id });
  return rows.length > 0;
}

export async function deleteItem(db: DbOrTx, declarationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(incomeDeclarationItems)
    .where(and(eq(incomeDeclarationItems.id, id), eq(incomeDeclarationItems.declarationId, declarationId)))
    .returning({ id: incomeDeclarationItems.id });
  return rows.length > 0;
}

export async function markSubmitted(
  db: DbOrTx,
  id: string,
  values: { requestId: string; figures: Record<string, number>; at: Date },
) {
  await db
    .update(incomeDeclarations)
    .set({
      status: 'submitted',
      submitRequestId: values.requestId,
      figures: values.figures,
      submittedAt: values.at,
    })
    .where(eq(incomeDeclarations.id, id));
}

export async function reopen(db: DbOrTx, id: string) {
  await db
    .update(incomeDeclarations)
    .set({ status: 'draft', submitRequestId: null, figures: null, submittedAt: null })
    .where(eq(incomeDeclarations.id, id));
}
