/**
 * The calculators' contract (spec 2 §3 "Calculator inputs", §4 "Calculators", §7 "Calculators"):
 * `POST /api/CIICEService/CAL {calType, jsonString}` answers `{code: 1, result}` or `{code: 0, message}`.
 * Zod-free on purpose: the screens import these types and constants without pulling zod into their chunk.
 */
import type { TLanguage } from '../constants';

/** calType of each calculator (issue 5 contract). */
export const CalType = {
  Compensation: 1,
  YearEndBonus: 2,
  WorkingDays: 3,
  IncomeTax: 4,
  SocialInsurance: 5,
  AnnualLeave: 6,
  MarriageLeave: 7,
  MinimumWage: 8,
  AverageWage: 9,
} as const;
export type TCalType = (typeof CalType)[keyof typeof CalType];
export const CAL_TYPES: readonly TCalType[] = Object.values(CalType);

export function isCalType(value: unknown): value is TCalType {
  return typeof value === 'number' && (CAL_TYPES as readonly number[]).includes(value);
}

/** Largest `jsonString` the server reads (the working-days input with a year of added holidays fits easily). */
export const CAL_JSON_MAX_LENGTH = 20_000;

/** A legal citation: the law, the article, and the text it says (in the reader's language). */
export type TCalLaw = {
  law: string;
  article: string;
  text: string;
};

/** One secondary figure of a result ("税后奖金 34,920.00 元"). */
export type TCalSubAnswer = {
  label: string;
  value: string;
  unit?: string;
};

/**
 * A breakdown table of a result. `chart`, when present, draws a bar per row from the numeric cell at
 * `valueColumn` labelled by the cell at `labelColumn` (e.g. the monthly withholding of a year).
 */
export type TCalFigure = {
  title: string;
  columns: string[];
  rows: { cells: string[]; highlight?: boolean }[];
  chart?: { labelColumn: number; valueColumn: number; unit?: string };
  note?: string;
};

/**
 * The dated data a result was computed from (a city's social-insurance bases, a province's minimum
 * wage, the bonus tax policy). `annual` tables are republished every year, so one from before the
 * current year is stale, unless its `validTo` says it is still in force; anything with `validTo` is
 * stale after that date.
 */
export type TCalTable = {
  name: string;
  /** The year the figures are for (for a rule: the year it was issued). */
  year: number;
  /** Who published it, and the document: "上海市人力资源和社会保障局 沪人社规〔2025〕16号". */
  source: string;
  annual: boolean;
  /** From when the figures apply (YYYY-MM-DD). */
  validFrom?: string;
  /** Last day the rule applies (YYYY-MM-DD), e.g. 2027-12-31 for the bonus policy. */
  validTo?: string;
  /**
   * The figures the result needed are not published yet (next year's holiday notice): the result
   * was estimated from the standing rule, and the screen says so whatever today is.
   */
  pending?: boolean;
};

export type TCalResult = {
  /** The headline figure: yuan with 2 decimals ("1080.00"), a number of days, or a date. */
  main_ans: string;
  /** What the headline is ("应纳税额") and its unit ("元", "天", "" for a date). */
  main_label: string;
  main_unit: string;
  sub_ans: TCalSubAnswer[];
  /** How it was computed, in the reader's language (one step per line). */
  message: string;
  figure: TCalFigure[];
  laws: TCalLaw[];
  /** Things the user must notice (the bracket-trap band, a capped base, a stale table). */
  warnings: string[];
  tables: TCalTable[];
  /** The server's business date when it computed (YYYY-MM-DD): the screen's "current year". */
  asOf: string;
};

export type TCalOutcome =
  | { code: 1; result: TCalResult; message?: undefined }
  | { code: 0; message: string; result?: undefined };

/** What a calculator gets besides its input. */
export type TCalContext = {
  lang: TLanguage;
  /** Business date (YYYY-MM-DD) in the business time zone. */
  today: string;
};

/**
 * An input refusal: a message key of the shared catalogue (Finan.m1..m11, YearAward.m1..m8,
 * WorkData.m1..m10, ...) and its parameters.
 */
export type TCalIssue = { key: string; params?: Record<string, string | number> };

export type TCalParsed<I> = { ok: true; value: I } | { ok: false; issue: TCalIssue };

/**
 * One calculator: `parse` checks the raw input object (the JSON of the spec's fields) and reports the
 * first problem as a message key, the same on the screen and the server; `compute` is pure.
 */
export type TCalculator<I> = {
  calType: TCalType;
  parse(raw: unknown): TCalParsed<I>;
  compute(input: I, context: TCalContext): TCalResult;
};

/** Whether a table a result used is out of date on `today` (YYYY-MM-DD), or not published yet. */
export function isTableStale(table: TCalTable, today: string): boolean {
  if (table.pending) return true;
  // A dated table is current until its last day (Shanghai's 2025 bases run to 30 June 2026).
  if (table.validTo !== undefined) return today > table.validTo;
  return table.annual && table.year < Number(today.slice(0, 4));
}
