import type { TLanguage, TLocalizedText, TRequestKind, TVacationLimit } from '@ehome/shared';
import type { DbOrTx } from '../../db/client';

/** An approved request that excuses time: leave, business trip or outing. */
export type ApprovedRequest = {
  applyId: string;
  categoryCode: string;
  categoryName: string;
  /** The category's name in each catalogue language, so the phone shows the reader's. */
  categoryNames: TLocalizedText;
  start: Date;
  end: Date;
};

/**
 * What a request module offers attendance (GUIDE: modules register with each other, never reach
 * into each other's tables): its approved requests of an employee overlapping a period. The leave,
 * trip and outing modules register one each; the day states then show them.
 */
export type RequestSource = {
  kind: TRequestKind;
  listApproved(db: DbOrTx, eid: string, from: Date, to: Date): Promise<ApprovedRequest[]>;
};

/** Leave balances of an employee for the summary tab (GetVacationLimit), from the leave module. */
export type VacationLimitSource = (
  db: DbOrTx,
  eid: string,
  ym: string,
  lang: TLanguage,
) => Promise<TVacationLimit[]>;

/** A make-up clock's punch on a date: in approval (1) or approved (2, it repairs the day). */
export type PunchRepair = { applyId: string; date: string; punch: 'in' | 'out'; approveStatus: 1 | 2 };

/**
 * What the make-up clock module offers attendance: a person's make-ups over dates (YYYY-MM-DD,
 * inclusive). An approved one counts as a punch at the shift's start or end when the day is judged;
 * the stored punches are never changed, so a recall or rejection leaves no trace in the record.
 */
export type PunchRepairSource = (db: DbOrTx, eid: string, from: string, to: string) => Promise<PunchRepair[]>;
