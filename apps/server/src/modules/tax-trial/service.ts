import { ErrorCode, type TTrialView, taxTrial } from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { DeductionPort } from '../tax-deductions/ports';
import { payMonthsOfYear } from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; deductions: DeductionPort };

/**
 * The individual tax trial (individualTaxTrial): the year's cumulative withholding recomputed from
 * the caller's own payslips and declared special additional deductions, the rest of the current year
 * projected with the latest month's figures, each paid month against what payroll withheld.
 */
export function taxTrialService({ db, clock, timeZone, deductions }: Deps) {
  return {
    async trial(user: AuthUser, year: number | undefined): Promise<TTrialView> {
      const today = businessDate(clock.now(), timeZone);
      const thisYear = Number(today.slice(0, 4));
      const y = year ?? thisYear;
      if (y > thisYear) throw new AppError(ErrorCode.Failed, 'validation.declaration.year');
      const [pay, yearDeductions] = await Promise.all([
        payMonthsOfYear(db, user.eid, y),
        deductions.ofYear(db, user.eid, y),
      ]);
      // The current year is projected to December; a past year is complete as it is.
      const result = taxTrial(y, pay, yearDeductions, y === thisYear ? 12 : 0);
      const f = formatFen;
      return {
        year: y,
        months: result.months.map((m) => ({
          month: m.month,
          projected: m.projected,
          cumulativeIncome: f(m.cumulativeIncome),
          cumulativeDeduction: f(m.cumulativeDeduction),
          cumulativeTaxable: f(m.cumulativeTaxable),
          rate: m.rate,
          computed: f(m.tax),
          withheld: m.withheld === null ? null : f(m.withheld),
          difference: m.difference === null ? null : f(m.difference),
        })),
        computedTotal: f(result.computedTotal),
        withheldTotal: f(result.withheldTotal),
        difference: f(result.difference),
        annualOnly: f(result.annualOnly),
      };
    },
  };
}
export type TaxTrialService = ReturnType<typeof taxTrialService>;
