import {
  ApproveStatus,
  type TLanguage,
  type TLeaveBalance,
  type TLeaveUom,
  type TLocalizedText,
  type TVacationLimit,
  ZStoredLeaveCategorySettings,
} from '@ehome/shared';
import type { DbOrTx } from '../../db/client';
import * as repo from './repository';

/**
 * Balances per employee, year and leave type (LeaveAmount): granted (leave_grants) less what was
 * taken before the app (usedBefore) and the lengths of requests charged to the year. Used and
 * pending are read from the requests' current status, so approval deducts and recall or rejection
 * releases without a ledger that could drift. The remain shown counts pending requests. Credits
 * (leave_credits: comp leave from approved overtime) are part of the granted figure.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

export function localizedName(row: repo.CategoryRow, lang: TLanguage): string {
  return lang === 'en' ? row.nameEn : lang === 'ja' ? row.nameJa : row.name;
}

/** The category's note under the picker in the reader's language; Chinese when none was written. */
export function localizedRemark(row: repo.CategoryRow, lang: TLanguage): string {
  const remark = lang === 'en' ? row.remarkEn : lang === 'ja' ? row.remarkJa : row.remark;
  return remark || row.remark;
}

export function categoryNames(row: repo.CategoryRow): TLocalizedText {
  return { zh: row.name, en: row.nameEn, ja: row.nameJa };
}

export function settingsOf(row: repo.CategoryRow) {
  return ZStoredLeaveCategorySettings.parse(row.settings);
}

export type BalanceFigures = {
  granted: number;
  used: number;
  pending: number;
  remain: number;
  validFrom: string;
  validTo: string;
};

/** The figures of each balance-carrying category of an employee and year, by category id. */
export async function balanceFigures(
  db: DbOrTx,
  eid: string,
  year: number,
  categories: readonly repo.CategoryRow[],
  excludeApplyId?: string,
): Promise<Map<string, BalanceFigures>> {
  // One statement (it was three): grants, charged lengths and overtime credits of the year.
  const { grants, charged, credits } = await repo.balanceFacts(db, eid, year, excludeApplyId);
  const out = new Map<string, BalanceFigures>();
  for (const category of categories) {
    const grant = grants.find((g) => g.categoryId === category.id);
    // A type without a balance still shows one the person was granted (maternity leave of a birth record).
    if (!category.hasBalance && !grant) continue;
    const sum = (status: number) =>
      charged
        .filter((c) => c.categoryId === category.id && c.approveStatus === status)
        .reduce((a, c) => a + c.total, 0);
    // Credits (comp leave from approved overtime, credits.ts) add to what was granted.
    const granted = Number(grant?.granted ?? 0) + (credits.get(category.id) ?? 0);
    const used = Number(grant?.usedBefore ?? 0) + sum(ApproveStatus.Approved);
    const pending = sum(ApproveStatus.InApproval);
    out.set(category.id, {
      granted: round2(granted),
      used: round2(used),
      pending: round2(pending),
      remain: round2(granted - used - pending),
      validFrom: grant?.validFrom ?? `${year}-01-01`,
      validTo: grant?.validTo ?? `${year}-12-31`,
    });
  }
  return out;
}

export function balanceRow(
  category: repo.CategoryRow,
  year: number,
  figures: BalanceFigures,
  lang: TLanguage,
): TLeaveBalance {
  const name = localizedName(category, lang);
  return {
    year,
    applyCategoryId: category.id,
    categoryCode: category.code,
    applyCategoryText: name,
    leaveTypeText: name,
    uom: settingsOf(category).uom as TLeaveUom,
    granted: figures.granted,
    Amount: figures.granted,
    used: figures.used,
    pending: figures.pending,
    remain: figures.remain,
    fieldValue: figures.granted,
    remainValue: figures.remain,
    validFrom: figures.validFrom,
    validTo: figures.validTo,
  };
}

/** Every balance of an employee for a year, in the categories' order. */
export async function balancesOf(
  db: DbOrTx,
  person: { eid: string; companyId: string },
  year: number,
  lang: TLanguage,
): Promise<TLeaveBalance[]> {
  const categories = await repo.listCategories(db, person.companyId);
  const figures = await balanceFigures(db, person.eid, year, categories);
  return categories
    .filter((c) => figures.has(c.id))
    .map((c) => balanceRow(c, year, figures.get(c.id) as BalanceFigures, lang));
}

/** Colours of the summary tab's balance chips, by category code (others get the neutral one). */
const LIMIT_COLORS: Record<string, string> = { annual: '#1677ff', compensatory: '#00b578' };

/** GetVacationLimit for the attendance summary: the balances of the month's year, named in the reader's language. */
export async function vacationLimits(
  db: DbOrTx,
  eid: string,
  ym: string,
  lang: TLanguage,
): Promise<TVacationLimit[]> {
  const person = await repo.findEmployee(db, eid);
  if (!person) return [];
  const rows = await balancesOf(db, person, Number(ym.slice(0, 4)), lang);
  return rows.map((row) => ({
    categoryCode: row.categoryCode,
    name: row.applyCategoryText,
    count: row.remain,
    totalValue: row.granted,
    uom: row.uom,
    setColor: LIMIT_COLORS[row.categoryCode] ?? '#8c8c8c',
  }));
}

/** The code of the statutory annual leave category (the dynamic leave form shows its balance). */
export const ANNUAL_LEAVE_CODE = 'annual';

/** This year's annual leave for the dynamic leave form; null when the company has no annual leave type. */
export async function annualLeaveBalance(
  db: DbOrTx,
  person: { eid: string; companyId: string },
  year: number,
): Promise<{ granted: number; used: number; pending: number; remain: number; uom: number } | null> {
  const categories = await repo.listCategories(db, person.companyId);
  const annual = categories.find((c) => c.code === ANNUAL_LEAVE_CODE && c.hasBalance);
  if (!annual) return null;
  const figures = (await balanceFigures(db, person.eid, year, [annual])).get(annual.id);
  if (!figures) return null;
  const { granted, used, pending, remain } = figures;
  return { granted, used, pending, remain, uom: settingsOf(annual).uom };
}
