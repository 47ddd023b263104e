import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, employees, organizations } from '../db/schema';

/** Another client company of the provider, with one organisation (its head office). */
export async function addCompany(db: DbOrTx, name = '另一家公司', city = '北京') {
  const companyId = randomUUID();
  const organizationId = randomUUID();
  await db.insert(companies).values({ id: companyId, name, city });
  await db.insert(organizations).values({ id: organizationId, companyId, parentId: null, name: '总部' });
  return { companyId, organizationId };
}

/**
 * A new employee copied from an existing one (a demo person, so with the demo password): a fresh
 * eid, user name and employee number, then the given changes (a company, roles, a manager).
 */
export async function copyEmployee(
  db: DbOrTx,
  templateEid: string,
  changes: Partial<typeof employees.$inferInsert> = {},
) {
  const [template] = await db.select().from(employees).where(eq(employees.eid, templateEid));
  if (!template) throw new Error(`no employee ${templateEid} to copy`);
  const eid = changes.eid ?? randomUUID();
  const [copy] = await db
    .insert(employees)
    .values({
      ...template,
      eid,
      userName: `copy${eid.slice(0, 8)}`,
      employeeNo: `C${eid.slice(0, 8)}`,
      createdAt: new Date(),
      ...changes,
    })
    .returning();
  if (!copy) throw new Error('employee insert returned nothing');
  return copy;
}
