import { isRealDate } from '../validation/date';

/**
 * Maternity (birth record) rules shared by the form and the server (spec 1 §5 "Birth record"), and
 * the maternity leave a record entitles to (女职工劳动保护特别规定 art. 7; local extensions per social
 * city in a dated table). No zod here: the form runs the same check at no bundle cost.
 */

/** 女职工劳动保护特别规定 (国务院令第619号) art. 7: 98 days, +15 for dystocia, +15 per extra baby. */
export const MATERNITY_NATIONAL_DAYS = 98;
export const MATERNITY_DYSTOCIA_DAYS = 15;
export const MATERNITY_PER_EXTRA_BABY_DAYS = 15;
/** Most babies one record may report (a form typo guard, not a legal limit). */
export const MATERNITY_MAX_BABIES = 9;
export const MATERNITY_REMARK_MAX = 200;
/** Attachment key type of a birth record's proof images (keyId = applyId): the request kind. */
export const MATERNITY_ATTACHMENT_KEY_TYPE = 'maternity';
/** The leave category a record grants (its code in leave_categories). */
export const MATERNITY_LEAVE_CODE = 'maternity';

/**
 * Local extensions of maternity leave by social city (the employee's social insurance city, as
 * stored), dated: a birth on or after `from` gets `extraDays` on top of the national days. Only
 * figures checked against their source are listed; a city not here gets the national days.
 */
export const MATERNITY_LOCAL_EXTENSIONS: readonly {
  city: string;
  from: string;
  extraDays: number;
  source: string;
}[] = [
  // 上海市人口与计划生育条例 (2016-02-23 修正, 2016-03-01 施行) art. 31: 生育假30天 ...;
  // 2021-11-25 修正: 生育假60天 -> 98 + 60 = 158 days in total.
  { city: '上海', from: '2016-03-01', extraDays: 30, source: '上海市人口与计划生育条例（2016修正）第31条' },
  { city: '上海', from: '2021-11-25', extraDays: 60, source: '上海市人口与计划生育条例（2021修正）第31条' },
];

/** The local extension for a birth on `birthDate` (YYYY-MM-DD) in `city`: the latest dated row that applies. */
export function localMaternityExtension(city: string | null | undefined, birthDate: string): number {
  const name = (city ?? '').replace(/市$/, '').trim();
  let days = 0;
  let since = '';
  for (const row of MATERNITY_LOCAL_EXTENSIONS) {
    if (row.city === name && row.from <= birthDate && row.from >= since) {
      days = row.extraDays;
      since = row.from;
    }
  }
  return days;
}

export type TMaternityEntitlement = {
  national: number;
  dystocia: number;
  multiple: number;
  local: number;
  total: number;
};

/** The maternity leave days a birth entitles to: national base, dystocia, extra babies, local extension. */
export function maternityEntitlement(input: {
  birthDate: string;
  dystocia: boolean;
  babyCount: number;
  socialCity: string | null | undefined;
}): TMaternityEntitlement {
  const national = MATERNITY_NATIONAL_DAYS;
  const dystocia = input.dystocia ? MATERNITY_DYSTOCIA_DAYS : 0;
  const multiple = Math.max(0, Math.floor(input.babyCount) - 1) * MATERNITY_PER_EXTRA_BABY_DAYS;
  const local = localMaternityExtension(input.socialCity, input.birthDate);
  return { national, dystocia, multiple, local, total: national + dystocia + multiple + local };
}

export type TMaternityIssue = {
  key: 'validation.birthTime' | 'maternity.birthInFuture' | 'maternity.babyCount' | 'maternity.remarkTooLong';
  params?: Record<string, string | number>;
};

/** A YYYY-MM-DD that names a real day (the shared check, kept under this module's name). */
export { isRealDate };

const BIRTH_TIME_RE = /^\d{4}-\d{2}-\d{2}( ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)?$/;

/**
 * A birth record's own rules: birth time given (请选择生育时间) and not later than now, 1 to 9 babies,
 * remark length. `now` is 'YYYY-MM-DD HH:mm' in the business time zone. The request window (dates
 * near today) is checked beside it with the shared checkRequestDates.
 */
export function checkBirthRecord(
  input: { birthTime?: string | null; babyCount?: number | null; remark?: string | null },
  now: string,
): TMaternityIssue[] {
  const issues: TMaternityIssue[] = [];
  const birth = input.birthTime?.trim() ?? '';
  if (birth === '' || !BIRTH_TIME_RE.test(birth) || !isRealDate(birth.slice(0, 10))) {
    issues.push({ key: 'validation.birthTime' });
  } else if (birth.slice(0, 16) > now.slice(0, 16)) issues.push({ key: 'maternity.birthInFuture' });
  const babies = input.babyCount ?? 1;
  if (!Number.isInteger(babies) || babies < 1 || babies > MATERNITY_MAX_BABIES) {
    issues.push({ key: 'maternity.babyCount', params: { max: MATERNITY_MAX_BABIES } });
  }
  if ((input.remark ?? '').length > MATERNITY_REMARK_MAX) {
    issues.push({ key: 'maternity.remarkTooLong', params: { max: MATERNITY_REMARK_MAX } });
  }
  return issues;
}
