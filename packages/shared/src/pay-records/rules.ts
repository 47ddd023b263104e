import { mulBasisPoints, mulFraction, parseYuan } from '../calculators/money';
import type { TInsuranceCity } from '../calculators/social-insurance/cities';
import { insuranceTable } from '../calculators/social-insurance/insurance-tables';
import { isRealDate } from '../validation/date';
import { PAY_MONTH_PATTERN } from './schemas';

/** Fen to the API's yuan (2 decimals). */
export const payYuan = (fen: number) => Math.round(fen) / 100;

/** An account or card number shown in lists: the first 2 and last 4 characters, the rest starred. */
export function maskAccountNo(value: string): string {
  const plain = value.replace(/\s+/g, '');
  if (plain.length <= 6) return '*'.repeat(plain.length);
  return `${plain.slice(0, 2)}${'*'.repeat(plain.length - 6)}${plain.slice(-4)}`;
}

/** A net pay in a payroll list: its magnitude only (e.g. "¥1****.**"). */
export function maskAmount(fen: number): string {
  const digits = String(Math.floor(Math.abs(fen) / 100)).length;
  return `¥${'*'.repeat(digits)}.**`;
}

export const PDF_MAGIC = '%PDF-';
/** A PDF begins with `%PDF-` (ISO 32000-1 §7.5.2); anything else is refused whatever its name. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_MAGIC.length) return false;
  for (let i = 0; i < PDF_MAGIC.length; i++) if (bytes[i] !== PDF_MAGIC.charCodeAt(i)) return false;
  return true;
}

/** One month's social insurance and housing fund by kind, from the social-insurance calculator's table. */
export type TMonthContribution = { kind: string; base: number; employee: number; employer: number };

/**
 * What the city collects on a wage in a month: the same table, bounds, rates and rounding as the
 * social-insurance calculator (calculators/social-insurance), for medical tier 1, the injury class I
 * default rate and the housing fund at `fundRate` whole percent on each side.
 */
export function monthContributions(
  city: TInsuranceCity,
  month: string,
  wageFen: number,
  fundRate: number,
): TMonthContribution[] {
  const table = insuranceTable(city, `${month}-01`);
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  const siBase = clamp(wageFen, table.base.floorFen, table.base.ceilingFen);
  const lines: TMonthContribution[] = [];
  for (const item of table.items.filter((entry) => entry.tier === undefined || entry.tier === 1)) {
    const base = item.base ? clamp(wageFen, item.base.floorFen, item.base.ceilingFen) : siBase;
    const existing = lines.find((line) => line.kind === item.kind);
    const employee = mulBasisPoints(base, item.employeeBp) + (item.employeeFixedFen ?? 0);
    const employer = mulBasisPoints(base, item.employerBp);
    if (existing) {
      existing.employee += employee;
      existing.employer += employer;
    } else lines.push({ kind: item.kind, base, employee, employer });
  }
  const fundBase = clamp(wageFen, table.fund.base.floorFen, table.fund.base.ceilingFen);
  const fund =
    table.fund.rounding === 'yuan'
      ? mulFraction(fundBase, fundRate, 10_000) * 100
      : mulFraction(fundBase, fundRate, 100);
  lines.push({ kind: 'fund', base: fundBase, employee: fund, employer: fund });
  return lines;
}

/** Splits CSV text into rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF or LF; a BOM is dropped). */
export function parsePayrollCsvText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** The payroll CSV's columns, in any order (the header row names them). Amounts in yuan. */
export const PAYROLL_CSV_COLUMNS = [
  'employeeNo',
  'month',
  'basePay',
  'allowance',
  'bonus',
  'taxFree',
  'pension',
  'medical',
  'unemployment',
  'fund',
  'specialDeduction',
  'otherDeduction',
  'tax',
  'net',
  'paidOn',
] as const;
const AMOUNT_COLUMNS = PAYROLL_CSV_COLUMNS.filter((c) => !['employeeNo', 'month', 'paidOn'].includes(c));
type TAmountColumn = Exclude<(typeof PAYROLL_CSV_COLUMNS)[number], 'employeeNo' | 'month' | 'paidOn'>;

export type TPayrollRow = {
  row: number;
  employeeNo: string;
  month: string;
  paidOn: string;
  amounts: Record<TAmountColumn, number>;
  gross: number;
};
export type TCsvProblem = { row: number; key: string; params: Record<string, string | number> };

/** Gross = base pay + allowances + bonus; deductions = social insurance + fund + other + tax. */
export const rowGross = (a: Record<TAmountColumn, number>) => a.basePay + a.allowance + a.bonus;
export const rowDeductions = (a: Record<TAmountColumn, number>) =>
  a.pension + a.medical + a.unemployment + a.fund + a.otherDeduction + a.tax;

/**
 * Reads a payroll CSV row by row. Every problem is reported with its row (1 = the header) and a
 * message key of the shared catalogue; the load stores nothing unless there is none.
 */
export function readPayrollCsv(text: string): { rows: TPayrollRow[]; problems: TCsvProblem[] } {
  const table = parsePayrollCsvText(text);
  const problems: TCsvProblem[] = [];
  const [header, ...body] = table;
  if (!header || body.length === 0)
    return { rows: [], problems: [{ row: 1, key: 'payRecords.csv.empty', params: {} }] };
  const names = header.map((name) => name.trim());
  const missing = PAYROLL_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0)
    return {
      rows: [],
      problems: [{ row: 1, key: 'payRecords.csv.missingColumns', params: { columns: missing.join(', ') } }],
    };
  const at = (cells: string[], column: string) => (cells[names.indexOf(column)] ?? '').trim();
  const seen = new Set<string>();
  const rows: TPayrollRow[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    const problem = (key: string, params: Record<string, string | number> = {}) =>
      problems.push({ row, key, params });
    const employeeNo = at(cells, 'employeeNo');
    const month = at(cells, 'month');
    const paidOn = at(cells, 'paidOn');
    if (!employeeNo) problem('payRecords.csv.employeeRequired');
    if (!PAY_MONTH_PATTERN.test(month)) problem('payRecords.csv.badMonth', { value: month });
    if (!isRealDate(paidOn)) problem('payRecords.csv.badDate', { value: paidOn });
    const amounts = {} as Record<TAmountColumn, number>;
    let amountsOk = true;
    for (const column of AMOUNT_COLUMNS as TAmountColumn[]) {
      const fen = parseYuan(at(cells, column));
      if (fen === null) {
        amountsOk = false;
        problem('payRecords.csv.badAmount', { column, value: at(cells, column) });
      } else amounts[column] = fen;
    }
    const key = `${employeeNo}|${month}`;
    if (employeeNo && seen.has(key)) problem('payRecords.csv.duplicate', { employeeNo, month });
    seen.add(key);
    if (!amountsOk) return;
    const gross = rowGross(amounts);
    if (amounts.taxFree > gross) problem('payRecords.csv.taxFreeTooLarge');
    const expected = gross - rowDeductions(amounts);
    if (amounts.net !== expected)
      problem('payRecords.csv.netMismatch', {
        net: (amounts.net / 100).toFixed(2),
        expected: (expected / 100).toFixed(2),
      });
    if (problems.every((p) => p.row !== row)) rows.push({ row, employeeNo, month, paidOn, amounts, gross });
  });
  return { rows, problems };
}
