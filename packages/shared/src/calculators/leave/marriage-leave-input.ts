import type { TCalParsed } from '../contract';
import { readDate, readFlag } from './input-fields';
import { isMarriageLeaveProvince, type TMarriageLeaveProvince } from './provinces';

/**
 * Input of the marriage leave calculator (calType 7): `province` (a code of MARRIAGE_LEAVE_PROVINCES,
 * `CN` for the national rule), optionally `start_date` (first day of the leave: the answer then gives
 * the last day) and `premarital_exam` (a premarital medical check before registration, where the
 * province adds days for it).
 */
export type TMarriageLeaveInput = {
  province: TMarriageLeaveProvince;
  start_date: string | null;
  premarital_exam: boolean;
};

export function parseMarriageLeaveInput(raw: unknown): TCalParsed<TMarriageLeaveInput> {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (!isMarriageLeaveProvince(r.province)) return { ok: false, issue: { key: 'MarriageLeave.province' } };
  const start = readDate(r.start_date);
  if (start === undefined) return { ok: false, issue: { key: 'MarriageLeave.startDate' } };
  const exam = readFlag(r.premarital_exam);
  if (exam === undefined) return { ok: false, issue: { key: 'MarriageLeave.flag' } };
  return { ok: true, value: { province: r.province, start_date: start, premarital_exam: exam } };
}
