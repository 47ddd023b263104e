import type { TLanguage, TLocalizedText, TRequestKind, TVacationLimit } from '@ehome/shared';
import type { Placeholder, SQL } from 'drizzle-orm';
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
  /**
   * The same rows as a SQL query over the placeholders of `SourceParams`, with the columns
   * apply_id, category_code, category_names, start_time and end_time (in the order listApproved
   * gives): attendance reads every source that has one, and the make-ups, in one statement.
   */
  approvedSql?: (params: SourceParams) => SQL;
};

/**
 * Placeholders of one prepared statement: `eid`, the period as instants (`from`, `to`: ISO
 * timestamps, [from, to)) and as dates (`fromDate`, `toDate`: YYYY-MM-DD, inclusive).
 */
export type SourceParams = { eid: Placeholder; from: SQL; to: SQL; fromDate: SQL; toDate: SQL };

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
export type PunchRepairSource = {
  (db: DbOrTx, eid: string, from: string, to: string): Promise<PunchRepair[]>;
  /**
   * The same as a SQL query over the placeholders `eid`, `fromDate` and `toDate`, with the columns
   * apply_id, attendance_date (text YYYY-MM-DD), punch and approve_status.
   */
  sql?: (params: SourceParams) => SQL;
};
