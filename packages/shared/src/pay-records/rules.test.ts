import { describe, expect, it } from 'vitest';
import { cumulativeWithholding } from '../calculators/tax/income-tax';
import {
  looksLikePdf,
  maskAccountNo,
  maskAmount,
  monthContributions,
  parsePayrollCsvText,
  readPayrollCsv,
} from './rules';

describe("cumulative withholding as payroll uses it (国家税务总局公告2018年第61号, the calculators' one function)", () => {
  const month = (m: number, income: number, social: number, special: number) => ({
    month: m,
    income,
    taxFree: 0,
    social,
    special,
    other: 0,
  });
  it('follows the official example: 30,000 a month, 4,500 insurance, 2,000 special', () => {
    // The State Taxation Administration's example: 30,000 - 5,000 - 4,500 - 2,000 = 18,500 taxable a
    // month; withheld Jan 555, Feb 625, Mar 1,850.
    const months = [1, 2, 3].map((m) => month(m, 3_000_000, 450_000, 200_000));
    expect(cumulativeWithholding(months).map((m) => m.tax)).toEqual([55_500, 62_500, 185_000]);
  });
  it('never withholds below zero', () => {
    expect(cumulativeWithholding([month(1, 400_000, 50_000, 0)]).map((m) => m.tax)).toEqual([0]);
  });
});

describe('contributions from the social-insurance tables', () => {
  it('uses the Shanghai 2026 table, its floor and the fund rounded to the yuan', () => {
    const lines = monthContributions('shanghai', '2026-10', 1_750_000, 7);
    expect(lines.find((l) => l.kind === 'pension')).toEqual({
      kind: 'pension',
      base: 1_750_000,
      employee: 140_000,
      employer: 280_000,
    });
    expect(lines.find((l) => l.kind === 'fund')).toEqual({
      kind: 'fund',
      base: 1_750_000,
      employee: 122_500,
      employer: 122_500,
    });
    // A low wage is raised to the floor: 7,546 yuan from July 2026, 7,460 before.
    expect(monthContributions('shanghai', '2026-10', 500_000, 7)[0]?.base).toBe(754_600);
    expect(monthContributions('shanghai', '2026-03', 500_000, 7)[0]?.base).toBe(746_000);
  });
});

describe('masks and the PDF check', () => {
  it('masks account numbers and amounts', () => {
    expect(maskAccountNo('201900341287')).toBe('20******1287');
    expect(maskAccountNo('12345')).toBe('*****');
    expect(maskAmount(1_413_750)).toBe('¥*****.**');
  });
  it('takes only bytes that start with %PDF-', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.4\n'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('<html>'))).toBe(false);
    expect(looksLikePdf(new TextEncoder().encode('%PD'))).toBe(false);
  });
});

describe('the payroll CSV', () => {
  const header =
    'employeeNo,month,basePay,allowance,bonus,taxFree,pension,medical,unemployment,fund,specialDeduction,otherDeduction,tax,net,paidOn';
  it('parses quotes, doubled quotes, CRLF and a BOM', () => {
    expect(parsePayrollCsvText('\uFEFFa,"b,1","c""d"\r\n1,2,3\n\n')).toEqual([
      ['a', 'b,1', 'c"d'],
      ['1', '2', '3'],
    ]);
  });
  it('accepts a row whose net is gross less deductions', () => {
    const { rows, problems } = readPayrollCsv(
      `${header}\nE1,2026-12,16000,1500,0,0,1400,350,87.5,1225,2000,0,300,14137.50,2026-12-15`,
    );
    expect(problems).toEqual([]);
    expect(rows[0]?.gross).toBe(1_750_000);
  });
  it('names each bad row: net, month, date, amount, duplicate, tax-free', () => {
    const csv = [
      header,
      'E1,2026-12,1000,0,0,0,0,0,0,0,0,0,0,999,2026-12-15',
      'E2,2026-13,1000,0,0,0,0,0,0,0,0,0,0,1000,2026-02-30',
      'E3,2026-12,1x,0,0,0,0,0,0,0,0,0,0,0,2026-12-15',
      'E4,2026-12,1000,0,0,0,0,0,0,0,0,0,0,1000,2026-12-15',
      'E4,2026-12,1000,0,0,0,0,0,0,0,0,0,0,1000,2026-12-15',
      'E5,2026-12,1000,0,0,2000,0,0,0,0,0,0,0,1000,2026-12-15',
    ].join('\n');
    const { rows, problems } = readPayrollCsv(csv);
    expect(problems.map((p) => [p.row, p.key])).toEqual([
      [2, 'payRecords.csv.netMismatch'],
      [3, 'payRecords.csv.badMonth'],
      [3, 'payRecords.csv.badDate'],
      [4, 'payRecords.csv.badAmount'],
      [6, 'payRecords.csv.duplicate'],
      [7, 'payRecords.csv.taxFreeTooLarge'],
    ]);
    expect(rows.map((r) => r.employeeNo)).toEqual(['E4']);
  });
  it('refuses a file without data or columns', () => {
    expect(readPayrollCsv(header).problems[0]?.key).toBe('payRecords.csv.empty');
    expect(readPayrollCsv('employeeNo\nE1').problems[0]?.key).toBe('payRecords.csv.missingColumns');
  });
});
