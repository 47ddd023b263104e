import {
  ErrorCode,
  maskAmount,
  readPayrollCsv,
  rowDeductions,
  type TCsvProblem,
  type TLanguage,
  type TPayrollImportResult,
  type TPayrollSlips,
  translate,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { TPayslipItem } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import * as repo from './repository';

/** At most this many problems are named in the refusal (the rest are counted). */
const SHOWN_PROBLEMS = 5;

/** The payroll role's desk: the company's months, a month's masked list, and loading a month from CSV. */
export function payrollService({ db }: { db: Db }) {
  async function months(user: AuthUser) {
    return (await repo.companyMonths(db, user.companyId)).map((r) => ({
      month: r.month,
      slips: Number(r.slips),
    }));
  }

  async function slips(user: AuthUser, month: string): Promise<TPayrollSlips> {
    return (await repo.companySlips(db, user.companyId, month)).map((r) => ({
      eid: r.eid,
      employeeNo: r.employeeNo,
      employeeName: r.employeeName,
      net: maskAmount(r.net),
    }));
  }

  function refuse(problems: TCsvProblem[], lang: TLanguage): never {
    const lines = problems.slice(0, SHOWN_PROBLEMS).map((p) =>
      translate(lang, 'payRecords.csv.row', {
        row: p.row,
        problem: translate(lang, p.key as never, p.params),
      }),
    );
    const more =
      problems.length > SHOWN_PROBLEMS
        ? translate(lang, 'payRecords.csv.more', { count: problems.length - SHOWN_PROBLEMS })
        : '';
    throw new AppError(
      ErrorCode.InvalidInput,
      'payRecords.csv.problems',
      { list: `${lines.join('; ')}${more}` },
      200,
      {
        problems,
      },
    );
  }

  /**
   * Every row is checked (columns, amounts, dates, net = gross - deductions, known employee of the
   * company, no duplicate) before anything is stored; then one transaction stores or corrects each
   * employee's slip of the month, so loading the same file twice changes nothing.
   */
  async function importCsv(user: AuthUser, csv: string, lang: TLanguage): Promise<TPayrollImportResult> {
    const { rows, problems } = readPayrollCsv(csv);
    const staff = new Map(
      (await repo.employeesOfCompany(db, user.companyId)).map((e) => [e.employeeNo, e.eid]),
    );
    for (const row of rows) {
      if (!staff.has(row.employeeNo))
        problems.push({
          row: row.row,
          key: 'payRecords.csv.unknownEmployee',
          params: { employeeNo: row.employeeNo },
        });
    }
    if (problems.length > 0)
      refuse(
        problems.sort((a, b) => a.row - b.row),
        lang,
      );
    let created = 0;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const a = row.amounts;
        const items: TPayslipItem[] = [
          { code: 'basePay', kind: 'earning', amount: a.basePay },
          { code: 'allowance', kind: 'earning', amount: a.allowance },
          { code: 'bonus', kind: 'earning', amount: a.bonus },
          { code: 'pension', kind: 'deduction', amount: a.pension },
          { code: 'medical', kind: 'deduction', amount: a.medical },
          { code: 'unemployment', kind: 'deduction', amount: a.unemployment },
          { code: 'fund', kind: 'deduction', amount: a.fund },
          { code: 'otherDeduction', kind: 'deduction', amount: a.otherDeduction },
          { code: 'tax', kind: 'deduction', amount: a.tax },
        ].filter((i) => i.amount !== 0) as TPayslipItem[];
        const isNew = await repo.upsertPayslip(tx, {
          eid: staff.get(row.employeeNo) as string,
          companyId: user.companyId,
          month: row.month,
          gross: row.gross,
          taxFree: a.taxFree,
          socialEmployee: a.pension + a.medical + a.unemployment,
          fundEmployee: a.fund,
          specialDeduction: a.specialDeduction,
          otherDeduction: a.otherDeduction,
          tax: a.tax,
          net: row.gross - rowDeductions(a),
          items,
          paidOn: row.paidOn,
        });
        if (isNew) created++;
      }
    });
    return { rows: rows.length, created, updated: rows.length - created };
  }

  return { months, slips, importCsv };
}

export type PayrollService = ReturnType<typeof payrollService>;
