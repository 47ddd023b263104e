import { cumulativeWithholding } from '@ehome/shared/calculators/tax/income-tax';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { payslips } from '../schema';

/**
 * Payslips for lisi's income declaration and tax trial (issue 18 part 2), only when lisi has none
 * yet (the pay records' demo loads its own months for the demo users; ON CONFLICT on (eid, month)
 * lets both exist). The previous year in full and this year up to last month: 25,000 a month,
 * Shanghai's employee parts of social insurance (10.5%) and the housing fund (7%), elderly support
 * 3,000 as payroll applied it, and the tax each month withheld by cumulative withholding.
 */
export async function loadIncomeDeclarationDemo(tx: Tx, o: { companyId: string; lisi: string; now: Date }) {
  const existing = await tx.select({ n: count() }).from(payslips).where(eq(payslips.eid, o.lisi));
  if ((existing[0]?.n ?? 0) > 0) return;
  const year = o.now.getUTCFullYear();
  const lastMonth = o.now.getUTCMonth(); // 0 in January: nothing of this year yet
  const gross = 25_000_00;
  const social = 2_625_00;
  const fund = 1_750_00;
  const special = 3_000_00;
  const rows = [];
  for (const [y, months] of [
    [year - 1, 12],
    [year, lastMonth],
  ] as const) {
    const schedule = cumulativeWithholding(
      Array.from({ length: months }, (_, i) => ({
        month: i + 1,
        income: gross,
        taxFree: 0,
        social: social + fund,
        special,
        other: 0,
      })),
    );
    for (const m of schedule) {
      const month = `${y}-${String(m.month).padStart(2, '0')}`;
      rows.push({
        eid: o.lisi,
        companyId: o.companyId,
        month,
        gross,
        socialEmployee: social,
        fundEmployee: fund,
        specialDeduction: special,
        tax: m.tax,
        net: gross - social - fund - m.tax,
        items: [
          { code: 'basic', kind: 'earning' as const, amount: gross },
          { code: 'social', kind: 'deduction' as const, amount: social },
          { code: 'fund', kind: 'deduction' as const, amount: fund },
          { code: 'tax', kind: 'deduction' as const, amount: m.tax },
        ],
        paidOn: `${month}-15`,
      });
    }
  }
  if (rows.length > 0) await tx.insert(payslips).values(rows).onConflictDoNothing();
}
