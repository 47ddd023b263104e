import {
  computeSettlement,
  countedIncome,
  declarationWindow,
  declarationYearOf,
  ErrorCode,
  isInDeclarationWindow,
  type TDeclaration,
  type TDonationSave,
  type TIncomeCategory,
  type TIncomeSave,
  type TMessageKey,
  type TPreferenceKind,
  type TPreferenceSave,
  type TSettlement,
} from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { DeductionPort } from '../tax-deductions/ports';
import { payMonthsOfYear } from '../tax-trial/repository';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; deductions: DeductionPort };

const refusal = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Failed, key, params);
const f = formatFen;

function figuresView(s: TSettlement): TDeclaration['figures'] {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, f(v)])) as TDeclaration['figures'];
}

/**
 * The income declaration of the previous tax year (综合所得年度汇算): wages from the payslips, the
 * incomes, donations and preferences the person adds, the settlement computed here with the same
 * shared function the phone shows; submitting (idempotent by requestId) stores the figures and locks
 * the declaration; inside the filing window a submitted one may be reopened and submitted anew.
 */
export function incomeDeclarationService({ db, clock, timeZone, deductions }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);

  function windowRefusal(year: number) {
    const { from, to } = declarationWindow(year);
    return refusal('declaration.windowClosed', { year, from, to });
  }

  /** Only the previous tax year is declared. */
  function checkYear(year: number) {
    if (year !== declarationYearOf(today())) throw refusal('declaration.notPreviousYear');
  }

  async function settlementOf(conn: DbOrTx, eid: string, year: number, items: repo.DeclarationItemRow[]) {
    const [wages, yearDeductions] = await Promise.all([
      payMonthsOfYear(conn, eid, year),
      deductions.ofYear(conn, eid, year),
    ]);
    const settlement = computeSettlement({
      wages,
      incomes: items
        .filter((i) => i.kind === 'income')
        .map((i) => ({
          category: i.category as TIncomeCategory,
          amount: i.amount,
          taxWithheld: i.taxWithheld,
        })),
      donations: items.filter((i) => i.kind === 'donation').map((i) => ({ amount: i.amount })),
      preferences: items
        .filter((i) => i.kind === 'preference')
        .map((i) => ({ kind: i.category as TPreferenceKind, amount: i.amount })),
      deductions: yearDeductions,
    });
    return { wages, settlement };
  }

  async function view(eid: string, year: number): Promise<TDeclaration> {
    const declaration = await repo.findDeclaration(db, eid, year);
    const items = declaration ? await repo.listItems(db, declaration.id) : [];
    const { wages, settlement } = await settlementOf(db, eid, year, items);
    const submitted = declaration?.status === 'submitted';
    const now = today();
    return {
      year,
      today: now,
      window: declarationWindow(year),
      open: isInDeclarationWindow(year, now),
      status: submitted ? 'submitted' : 'draft',
      submittedAt:
        submitted && declaration?.submittedAt ? formatDateTime(declaration.submittedAt, timeZone) : null,
      wages: wages.map((w) => ({
        month: `${year}-${String(w.month).padStart(2, '0')}`,
        gross: f(w.gross),
        taxFree: f(w.taxFree),
        social: f(w.socialEmployee + w.fundEmployee),
        special: f(w.specialDeduction),
        other: f(w.otherDeduction),
        tax: f(w.tax),
      })),
      incomes: items
        .filter((i) => i.kind === 'income')
        .map((i) => ({
          id: i.id,
          category: i.category as TIncomeCategory,
          payer: i.name,
          amount: f(i.amount),
          counted: f(countedIncome(i.category as TIncomeCategory, i.amount)),
          taxWithheld: f(i.taxWithheld),
        })),
      donations: items
        .filter((i) => i.kind === 'donation')
        .map((i) => ({ id: i.id, recipient: i.name, certificateNo: i.documentNo, amount: f(i.amount) })),
      preferences: items
        .filter((i) => i.kind === 'preference')
        .map((i) => ({
          id: i.id,
          kind: i.category as TPreferenceKind,
          name: i.name,
          documentId: i.documentNo,
          amount: f(i.amount),
        })),
      // A submitted declaration shows what was submitted, not a recomputation.
      figures:
        submitted && declaration?.figures
          ? figuresView(declaration.figures as unknown as TSettlement)
          : figuresView(settlement),
    };
  }

  /** Changes to the draft of the previous year: refused once submitted. */
  async function editDraft(
    user: AuthUser,
    year: number,
    change: (tx: DbOrTx, declarationId: string) => Promise<void>,
  ) {
    checkYear(year);
    await db.transaction(async (tx) => {
      const declaration = await repo.lockDeclaration(tx, user.eid, year);
      if (declaration.status === 'submitted') throw refusal('declaration.submitted');
      await change(tx, declaration.id);
    });
    return view(user.eid, year);
  }

  async function saveItem(
    user: AuthUser,
    year: number,
    id: string | null,
    values: Parameters<typeof repo.insertItem>[2],
  ) {
    return editDraft(user, year, async (tx, declarationId) => {
      if (id === null) await repo.insertItem(tx, declarationId, values);
      else if (!(await repo.updateItem(tx, declarationId, id, values)))
        throw refusal('declaration.itemNotFound');
    });
  }

  return {
    get(user: AuthUser, year: number | undefined) {
      const y = year ?? declarationYearOf(today());
      if (y > declarationYearOf(today())) throw refusal('declaration.notPreviousYear');
      return view(user.eid, y);
    },

    saveIncome(user: AuthUser, input: TIncomeSave) {
      return saveItem(user, input.year, input.id, {
        kind: 'income',
        category: input.category,
        name: input.payer,
        documentNo: '',
        amount: input.amount,
        taxWithheld: input.taxWithheld,
      });
    },

    saveDonation(user: AuthUser, input: TDonationSave) {
      return saveItem(user, input.year, input.id, {
        kind: 'donation',
        category: '',
        name: input.recipient,
        documentNo: input.certificateNo,
        amount: input.amount,
        taxWithheld: 0,
      });
    },

    savePreference(user: AuthUser, input: TPreferenceSave) {
      return saveItem(user, input.year, input.id, {
        kind: 'preference',
        category: input.kind,
        name: input.name,
        documentNo: input.documentId,
        amount: input.amount,
        taxWithheld: 0,
      });
    },

    removeItem(user: AuthUser, year: number, id: string) {
      return editDraft(user, year, async (tx, declarationId) => {
        if (!(await repo.deleteItem(tx, declarationId, id))) throw refusal('declaration.itemNotFound');
      });
    },

    /**
     * Submit: the same requestId answers the stored result again (a retry or a double tap); otherwise
     * only inside the window, with some income, and not over a submitted one (reopen it first).
     */
    async submit(user: AuthUser, year: number, requestId: string): Promise<TDeclaration> {
      checkYear(year);
      await db.transaction(async (tx) => {
        const declaration = await repo.lockDeclaration(tx, user.eid, year);
        if (declaration.status === 'submitted') {
          if (declaration.submitRequestId === requestId) return;
          throw refusal('declaration.submitted');
        }
        if (!isInDeclarationWindow(year, today())) throw windowRefusal(year);
        const items = await repo.listItems(tx, declaration.id);
        const { settlement } = await settlementOf(tx, user.eid, year, items);
        if (settlement.wageIncome + settlement.otherIncome <= 0) throw refusal('declaration.noIncome');
        await repo.markSubmitted(tx, declaration.id, { requestId, figures: settlement, at: clock.now() });
      });
      return view(user.eid, year);
    },

    /** Inside the window a submitted declaration may be replaced: it becomes a draft again. */
    async reopen(user: AuthUser, year: number): Promise<TDeclaration> {
      checkYear(year);
      await db.transaction(async (tx) => {
        const declaration = await repo.lockDeclaration(tx, user.eid, year);
        if (declaration.status !== 'submitted') return;
        if (!isInDeclarationWindow(year, today())) throw windowRefusal(year);
        await repo.reopen(tx, declaration.id);
      });
      return view(user.eid, year);
    },
  };
}
export type IncomeDeclarationService = ReturnType<typeof incomeDeclarationService>;
