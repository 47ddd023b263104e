import type { TApproveListBody } from '@ehome/shared/approvals/schemas';

/**
 * The approval list has one search box for an application number or an employee's name (spec 1 §7
 * sends `applyNo` or `empname`). Numbers are letters and digits with at least one digit
 * (QJ202611250001, or a part of one); names never hold digits, so anything else is a name.
 */
const APPLY_NO_LIKE = /^[A-Za-z0-9-]*\d[A-Za-z0-9-]*$/;

export function searchBody(text: string): Pick<TApproveListBody, 'applyNo' | 'empname'> {
  const value = text.trim();
  if (value === '') return {};
  return APPLY_NO_LIKE.test(value) ? { applyNo: value.toUpperCase() } : { empname: value };
}
