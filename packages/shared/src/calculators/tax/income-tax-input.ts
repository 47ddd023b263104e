/**
 * Input of the monthly income tax calculator (calType 4, cumulative withholding of wages; spec 3 §2.6
 * names the screen, its fields are ours, snake_case like the spec's): monthly salary, the employee's
 * social insurance and housing fund, special additional deductions itemised (国发〔2023〕13号 standards)
 * or as one monthly total, other deductions, tax-exempt income, and the first month employed here this
 * year. Zod-free and table-free: the form imports it. Refusal keys `IncomeTax.*`: see messages.ts.
 */
import type { TCalParsed } from '../contract';
import { readAmount, readFlag } from './amount-input';
import {
  ELDERLY_OPTIONS,
  HOUSING_OPTIONS,
  SPECIAL_DEDUCTION_STANDARDS,
  type TElderly,
  type THousing,
} from './special-deductions';

/** At most this many children per item: a form error beyond it, not a tax rule. */
export const MAX_CHILDREN = 10;

export type TIncomeTaxItems = {
  children: number;
  infants: number;
  elderly: TElderly;
  /** fen a month, only for elderly 'shared'. */
  elderlyShare: number;
  degree: boolean;
  certificate: boolean;
  housing: THousing;
};

export type TIncomeTaxInput = {
  salary: number;
  social: number;
  taxFree: number;
  other: number;
  startMonth: number;
  special: { mode: 'items'; items: TIncomeTaxItems } | { mode: 'total'; total: number };
};

export type TIncomeTaxRaw = {
  mon_sal?: string | number;
  soc_ins?: string | number;
  tax_free?: string | number;
  other_ded?: string | number;
  start_month?: string | number;
  special_mode?: 'items' | 'total';
  special_total?: string | number;
  children?: string | number;
  infants?: string | number;
  elderly?: TElderly;
  elderly_share?: string | number;
  cont_degree?: boolean;
  cont_cert?: boolean;
  housing?: THousing;
};

type TFail = { ok: false; issue: { key: string } };
const fail = (key: string): TFail => ({ ok: false, issue: { key } });

/** An optional amount (empty = 0), or the refusal. */
function optionalAmount(raw: unknown, key: string): number | TFail {
  const field = readAmount(raw);
  if (field.kind === 'empty') return 0;
  if (field.kind !== 'ok') return fail(key);
  return field.fen;
}

/** An integer in [min, max] (empty -> fallback), or undefined. */
function readInteger(raw: unknown, min: number, max: number, fallback: number): number | undefined {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function oneOf<T extends string>(options: readonly T[], raw: unknown, fallback: T): T | undefined {
  if (raw === undefined || raw === null || raw === '') return fallback;
  return options.find((option) => option === raw);
}

function parseItems(input: Record<string, unknown>): TIncomeTaxItems | TFail {
  const children = readInteger(input.children, 0, MAX_CHILDREN, 0);
  if (children === undefined) return fail('IncomeTax.children');
  const infants = readInteger(input.infants, 0, MAX_CHILDREN, 0);
  if (infants === undefined) return fail('IncomeTax.infants');
  const elderly = oneOf(ELDERLY_OPTIONS, input.elderly, 'none');
  if (elderly === undefined) return fail('IncomeTax.elderly');
  let elderlyShare = 0;
  if (elderly === 'shared') {
    const share = readAmount(input.elderly_share);
    if (share.kind === 'empty') return fail('IncomeTax.elderlyShareRequired');
    if (share.kind !== 'ok' || share.fen === 0) return fail('IncomeTax.elderlyShareFormat');
    // 国发〔2023〕13号 art. 3: each sibling's share is at most 1,500 a month.
    if (share.fen > SPECIAL_DEDUCTION_STANDARDS.elderlyShareMax) return fail('IncomeTax.elderlyShareMax');
    elderlyShare = share.fen;
  }
  const degree = readFlag(input.cont_degree, false);
  const certificate = readFlag(input.cont_cert, false);
  if (degree === undefined || certificate === undefined) return fail('Calculator.badInput');
  // One housing option only: loan interest and rent are not claimed together (暂行办法 art. 20).
  const housing = oneOf(HOUSING_OPTIONS, input.housing, 'none');
  if (housing === undefined) return fail('IncomeTax.housing');
  return { children, infants, elderly, elderlyShare, degree, certificate, housing };
}

export function parseIncomeTax(raw: unknown): TCalParsed<TIncomeTaxInput> {
  const input = (raw ?? {}) as Record<string, unknown>;
  const salary = readAmount(input.mon_sal);
  if (salary.kind === 'empty') return fail('IncomeTax.salaryRequired');
  if (salary.kind === 'bad') return fail('IncomeTax.salaryFormat');
  if (salary.kind === 'negative' || salary.fen === 0) return fail('IncomeTax.salaryPositive');

  const social = optionalAmount(input.soc_ins, 'IncomeTax.socialFormat');
  if (typeof social !== 'number') return social;
  if (social > salary.fen) return fail('IncomeTax.socialAboveSalary');
  const taxFree = optionalAmount(input.tax_free, 'IncomeTax.taxFreeFormat');
  if (typeof taxFree !== 'number') return taxFree;
  if (taxFree > salary.fen) return fail('IncomeTax.taxFreeAboveSalary');
  const other = optionalAmount(input.other_ded, 'IncomeTax.otherFormat');
  if (typeof other !== 'number') return other;
  const startMonth = readInteger(input.start_month, 1, 12, 1);
  if (startMonth === undefined) return fail('IncomeTax.startMonth');

  const mode = oneOf(['items', 'total'] as const, input.special_mode, 'items');
  if (mode === undefined) return fail('Calculator.badInput');
  if (mode === 'total') {
    const total = readAmount(input.special_total);
    if (total.kind === 'empty') return fail('IncomeTax.specialTotalRequired');
    if (total.kind !== 'ok') return fail('IncomeTax.specialTotalFormat');
    return {
      ok: true,
      value: { salary: salary.fen, social, taxFree, other, startMonth, special: { mode, total: total.fen } },
    };
  }
  const items = parseItems(input);
  if ('ok' in items) return items;
  return {
    ok: true,
    value: { salary: salary.fen, social, taxFree, other, startMonth, special: { mode, items } },
  };
}
