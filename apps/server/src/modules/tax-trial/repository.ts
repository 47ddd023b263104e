import type { TPayMonth } from '@ehome/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payslips } from '../../db/schema';

/** The person's payslips of a tax year (months YYYY-MM), oldest first, as the tax rules read them. */
export async function payMonthsOfYear(db: DbOrTx, eid: string, year: number): Promise<TPayMonth[]> {
  const rows = await db
    .select({
      month: payslips.month,
      gross: payslips.gross,
      taxFree: payslips.taxFree,
      socialEmployee: payslips.socialEmployee,
      fundEmployee: payslips.fundEmployee,
      specialDeduction: payslips.specialDeduction,
      otherDeduction: payslips.otherDeduction,
      tax: payslips.tax,
    })
    .from(payslips)
    .where(and(eq(payslips.eid, eid), like(payslips.month, `${year}-%`)))
    .orderBy(asc(payslips.month));
  return rows.map((r) => ({ ...r, month: Number(r.month.slice(5, 7)) }));
}
