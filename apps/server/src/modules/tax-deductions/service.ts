import {
  itemAmounts,
  sumAmounts,
  type TItemAmounts,
  withEffectiveMonth,
  yearTotalFen,
} from '@ehome/shared/tax-deductions/amounts';
import type { TDeclareMethod, TDeductionKind, TRecordStatus } from '@ehome/shared/tax-deductions/constants';
import {
  checkDeductionItem,
  checkSubmittable,
  effectiveMonthOf,
  fenToYuan,
  settlementWindow,
  type TMemberFacts,
  yearChangeable,
} from '@ehome/shared/tax-deductions/rules';
import type {
  TDeductionItem,
  TDeductionItemData,
  TDeductionItemInput,
  TDeductionOverview,
  TDeductionRecord,
  TSubmitResult,
  TYearRow,
} from '@ehome/shared/tax-deductions/schemas';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import type { PiiCipher } from '../../platform/pii';
import { realNameStatus } from '../real-name/status';
import { assertChangeable, changeProblem, conflict, notFound, refusal, requireRealName } from './common';
import type { DeductionSource, TYearDeductions } from './ports';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; pii: PiiCipher };

/** Statuses whose amounts count for payroll and the tax trial. */
const COUNTING: readonly TRecordStatus[] = ['submitted', 'reported'];

type People = { facts: Map<string, TMemberFacts>; names: Map<string, string>; births: Map<string, string> };

export async function peopleOf(db: DbOrTx, pii: PiiCipher, eid: string): Promise<People> {
  const rows = await repo.membersOf(db, eid);
  return {
    facts: new Map(
      rows.map((m) => [m.id, { relation: m.relation as TMemberFacts['relation'], birthDate: m.birthDate }]),
    ),
    names: new Map(rows.map((m) => [m.id, pii.open(m.nameSealed)])),
    births: new Map(rows.map((m) => [m.id, m.birthDate])),
  };
}

function itemView(item: repo.ItemRow, year: number, people: People, vouchers: number): TDeductionItem {
  const data = item.data as TDeductionItemData;
  const amounts = itemAmounts(item.kind as TDeductionKind, data, year, people.births);
  const ids = [data.memberId, ...(data.dependantIds ?? [])].filter((id): id is string => !!id);
  return {
    id: item.id,
    kind: item.kind as TDeductionKind,
    data: data as Record<string, unknown>,
    people: ids.map((id) => (id === 'self' ? 'self' : (people.names.get(id) ?? ''))),
    ...amounts,
    yearTotal: fenToYuan(yearTotalFen(amounts)),
    vouchers,
  };
}

/** A record with its items and the amounts payroll uses (after the effective month). */
export async function recordView(
  db: DbOrTx,
  pii: PiiCipher,
  record: repo.RecordRow | undefined,
  eid: string,
  year: number,
  today: string,
  timeZone: string,
): Promise<TDeductionRecord> {
  const items = record ? await repo.itemsOf(db, [record.id]) : [];
  const people = await peopleOf(db, pii, eid);
  const counts = await repo.voucherCounts(
    db,
    items.map((i) => i.id),
  );
  const views = items.map((i) => itemView(i, year, people, counts.get(i.id) ?? 0));
  let total: TItemAmounts = sumAmounts(views);
  if (record?.effectiveMonth) total = withEffectiveMonth(total, year, record.effectiveMonth);
  const status = (record?.status ?? 'draft') as TRecordStatus;
  return {
    id: record?.id ?? null,
    year,
    status,
    method: (record?.method ?? null) as TDeclareMethod | null,
    methodConfirmedAt: record?.methodConfirmedAt ? formatDateTime(record.methodConfirmedAt, timeZone) : null,
    effectiveMonth: record?.effectiveMonth ?? null,
    submittedAt: record?.submittedAt ? formatDateTime(record.submittedAt, timeZone) : null,
    returnNote: record?.returnNote ?? null,
    items: views,
    monthly: total.monthly,
    yearTotal: fenToYuan(yearTotalFen(total)),
    editable: changeProblem({ year, status }, today) === null,
  };
}

/** The port's source: the counting record of the year, month by month (app.ts provides it). */
export function deductionSource(pii: PiiCipher): DeductionSource {
  return async (db, eid, year): Promise<TYearDeductions> => {
    const record = await repo.findRecord(db, eid, year);
    if (!record || !COUNTING.includes(record.status as TRecordStatus))
      return { monthly: Array(12).fill(0), oneOff: 0, annualOnly: 0 };
    const people = await peopleOf(db, pii, eid);
    const items = await repo.itemsOf(db, [record.id]);
    const total = sumAmounts(
      items.map((i) =>
        itemAmounts(i.kind as TDeductionKind, i.data as TDeductionItemData, year, people.births),
      ),
    );
    return record.effectiveMonth ? withEffectiveMonth(total, year, record.effectiveMonth) : total;
  };
}

/**
 * The employee's special additional deductions: a record per tax year (created on the first save),
 * its items checked by the shared rules, the submit (locks it; effective month by the cut-off on
 * the 15th), the declaration method (locked once confirmed) and the history. Every saving call
 * needs the real name and the e-signature first; a previous year only in the settlement window.
 */
export function deductionsService({ db, clock, timeZone, pii }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);
  const yearOr = (year?: number) => year ?? Number(today().slice(0, 4));

  /** An edit of an accepted record takes it back to a draft: it needs submitting again. */
  async function touched(tx: Tx, record: repo.RecordRow) {
    await repo.updateRecord(tx, record.id, {
      status: record.status === 'reported' ? 'draft' : record.status,
      updatedAt: clock.now(),
    });
  }

  return {
    async overview(user: AuthUser, year?: number): Promise<TDeductionOverview> {
      const y = yearOr(year);
      const day = today();
      const record = await repo.findRecord(db, user.eid, y);
      const items = record ? await repo.itemsOf(db, [record.id]) : [];
      const counts: Record<string, number> = {};
      for (const i of items) counts[i.kind] = (counts[i.kind] ?? 0) + 1;
      const status = (record?.status ?? 'draft') as TRecordStatus;
      const rn = await realNameStatus(db, user.eid);
      return {
        year: y,
        today: day,
        status,
        method: (record?.method ?? null) as TDeclareMethod | null,
        counts,
        effectiveMonthIfNow: effectiveMonthOf(day),
        window: settlementWindow(day),
        editable: changeProblem({ year: y, status }, day) === null,
        realName: { verified: rn.verified, signed: rn.signed },
        returnNote: record?.returnNote ?? null,
      };
    },

    async record(user: AuthUser, year?: number): Promise<TDeductionRecord> {
      const y = yearOr(year);
      return recordView(db, pii, await repo.findRecord(db, user.eid, y), user.eid, y, today(), timeZone);
    },

    /** SaveItem: adds (no id; a repeated clientKey answers the first) or changes one item. */
    async saveItem(user: AuthUser, input: TDeductionItemInput): Promise<string> {
      await requireRealName(db, user.eid);
      return db.transaction(async (tx) => {
        const record = await repo.lockRecord(tx, user.eid, user.companyId, input.year);
        if (!input.id && input.clientKey) {
          const earlier = await repo.findItemByKey(tx, record.id, input.clientKey);
          if (earlier) return earlier.id;
        }
        assertChangeable(record, today());
        const current = input.id ? await repo.findItem(tx, record.id, input.id.toLowerCase()) : undefined;
        if (input.id && !current) throw notFound('deduction.itemNotFound');
        if (current && current.kind !== input.kind) throw conflict('deduction.kindChanged');
        const others = (await repo.itemsOf(tx, [record.id]))
          .filter((i) => i.id !== current?.id)
          .map((i) => i.kind as TDeductionKind);
        const people = await peopleOf(tx, pii, user.eid);
        const checked = checkDeductionItem(input, { members: people.facts, others });
        if (!checked.ok) throw refusal(checked.problem);
        const data = JSON.parse(JSON.stringify(checked.values)) as Record<string, unknown>;
        await touched(tx, record);
        if (current) {
          await repo.updateItem(tx, current.id, data, clock.now());
          return current.id;
        }
        return repo.insertItem(tx, {
          recordId: record.id,
          kind: input.kind,
          data,
          clientKey: input.clientKey ?? null,
          now: clock.now(),
        });
      });
    },

    async deleteItem(user: AuthUser, year: number, id: string): Promise<boolean> {
      await requireRealName(db, user.eid);
      return db.transaction(async (tx) => {
        const record = await repo.lockRecord(tx, user.eid, user.companyId, year);
        const item = await repo.findItem(tx, record.id, id.toLowerCase());
        if (!item) throw notFound('deduction.itemNotFound');
        assertChangeable(record, today());
        await repo.deleteItem(tx, item.id);
        await touched(tx, record);
        return true;
      });
    },

    /** AddDependant: one more family member (60+) supported under an elderly-support item. */
    async addDependant(user: AuthUser, itemId: string, memberId: string): Promise<boolean> {
      await requireRealName(db, user.eid);
      const owned = await repo.findOwnedItem(db, user.eid, itemId.toLowerCase());
      if (owned?.item.kind !== 'elderlySupport') throw notFound('deduction.itemNotFound');
      const data = owned.item.data as TDeductionItemData;
      await this.saveItem(user, {
        ...data,
        year: owned.record.year,
        id: owned.item.id,
        kind: 'elderlySupport',
        dependantIds: [...(data.dependantIds ?? []), memberId.toLowerCase()],
      });
      return true;
    },

    /** Submit: locks the record; idempotent (a second submit answers the first's effective month). */
    async submit(user: AuthUser, year: number): Promise<TSubmitResult> {
      await requireRealName(db, user.eid);
      return db.transaction(async (tx) => {
        const record = await repo.lockRecord(tx, user.eid, user.companyId, year);
        if (record.status === 'submitted' && record.effectiveMonth)
          return { status: 'submitted', effectiveMonth: record.effectiveMonth };
        assertChangeable(record, today());
        const kinds = (await repo.itemsOf(tx, [record.id])).map((i) => i.kind as TDeductionKind);
        const ok = checkSubmittable(kinds);
        if (!ok.ok) throw refusal(ok.problem);
        const effectiveMonth = effectiveMonthOf(today());
        await repo.updateRecord(tx, record.id, {
          status: 'submitted',
          effectiveMonth,
          submittedAt: clock.now(),
          returnNote: null,
          updatedAt: clock.now(),
        });
        return { status: 'submitted', effectiveMonth };
      });
    },

    /** ConfirmMethod: the declaration method of the year; once confirmed it cannot change. */
    async confirmMethod(user: AuthUser, year: number, method: TDeclareMethod): Promise<TDeclareMethod> {
      await requireRealName(db, user.eid);
      return db.transaction(async (tx) => {
        const record = await repo.lockRecord(tx, user.eid, user.companyId, year);
        if (record.method) {
          if (record.method !== method) throw conflict('deduction.methodLocked');
          return method;
        }
        const open = yearChangeable(year, today());
        if (!open.ok) throw conflict(open.problem.key, open.problem.params);
        await repo.updateRecord(tx, record.id, {
          method,
          methodConfirmedAt: clock.now(),
          updatedAt: clock.now(),
        });
        return method;
      });
    },

    async years(user: AuthUser): Promise<TYearRow[]> {
      const records = await repo.recordsOf(db, user.eid);
      const out: TYearRow[] = [];
      for (const r of records) {
        const view = await recordView(db, pii, r, user.eid, r.year, today(), timeZone);
        out.push({
          id: r.id,
          year: r.year,
          status: view.status,
          items: view.items.length,
          yearTotal: view.yearTotal,
        });
      }
      return out;
    },

    /** YearDeductHistory/{id}/{year}: one of the caller's years, read-only. */
    async history(user: AuthUser, id: string): Promise<TDeductionRecord> {
      const record = await repo.findRecordById(db, id.toLowerCase());
      if (!record || record.eid !== user.eid) throw notFound('deduction.notFound');
      const view = await recordView(db, pii, record, user.eid, record.year, today(), timeZone);
      return { ...view, editable: false };
    },
  };
}

export type DeductionsService = ReturnType<typeof deductionsService>;
