/**
 * Input of the compensation calculator (calType 1; spec 2 §3 "Calculator inputs", §5 "Calculators"):
 * date_s, date_e, reason, lst, avg, city, soc_avg_on, soc_avg_man. Zod-free and table-free so the form
 * imports it. The first problem is reported as Finan.m1..m11 (the mapping is in messages.ts).
 */
import type { TCalParsed } from '../contract';
import { parseYuan } from '../money';
import { isWageCity, type TWageCity } from '../wages/cities';

/**
 * Why the contract ended (spec 2 §3 reason ids): `oth` other art. 46 cases, `ng` negotiated at the
 * employer's proposal, `exp` fixed term expired and not renewed, `und` unlawful termination, `mp` the
 * medical period ended, `obj` objective change or incompetence (the last two art. 40 without notice).
 */
export const COMPENSATION_REASONS = ['oth', 'ng', 'exp', 'und', 'mp', 'obj'] as const;
export type TCompensationReason = (typeof COMPENSATION_REASONS)[number];

/** Reasons that add one month's wage in lieu of 30 days' notice (劳动合同法 art. 40). */
export function needsLastWage(reason: TCompensationReason): boolean {
  return reason === 'mp' || reason === 'obj';
}

export type TCompensationInput = {
  dateStart: string;
  dateEnd: string;
  reason: TCompensationReason;
  /** Average monthly wage of the 12 months before leaving (实施条例 art. 27). */
  avgFen: number;
  /** Last month's wage; null unless the reason is mp/obj (then required). */
  lastFen: number | null;
  city: TWageCity;
  /** The local average monthly wage typed by the user (soc_avg_on), replacing the table's. */
  manualAverageFen: number | null;
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function fail(n: number): TCalParsed<TCompensationInput> {
  return { ok: false, issue: { key: `Finan.m${n}` } };
}

export function parseCompensationInput(raw: unknown): TCalParsed<TCompensationInput> {
  const input = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (!isCalendarDate(input.date_s)) return fail(1);
  if (!isCalendarDate(input.date_e)) return fail(2);
  if (input.date_s > input.date_e) return fail(3);
  const reason = input.reason;
  if (typeof reason !== 'string' || !(COMPENSATION_REASONS as readonly string[]).includes(reason))
    return fail(4);
  const typedReason = reason as TCompensationReason;
  if (isEmpty(input.avg)) return fail(5);
  const avgFen = parseYuan(input.avg);
  if (avgFen === null) return fail(6);
  let lastFen: number | null = null;
  if (isEmpty(input.lst)) {
    if (needsLastWage(typedReason)) return fail(7);
  } else {
    lastFen = parseYuan(input.lst);
    if (lastFen === null) return fail(8);
  }
  if (!isWageCity(input.city)) return fail(9);
  let manualAverageFen: number | null = null;
  if (isOn(input.soc_avg_on)) {
    if (isEmpty(input.soc_avg_man)) return fail(10);
    manualAverageFen = parseYuan(input.soc_avg_man);
    if (manualAverageFen === null || manualAverageFen === 0) return fail(11);
  }
  return {
    ok: true,
    value: {
      dateStart: input.date_s,
      dateEnd: input.date_e,
      reason: typedReason,
      avgFen,
      lastFen: needsLastWage(typedReason) ? lastFen : null,
      city: input.city,
      manualAverageFen,
    },
  };
}
