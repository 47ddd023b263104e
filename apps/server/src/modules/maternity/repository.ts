import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, maternityApplies } from '../../db/schema';

export type MaternityRow = typeof maternityApplies.$inferSelect;
type MaternityFields = Omit<typeof maternityApplies.$inferInsert, 'applyId' | 'grantedDays'>;

export async function findRecord(db: DbOrTx, applyId: string): Promise<MaternityRow | undefined> {
  const rows = await db.select().from(maternityApplies).where(eq(maternityApplies.applyId, applyId)).limit(1);
  return rows[0];
}

export async function insertRecord(db: DbOrTx, applyId: string, row: MaternityFields): Promise<void> {
  await db.insert(maternityApplies).values({ applyId, ...row });
}

export async function updateRecord(db: DbOrTx, applyId: string, row: MaternityFields): Promise<void> {
  await db.update(maternityApplies).set(row).where(eq(maternityApplies.applyId, applyId));
}

export async function setGrantedDays(db: DbOrTx, applyId: string, days: number): Promise<void> {
  await db
    .update(maternityApplies)
    .set({ grantedDays: String(days) })
    .where(eq(maternityApplies.applyId, applyId));
}

/** The social insurance city of a person: the local maternity extension follows it. */
export async function socialCityOf(db: DbOrTx, eid: string): Promise<string> {
  const rows = await db
    .select({ socialCity: employees.socialCity })
    .from(employees)
    .where(eq(employees.eid, eid))
    .limit(1);
  return rows[0]?.socialCity ?? '';
}
