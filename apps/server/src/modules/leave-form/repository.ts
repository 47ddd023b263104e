import type { TFormValue } from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { formSubmissions, formTemplates } from '../../db/schema';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findTemplate(db: DbOrTx, companyId: string, tempName: string) {
  const rows = await db
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.companyId, companyId), eq(formTemplates.tempName, tempName)))
    .limit(1);
  return rows[0];
}

/** The employee who submitted the form with this id; null when there is none (or the id is not one). */
export async function submissionOwner(db: DbOrTx, id: string): Promise<string | null> {
  if (!UUID_RE.test(id)) return null;
  const rows = await db
    .select({ eid: formSubmissions.eid })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id))
    .limit(1);
  return rows[0]?.eid ?? null;
}

export async function submissionExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function insertSubmission(
  db: DbOrTx,
  row: { id: string; templateId: string; eid: string; values: Record<string, TFormValue> },
) {
  const rows = await db
    .insert(formSubmissions)
    .values(row)
    .onConflictDoNothing({ target: formSubmissions.id })
    .returning({ id: formSubmissions.id });
  return rows[0];
}

/** A submission with its template, only when it belongs to the person (others get nothing). */
export async function findOwnSubmission(db: DbOrTx, id: string, eid: string) {
  const rows = await db
    .select({
      id: formSubmissions.id,
      values: formSubmissions.values,
      createdAt: formSubmissions.createdAt,
      applyId: formSubmissions.applyId,
      tempName: formTemplates.tempName,
      title: formTemplates.title,
      items: formTemplates.items,
    })
    .from(formSubmissions)
    .innerJoin(formTemplates, eq(formTemplates.id, formSubmissions.templateId))
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.eid, eid)))
    .limit(1);
  return rows[0];
}

/** Links a submission to the request it filed (a quick leave). */
export async function linkApply(db: DbOrTx, id: string, applyId: string): Promise<void> {
  await db.update(formSubmissions).set({ applyId }).where(eq(formSubmissions.id, id));
}
